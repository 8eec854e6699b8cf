"""Fixtures: small synthetic packs and copies of the repository's pack, always under tmp_path."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from packs.build_seed import Candidate, build_entries
from packs.inflect import entry_with_inflections
from packs.layout import IGNORED
from packs.location import REPOSITORY_PACK
from packs.writer import write_new_pack

CATEGORIES_YAML = b"""\
# a small closed set for tests
noun: {meaning: "an ordinary noun", attributes: [], required: []}
verb: {meaning: "a verb without a taught role", attributes: [], required: []}
adjective: {meaning: "an ordinary adjective", attributes: [], required: []}
adverb: {meaning: "an ordinary adverb", attributes: [], required: []}
name: {meaning: "a first name", attributes: [gender], required: [gender]}
verb_gain: {meaning: "the subject gains", attributes: [], required: []}
verb_lose: {meaning: "the subject loses", attributes: [], required: []}
verb_produce: {meaning: "the subject makes things", attributes: [], required: []}
number_word: {meaning: "a number written as a word", attributes: [value], required: [value]}
multiplier: {meaning: "scales by a factor", attributes: [factor], required: [factor]}
"""

VOCABULARY = [
    ("apple", "noun"),
    ("paint", "noun"),
    ("painting", "noun"),
    ("paint", "verb"),
    ("bake", "verb"),
    ("find", "verb"),
    ("jump", "verb"),
    ("red", "adj"),
    ("fast", "adj"),
    ("fast", "adv"),
    ("quickly", "adv"),
    ("mark", "noun"),
]


def small_entries():
    curated = [
        Candidate(entry_with_inflections("find", "verb_gain"), "test"),
        Candidate(entry_with_inflections("five", "number_word", {"value": "5"}), "test"),
        Candidate(entry_with_inflections("twice", "multiplier", {"factor": "2"}), "test"),
    ]
    names = {"Sam": "any", "Mark": "male", "Ann": "female"}
    return build_entries(curated, names, VOCABULARY)


@pytest.fixture
def small_pack(tmp_path: Path) -> Path:
    path = tmp_path / "small_v1"
    write_new_pack(path, "small_v1", CATEGORIES_YAML, small_entries(), reviewer="test", proposal_id="seed")
    return path


def copy_pack(source: Path, target: Path) -> Path:
    shutil.copytree(source, target, ignore=lambda _dir, names: [n for n in names if n in IGNORED])
    return target


@pytest.fixture
def repo_pack_copy(tmp_path: Path) -> Path:
    return copy_pack(REPOSITORY_PACK, tmp_path / "en_core_math_v1")


def pack_bytes(path: Path) -> dict[str, bytes]:
    """Every data file of a pack (working files left out), by relative path."""
    return {
        str(p.relative_to(path)): p.read_bytes()
        for p in sorted(path.rglob("*"))
        if p.is_file() and not set(p.relative_to(path).parts) & IGNORED
    }
