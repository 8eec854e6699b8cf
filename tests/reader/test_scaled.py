"""A told pair scaled by one or two factors (ADR 0460)."""

from fractions import Fraction

import pytest

from reader.scaled_amounts import read_scaled_amount
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # a group's pace: the doers and the time both scale the amount
        ("If 6 ants carry 12 crumbs in 4 minutes, how many crumbs will 9 ants carry in 8 minutes?", 36),
        (
            "2 kettles boil 3 liters of water in 5 minutes. How much water can 4 kettles boil in 20 minutes?",
            24,
        ),
        ("If 4 looms weave 8 rugs in 1 hour, how many rugs will 2 looms weave in 90 minutes?", 6),
        # the doers asked back
        (
            "If 5 chefs can peel 40 potatoes in 10 minutes, how many chefs are needed to peel 120 potatoes in 5 minutes?",
            30,
        ),
        # pay for workers and days
        (
            "If the wages of 8 gardeners for 3 days is $1920, what would be the wages of 5 gardeners for 6 days?",
            2400,
        ),
        # a weight that goes with the size, in another unit of the same kind
        ("A 40-foot length of hose weighs 8 pounds. How much does a 25-foot length weigh?", 5),
        ("A 20 m roll of mesh weighs 3 kg. How many grams does a 5 m roll weigh?", 750),
        # a measure bought back from money
        ("Half a pound of almonds costs $2.50. How many pounds can Ruth buy with $20?", 4),
        ("A quarter of a pound of saffron costs $30. How many pounds can Omar buy with $45?", Fraction(3, 8)),
        # what a doing uses, asked either way
        (
            "A ferry uses 30 gallons of fuel to cross 12 miles. How many gallons of fuel does it need to cross 20 miles?",
            50,
        ),
        ("Pia can paint 6 mugs with 2 jars of glaze. How many mugs can she paint with 5 jars of glaze?", 15),
        (
            "To make 4 pots of stew, Karl needs 10 onions. How many onions does he need to make 6 pots of stew?",
            15,
        ),
        # an opening sentence naming who 'she' is
        (
            "Wanda weaves baskets. She can weave 4 baskets with 12 sticks. How many sticks would be required to weave 7 baskets?",
            21,
        ),
        # a payment, for a measure or for a count with a whole-cent price
        ("Tariq paid $14 for 4 pounds of cherries. How much will he pay for 6 pounds of cherries?", 21),
        ("Gina paid $6 for 8 pencils. How much would she pay for 20 pencils?", 15),
    ],
)
def test_scaled_read(text, value, lexicon):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        # a distance does not add up over runners or riders
        "If 4 rowers row 8 miles in 2 hours, how many miles will 8 rowers row in 2 hours?",
        "If 2 hikers walk 10 kilometers in 3 hours, how many kilometers will 4 hikers walk in 6 hours?",
        # a part of a thing, a part of a doer
        "If 6 ants carry 12 crumbs in 4 minutes, how many crumbs will 5 ants carry in 1 minute?",
        "If 5 chefs can peel 40 potatoes in 10 minutes, how many chefs are needed to peel 100 potatoes in 7 minutes?",
        # another doer, another thing, another verb, a past one-off
        "If 6 ants carry 12 crumbs in 4 minutes, how many crumbs will 9 beetles carry in 8 minutes?",
        "If 6 ants carry 12 crumbs in 4 minutes, how many seeds will 9 ants carry in 8 minutes?",
        "If 6 ants carry 12 crumbs in 4 minutes, how many crumbs will 9 ants drop in 8 minutes?",
        "If 6 ants carried 12 crumbs in 4 minutes, how many crumbs will 9 ants carry in 8 minutes?",
        # a price of a size is not read as a proportion (a bigger pack may cost less for its size)
        "A 40-foot length of hose costs $8. How much does a 25-foot length cost?",
        # another thing of another size, a size in a unit of another system
        "A 40-foot length of hose weighs 8 pounds. How much does a 25-foot coil weigh?",
        "A 20 m roll of mesh weighs 3 kg. How much does a 5-foot roll weigh?",
        # a count bought that is not whole, a price per thing of part of a cent
        "6 erasers cost $4. How many erasers can Abe buy with $7?",
        "3 erasers cost $1. How many erasers can Abe buy with $6?",
        # helpers are not used up; a time used is ADR 0451's; money is a price
        "Pia can paint 6 mugs with 2 friends. How many mugs can she paint with 5 friends?",
        "Pia needs 2 hours to paint 6 mugs. How many hours does she need to paint 15 mugs?",
        "Pia needs $4 to paint 6 mugs. How much does she need to paint 15 mugs?",
        # another buyer, the wrong pronoun, a fixed fee, a distractor sentence
        "Tariq paid $14 for 4 pounds of cherries. How much will Ann pay for 6 pounds of cherries?",
        "Peter paid $14 for 4 pounds of cherries. How much will she pay for 6 pounds of cherries?",
        "Tariq paid $14 for 4 pounds of cherries and a $2 fee. How much will he pay for 6 pounds of cherries?",
        "Tariq paid $14 for 4 pounds of cherries. He has a coupon. How much will he pay for 6 pounds of cherries?",
        # wages told for other workers than those asked
        "If the wages of 8 gardeners for 3 days is $1920, what would be the wages of 5 drivers for 6 days?",
    ],
)
def test_scaled_refused(text, lexicon):
    refusal_of(text, lexicon)


def test_only_its_own_shapes(lexicon):
    # a story the plain reader reads is not this reading's
    assert (
        read_scaled_amount("Ann has 3 pears. She buys 2 pears. How many pears does she have?", lexicon)
        is None
    )
    assert read_scaled_amount("If 6 ants carry 12 crumbs in 4 minutes.", lexicon) is None
