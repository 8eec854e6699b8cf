"""Futures supposed in a question's 'if' clause, plans before deeds, opening-clause rivals (ADR 0191)."""

from fractions import Fraction

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("If Joe will have 15 marbles, how many marbles does Joe have?", "unsupported_operation"),
        ("If Joe will buy 15 marbles, how many marbles did Joe buy?", "unsupported_operation"),
        ("If there will be 15 marbles, how many marbles are there?", "unsupported_operation"),
        (
            "Sam has 12 cookies. If he will give 4 cookies to Ann, how many cookies does he have?",
            "unsupported_operation",
        ),
        (
            "Mira will have 14 shells. She found some shells at the cove. Now she has 31 shells. "
            "How many shells did she find at the cove?",
            "readings_disagree",
        ),
        (
            "Bruno will have 14 marbles. He gave 5 marbles to Ines. How many marbles did he have at first?",
            None,
        ),
        (
            "Noah has 18 cards. If Tom buys 7 cards, how many cards will he have?",
            "ambiguous_pronoun_referent",
        ),
        (
            "Mei has 12 pads. If Ann gives 5 pads to Ivo, how many pads will she have?",
            "ambiguous_pronoun_referent",
        ),
    ],
)
def test_supposed_futures_and_rivals_refuse(lexicon, text, reason):
    refusal = refusal_of(text, lexicon)
    if reason is not None:
        assert refusal.reason == reason


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Sam has 12 cookies. If he will give 4 cookies to Ann, how many cookies will he have?", 8),
        ("Noah has 18 cards. If Tom gives him 7 cards, how many cards will he have?", 25),
        ("Mei has 12 pads. If Tom gives 5 pads to Ivo, how many pads will she have?", 12),
        ("Kiri will have 9 shells. How many shells will Kiri have?", 9),
        (
            (
                "Four years ago, Maya was twice as old as Eli. If Eli will be 15 in three years, how "
                "old is Maya now?"
            ),
            20,
        ),
    ],
)
def test_futures_asked_in_the_future_still_read(lexicon, text, value):
    assert value_of(text, lexicon) == Fraction(value)
