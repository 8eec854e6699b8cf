"""A story told for every period, asked about one period in the present (ADR 0192)."""

from __future__ import annotations

from fractions import Fraction

import pytest

from packs.loader import load_pack
from packs.location import default_pack_dir
from reader.api import Answer, read_problem
from reader.one_period import one_period_text
from reader.refusals import ReaderRefusal

LEX = load_pack(default_pack_dir()).lexicon


def _value(text: str) -> Fraction | None:
    result = read_problem(text, LEX)
    return result.value if isinstance(result, Answer) else None


def test_several_amounts_after_an_opening_are_each_per_day():
    text = (
        "Every day Nadia spends 9 hours on learning dutch, 3 hours on learning french and 4 hours on"
        " learning greek. How many more hours does she spend on learning dutch than she does on learning greek?"
    )
    assert _value(text) == 5


def test_a_present_question_about_a_weekly_rate_is_one_week():
    result = read_problem("Every week Tom earns 190 dollars. How much does he earn?", LEX)
    assert isinstance(result, Answer) and result.value == 190
    assert "one week" in result.steps[0]


def test_the_question_may_name_the_period():
    assert _value("Every day Hugo picks 14 apples and 6 pears. How many fruits does he pick each day?") == 20


def test_a_trailing_every_with_one_amount():
    assert _value("Felix earns 65 dollars each week. How much does he earn?") == 65


def test_a_counted_period_is_still_scaled():
    assert _value("Every day Mia picks 12 apples. How many apples does she pick in 3 days?") == 36


def test_the_openings_are_taken_away_from_the_text():
    found = one_period_text("Every day, Mia picks 12 apples. How many apples does she pick every day?", LEX)
    assert found is not None
    assert found[0] == "Mia picks 12 apples. How many apples does she pick?"
    assert found[1].lemma == "day"


@pytest.mark.parametrize(
    "text",
    [
        "Every day Mia picks 12 apples. How many apples did she pick?",
        "Every day Mia picks 12 apples. How many apples will she pick?",
        "Every day Mia picks 12 apples. How many apples does she pick in all?",
        "Every day Mia picks 12 apples. How many apples does she pick altogether?",
        "Every day Mia picks 12 apples. How many apples does she have?",
        "Every day Mia picks 12 apples. She has 4 apples. How many apples does she pick?",
        "Every day Mia picks 12 apples. Every week she picks 30 pears. How many apples does she pick?",
        "Every day Mia picks 12 apples. If she picks for 3 days how many apples does she pick?",
        "Every day Mia picked 12 apples. How many apples does she pick?",
        "Every week Mia works 5 days. How many hours does she work?",
        "Tom earns 19 dollars an hour. How much does he earn?",
        "Tom earns 190 dollars a week. How much does he earn?",
    ],
)
def test_another_time_tense_or_holding_refuses(text):
    assert isinstance(read_problem(text, LEX), ReaderRefusal)


def test_a_statement_with_no_period_leaves_the_reading_aside():
    assert (
        one_period_text(
            "Mia has 4 apples. Every day Mia picks 12 apples. How many apples does she pick?", LEX
        )
        is None
    )
