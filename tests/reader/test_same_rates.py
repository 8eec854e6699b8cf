"""A proportion told by one pair of a measure and its price or weight, or asked 'at this rate' (ADR 0424)."""

from fractions import Fraction

import pytest

from reader.same_rates import read_same_rate
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("3 kilograms of beans cost $9. How much do 5 kilograms of beans cost?", 15),
        ("If 3 kilograms of beans cost $9, how much will 4 kilograms cost?", 12),
        ("If 2 liters of paint costs $7, how much would 3 liters of paint cost?", Fraction(21, 2)),
        # another unit of the same dimension, converted by the pack's factors
        ("2 kilograms of beans cost $8. How much do 250 grams of beans cost?", 1),
        ("1 pound of tea costs $12. How much do 4 ounces of tea cost?", 3),
        # a weight told of a measure that is not a mass
        ("4 meters of cable weigh 1.2 kilograms. How much do 10 meters of cable weigh?", 3),
        # a purchase told first, the price told after 'if'
        ("Kofi buys 6 pounds of plums. If 4 pounds of plums cost $10, how much will he pay?", 15),
        (
            "Ines buys 2 kilograms of rice at the shop. If 5 kilograms of rice costs $8, how much does she spend?",
            Fraction(16, 5),
        ),
        # 'at this rate' and 'could' before ADR 0414's proportion
        (
            "Jonah can stack 18 cups in 30 seconds. At this rate, how many cups can he stack in 5 minutes?",
            180,
        ),
        ("Lucia bakes 24 rolls in 2 hours. At the same rate, how many rolls would she bake in 5 hours?", 60),
        ("A machine fills 40 bottles in 8 minutes. How many bottles could it fill in 1 hour?", 300),
        # a name the pack does not know: 'she' alone can mean it
        ("Zorvia can knit 6 rows in 15 minutes. At that rate, how many rows could she knit in 2 hours?", 48),
    ],
)
def test_same_rate_read(text, value, lexicon):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # another stuff asked, or a unit of another system
        ("3 kilograms of beans cost $9. How much do 5 kilograms of rice cost?", "unexpected_category"),
        ("3 kilograms of beans cost $9. How much do 5 pounds of beans cost?", "unexpected_category"),
        # a weight told of a mass tells nothing; a price asked of a weight told
        (
            "3 kilograms of beans weigh 3 kilograms. How much do 5 kilograms of beans weigh?",
            "unexpected_category",
        ),
        ("4 meters of cable weigh 2 kilograms. How much do 6 meters of cable cost?", "unexpected_category"),
        # the price of part of a cent
        ("3 kilograms of beans cost $1. How much do 2 grams of beans cost?", "unexpected_category"),
        # a discount, 'only', a second pair, a past price
        (
            "3 kilograms of beans cost $9 with a coupon. How much do 5 kilograms of beans cost?",
            "unexpected_category",
        ),
        ("3 kilograms of beans cost only $9. How much do 5 kilograms of beans cost?", "unexpected_category"),
        (
            "3 kilograms of beans cost $9. 10 kilograms of beans cost $25. How much do 5 kilograms of beans cost?",
            "unexpected_category",
        ),
        # the wrong pronoun for the buyer, another buyer
        (
            "Peter buys 6 pounds of plums. If 4 pounds of plums cost $10, how much will she pay?",
            "unexpected_category",
        ),
        # 'at this rate' with another thing asked, or a group asked
        (
            "Jonah can stack 18 cups in 30 seconds. At this rate, how many plates can he stack in 5 minutes?",
            "unexpected_category",
        ),
        (
            "Zorvia can knit 6 rows in 15 minutes. At that rate, how many rows could it knit in 2 hours?",
            "unused_operator",
        ),
    ],
)
def test_same_rate_refusals(text, reason, lexicon):
    assert refusal_of(text, lexicon).reason == reason


def test_reading_alone(lexicon):
    found = read_same_rate("If 3 kilograms of beans cost $9, how much will 4 kilograms cost?", lexicon)
    assert found is not None and found.value == 12 and found.unit == "dollar"
    # a count of things is ADR 0397's rewrite, a time priced is a wage: not this reading's
    assert read_same_rate("3 bottles cost $6. How much do 4 bottles cost?", lexicon) is None
    assert read_same_rate("3 hours cost $6. How much do 4 hours cost?", lexicon) is None
    # a question with neither 'at this rate' nor 'could'/'would' is ADR 0414's alone
    assert (
        read_same_rate("Lucia bakes 24 rolls in 2 hours. How many rolls will she bake in 5 hours?", lexicon)
        is None
    )
