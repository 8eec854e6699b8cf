"""A rate in time narrowed to some days ("a day on weekends") is not a rate for every day."""

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    "text",
    [
        "Ivy paints 3 pictures a day on weekends. How many pictures does Ivy paint in a week?",
        "Raj swims 2 miles a day on school days. How many miles does Raj swim in a week?",
        "Raj swims 2 miles a day on Fridays. How many miles does Raj swim in a month?",
    ],
)
def test_a_rate_for_some_days_refuses(text, lexicon):
    refusal = refusal_of(text, lexicon)
    assert refusal.reason == "unsupported_operation"
    assert "some days only" in refusal.detail


def test_a_rate_for_every_day_still_reads(lexicon):
    assert value_of("Ivy reads 3 books a day. How many books does Ivy read in a week?", lexicon) == 21
    assert value_of("Ivy reads 3 books a day at home. How many books does Ivy read in a week?", lexicon) == 21
