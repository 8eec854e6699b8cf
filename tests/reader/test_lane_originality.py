"""Lanes are written by us: no lane question may repeat a question of an eval set.

Questions are compared after folding case, spacing and punctuation, so a
copy with a changed comma or capital letter is still caught.
"""

import json
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
LANES = ROOT / "evals" / "lanes"
EVAL_DATA = ROOT / "evals" / "data"


def fold(text: str) -> str:
    """Lower case, letters and digits only, single spaces."""
    return " ".join(re.sub(r"[^0-9a-z]+", " ", text.casefold()).split())


def _eval_questions() -> set[str]:
    """Split on newlines only: eval texts may hold other Unicode line separators."""
    return {
        fold(json.loads(line)["question"])
        for path in sorted(EVAL_DATA.glob("*.jsonl"))
        for line in path.read_text(encoding="utf-8").split("\n")
        if line.strip()
    }


def test_fold_ignores_case_spacing_and_punctuation():
    assert fold("Sam had 9 dimes.  How many?") == fold("sam had 9 dimes how many")


def test_no_lane_question_is_copied_from_an_eval_set():
    evals = _eval_questions()
    assert evals, "no eval data found"
    lanes = [
        json.loads(line)
        for path in sorted(LANES.glob("*.jsonl"))
        for line in path.read_text(encoding="utf-8").split("\n")
        if line.strip()
    ]
    copied = sorted(case["id"] for case in lanes if fold(case["question"]) in evals)
    assert copied == [], f"lane questions copied from eval sets: {copied}"
