"""A habit told with no amount sets the scene and commits no fact (ADR 0214)."""

import pytest

from reader.habit_scenes import habit_shape
from reader.tokenise import split_sentences
from tests.reader.reading import refusal_of, value_of

CAPS = "Omar collects bottle caps and wrappers. He found 9 wrappers and 4 bottle caps."


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (f"{CAPS} Now he has 30 wrappers and 20 bottle caps. How many wrappers did he have at first?", 21),
        (f"{CAPS} How many more wrappers than bottle caps did he find?", 5),
        (
            "Omar collects bottle caps. He found 11 bottle caps at the beach. Now he has 40 bottle caps. "
            "How many bottle caps did Omar have at first?",
            29,
        ),
        (
            "Leo collects rocks, shells and feathers. He found 6 feathers and 4 shells. "
            "How many more feathers than shells did he find?",
            2,
        ),
        (
            "They collect coins and stamps. They had 30 coins. They found 5 coins. How many coins do they have now?",
            35,
        ),
        (
            "Ivan sells apples and pears. He had 40 apples. He sold 15 apples. How many apples does he have left?",
            25,
        ),
    ],
)
def test_a_habit_adds_no_fact(lexicon, text, value):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # a habit says he had some before: the start is not empty
        (
            "Danny collects bottle caps. He found 5 bottle caps. How many bottle caps does he have now?",
            "underdetermined",
        ),
        # the habit's own verb asks about the habit
        ("Nina sells apples and pears. She sold 8 apples. How many apples did she sell?", "underdetermined"),
        # an amount, a quantifier, an owner, a place: no bare habit
        ("Danny collects 5 caps and wrappers. He found 5 wrappers. How many wrappers did he find?", ""),
        ("Danny collects some caps and wrappers. He found 5 wrappers. How many wrappers does he have?", ""),
        ("Danny collects his caps and wrappers. He had 9 wrappers. How many wrappers does he have?", ""),
        (
            "Danny collects caps and wrappers at the park. He found 5 wrappers. How many wrappers does he have?",
            "",
        ),
        # a past verb tells an event of unknown size
        (
            "Danny collected bottle caps. He found 5 bottle caps. Now he has 12 bottle caps. "
            "How many bottle caps did he have at first?",
            "underdetermined",
        ),
        # a kind, not a person of the story
        ("Kids collect caps and wrappers. They found 4 caps. How many caps did they find?", ""),
    ],
)
def test_anything_else_keeps_its_refusal(lexicon, text, reason):
    refusal = refusal_of(text, lexicon)
    if reason:
        assert refusal.reason == reason


def test_the_shape_is_checked_word_by_word(lexicon):
    def shape(text):
        return habit_shape(split_sentences(text)[0], lexicon)

    verb, spans = shape("Danny collects bottle caps and wrappers.")
    assert verb.lemma == "collect" and spans == [(2, 4), (5, 6)]
    assert shape("Danny bought caps and wrappers.") is None
    assert shape("Danny collects a cap and wrappers.") is None
    assert shape("Danny collects caps and the wrappers.") is None
    assert shape("Does Danny collect caps?") is None


def test_a_kind_named_alone_is_its_own_kind(lexicon):
    """ "65 wrappers and 5 bottle caps": wrappers, not wrapper bottle caps, once the habit named wrappers."""
    text = "Tim found 6 wrappers and 5 bottle caps. How many more wrappers than bottle caps did he find?"
    assert refusal_of(text, lexicon).reason == "ambiguous_unit"
    assert value_of("Tim collects bottle caps and wrappers. " + text, lexicon) == 1
