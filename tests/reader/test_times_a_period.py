"""A doing counted "N times a <period>" ties an amount to each occurrence (ADR 0415)."""

import pytest

from packs.model import Lexicon
from reader.times_a_period import times_a_period, times_in_one_period
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Gil jogs 3 miles 4 times a week. How many miles does he jog in 5 weeks?", 60),
        ("Gil eats 2 plums 3 times a day. How many plums does he eat in a week?", 42),
        ("Gil eats 2 plums 3 times a day. How many plums does he eat per day?", 6),
        ("Gil saves $7 3 times a month. How much money does he save in a year?", 252),
        ("Gil swims 4 laps 5 times per day. How many laps does he swim in 3 days?", 60),
        (
            "Gil spends 20 minutes 3 times a day stretching. How many hours does he spend stretching per day?",
            1,
        ),
        (
            "Gil goes to the pool 3 times a month. Each time he goes to the pool, he swims 10 laps. "
            "How many laps does he swim in a year?",
            360,
        ),
        (
            "Gil plays chess 4 times a month. Each time he plays, he drinks 2 cups of tea. "
            "How many cups of tea does he drink in a year?",
            96,
        ),
        (
            "Hana goes to the bakery 2 times a day. Every time she goes to the bakery, she eats 4 cookies. "
            "How many cookies does she eat per day?",
            8,
        ),
    ],
)
def test_count_of_times_multiplies_the_amount_per_period(text: str, value: int, lexicon: Lexicon) -> None:
    assert value_of(text, lexicon) == value


def test_the_amount_and_its_period_are_written_again(lexicon: Lexicon) -> None:
    found = times_a_period("Gil jogs 3 miles 4 times a week. How many miles does he jog in 5 weeks?", lexicon)
    assert found is not None
    assert found.text == "Gil jogs 12 miles a week. How many miles does he jog in 5 weeks?"
    told = (
        "Gil plays chess 4 times a month. Each time he plays, he drinks 2 cups of tea. "
        "How many cups of tea does he drink a month?"
    )
    one = times_in_one_period(told, lexicon)
    assert one is not None
    assert one.text == "Gil drinks 8 cups of tea. How many cups of tea does he drink?"


def test_times_as_a_multiplier_keeps_its_reading(lexicon: Lexicon) -> None:
    text = "Gil has 3 times as many apples as Ivy. Ivy has 4 apples. How many apples does Gil have?"
    assert times_a_period(text, lexicon) is None
    assert value_of(text, lexicon) == 12


def test_empty_text_is_not_rewritten(lexicon: Lexicon) -> None:
    assert times_a_period("", lexicon) is None
    assert times_in_one_period("", lexicon) is None


@pytest.mark.parametrize(
    "text",
    [
        # not a whole number of periods: 2, 3 or 4 weeks' worth of doings may fall in 10 days
        "Gil jogs 3 miles 4 times a week. How many miles does he jog in 10 days?",
        "Gil eats 2 plums 3 times a day. How many plums does he eat in 30 hours?",
        # a week does not convert into a month or a year exactly
        "Gil saves $7 3 times a week. How much money does he save in a year?",
        "Gil saves $7 3 times a week. How much money does he save in a month?",
        # the count itself is asked
        "Gil swims 4 laps 5 times a day. How many times does he swim in 3 days?",
        # another going, another doer, a group
        "Gil goes to the pool 3 times a month. Each time he goes to the park, he swims 10 laps. "
        "How many laps does he swim in a year?",
        "Gil plays chess 4 times a month. Each time she plays, he drinks 2 cups of tea. "
        "How many cups of tea does he drink in a year?",
        "Gil and Ivy jog 3 miles 4 times a week. How many miles do they jog in 5 weeks?",
        # negation, a vague amount, a condition, a stretch after the period
        "Gil does not jog 3 miles 4 times a week. How many miles does he jog in 5 weeks?",
        "Gil jogs about 3 miles 4 times a week. How many miles does he jog in 5 weeks?",
        "Gil jogs 3 miles 4 times a week for 2 hours. How many miles does he jog in 5 weeks?",
        "Gil jogs 3 miles 4 times an hour. How many miles does he jog in 5 hours?",
    ],
)
def test_unsound_counts_refuse(text: str, lexicon: Lexicon) -> None:
    assert times_a_period(text, lexicon) is None
    assert times_in_one_period(text, lexicon) is None
    assert refusal_of(text, lexicon) is not None
