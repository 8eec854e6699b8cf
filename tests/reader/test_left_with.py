"""A question that says who things are left with, asked as what that holder has left (ADR 0429)."""

import pytest

from packs.model import Lexicon
from reader.left_with import left_with
from tests.reader.reading import refusal_of, value_of

STORY = "Maya had 40 shells. She gave 12 shells to Ben."


@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("How many shells are left with Maya?", 28),
        ("How many shells were left with her?", 28),
        ("How many shells remain with Maya?", 28),
        ("How many shells remained with her?", 28),
        ("How many shells is Maya left with?", 28),
        ("How many shells was she left with?", 28),
        ("How many shells does she remain with?", 28),
        ("How many shells did Maya remain with?", 28),
    ],
)
def test_the_holder_named_after_or_before_with_is_asked_what_is_left(
    question: str, value: int, lexicon: Lexicon
) -> None:
    assert value_of(f"{STORY} {question}", lexicon) == value


def test_the_future_keeps_will(lexicon: Lexicon) -> None:
    story = "Maya has 40 shells. She will give 12 shells to Ben."
    assert value_of(f"{story} How many shells will she be left with?", lexicon) == 28
    assert value_of(f"{story} How many shells will Maya be left with?", lexicon) == 28


def test_the_question_is_written_in_the_plain_form(lexicon: Lexicon) -> None:
    found = left_with(f"{STORY} How many shells are left with her?", lexicon)
    assert found is not None
    assert found.text == f"{STORY} How many shells does she have left?"
    plural = left_with("Maya and Ben had 40 shells each. How many shells are left with them?", lexicon)
    assert plural is not None and plural.text.endswith("How many shells do they have left?")
    past = left_with(f"{STORY} How much money was Maya left with?", lexicon)
    assert past is not None and past.text.endswith("How much money did Maya have left?")


@pytest.mark.parametrize(
    "question",
    [
        "How many shells are left with the teacher?",  # a noun phrase, not one holder word
        "How many shells are left with Maya and Ben?",  # two holders
        "How many shells are left with it?",
        "How many shells could be left with her?",  # a modal other than 'will'
        "How many shells are not left with her?",
        "How many shells are left with her today?",  # a word after the holder
        "How many shells are left with Rhea?",  # a holder the story never set up
    ],
)
def test_other_shapes_keep_the_first_refusal(question: str, lexicon: Lexicon) -> None:
    refusal_of(f"{STORY} {question}", lexicon)


def test_only_the_question_is_written_again(lexicon: Lexicon) -> None:
    assert left_with("Maya is left with 5 shells. How many shells does she have?", lexicon) is None
    assert left_with("How many shells are left with Maya?", lexicon) is None


@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("How many shells are left for Maya?", 28),
        ("How many shells were left for her?", 28),
        ("How many shells will be left for Maya?", 28),
    ],
)
def test_what_is_left_for_a_holder_is_what_they_have_left(
    question: str, value: int, lexicon: Lexicon
) -> None:
    assert value_of(f"{STORY} {question}", lexicon) == value


@pytest.mark.parametrize(
    "question",
    [
        "How many shells remain for Maya?",  # may say how long they stay
        "How many shells are left for the party?",
        "How many shells are left for Maya and Ben?",
        "How many shells are left for Lea?",
    ],
)
def test_left_for_anything_but_one_holder_keeps_the_refusal(question: str, lexicon: Lexicon) -> None:
    assert refusal_of(f"{STORY} {question}", lexicon) is not None
