"""Loans and returns, two systems of units, dated changes in joined clauses, unnamed moves (ADR 0158)."""

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a loan moves the things: what is had is counted where the things are
        ("Jun has 10 maps. She lent 4 maps to Kai. How many maps does Jun have?", 6),
        ("Kai has 1 map. Kai borrowed 4 maps from Jun. How many maps does Kai have?", 5),
        ("Jun has 10 maps. Kai borrowed 4 maps from Jun. How many maps does Jun have?", 6),
        (
            "Jun has 10 maps. She lent 4 maps to Kai. Kai gave back 1 map to Jun. How many maps does Jun have?",
            7,
        ),
        ("Jun owns 10 maps. She lent 4 maps to Kai. How many maps does she have now?", 6),
        # a gift moves the owner too
        ("Jun owns 10 maps. She gave 4 maps to Kai. How many maps does Jun own now?", 6),
        # one system of units converts within itself
        (
            "Ari has 2 pounds of nuts. He eats 4 ounces of nuts. How many ounces of nuts does he have left?",
            28,
        ),
        ("Ari has 2 yards of wire. He buys 3 feet of wire. How many feet of wire does he have?", 9),
        (
            "Ari has 2 liters of tea. He drinks 300 milliliters of tea. How many milliliters of tea does he have left?",
            1700,
        ),
        # the holding itself is dated, so the change comes after it
        ("Bea had 15 cards yesterday and lost 6. How many cards does she have?", 9),
        # the question's verb is one of the story's, or names any gain
        ("Bea picked 8 figs and ate 3. How many figs did she eat?", 3),
        ("Bea had 2 figs. She found 8 figs. How many figs did she get?", 8),
    ],
)
def test_read(lexicon, text, expected):
    assert value_of(text, lexicon) == expected


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # ownership after a loan, and a return with no receiver
        ("Jun has 10 maps. She lent 4 maps to Kai. How many maps does Jun own?", "unsupported_operation"),
        ("Kai has 1 map. Kai borrowed 4 maps from Jun. How many maps does Kai own?", "unsupported_operation"),
        ("Jun has 10 maps. Kai took 4 maps from Jun. How many maps does Jun own?", "unsupported_operation"),
        (
            "Jun has 10 maps. She lent 4 maps to Kai. Kai gave back 1. How many maps does Jun have?",
            "underdetermined",
        ),
        # two systems of one measure, with no rate between them
        (
            "Ari has 2 kilograms of nuts. He buys 1 pound of nuts. How many kilograms of nuts does he have?",
            "unit_mismatch",
        ),
        (
            "Ari has 2 meters of wire. He buys 3 feet of wire. How many feet of wire does he have?",
            "unit_mismatch",
        ),
        (
            "Ari has 2 liters of tea. He drinks 1 cup of tea. How many liters of tea does he have left?",
            "unit_mismatch",
        ),
        ("Ari jogs 3 kilometers a day. How many miles does he jog in 4 days?", "unit_mismatch"),
        # a change dated in the past, joined after a present holding
        ("Bea has 15 cards and yesterday she lost 6. How many cards does she have?", "readings_disagree"),
        ("Bea has 15 cards, but she lost 6 earlier. How many cards does she have?", "readings_disagree"),
        # a date right after the number: the things it counts are not named
        ("Bea had 15 cards. She sold 6 last month. How many cards does she have?", "unattached_quantity"),
        # a question whose verb names no move of the story
        ("Bea had 8 figs. She ate 3 figs. How many figs did she lose?", "underdetermined"),
        ("Bea picked 8 figs and ate 3. How many figs did she drop?", "underdetermined"),
        # a wider kind only gained, beside a narrower kind held
        ("Bea has 4 daisies. She picks 5 flowers. How many flowers does she have?", "ambiguous_unit"),
    ],
)
def test_refused(lexicon, text, reason):
    assert refusal_of(text, lexicon).reason == reason
