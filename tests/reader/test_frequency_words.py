"""A doing counted by a word ('once', 'twice', 'thrice') a period ties an amount to each time (ADR 0425)."""

import pytest

from packs.model import Lexicon
from reader.frequency_words import frequency_words, frequency_words_in_one_period
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Fay eats 4 grapes once a day. How many grapes does she eat in a week?", 28),
        ("Fay bakes 9 buns once a week. How many buns does she bake in 4 weeks?", 36),
        ("Ivo picks 11 roses once a month. How many roses does he pick in a year?", 132),
        ("Ivo writes 2 songs once a day. How many songs does he write per day?", 2),
        (
            "Fay goes to the pier twice a week. Every time she goes to the pier, she catches 3 crabs. "
            "How many crabs does she catch in 3 weeks?",
            18,
        ),
        (
            "Ivo goes to the shop once a month. Each time he goes, he buys 6 candles. "
            "How many candles does he buy in a year?",
            72,
        ),
        (
            "Fay goes to the orchard thrice a week. Each time she goes to the orchard, she picks 5 figs. "
            "How many figs does she pick in a week?",
            15,
        ),
    ],
)
def test_a_counting_word_ties_the_amount_to_each_time(text: str, value: int, lexicon: Lexicon) -> None:
    assert value_of(text, lexicon) == value


def test_once_is_dropped_and_the_amount_kept(lexicon: Lexicon) -> None:
    found = frequency_words("Fay eats 4 grapes once a day. How many grapes does she eat in a week?", lexicon)
    assert found is not None
    assert found.text == "Fay eats 4 grapes a day. How many grapes does she eat in a week?"


def test_the_each_time_amount_is_multiplied_by_the_pack_count(lexicon: Lexicon) -> None:
    told = (
        "Fay goes to the pier thrice a week. Every time she goes to the pier, she catches 2 crabs. "
        "How many crabs does she catch in 2 weeks?"
    )
    found = frequency_words(told, lexicon)
    assert found is not None
    assert found.text.startswith("Fay catches 6 crabs a week.")


def test_one_period_asked_drops_the_period(lexicon: Lexicon) -> None:
    told = "Fay eats 4 grapes once a day. How many grapes does she eat per day?"
    found = frequency_words_in_one_period(told, lexicon)
    assert found is not None
    assert "once" not in found.text and "a day" not in found.text


def test_a_time_told_twice_a_day_is_multiplied(lexicon: Lexicon) -> None:
    told = (
        "Ivo spends 25 minutes twice a day stretching. How many minutes does he spend stretching in a week?"
    )
    found = frequency_words(told, lexicon)
    assert found is not None
    assert found.text.startswith("Ivo spends 50 minutes a day stretching.")
    assert value_of(told, lexicon) == 350
    refusal_of(told.replace("in a week", "in 36 hours"), lexicon)


def test_the_count_comes_from_the_pack(lexicon: Lexicon) -> None:
    senses = {w: lexicon.lookup(w) for w in ("once", "twice", "thrice")}
    counts = {w: dict(s.entry.attrs).get("occurrences") for w, s in senses.items() if s is not None}
    assert counts == {"once": "1", "twice": "2", "thrice": "3"}


@pytest.mark.parametrize(
    "text",
    [
        "Fay eats 4 grapes once a day. How many grapes does she eat in 30 hours?",
        "Fay bakes 9 buns once a week. How many buns does she bake in 10 days?",
        "Fay bakes 9 buns once a week. How many buns does she bake in a month?",
        "Fay bakes 9 buns once a week. How many buns does she bake in a year?",
        "Ivo picks 11 roses at least once a month. How many roses does he pick in a year?",
        "Ivo picks 11 roses once every other day. How many roses does he pick in a week?",
        "Ivo picks 11 roses once a day on weekdays. How many roses does he pick in a week?",
        "Fay eats 4 grapes once a day. How many hours does she spend eating in a week?",
        "Once a week, Ivo picks 11 roses. How many roses does he pick in 3 weeks?",
        "They pick 11 roses once a day. How many roses do they pick in a week?",
        "Fay does not eat 4 grapes once a day. How many grapes does she eat in a week?",
        (
            "Fay goes to the pier twice a week. Every time they go to the pier, they catch 3 crabs. "
            "How many crabs does she catch in 3 weeks?"
        ),
        (
            "Fay goes to the pier twice a week. Every time she goes to the shop, she buys 3 crabs. "
            "How many crabs does she buy in 3 weeks?"
        ),
        (
            "Fay goes to the pier twice a week. Every time she goes to the pier, she catches 3 crabs. "
            "How many times does she go to the pier in 3 weeks?"
        ),
        (
            "Fay goes to the pier about twice a week. Every time she goes to the pier, she catches 3 crabs. "
            "How many crabs does she catch in 3 weeks?"
        ),
    ],
)
def test_unsure_shapes_refuse(text: str, lexicon: Lexicon) -> None:
    refusal_of(text, lexicon)
