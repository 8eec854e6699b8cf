"""A rate told per clock cycle or per timed occurrence carried to a longer period (ADR 0412)."""

import pytest

from packs.model import Lexicon
from reader.period_rates import period_rates
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Omar takes a tablet every 6 hours. How many tablets does he take a week?", 28),
        ("Omar takes a tablet every 6 hours. How many tablets does he take in a week?", 28),
        ("Omar takes 3 pills every 8 hours. How many pills does he take in 2 weeks?", 126),
        ("Omar eats a wafer every 4 hours. How many wafers does he eat per day?", 6),
        ("Omar drinks 2 mugs of tea every 12 hours. How many mugs of tea does he drink in 6 days?", 24),
        ("Omar uses a filter every 3 hours. How many filters does he use each week?", 56),
        ("Omar takes 2 tablets every 8 hours. How many tablets does he take in 16 hours?", 4),
        ("Mara skates twice a month for 3 hours at a time. How many hours does she skate per year?", 72),
        ("Mara skates twice a month for 3 hours at a time. How many hours does she skate a year?", 72),
        (
            "Mara bikes 3 times a week for 25 minutes each time. How many minutes does she bike in 4 weeks?",
            300,
        ),
        ("Mara hikes thrice a month for 2 hours every time. How many hours does she hike in 2 years?", 144),
    ],
)
def test_a_rate_per_cycle_or_occurrence_is_carried_over_the_period(
    text: str, value: int, lexicon: Lexicon
) -> None:
    assert value_of(text, lexicon) == value


def test_the_rate_is_written_per_period(lexicon: Lexicon) -> None:
    found = period_rates("Omar takes a tablet every 6 hours. How many tablets does he take a week?", lexicon)
    assert found is not None
    assert found.text == "Omar takes 4 tablet a day. How many tablets does he take a week?"
    timed = period_rates(
        "Mara skates twice a month for 3 hours at a time. How many hours does she skate per year?", lexicon
    )
    assert timed is not None
    assert timed.text == "Mara skates for 6 hours a month. How many hours does she skate per year?"


def test_empty_or_unrelated_text_is_not_rewritten(lexicon: Lexicon) -> None:
    assert period_rates("", lexicon) is None
    assert period_rates("Omar has 3 pens. How many pens does he have?", lexicon) is None


@pytest.mark.parametrize(
    "text",
    [
        # a cycle that does not divide a day, of minutes (a pace), or of days on dates
        "Omar takes a tablet every 5 hours. How many tablets does he take in a week?",
        "Omar takes a tablet every 30 minutes. How many tablets does he take in a day?",
        "Omar takes a tablet every other day. How many tablets does he take in a week?",
        # a month holds no fixed number of days; half a day, a day and a half
        "Omar takes a tablet every 8 hours. How many tablets does he take in a month?",
        "Omar takes 2 tablets every 8 hours. How many tablets does he take in 1.5 days?",
        # a pace of reading is not kept all day; hours of the day told elsewhere
        "Omar reads a page every 2 hours. How many pages does he read in a day?",
        "Omar takes a tablet every 6 hours for 12 hours. How many tablets does he take in a day?",
        # negation, a condition, a group, a time asked of a count of things
        "Omar does not take a tablet every 6 hours. How many tablets does he take in a week?",
        "If Omar takes a tablet every 6 hours, how many tablets does he take in a week?",
        "Omar and Mara each take a tablet every 6 hours. How many tablets do they take in a week?",
        "Omar takes a tablet every 6 hours. How many hours does he sleep in a week?",
        # each time or all told? a week into a year; a stretch that is not whole periods
        "Mara skates twice a week for 3 hours. How many hours does she skate in 4 weeks?",
        "Mara skates twice a week for 3 hours at a time. How many hours does she skate in a year?",
        "Mara skates twice a week for 3 hours at a time. How many hours does she skate in 10 days?",
        "Mara skates twice a week for 3 hours at a time. How many hours does she skate?",
    ],
)
def test_unsound_periods_refuse(text: str, lexicon: Lexicon) -> None:
    assert refusal_of(text, lexicon) is not None
