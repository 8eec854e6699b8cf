"""Part of a counted group drops out and the rest is counted (ADR 0235)."""

import pytest

from packs.model import Lexicon
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # a denied act, the rest named by the same act affirmed, times a rate
        (
            "A relay squad had 8 runners total, but during the meet 3 runners didn't show up. If each "
            "runner that did show up earned 4 ribbons, how many ribbons were earned total?",
            20,
        ),
        (
            "A band had 9 players, but 4 of them didn't play. If each player who did play sold 3 tickets, "
            "how many tickets were sold?",
            15,
        ),
        # a leaving verb (`motion: leave`), the rest named by 'left'
        (
            "There were 13 kids playing a board game at the library when 5 players quit. If each player left had "
            "3 tokens, how many tokens did they have total?",
            24,
        ),
        # those who did not come, seated
        (
            "A bank invited 26 clients to a dinner, but 6 of them didn't show up. If the tables they had "
            "held 4 clients each, how many tables do they need?",
            5,
        ),
        (
            "A club invited 20 people to a party, but 2 of them didn't come. If each table held 3 people, how many tables do they need?",
            6,
        ),
        # a denied state, the rest named by the state, sold
        (
            "Lena had 11 old lamps but 3 of them weren't working. If she wanted to sell the working lamps "
            "for $7 each, how much money could she earn?",
            56,
        ),
        # a part that left, then more came
        (
            "At the museum there were 15 people in line for the tour. If 6 of them got tired of waiting and "
            "left and 8 more got in line, how many people would be in line?",
            17,
        ),
    ],
)
def test_the_rest_of_the_group(text: str, value: int, lexicon: Lexicon) -> None:
    assert value_of(text, lexicon) == value


TEAM = "A relay squad had 8 runners total, but during the meet 3 runners "
ASK = " If each runner that did show up earned 4 ribbons, how many ribbons were earned total?"
DINNER = "A bank invited 26 clients to a dinner, but "
SEATS = " If the tables they had held 4 clients each, how many tables do they need?"


@pytest.mark.parametrize(
    "text",
    [
        # negation is never skipped: those who did show up are not a part that left
        TEAM + "did show up." + ASK,
        # a part that came late still came
        TEAM + "showed up late." + ASK,
        # an unknown part
        "A relay squad had 8 runners total, but during the meet some runners didn't show up." + ASK,
        # more dropped out than there were
        "A relay squad had 8 runners total, but during the meet 9 runners didn't show up." + ASK,
        # the rest is not named: every runner, or the part that did not come?
        TEAM + "didn't show up. If each runner earned 4 ribbons, how many ribbons were earned total?",
        TEAM
        + "didn't show up. If each runner that didn't show up earned 4 ribbons, how many ribbons were earned total?",
        # the rest named by another act than the one denied
        TEAM
        + "didn't run. If each runner that did show up earned 4 ribbons, how many ribbons were earned total?",
        # a denial that is no staying away does not empty a seat
        DINNER + "6 of them didn't eat." + SEATS,
        # two groups before 'them'
        "A bank invited 16 men and 10 women to a dinner, but 6 of them didn't show up." + SEATS,
        # a table part full is not read
        DINNER + "7 of them didn't show up." + SEATS,
        # players who joined are not a part that left
        "There were 13 kids playing a board game at the library when 5 players joined. If each player left had 3 "
        "tokens, how many tokens did they have total?",
        # the ones who quit are not the kids unless they are the players of the kids' game
        "There were 13 kids playing a board game at the library when 5 teachers quit. If each teacher left had 3 "
        "tokens, how many tokens did they have total?",
        # a state that was, not one denied
        "Lena had 11 old lamps but 3 of them were working. If she wanted to sell the working lamps for $7 "
        "each, how much money could she earn?",
    ],
)
def test_near_misses_are_refused(text: str, lexicon: Lexicon) -> None:
    assert refusal_of(text, lexicon).reason == "unexpected_category"


@pytest.mark.parametrize(
    "text",
    [
        # a number in the getting before the leaving
        "At the museum there were 15 people in line for the tour. If 6 of them got 2 tickets and left and "
        "8 more got in line, how many people would be in line?",
        # a denied leaving is no leaving
        "At the museum there were 15 people in line for the tour. If 6 of them didn't leave and 8 more got "
        "in line, how many people would be in line?",
        # another place than the line asked
        "At the museum there were 15 people in line for the tour. If 6 of them left and 8 more got in line, "
        "how many people would be in the museum?",
    ],
)
def test_line_near_misses_are_refused(text: str, lexicon: Lexicon) -> None:
    refusal_of(text, lexicon)
