"""A speed inside an activity clause, and 'how far' / 'how long' questions about it (ADR 0099)."""

from fractions import Fraction

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # a duration and a speed: distance = speed x time
        ("Gil walked for 3 hours at 4 miles per hour. How far did Gil walk?", 12),
        ("Gil walked 3 hours at 4 miles per hour. How many miles did Gil walk?", 12),
        ("Gil walked at 4 miles per hour for 3 hours. How far did Gil walk?", 12),
        # a distance and a speed: time = distance / speed, exact
        ("Gil walked 12 miles at 4 miles per hour. How long did Gil walk?", 3),
        ("Gil walked 10 miles at 4 miles per hour. How many hours did Gil walk?", Fraction(5, 2)),
        ("If Gil walked 12 miles at 4 miles per hour, how long was Gil walking?", 3),
        ("Gil walked 12 miles at 4 miles per hour. How far did Gil walk?", 12),
        # the asked unit converts within its dimension
        ("Gil walked 6 miles at 4 miles per hour. How many minutes did Gil walk?", 90),
        ("Gil swam for 2 hours at 3 kilometers per hour. How many meters did Gil swim?", 6000),
        # the speed alone is the activity's rate, as "walks 4 miles per hour" is
        ("Gil walks at 4 miles per hour. He walked for 2 hours. How far did he walk?", 8),
        # other activities and other doers are not counted
        ("Gil walked 12 miles at 4 miles per hour. He swam for 2 hours. How long did Gil walk?", 3),
        (
            "Gil walked 12 miles at 4 miles per hour. Ida walked 6 miles at 3 miles per hour. How far did Ida walk?",
            6,
        ),
    ],
)
def test_speed_readings(text, value, lexicon):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # over-determined: a distance, a time and a speed together
        (
            "Gil walked 12 miles in 2 hours at 4 miles per hour. How long did Gil walk?",
            "unsupported_operation",
        ),
        # a group, or no single person
        ("They walked 12 miles at 4 miles per hour. How long did they walk?", "unsupported_operation"),
        ("Gil and Ida walked 12 miles at 4 miles per hour. How long did Gil walk?", "unsupported_operation"),
        # units that do not match the speed's
        ("Gil walked 12 kilometers at 4 miles per hour. How long did Gil walk?", "ambiguous_unit"),
        ("Gil walked for 30 minutes at 4 miles per hour. How far did Gil walk?", "ambiguous_unit"),
        # a time that would need rounding
        ("Gil walked 10 miles at 3 miles per hour. How long did Gil walk?", "unsupported_operation"),
        # a speed of nothing
        ("Gil walked 10 miles at 0 miles per hour. How long did Gil walk?", "underdetermined"),
        # the speed holds for its own stretch only
        (
            "Gil walked for 2 hours at 4 miles per hour. He walked 1 more hour. How far did Gil walk?",
            "underdetermined",
        ),
        # 'how long' / 'how far' about a thing, not the activity
        ("Gil walked 12 miles at 4 miles per hour. How long is the path?", "unsupported_operation"),
        ("Gil walked 12 miles at 4 miles per hour. How far is the lake?", "unsupported_operation"),
        # another doer with no speed
        (
            "Gil walked for 2 hours at 4 miles per hour. Ida walked for 3 hours. How far did Ida walk?",
            "underdetermined",
        ),
        # negation and 'each way'
        ("Gil did not walk 12 miles at 4 miles per hour. How long did Gil walk?", "unused_operator"),
        ("Gil walked 12 miles at 4 miles per hour each way. How long did Gil walk?", "unused_operator"),
    ],
)
def test_speed_refusals(text, reason, lexicon):
    assert refusal_of(text, lexicon).reason == reason


def test_how_far_with_two_length_units_keeps_its_old_reading(lexicon):
    text = "Gil walked 12 miles at 4 miles per hour. He swam 300 meters. How far did Gil walk?"
    refusal_of(text, lexicon)


def test_travel_stands_for_the_one_motion_activity(lexicon):
    text = "If Gil strolled 12 miles at 4 miles per hour, how long was Gil travelling?"
    assert value_of(text, lexicon) == 3
    assert value_of("Gil strolled for 2 hours at 4 miles per hour. How far did Gil travel?", lexicon) == 8


@pytest.mark.parametrize(
    "text",
    [
        # two activities: which one is the travelling?
        "Gil strolled 12 miles at 4 miles per hour. He read for 2 hours. How long was Gil travelling?",
        # an activity with no speed
        "Gil strolled for 2 hours. How far did Gil travel?",
    ],
)
def test_travel_with_no_single_motion_activity_refuses(text, lexicon):
    refusal_of(text, lexicon)


def test_a_verb_of_going_asked_how_far_stands_for_the_one_activity(lexicon):
    text = "If Ida wandered through the woods for 4 hours at 3 miles per hour. How far did Ida go?"
    assert value_of(text, lexicon) == 12
    two = "Ida wandered for 3 hours at 2 miles per hour. Then she swam for 1 hour. How far did Ida go?"
    assert refusal_of(two, lexicon).reason == "underdetermined"
