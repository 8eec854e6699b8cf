"""Red-team round 0372 on the readings of ADRs 0363-0369: a question's plural 'they' is never the one
thing that held amounts (ADR 0040's collective body) when the question's own opening clause names a
person ("The crate has 12 pens. If Omar has 9 pens, how many pens do they have?" answered 12)."""

from fractions import Fraction

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    "text",
    [
        "The crate has 12 pens. If Omar has 9 pens, how many pens do they have?",
        "The crate has 12 pens. If Omar has 9 pens, how many pens do they have in all?",
        "The shelf holds 15 mugs. If Greta has 4 mugs, how many mugs do they have altogether?",
        "The kiosk had 34 limes. If Omar buys 20 limes, how many limes do they have?",
        "The crate has 12 pens. If Omar gives it 9 pens, how many pens do they have?",
    ],
)
def test_a_person_in_the_opening_clause_keeps_they_from_the_one_thing(lexicon, text):
    assert refusal_of(text, lexicon).reason == "unresolved_pronoun"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("The kiosk had 34 limes. They sold 20. How many limes does the kiosk have?", 14),
        ("A kiosk had 34 limes. If they sold 20 limes, how many limes do they have left?", 14),
        ("The crate has 12 pens. If Greta has 9 pens, how many pens does she have?", 9),
        ("Omar has 12 stamps. If Greta has 9 stamps, how many stamps do they have in all?", 21),
    ],
)
def test_readings_that_stay(lexicon, text, expected):
    assert value_of(text, lexicon) == Fraction(expected)
