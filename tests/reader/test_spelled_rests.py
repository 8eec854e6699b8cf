"""A spelled share of what is left, told in digits and read again (ADR 0495)."""

import pytest

from packs.model import Lexicon
from reader.spelled_rests import spelled_rests
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # after 'and', a share of the remainder
        (
            "Dora had $160. She spent half of it on a rug and a fourth of the remainder on a chair. "
            "How much money did she have left?",
            60,
        ),
        (
            "Finn had $99. He spent a third of it on a kite and two-thirds of the remainder on string. "
            "How much money did he have left?",
            22,
        ),
        # a quarter of the money he had left: the coin word is a share here
        (
            "Gil had $70. He spent $30 on a cap. He spent a quarter of the money he had left on gloves. "
            "How much money does he have left?",
            30,
        ),
        # what she had left
        (
            "Hedy had $55. She spent $10 on a mug. She spent one-fifth of what she had left on tea. "
            "How much money does she have left?",
            36,
        ),
        # a count of things, the rest in its own sentence
        (
            "Ivan had 50 bolts. He used 14 of them. He used three-fourths of the remaining bolts. "
            "How many bolts does he have left?",
            9,
        ),
    ],
)
def test_read(text: str, value: int, lexicon: Lexicon) -> None:
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        # not a whole count
        "Joy had 26 shells. She gave 5 to Tom. She gave a quarter of the rest to Bo. How many shells does she have left?",
        # negation
        "Kim had 40 shells. He gave 8 to Amy. He did not give a quarter of the rest to Bo. How many shells does he have left?",
        # no part: five fourths, two third
        "Lea had 40 shells. She gave 8 to Tom. She gave five fourths of the rest to Bo. How many shells does she have left?",
        "Lea had 40 shells. She gave 8 to Tom. She gave two third of the rest to Bo. How many shells does she have left?",
        # a mixed number
        "Lea had 40 shells. She gave 8 to Tom. She gave two and a third of the rest to Bo. How many shells does she have left?",
        # another kind asked
        "Mo had 40 shells. He gave 8 to Amy. He gave a quarter of the rest to Bo. How many rocks does he have left?",
        # whose rest: the pronoun is not the subject
        "Ola had $80. She spent $20 on a cup. She spent a quarter of what he had left on tea. How much money does she have left?",
        # a quarter in a story of coins may be one
        "Pat had 44 pens and 2 dimes. He gave 4 to Amy. He gave a quarter of the rest to Bo. How many pens does he have left?",
        # a coin stays a coin
        "Ned has a quarter and 4 dimes. How many coins does he have?",
    ],
)
def test_refused(text: str, lexicon: Lexicon) -> None:
    refusal_of(text, lexicon)


def test_retelling_writes_the_share_out(lexicon: Lexicon) -> None:
    told = spelled_rests("Ann had $40. She spent a quarter of the money she had left on a pen.", lexicon)
    assert told is not None
    assert told.text == "Ann had $40. She spent 1/4 of the remaining money on a pen."
    told = spelled_rests("Ann had $40. She spent half of it and one-third of what she had left.", lexicon)
    assert told is not None
    assert told.text == "Ann had $40. She spent half of it and 1/3 of the rest."


def test_other_shapes_are_left_alone(lexicon: Lexicon) -> None:
    assert spelled_rests("Ann has a quarter and a dime.", lexicon) is None
    assert spelled_rests("Ann ate a third of the cake.", lexicon) is None
    assert spelled_rests("Ann gave five fourths of the rest.", lexicon) is None
    assert spelled_rests("Ann gave twenty-one thirds of the rest.", lexicon) is None
    assert spelled_rests("Ann gave 2 and a third of the rest.", lexicon) is None  # a mixed number
