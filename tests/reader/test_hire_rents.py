"""One thing hired or rented by time, at a price per unit of time (ADR 0471)."""

import pytest

from packs.model import Lexicon
from reader.hire_rents import read_hire_rents
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # the time, then the rate
        ("Wendell hires a mechanic for 3 hours at $48 an hour. How much did he pay?", 144),
        ("Fiona rents a tent for 5 days at $9 per day. How much will she pay in total?", 45),
        ("Cyrus rented a locker for 4 weeks at $6 a week. How much money did Cyrus pay?", 24),
        # the rate, then the time
        ("Mabel hired a pianist for $70 an hour for 2 hours. How much did it cost her?", 140),
        # the time per day for a count of days
        ("Otto rents a boat for 3 hours a day for 2 days at $16 an hour. How much did he pay?", 96),
        # the price in a sentence of its own
        ("Lidia rents a garage for 2 months. It costs $120 a month to rent. How much does she pay?", 240),
        ("Basil hired a cleaner for 4 hours. The cleaner charges $19 an hour. How much did he pay?", 76),
    ],
)
def test_read(text: str, value: int, lexicon: Lexicon) -> None:
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        # the rate's unit is not the time's
        "Wendell hires a mechanic for 3 days at $48 an hour. How much did he pay?",
        "Otto rents a boat for 3 hours a day for 2 weeks at $16 an hour. How much did he pay?",
        # a tip or a fee after the hiring
        "Wendell hires a mechanic for 3 hours at $48 an hour. Wendell adds a 15% tip. How much did he pay?",
        "Basil hired a cleaner for 4 hours. The cleaner charges $19 an hour. He also pays a $10 fee. "
        "How much did he pay?",
        # a count hired: each, or all together?
        "Fiona rents three tents for 5 days at $9 per day. How much will she pay in total?",
        # another person asked, or a pronoun that does not agree
        "Cyrus rented a locker for 4 weeks at $6 a week. How much money did Nadia pay?",
        "Mabel hired a pianist for $70 an hour for 2 hours. How much did it cost him?",
        # a price told twice, or of another thing
        "Lidia rents a garage for 2 months at $120 a month. It costs $120 a month to rent. How much does she pay?",
        "Basil hired a cleaner for 4 hours. The painter charges $19 an hour. How much did he pay?",
        # renting out is earning, not paying
        "Cyrus rents out a locker for 4 weeks at $6 a week. How much money does he make?",
    ],
)
def test_refused(text: str, lexicon: Lexicon) -> None:
    refusal_of(text, lexicon)


def test_reading_answers_in_dollars_with_its_steps(lexicon: Lexicon) -> None:
    found = read_hire_rents(
        "Wendell hires a mechanic for 3 hours at $48 an hour. How much did he pay?", lexicon
    )
    assert found is not None
    assert found.value == 144 and found.unit == "dollar"
    assert found.steps[-1] == "3 hours at 48 dollars per hour: 3 x 48 = 144"


def test_reading_leaves_other_shapes_to_the_chain(lexicon: Lexicon) -> None:
    assert read_hire_rents("Wendell buys 3 pens at $4 each. How much did he pay?", lexicon) is None
