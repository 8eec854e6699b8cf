"""A rate per day narrowed to some days anywhere in its sentence refuses (ADR 0156); every-day rates still read."""

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "token"),
    [
        # a phrase of days opening the sentence, with or without its comma
        # (asked for whole weeks, one Tuesday a week is read since ADR 0375: 6 miles a week)
        ("On Tuesdays, Gus bikes 6 miles a day. How many miles does Gus bike in 9 days?", "On"),
        ("On Tuesdays Gus bikes 6 miles a day. How many miles does Gus bike in 2 weeks?", "On"),
        ("At weekends, Gus walks 4 miles a day. How many miles does Gus walk in a week?", "At"),
        ("During weekdays Gus reads 9 pages a day. How many pages does Gus read in 9 days?", "During"),
        ("In the spring, Gus walks 2 miles a day. How many miles does Gus walk in 30 days?", "In"),
        ("During the week Gus runs 5 miles a day. How many miles does Gus run in a week?", "During"),
        # after the rate: a season, 'the week' (every day or weekdays?), a place gone to on some days
        ("Gus walks 2 miles a day in winter. How many miles does Gus walk in a week?", "in"),
        ("Gus walks 2 miles a day during the week. How many miles does Gus walk in a week?", "during"),
        ("Gus saves $2 a day at school. How much money does Gus save in a week?", "at"),
        ("Gus earns $40 a week in the summer. How much money does Gus earn in 6 weeks?", "in"),
        # conditions on when the rate holds
        ("When it snows, Gus reads 9 pages a day. How many pages does Gus read in a week?", "When"),
        ("Gus reads 9 pages a day when he is sick. How many pages does Gus read in a week?", "when"),
        ("Gus writes 3 notes a day while he is at camp. How many notes does Gus write in 5 days?", "while"),
        # a day unit narrowed by a word before it
        ("Gus reads 9 pages every school day. How many pages does Gus read in a week?", "school day"),
    ],
)
def test_a_rate_said_for_some_days_refuses(text, token, lexicon):
    refusal = refusal_of(text, lexicon)
    assert refusal.reason == "unsupported_operation"
    assert "some days only" in refusal.detail
    assert refusal.token_text == token


def test_a_second_rate_narrowed_in_the_same_sentence_refuses(lexicon):
    text = "Gus reads 9 pages a day and Ada reads 4 pages a day on weekends. How many pages does Gus read in a week?"
    assert refusal_of(text, lexicon).reason == "unsupported_operation"


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Gus reads 9 pages a day. How many pages does Gus read in a week?", 63),
        ("Gus reads 9 pages a day for 4 days. How many pages does Gus read?", 36),
        ("Every day, Gus runs 3 miles. How many miles does Gus run in 5 days?", 15),
        ("This week, Gus runs 3 miles a day. How many miles does Gus run in a week?", 21),
        # days named in another sentence do not narrow this one's rate
        (
            "Gus reads 9 pages a day. On weekends he also plays chess. How many pages does Gus read in a week?",
            63,
        ),
        # a rate per hour states its own hours (ADR 0139), also beside a place gone to on some days
        ("Gus earns $8 an hour at school. He works 3 hours. How much money does Gus earn?", 24),
        # a season that is also a name stays a name
        ("Summer walks 3 miles a day. How many miles does Summer walk in a week?", 21),
        ("Winter saves $4 a day. How much money does Winter save in 5 days?", 20),
    ],
)
def test_rates_for_every_day_still_read(text, value, lexicon):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        # a rate per hour for some days, and hours told on a day of their own (ADR 0303)
        "Leo earns $12 per hour on weekdays. He worked 3 hours on Saturday. How much money did Leo earn?",
        "Leo earns $12 per hour on weekends. He worked 3 hours on Saturday and 2 hours on Monday. "
        "How much money did Leo earn?",
        "Leo earns $12 per hour on Sundays. He worked 3 hours on Monday. How much money did Leo earn?",
    ],
)
def test_hourly_rate_for_some_days_beside_dated_hours_refuses(lexicon, text):
    assert refusal_of(text, lexicon).reason == "unsupported_operation"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Leo earns $12 per hour. He worked 3 hours on Monday. How much money did Leo earn?", 36),
        ("Pia earns $9 an hour on Sundays. She works 6 hours. How much money does she earn?", 54),
    ],
)
def test_hourly_rate_without_dated_hours_still_reads(lexicon, text, expected):
    assert value_of(text, lexicon) == expected
