"""Red-team round 0392: a fact joined after a knowing may not carry a time of its own ("and Kim knows
that each box held 8 eggs last year"), and 'that' does not point at an amount told "in an hour" or
"in a day", which the story reads as a rate rather than a doing to add up."""

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    "text",
    [
        "Sam has 3 boxes and Kim knows that each box held 8 eggs last year. How many eggs does Sam have?",
        "Sam has 3 boxes and Kim knows that each box held 8 eggs yesterday. How many eggs does Sam have?",
        "Sam has 3 boxes and Kim knows that on Monday each box held 8 eggs. How many eggs does Sam have?",
    ],
)
def test_a_joined_fact_with_a_time_of_its_own_refuses(lexicon, text):
    refusal = refusal_of(text, lexicon)
    assert (refusal.reason, refusal.token_text) == ("unexpected_category", "that")


@pytest.mark.parametrize(
    "text",
    [
        "Ava drove 30 kilometers in an hour. Then she drove twice that far. How many kilometers did she drive?",
        "Ava drove 30 kilometers in an hour. Then she drove twice that far. "
        "How many kilometers did she drive in all?",
        "Ava read 30 pages in a day and then read twice that. How many pages did she read?",
    ],
)
def test_that_does_not_point_at_an_amount_told_in_a_period(lexicon, text):
    refusal = refusal_of(text, lexicon)
    assert (refusal.reason, refusal.token_text) == ("unexpected_category", "that")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the readings still answer their own shapes
        ("Sam has 3 boxes and Kim knows that each box holds 8 eggs. How many eggs does Sam have?", 24),
        (
            "Ava drove 30 kilometers on Monday. Then she drove twice that far. How many kilometers did she drive?",
            90,
        ),
        ("Ava drove 30 kilometers. Then she drove twice that far. How many kilometers did she drive?", 90),
        ("Ava walked 3 miles and then twice that distance. How many miles did she walk in all?", 9),
    ],
)
def test_the_readings_still_answer(lexicon, text, expected):
    assert value_of(text, lexicon) == expected


@pytest.mark.parametrize(
    "text",
    [
        "Ava drove 30 kilometers in an hour. Then she drove 60 kilometers. How many kilometers did she drive?",
        "Ben walked 4 miles in 2 hours. Later he walked 3 miles. How many miles did he walk in all?",
    ],
)
def test_an_amount_told_with_its_time_is_not_left_out_of_a_total(lexicon, text):
    refusal = refusal_of(text, lexicon)
    assert refusal.reason == "underdetermined"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Ava drove 30 kilometers in 2 hours. How fast did she drive?", 15),
        ("Ava drives 30 kilometers an hour. She drove for 3 hours. How many kilometers did she drive?", 90),
        (
            "Ava can drive 30 kilometers in an hour. She drove for 3 hours. How many kilometers did she drive?",
            90,
        ),
        ("Ava can drive 30 kilometers in an hour. How many kilometers can she drive in 3 hours?", 90),
    ],
)
def test_a_rate_that_is_used_still_answers(lexicon, text, expected):
    assert value_of(text, lexicon) == expected
