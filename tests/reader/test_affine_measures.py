"""A measure told through an offset and a multiple of another's, areas of things, and 'also' before a
comparison of the holder's own kinds (ADR 0357)."""

from fractions import Fraction

import pytest

from packs.model import Lexicon
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # an area stated, compared through an offset and a multiple, solved back from a condition
        (
            "Yara's studio is 70 square feet larger than 3 times Ezra's studio. "
            "If Yara's studio is 670 square feet, how many square feet is Ezra's studio?",
            200,
        ),
        (
            "Ezra's studio is 200 square feet. Yara's studio is 70 square feet bigger than twice "
            "Ezra's studio. How big is Yara's studio?",
            470,
        ),
        (
            "The hall is 90 square meters larger than the porch. The porch is 30 square meters. "
            "How many square meters is the hall?",
            120,
        ),
        # lengths, heights and weights with a factor after 'than'
        (
            "The plank is 2 feet longer than 3 times the stick. The stick is 4 feet long. How long is the plank?",
            14,
        ),
        (
            "The plank is 2 feet shorter than 3 times the stick. If the plank is 10 feet long, how long is the stick?",
            4,
        ),
        ("Gus is 4 inches taller than twice Hal. If Gus is 64 inches tall, how tall is Hal?", 30),
        (
            "Gus weighs 6 pounds more than 2 times Hal's weight. If Gus weighs 106 pounds, what is Hal's weight?",
            50,
        ),
        ("Gus weighs 6 pounds less than 2 times Hal. If Hal weighs 40 pounds, how much does Gus weigh?", 74),
        (
            "Gus is 4 inches taller than twice Hal. If Gus is 65 inches tall, how tall is Hal?",
            Fraction(61, 2),
        ),
        # 'also' before a comparison of two kinds of the holder's own
        (
            "Zoe has 18 shells. She also has 3 less than half as many pebbles as shells. How many pebbles does she have?",
            6,
        ),
        (
            "Zoe has 18 shells. She also has 2 times as many pebbles as shells. How many pebbles does Zoe have?",
            36,
        ),
    ],
)
def test_read(text: str, value: Fraction, lexicon: Lexicon) -> None:
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        # a person has no area; feet alone are no area; two units; a result not positive
        "Yara's studio is 70 square feet larger than 3 times Ezra. If Ezra is 200 square feet, "
        "how many square feet is Yara's studio?",
        "Yara's studio is 70 feet larger than 3 times Ezra's studio. If Ezra's studio is 200 feet, "
        "how many feet is Yara's studio?",
        "Yara's studio is 70 square feet larger than 3 times Ezra's studio. If Ezra's studio is 20 square "
        "yards, how many square feet is Yara's studio?",
        "Yara's studio is 700 square feet larger than 3 times Ezra's studio. If Yara's studio is 670 square "
        "feet, how many square feet is Ezra's studio?",
        # 'N times larger' says N or N + 1 times; a measure noun of another dimension
        "Yara's studio is 3 times larger than Ezra's studio. If Ezra's studio is 200 square feet, "
        "how many square feet is Yara's studio?",
        "Gus weighs 6 pounds more than 2 times Hal's height. If Gus weighs 106 pounds, how much does Hal weigh?",
        "Gus weighs 6 pounds more than 2 times Hal's weight. If Gus weighs 106 pounds, what is Hal's height?",
        # 'also' after a change, about another holder, or with a repeated kind
        "Zoe bought 18 shells. She also has twice as many pebbles as shells. How many pebbles does Zoe have?",
        "Zoe has 18 shells. She also has twice as many pebbles as Max. How many pebbles does Zoe have?",
        "Zoe has 18 shells. She also has twice as many shells as shells. How many shells does Zoe have?",
    ],
)
def test_refused(text: str, lexicon: Lexicon) -> None:
    refusal_of(text, lexicon)
