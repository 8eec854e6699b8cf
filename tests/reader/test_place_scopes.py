"""Two named places are two scenes: a comparison never reaches from one to the other (ADR 0501)."""

import pytest

from packs.model import Lexicon
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # the same place twice
        (
            "There are 13 herons at the marsh. There are 4 times as many frogs as herons at the marsh. "
            "How many frogs are there?",
            52,
        ),
        # one place, and a sentence with none
        (
            "There are 13 herons at the marsh. There are 4 times as many frogs as herons. How many frogs are there?",
            52,
        ),
        (
            "There are 13 herons. There are 4 times as many frogs as herons at the marsh. How many frogs are there?",
            52,
        ),
        # an offset multiple with its condition at the same place
        (
            "There are 2 more than three times as many frogs as herons at the marsh. "
            "If there are 13 herons at the marsh, how many frogs are there?",
            41,
        ),
        # a later name that ends the first one: the same place
        (
            "There are 3 more toads than twice the number of herons at the salt marsh. "
            "If there are 13 herons at the marsh, how many toads are there?",
            29,
        ),
        # an elliptic multiple compares with the amount told right before it
        (
            "There are 13 herons at the marsh and 4 times as many frogs at the pond. How many frogs are there?",
            52,
        ),
        # two places, only held and added up
        (
            "There are 13 herons at the marsh. There are 20 frogs at the pond. How many herons and frogs are there in all?",
            33,
        ),
    ],
)
def test_one_place_reads(text: str, value: int, lexicon: Lexicon) -> None:
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        "There are 13 herons at the marsh. There are 4 times as many frogs as herons at the pond. How many frogs are there?",
        "There are 2 more than three times as many frogs as herons at the pond. "
        "If there are 13 herons at the marsh, how many frogs are there?",
        "There are 13 herons at the marsh. There are 6 fewer frogs than herons at the pond. How many frogs are there?",
        "There are 4 times as many frogs as herons at the pond. There are 13 herons at the marsh. How many frogs are there?",
        "There are 13 herons at the marsh. If there are 4 times as many frogs as herons at the pond, "
        "how many frogs are there?",
        # a longer name later may be another place
        "There are 13 herons at the marsh. There are 4 times as many frogs as herons at the salt marsh. "
        "How many frogs are there?",
        # two owners' boxes
        "There are 13 beads in Ana's box. There are 4 times as many pins as beads in Ben's box. How many pins are there?",
    ],
)
def test_two_places_refuse(text: str, lexicon: Lexicon) -> None:
    refusal_of(text, lexicon)


def test_the_refusal_names_both_places(lexicon: Lexicon) -> None:
    refusal = refusal_of(
        "There are 13 herons at the marsh. There are 4 times as many frogs as herons at the pond. "
        "How many frogs are there?",
        lexicon,
    )
    assert refusal.reason == "readings_disagree"
    assert "marsh" in refusal.detail and "pond" in refusal.detail


def test_a_conjoined_multiple_compared_at_another_place_refuses(lexicon: Lexicon) -> None:
    refusal_of(
        "There are 13 herons at the marsh and 4 times as many frogs as herons at the pond. How many frogs are there?",
        lexicon,
    )
