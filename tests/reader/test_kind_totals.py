"""Two kinds of one wider kind, a relation between them and the wider kind's total (ADR 0468)."""

import pytest

from packs.model import Lexicon
from reader.kind_totals import read_kind_total
from tests.reader.reading import refusal_of, value_of

COOP = "A coop has 2 less than 6 times the amount of hens as roosters."


@pytest.mark.parametrize(
    ("total", "value"),
    [
        ("If there are 54 total chickens, how many hens are there?", 46),
        ("If there are 54 chickens in total, how many roosters are there?", 8),
        ("There are 54 chickens altogether. How many hens are there?", 46),
        ("There are 54 chickens in all. How many roosters are there?", 8),
    ],
)
def test_hens_and_roosters_are_chickens(total: str, value: int, lexicon: Lexicon) -> None:
    assert value_of(f"{COOP} {total}", lexicon) == value


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (
            "A lake has 4 more than 3 times as many geese as herons. If there are 64 birds total, how many geese are there?",
            49,
        ),
        (
            "The grove has twice the number of pines as elms. There are 36 trees in total. How many elms are there?",
            12,
        ),
        (
            "A vase had 1 fewer than 4 times as many daisies as lilies. If there were 29 flowers in all, how many daisies were there?",
            23,
        ),
    ],
)
def test_other_wider_kinds(text: str, value: int, lexicon: Lexicon) -> None:
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        # the total is not a count both kinds are filed under
        f"{COOP} If there are 54 birds total, how many hens are there?",
        f"{COOP} If there are 54 hens total, how many hens are there?",
        # the wider kind itself asked
        f"{COOP} If there are 54 chickens total, how many chickens are there?",
        # counts that are not whole
        f"{COOP} If there are 55 chickens total, how many hens are there?",
        # a kind under another wider kind
        "A lake has 4 more than 3 times as many geese as trout. If there are 64 birds total, how many geese are there?",
        # the total in another tense
        f"{COOP} If there were 54 chickens total, how many hens are there?",
        # the total narrowed to a place
        f"{COOP} If there are 54 chickens in the barn, how many hens are there?",
        # a person in the story
        "Maria has 2 less than 6 times as many hens as roosters. If there are 54 chickens total, how many hens are there?",
    ],
)
def test_near_misses_refuse(text: str, lexicon: Lexicon) -> None:
    refusal_of(text, lexicon)


def test_the_reading_itself_leaves_other_shapes(lexicon: Lexicon) -> None:
    assert read_kind_total(f"{COOP} If there are 54 birds total, how many hens are there?", lexicon) is None
    assert (
        read_kind_total(f"{COOP} If there are 55 chickens total, how many hens are there?", lexicon) is None
    )
    assert read_kind_total("A coop has 6 hens. How many hens are there?", lexicon) is None
