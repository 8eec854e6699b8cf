"""Rates nested in rates: a day's amount on some days a week, a duration a day for some days (ADR 0402)."""

import pytest

from packs.model import Lexicon
from reader.kept_durations import kept_durations
from reader.week_days import week_days
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Dara works 8 hours a day, 5 days a week. How many hours does she work in 2 weeks?", 80),
        ("Dara works 7 hours a day for 4 days a week. How many hours does she work in a week?", 28),
        ("Dara works 8 hours a day, 5 days a week. How many minutes does she work in a week?", 2400),
        (
            "Dara works 6 hours a day, 3 days a week. She earns $15 an hour. "
            "How much money does she earn in a week?",
            270,
        ),
        (
            "Dara earns $12 an hour. She works 5 hours a day, 4 days a week. How much does she earn in 2 weeks?",
            480,
        ),
        ("Dara works 9 hours every weekday. How many hours does she work in 4 weeks?", 180),
        ("Dara plays 2 hours a day for 3 days. How many hours does she play?", 6),
        ("Dara practices 45 minutes a day for 4 days. How many hours does she practice?", 3),
        ("Dara worked 8 hours a day for 5 days. She earns $20 an hour. How much did she earn?", 800),
        ("Dara worked 10 hours a week for 3 weeks. How many hours did she work?", 30),
    ],
)
def test_nested_rates_answer(text: str, value: int, lexicon: Lexicon) -> None:
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        "Dara works 8 hours a day, 5 days a week. How many hours does she work in 10 days?",
        "Dara works 8 hours a day, 5 days a week. How many hours does she work in a month?",
        "Dara works 8 hours a day, 8 days a week. How many hours does she work in a week?",
        "Dara works 8 hours a day, 5 days a week. How many days does she work in 3 weeks?",
        "Dara does not work 8 hours a day, 5 days a week. How many hours does she work in a week?",
        "Dara drives to work 5 days a week. She drives 10 miles a day. How many miles does she drive in a week?",
        "Dara plays 2 hours a day for 3 weeks. How many hours does she play?",
        "Dara plays 2 hours a day for 3 days. How many hours does she play each day?",
        "Dara plays 2 hours a day for 3 days. How many days does she play?",
        "Dara can play 2 hours a day for 3 days. How many hours does she play?",
        "Dara plays 2 hours a day for 3 days. On the last day she plays 1 more hour. How many hours does she play?",
        "Dara plays 2 hours a month for 3 days. How many hours does she play?",
        "Dara plays 2 hours a day for 2.5 days. How many hours does she play?",
        "Dara plays 2 hours a day for 3 days. If she skips a day, how many hours does she play?",
    ],
)
def test_nested_rates_refuse(text: str, lexicon: Lexicon) -> None:
    refusal_of(text, lexicon)


def test_works_is_not_a_day_word(lexicon: Lexicon) -> None:
    found = week_days(
        "Dara works 8 hours a day, 5 days a week. How many hours does she work in a week?", lexicon
    )
    assert found is not None and "40 hours every week" in found.text


def test_kept_duration_rewrite(lexicon: Lexicon) -> None:
    found = kept_durations("Dara plays 2 hours a day for 3 days. How many hours does she play?", lexicon)
    assert found is not None and found.text.startswith("Dara plays for 6 hours.")
    assert (
        kept_durations("Dara plays 2 hours a day for 3 weeks. How many hours does she play?", lexicon) is None
    )
