"""A target, what was done towards it, the shortfall asked: retold as a requirement (ADR 0492)."""

import pytest

from packs.model import Lexicon
from reader.goal_shortfalls import goal_shortfall
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # a target to do, then what was done in one sentence, each count with a phrase of its own
        (
            "Pia needs to pack 40 boxes for the move. She packed 9 boxes on Monday and 7 on Tuesday. "
            "How many more boxes does she need to pack?",
            24,
        ),
        # the target held, 'to <verb>' after it
        (
            "Hugo has 25 kites to fold. He folded 6 last week and 8 this week. How many more kites does he need to fold?",
            11,
        ),
        # an opening purpose, 'So far, ... has ...', a list of three
        (
            "For a bake sale, Omar needs to bake 30 pies. So far, he has baked 4 pies for his aunt, 5 pies for "
            "his uncle, and 6 pies for a neighbor. How many more pies does Omar need to bake?",
            15,
        ),
        # 'another' in a second sentence; 'to reach her goal'
        (
            "Zoe aims to pick 50 pears. She picks 20 pears in the morning. She picks another 12 in the "
            "afternoon. How many more pears does Zoe need to pick to reach her goal?",
            18,
        ),
        # a wanted total of kinds the pack counts as the things asked
        (
            "Mira has 3 roses, 7 tulips and 2 lilies in her garden. If she wants a total of 20 flowers, "
            "how many more flowers does she need?",
            8,
        ),
        # the target reached: nothing more
        ("Ben needs to sell 12 mugs. He sold 12 mugs. How many more mugs does he need to sell?", 0),
    ],
)
def test_read(text: str, value: int, lexicon: Lexicon) -> None:
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        # the target already passed
        "Pia needs to pack 10 boxes. She packed 9 boxes on Monday and 7 on Tuesday. How many more boxes does she need to pack?",
        # another doer; 'they'; two people
        "Pia needs to pack 40 boxes. Her brother packed 9 boxes. How many more boxes does she need to pack?",
        "Pia needs to pack 40 boxes. They packed 9 boxes. How many more boxes does she need to pack?",
        "Omar needs to pack 40 boxes. He packed 9 boxes. She packed 3 boxes. How many more boxes does he need to pack?",
        # a rate; a negation; a distractor; other things; another verb
        "Pia needs to pack 40 boxes. She packs 9 boxes a day. How many more boxes does she need to pack?",
        "Pia needs to pack 40 boxes. She did not pack 9 boxes. How many more boxes does she need to pack?",
        "Pia needs to pack 40 boxes. She packed 9 boxes. She has 3 cats. How many more boxes does she need to pack?",
        "Pia needs to pack 40 boxes. She packed 9 crates. How many more boxes does she need to pack?",
        "Pia needs to pack 40 boxes. She bought 9 boxes. How many more boxes does she need to pack?",
        # a number or 'each' in a phrase
        "Pia needs to pack 40 boxes. She packed 9 boxes for 2 aunts. How many more boxes does she need to pack?",
        "Pia needs to pack 40 boxes. She packed 9 boxes for each aunt. How many more boxes does she need to pack?",
        # the wanted total somewhere else than the list; a kind that is not one of the things asked
        "Mira has 3 roses, 7 tulips and 2 lilies in her garden. If she wants a total of 20 flowers in her "
        "shop, how many more flowers does she need?",
        "Mira has 3 roses, 7 pens and 2 lilies. If she wants a total of 20 flowers, how many more flowers does she need?",
    ],
)
def test_refused(text: str, lexicon: Lexicon) -> None:
    refusal_of(text, lexicon)


def test_retelling_is_a_requirement(lexicon: Lexicon) -> None:
    found = goal_shortfall(
        "Pia needs to pack 40 boxes. She packed 9 boxes on Monday and 7 on Tuesday. "
        "How many more boxes does she need to pack?",
        lexicon,
    )
    assert found is not None
    assert found.text == (
        "Pia needs 40 boxes. She gets 9 boxes. She gets 7 boxes. How many more boxes does she need?"
    )


def test_other_shapes_are_left_to_the_chain(lexicon: Lexicon) -> None:
    assert (
        goal_shortfall("Pia needs 40 boxes. She has 9 boxes. How many boxes does she have?", lexicon) is None
    )
    assert (
        goal_shortfall(
            "Pia needs to pack 40 boxes. She packed 9 boxes. How many more boxes does she need to fold?",
            lexicon,
        )
        is None
    )
