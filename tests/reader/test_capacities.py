"""Containers needed for a capacity: "Each van can hold 4 people. There are 10 people. How many vans
are needed?" (ADR 0208)."""

from fractions import Fraction

import pytest

from packs.model import Lexicon
from reader import Answer, read_problem
from reader.capacities import rounded
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # a capacity answers how many containers are needed; a part-full one is still needed
        ("Each van can hold 4 people. There are 10 people. How many vans are needed?", 3),
        ("Each van can hold 4 people. There are 12 people. How many vans are needed?", 3),
        ("Ola has 25 stamps. Each album can hold 10 stamps. How many albums does Ola need?", 3),
        ("Each shelf can hold 7 books. Ola has 50 books. How many shelves will she need?", 8),
        ("Each crate can hold 12 bottles. There are 100 bottles. How many crates will be needed?", 9),
        ("Each jar can hold 5 figs. Ola has 1 fig. How many jars does Ola need?", 1),
        # what a container holds, asked with 'need', rounds up as well
        ("Ola has 17 figs. Each jar holds 5 figs. How many jars does Ola need?", 4),
    ],
)
def test_containers_needed(text, value, lexicon: Lexicon):
    assert value_of(text, lexicon) == Fraction(value)


def test_the_answer_is_in_the_containers(lexicon: Lexicon):
    result = read_problem(
        "Each van can hold 4 people. There are 10 people. How many vans are needed?", lexicon
    )
    assert isinstance(result, Answer)
    assert result.unit == "van"


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # what there is: how full the containers are is not told
        ("Ola has 17 figs. Each jar holds 5 figs. How many jars does Ola have?", "non_integer_count"),
        ("Ola has 17 figs. Each jar can hold 5 figs. How many jars does Ola have?", "unsupported_operation"),
        (
            "Each van can hold 4 people. There are 10 people. How many vans are there?",
            "unsupported_operation",
        ),
        # room is no amount held
        ("Each jar can hold 5 figs. Ola has 3 jars. How many figs does Ola have?", "unsupported_operation"),
        (
            "Each van can hold 4 people. There are 3 vans. How many people are in the vans?",
            "unsupported_operation",
        ),
        # other containers, other things, a need of the things, containers already counted
        (
            "Each van can hold 4 people. There are 10 people. How many cars are needed?",
            "unsupported_operation",
        ),
        (
            "Each van can hold 4 people. There are 10 boxes. How many vans are needed?",
            "unsupported_operation",
        ),
        (
            "Each jar can hold 5 figs. Ola needs 10 figs. How many jars does she need?",
            "unsupported_operation",
        ),
        (
            "Ola has 10 figs. Each jar can hold 4 figs. She has 2 jars. How many jars does she need?",
            "unsupported_operation",
        ),
        (
            "Each jar can hold 5 ripe figs. Ola has 10 figs. How many jars does she need?",
            "unsupported_operation",
        ),
        # two capacities for one container
        (
            "Each van can hold 4 people. Each van can hold 5 people. There are 10 people. How many vans are needed?",
            "unsupported_operation",
        ),
    ],
)
def test_capacities_refused(text, reason, lexicon: Lexicon):
    assert refusal_of(text, lexicon).reason == reason


def test_a_capacity_refuses_where_it_is_stated(lexicon: Lexicon):
    """A problem that refuses after a capacity refuses at the capacity, as before it was read."""
    refusal = refusal_of(
        "Each van can hold 4 people. There are 3 vans. How many people are in the vans?", lexicon
    )
    assert (refusal.sentence_index, refusal.token_text) == (0, "hold")


def test_rounding_only_when_told():
    assert rounded(Fraction(10, 4), "up") == 3
    assert rounded(Fraction(12, 4), "up") == 3
    assert rounded(Fraction(10, 4), None) == Fraction(10, 4)
