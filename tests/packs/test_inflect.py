"""entry_with_inflections: the forms a category's part of speech brings, the same for seed and reviewer."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from packs import PackCollisionError, Provenance, entry_with_inflections, lexicon_after_add, load_pack
from packs.cache import _ENTRY_FIELDS
from packs.model import Entry


def test_a_verb_gets_its_inflections_and_its_noun_uses() -> None:
    entry = entry_with_inflections("paint", "verb_produce")
    assert entry.forms == (
        ("paint", "VB"),
        ("paints", "VBZ"),
        ("painted", "VBD"),
        ("painted", "VBN"),
        ("painting", "VBG"),
        ("paint", "NN"),
        ("paints", "NNS"),
        ("paint", "NNS"),
    )


def test_irregular_nouns_and_adjectives() -> None:
    assert entry_with_inflections("foot", "unit_noun", {"x": "1"}).forms == (("foot", "NN"), ("feet", "NNS"))
    assert entry_with_inflections("good", "adjective").forms == (
        ("good", "JJ"),
        ("better", "JJR"),
        ("best", "JJS"),
    )


def test_closed_class_words_get_the_lemma_alone() -> None:
    entry = entry_with_inflections("twice", "multiplier", {"factor": "2"})
    assert (entry.forms, entry.attrs) == ((("twice", "base"),), (("factor", "2"),))


def test_unknown_words_get_regular_forms() -> None:
    forms = dict(entry_with_inflections("vlog", "verb_produce").forms)
    assert set(forms) == {"vlog", "vlogs", "vlogged", "vlogging"}


def test_provenance_is_kept_and_surfaces_are_normalised() -> None:
    provenance = Provenance("ratified", "3", "ann", "2026-11-30")
    entry = entry_with_inflections("Sam", "name", {"gender": "any"}, provenance)
    assert (entry.lemma, entry.forms, entry.provenance) == ("Sam", (("sam", "base"),), provenance)


def test_preview_uses_the_write_rules(small_pack: Path) -> None:
    pack = load_pack(small_pack)
    ratified = Provenance("ratified", "1", "ann", "t")
    after = lexicon_after_add(
        pack.lexicon, pack.categories, [entry_with_inflections("bake", "verb_produce")], ratified
    )
    assert after.lookup("baked").entry.key == ("verb_produce", "bake")
    with pytest.raises(PackCollisionError):
        lexicon_after_add(
            pack.lexicon, pack.categories, [entry_with_inflections("find", "verb_lose")], ratified
        )


def test_the_cache_knows_every_entry_field() -> None:
    assert tuple(f.name for f in dataclasses.fields(Entry)) == _ENTRY_FIELDS
