"""An amount every N units of time is a rate over those units, read only over whole cycles (ADR 0339)."""

import pytest

from packs.model import Lexicon
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("She writes 1 page every 30 minutes. How many pages does she write in 3 hours?", 6),
        ("A machine makes 150 cans every 8 minutes. How many cans does it make in 2 hours?", 2250),
        ("Sam earns $10 every 2 hours. He works 6 hours a day. How much does he earn in 5 days?", 150),
        ("Sam earns $10 every 120 minutes. How much does he earn in 6 hours?", 30),
        ("Leo reads 1 page every 30 seconds. How many pages does he read in 5 minutes?", 10),
        ("The team scores 2 points every 5 minutes. How many points does the team score in an hour?", 24),
        ("Ivy reads 1 page every 30 minutes. How many pages does she read per hour?", 2),
    ],
)
def test_every_n_units_is_the_amount_shared_over_them(text: str, value: int, lexicon: Lexicon) -> None:
    assert value_of(text, lexicon) == value


def test_every_one_unit_reads_as_before(lexicon: Lexicon) -> None:
    assert value_of("Tom walks 3 miles every day. How many miles does he walk in a week?", lexicon) == 21
    assert value_of("Woody gets $24 every week. How much money does he get in 5 weeks?", lexicon) == 120


@pytest.mark.parametrize(
    "text",
    [
        # 1 or 2 articles in 50 minutes, never 5/2: the act is done once a cycle
        "She writes 1 article every 20 minutes. How many articles does she write in 50 minutes?",
        "Sam earns $10 every 2 hours. He works 5 hours a day. How much does he earn in 4 days?",
        # a time asked may end inside a cycle
        "He reads 1 page every 30 minutes. How many hours does it take him to read 8 pages?",
        # 120 minutes is not a whole number of 45-minute cycles
        "He reads 1 page every 45 minutes. How many pages does he read in 2 hours?",
        # another rate's own unit is a stretch too: one day is not a whole number of 2-day cycles
        "Tom reads 2 pages every 10 minutes. Ann reads 3 pages every minute. How many pages does Tom read in an hour?",
    ],
)
def test_a_stretch_off_the_cycle_refuses(text: str, lexicon: Lexicon) -> None:
    refusal = refusal_of(text, lexicon)
    assert refusal.reason == "unsupported_operation"
    assert refusal.token_text == "every"


@pytest.mark.parametrize(
    "text",
    [
        "A gecko eats 60 crickets every 2 days. How many crickets does it eat in 4 days?",
        "Nina saves $5 every 2 days. How much does she save in 10 days?",
    ],
)
def test_a_cycle_of_days_refuses(text: str, lexicon: Lexicon) -> None:
    """Recurring on dates: 2 or 3 of them in 4 days, as the stretch's ends are counted or not.

    Cycles of weeks, months and years are read since ADR 0398 (tests/reader/test_cycles_of_weeks_and_months.py).
    """
    refusal = refusal_of(text, lexicon)
    assert refusal.reason == "unsupported_operation"
    assert refusal.token_text == "2"


@pytest.mark.parametrize(
    "text",
    [
        "A gecko eats 60 crickets every other day. How many crickets does it eat in 10 days?",
        "A gecko eats 60 crickets every 2nd day. How many crickets does it eat in 10 days?",
        "A gecko eats 60 crickets every 2 or 3 days. How many crickets does it eat in 12 days?",
        "A gecko eats 60 crickets every 1.5 days. How many crickets does it eat in 3 days?",
        "A pole is placed every 6 feet. How many poles are there in 60 feet?",
        "He plants 2 trees every 6 feet. How many trees does he plant in 60 feet?",
        "A gecko eats 60 crickets every 2 days. How many crickets does it eat?",
        "Woody saves 5 dollars every 2 hours. How much does his sister save in 10 hours?",
        "Tom reads 2 pages every 10 minutes. He read 5 pages yesterday. How many pages does he read in an hour?",
    ],
)
def test_other_shapes_still_refuse(text: str, lexicon: Lexicon) -> None:
    assert refusal_of(text, lexicon) is not None


@pytest.mark.parametrize(
    "text",
    [
        "Kim writes 1 page every 30 minutes. She writes 3 pages an hour. How many pages does she write in 2 hours?",
        "Kim writes 3 pages every hour. She writes 1 page every 30 minutes. How many pages does she write in 2 hours?",
        "Mia walks 3 miles per hour. She walks 1 mile every 30 minutes. How far does she walk in 2 hours?",
        "Tom earns $5 every 30 minutes. He earns $12 an hour. How much does he earn in 2 hours?",
    ],
)
def test_two_paces_of_one_act_that_disagree_refuse(text: str, lexicon: Lexicon) -> None:
    """A pace every N minutes beside another per hour: the rate per hour alone answered (red team)."""
    assert refusal_of(text, lexicon).reason == "readings_disagree"


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (
            "Kim writes 1 page every 30 minutes. She writes 2 pages per hour. How many pages does she write in 2 hours?",
            4,
        ),
        (
            "Kim writes 1 page every 30 minutes. Tom writes 3 pages per hour. How many pages does Tom write in 2 hours?",
            6,
        ),
        ("Tom earns $10 an hour. He earns $100 a day. How much does he earn in 2 hours?", 20),
    ],
)
def test_paces_that_agree_or_differ_in_doer_still_answer(text: str, value: int, lexicon: Lexicon) -> None:
    assert value_of(text, lexicon) == value
