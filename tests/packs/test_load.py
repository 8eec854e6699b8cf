"""Loading: the real pack and a small one load, look up case-insensitively, and agree with their manifest."""

from __future__ import annotations

from pathlib import Path

import pytest

from packs import default_pack_dir, load_pack, verify_pack
from packs.location import REPOSITORY_PACK


def test_small_pack_loads_with_its_history(small_pack: Path) -> None:
    pack = load_pack(small_pack)
    assert (pack.name, pack.version) == ("small_v1", 1)
    assert pack.path == small_pack
    assert len(pack.history) == 1
    assert pack.history[0].digest == pack.content_digest
    assert pack.counts()["noun"] == 4
    assert verify_pack(small_pack).digest == pack.digest


@pytest.mark.parametrize("token", ["Apples", "APPLES", "apples", "aPpLeS"])
def test_lookup_ignores_case(small_pack: Path, token: str) -> None:
    sense = load_pack(small_pack).lexicon.lookup(token)
    assert sense is not None
    assert (sense.entry.key, sense.form, sense.surface) == (("noun", "apple"), "NNS", "apples")


def test_lookup_folds_curly_apostrophes_and_names() -> None:
    from packs.model import normalise_surface

    assert normalise_surface("Sam\u2019s") == "sam's"
    assert normalise_surface("ÉCOLE") == "école"


def test_names_lose_to_ordinary_english_words(small_pack: Path) -> None:
    lexicon = load_pack(small_pack).lexicon
    assert lexicon.lookup("Sam").entry.key == ("name", "Sam")
    assert lexicon.lookup("Sam").entry.attr("gender") == "any"
    assert lexicon.lookup("Mark").entry.key == ("noun", "mark")  # "mark" is an English word


def test_open_class_precedence_noun_before_verb(small_pack: Path) -> None:
    lexicon = load_pack(small_pack).lexicon
    assert lexicon.lookup("paints").entry.key == ("noun", "paint")
    assert lexicon.lookup("painted").entry.key == ("verb", "paint")
    assert lexicon.lookup("found").entry.key == ("verb_gain", "find")  # curated beats everything
    assert lexicon.lookup("faster").entry.key == ("adjective", "fast")  # adjective before adverb


def test_warm_load_uses_the_cache_and_gives_the_same_pack(small_pack: Path) -> None:
    first = load_pack(small_pack)
    assert list((small_pack / ".cache").iterdir())
    second = load_pack(small_pack)
    assert second.lexicon.entries == first.lexicon.entries


def test_a_damaged_cache_is_ignored(small_pack: Path) -> None:
    first = load_pack(small_pack)
    for blob in (small_pack / ".cache").iterdir():
        blob.write_bytes(blob.read_bytes()[:-5] + b"xxxxx")
    assert load_pack(small_pack).lexicon.entries == first.lexicon.entries


def test_the_repository_pack_verifies_and_is_broad(repo_pack_copy: Path) -> None:
    pack = load_pack(repo_pack_copy)
    assert pack.name == "en_core_math_v1"
    assert len(pack.lexicon) > 50_000
    for category in ("noun", "verb", "adjective", "adverb", "name"):
        assert pack.counts()[category] > 100


def test_default_pack_dir_reads_pack_dir_from_the_environment(monkeypatch, tmp_path: Path) -> None:
    monkeypatch.delenv("PACK_DIR", raising=False)
    assert default_pack_dir() == REPOSITORY_PACK
    monkeypatch.setenv("PACK_DIR", str(tmp_path))
    assert default_pack_dir() == tmp_path
