"""How many things money buys: the money over the price of one, rounded down (ADR 0170)."""

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the price before the things in the question
        ("Theo saved 47 dollars. How many 9 dollar kites can he buy?", 5),
        ("Theo saved 47 dollars. How many $9 kites can he buy with the money he has?", 5),
        ("Theo has 3 dollars. How many 20 cent erasers can he buy?", 15),
        ("Theo has 80 cents. How many 2 dollar kites can he buy?", 0),
        # money left after a spending, in a statement or a fronted condition
        (
            "Theo earned 41 dollars raking leaves. He spent 6 dollars on gloves. "
            "How many 5 dollar kites could he buy with the money he had left?",
            7,
        ),
        (
            "Theo had 33 dollars. If he spent 12 dollars on a cap, "
            "how many 4 dollar kites could he buy with the money he had left?",
            5,
        ),
        (
            "Theo had 9 dollars. If his uncle gave him another 13 dollars, how many 6 dollar kites could he buy?",
            3,
        ),
        # the price of each stated on its own, or in a condition
        ("Theo has 58 dollars. Each puzzle costs 7 dollars. How many puzzles can he buy?", 8),
        ("Theo has 58 dollars. If each puzzle costs 7 dollars, how many puzzles can he buy?", 8),
        ("Theo has 58 dollars. Each bag of marbles costs 7 dollars. How many bags of marbles can he buy?", 8),
        ("Theo has 58 dollars. If a puzzle costs 7 dollars, how many puzzles can he buy?", 8),
        # a buying condition with its price in a relative clause
        (
            "Theo won 14 tickets and 9 tickets at the fair. "
            "If he was trying to buy prizes that cost 5 tickets a piece, how many could he buy?",
            4,
        ),
        (
            "Theo has 23 tickets. If he wants to buy badges that cost 4 tickets each, how many badges can he buy?",
            5,
        ),
        # whose money
        ("Theo has 47 dollars and Ivy has 15 dollars. How many 4 dollar kites can Ivy buy?", 3),
    ],
)
def test_count_bought(lexicon, text, expected):
    assert value_of(text, lexicon) == expected


@pytest.mark.parametrize(
    "text",
    [
        "Theo has 50 dollars. Each bag of marbles costs 7 dollars. How many marbles can he buy?",  # price per bag
        "Theo and Ivy each have 50 dollars. How many 7 dollar kites can they buy?",  # each, or pooled?
        "Theo has 50 dollars. How many 7 dollar kites did he buy?",  # not ability
        "Theo has 50 dollars. If he spends 14 dollars on kites, how many 7 dollar kites can he buy?",
        "Theo has 50 dollars. He spent 15 dollars. How many 7 dollar kites can he buy?",  # no 'left'
        "Theo has 50 dollars. How many 7 dollar kites can't he buy?",
        "Theo has 50 dollars. How many more 7 dollar kites can he buy?",
        "Theo has 50 dollars. How many 7 dollar kites can Ivy buy?",  # not his money
        "Theo has 50 dollars. Each kite costs 7 dollars. Each cap costs 5 dollars. How many kites can he buy?",
        "Theo has 50 dollars. How many 7 dollar kites can he buy with 20 dollars?",
        "Theo has 50 dollars. A box of kites costs 7 dollars. How many kites can he buy?",  # price per box
        "Theo has 20 apples. How many 5 apple pies can he buy?",  # pies of 5 apples, not priced in apples
        "Theo has 30 tickets. If he wants to buy 2 badges that cost 4 tickets each, how many can he buy?",
        "Theo has 30 tickets. If he wants to buy badges that cost 4 dollars each, how many can he buy?",
    ],
)
def test_other_buying_questions_refuse(lexicon, text):
    assert refusal_of(text, lexicon) is not None
