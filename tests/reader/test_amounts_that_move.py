"""Amounts that move themselves into or out of a place (ADR 0141)."""

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # a gaining verb whose source is a place: the place loses the amount
        (
            "There were 31 sailors on the yacht. 9 sailors got off the yacht. How many sailors are on the yacht?",
            22,
        ),
        (
            "There were 31 sailors on the yacht. Some sailors got off the yacht. Then there were 20 sailors on "
            "the yacht. How many sailors got off the yacht?",
            11,
        ),
        (
            "Some sailors were on the yacht. 9 sailors got off the yacht. Now there are 20 sailors on the yacht. "
            "How many sailors were on the yacht at first?",
            29,
        ),
        # a join verb whose object is a place read before
        (
            "There are 70 singers in the choir. 8 more singers joined the choir. How many singers are in the choir?",
            78,
        ),
        (
            "In a league there are 12 girls and 15 boys. 4 more girls and 2 more boys joined the league. "
            "How many boys are in the league now?",
            17,
        ),
        # a particle with nothing after it: the one place of the story
        ("There were 31 sailors on the yacht. 9 sailors got off. How many sailors are on the yacht?", 22),
        (
            "There were 31 sailors on the yacht. 9 sailors got off and 4 got on. How many sailors are on the yacht?",
            26,
        ),
        ("There are 14 crows on the fence. 5 crows flew away. How many crows are on the fence now?", 9),
        # the second clause of a joined sentence comes after the first
        (
            "10 kids were on the bus. 30 kids got on the bus while some got off the bus. Then there were 15 kids "
            "on the bus. How many kids got off the bus?",
            25,
        ),
        # two moves of one place compared
        (
            "10 kids were on the bus. 30 kids got on the bus while some got off the bus. Then there were 15 kids "
            "on the bus. How many more kids got on the bus than those that got off?",
            5,
        ),
        (
            "There were 8 kids on the bus. 6 kids got on the bus. 2 kids got off the bus. How many fewer kids "
            "got off the bus than got on?",
            4,
        ),
    ],
)
def test_the_place_gains_or_loses_the_amount(text, value, lexicon):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # two places before the bare particle: which one?
        (
            "There were 31 sailors on the yacht and 6 sailors on the pier. 9 sailors got off. "
            "How many sailors are on the yacht?",
            "unfinished_frame",
        ),
        # 'they' moves an amount not read
        (
            "There were 31 sailors on the yacht. They got off. How many sailors are on the yacht?",
            "unfinished_frame",
        ),
        # a person's holding is no place
        ("Tom had 20 marbles. 5 marbles got off. How many marbles does Tom have now?", "unfinished_frame"),
        # leaving another place than the one asked
        (
            "There were 31 sailors on the yacht. 9 sailors got off the ferry. How many sailors are on the yacht?",
            "underdetermined",
        ),
        # more left than were there
        (
            "There were 31 sailors on the yacht. 40 sailors got off. How many sailors are on the yacht?",
            "negative_count",
        ),
        # the start is never stated
        ("9 sailors got off the yacht. How many sailors are on the yacht?", "underdetermined"),
        # a past copula after a change: before it or after it?
        (
            "There were 31 sailors on the yacht. 9 sailors got off the yacht. How many sailors were on the yacht?",
            "readings_disagree",
        ),
        # the second move of the comparison at another place
        (
            "There were 8 kids on the bus. 6 kids got on the bus. 2 kids got off the bus. How many more kids "
            "got on the bus than got off the van?",
            "unexpected_category",
        ),
        # the same move twice is no comparison
        (
            "There were 8 kids on the bus. 6 kids got on the bus. 2 kids got off the bus. How many more kids "
            "got on the bus than got on?",
            "unused_operator",
        ),
        # joining a place never named
        (
            "There are 30 girls in the school. 8 more girls joined the club. How many girls are in the school?",
            "incomplete_operation",
        ),
    ],
)
def test_unclear_moves_refuse(text, reason, lexicon):
    assert refusal_of(text, lexicon).reason == reason
