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
