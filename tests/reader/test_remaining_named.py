"""'the remaining' told the ways the reader reads it: a count of it, a fronted count, 'pairs of socks' (ADR 0356)."""

import pytest

from reader.api import read_all
from reader.remaining_named import remaining_named
from reader.rests_retold import rests_retold
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "told"),
    [
        (
            "Kim had 30 figs. She ate 5 figs. She gave 10 of the remaining figs to Al. How many figs?",
            "Kim had 30 figs. She ate 5 figs. She gave 10 figs to Al. How many figs?",
        ),
        (
            "Kim had 30 figs. She ate 5 figs. Of the remaining figs, she gave 10 to Al. How many figs?",
            "Kim had 30 figs. She ate 5 figs. She gave 10 figs to Al. How many figs?",
        ),
        (
            "Kim had 30 bags of rice. She sold 6 bags of rice. She gave half of the remaining bags of rice "
            "to Al. How many bags?",
            "Kim had 30 bags of rice. She sold 6 bags of rice. She gave half of the remaining bags to Al. "
            "How many bags?",
        ),
    ],
)
def test_told(text: str, told: str, lexicon) -> None:
    found = remaining_named(text, lexicon, read_all)
    assert found is not None and found.text == told


@pytest.mark.parametrize(
    "text",
    [
        # no part went away before: 'the remaining' is not read as the subject's rest
        "Kim had 30 figs. She gave 10 of the remaining figs to Al. How many figs?",
        # a gain is the latest change
        "Kim had 30 figs. She ate 5 figs. She found 4 figs. She gave 10 of the remaining figs to Al. How many figs?",
        # another kind than the part that went
        "Kim had 30 figs and 9 nuts. She ate 5 figs. She gave 4 of the remaining nuts to Al. How many nuts?",
        # a whole of its own after 'of'
        "Kim had 30 bags of rice. She sold 6 bags of rice. She gave half of the remaining bags of the rice to Al. "
        "How many bags?",
        # 'of flour' was never told: not the bags that went
        "Kim had 30 bags of rice. She sold 6 bags of rice. She gave half of the remaining bags of flour to Al. "
        "How many bags?",
        # a share, not a count: the sentence reader's own reading
        "Kim had 30 figs. She ate 5 figs. She gave 1/5 of the remaining figs to Al. How many figs?",
        # a number in the phrase
        "Kim had 30 figs. She ate 5 figs. She gave 10 of the remaining 25 figs to Al. How many figs?",
        # another mover
        "Kim had 30 figs. She ate 5 figs. Of the remaining figs, Al ate 10. How many figs?",
    ],
)
def test_not_told(text: str, lexicon) -> None:
    assert remaining_named(text, lexicon, read_all) is None


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (
            "Kim had 30 figs. She ate 5 figs. She gave 10 of the remaining figs to Al. How many figs does Kim have?",
            15,
        ),
        (
            "Kim had 30 figs. She ate 1/5 of them. Of the remaining figs, she gave 4 to Al. How many figs does Kim have?",
            20,
        ),
        (
            "Kim had 30 pairs of gloves. She lost 6 pairs of gloves. Of the remaining pairs of gloves, she gave half "
            "to Al. How many pairs of gloves does Kim have?",
            12,
        ),
        # the retellings compose: a quarter told as 1/4, 'what is left' as 'the rest', a fronted phrase moved
        (
            "Kim had $48. She spent half of it on a cap and a quarter of what she had left on a pen. How much money "
            "does Kim have left?",
            18,
        ),
        (
            "Kim had 48 figs. She ate half of them. Of the remaining figs, she gave a quarter to Al. How many figs "
            "does Kim have left?",
            18,
        ),
        (
            "Kim had 48 figs. She ate a quarter of them. She gave 6 of the remaining figs to Al. How many figs "
            "does Kim have left?",
            30,
        ),
        # kept in a place: keeping changes nothing
        (
            "Kim had $48. She spent $8 on a cap and kept the rest in the bank. How much money did Kim keep?",
            40,
        ),
        (
            "Kim had $48. She spent $8 on a cap and kept the remaining in her savings account. How much money did "
            "Kim keep?",
            40,
        ),
        # "and kept the rest" after a list whose receiver is 'his brother': 'he' alone is checked as the one name
        (
            "Omar had 60 cards. He sold 1/3 of his cards, gave 1/4 of the remaining to his brother, and kept "
            "the rest. How many cards did he keep?",
            30,
        ),
    ],
)
def test_answers(text: str, value: int, lexicon) -> None:
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        "Kim had 30 figs. She ate 5 figs. She found 4 figs. She gave 10 of the remaining figs to Al. How many figs "
        "does Kim have?",
        "Kim had 30 figs. She ate 5 figs. If she gave 10 of the remaining figs to Al, how many figs would Kim have?",
        "Kim had $48. She spent $8 on a cap and kept the rest in the bank. How much money is in the bank?",
        "Kim had $48. She spent $8 on a cap and kept the rest in 2 banks. How much money did Kim keep?",
        # two names told before: the kept clause's 'she' is not checked as one of them
        "Lia had 60 cards. Mia had 9 cards. She sold 1/3 of her cards, gave 1/4 of the remaining to her mom, "
        "and kept the rest. How many cards did she keep?",
        "Kim had 20 quarters. She spent 4 quarters. Of the remaining quarters, she gave a quarter to Al. "
        "How many quarters does Kim have?",
    ],
)
def test_refused(text: str, lexicon) -> None:
    refusal_of(text, lexicon)


def test_fronted_quarter_is_moved_for_the_quarter_reading(lexicon) -> None:
    found = rests_retold("Of the remaining figs, she gave a quarter to Al.", lexicon, read_all)
    assert found is not None and found.text == "She gave a quarter of the remaining figs to Al."
