"""Trips for a load carried at a time (ADR 0224)."""

import pytest

from packs.model import Lexicon
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (
            "Mila could only carry 3 boxes at a time. If she had to move 7 boxes from the garage "
            "and 5 boxes from the attic, how many trips will she make?",
            4,
        ),
        (
            "Tariq can carry 6 chairs at a time. He needs to bring in 18 chairs. How many trips will he make?",
            3,
        ),
        ("Tariq carries 6 chairs at a time. He needs to bring in 20 chairs. How many trips will he make?", 4),
        (
            "Bram was helping the farmers stack hay, but he could only carry 2 bales at a time. "
            "If he had to stack 7 bales, how many trips will he make?",
            4,
        ),
        (
            "Tariq can carry 6 chairs at a time. He needs to bring in 18 chairs from one room and 6 chairs "
            "from another. How many trips will he make?",
            4,
        ),
    ],
)
def test_trips_are_the_things_over_one_load_rounded_up(text: str, value: int, lexicon: Lexicon) -> None:
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # negation
        (
            "Tariq can carry 6 chairs at a time. He does not need to bring in 18 chairs. How many trips will he make?",
            "unused_operator",
        ),
        # a group: each or together?
        (
            "Tariq and Ola can carry 6 chairs at a time. They need to bring in 18 chairs. How many trips will they make?",
            "untaught_verb_role",
        ),
        # another person has the task
        (
            "Tariq can carry 6 chairs at a time. Ola needs to bring in 18 chairs. How many trips will she make?",
            "unused_operator",
        ),
        # other things than the load's
        (
            "Tariq can carry 6 chairs at a time. He needs to bring in 18 tables. How many trips will he make?",
            "unused_operator",
        ),
        # a distractor amount already moved
        (
            "Tariq can carry 6 chairs at a time. He needs to bring in 18 chairs. He already brought in 4 chairs. "
            "How many trips will he make?",
            "unused_operator",
        ),
        # a condition on the task
        (
            "Tariq can carry 6 chairs at a time. If it rains, he needs to bring in 18 chairs. How many trips will he make?",
            "unused_operator",
        ),
        # a held amount is not a task
        (
            "Tariq can carry 6 chairs at a time. He has 18 chairs. How many trips will he make?",
            "unused_operator",
        ),
        # 'he' could be the uncle
        (
            "Mila was helping her uncle clean the shed, but she could only carry 2 buckets at a time. "
            "If she had to carry 9 buckets, how many trips would she make?",
            "unexpected_category",
        ),
    ],
)
def test_other_shapes_keep_their_refusal(text: str, reason: str, lexicon: Lexicon) -> None:
    assert refusal_of(text, lexicon).reason == reason
