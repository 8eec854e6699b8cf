"""'a quarter of', 'three quarters of' as shares when no coin is named; 'half of that' (ADR 0351)."""

from fractions import Fraction

import pytest

from reader.quarter_shares import quarter_shares
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Ella has $80. She spends a quarter of her money on a hat. How much money does she have left?", 60),
        (
            "Ella has $80. She spends three quarters of her money on a hat. How much money does she have left?",
            20,
        ),
        (
            "Ella has $80. She spends three-quarters of her money on a hat. How much money does she have left?",
            20,
        ),
        (
            "Ella has $80. She spends one-quarter of her money on a hat. How much money does she have left?",
            60,
        ),
        ("Max grew 32 carrots. He ate a quarter of them. How many carrots are left?", 24),
        (
            "Max grew 32 carrots. He gave three quarters of his carrots to Zoe. How many carrots does Max have?",
            8,
        ),
        ("There are 36 players on the field. A quarter of the players are boys. How many boys are there?", 9),
    ],
)
def test_quarter_is_a_share(lexicon, text, expected):
    assert value_of(text, lexicon) == Fraction(expected)


@pytest.mark.parametrize(
    "text",
    [
        # coins in the story: three coins, or three fourths?
        "Max has 20 quarters. He gave three quarters of them to Zoe. How many quarters does Max have?",
        "Max has 24 dimes. He gave a quarter of his dimes to Zoe. How many dimes does Max have?",
        "Max has 24 coins. He spent a quarter of them. How many coins does Max have?",
        "Max has 24 pens and 30 cents. He lost a quarter of his pens. How many pens does Max have?",
        # a digit, another count, or no count at all
        "Max grew 32 carrots. He ate 3 quarters of them. How many carrots are left?",
        "Max grew 32 carrots. He ate two quarters of them. How many carrots are left?",
        "Max grew 32 carrots. He ate quarter of them. How many carrots are left?",
        # red team 0358: 'quarters' with no 'of' in a story with no coin, and a part of one thing
        "Max had 40 balls. Max gave Zoe three quarters. How many balls does Max have?",
        "Max had 40 balls. He lost two quarters. How many balls does he have?",
        "Max has 4 apples. He ate 1/4 of an apple. How many apples does he have?",
        "Max has 6 pies. He ate half of a pie. How many pies does he have?",
        "Max has 8 pizzas. He ate three quarters of a pizza. How many pizzas are left?",
    ],
)
def test_quarter_may_be_coins(lexicon, text):
    refusal_of(text, lexicon)


def test_retold_text(lexicon):
    found = quarter_shares("Ella has $80. She spends three quarters of her money.", lexicon)
    assert found is not None and found.text == "Ella has $80. She spends 3/4 of her money."
    assert quarter_shares("Ella has $80. Two and a quarter of them fell.", lexicon) is None
    assert quarter_shares("Ella has 5 nickels. She spends a quarter of her money.", lexicon) is None
    assert quarter_shares("Ella has 4 pies. She ate a quarter of a pie.", lexicon) is None


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Paul earns $240. He spends half of that on food. How much money does Paul have left?", 120),
        ("Paul has $240 in the bank. He spends five-sixths of that. How much does he have left?", 40),
        ("Paul picked 30 pears. He gave a third of that to Mia. How many pears does Paul have now?", 20),
        (
            "Paul picked 30 pears. He gave 1/5 of that to Mia, and he ate 4. How many pears does Paul have now?",
            20,
        ),
        # 'money' after 'that' names the money just told
        ("Paul earns $240. He gives 1/4 of that money to Mia. How much money does Paul have left?", 180),
    ],
)
def test_share_of_that_is_read(lexicon, text, expected):
    assert value_of(text, lexicon) == Fraction(expected)


@pytest.mark.parametrize(
    "text",
    [
        # two amounts told before, or a rate
        "Paul earns $240 and wins $60. He spends half of that on food. How much money does Paul have left?",
        "Paul earns $240 a month. He spends half of that on food. How much money does Paul have left?",
        "Paul picked 30 pears. He ate 6 of them. He gave half of that to Mia. How many pears does Paul have?",
        # 'that' names a thing, or opens a clause of its own
        "Paul picked 30 pears. He gave half of that basket to Mia. How many pears does Paul have now?",
        "Paul picked 30 pears. Half of that were ripe. How many pears were ripe?",
        # 'money' after 'that' when no money was told
        "Paul picked 30 pears. He gave 1/3 of that money to Mia. How much money does Paul have?",
        # a factor that is no share
        "Paul picked 30 pears. He gave twice of that to Mia. How many pears does Paul have now?",
    ],
)
def test_share_of_that_refuses(lexicon, text):
    refusal_of(text, lexicon)
