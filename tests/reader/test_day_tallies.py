"""One doer's amounts told per named day, asked in all, for a day, on average, as a difference or as a
stock left (ADR 0484)."""

import pytest

from packs.model import Lexicon
from reader.day_tallies import read_day_tallies
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # the noun left out after the first day
        (
            "Oskar peeled 16 potatoes on Monday, 10 on Tuesday and 7 on Friday. How many potatoes did Oskar peel in all?",
            33,
        ),
        # a day told by the one before it
        (
            "Ayla jogged 3 miles on Monday and twice that far on Friday. How many miles did she jog in total?",
            9,
        ),
        (
            "Ayla sewed 12 hats on Monday and half as many on Tuesday. How many hats did Ayla sew altogether?",
            18,
        ),
        # a day told by a named earlier day
        (
            "Ayla sewed 12 hats on Monday. On Thursday she sewed 3 times as many as she did on Monday. "
            "How many hats did she sew over the two days?",
            48,
        ),
        # a counted crowd, more than a named day, fewer than the day before
        (
            "On Monday, 50 pupils visited the farm. On Tuesday, 8 more pupils visited the farm than on Monday. "
            "How many pupils visited the farm on the two days?",
            108,
        ),
        ("On Friday, 33 fans came. On Saturday, 6 fewer fans came. How many fans came in all?", 60),
        # one day, a difference, an average over the told days
        (
            "Oskar peeled 16 potatoes on Monday, 10 on Tuesday and 7 on Friday. How many potatoes did Oskar peel on Tuesday?",
            10,
        ),
        (
            "Oskar peeled 16 potatoes on Monday, 10 on Tuesday and 7 on Friday. "
            "How many more potatoes did Oskar peel on Monday than on Friday?",
            9,
        ),
        (
            "Oskar peeled 16 potatoes on Monday, 10 on Tuesday and 7 on Friday. "
            "How many potatoes did Oskar peel per day on average over the three days?",
            11,
        ),
        # what is left of a told stock
        (
            "Ayla had 70 buns. She sold 20 on Monday, 15 on Tuesday and 9 on Friday. How many buns were not sold?",
            26,
        ),
        ("Ayla had 70 buns. She ate 2 on Monday and 3 on Tuesday. How many buns does Ayla have left?", 65),
    ],
)
def test_read(text: str, value: int, lexicon: Lexicon) -> None:
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        # 'they' for two doers; every Monday; a day asked with no amount
        "Oskar and Ayla peeled 16 potatoes on Monday and 10 on Tuesday. How many potatoes did they peel in all?",
        "Oskar peeled 16 potatoes every Monday and 10 on Tuesday. How many potatoes did Oskar peel in all?",
        "Oskar peeled 16 potatoes on Monday and 10 on Tuesday. How many potatoes did Oskar peel on Sunday?",
        # a count of days that is not the told one; a rate per day
        "Oskar peeled 16 potatoes on Monday, 10 on Tuesday and 7 on Friday. How many potatoes did Oskar peel in the two days?",
        "Oskar peels 4 potatoes an hour on Monday and 10 on Tuesday. How many potatoes did Oskar peel in all?",
        # half of an odd count; fewer than nothing; another kind
        "Ayla sewed 13 hats on Monday and half as many on Tuesday. How many hats did Ayla sew altogether?",
        "Ayla sewed 3 hats on Monday and 5 fewer on Tuesday. How many hats did Ayla sew altogether?",
        "Ayla jogged 3 miles on Monday and 5 laps on Tuesday. How many miles did Ayla jog in all?",
        # a stock taken below nothing
        "Ayla had 20 buns. She sold 12 on Monday and 15 on Tuesday. How many buns were not sold?",
        # 'that' after two days: of which? (ADR 0171); 'today' beside a weekday: may be that day
        "Ayla jogged 3 miles on Monday, 4 on Tuesday and twice that far on Friday. How many miles did she jog in total?",
        "Ayla sewed 6 hats on Monday and 4 hats today. How many hats did she sew today?",
        # 'far' for hours; '3 less' of no unit; a whole measure halved to a part; another time asked
        "Ayla worked 6 hours on Monday and twice as far on Tuesday. How many hours did she work in all?",
        "Ayla jogged 8 miles on Monday and 3 less on Tuesday. How many miles did she jog in all?",
        "Ayla jogged 7 miles on Monday and half as far on Tuesday. How many miles did she jog in all?",
    ],
)
def test_refused(text: str, lexicon: Lexicon) -> None:
    refusal_of(text, lexicon)


def test_the_reading_itself_refuses_what_the_chain_may_read(lexicon: Lexicon) -> None:
    # no scope asked: over the days, or the last one? (the chain answers its own way)
    assert (
        read_day_tallies(
            "Oskar peeled 16 potatoes on Monday and 10 on Tuesday. How many potatoes did Oskar peel?", lexicon
        )
        is None
    )
    # "5 more" with no 'than': more than before, or 5 more in all?
    assert (
        read_day_tallies(
            "Oskar peeled 16 potatoes on Monday and 5 more on Tuesday. How many potatoes did Oskar peel in all?",
            lexicon,
        )
        is None
    )
    # a leftover number
    assert (
        read_day_tallies(
            "Oskar peeled 16 potatoes on Monday and 10 on Tuesday. He has 3 pots. How many potatoes did Oskar peel in all?",
            lexicon,
        )
        is None
    )
    # a question of another time than the told days
    assert (
        read_day_tallies(
            "Ayla sewed 6 hats on Monday and 4 hats on Tuesday. How many hats does she sew in all?", lexicon
        )
        is None
    )
    # a day told twice
    assert (
        read_day_tallies(
            "Oskar peeled 16 potatoes on Monday and 10 on Monday. How many potatoes did Oskar peel in all?",
            lexicon,
        )
        is None
    )


def test_steps_tell_each_day(lexicon: Lexicon) -> None:
    found = read_day_tallies(
        "Ayla sewed 12 hats on Monday and half as many on Tuesday. How many hats did Ayla sew altogether?",
        lexicon,
    )
    assert found is not None
    assert found.value == 18
    assert found.steps[-1] == "in all: 12 + 6 = 18"
