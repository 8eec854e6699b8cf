"""Several flat things of one size and how many there are: the area of them all (ADR 0213)."""

from fractions import Fraction

import pytest

from reader import Answer, read_problem
from tests.reader.reading import refusal_of, value_of

ROOMS = "Omar's rooms are 12 feet long and 9 feet wide."


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (ROOMS + " He has 4 rooms. How much carpet does he need to cover the floors of all the rooms?", 432),
        (
            ROOMS
            + " If he has 4 rooms in all, how much carpet does he need to cover the floors of all rooms?",
            432,
        ),
        (ROOMS + " If he has 4 rooms in all How much carpet does he need to cover all of his rooms?", 432),
        (
            ROOMS
            + " Omar has 4 rooms. How many square feet of carpet does Omar need to cover all the rooms?",
            432,
        ),
        (
            "The stalls were 4 yards wide and 5 yards long. There are 8 stalls in total. What is the total area of all the stalls?",
            160,
        ),
        (
            "Each pane is 2 feet long and 1.5 feet wide. There are 10 panes. How much film does Ravi need to cover all of them?",
            30,
        ),
        (
            "Hugo has 5 desks. Each desk is 4 feet long and 2 feet wide. How much paper does he need to cover all his desks?",
            40,
        ),
        (
            "Each of Rosa's beds is 3 meters long and 2 meters wide. Rosa owns 7 beds. What is the area of all her beds?",
            42,
        ),
        (
            "Nadia's shelves are 2.5 feet long and 2 feet wide. She has 3 shelves. How much paint does she need to cover all the shelves?",
            15,
        ),
    ],
)
def test_the_area_of_every_one_is_read(lexicon, text, value):
    assert value_of(text, lexicon) == Fraction(value)


def test_the_answer_is_in_square_units(lexicon):
    result = read_problem(ROOMS + " He has 4 rooms. What is the total area of all the rooms?", lexicon)
    assert isinstance(result, Answer)
    assert (result.value, result.unit) == (432, "square foot")
    assert result.steps[-1] == "108 x 4 rooms = 432 square foot"


@pytest.mark.parametrize(
    "text",
    [
        # the holder, the doer and the owner must be one person
        ROOMS + " She has 4 rooms. How much carpet does he need to cover all the rooms?",
        ROOMS + " He has 4 rooms. How much carpet does she need to cover all the rooms?",
        ROOMS + " Ana has 4 rooms. How much carpet does Ana need to cover all the rooms?",
        ROOMS + " They have 4 rooms. How much carpet do they need to cover all the rooms?",
        ROOMS + " He has 4 rooms. How much carpet does he need to cover all of her rooms?",
        # a count of other things, of one thing, of a part, or two counts
        ROOMS + " He has 4 halls. How much carpet does he need to cover all the rooms?",
        ROOMS + " He has 1 room. How much carpet does he need to cover all the rooms?",
        ROOMS + " He has 2.5 rooms. How much carpet does he need to cover all the rooms?",
        ROOMS + " He has 4 rooms and 2 halls. How much carpet does he need to cover all the rooms?",
        ROOMS + " He has 4 rooms. He has 2 halls. How much carpet does he need to cover all the rooms?",
        ROOMS + " He does not have 4 rooms. How much carpet does he need to cover all the rooms?",
        ROOMS + " He has about 4 rooms. How much carpet does he need to cover all the rooms?",
        # no whole set asked, another measure, another unit, a time, another surface
        ROOMS + " He has 4 rooms. How much carpet does he need to cover one room?",
        ROOMS + " He has 4 rooms. How much carpet does he need to cover each room?",
        ROOMS + " He has 4 rooms. What is the perimeter of all the rooms?",
        ROOMS + " He has 4 rooms. How long is each room?",
        ROOMS + " He has 4 rooms. How many square yards of carpet does he need to cover all the rooms?",
        ROOMS + " He has 4 rooms. How long will it take him to cover all the rooms?",
        ROOMS + " He has 4 rooms. How much time does he need to cover all the rooms?",
        "Omar's room is 12 feet long and 9 feet wide. How much time does he need to cover the room?",
        ROOMS + " He has 4 rooms. How much carpet does he need to cover the walls of all the rooms?",
        ROOMS + " If he has 4 rooms, how much more carpet does he need to cover all the rooms?",
        # sides that are no flat figure, in two units, three of them, or a singular thing
        "Omar's rooms are 12 feet long and 9 feet deep. He has 4 rooms. How much carpet does he need to cover all the rooms?",
        "Omar's rooms are 12 feet long and 9 inches wide. He has 4 rooms. How much carpet does he need to cover all the rooms?",
        "Omar's rooms are 12 feet long, 9 feet wide and 8 feet high. He has 4 rooms. How much carpet does he need to cover all the rooms?",
        "Omar's room is 12 feet long and 9 feet wide. He has 4 rooms. How much carpet does he need to cover all the rooms?",
        "Its rooms are 12 feet long and 9 feet wide. He has 4 rooms. How much carpet does he need to cover all the rooms?",
    ],
)
def test_near_misses_refuse(lexicon, text):
    refusal_of(text, lexicon)
