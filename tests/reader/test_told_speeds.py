"""Trips told with a speed in everyday words, and legs told in a row (ADR 0305)."""

from fractions import Fraction

import pytest

from reader import Answer, read_problem
from reader.api import read_all
from reader.speed_legs import read_speed_legs
from reader.told_speeds import told_plainly
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "plain"),
    [
        ("Tom drives at 50 mph for 3 hours.", "Tom drives at 50 miles per hour for 3 hours."),
        ("She walks at 4 km/h for 2 hours.", "She walks at 4 kilometers per hour for 2 hours."),
        ("He runs at a speed of 6 mph.", "He runs at 6 miles per hour."),
        ("He runs at an average speed of 6 km/hr.", "He runs at 6 kilometers per hour."),
        ("He drives at 60 mph for 4 hours and 30 minutes.", "He drives at 60 miles per hour for 4.5 hours."),
        ("He drives at 60 mph for 2 and a half hours.", "He drives at 60 miles per hour for 2.5 hours."),
        ("He drives at 60 mph for an hour and a half.", "He drives at 60 miles per hour for 1.5 hours."),
        ("He drives at 60 mph for half an hour.", "He drives at 60 miles per hour for 0.5 hours."),
    ],
)
def test_speeds_and_durations_told_plainly(text: str, plain: str, lexicon) -> None:
    assert told_plainly(text, lexicon) == plain


@pytest.mark.parametrize(
    "text",
    [
        # a top or maximum speed is not the speed driven; a pay rate is no speed
        "He drives at the maximum speed of 50 miles per hour for 3 hours.",
        "She earns at a rate of $12 per hour for 2 hours and 30 minutes.",
        # no speed told: durations in other stories are left alone
        "She reads for 2 hours and 30 minutes.",
        # 2 hours 20 minutes is no exact decimal of hours, and 'respectively' splits the amounts
        "He drives at 60 miles per hour for 2 hours and 20 minutes.",
        "Tom and Ann drive at 40 mph for 2 hours and 30 minutes respectively.",
    ],
)
def test_what_is_not_retold(text: str, lexicon) -> None:
    plain = told_plainly(text, lexicon)
    assert plain is None or ("maximum speed of" in plain or "20 minutes" in plain or "$12" in plain)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Tom drives at 50 mph for 3 hours. How far does he drive?", 150),
        ("Ivy walked 3mph for 2 hours. How far did she walk?", 6),  # the unit glued to its number
        ("Leo cycles at a speed of 12 miles per hour for 3 hours. How many miles does he cycle?", 36),
        (
            "Nina walks at 5 km/h for 2 hours and 30 minutes. How many kilometers does she walk?",
            Fraction(25, 2),
        ),
        ("Omar jogs at an average speed of 6 mph for an hour and a half. How far does he jog?", 9),
        ("Tom drives at 40 mph. How long does it take him to drive 120 miles?", 3),
        ("Tom drives at 40 mph. How many minutes does it take him to drive 120 miles?", 180),
        # a leg's time in another unit than the speed's, converted to sum the legs
        (
            "Tom ran at 6 mph for 20 minutes and then walked at 2 mph for 30 minutes. How far did he travel?",
            3,
        ),
        # legs in a row
        ("Tom drives 2 hours at 60 mph and then 3 hours at 50 mph. How far does he drive?", 270),
        (
            "Tom drives at 60 mph for 2 hours. Then he drives at 50 mph for 3 hours. How far does he drive in total?",
            270,
        ),
        ("Ann runs at 6 mph for 1 hour and then walks at 3 mph for 2 hours. How far does she travel?", 12),
        ("Ann runs at 6 mph for 1 hour and then walks at 3 mph for 2 hours. How far does she walk?", 6),
        (
            "Dora skates at 12 mph for 1 hour and then at 8 mph for 15 minutes. How many minutes does she skate?",
            75,
        ),
        (
            "Tom drives at 60 mph for 2 hours and then at 50 mph for 3 hours. How many feet does he drive?",
            1425600,
        ),
    ],
)
def test_told_trips(text: str, value: Fraction, lexicon) -> None:
    assert value_of(text, lexicon) == value


def test_the_steps_say_what_was_retold_and_summed(lexicon) -> None:
    result = read_problem("Tom drives at 50 mph for 3 hours. How far does he drive?", lexicon)
    assert isinstance(result, Answer)
    assert result.steps[0].startswith("the speed and the time read as told plainly")
    legs = read_problem(
        "Tom drives 2 hours at 60 mph and then 3 hours at 50 mph. How far does he drive?", lexicon
    )
    assert isinstance(legs, Answer)
    assert "sum over its 2 legs: 120 + 150 = 270 mile" in legs.steps[-1]


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # another mover, 'they', two movers
        ("Tom drives at 50 mph for 3 hours. How far does Ann drive?", "unknown_word"),
        ("Tom and Ann drive at 40 mph for 2 hours. How far do they drive?", "unknown_word"),
        (
            "Tom drives at 60 mph for 2 hours. Then she drives at 50 mph for 3 hours. How far does he drive?",
            "unknown_word",
        ),
        # a way back or a rest with no amount, a speed compared
        (
            "Tom drives at 50 mph for 3 hours. Then he drives back home. How far does he drive in all?",
            "unknown_word",
        ),
        (
            "Tom drives at 60 mph for 2 hours and then rests for 1 hour. How far does he drive?",
            "unknown_word",
        ),
        (
            "Tom drives at 60 mph for 2 hours and then at twice the speed for 3 hours. How far does he drive?",
            "unknown_word",
        ),
        # a modal, a maximum speed, another unit system
        (
            "Tom drives at 60 mph for 2 hours and then at 50 mph for 3 hours. How far would he drive?",
            "unknown_word",
        ),
        (
            "Tom drives at the maximum speed of 50 mph for 3 hours. How far does he drive?",
            "unexpected_category",
        ),
        ("She walks at 4 km/h for 2 hours. How many miles does she walk?", "unknown_word"),
        # one leg with a time in another unit than the speed's stays refused (ADR 0099)
        ("Tessa runs at 8 mph for 45 minutes. How far does she run?", "unknown_word"),
        # 2 hours 20 minutes: no exact decimal of hours
        ("Tom drives at 60 mph for 2 hours and 20 minutes. How far does he drive?", "unknown_word"),
    ],
)
def test_what_refuses(text: str, reason: str, lexicon) -> None:
    assert refusal_of(text, lexicon).reason == reason


def test_an_untold_leg_refuses_the_plain_reading_too(lexicon) -> None:
    """The way back has no amount: before ADR 0305 the ordinary reading answered 3 here."""
    text = "Tom walks for 3 hours. Then he walks back home. How many hours does he walk in all?"
    found = refusal_of(text, lexicon)
    assert found.reason == "underdetermined"
    assert "told with no distance or time" in found.detail


def test_legs_need_one_mover_and_the_legs_verb(lexicon) -> None:
    story = "Tom drives at 60 miles per hour for 2 hours and then at 50 miles per hour for 3 hours."
    assert read_speed_legs(story + " How far does Ann drive?", lexicon, read_all) is None
    assert read_speed_legs(story + " How far does he swim?", lexicon, read_all) is None
    assert read_speed_legs(story + " How far does he drive on Monday?", lexicon, read_all) is None
    found = read_speed_legs(story + " How far does he drive?", lexicon, read_all)
    assert found is not None and found.value == 270
