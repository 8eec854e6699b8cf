"""A part of a counted group drops out, then the rest pays, is shared out or is joined (ADR 0242)."""

import pytest

from packs.model import Lexicon
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # paid by the rest: the denied act's object names the act affirmed ("leave a tip" / "did tip")
        (
            "At dinner a waitress had 12 customers and 4 of them didn't leave a tip. If she got $5 each "
            "from the ones who did tip, how much money did she earn?",
            40,
        ),
        (
            "A waiter had 9 customers and 3 of them did not leave a tip. If he got $2 each from the ones "
            "who did leave a tip, how much money did he earn?",
            12,
        ),
        # the rest shared into a count of groups
        (
            "There are 30 kids trying out for the chess club. If 6 of them didn't get picked for the team "
            "and the rest were put into 4 groups, how many kids would be in each group?",
            6,
        ),
        (
            "There were 40 dancers in the hall. If 10 of them left and the rest were split into 5 groups, "
            "how many dancers would be in each group?",
            6,
        ),
        # the rest seated K at each table
        (
            "A chef had 30 guests in her restaurant. If 6 of them left and the rest of her tables had 4 "
            "people at each table, how many tables did she have?",
            6,
        ),
        # the rest joined by more of the same
        (
            "A nurse had 15 patients to care for. If 6 of them left and she got another 4 patients, how "
            "many patients would she have?",
            13,
        ),
        # 'and' parts the group from its drop-out as 'but' does
        (
            "A coach had 10 players, and 4 of them didn't show up. If each player who did show up scored "
            "2 points, how many points were scored?",
            12,
        ),
    ],
)
def test_the_rest_after_a_drop_out(text: str, value: int, lexicon: Lexicon) -> None:
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        # no count for the part
        "A waitress had 15 customers and some of them did not leave a tip. If she got $3 each from "
        "the ones who did leave a tip, how much money did she earn?",
        # the rest named by words the part did not deny
        "A waitress had 15 customers and 6 of them did not leave a tip. If she got $3 each from the "
        "ones who did leave a tip twice, how much money did she earn?",
        "A waitress had 15 customers and 6 of them did not leave a tip. If she got $3 each from the "
        "ones who did not leave a tip, how much money did she earn?",
        "A waitress had 15 customers and 6 of them did not leave a tip. If she got $3 each from the "
        "ones who did leave, how much money did she earn?",
        # more dropped out than there were
        "A waitress had 15 customers and 16 of them did not leave a tip. If she got $3 each from the "
        "ones who did leave a tip, how much money did she earn?",
    ],
)
def test_tip_near_misses_are_refused(text: str, lexicon: Lexicon) -> None:
    assert refusal_of(text, lexicon).reason == "unexpected_category"


@pytest.mark.parametrize(
    "text",
    [
        # an uneven split
        "There are 30 kids trying out for the chess club. If 7 of them didn't get picked for the team and "
        "the rest were put into 4 groups, how many kids would be in each group?",
        "A chef had 30 guests in her restaurant. If 7 of them left and the rest of her tables had 4 people "
        "at each table, how many tables did she have?",
        # the rest asked as who left
        "There are 30 kids trying out for the chess club. If 6 of them didn't get picked for the team and "
        "the rest were put into 4 groups, how many kids left?",
        # the part affirmed, not dropped
        "There are 30 kids trying out for the chess club. If 6 of them got picked for the team and the "
        "rest were put into 4 groups, how many kids would be in each group?",
        # chairs at each table do not name the guests
        "A chef had 30 guests in her restaurant. If 6 of them left and the rest of her tables had 4 chairs "
        "at each table, how many tables did she have?",
        # staying is not leaving
        "A nurse had 15 patients to care for. If 6 of them stayed and she got another 4 patients, how "
        "many patients would she have?",
    ],
)
def test_shared_and_joined_near_misses_are_refused(text: str, lexicon: Lexicon) -> None:
    refusal_of(text, lexicon)
