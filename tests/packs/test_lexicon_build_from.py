"""Lexicon.build_from (the preview's fast path) must give exactly what Lexicon.build gives."""

from __future__ import annotations

from dataclasses import replace

import pytest

from packs.changes import plan_add
from packs.model import Category, DuplicateSurfaceForm, Entry, Lexicon, Provenance

RATIFIED = Provenance("ratified", proposal_id="1", reviewer="rita")
CATEGORIES = {name: Category(name, name) for name in ("noun", "verb", "verb_gain", "money_noun")}


def entry(lemma: str, category: str, *forms: tuple[str, str]) -> Entry:
    return Entry(lemma, category, forms or ((lemma, "base"),))


BASE = Lexicon.build(
    [
        entry("stack", "verb", ("stack", "VB"), ("stacks", "VBZ"), ("stacked", "VBD")),
        entry("pile", "noun", ("pile", "NN"), ("piles", "NNS")),
        entry("cash", "money_noun"),
        entry("dime", "noun", ("dime", "NN"), ("dimes", "NNS")),
    ]
)


def same(left: Lexicon, right: Lexicon) -> bool:
    return left.entries == right.entries and dict(left._index) == dict(right._index)


def test_adding_a_new_word_equals_a_full_build():
    planned = plan_add(BASE.entries, CATEGORIES, [entry("zorble", "verb_gain")], RATIFIED).entries
    assert same(Lexicon.build_from(BASE, planned), Lexicon.build(planned))


def test_a_word_taking_surfaces_from_open_class_entries_equals_a_full_build():
    gain = entry("stack", "verb_gain", ("stack", "VB"), ("stacks", "VBZ"), ("stacked", "VBD"))
    planned = plan_add(BASE.entries, CATEGORIES, [gain], RATIFIED).entries
    built = Lexicon.build_from(BASE, planned)
    assert same(built, Lexicon.build(planned))
    assert built.lookup("stacked").entry.category == "verb_gain"
    assert built.lookup("dimes").entry.lemma == "dime"


def test_removing_an_entry_equals_a_full_build():
    planned = [e for e in BASE.entries if e.lemma != "cash"]
    built = Lexicon.build_from(BASE, planned)
    assert same(built, Lexicon.build(planned))
    assert built.lookup("cash") is None


def test_a_surface_claimed_twice_raises_the_full_builds_error():
    clash = replace(entry("cash", "noun"), provenance=RATIFIED)
    planned = BASE.entries + (clash,)
    with pytest.raises(DuplicateSurfaceForm) as full:
        Lexicon.build(planned)
    with pytest.raises(DuplicateSurfaceForm) as fast:
        Lexicon.build_from(BASE, planned)
    assert str(fast.value) == str(full.value)
