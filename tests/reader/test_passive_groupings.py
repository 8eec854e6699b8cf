"""Passive groupings of things no one holds: "The pebbles are organized into groups of 4" (ADR 0201)."""

import pytest

from packs.model import Lexicon
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("The pebbles are organized into groups of 4. There are 36 pebbles. How many groups are there?", 9),
        ("The chairs are arranged into rows of 12 chairs. There are 60 chairs. How many rows are there?", 5),
        ("The cards were split into piles of 5. There are 45 cards and 3 dice. How many piles are there?", 9),
        ("The pebbles are organized into groups of 4. There are 7 groups. How many pebbles are there?", 28),
        (
            "The marbles are arranged into rows of 5. If there are a total of 35 marbles How many rows are there?",
            7,
        ),
        # things held in a place: "are there" asks about them wherever they are
        (
            "There are 35 marbles in the box. The marbles are arranged into rows of 5. How many rows are there?",
            7,
        ),
        ("The pens are split into groups of size 8. There are 40 pens. How many groups are there?", 5),
        ("Ann has 40 pens. She split them into groups of size 8. How many groups did she make?", 5),
    ],
)
def test_grouping_answers(lexicon: Lexicon, text: str, value: int) -> None:
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        (
            "The pebbles are organized into groups of 4. There are 38 pebbles. How many groups are there?",
            "non_integer_count",
        ),
        (
            "The plates were put into piles of 8 by Rita. There are 64 plates. How many piles are there?",
            "unsupported_operation",
        ),
        (
            "The plates were put into 8 piles. There are 64 plates. How many piles are there?",
            "incomplete_operation",
        ),
        (
            "The chairs are arranged into rows of 12 tables. There are 96 chairs. How many rows are there?",
            "unit_mismatch",
        ),
        (
            "There are 18 pencils. The pencils are divided equally among 2 students. How many pencils does each student get?",
            "incomplete_operation",
        ),
        # two places hold the pens: which are grouped is not said
        (
            "There are 40 pens in the box. There are 16 pens on the desk. The pens are split into groups of 8. "
            "How many groups are there?",
            "unit_mismatch",
        ),
        # someone else holds pens too: 'the pens' may be theirs
        (
            "There are 40 pens in the box. The pens are split into groups of 8. Tom has 3 pens. How many groups are there?",
            "dangling_entity",
        ),
        (
            "The pens are split into groups of size 8 pencils. There are 40 pens. How many groups are there?",
            "unit_mismatch",
        ),
    ],
)
def test_grouping_refusals(lexicon: Lexicon, text: str, reason: str) -> None:
    assert refusal_of(text, lexicon).reason == reason
