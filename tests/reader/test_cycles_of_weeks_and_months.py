"""An amount every N weeks, months or years, read over whole cycles of the same units (ADR 0398)."""

import pytest

from packs.model import Lexicon
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Omar saves $5 every 2 months. How much does he save in a year?", 30),
        ("Woody gets $24 every 2 weeks. How much money does he get in 10 weeks?", 120),
        ("A club holds 2 meetings every 4 weeks. How many meetings does it hold in 12 weeks?", 6),
        ("A tree grows 8 inches every 2 years. How many inches does it grow in 10 years?", 40),
        ("Ava reads 2 books every 3 months. How many books does she read in a year?", 8),
        ("Ava reads 2 books every 6 months. How many books does she read per year?", 4),
        ("Ava saves $12 every 24 months. How much does she save in 4 years?", 24),
        ("Ava saves $12 every 2 months. How much does she save in 14 months?", 84),
        ("Ava will read 2 books every 3 months. How many books will she read in a year?", 8),
        ("If Dan earns $50 every 2 weeks, how much does he earn in 6 weeks?", 150),
    ],
)
def test_a_whole_number_of_long_cycles_answers(text: str, value: int, lexicon: Lexicon) -> None:
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        "Ben collects 6 stamps every 2 months. How many stamps does he collect in 5 months?",
        "Dan earns $120 every 2 weeks. How much does he earn in 3 days?",
        "Dan earns $120 every 2 weeks. How much does he earn in a week?",
        "A hen lays 12 eggs every 2 weeks. How many eggs does the hen lay in 30 days?",
        "Jake scores 40 points every 2 months. How many points does he score in 8 weeks?",
    ],
)
def test_a_stretch_off_the_cycle_refuses(text: str, lexicon: Lexicon) -> None:
    """Part of a cycle, or weeks beside months (no whole number of one in the other)."""
    refusal = refusal_of(text, lexicon)
    assert refusal.reason == "unsupported_operation"
    assert refusal.token_text == "every"


@pytest.mark.parametrize(
    "text",
    [
        "Dan earns $120 every 2 weeks. How much does he earn in a year?",
        "Dan earns $120 every 2 weeks. How much does he earn in a month?",
        "Ben collects 6 stamps every 5 months. How many stamps does he collect in a year?",
        "Ava saves $12 every 2 months. How much does she save in a decade?",
        "Ava saves $12 every 2 months. How much does she save in one and a half years?",
        "Dan earns $50 every other week. How much does he earn in 4 weeks?",
        "Dan earns $50 every 1.5 weeks. How much does he earn in 3 weeks?",
        "Dan and Eve earn $120 every 2 weeks. How much do they earn in 4 weeks?",
        "Ava does not read 2 books every 3 months. How many books does she read in a year?",
        "Dan earns $120 every 2 weeks. How many weeks does it take him to earn $600?",
    ],
)
def test_what_no_whole_count_of_cycles_fixes_refuses(text: str, lexicon: Lexicon) -> None:
    refusal_of(text, lexicon)


@pytest.mark.parametrize(
    "text",
    [
        "A goat eats 20 apples every 4 days. How many apples does it eat in 8 days?",
        "Zoe gets $30 every 3 days. How much money does she get in 12 days?",
    ],
)
def test_a_cycle_of_days_still_refuses_at_its_number(text: str, lexicon: Lexicon) -> None:
    """ADR 0339's refusal for days stands: a stretch of days is told with its ends as often as counted."""
    refusal = refusal_of(text, lexicon)
    assert refusal.reason == "unsupported_operation"
    assert refusal.token_text in {"4", "3"}


def test_a_week_cycle_is_its_own_period_not_days_counted(lexicon: Lexicon) -> None:
    """'every 2 weeks' is the rate's denominator, not a count of days that may limit a daily rate."""
    assert (
        value_of("A hen lays 12 eggs every 2 weeks. How many eggs does the hen lay in 6 weeks?", lexicon)
        == 36
    )
    assert value_of("Dan earns $120 every 2 weeks. How much does he earn in 8 weeks?", lexicon) == 480
