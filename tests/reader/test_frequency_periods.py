"""A doing repeated twice or thrice a period is that many times the amount per period (ADR 0401)."""

import pytest

from packs.model import Lexicon
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Nell swims 2 km twice a week. How many km does she swim in 3 weeks?", 12),
        ("Nell swims 2 km twice a day. How many km does she swim in a week?", 28),
        ("Nell swims 2 km thrice a week. How many km does she swim in 2 weeks?", 12),
        ("Nell saves $6 twice a month. How much money does she save in a year?", 144),
        ("Nell reads 20 pages twice an hour. How many pages does she read in 3 hours?", 120),
        ("Nell reads 20 pages twice a day. How many pages does she read in 2 weeks?", 560),
        (
            "Nell drinks 3 glasses of juice twice a day. How many glasses of juice does she drink in 4 days?",
            24,
        ),
        ("If Nell reads 10 pages twice a day, how many pages does she read in 4 days?", 80),
        ("Nell reads 20 pages twice a day. How many pages does she read in a day?", 40),
    ],
)
def test_count_of_times_multiplies_the_amount_per_period(text: str, value: int, lexicon: Lexicon) -> None:
    assert value_of(text, lexicon) == value


def test_comparisons_with_twice_read_as_before(lexicon: Lexicon) -> None:
    text = "Nell bakes twice as many cookies as Ola. Ola bakes 6 cookies. How many cookies does Nell bake?"
    assert value_of(text, lexicon) == 12


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # 52 weeks is a rounding of a year
        ("Nell earns $20 twice a week. How much does she earn in a year?", "unused_operator"),
        # 2, 3 or 4 times in 36 hours
        (
            "Nell reads 10 pages twice a day. How many pages does she read in 36 hours?",
            "unsupported_operation",
        ),
        (
            "Nell swims 3 laps twice an hour. How many laps does she swim in 90 minutes?",
            "unsupported_operation",
        ),
        (
            "Nell reads 12 pages twice a week. How many pages does she read in 10 days?",
            "unsupported_operation",
        ),
        # a time asked may end between two doings
        (
            "Nell reads 20 pages twice a day. How many days does it take her to read 200 pages?",
            "unsupported_operation",
        ),
        # no period: twice in all, or twice of something
        ("Nell bakes 8 pies twice. How many pies does she bake?", "unused_operator"),
        # the count after the period is not read
        ("Nell reads 20 pages a day twice. How many pages does she read in 3 days?", "unused_operator"),
        ("Nell reads 20 pages every day twice. How many pages does she read in 3 days?", "unused_operator"),
        # an amount that is already a rate
        ("Nell earns $10 an hour twice a week. How much does she earn in a week?", "unexpected_category"),
        ("Nell does not swim 2 laps twice a day. How many laps does she swim in a week?", "unused_operator"),
    ],
)
def test_unsound_frequencies_refuse(text: str, reason: str, lexicon: Lexicon) -> None:
    assert refusal_of(text, lexicon).reason == reason
