"""Some days of every week as a count of days: "every weekday" is 5 days a week, the weekend 2 (ADR 0366)."""

import pytest

from packs.model import Lexicon
from reader.week_days import week_days
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Hedda jogs 3 miles every weekday. How many miles does Hedda jog in 4 weeks?", 60),
        ("Hedda jogs 3 miles each weekday. How many miles does Hedda jog in a week?", 15),
        ("Hedda jogs 3 miles a day on weekdays. How many miles does Hedda jog in 2 weeks?", 30),
        ("Hedda jogs 3 miles per day during the weekdays. How many miles does Hedda jog in 2 weeks?", 30),
        ("Hedda jogs 3 miles a day on weekends. How many miles does Hedda jog in 6 weeks?", 36),
        ("Hedda jogs 3 miles a day from Tuesday to Saturday. How many miles does Hedda jog in 2 weeks?", 30),
        (
            "Hedda jogs 3 miles every night, Monday through Thursday. How many miles does she jog in 3 weeks?",
            36,
        ),
        ("On weekends, Hedda jogs 3 miles a day. How many miles does Hedda jog in 3 weeks?", 18),
        ("Hedda saves $2.50 every weekday. How much money does Hedda save in 4 weeks?", 50),
        ("Hedda jogs 3 miles a day on weekdays only. How many miles does Hedda jog in 3 weeks?", 45),
        (
            "Hedda jogs 3 miles a day on weekdays and 8 miles a day on weekends. "
            "How many miles does Hedda jog in 2 weeks?",
            62,
        ),
        (
            "Hedda jogs 3 miles a day from Monday to Wednesday and 5 a day from Thursday to Sunday. "
            "How many miles does Hedda jog in a week?",
            29,
        ),
    ],
)
def test_an_amount_on_some_days_of_the_week_is_a_week_s_amount(
    text: str, value: int, lexicon: Lexicon
) -> None:
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # a part of a week says nothing of 10 days or of a month
        ("Hedda jogs 3 miles every weekday. How many miles does Hedda jog in 10 days?", "unit_mismatch"),
        ("Hedda jogs 3 miles every weekday. How many miles does Hedda jog in a month?", "unused_operator"),
        # the days of the habit are not all told, or have an exception
        (
            "Hedda jogs 3 miles every weekday except Monday. How many miles does she jog in 2 weeks?",
            "unused_operator",
        ),
        (
            "Hedda jogs 3 miles every other weekday. How many miles does she jog in 2 weeks?",
            "unexpected_category",
        ),
        (
            "Hedda does not jog 3 miles every weekday. How many miles does she jog in 2 weeks?",
            "unused_operator",
        ),
        # for each day or for the whole weekend is not told
        ("Hedda jogs 3 miles on weekends. How many miles does Hedda jog in 2 weeks?", "unit_mismatch"),
        # a day spoken of beside the habit may be an exception to it
        (
            "Hedda jogs 3 miles every weekday. On Friday she jogs 2 more miles. How many miles does she jog in a week?",
            "ambiguous_unit",
        ),
        # a span over the end of a week, and two sets of days that share a day
        (
            "Hedda jogs 3 miles a day from Friday to Monday. How many miles does Hedda jog in 2 weeks?",
            "unsupported_operation",
        ),
        (
            "Hedda jogs 3 miles a day on weekdays and 4 miles a day from Monday to Tuesday. "
            "How many miles does Hedda jog in a week?",
            "unsupported_operation",
        ),
        # how many weeks it takes is not a count of whole weeks
        (
            "Hedda jogs 3 miles every weekday. How many weeks does it take Hedda to jog 40 miles?",
            "unresolved_pronoun",
        ),
        # a habit per weekday beside a stretch told once: which one is asked is not for the reader to say
        (
            "Hedda works 6 hours every weekday. If she works 2 weeks, how many hours does she work?",
            "underdetermined",
        ),
    ],
)
def test_days_not_told_for_each_day_of_a_week_refuse(text: str, reason: str, lexicon: Lexicon) -> None:
    assert refusal_of(text, lexicon).reason == reason


def test_the_rewrite_says_the_days(lexicon: Lexicon) -> None:
    found = week_days(
        "Hedda jogs 3 miles a day on weekdays. How many miles does she jog in 2 weeks?", lexicon
    )
    assert found is not None
    assert found.text == "Hedda jogs 15 miles every week. How many miles does she jog in 2 weeks?"
    assert found.steps == ("3 miles on each of 5 days of a week = 15 miles every week",)


def test_a_fronted_set_of_days_is_dropped(lexicon: Lexicon) -> None:
    found = week_days("On weekdays, she jogs 3 miles a day. How many miles does she jog in 2 weeks?", lexicon)
    assert found is not None
    assert found.text == "She jogs 15 miles every week. How many miles does she jog in 2 weeks?"


@pytest.mark.parametrize(
    "text",
    [
        "Hedda jogs 3 miles on weekdays. How many miles does she jog in 2 weeks?",  # no amount for each day
        "Hedda jogs 3 miles every weekday. How many miles does she jog this week?",  # a week perhaps not over
        "Hedda jogs 3 miles every weekday. How many miles does she jog in 9 days?",  # not whole weeks
        "Hedda jogs 3 miles every weekday. She rests on Sunday. How many miles does she jog in a week?",
        "Hedda jogs 3 miles almost every weekday. How many miles does she jog in 2 weeks?",
        "Hedda jogs 3 miles or 4 miles every weekday. How many miles does she jog in 2 weeks?",
        "Hedda jogs 3 miles a day on weekdays and 4 hours a day on weekends. How many miles does she jog in a week?",
    ],
)
def test_no_rewrite_when_the_days_are_not_whole_weeks(text: str, lexicon: Lexicon) -> None:
    assert week_days(text, lexicon) is None
