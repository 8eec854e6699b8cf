"""Property tests: no input makes the reader raise, and output bytes never depend on the process."""

import functools
import json
import os
import subprocess
import sys
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from packs import default_pack_dir, load_pack
from reader import Answer, ReaderRefusal, canonical_bytes
from reader.api import read_all

ROOT = Path(__file__).resolve().parents[2]
LANES = ROOT / "evals" / "lanes"
SEEDS = [
    json.loads(line)["question"]
    for p in sorted(LANES.glob("*.jsonl"))
    for line in p.read_text().splitlines()
    if line
]
FAST = settings(max_examples=int(os.environ.get("READER_PROPERTY_EXAMPLES", "150")), deadline=None)


@functools.cache
def shared_lexicon():
    """Loaded once outside hypothesis, so failing examples print the text, not the lexicon."""
    return load_pack(default_pack_dir()).lexicon


def read_unguarded(text, lexicon=None):
    """read_all without read_problem's last-resort guard, so a real exception fails the test."""
    result = read_all(text, lexicon or shared_lexicon())
    assert isinstance(result, (Answer, ReaderRefusal))
    if isinstance(result, ReaderRefusal):
        assert "internal reader error" not in result.detail
    canonical_bytes(result)
    return result


@FAST
@given(st.text(max_size=200))
def test_arbitrary_unicode_never_raises(text):
    read_unguarded(text)


WORDS = st.sampled_from(
    "Sam she he they it has had gave to from of 5 12 $3.50 25% 1/2 apples more than left each per "
    "how many much not and , . ? twice half total the a an in all dozen twenty - five".split()
)


@FAST
@given(st.lists(WORDS, max_size=30))
def test_word_salad_from_the_lexicon_never_raises(words):
    read_unguarded(" ".join(words))


@FAST
@given(st.sampled_from(SEEDS), st.data())
def test_perturbed_problems_never_raise(seed, data):
    tokens = seed.split(" ")
    operation = data.draw(st.sampled_from(["drop", "duplicate", "swap", "insert"]))
    i = data.draw(st.integers(0, len(tokens) - 1))
    if operation == "drop":
        tokens.pop(i)
    elif operation == "duplicate":
        tokens.insert(i, tokens[i])
    elif operation == "swap" and i + 1 < len(tokens):
        tokens[i], tokens[i + 1] = tokens[i + 1], tokens[i]
    else:
        tokens.insert(i, data.draw(WORDS))
    read_unguarded(" ".join(tokens))


def test_lane_seeds_exist():
    assert len(SEEDS) >= 100


SCRIPT = """
import hashlib, json, sys
from packs import load_pack, default_pack_dir
from reader import read_problem, canonical_bytes
lexicon = load_pack(default_pack_dir()).lexicon
texts = json.loads(sys.stdin.read())
digest = hashlib.sha256()
for text in texts:
    digest.update(canonical_bytes(read_problem(text, lexicon)))
print(digest.hexdigest())
"""


def test_canonical_output_is_identical_across_hash_seeds():
    texts = json.dumps(SEEDS)
    digests = set()
    for seed in ("0", "1", "12345"):
        env = dict(os.environ, PYTHONHASHSEED=seed, PYTHONPATH=str(ROOT))
        run = subprocess.run(
            [sys.executable, "-c", SCRIPT],
            input=texts,
            capture_output=True,
            text=True,
            env=env,
            cwd=ROOT,
            check=True,
        )
        digests.add(run.stdout.strip())
    assert len(digests) == 1
