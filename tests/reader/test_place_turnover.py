"""A place's count of people after some left and some arrived, with no holder (ADR 0243)."""

import pytest

from tests.reader.reading import refusal_of, value_of

START = "In the art club there were 35 kids at the start of the season. "
QUESTION = " How many kids were in the art club at the end?"


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (START + "During the season 18 kids left and 14 new kids joined." + QUESTION, 31),
        (
            "There were 25 players at the start of the season. During the season, 6 players left and 9 new "
            "players joined. How many players were there at the end of the season?",
            28,
        ),
        (
            "At the library there were 40 children. 12 children left the library. 7 more children arrived. "
            "How many children are in the library now?",
            35,
        ),
        # arrivals before leavings, and everyone leaving once
        (
            "In the third grade there were 20 students at the beginning of the year. 5 new students came "
            "to school and 8 students left. How many students were in the third grade at the end of the year?",
            17,
        ),
        (
            "In fifth grade there were 18 kids at the start of the year. During the year 18 kids left and 3 "
            "new kids came to school. How many kids were in fifth grade at the end?",
            3,
        ),
    ],
)
def test_count_after_leavings_and_arrivals(lexicon, text, value):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # more left than were there
        (
            "In the art club there were 8 kids at the start of the season. During the season 10 kids "
            "left and 5 new kids joined." + QUESTION,
            "unexpected_category",
        ),
        # an arrival at another spot
        (
            START + "During the season 6 kids left and 4 new kids came to the gym." + QUESTION,
            "unexpected_category",
        ),
        # another place, or the start asked
        (
            START + "During the season 6 kids left and 4 new kids joined. "
            "How many kids were in the chess club at the end?",
            "unexpected_category",
        ),
        (
            START + "During the season 6 kids left and 4 new kids joined. "
            "How many kids were in the art club at the start?",
            "unexpected_category",
        ),
        # another kind of person, newcomers leaving, a holder, nobody leaving
        (
            START + "During the season 6 coaches left and 4 new kids joined." + QUESTION,
            "unexpected_category",
        ),
        (
            START + "During the season 6 new kids left and 4 new kids joined." + QUESTION,
            "unexpected_category",
        ),
        (
            "Ms. Lee had 30 students at the start of the year. During the year 6 students left and 4 new "
            "students came to school. How many students were there at the end?",
            "unexpected_category",
        ),
        (START + "During the season 4 new kids joined." + QUESTION, "unexpected_category"),
    ],
)
def test_near_misses_stay_refused(lexicon, text, reason):
    assert refusal_of(text, lexicon).reason == reason
