"""A ratio "N A for every|each [M] B" with one of the two counts told, retold as plain counts (ADR 0441)."""

import pytest

from packs.model import Lexicon
from reader.ratios import told_ratios
from tests.reader.reading import refusal_of, value_of

RATIO = "Rina has 3 red buttons for every 2 blue buttons."


@pytest.mark.parametrize(
    ("rest", "value"),
    [
        ("She has 30 red buttons. How many blue buttons does she have?", 20),
        ("She has 18 blue buttons. How many red buttons does she have?", 27),
        ("She has 18 blue buttons. How many buttons does she have altogether?", 45),
        ("If she has 30 red buttons, how many blue buttons does she have?", 20),
    ],
)
def test_the_other_count_follows_from_the_ratio(rest: str, value: int, lexicon: Lexicon) -> None:
    assert value_of(f"{RATIO} {rest}", lexicon) == value


def test_each_with_a_singular_noun_and_a_total(lexicon: Lexicon) -> None:
    story = "The barn has 5 hens for each duck. The barn has 45 hens."
    assert value_of(f"{story} How many ducks are there?", lexicon) == 9
    assert value_of(f"{story} How many hens and ducks are there altogether?", lexicon) == 54


def test_the_count_told_in_a_closing_if_clause(lexicon: Lexicon) -> None:
    text = "Tara has 2 stamps for every 5 postcards that she has. How many stamps does Tara have if she has 35 postcards?"
    assert value_of(text, lexicon) == 14


def test_the_retold_story_carries_both_counts(lexicon: Lexicon) -> None:
    found = told_ratios(f"{RATIO} She has 30 red buttons. How many blue buttons does she have?", lexicon)
    assert found is not None
    assert found.text == "Rina has 30 red buttons and 20 blue buttons. How many blue buttons does she have?"


@pytest.mark.parametrize(
    "rest",
    [
        "She has 31 red buttons. How many blue buttons does she have?",  # no part of a button
        "He has 30 red buttons. How many blue buttons does she have?",  # another person
        "Marco has 30 red buttons. How many blue buttons does Marco have?",  # the ratio is Rina's
        "She has 30 green buttons. How many blue buttons does she have?",  # neither of the two
        "She has 30 red buttons. She lost 4 blue buttons. How many blue buttons does she have?",
        "She had 30 red buttons. How many blue buttons does she have?",  # another time
        "She does not have 30 red buttons. How many blue buttons does she have?",
    ],
)
def test_other_stories_keep_their_refusal(rest: str, lexicon: Lexicon) -> None:
    assert refusal_of(f"{RATIO} {rest}", lexicon).reason == "unused_operator"


def test_a_ratio_of_a_part_or_of_money_is_not_read(lexicon: Lexicon) -> None:
    part = "Rina has 3 of the red buttons for every 2 blue buttons. She has 30 red buttons."
    assert told_ratios(f"{part} How many blue buttons does she have?", lexicon) is None
    money = "Nell has $4 for every 3 coins. She has 12 coins. How much money does she have?"
    assert told_ratios(money, lexicon) is None
    refusal_of(money, lexicon)


def test_the_pronoun_in_the_ratio_must_fit_the_holder(lexicon: Lexicon) -> None:
    text = "Tara has 2 stamps for every 5 postcards that he has. How many stamps does Tara have if she has 35 postcards?"
    assert told_ratios(text, lexicon) is None
