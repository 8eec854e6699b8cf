"""Two kinds whose names differ by a plural ending, regular or irregular, refuse (ADRs 0183, 0253)."""

import pytest

from reader.plural_kinds import _plurals
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("head", "plural"),
    [
        ("oreo", "oreos"),
        ("box", "boxes"),
        ("berry", "berries"),
        ("loaf", "loaves"),
        ("knife", "knives"),
        ("cactus", "cacti"),
        ("medium", "media"),
        ("criterion", "criteria"),
        ("crisis", "crises"),
        ("mouse", "mice"),
        ("die", "dice"),
    ],
)
def test_the_ending_rules_make_the_plural(head, plural):
    assert plural in _plurals(head)


def test_a_word_is_not_its_own_plural():
    assert "apple" not in _plurals("apple")


@pytest.mark.parametrize(
    "text",
    [
        # the word list files 'media' and 'data' as lemmas of their own
        "Tom has 4 media. Tim gives Tom 1 medium. How many media does Tom have?",
        "Tom has 4 data. Tim gives Tom 1 datum. How many data does Tom have?",
        "Tom has 4 glasses. Tim gives Tom 1 glass. How many glasses does Tom have?",
    ],
)
def test_two_kinds_one_the_others_plural_refuse(lexicon, text):
    assert refusal_of(text, lexicon).reason == "readings_disagree"


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # the pack files 'dice' as the plural of 'die': one kind
        ("Tom has 4 dice. Tim has 4 dice. Tom gives Tim 1 die. How many dice does Tim have?", 5),
        ("Tom has 4 dice. Tom gives Tim 1 die. How many dice does Tom have?", 3),
        ("Ann had 7 dice. She lost 2 dice. How many dice does she have now?", 5),
    ],
)
def test_one_die_is_one_of_the_dice(lexicon, text, value):
    assert value_of(text, lexicon) == value
