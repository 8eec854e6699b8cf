"""A buyer's total spending over priced purchases fixes the one price left untold (ADR 0381)."""

from fractions import Fraction

import pytest

from reader import Answer, read_problem
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (
            "Milo bought 4 combs for $2 each and a mirror. He paid $17 in total. How much did the mirror cost?",
            9,
        ),
        # the untold thing counted more than once: asked of one of them
        (
            "Milo bought 4 combs for $2 each and 3 brushes. He spent $20 altogether. How much did each brush cost?",
            4,
        ),
        # ... or asked as all that was spent on them
        (
            "Milo bought 4 combs for $2 each and 3 brushes. He spent $20 altogether. How much did he spend on brushes?",
            12,
        ),
        # the whole told first in its sentence, the untold purchase in a sentence of its own
        (
            "Sana bought 2 vases for $8 each. She also bought a bowl. In total, she spent $21. What was the price of the bowl?",
            5,
        ),
        # a price told apart, per pair of the thing
        (
            "Sana bought 3 pairs of grey gloves and 2 pairs of pink gloves. The grey gloves cost $5 a pair. "
            "In total she spent $25. How much does a pair of pink gloves cost?",
            5,
        ),
        # present tense, dollars spelled out, a number word
        (
            "Sana buys two vases for 8 dollars each and a bowl. She pays a total of 19 dollars. How much does the bowl cost?",
            3,
        ),
        (
            "Sana bought a rake for $12, a hoe for $10 and a spade. She spent $36 in all. How much was the spade?",
            14,
        ),
    ],
)
def test_the_total_fixes_the_untold_price(lexicon, text, value):
    assert value_of(text, lexicon) == Fraction(value)


def test_the_derivation_says_what_the_total_less_the_prices_is(lexicon):
    found = read_problem(
        "Milo bought 4 combs for $2 each and a mirror. He paid $17 in total. How much did the mirror cost?",
        lexicon,
    )
    assert isinstance(found, Answer) and found.unit == "dollar"
    assert any("less $8" in step for step in found.steps)


@pytest.mark.parametrize(
    "text",
    [
        # each or all of them?
        "Milo bought 4 combs for $2 each and 3 brushes. He spent $20 altogether. How much did the brushes cost?",
        "Milo bought 4 combs for $8 and a mirror. He paid $17 in total. How much did the mirror cost?",
        # two prices untold, one equation
        "Milo bought 4 combs and a mirror. He paid $17 in total. How much did the mirror cost?",
        # a price at the end of a list may be of every thing in it
        "Milo bought a mirror and 4 combs for $2 each. He paid $17 in total. How much did the mirror cost?",
        # paid with no word of a whole: with a note, change due?
        "Milo bought 4 combs for $2 each and a mirror. He paid $17. How much did the mirror cost?",
        # a purchase after the total
        "Milo bought 4 combs for $2 each and a mirror. He paid $17 in total. He also bought a towel. "
        "How much did the mirror cost?",
        # someone else's total, or a pronoun for someone else
        "Milo bought 4 combs for $2 each and a mirror. Rita paid $17 in total. How much did the mirror cost?",
        "Milo bought 4 combs for $2 each and a mirror. They paid $17 in total. How much did the mirror cost?",
        # the total may hold a tax
        "Milo bought 4 combs for $2 each and a mirror. He paid $17 in total, with tax. How much did the mirror cost?",
        # the prices already add past the total
        "Milo bought 4 combs for $2 each and a mirror. He paid $8 in total. How much did the mirror cost?",
        # a told price of a thing counted more than once, with no 'each'
        "Sana bought 3 pairs of grey gloves and 2 pairs of pink gloves. The grey gloves cost $15. "
        "In total she spent $25. How much does a pair of pink gloves cost?",
    ],
)
def test_a_total_that_does_not_fix_one_price_refuses(lexicon, text):
    assert refusal_of(text, lexicon)
