"""Shares spelled in words ('two-thirds of', 'one fifth of', '20 percent of', 'one half of') and the
moved share asked ("How many did she sell?") (ADR 0367)."""

from fractions import Fraction

import pytest

from reader.spelled_shares import spelled_shares
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Nia had 60 shells. She gave away two-thirds of her shells. How many shells does she have now?", 20),
        ("Nia had 60 shells. She gave away two thirds of her shells. How many shells does she have now?", 20),
        ("Nia had 60 shells. She gave away one third of them. How many shells does she have now?", 40),
        ("Nia had 60 shells. She lost three fourths of her shells. How many shells does she have left?", 15),
        ("Nia had 60 shells. She sold one-fifth of her shells. How many shells does she have now?", 48),
        ("Nia had 60 shells. She sold five-sixths of her shells. How many shells does she have now?", 10),
        ("Nia had 60 shells. She gave one half of her shells to Bo. How many shells does Nia have?", 30),
        ("Nia had 60 shells. She sold 35 percent of her shells. How many shells does she have now?", 39),
        ("Dev had $80. He spent three-tenths of his money on a cap. How much money does he have left?", 56),
        (
            "Dev had $80. He spent one-eighth of it on a pen and $5 on ink. How much money does he have left?",
            65,
        ),
        # a share of the rest after a spelled share, and 'half' after 'and'
        (
            "Dev grew 90 beans. He sold one-third of the beans on Monday and half of the remaining beans"
            " on Tuesday. How many beans does he have left?",
            30,
        ),
        (
            "Dev grew 90 beans. He sold two thirds of them. Then he ate one-sixth of the rest. How many are left?",
            25,
        ),
        # two holders: the share is of the subject's own amount
        (
            "Ada had 40 pens. Tom had 30 pens. Tom lost one-sixth of his pens. How many pens does Tom have?",
            25,
        ),
        (
            "Ada had 40 pens. Tom had 30 pens. Tom lost one-sixth of his pens. How many pens does Ada have?",
            40,
        ),
    ],
)
def test_spelled_share_is_read(lexicon, text, expected):
    assert value_of(text, lexicon) == Fraction(expected)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Nia had 60 shells. She sold 1/4 of her shells. How many shells did she sell?", 15),
        ("Nia had 60 shells. She gave away 20% of them. How many shells did she give away?", 12),
        ("Nia had 60 shells. She gave 1/4 of her shells to Bo. How many shells did she give to Bo?", 15),
        (
            "Nia had 60 shells. She sold 1/4 of them. Then she sold 1/3 of the rest. How many did she sell?",
            30,
        ),
        (
            "Nia had 60 shells. She sold one third of them on Monday and 5 on Tuesday. How many did she sell?",
            25,
        ),
        ("Dev had $60. He spent 1/4 of his money on a hat. How much did he spend on the hat?", 15),
    ],
)
def test_moved_share_is_asked(lexicon, text, expected):
    assert value_of(text, lexicon) == Fraction(expected)


@pytest.mark.parametrize(
    "text",
    [
        # no whole count, or no told amount
        "Nia had 61 shells. She gave away two-thirds of her shells. How many shells does she have now?",
        "Nia had 61 shells. She gave away 20% of her shells. How many shells did she give away?",
        "Nia gave away two-thirds of her shells. How many shells does she have now?",
        # a part of one thing or of a measure
        "Nia had 6 cups of rice. She used one third of a cup. How many cups of rice are left?",
        # longer numbers, improper or ill-formed shares, digits before an ordinal
        "Nia had 60 shells. She gave away twenty-one thirds of her shells. How many shells does she have?",
        "Nia had 60 shells. She gave away two and one third of her shells. How many shells does she have?",
        "Nia had 60 shells. She gave away five thirds of her shells. How many shells does she have?",
        "Nia had 60 shells. She gave away two third of her shells. How many shells does she have?",
        "Nia had 60 shells. She gave away 2 thirds of her shells. How many shells does she have?",
        # whose amount: 'her' after a male giver, 'them' for two kinds
        "Nia had 40 pens. Tom had 30 pens. Tom lost one-sixth of her pens. How many pens does Nia have?",
        "Nia has 40 pens and 9 pads. She lost three fourths of them. How many pens does Nia have?",
        # a negation, an unknown rest, a share with no 'of' for the second move
        "Nia had 60 shells. She did not give away two-thirds of them. How many shells does she have?",
        "Nia had 60 shells. She gave away one third of them and one third on Monday. How many are left?",
        # a coin word stays a coin
        "Nia had 20 quarters. She gave one quarter of them to Bo. How many quarters does she have left?",
    ],
)
def test_spelled_share_refuses(lexicon, text):
    refusal_of(text, lexicon)


def test_retold_text(lexicon):
    found = spelled_shares(
        "Nia had 60 shells. She gave away two-thirds of them and 5 percent of it.", lexicon
    )
    assert found is not None and found.text == "Nia had 60 shells. She gave away 2/3 of them and 5% of it."
    found = spelled_shares("Nia had 60 shells. She sold one half of them and then half of the rest.", lexicon)
    assert (
        found is not None
        and found.text == "Nia had 60 shells. She sold 1/2 of them and then 1/2 of the rest."
    )
    assert spelled_shares("Nia had 60 shells. She gave away a third of them.", lexicon) is None
    assert spelled_shares("Nia had 60 shells. She gave away the other half of them.", lexicon) is None
    assert spelled_shares("Nia ran one second of the race.", lexicon) is None
    assert spelled_shares("Nia had 6 pies. She ate one third of a pie.", lexicon) is None
    assert spelled_shares("Nia had 60 shells. She gave away five thirds of them.", lexicon) is None
    assert spelled_shares("Nia had 60 shells. She gave away twenty percent of them.", lexicon) is None
