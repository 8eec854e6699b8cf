"""Time spent on an activity named by a gerund, and the light verb 'do' (ADR 0118)."""

from fractions import Fraction

import pytest

from reader.substances import activity_of, measure_contains, measure_key
from reader.values import Unit
from tests.reader.reading import refusal_of, value_of

HOUR = Unit("hour", dimension="time", factor=Fraction(3600))


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Sam spent 3 hours reading and 2 hours swimming. How many hours did Sam spend reading?", 3),
        ("Sam spent 3 hours reading and 2 hours swimming. How many hours did Sam spend swimming?", 2),
        ("Sam spent 3 hours reading and 2 hours swimming. How many hours did Sam spend?", 5),
        ("Sam spent 3 hours reading. He spent 2 hours swimming. How many hours did he spend on swimming?", 2),
        ("Sam spent 3 hours reading. He spent 2 hours reading. How many hours did he spend reading?", 5),
        (
            "Sam spent 90 minutes reading and 1 hour running. How many hours did he spend reading?",
            Fraction(3, 2),
        ),
        ("Sam spent 90 minutes reading and 1 hour running. How many minutes did he spend?", 150),
        (
            "Sam spent 3 hours on learning French and 2 hours on learning Spanish. "
            "How many hours did he spend on learning French?",
            3,
        ),
        ("Sam spent 20 minutes cleaning his room. How many minutes did he spend cleaning the room?", 20),
        ("Sam spent 3 hours reading. Ann spent 2 hours reading. How many hours did Sam spend reading?", 3),
        (
            "Sam spent 3 hours reading. Ann spent 2 hours reading. How many hours did they spend reading in all?",
            5,
        ),
        # differences between two activities of one doer
        (
            "Sam spent 3 hours reading and 2 hours swimming. How many more hours did he spend reading than swimming?",
            1,
        ),
        (
            "Sam spent 3 hours reading and 2 hours swimming. How many fewer hours did he spend swimming than reading?",
            1,
        ),
        (
            "Sam spent 3 hours reading and 2 hours swimming. "
            "How many more minutes did he spend reading than on swimming?",
            60,
        ),
        # money spent while doing something is still money spent
        ("Sam spent 4 dollars playing pinball. How many dollars did Sam spend?", 4),
    ],
)
def test_time_spent_on_an_activity_is_of_that_kind(lexicon, text, value):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # the activity must be named the same way
        ("Sam spent 3 hours reading books. How many hours did Sam spend reading?", "unit_mismatch"),
        ("Sam spent 3 hours reading. How many hours did Sam spend reading books?", "unit_mismatch"),
        # the activity's time merged with bare time held or spent
        (
            "Sam had 10 hours. He spent 3 hours reading and 2 hours swimming. "
            "How many hours did he spend reading?",
            "ambiguous_unit",
        ),
        (
            "Sam spent 3 hours reading. He spent 2 more hours. How many hours did he spend reading?",
            "ambiguous_unit",
        ),
        # another doer, a wrong direction, an activity never named
        ("Sam spent 3 hours reading. How many hours did Ann spend reading?", "underdetermined"),
        (
            "Sam spent 3 hours reading and 2 hours swimming. How many more hours did he spend swimming than reading?",
            "negative_count",
        ),
        (
            "Sam spent 3 hours reading and 2 hours swimming. How many more hours did he spend reading than running?",
            "unit_mismatch",
        ),
        # money is not time: a gerund after money names no kind of time
        ("Sam spent $5 playing games. How many hours did he spend playing games?", "unit_mismatch"),
        # a gerund of a verb that moves things (eating) still refuses
        (
            "Sam has 4 apples. He spent 10 minutes eating apples. How many apples does he have?",
            "unexpected_category",
        ),
        # a number inside the activity's phrase
        ("Sam spent 10 minutes downloading 3 games. How many minutes did he spend?", "unexpected_category"),
    ],
)
def test_unsound_activity_readings_refuse(lexicon, text, reason):
    assert refusal_of(text, lexicon).reason == reason


def test_an_activity_is_a_kind_of_time_only():
    reading = Unit("hour", ("act:read",), "time", Fraction(3600))
    assert activity_of(reading) == ("act:read",)
    assert measure_key(reading) == "dim:time+act:read"
    assert measure_contains(HOUR, reading)
    assert not measure_contains(reading, Unit("hour", ("act:swim",), "time", Fraction(3600)))
    assert activity_of(Unit("dollar", ("act:read",), "money")) == ()


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (
            "Mina earns $18 an hour for babysitting. Yesterday, she did 40 minutes of babysitting. "
            "How much did she earn?",
            12,
        ),
        ("Mina earns $12 an hour. She did 3 hours of babysitting. How much did she earn?", 36),
        (
            "Mina earns $12 an hour. She did 90 minutes of babysitting. She did 30 minutes of babysitting. "
            "How much did she earn?",
            24,
        ),
        # clock units convert exactly for any timed activity
        ("Nora earns $12 an hour. She worked 90 minutes. How much money did she earn?", 18),
        ("Mina reads 30 pages an hour. She read for 20 minutes. How many pages did she read?", 10),
    ],
)
def test_a_light_do_with_a_named_duration_is_an_activity(lexicon, text, value):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # no activity named after 'of', or no duration
        ("Mina earns $10 an hour. She did 3 hours. How much did she earn?", "unfinished_frame"),
        (
            "Mina earns $10 an hour. She did 3 push-ups. How much did she earn?",
            "underdetermined",
        ),  # acts, no wage (ADR 0198)
        # not whole cents: no sum of money
        (
            "Mina earns $10 an hour. She did 7 minutes of babysitting. How much did she earn?",
            "underdetermined",
        ),
        # a day of work is not 24 hours of it
        ("Mina earns $10 an hour. She did 2 days of babysitting. How much did she earn?", "underdetermined"),
        ("Mina earns $12 an hour. She worked 1 day. How much did she earn?", "underdetermined"),
        # another doer, negation
        (
            "Mina earns $10 an hour. Ann did 3 hours of babysitting. How much did Mina earn?",
            "underdetermined",
        ),
        ("Mina earns $10 an hour. She did not do 3 hours of work. How much did she earn?", "unused_operator"),
    ],
)
def test_light_verb_near_misses_refuse(lexicon, text, reason):
    assert refusal_of(text, lexicon).reason == reason
