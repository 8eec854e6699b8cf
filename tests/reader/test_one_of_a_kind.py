"""One thing's amount counted for several of its kind: "A bee has 6 legs. How many legs do 2 bees have?"."""

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("A tricycle has 3 wheels. How many wheels do 5 tricycles have?", 15),
        ("There are 4 seeds in an apple. How many seeds are there in 7 apples?", 28),
        ("A crate holds 18 melons. How many melons do 5 crates hold?", 90),
    ],
)
def test_one_things_amount_counts_for_each_of_its_kind(text, value, lexicon):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        # the asked unit also moved, or another thing holds it: which amount is one crate's?
        "A crate holds 18 melons. Kim ate 3 melons. How many melons do 5 crates hold?",
        "A crate has 18 melons. A sack has 9 melons. How many melons do 5 crates have?",
        # the counted kind is not the thing that holds
        "A crate has 18 melons. How many melons do 5 sacks have?",
        # an unknown amount
        "A crate has some melons. How many melons do 5 crates have?",
    ],
)
def test_anything_else_keeps_its_refusal(text, lexicon):
    assert refusal_of(text, lexicon).reason == "unit_mismatch"


def test_an_each_subject_may_hold_two_kinds(lexicon):
    """ "Each vase has 5 tulips and 3 daisies": two rates per vase (ADR 0009 addendum)."""
    text = "There are 12 vases. Each vase has 5 tulips and 3 daisies in it. How many tulips are there in all?"
    assert value_of(text, lexicon) == 60
    assert value_of("Each tray has 4 muffins and 7 scones. How many scones are on 3 trays?", lexicon) == 21


@pytest.mark.parametrize(
    "text",
    [
        "Each tray has 4 muffins and 7 muffins. How many muffins are on 3 trays?",
        "Ella has 4 bags with 20 apples in each box. How many apples does Ella have?",
    ],
)
def test_two_amounts_of_one_kind_or_a_holder_keep_their_refusal(text, lexicon):
    assert refusal_of(text, lexicon).reason == "ambiguous_unit"
