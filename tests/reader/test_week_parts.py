"""Amounts told for the weekdays and the weekend as a pair, and counts of whole weeks asked (ADR 0438)."""

import pytest

from packs.model import Lexicon
from reader.week_days import week_days
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (
            "Corbin eats 3 figs on weekdays and 2 figs on weekends. How many figs does Corbin eat in a week?",
            19,
        ),
        (
            "Odile knits 3 rows on weekends and 1 row on weekdays. How many rows does Odile knit in 5 weeks?",
            55,
        ),
        (
            "Bram picks 9 beans during weekdays and 4 beans during weekends. How many beans does he pick in 2 weeks?",
            106,
        ),
        ("Tobias saves $4 on weekdays and $7 on weekends. How much money does Tobias save in 4 weeks?", 136),
        (
            "Kofi collects 7 shells on weekdays and 11 on weekends. How many shells does Kofi collect in a week?",
            57,
        ),
    ],
)
def test_a_bare_pair_of_weekdays_and_weekends_is_each_days_amount(
    text: str, value: int, lexicon: Lexicon
) -> None:
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (
            "Linnea writes 2 poems every weekday and 3 poems on each day of the weekend. How many poems does she write in 3 weeks?",
            48,
        ),
        (
            "Jasper folds 5 cranes every weekday and 8 cranes every weekend day. How many cranes does he fold in 2 weeks?",
            82,
        ),
        (
            "Priya drinks 4 cups of tea on each day of the weekend. How many cups of tea does Priya drink in 6 weeks?",
            48,
        ),
        ("Hugo runs 3 laps on each weekday. How many laps does Hugo run in 4 weeks?", 60),
    ],
)
def test_each_weekend_day_and_on_each_weekday(text: str, value: int, lexicon: Lexicon) -> None:
    assert value_of(text, lexicon) == value


def test_the_pair_is_written_as_a_weeks_amount(lexicon: Lexicon) -> None:
    found = week_days(
        "Corbin eats 3 figs on weekdays and 2 figs on weekends. How many figs does he eat in a week?", lexicon
    )
    assert found is not None
    assert found.text.startswith("Corbin eats 19 figs every week.")
    assert found.steps == (
        "3 figs on each of 5 days and 2 figs on each of 2 days of a week = 19 figs every week",
    )


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (
            "Anouk has 76 stickers. She uses 3 stickers on weekdays and 2 stickers on weekends. How many weeks will the stickers last?",
            4,
        ),
        (
            "Anouk has 60 stickers. She uses 4 stickers every weekday. How many weeks will the stickers last?",
            3,
        ),
        (
            "Teodor has 84 nuts. He eats 2 nuts a day on weekdays and 1 nut a day on weekends. How many weeks will it take him to eat all the nuts?",
            7,
        ),
    ],
)
def test_how_many_whole_weeks_a_stock_lasts(text: str, value: int, lexicon: Lexicon) -> None:
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        "Corbin eats 3 figs on weekdays. How many figs does Corbin eat in a week?",  # alone: each day or in all?
        "Corbin eats 3 figs on weekends. How many figs does Corbin eat in 2 weeks?",
        "Corbin eats 3 figs a day on weekdays and 2 figs on weekends. How many figs does he eat in a week?",
        "Corbin eats 3 figs on weekdays and 2 figs on the weekend. How many figs does he eat in a week?",
        "Corbin ate 30 figs on weekdays and 12 figs on weekends. How many figs did he eat in 2 weeks?",  # a past total
        "Corbin will eat 3 figs on weekdays and 2 figs on weekends. How many figs will he eat in 2 weeks?",
        "Corbin studies 8 hours on weekdays and 10 hours on weekends. How many hours does he study in a week?",
        "Corbin eats 3 figs on weekdays and 2 pears on weekends. How many figs does Corbin eat in a week?",
        "Corbin eats 3 figs on weekdays and 2 figs on weekends. How many figs does Corbin eat in a month?",
        "Corbin eats 3 figs on weekdays and 2 figs on weekends. How many figs does Corbin eat in 10 days?",
        "Corbin eats 3 figs on weekdays and 2 figs on weekends. How many figs does Corbin eat in a year?",
        "Corbin eats 3 figs on weekdays and 2 figs on weekends. On Friday he ate 4 more figs. How many figs does he eat in a week?",
        "Corbin eats 3 figs on weekdays and 2 figs on Saturdays. How many figs does Corbin eat in a week?",
        "Corbin eats 3 figs on weekdays and 2 figs on weekdays. How many figs does Corbin eat in a week?",
        "Anouk has 70 stickers. She uses 3 stickers on weekdays and 2 stickers on weekends. How many weeks will the stickers last?",  # not whole
        "Anouk has 60 stickers. She uses 4 stickers every weekday. How many days will the stickers last?",
        "Priya drinks 4 cups of tea on each day of the week. How many cups of tea does Priya drink in 6 weeks?",
    ],
)
def test_other_shapes_keep_the_first_refusal(text: str, lexicon: Lexicon) -> None:
    refusal_of(text, lexicon)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (
            "Ana eats 4 grapes on weekdays and 3 grapes on weekends. She ate 52 grapes in total. How many weeks did it take?",
            2,
        ),
        (
            "Ana eats 4 grapes every weekday. She ate 60 grapes altogether. How many weeks did it take her to eat all the grapes?",
            3,
        ),
        (
            "Eli eats 2 figs on weekdays and 1 fig on weekends. He ate 24 figs in all. How many weeks did it take to finish all the figs?",
            2,
        ),
    ],
)
def test_a_total_done_asked_as_whole_weeks(text: str, value: int, lexicon: Lexicon) -> None:
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        "Ana eats 4 grapes on weekdays and 3 grapes on weekends. She ate 50 grapes in total. How many weeks did it take?",
        "Ana eats 4 grapes on weekdays and 3 grapes on weekends. He ate 52 grapes in total. How many weeks did it take?",
        "Ana eats 4 grapes on weekdays and 3 grapes on weekends. She ate 52 plums in total. How many weeks did it take?",
        "Ana eats 4 grapes on weekdays and 3 grapes on weekends. She bought 52 grapes in total. How many weeks did it take?",
        "Ana eats 4 grapes on weekdays and 3 grapes on weekends. She ate 52 grapes in total. How many days did it take?",
        "Ana eats 4 grapes every weekday. Tess ate 60 grapes altogether. How many weeks did it take?",
        "Ana eats 4 grapes a day. She ate 56 grapes in total. How many weeks did it take?",
        "Corbin eats 4 grapes every weekday. She ate 60 grapes altogether. How many weeks did it take?",  # open gender
    ],
)
def test_a_total_done_keeps_the_first_refusal_otherwise(text: str, lexicon: Lexicon) -> None:
    refusal_of(text, lexicon)


def test_weeks_asked_of_a_goal_when_whole(lexicon: Lexicon) -> None:
    # ADR 0366 left "How many weeks" out; ADR 0438 keeps it when the count is whole
    text = "Hedda jogs 3 miles every weekday. How many weeks will it take her to jog {} miles?"
    assert value_of(text.format(60), lexicon) == 4
    refusal_of(text.format(50), lexicon)
