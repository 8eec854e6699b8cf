"""Days of a doing asked after its time was told in hours: refused, since the days it was done on
and its length counted in days are different answers (ADR 0407)."""

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    "text",
    [
        "Leo works 40 hours a week. How many days does he work in 3 weeks?",
        "Leo works 40 hours every week. How many days does he work in 3 weeks?",
        "Leo reads 40 hours a week. How many days does he read in 3 weeks?",
        "Leo works 8 hours a day. How many days does he work in 3 weeks?",
        "Leo worked for 48 hours. How many days did he work?",
        "Leo slept 72 hours. How many days did he sleep?",
        "Leo studies 14 hours a week. How many days does he study in 4 weeks?",
    ],
)
def test_days_of_a_doing_told_in_hours_refuse(lexicon, text):
    assert refusal_of(text, lexicon).reason == "underdetermined"


def test_days_told_in_days_still_answer(lexicon):
    assert value_of("Leo works 5 days a week. How many days does he work in 3 weeks?", lexicon) == 15


def test_hours_asked_of_hours_still_answer(lexicon):
    assert value_of("Leo works 40 hours a week. How many hours does he work in 3 weeks?", lexicon) == 120
