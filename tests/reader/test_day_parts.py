"""A part of a day comes once a day, a day of the week once a week: "every morning" is a rate per day (ADR 0360)."""

import pytest

from packs.model import Lexicon
from reader.day_parts import day_parts
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Noor drinks 2 cups of tea every morning. How many cups of tea does she drink in 3 weeks?", 42),
        ("Every night, Felix reads 15 pages. How many pages does Felix read in a week?", 105),
        ("Each morning, Gail swims 2 miles. How many miles does Gail swim in 5 days?", 10),
        ("A farmer gathers 25 eggs every morning. How many eggs does the farmer gather in 2 weeks?", 350),
        ("Uma saves $3 every evening. How much money does Uma save per week?", 21),
        ("Ravi earns $20 every Saturday. How much money does Ravi earn in 7 weeks?", 140),
        ("Tess gets $8 every weekend. How much money does Tess get in 3 weeks?", 24),
        # two named days of each week (ADR 0375)
        ("Ravi runs 3 miles every Monday and Friday. How many miles does he run in 4 weeks?", 24),
    ],
)
def test_a_part_of_a_day_or_week_is_a_rate_per_period(text: str, value: int, lexicon: Lexicon) -> None:
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        # how many days a month or June holds is not told
        "Noor drinks 2 cups of tea every morning. How many cups of tea does she drink in a month?",
        # a day of the week in a stretch that is not whole weeks
        "Ravi earns $20 every Saturday. How much money does Ravi earn in 9 days?",
        # two parts of one day, or a part beside a rate per day
        "Felix reads 15 pages every morning and 4 pages every night. How many pages does he read in a week?",
        "Uma saves $3 every evening and $2 a day. How much money does Uma save in a week?",
        # not every morning
        "Gail swims 2 miles every other morning. How many miles does she swim in 10 days?",
        "Gail swims 2 miles most mornings. How many miles does she swim in 10 days?",
        "Gail swims 2 miles almost every morning. How many miles does she swim in 10 days?",
        # once, not a rate
        "Gail swam 2 miles this morning. How many miles does she swim in 10 days?",
        # other days named beside the part of a day
        "Gail swims 2 miles every morning on some weekdays. How many miles does she swim in a week?",
        "Gail swims 2 miles every morning. She swims 1 mile in the evening. How many miles does she swim in a week?",
    ],
)
def test_a_part_that_is_not_once_a_period_refuses(text: str, lexicon: Lexicon) -> None:
    refusal_of(text, lexicon)


def test_the_rewrite_says_the_period(lexicon: Lexicon) -> None:
    found = day_parts("Omar reads 9 pages every night. How many pages does he read in 4 days?", lexicon)
    assert found is not None
    assert found.text == "Omar reads 9 pages every day. How many pages does he read in 4 days?"
    assert found.steps == ("every night = every day: a night comes once a day",)


@pytest.mark.parametrize(
    "text",
    [
        "Omar reads 9 pages a day. How many pages does he read every night?",  # asked, not told
        "Omar reads 9 pages every night. How many pages does he read in 5 nights?",  # counted nights
        "Omar reads 9 pages every Monday morning. How many pages does he read in 4 weeks?",
    ],
)
def test_no_rewrite_when_the_time_word_is_not_alone(text: str, lexicon: Lexicon) -> None:
    assert day_parts(text, lexicon) is None
