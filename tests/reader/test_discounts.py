"""Discounts told as a percentage off, and worked back from the money paid (ADR 0409, reader/discounts.py)."""

from fractions import Fraction

import pytest

from reader.discounts import paid_after_discount, retold_discounts
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Wendell buys 3 stools for 25% off. They each cost $16. How much did he pay?", 36),
        ("Ingrid buys 5 mirrors at a 50% discount. Each mirror costs $12. How much did she pay?", 30),
        ("Victor buys 4 teapots for $25 each. There is a 40% off sale. How much did he pay?", 60),
        ("Olga buys 6 pillows for $10 each. Everything is 30% off. How much did she pay in all?", 42),
        (
            "Rupert buys 7 baskets for $20 each. The baskets were on sale for 10% off. How much did he pay?",
            126,
        ),
        (
            "Bella buys 8 jigsaws for $5 each. The shop has a 15% discount on all items. How much did she save?",
            6,
        ),
        (
            "Hector buys 2 mirrors that each cost $45. He gets a 20% discount. How much did he pay for everything?",
            72,
        ),
        (
            "Nadia buys 4 stools for $60. There is a 35% off sale. How much did she pay per stool?",
            Fraction(39, 4),
        ),
        (
            "Ingrid bought a teapot at a 20% discount and paid $36. What was the original price of the teapot?",
            45,
        ),
        ("Victor bought a pillow for 40% off. He paid $27. How much did he save?", 18),
        ("Olga bought a basket with a 25% discount. If she paid $60, what was the regular price?", 80),
        (
            "A mall gives a 10% discount on all items. If Rupert paid $54 for a mirror, how much did he save?",
            6,
        ),
    ],
)
def test_discount_answered(text, value, lexicon):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        # the price in the cut's own clause: paid, or before the cut?
        "Victor buys 4 teapots for $25 each at a 40% discount. How much did he pay?",
        # no price before the cut is ever told
        "Victor buys 4 teapots. There is a 40% off sale. How much did he pay?",
        # two cuts whose order is not told
        "Victor buys 4 teapots for $25 each. There is a 40% off sale. There is a 5% discount on all items. "
        "How much did he pay?",
        # a denial, a cut above the whole price, a condition
        "Wendell did not buy 3 stools for 25% off. They each cost $16. How much did he pay?",
        "Victor buys 4 teapots for $25 each. There is a 140% off sale. How much did he pay?",
        "Victor buys 4 teapots for $25 each. If there is a 40% off sale, how much does he pay?",
        # a cut on some of the things only, or on things not bought
        "Bella buys 8 jigsaws for $5 each and a lamp for $30. The jigsaws were 15% off. How much did she pay?",
        "Bella buys 8 jigsaws for $5 each. The lamps were on sale for 15% off. How much did she pay?",
        "Bella buys 8 jigsaws for $5 each. The shop has a 15% discount for members. How much did she pay?",
        # a group: 'they'
        "Bella and Kofi buy 8 jigsaws for 15% off. They each cost $5. How much did they pay?",
        # worked back: another person, another number, the price asked without 'original'
        "Ingrid bought a teapot at a 20% discount. If he paid $36, what was the original price?",
        "Ingrid bought 2 teapots at a 20% discount and paid $36. What was the original price?",
        "Ingrid bought a teapot at a 20% discount and paid $36. What was the price of the teapot?",
        # not a whole number of cents
        "Ingrid bought a teapot at a 30% discount and paid $10. What was the original price?",
    ],
)
def test_discount_refused(text, lexicon):
    assert refusal_of(text, lexicon) is not None


def test_retold_as_a_discount(lexicon):
    found = retold_discounts(
        "Wendell buys 3 stools for 25% off. They each cost $16. How much did he pay?", lexicon
    )
    assert found is not None
    assert (
        found.text
        == "Wendell buys 3 stools and got a 25% discount. Each stool cost $16. How much did he pay?"
    )
    found = retold_discounts(
        "Olga buys 6 pillows for $10 each. Everything is 30% off. How much did she pay?", lexicon
    )
    assert found is not None and "There was a 30% discount." in found.text


def test_worked_back(lexicon):
    found = paid_after_discount(
        "Ingrid bought a teapot at a 20% discount and paid $36. What was the original price?", lexicon
    )
    assert found is not None
    name, asked, share, paid, _ = found
    assert (name, asked, share, paid) == ("Ingrid", "original", Fraction(1, 5), 36)
    assert paid_after_discount("Ingrid bought a teapot. How much did she pay?", lexicon) is None
    assert retold_discounts("", lexicon) is None
