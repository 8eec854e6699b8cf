"""Coins traded 'for' money, and containers of a narrowed kind of the asked things (ADR 0284)."""

import pytest

from tests.reader.reading import refusal_of, value_of

KAREN = "Karen had 10 quarters. "


@pytest.mark.parametrize(
    "text",
    [
        # coins moved 'for' money: the money that comes back is not read
        KAREN + "She exchanged 4 quarters for a dollar bill. How much money does Karen have?",
        KAREN + "She exchanged 4 quarters for a dollar. How much money does Karen have?",
        KAREN + "She traded 4 quarters for a dollar bill. How many cents does Karen have?",
        KAREN + "She swapped 4 quarters for a dollar bill. How many cents does Karen have?",
        KAREN + "She gave 4 quarters to Tom for a dollar bill. How many cents does Karen have?",
        KAREN + "She paid 4 quarters for a dollar bill. How many cents does Karen have?",
        KAREN + "She sold 4 quarters for a dollar. How many cents does Karen have?",
        KAREN + "She traded 4 quarters for a dollar coin. How much money does Karen have?",
        # containers of a narrowed kind hold things of the asked kind no sentence counts
        "Sam has 6 red pens and 4 blue pens. He buys 2 boxes of red pens. How many pens does Sam have?",
        "Sam has 6 red pens and 4 blue pens. He buys 2 boxes of red pens. How many red pens does Sam have?",
        "Sam has 6 red pens and 4 blue pens. He buys 2 boxes of red pens. What percentage of his pens are red?",
        "Sam has 6 red pens and 4 blue pens. He buys 2 boxes of pens. How many red pens does Sam have?",
        "Sam has 6 red pens. He buys 2 packs of red pens. How many red pens does Sam have?",
        "Sam has 6 apples. He buys 2 bags of green apples. How many apples does Sam have?",
    ],
)
def test_refuses(text, lexicon):
    refusal_of(text, lexicon)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (KAREN + "She traded 4 quarters for a dollar bill. How many quarters does Karen have?", 6),
        (KAREN + "She spent 4 quarters on candy. How many cents does Karen have?", 150),
        (KAREN + "She paid 4 quarters for a candy bar. How many cents does Karen have?", 150),
        (KAREN + "She gave 4 quarters to Tom. How many cents does Karen have?", 150),
        (
            (
                "Priya pays 6 quarters for crackers and 14 quarters for juice. How many dollars does "
                "she pay in total?"
            ),
            5,
        ),
        (
            "Sam has 6 red pens and 4 blue pens. He buys 2 boxes of blue pens. How many red pens does Sam have?",
            6,
        ),
        (
            "Sam has 6 red pens and 4 blue pens. He buys 2 boxes of red pens. How many blue pens does Sam have?",
            4,
        ),
        ("Sam has 6 red pens and 4 blue pens. He buys 2 red pens. How many pens does Sam have?", 12),
        ("Sam has 6 red pens and 4 blue pens. He buys 2 boxes of red pens. How many boxes does Sam have?", 2),
    ],
)
def test_still_reads(text, value, lexicon):
    assert value_of(text, lexicon) == value
