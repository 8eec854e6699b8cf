"""Days of a week counted, named in a list, left out or starting on Sunday (ADR 0375, beside ADR 0366)."""

import pytest

from packs.model import Lexicon
from reader.week_days import week_days
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # a count of unnamed days in every week
        ("Rufus carves 2 spoons a day, 5 days a week. How many spoons does Rufus carve in 3 weeks?", 30),
        ("Rufus carves 2 spoons per day for 4 days a week. How many spoons does Rufus carve in 2 weeks?", 16),
        ("Rufus saves $3 a day, six days a week. How much money does Rufus save in 2 weeks?", 36),
        ("Rufus studies 3 hours a night, 4 nights a week. How many hours does Rufus study in 5 weeks?", 60),
        ("Rufus carves 2 spoons a day, 5 days a week. How many spoons does Rufus carve per week?", 10),
        # every day but some named days
        ("Rufus carves 2 spoons every day except Sunday. How many spoons does Rufus carve in 2 weeks?", 24),
        (
            "Rufus carves 2 spoons every day except on Sundays. How many spoons does Rufus carve in a week?",
            12,
        ),
        ("Rufus carves 2 spoons every day except weekends. How many spoons does Rufus carve in 3 weeks?", 30),
        (
            "Rufus carves 2 spoons every night except Friday and Saturday. "
            "How many spoons does Rufus carve in 2 weeks?",
            20,
        ),
        # named days listed, or a span after 'every'
        ("Rufus carves 2 spoons every Tuesday and Friday. How many spoons does Rufus carve in 4 weeks?", 16),
        (
            "Rufus carves 2 spoons every Monday, Wednesday and Friday. How many spoons does he carve in 2 weeks?",
            12,
        ),
        (
            "Rufus carves 2 spoons every Monday through Thursday. How many spoons does Rufus carve in 2 weeks?",
            16,
        ),
        (
            "Rufus carves 2 spoons a day on Tuesdays and Fridays. How many spoons does Rufus carve in 4 weeks?",
            16,
        ),
        ("Rufus carves 2 spoons a day on Mondays. How many spoons does Rufus carve in 4 weeks?", 8),
        # a week counted from Sunday
        (
            "Rufus sleeps 8 hours a night from Sunday to Thursday. How many hours does Rufus sleep in a week?",
            40,
        ),
        (
            "From Sunday through Tuesday, Rufus carves 2 spoons a day. How many spoons does he carve in 2 weeks?",
            12,
        ),
        # two sets of days joined with ', and'
        (
            "Rufus jogs 2 miles a day from Monday to Friday, and 5 miles a day on weekends. "
            "How many miles does Rufus jog in 2 weeks?",
            40,
        ),
    ],
)
def test_days_of_a_week_told_in_more_ways_make_a_week_s_amount(
    text: str, value: int, lexicon: Lexicon
) -> None:
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        # 'every other day', exceptions that cannot be counted, vague or past days
        "Rufus carves 2 spoons every other day. How many spoons does Rufus carve in 2 weeks?",
        "Rufus carves 2 spoons every day except holidays. How many spoons does Rufus carve in 2 weeks?",
        "Rufus carves 2 spoons every day except one. How many spoons does Rufus carve in 2 weeks?",
        "Rufus carves 2 spoons a day except Sunday. How many spoons does Rufus carve in 2 weeks?",
        "Rufus carves 2 spoons every day except Sunday, when he carves 5. How many spoons in 2 weeks?",
        "Rufus carves 2 spoons every day except Sunday or Monday. How many spoons does he carve in 2 weeks?",
        # one named day, or named days with no 'every' and no plural: one week or every week?
        "Rufus carves 2 spoons a day on Monday. How many spoons does Rufus carve in 3 weeks?",
        "Rufus carves 2 spoons a day on Saturday and Sunday. How many spoons does Rufus carve in 3 weeks?",
        "Rufus carves 2 spoons on Saturdays and Sundays. How many spoons does Rufus carve in 3 weeks?",
        "Rufus carves 2 spoons every Monday or Thursday. How many spoons does Rufus carve in 3 weeks?",
        # a span over the end of a week that does not start on Sunday
        "Rufus carves 2 spoons a day from Saturday to Tuesday. How many spoons does Rufus carve in 2 weeks?",
        # counted days that are not a whole count of a week's days, or that may share days
        "Rufus carves 2 spoons a day, 8 days a week. How many spoons does Rufus carve in 2 weeks?",
        "Rufus carves 2 spoons a day, 2.5 days a week. How many spoons does Rufus carve in 2 weeks?",
        "Rufus carves 2 spoons a day, 3 days a month. How many spoons does Rufus carve in 2 weeks?",
        "Rufus carves 2 spoons a day, 3 days a week, and 4 spoons a day on weekends. How many in 2 weeks?",
        "Rufus carves 2 spoons, 5 days a week. How many spoons does Rufus carve in 2 weeks?",
        # a week named in the statement, another day told, or a question over days
        "In the first week, Rufus carves 2 spoons a day, 5 days a week. How many spoons does he carve in 3 weeks?",
        "Rufus carves 2 spoons a day, 5 days a week. On Friday he carved 3 more. How many spoons in 3 weeks?",
        "Rufus carves 2 spoons a day, 5 days a week. How many spoons does Rufus carve in 10 days?",
        "Rufus carves 2 spoons every Tuesday and Friday. How many spoons does Rufus carve on Friday?",
    ],
)
def test_days_not_told_one_by_one_or_not_countable_refuse(text: str, lexicon: Lexicon) -> None:
    refusal_of(text, lexicon)


def test_the_rewrite_tells_the_days_counted(lexicon: Lexicon) -> None:
    found = week_days(
        "Rufus carves 2 spoons a day, 5 days a week. How many spoons does Rufus carve in 3 weeks?", lexicon
    )
    assert found is not None
    assert found.text.startswith("Rufus carves 10 spoons every week.")
    assert found.steps == ("2 spoons on each of 5 days of a week = 10 spoons every week",)


def test_a_count_beside_a_second_set_of_days_is_not_rewritten(lexicon: Lexicon) -> None:
    text = "Rufus carves 2 spoons a day, 5 days a week and 3 spoons a day on weekends. How many in 2 weeks?"
    assert week_days(text, lexicon) is None


def test_every_day_but_named_days_leaves_them_out(lexicon: Lexicon) -> None:
    found = week_days(
        "Rufus carves 2 spoons every day except Tuesday, Thursday and Saturday. "
        "How many spoons does Rufus carve in 2 weeks?",
        lexicon,
    )
    assert found is not None
    assert found.text.startswith("Rufus carves 8 spoons every week.")
