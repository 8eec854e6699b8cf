"""A total and one relation told in other words, retold in the form ADR 0268 reads (ADR 0452)."""

import pytest

from packs.model import Lexicon
from reader.sum_and_relation_forms import sum_relation_forms
from tests.reader.reading import refusal_of, value_of

RELATION = "Anouk has 3 times as many stickers as Basil."


@pytest.mark.parametrize(
    ("total", "asked", "value"),
    [
        ("Together, they have 92 stickers.", "Basil", 23),
        ("Together they have 92 stickers.", "Anouk", 69),
        ("In total, they have 92 stickers.", "Basil", 23),
        ("In all, they have 92 stickers.", "Basil", 23),
        ("Altogether, they have 92 stickers.", "Anouk", 69),
        ("They have a total of 92 stickers.", "Basil", 23),
        ("They have a combined total of 92 stickers.", "Anouk", 69),
    ],
)
def test_a_total_told_in_other_words(total: str, asked: str, value: int, lexicon: Lexicon) -> None:
    assert value_of(f"{RELATION} {total} How many stickers does {asked} have?", lexicon) == value


def test_money_told_with_a_dollar_sign(lexicon: Lexicon) -> None:
    story = "Anouk has twice as much money as Basil."
    assert value_of(f"{story} Together, they have $57. How much money does Basil have?", lexicon) == 19
    assert (
        value_of(f"{story} They have a combined total of $57. How much money does Anouk have?", lexicon) == 38
    )


def test_the_total_in_an_if_clause_opening_the_question(lexicon: Lexicon) -> None:
    text = "Anouk has 11 more stickers than Basil. If they have 45 stickers combined, how many stickers does Basil have?"
    assert value_of(text, lexicon) == 17


def test_two_names_with_a_combined_total(lexicon: Lexicon) -> None:
    text = "Anouk and Basil have a combined total of 45 stickers. Anouk has 11 more stickers than Basil. How many stickers does Anouk have?"
    assert value_of(text, lexicon) == 28


def test_the_retold_sentence(lexicon: Lexicon) -> None:
    found = sum_relation_forms(
        f"{RELATION} Together, they have $92. How much money does Basil have?", lexicon
    )
    assert found is not None
    assert found.text == f"{RELATION} They have 92 dollars together. How much money does Basil have?"


@pytest.mark.parametrize(
    "rest",
    [
        "Cleo has 4 stickers. Together, they have 92 stickers. How many stickers does Basil have?",  # a third person
        "Together, they have 93 stickers. How many stickers does Basil have?",  # no whole count
        "Together, they have 92 buttons. How many stickers does Basil have?",  # another kind
        "Together, they do not have 92 stickers. How many stickers does Basil have?",  # a negation
        "Together, they each have 92 stickers. How many stickers does Basil have?",  # each, not together
        "Together, they have 92 stickers. How many stickers does Cleo have?",  # no such holder
        "Together, they have 92 stickers. They have a total of 92 stickers. How many stickers does Basil have?",
    ],
)
def test_outside_the_shape_refuses(rest: str, lexicon: Lexicon) -> None:
    assert refusal_of(f"{RELATION} {rest}", lexicon) is not None


def test_times_more_and_a_wider_they_stay_refused(lexicon: Lexicon) -> None:
    assert (
        refusal_of(
            "Anouk has 3 times more stickers than Basil. Together, they have 92 stickers. How many stickers does Basil have?",
            lexicon,
        )
        is not None
    )
    assert (
        refusal_of(
            "Anouk has 3 times as many stickers as her uncle. Together, they have 92 stickers. How many stickers does Anouk have?",
            lexicon,
        )
        is not None
    )
    assert (
        refusal_of(
            "Together, they have 92 stickers. Anouk has 3 times as many stickers as Basil. How many stickers does Basil have?",
            lexicon,
        )
        is not None
    )


def test_a_total_that_leaves_a_holder_with_none_refuses(lexicon: Lexicon) -> None:
    text = "Anouk has 40 more stickers than Basil. Together, they have 40 stickers. How many stickers does Basil have?"
    assert refusal_of(text, lexicon) is not None
