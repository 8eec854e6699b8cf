"""The time a told speed needs for a given distance, asked with a dummy 'it' (ADR 0261)."""

import pytest

from packs.model import Lexicon
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # no doer named: the story's one mover
        ("A boat travels 150 miles in 5 hours. How many hours would it take to travel 60 miles?", 2),
        ("A boat travels 30 miles per hour. How many hours would it take to travel 60 miles?", 2),
        ("A boat travels 30 miles per hour. How many minutes would it take to travel 45 miles?", 90),
        # the mover named: a thing, a person, a pronoun, with 'for'
        ("A boat travels 30 miles an hour. How long would it take the boat to travel 90 miles?", 3),
        ("A boat travels 30 miles an hour. How long will it take for the boat to travel 90 miles?", 3),
        ("Gina rides 12 miles per hour. How many hours will it take Gina to ride 30 miles?", 2.5),
        ("Gina rides 12 miles per hour. How many hours will it take her to ride 36 miles?", 3),
        # 'travel' stands for the mover's one way of moving (ADR 0099)
        ("Gina rides 12 miles per hour. How many hours will it take her to travel 36 miles?", 3),
        # a further distance at the same speed, asked as further time
        (
            "A boat travels 150 miles in 5 hours. At the same rate, how many additional hours would it "
            "take to travel an additional 90 miles?",
            3,
        ),
        ("A boat travels 150 miles in 5 hours. How many more hours will it take to travel 60 more miles?", 2),
    ],
)
def test_travel_time_is_read(text: str, value: float, lexicon: Lexicon) -> None:
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        # two movers, another mover, a named doer without the speed
        "A boat travels 30 miles per hour. A raft travels 5 miles per hour. How many hours would it take to travel 60 miles?",
        "A boat travels 30 miles per hour. How many hours would it take the raft to travel 60 miles?",
        "Gina rides 12 miles per hour. How many hours will it take Theo to ride 36 miles?",
        # another way of moving, another unit, an inexact time
        "Gina rides 12 miles per hour. How many hours will it take her to walk 36 miles?",
        "A boat travels 30 miles per hour. How many hours would it take to travel 60 kilometers?",
        "A boat travels 30 miles per hour. How many hours would it take to travel 70 miles?",
        # 'additional' on one side only: the total or the further time?
        "A boat travels 150 miles in 5 hours. How many hours would it take to travel an additional 90 miles?",
        "A boat travels 150 miles in 5 hours. How many additional hours would it take to travel 90 miles?",
        # the doer does something else too
        "Gina rides 12 miles per hour. She reads 20 pages per hour. How many hours will it take her to ride 36 miles?",
    ],
)
def test_travel_time_is_refused(text: str, lexicon: Lexicon) -> None:
    assert refusal_of(text, lexicon) is not None


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # a vehicle's own way of moving (`moves_by`) stands for its told travelling
        ("A plane travels 450 miles in 3 hours. How far could the plane fly in 6 hours?", 900),
        ("A plane travels 450 miles in 3 hours. At this rate, how far could the plane fly in 6 hours?", 900),
        ("A truck travels 50 miles per hour. How many miles can the truck drive in 3 hours?", 150),
        (
            "A plane travels 450 miles in 3 hours. How many hours would it take the plane to fly 1200 miles?",
            8,
        ),
    ],
)
def test_vehicle_verb_is_read(text: str, value: float, lexicon: Lexicon) -> None:
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        # a living thing has no one way of moving; a vehicle not another's; not the way it moves
        "A horse travels 10 miles in 2 hours. How far can the horse swim in 6 hours?",
        "A jet travels 500 miles in 2 hours. How far could the plane fly in 6 hours?",
        "A truck travels 50 miles per hour. How many miles can the truck fly in 3 hours?",
        "A jet travels 500 miles in 2 hours. How many hours would it take to fly 1000 miles?",
    ],
)
def test_vehicle_verb_is_refused(text: str, lexicon: Lexicon) -> None:
    assert refusal_of(text, lexicon) is not None
