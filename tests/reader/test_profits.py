"""Profit: the money a seller took in for what was sold, less what it cost (ADR 0298)."""

from fractions import Fraction

import pytest

from reader import Answer
from reader.api import read_problem
from tests.reader.reading import refusal_of, value_of

FLOUR = "Sam spent $20 on flour. He made 10 cakes and sold them for $5 each."


@pytest.mark.parametrize(
    "question",
    [
        "How much profit did he make?",
        "How much profit did Sam make?",
        "How much profit did Sam earn?",
        "What is his profit?",
        "What was Sam's profit?",
        "How much was his profit?",
        "What is his net profit?",
    ],
)
def test_every_question_shape_asks_takings_less_costs(lexicon, question):
    assert value_of(f"{FLOUR} {question}", lexicon) == Fraction(30)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # the things sold bought at a price each, or for a price in all, in one act or in two
        ("Ava bought 8 books for $3 each. She sold 8 books for $5 each. How much profit did she make?", 16),
        ("Ava bought 8 books for $20. She sold 8 books for $5 each. How much profit will she make?", 20),
        ("Ava buys 8 books for $3 each. She sells 8 books for $5 each. How much profit does she make?", 16),
        (
            "Ava bought 5 books for $12. She bought 3 books for $8. She sold 8 books for $5 each."
            " How much profit did she make?",
            20,
        ),
        # supplies for the things made, one or several, told as 'on' or 'to buy'
        (
            "Maria spent $15 on flour and $5 on sugar. She made 12 loaves and sold them for $4 each."
            " What is her profit?",
            28,
        ),
        (
            "Ken spent $8 to buy materials. He made 6 kites and sold them for $7 each. How much profit did he earn?",
            34,
        ),
        # the sale told in the question's own 'if' clause
        (
            "Ken spent $10 on flour. If he makes 15 muffins and sells them for $2 each,"
            " how much profit will he make?",
            20,
        ),
    ],
)
def test_profit_of_a_sale(lexicon, text, value):
    assert value_of(text, lexicon) == Fraction(value)


def test_the_step_says_takings_less_costs(lexicon):
    result = read_problem(f"{FLOUR} How much profit did he make?", lexicon)
    assert isinstance(result, Answer)
    assert result.steps[-1] == "profit = takings 50 - costs 20 = 30 dollar"
    assert result.unit == "dollar"


@pytest.mark.parametrize(
    ("text", "reason", "detail"),
    [
        # a loss is no profit
        (
            "Ava bought 8 books for $30. She sold 8 books for $3 each. How much profit did she make?",
            "unsupported_operation",
            "a loss",
        ),
        # not every thing bought was sold
        (
            "Ava bought 8 books for $20. She sold 6 books for $5 each. How much profit did she make?",
            "underdetermined",
            "not all",
        ),
        # some of the things made were eaten
        (
            "Maria spent $15 on flour. She made 12 loaves. She ate 2 loaves. She sold 10 loaves for $4 each."
            " How much profit did she make?",
            "underdetermined",
            "not sold",
        ),
        # money spent on a thing that is no supply
        (
            "Ken spent $12 on a movie ticket. He made 20 cookies and sold them for $1 each."
            " How much profit did he make?",
            "underdetermined",
            "not told to be a cost",
        ),
        (f"{FLOUR} He spent $4 on a toy. How much profit did he make?", "underdetermined", "'$4'"),
        # no cost told at all: the takings are not the profit
        (
            "Ken made 20 cookies and sold them for $1 each. How much profit did he earn?",
            "underdetermined",
            "no cost",
        ),
        # money told per thing apart from the sale: 'makes $2 off each' may be the profit on each
        (
            "Ken makes $2 off each muffin. He spent $10 on flour. He made 15 muffins and sold 15 muffins."
            " How much profit did he make?",
            "ambiguous_unit",
            "apart from the sale",
        ),
        # other things made beside the ones sold: the supply may have gone into them
        (
            "Maria spent $15 on sugar. She made 12 loaves. She sold 12 loaves for $4 each. She made 6 tarts."
            " How much profit did she make?",
            "underdetermined",
            "other things",
        ),
        # a gift beside the sale
        (f"{FLOUR} His mom gave him $10. How much profit did he make?", "ambiguous_unit", "someone else"),
        # things of the kind held before the story's buying
        (
            "Maria had 3 loaves. She bought 9 loaves for $18. She sold 12 loaves for $4 each."
            " How much profit did she make?",
            "underdetermined",
            "held before",
        ),
    ],
)
def test_profit_refusals(lexicon, text, reason, detail):
    refusal = refusal_of(text, lexicon)
    assert refusal.reason == reason
    assert detail in refusal.detail
    assert refusal.detail.startswith("profit asked")


@pytest.mark.parametrize(
    "text",
    [
        # the profit asked of someone who sold nothing
        f"{FLOUR} How much profit did Ann make?",
        # profit per item, more profit, profit in other units: shapes this reading does not take
        f"{FLOUR} How much profit did he make per cake?",
        f"{FLOUR} How much more profit did he make?",
        f"{FLOUR} What is his profit in cents?",
        # a group's spending told with 'each'
        "Tom and Ann spent $20 on flour each. They made 10 cakes and sold them for $5 each."
        " How much profit did they make?",
        # money made with no word of profit is still the takings or the profit: it refuses as before
        f"{FLOUR} How much money did he make?",
    ],
)
def test_other_profit_questions_refuse(lexicon, text):
    refusal_of(text, lexicon)
