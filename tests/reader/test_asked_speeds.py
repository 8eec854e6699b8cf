"""A speed asked of one told trip, read as the length covered in one unit of time (ADR 0301)."""

from fractions import Fraction

import pytest

from reader import Answer, read_problem
from reader.api import read_all
from reader.asked_speeds import read_asked_speed
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # 'What is X's speed (in L per T)?', converted through the pack's units
        ("A girl walks 2.5 km in 30 minutes. What is her speed in kilometers per hour?", 5),
        ("Paul walks 6 kilometers in two hours. What is his speed in meters per minute?", 50),
        ("A truck traveled 150 miles in 3 hours. What was its speed in miles per hour?", 50),
        ("Omar drove 135 miles in 3 hours. What was Omar's speed in miles per hour?", 45),
        ("The ship traveled 90 miles in 6 hours. What was the ship's average speed?", 15),
        ("Mia rode 12 miles in 2 hours. What was her speed in miles per minute?", Fraction(1, 10)),
        ("A rabbit runs 120 meters in 2 minutes. What is its speed in meters per second?", 1),
        # 'the speed of X'
        ("The bus travels 200 kilometers in 4 hours. What is the speed of the bus?", 50),
        # the story's own units, per hour or per second
        ("Lucy swims 50 meters in 25 seconds. What is her speed?", 2),
        # 'How fast', 'At what speed'
        ("Sam biked 18 miles in 2 hours. How fast did he bike?", 9),
        ("A snail travels 6 meters in 3 hours. How fast is the snail traveling?", 2),
        ("The plane travels 1500 miles in 3 hours. At what speed does the plane travel?", 500),
        ("Ben walked 1 mile in 20 minutes. At what speed did he walk in miles per hour?", 3),
        # the speaker as the mover
        ("I skate 5 miles in 150 minutes. What is my average speed in miles per hour?", 2),
        ("I jog 10 kilometers in 2 hours. How fast do I jog?", 5),
    ],
)
def test_speed_asked_of_one_trip(text: str, value: Fraction, lexicon) -> None:
    assert value_of(text, lexicon) == value


def test_the_answer_names_the_speed_unit(lexicon) -> None:
    result = read_problem("Sam biked 18 miles in 2 hours. How fast did he bike in miles per hour?", lexicon)
    assert isinstance(result, Answer)
    assert result.unit == "mile per hour"
    assert "covered in 1 hour" in result.steps[-1]


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # a rest stop told as another time: the average over the trip is not the walking speed
        (
            "Tom walked 6 miles in 2 hours. He rested for 1 hour. What was his average speed?",
            "untaught_verb_role",
        ),
        # a way back or another day told in a sentence of its own: the average over them is not told
        (
            "Tom walked 6 miles in 2 hours. Then he walked back home. What was his average speed?",
            "unexpected_category",
        ),
        (
            "Tom walked 6 miles in 2 hours. He also walked on Sunday. What was his average speed?",
            "unexpected_category",
        ),
        # two movers, 'they', another person's speed
        ("Tom and Ann walked 6 miles in 2 hours. How fast did they walk?", "unexpected_category"),
        ("Tom walked 6 miles in 2 hours. Ann walked 8 miles. What was her speed?", "unexpected_category"),
        ("The car traveled 300 miles in 5 hours. What was Tom's speed?", "unexpected_category"),
        # another way of moving than the told one
        ("Tom walked 6 miles in 2 hours. How fast did he run?", "unexpected_category"),
        # no unit asked and a time in minutes: miles a minute or miles an hour is left open
        ("Tom walked 6 miles in 30 minutes. What was his speed?", "unexpected_category"),
        # a speed of a part of the trip
        ("Tom walked 6 miles in 2 hours. What was his speed for the first 2 miles?", "unexpected_category"),
        # negation, a conditional, not a length per time
        ("Tom did not walk 6 miles in 2 hours. What was his speed?", "unused_operator"),
        ("If Tom walked 6 miles in 2 hours, what was his speed?", "unexpected_category"),
        ("Tom types 300 words in 5 minutes. What is his speed?", "unexpected_category"),
        ("I run 12 miles in 2 hours. How fast does he run?", "unresolved_pronoun"),
        # a speed that is no finite decimal
        (
            "Nora walks 4 kilometers in two hours. What is her speed in meters per minute?",
            "unexpected_category",
        ),
        # a round trip with an untold leg, days repeated
        (
            "Tom walked to the park and back in 2 hours. The park is 3 miles away. What was his average speed?",
            "unexpected_category",
        ),
        ("Tom walked 6 miles in 2 hours each day for 3 days. What was his speed?", "unsupported_operation"),
    ],
)
def test_what_refuses(text: str, reason: str, lexicon) -> None:
    assert refusal_of(text, lexicon).reason == reason


def test_the_reading_itself_declines_a_second_statement(lexicon) -> None:
    text = "Mia swims 600 meters in 10 seconds. Leo swims 300 meters. What is her speed?"
    assert read_asked_speed(text, lexicon, read_all) is None
    text = "Mia swims 600 meters in 10 seconds. Then she swims back. What is her average speed?"
    assert read_asked_speed(text, lexicon, read_all) is None
    assert (
        read_asked_speed("Mia swims 600 meters in 10 seconds. What is her speed?", lexicon, read_all)
        is not None
    )
