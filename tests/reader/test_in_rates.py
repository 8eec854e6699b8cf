"""An amount done 'in'/'within' a time, used forward over another time (ADR 0128, on ADR 0066)."""

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Tom can type 60 words in 2 minutes. How many words can he type in 1 hour?", 1800),
        ("Tom types 60 words in 2 minutes. How many words does he type in 1 hour?", 1800),
        ("Ada can read 8 pages in 2 minutes. How many pages can she read in 7 minutes?", 28),
        ("Lena can run 50 meters within 10 seconds. How many meters can she run in 1 minute?", 300),
        ("Kofi can read 30 pages within an hour. How many pages can he read in 5 hours?", 150),
        ("Noah can run 40 yards within 5 seconds. How many feet can he run in 1 minute?", 1440),
        # the same rate read backwards (ADR 0106)
        (
            "Ben can shuck 15 oysters within 3 minutes. How many minutes will it take him to shuck 60 oysters?",
            12,
        ),
    ],
)
def test_rate_in_a_time_used_forward(text, value, lexicon):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # a whole count of oysters only
        (
            "Sam can shuck 15 oysters in 4 minutes. How many oysters can he shuck in 10 minutes?",
            "non_integer_count",
        ),
        (
            "Sam can shuck 10 oysters within 5 minutes. How many oysters can he shuck in 7 seconds?",
            "non_integer_count",
        ),
        # another person, another thing
        (
            "Sam can shuck 10 oysters in 5 minutes. How many oysters can Eva shuck in 2 hours?",
            "unit_mismatch",
        ),
        (
            "Sam can shuck 10 oysters in 5 minutes. How many scallops can he shuck in 3 hours?",
            "unit_mismatch",
        ),
        # the period is not a time, or a second amount follows it
        (
            "Sam can shuck 10 oysters within 5 meters. How many oysters can he shuck in 2 hours?",
            "unsupported_operation",
        ),
        (
            "Sam can shuck 10 oysters in 5 minutes and 3 clams. How many oysters can he shuck in 2 hours?",
            "unsupported_operation",
        ),
        # a fronted period and 'during' are not read
        (
            "During 15 minutes Xavier can score 2 goals. How many goals can he score in 2 hours?",
            "unexpected_category",
        ),
        (
            "Within 2 hours Bob can bake 12 cakes. How many cakes can he bake in 4 hours?",
            "unexpected_category",
        ),
        # a holding 'within' a time is no rate
        ("Bob has 10 apples within 2 days. How many apples does he have?", "unexpected_category"),
    ],
)
def test_rate_in_a_time_refusals(text, reason, lexicon):
    assert refusal_of(text, lexicon).reason == reason
