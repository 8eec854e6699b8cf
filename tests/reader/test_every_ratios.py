"""A 'for every' ratio of two acts or things, one side told, the other asked (ADR 0483)."""

import pytest

from packs.model import Lexicon
from reader.every_ratios import every_ratio
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # acts counted against things another act counts
        (
            "Omar hiccups 4 times for every 3 grapes he eats. He eats 12 grapes. How many times does he hiccup?",
            16,
        ),
        # a place's need, the other side told with 'There are'
        (
            "The club needs 1 coach for every 8 players. There are 32 players. How many coaches does the club need?",
            4,
        ),
        # fronted 'For every ... there are'
        ("For every 5 pines there are 2 elms. There are 30 pines. How many elms are there?", 12),
        # fronted with a doer, the act of the first side after the comma
        (
            "For every 2 pages he reads, Ben eats 3 grapes. He reads 14 pages. How many grapes does Ben eat?",
            21,
        ),
        # stuff measured in a unit, an opening sentence naming the doer, the count in an 'if' clause
        (
            "Nora is making soup. She needs to add 3 grams of salt for every 50 ml of water. "
            "If she adds 400 ml of water, how much salt does she add?",
            24,
        ),
        # the first side's act for a second side with none of its own
        ("Eva plants 5 tulips for every 2 roses. She plants 8 roses. How many tulips does she plant?", 20),
        # a bare 'for every <thing>' is one
        (
            "Lena needs 4 beads for every bracelet she makes. She makes 9 bracelets. How many beads does she need?",
            36,
        ),
        # the second side asked from the first
        ("Sam paints 3 vases for every 2 bowls. If he paints 15 vases, how many bowls does he paint?", 10),
        # both sides of one noun, in all
        (
            "There are 3 red apples for every 2 green apples. There are 8 green apples. "
            "How many apples are there in all?",
            20,
        ),
    ],
)
def test_read(text: str, value: int, lexicon: Lexicon) -> None:
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        # not a whole number of groups: round up or not?
        "The club needs 1 coach for every 8 players. There are 30 players. How many coaches does the club need?",
        # another person told
        "Omar hiccups 4 times for every 3 grapes he eats. Ada eats 12 grapes. How many times does Omar hiccup?",
        # 'they'
        "Omar hiccups 4 times for every 3 grapes he eats. They eat 12 grapes. How many times do they hiccup?",
        # negation, a hedge
        "Omar hiccups 4 times for every 3 grapes he eats. He does not eat 12 grapes. How many times does he hiccup?",
        "Omar hiccups about 4 times for every 3 grapes he eats. He eats 12 grapes. How many times does he hiccup?",
        "Omar hiccups at least 4 times for every 3 grapes he eats. He eats 12 grapes. How many times does he hiccup?",
        # a third number
        "Omar hiccups 4 times for every 3 grapes he eats. He eats 12 grapes and 2 plums. How many times does he hiccup?",
        # another act told than the ratio's
        "Omar hiccups 4 times for every 3 grapes he eats. He buys 12 grapes. How many times does he hiccup?",
        # another unit
        "Nora is making soup. She needs to add 3 grams of salt for every 50 ml of water. "
        "If she adds 2 liters of water, how much salt does she add?",
        # two ratios
        "For every 5 pines there are 2 elms. For every 2 elms there is 1 oak. There are 30 pines. "
        "How many oaks are there?",
        # money is read by ADR 0490, and only over whole groups
        "Sam earns $3 for every 2 hours he works. He works 9 hours. How much money does he earn?",
        # 'There are' / 'has' for a person's side: does she plant them all?
        "Eva plants 5 tulips for every 2 roses. There are 8 roses. How many tulips does she plant?",
        "Eva plants 5 tulips for every 2 roses. She has 8 roses. How many tulips does she plant?",
        # the told side asked again; a sum of two kinds with no noun for both
        "Eva plants 5 tulips for every 2 roses. She plants 8 roses. How many roses does she plant?",
        "Eva plants 5 tulips for every 2 roses. She plants 8 roses. How many flowers does she plant in all?",
        # a count of another time than the question's
        "The farm has 3 goats for every 2 cows. It had 12 cows. How many goats does the farm have?",
        "Omar hiccups 4 times for every 3 grapes he eats. He ate 12 grapes. How many times does he hiccup?",
        "Omar hiccups 4 times for every 3 grapes he eats. If he ate 12 grapes, how many times does he hiccup?",
        "The farm has 3 goats for every 2 cows. It has 12 cows. How many goats will the farm have?",
        # a side in money: the other side may be money too
        "Ivo has 5 dollars for every 2 coins. He has 8 coins. How many dollars does he have?",
    ],
)
def test_refused(text: str, lexicon: Lexicon) -> None:
    refusal_of(text, lexicon)


def test_steps_show_the_groups(lexicon: Lexicon) -> None:
    found = every_ratio(
        "For every 5 pines there are 2 elms. There are 30 pines. How many elms are there?", lexicon
    )
    assert found is not None
    assert found.steps == ("30 pines / 5 = 6 groups of 2 elms for every 5 pines", "6 x 2 = 12 elms")


def test_other_shapes_are_left_to_the_chain(lexicon: Lexicon) -> None:
    assert every_ratio("There are 30 pines. How many pines are there?", lexicon) is None
