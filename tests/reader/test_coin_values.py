"""Counted coins read as money when the question asks money (ADR 0269)."""

from fractions import Fraction

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Karen has 32 quarters. How much money does Karen have?", 8),
        (
            (
                "Lena has 12 quarters in her piggy bank. Her younger brother Mateo has 40 quarters in "
                "his piggy bank. How much more money does Mateo have?"
            ),
            7,
        ),
        (
            (
                "Lin has 6 dimes, 2 quarters, and 3 nickels in a jar. Her aunt gives her 4 quarters. "
                "How much money, in dollars, does Lin have now?"
            ),
            Fraction(9, 4),
        ),
        (
            (
                "Priya pays 6 quarters for crackers and 14 quarters for juice. How many dollars does "
                "she pay in total?"
            ),
            5,
        ),
        # the answer's unit follows the question
        ("Sam has 7 dimes. How many cents does Sam have?", 70),
        ("Sam has 7 dimes and 3 pennies. How much money does Sam have?", Fraction(73, 100)),
        ("Sam has 4 half-dollars and 3 quarters. How many cents does he have?", 275),
        # coin moves are money moves, beside dollars and cents
        (
            "Tom had 3 quarters and 5 dimes. He spent 5 dimes on a gumball. How many cents does he have left?",
            75,
        ),
        ("Sam has 12 quarters and $3. He spent $2 on candy. How much money does he have left?", 4),
        ("Mia has 2 quarters. She buys a pencil for 30 cents. How many cents does she have left?", 20),
        ("Sam has 8 quarters. Ann has 30 dimes. How much more money does Ann have than Sam?", 1),
        ("Lucas found 6 quarters. He already had 14 quarters. How much money does he have now?", 5),
        ("Sam has 8 quarters. If he gets 4 more quarters, how much money will he have?", 3),
        # money from coins spent at a price: a count bought
        ("Sam has 4 quarters. Each stamp costs 20 cents. How many stamps can Sam buy?", 5),
        # a count of coins asked stays a count
        ("Sam has 4 quarters. He gave 2 quarters to Ann. How many quarters does Sam have?", 2),
    ],
)
def test_coins_valued_as_money(lexicon, text, value):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        # a worth told in the story, a coin the pack does not value, coins of untold kinds
        "A quarter is worth 30 cents. Sam has 4 quarters. How many cents does Sam have?",
        "Each quarter is worth 30 cents. Sam has 4 quarters. How many cents does Sam have?",
        "Sam has 5 gold quarters. How much money does he have?",
        "Sam has 5 quarters. He found 3 coins. How much money does he have?",
        # counts that are not whole, untold, parts or multiples of another amount
        "Sam has 2.5 quarters. How much money does he have?",
        "Sam has 5 dimes. He splits them equally among 3 friends. How many cents does each friend get?",
        "Sam has some quarters. He got 4 more quarters. Now he has 10 quarters. How much money did he have at first?",
        "Ann has 4 quarters. She has twice as many dimes as quarters. How much money does she have?",
        "Sam has 10 quarters. He has 5 more quarters than Ann. How much money does Ann have?",
        "Sam has 7 quarters. He gives half of his quarters to Ann. How much money does Sam have?",
        "Sam has 3 jars. Each jar has 20 quarters. How much money does Sam have?",
        # one kind held at another point says nothing of the other kinds
        "Sam had 10 quarters. Ann gave him 5 dimes. Now he has 6 quarters. How much money does he have?",
        "Sam has 4 quarters. He also has 3 dimes. How much money does he have?",
        # coins spent that were never held, by someone whose money was told
        "Tom had 3 quarters. He spent 5 dimes on a gumball. How many cents does he have left?",
        "Sam has 4 quarters. Ann has 6 dimes. Sam gives Ann 2 dimes. How much money does Ann have?",
        # no unit named while money is told in cents too; a part of a cent
        "Mia has 2 quarters. She buys a pencil for 30 cents. How much money does she have left?",
        "Tom has 1 penny. He gives half of his money to Ann. How many cents does Tom have?",
        # the question narrowed to one of the holder's places, or by a kind of coin
        "Karen has 32 quarters in her piggy bank and 10 dimes in her wallet. How much money does Karen have in"
        " her wallet?",
        "Sam has 5 dimes. How much money does Sam have in quarters?",
        "Sam has 4 quarters and 6 dimes. How many cents are the dimes worth?",
        # counted money of an untold worth beside the coins
        "Sam has 4 quarters and 3 bills. How much money does Sam have?",
        # a count of coins asked after money in dollars
        "Sam has $3. How many quarters does Sam have?",
        "Sam has 3 dollars. How many coins does he have?",
    ],
)
def test_refused(lexicon, text):
    assert refusal_of(text, lexicon) is not None
