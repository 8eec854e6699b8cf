"""Time spent on each occasion of a doing repeated a number of times a period (ADR 0464)."""

from fractions import Fraction

import pytest

from packs.model import Lexicon
from reader.occasion_times import read_occasion_times
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # time spent, the doing after the count or before it, asked over a longer stretch
        (
            "Walter spends 15 minutes twice a day on reading. How many hours a week does he spend reading?",
            Fraction(7, 2),
        ),
        (
            "Irene spends 25 minutes on sketching three times a week. How many hours does she spend sketching in 12 weeks?",
            15,
        ),
        (
            "Colin spends half an hour twice a day brushing his horse. How many minutes does he spend brushing his horse each day?",
            60,
        ),
        (
            "Ruth spends 45 minutes twice a month on baking. How many hours a year does she spend on baking?",
            18,
        ),
        (
            "Derek spends 10 minutes 6 times a day stretching. How many minutes does he spend stretching in a week?",
            420,
        ),
        ("Agnes spends 3 hours once a week gardening. How many minutes does she spend per week?", 180),
        # a doing with its time after the count, asked with the doing's own verb
        (
            "Hugo volunteers at the museum twice a month for 3 hours at a time. How many hours does he volunteer a year?",
            72,
        ),
        ("Paula swims 4 times a week for 30 minutes each time. How many hours does she swim in 5 weeks?", 10),
        ("Dennis rows for 50 minutes 3 times a week. How many minutes does he row per week?", 150),
        # two doings about one thing, summed
        (
            "Diane spends a quarter of an hour twice a day walking her dog. She also spends 10 minutes every day"
            " feeding her dog. How many minutes does Diane spend on her dog each day?",
            40,
        ),
        # a place charging its members a price a number of times a period
        (
            "A yoga studio charges its members $9 twice a week. If it has 50 members, how much does it make a week?",
            900,
        ),
        (
            "The tennis club charges each member $6 three times a month. It has 20 members."
            " How much money does the club earn in a year?",
            4320,
        ),
    ],
)
def test_read(text: str, value: Fraction, lexicon: Lexicon) -> None:
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        # a pronoun that does not agree, or a name of no known gender asked with a pronoun
        "Walter spends 20 minutes twice a day on reading. How many hours a week does she spend reading?",
        "Quillon spends 20 minutes twice a day on reading. How many hours a week does he spend reading?",
        # another doing asked, or a doing asked the story does not tie the time to
        "Walter spends 20 minutes twice a day on reading. How many hours a week does he spend painting?",
        "Walter spends 20 minutes twice a day. How many hours a week does he spend reading?",
        # a week never becomes a year, a month never becomes days, a stretch shorter than the period
        "Ruth spends 45 minutes twice a week on baking. How many hours a year does she spend on baking?",
        "Ruth spends 45 minutes twice a month on baking. How many hours a week does she spend on baking?",
        "Ruth spends 45 minutes twice a week on baking. How many minutes a day does she spend on baking?",
        # "for 3 hours" with no "at a time" may be the whole stretch
        "Hugo volunteers at the museum twice a month for 3 hours. How many hours does he volunteer a year?",
        # a negation, a second person, another verb in the question
        "Hugo does not volunteer at the museum twice a month for 3 hours at a time. How many hours does he volunteer a year?",
        "Paula swims 4 times a week for 30 minutes each time. How many hours does Grace swim in 5 weeks?",
        "Paula swims 4 times a week for 30 minutes each time. How many hours does she run in 5 weeks?",
        # a second doing about another thing than the one asked
        "Diane spends a quarter of an hour twice a day walking her dog. She also spends 10 minutes every day"
        " feeding her cat. How many minutes does Diane spend on her dog each day?",
        # members of another kind, a stretch the period does not fill, a spending question
        "The tennis club charges each member $6 three times a month. It has 20 coaches."
        " How much money does the club earn in a year?",
        "A yoga studio charges its members $9 twice a week. If it has 50 members, how much does it make a month?",
        "A yoga studio charges its members $9 twice a week. If it has 50 members, how much does it spend a week?",
        # no unit asked
        "Walter spends 20 minutes twice a day on reading. How much time does he spend reading each week?",
    ],
)
def test_refused(text: str, lexicon: Lexicon) -> None:
    refusal_of(text, lexicon)


def test_reading_gives_steps_and_unit(lexicon: Lexicon) -> None:
    found = read_occasion_times(
        "Paula swims 4 times a week for 30 minutes each time. How many hours does she swim in 5 weeks?",
        lexicon,
    )
    assert found is not None
    assert (found.value, found.unit) == (Fraction(10), "hour")
    assert "20 times" in found.steps[0]


def test_no_count_word_is_not_read(lexicon: Lexicon) -> None:
    assert (
        read_occasion_times(
            "Walter spends 20 minutes a day reading. How many hours a week does he spend?", lexicon
        )
        is None
    )
