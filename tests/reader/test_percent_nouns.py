"""Percentages named by a noun ('a 10% discount') and a bill handed over ('with a $20 bill') (ADR 0152)."""

from fractions import Fraction

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # a discount lowers what was paid for things bought; a tax or a tip raises it
        ("Rosa bought 4 mugs for $5 each and got a 10% discount. How much did she pay?", 18),
        ("Rosa bought 4 mugs for $5 each. She got a 10% discount. How much money did Rosa spend?", 18),
        ("Rosa bought 4 mugs for $5 each and paid a 10% tax. How much did she pay in total?", 22),
        ("Rosa bought 4 mugs for $5 each and gave a 15% tip. How much did she spend?", 23),
        # the change itself
        ("Rosa bought 4 mugs for $5 each and got a 10% discount. How much was the discount?", 2),
        # a commission is a part of the money got by selling
        ("Ivan sold 3 bikes for $100 each and earned a 4% commission. How much commission did he earn?", 12),
        ("Ivan sold 3 bikes for $100 each. He earned a 4% commission. How much was his commission?", 12),
        # a bill handed over: the change is the bill less what was paid
        ("Ivan bought 3 pens for $2 each with a $10 bill. How much change did he get?", 4),
        ("Ivan bought 3 pens for $2 each. He paid with a $10 bill. How much change did he get back?", 4),
        (
            "Ivan paid $2.25 for glue and $1.50 for tape with a $5 bill. How much change did Ivan receive?",
            Fraction(5, 4),
        ),
    ],
)
def test_reads(text, value, lexicon):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        # a payment may already be after the discount
        "Rosa paid $20 for 4 mugs and got a 10% discount. How much did she pay?",
        # two prices: which one is discounted?
        "Rosa bought 4 mugs for $5 each and 2 bowls for $3 each and got a 10% discount. How much did she pay?",
        # a discount and a tax: the order matters
        "Rosa bought 4 mugs for $5 each, got a 10% discount and paid a 5% tax. How much did she pay?",
        # negation, another person, a condition
        "Rosa bought 4 mugs for $5 each and did not get a 10% discount. How much did she pay?",
        "Rosa bought 4 mugs for $5 each and Ana got a 10% discount. How much did Rosa pay?",
        "Rosa bought 4 mugs for $5 each. If she got a 10% discount, how much did she pay?",
        # a raise changes a wage, a rate; '20% off' is not read here
        "Rosa earns $20 an hour and got a 10% raise. How much does she earn an hour now?",
        "Rosa bought 4 mugs for $5 each and got 10% off. How much did she pay?",
        # a commission is not all the money the sale brought
        "Ivan sold 3 bikes for $100 each and earned a 4% commission. How much money did he earn?",
        # a bill that does not cover the price, and a price in another sentence
        "Ivan bought 3 pens for $2 each. He paid with a $5 bill. How much change did he get?",
        "Ivan bought a cap for $4. He bought 3 pens for $2 each with a $20 bill. How much change did he get?",
        # the question asks one item's price after the change: not read
        "Rosa bought 4 mugs for $5 each and got a 10% discount. How much did she pay for each mug?",
    ],
)
def test_refuses(text, lexicon):
    refusal = refusal_of(text, lexicon)
    assert refusal.reason in ("unexpected_category", "unsupported_operation", "unused_operator")
