"""Prices of one of each of several kinds told in one sentence: cost clauses in a list, or one 'sells'
with the verb said once (ADR 0312)."""

from fractions import Fraction

import pytest

from packs.model import Lexicon
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # cost clauses, each with its own subject and verb
        (
            "A tomato costs $1 and a carrot costs $2. Nora sold 12 tomatoes and 7 carrots. How much money did she make?",
            26,
        ),
        (
            "Sam sold 2 tomatoes and 3 carrots. A tomato costs $1, and a carrot costs $2. How much money did he make?",
            8,
        ),
        (
            "Owen bought 3 kites, 2 balls and 4 whistles. A kite costs $6, a ball costs $3 and a whistle costs $1. "
            "How much did Owen spend?",
            28,
        ),
        (
            "Whitney bought 2 posters, 3 notebooks, and 2 bookmarks. Each poster costs $5, each notebook costs $4, "
            "and each bookmark costs $2. How much money did she spend?",
            26,
        ),
        (
            "A mango costs 3 dollars and a lemon costs 2 dollars. Ravi sold 4 mangoes and 5 lemons. How many dollars did he make?",
            22,
        ),
        (
            "Muffins cost $2 each and bagels cost $3 each. Tariq sold 9 muffins and 6 bagels. How much money did Tariq make?",
            36,
        ),
        (
            "A large pizza costs $12 and a small pizza costs $7. Ben bought 2 large pizzas and 3 small pizzas. How much did Ben spend?",
            45,
        ),
        # one 'sells' for the whole list: the price charged for each
        (
            "Kofi sells a cookie for $1 and a brownie for $2. He sold 14 cookies and 9 brownies. How much money did Kofi make?",
            32,
        ),
        (
            "The baker sells a cake for 9 dollars and a pie for 6 dollars. She sold 3 cakes and 4 pies. How much money did she make?",
            51,
        ),
        (
            "Michael sells a large birdhouse for $22, a medium birdhouse for $16, and a small birdhouse for $7. "
            "He sold 2 large birdhouses, 2 medium birdhouses, and 3 small birdhouses. How much money did he make?",
            97,
        ),
        (
            "Greta sells a scarf for $9, a hat for $6 and a glove for $4. She sold 2 scarves, 3 hats and 5 gloves. "
            "How much money did she make?",
            56,
        ),
        (
            "Hugo sells each melon for $4 and each peach for $1. He had 10 melons and sold all but 3 of them. How much money did he make?",
            28,
        ),
    ],
)
def test_answers(text, value, lexicon: Lexicon):
    assert value_of(text, lexicon) == Fraction(value)


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # two prices for one kind, or for a kind and a kind of it
        (
            "Sam sold 2 tomatoes and 3 carrots. A tomato costs $1 and a tomato costs $2. How much money did he make?",
            "incomplete_operation",
        ),
        (
            "Sam sold 2 apples. An apple costs $1 and a red apple costs $2. How much money did he make?",
            "incomplete_operation",
        ),
        (
            "Sam sells an apple for $1 and an apple for $2. He sold 2 apples. How much money did he make?",
            "incomplete_operation",
        ),
        # a modified kind's price for plain things, a kind sold that was never priced
        (
            "Sam sold 2 apples. A red apple costs $1 and a pear costs $2. How much money did he make?",
            "underdetermined",
        ),
        (
            "Sam sells a large tomato for $3 and a small tomato for $1. He sold 2 tomatoes. How much money did he make?",
            "underdetermined",
        ),
        (
            "Sam sells a tomato for $1 and a carrot for $2. He sold 2 tomatoes and 3 onions. How much money did he make?",
            "underdetermined",
        ),
        # a price for all of them, or of a group
        (
            "Sam sold 2 tomatoes and 3 carrots. A tomato costs $1 and a carrot costs $2 together. How much money did he make?",
            "incomplete_operation",
        ),
        (
            "Sam sells 3 tomatoes for $1 and a carrot for $2. He sold 3 tomatoes and 3 carrots. How much money did he make?",
            "incomplete_operation",
        ),
        (
            "Sam sold 2 tomatoes and 3 carrots. Tomatoes cost $1 and carrots cost $2. How much money did he make?",
            "ambiguous_unit",
        ),
        # one sale told, not a price; what may be sold; no last 'and'
        (
            "Sam sold a tomato for $1 and a carrot for $2. He sold 2 tomatoes and 3 carrots. How much money did he make?",
            "incomplete_operation",
        ),
        (
            "Sam can sell a tomato for $1 and a carrot for $2. He sold 2 tomatoes and 3 carrots. How much money did he make?",
            "unused_operator",
        ),
        (
            "Sam sold 2 tomatoes and 3 carrots. A tomato costs $1, a carrot costs $2. How much money did he make?",
            "unexpected_category",
        ),
        # sold by someone else
        (
            "Sam sells a tomato for $1 and a carrot for $2. Ann sold 2 tomatoes and 3 carrots. How much money did Sam make?",
            "underdetermined",
        ),
    ],
)
def test_refusals(text, reason, lexicon: Lexicon):
    assert refusal_of(text, lexicon).reason == reason
