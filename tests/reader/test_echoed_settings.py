"""A question's place that repeats where every counted move happened (ADR 0184)."""

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # an unknown move found from the start and the end, asked with the place the story said
        (
            "Rosa had 14 pebbles. She found some pebbles at the lake. Now she has 23 pebbles."
            " How many pebbles did she find at the lake?",
            9,
        ),
        (
            "Rosa had 30 pebbles. She lost some pebbles at the lake. She has 22 pebbles left."
            " How many pebbles did she lose at the lake?",
            8,
        ),
        # riders leaving a vehicle at a fronted stop
        (
            "40 people were on the boat. At the pier some people got off the boat."
            " Then there were 25 people on the boat. How many people got off the boat at the pier?",
            15,
        ),
        # two moves under one fronted place, and the vehicle named again in the question
        (
            "20 people were on the boat. At the pier 5 people got off the boat while some more got on"
            " the boat. Then there were 28 people on the boat. How many people got on the boat at the pier?",
            13,
        ),
        # an occasion, and another move at another place that the question does not count
        (
            "Rosa had 5 pins. She got some more pins for her birthday. Then she had 12 pins."
            " How many pins did Rosa get for her birthday?",
            7,
        ),
        (
            "Rosa had 20 pins. At the fair she won some pins. She lost 6 pins at home. Now she has 19 pins."
            " How many pins did she win at the fair?",
            5,
        ),
        # a known amount, asked with its place
        ("Rosa had 3 pins. She bought 4 pins at the mall. How many pins did she buy at the mall?", 4),
        # plain questions are unchanged
        (
            "Rosa had 14 pebbles. She found some pebbles at the lake. Now she has 23 pebbles."
            " How many pebbles did she find?",
            9,
        ),
    ],
)
def test_read(lexicon, text, expected):
    assert value_of(text, lexicon) == expected


@pytest.mark.parametrize(
    "text",
    [
        # another place than the story's
        "Rosa had 14 pebbles. She found some pebbles at the lake. Now she has 23 pebbles."
        " How many pebbles did she find at the river?",
        # the place said differently
        "Rosa had 14 pebbles. She found some pebbles near the lake. Now she has 23 pebbles."
        " How many pebbles did she find at the lake?",
        # a move of the asked kind with no place
        "Rosa had 14 pebbles. She found 2 pebbles. She found some pebbles at the lake. Now she has 23 pebbles."
        " How many pebbles did she find at the lake?",
        # two places in one sentence: which move was where?
        "Rosa had 14 pebbles. She found 2 pebbles at the river and some pebbles at the lake."
        " Now she has 23 pebbles. How many pebbles did she find at the lake?",
        "Rosa had 30 pebbles. At the lake she lost some pebbles and 2 pebbles at home."
        " She has 22 pebbles left. How many pebbles did she lose at the lake?",
        "Rosa had 30 pebbles. She lost 2 pebbles at home and found 5 pebbles at the lake."
        " How many pebbles did she lose at the lake?",
        # a holding asked at a place is not a move
        "40 people were on the boat. At the pier some people got off the boat."
        " Then there were 25 people on the boat. How many people were on the boat at the pier?",
        # another occasion
        "Rosa had 5 pins. She got some more pins for her birthday. Then she had 12 pins."
        " How many pins did Rosa get for the holidays?",
    ],
)
def test_refused(lexicon, text):
    assert refusal_of(text, lexicon).reason == "unused_operator"


@pytest.mark.parametrize(
    "text",
    [
        # no move of the asked verb, or of the asked person: as the plain question, nothing asked was told
        # (ADR 0193), so a pronoun's reading that names no mover is dropped as the plain question's is
        "Rosa had 14 pebbles. She found some pebbles at the lake. Now she has 23 pebbles."
        " How many pebbles did she lose at the lake?",
        "Rosa had 14 pebbles. She found some pebbles at the lake. Now she has 23 pebbles."
        " How many pebbles did Omar find at the lake?",
    ],
)
def test_no_move_asked(lexicon, text):
    assert refusal_of(text, lexicon).reason == "underdetermined"
