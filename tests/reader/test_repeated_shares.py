"""A second part of the same owner's same amount refuses: of the first amount or of the rest? (ADR 0372)"""

import pytest

from packs.model import Lexicon
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    "text",
    [
        # two parts of one owner's money in one sentence, or in two
        "Tess had 40 dollars. She spent 1/4 of her money on lunch and 1/5 of her money on a book. "
        "How much money does she have left?",
        "Omar had 60 marbles. He lost 1/3 of his marbles on Monday. He lost 1/3 of his marbles on Friday. "
        "How many marbles does he have now?",
        # a percent and 'half' are parts too, a name's possessive an owner
        "Lia had 80 beads. She used 25% of her beads on Monday and 1/2 of her beads on Tuesday. "
        "How many beads does she have left?",
        "Rudy had 30 cards. Rudy gave half of Rudy's cards to Ben. Then Rudy gave half of Rudy's cards to Kim. "
        "How many cards does Rudy have?",
    ],
)
def test_a_second_part_of_the_same_amount_refuses(text: str, lexicon: Lexicon) -> None:
    refusal = refusal_of(text, lexicon)
    assert refusal.reason == "readings_disagree"
    assert refusal.sentence_index >= 1


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # one part only: what she holds now
        ("Tess had 40 dollars. She spent 1/4 of her money on lunch. How much money does she have left?", 30),
        # the second part said to be of what is left
        (
            "Ivy had 16 cards. She gave half of her cards to John. Then she gave half of the remaining cards "
            "to Al. How many cards does Ivy have?",
            4,
        ),
        (
            "Ivy had 16 cards. She gave half of her cards to John. Then she gave half of the rest to Al. "
            "How many cards does Ivy have?",
            4,
        ),
        # a count, then one part
        (
            "Ann had 72 buttons. She gave 12 to Bo. She used half of her buttons. How many buttons does she "
            "have now?",
            30,
        ),
    ],
)
def test_one_part_or_a_part_of_the_rest_still_reads(text: str, value: int, lexicon: Lexicon) -> None:
    assert value_of(text, lexicon) == value
