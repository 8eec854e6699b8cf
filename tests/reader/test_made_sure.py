"""A clause a making verb and 'sure' make true, 'exactly' before an amount, and 'each of the <things>'
when no amount of them was told before (ADR 0220)."""

from fractions import Fraction

import pytest

from packs.model import Lexicon
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (
            "Omar was arranging his toy chest making sure each of the bins had exactly 6 cars in it. "
            "If he had 4 bins of red cars and 3 bins of blue cars, how many cars did he have total?",
            42,
        ),
        (
            "Dev was arranging his garage making sure that each crate held 10 bolts. He had 6 crates. "
            "How many bolts did he have?",
            60,
        ),
        ("Each of the baskets held 7 plums. Ivy had 9 baskets. How many plums did she have?", 63),
        ("Mateo had exactly 14 stamps. He gave 5 stamps to Zara. How many stamps does Mateo have now?", 9),
        ("Each crate holds exactly 9 melons. Bo has 27 melons. How many crates does Bo need?", 3),
    ],
)
def test_answers(text, value, lexicon: Lexicon):
    assert value_of(text, lexicon) == Fraction(value)


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # not made true: negation, a plan, an attempt, a belief
        (
            "Omar was arranging his toy chest without making sure each of the bins had 6 cars in it. "
            "He had 4 bins. How many cars did he have?",
            "unexpected_category",
        ),
        (
            "Lena was sorting her rack making sure each of the jars would have 5 sticks in it. "
            "She had 7 jars. How many sticks did she have?",
            "unexpected_category",
        ),
        (
            "Kira tried making sure each of the jars had 5 beans. She had 3 jars. How many beans did she have?",
            "unexpected_category",
        ),
        (
            "Kira thought Omar was organizing his desk making sure each of the jars had 5 beans. "
            "Omar had 3 jars. How many beans did Omar have?",
            "unexpected_category",
        ),
        # the scene names the very things the question counts
        (
            "Rita was organizing her books making sure each of the shelves had 9 books on it. "
            "She had 4 shelves. How many books did she have?",
            "incomplete_operation",
        ),
        # 'about' is not 'exactly'
        (
            "Each of the bags had about 7 plums. Ivy had 9 bags. How many plums did she have?",
            "unused_operator",
        ),
        # a set counted before still refuses a later count (ADR 0154)
        (
            "Sam had 3 boxes. Each of the boxes had 6 pens. He bought 2 more boxes. How many pens did Sam have?",
            "ambiguous_unit",
        ),
    ],
)
def test_refusals(text, reason, lexicon: Lexicon):
    assert refusal_of(text, lexicon).reason == reason
