"""Subjects listed with commas, "Kit, Lou, and Mo each ..." (ADR 0177)."""

import pytest

from reader.rules.subject_lists import DEFINITE, NAME, item_shape
from reader.values import NounPhrase
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Kit, Lou and Mo each have 5 shells. How many shells do they have in all?", 15),
        ("Kit, Lou, and Mo each have 5 shells. How many shells does Lou have?", 5),
        ("Kit, Lou, Mo and Ria each own 3 kites. How many kites do they own altogether?", 12),
        ("On Friday, Kit, Lou and Mo each caught 4 fish. How many fish did they catch in all?", 12),
        ("Kit, Lou and Mo each have 5 shells and 2 pails. How many pails do they have in all?", 6),
        ("Rhea, Ugo and Ivo each have 20 seeds. How many seeds do they have?", 60),
        ("Al, Bo and Cy each have 4 pens. How many pens do they have in all?", 12),
    ],
)
def test_each_item_of_a_listed_subject_gets_the_amount(lexicon, text, value):
    assert value_of(text, lexicon) == value


def test_they_after_a_listed_subject_means_all_of_them(lexicon):
    text = "Kit, Lou and Mo each have 5 shells. They each find 2 more shells. How many shells do they have in all?"
    assert value_of(text, lexicon) == 21


def test_one_member_moves_and_the_others_keep_theirs(lexicon):
    text = "Kit, Lou and Mo each have 5 shells. Lou gives 3 shells to Mo. How many shells does Mo have?"
    assert value_of(text, lexicon) == 8


def test_a_list_with_no_and_before_its_last_item_refuses(lexicon):
    refusal = refusal_of("Kit, Lou, Mo each have 5 shells. How many shells do they have?", lexicon)
    assert refusal.reason == "unfinished_frame"
    assert "no 'and'" in refusal.detail


def test_a_listed_subject_without_each_refuses(lexicon):
    refusal = refusal_of("Kit, Lou and Mo have 15 shells. How many shells does Lou have?", lexicon)
    assert refusal.reason == "unsupported_operation"


@pytest.mark.parametrize(
    "text",
    [
        "Kit, the cook and Mo each have 5 shells. How many shells do they have in all?",
        "Kit, Lou and Mo's uncle each have 5 shells. How many shells do they have in all?",
        "Kit, Lou and the goat each have 5 shells. How many shells do they have in all?",
    ],
)
def test_items_of_another_shape_refuse(lexicon, text):
    refusal = refusal_of(text, lexicon)
    assert refusal.reason == "unexpected_category"
    assert "another shape" in refusal.detail


def test_a_name_twice_in_one_list_refuses(lexicon):
    refusal = refusal_of("Kit, Lou and Kit each have 5 shells. How many shells do they have?", lexicon)
    assert "named twice" in refusal.detail


def test_they_with_someone_named_outside_the_list_refuses(lexicon):
    text = "Kit, Lou and Mo each have 5 shells. Ada has 2 shells. How many shells do they have in all?"
    assert refusal_of(text, lexicon).reason == "ambiguous_pronoun_referent"


def test_a_comma_after_a_place_opening_is_no_list(lexicon):
    text = "In North Dakota, Kit bought 4 hats. How many hats did Kit buy?"
    refusal = refusal_of(text, lexicon)
    assert "list of subjects" not in refusal.detail


def test_item_shapes():
    assert item_shape(NounPhrase(0, words=(("Kit", "name", "NNP", "male"),))) == NAME
    assert item_shape(NounPhrase(0, words=(("frog", "noun", "NN", ""),), determiner="the")) == DEFINITE
    assert item_shape(NounPhrase(0, words=(("frogs", "noun", "NNS", ""),), determiner="the")) == ""
    assert item_shape(NounPhrase(0, words=(("sister", "person_noun", "NN", ""),), possessor="kit")) == ""
