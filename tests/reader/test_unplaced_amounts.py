"""An amount stated with no place may or may not be in the place a question asks about."""

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    "text",
    [
        "In the shed there are 6 green buckets. There are 4 white buckets. How many buckets are in the shed?",
        "In the shed there are 6 green buckets. There are 4 more white buckets than green buckets."
        " How many buckets are in the shed in all?",
    ],
)
def test_an_unplaced_amount_of_the_asked_kind_refuses(text, lexicon):
    refusal = refusal_of(text, lexicon)
    assert refusal.reason == "underdetermined"
    assert "no place" in refusal.detail


def test_amounts_placed_elsewhere_are_left_out(lexicon):
    text = "There are 6 green buckets in the shed and 3 white buckets in the barn. How many buckets are in the shed?"
    assert value_of(text, lexicon) == 6
