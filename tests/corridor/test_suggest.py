"""Deterministic category suggestions."""

from __future__ import annotations

from corridor.services.suggest import asks_verb_role, first_names, gather

CATEGORIES = ["name", "noun", "verb", "verb_gain", "adjective", "adverb"]


def test_a_capitalised_census_name_is_suggested_as_a_name_with_its_gender():
    evidence = gather("Mary", "unknown_word", [("Then Mary found 3 shells.", 5, 9)], CATEGORIES)
    assert evidence.name_gender == "female"
    assert evidence.capitalised_inside == 1
    assert evidence.suggestions[0].category == "name"
    assert evidence.suggestions[0].attrs == {"gender": "female"}


def test_a_noun_after_a_number_is_suggested_as_a_noun():
    evidence = gather("bales", "unknown_word", [("There were 28 bales of hay.", 14, 19)], CATEGORIES)
    assert evidence.after_number == 1
    assert evidence.lemmas["NOUN"] == ("bale",)
    assert evidence.suggestions[0].category == "noun"


def test_an_untaught_verb_asks_for_its_role_instead_of_suggesting_plain_verb():
    evidence = gather("stacked", "untaught_verb_role", [("Tim stacked bales.", 4, 11)], CATEGORIES)
    assert evidence.asks_verb_role
    assert "verb" not in [s.category for s in evidence.suggestions]
    assert asks_verb_role("untaught_verb_role") and not asks_verb_role("unknown_word")


def test_the_names_list_is_read_once_and_knows_both_genders():
    names = first_names()
    assert names["john"] == "male" and names["mary"] == "female"
    assert first_names() is names


def test_a_name_common_for_both_genders_is_any():
    from corridor.services.suggest import _gender

    assert _gender({"female": 0.1, "male": 0.1}) == "any"
    assert _gender({"female": 0.5, "male": 0.01}) == "female"
