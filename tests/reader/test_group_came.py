"""A group of N people counted by its kinds: meals with the kids free, vans for the people going (ADR 0236)."""

from fractions import Fraction

import pytest

from packs.model import Lexicon
from reader import Answer, read_problem
from tests.reader.reading import refusal_of, value_of

MEAL = "At the seaside grill, each adult dinner costs $4 and kids eat free. "
TRIP = "Mr. Ortiz's class is going on a field trip to the aquarium. "


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # the group less its kids are the adults, and only they pay
        (
            MEAL
            + "If a group of 10 people came in and 3 were kids, how much would it cost for the group to eat?",
            28,
        ),
        (
            "At the cafe, each adult lunch costs $6 and children eat free. If a group of 9 people came in and"
            " 4 were children, how much would it cost for them to eat?",
            30,
        ),
        (
            "At a pizza place each adult meal costs $2 and kids eat free. If a group of 20 people walked in and"
            " 11 were kids, how much will it cost for the group to eat?",
            18,
        ),
        # every one a kid: nothing to pay
        (
            MEAL
            + "If a group of 6 people arrived and 6 were kids, how much would it cost for the group to eat?",
            0,
        ),
    ],
)
def test_free_kids(text, value, lexicon: Lexicon):
    assert value_of(text, lexicon) == Fraction(value)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (
            TRIP
            + "If each bus can hold 5 people and there are 3 students and 7 adults going, how many buses will they need?",
            2,
        ),
        (
            TRIP
            + "If each bus can hold 9 people and there are 40 students and 14 adults going, how many buses will they need?",
            6,
        ),
        # a part-full van is still needed: 'need' rounds up (ADR 0208)
        (
            TRIP
            + "If each bus can hold 10 people and there are 26 students and 5 adults going, how many buses will they need?",
            4,
        ),
        (
            "If each boat can hold 6 people and there are 7 boys and 5 girls going, how many boats would they need?",
            2,
        ),
        (
            TRIP
            + "If each bus can hold 8 people and there are 30 students and 3 parents and 3 teachers going,"
            " how many buses will they need?",
            5,
        ),
    ],
)
def test_vans_needed(text, value, lexicon: Lexicon):
    assert value_of(text, lexicon) == Fraction(value)


def test_steps_say_the_adults_pay(lexicon: Lexicon):
    text = (
        MEAL + "If a group of 10 people came in and 3 were kids, how much would it cost for the group to eat?"
    )
    found = read_problem(text, lexicon)
    assert isinstance(found, Answer)
    assert found.unit == "dollar"
    assert any("10 - 3 = 7" in step for step in found.steps)


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # no word on the kids' meals: they may pay too
        (
            "At the seaside grill, each adult dinner costs $4. If a group of 10 people came in and 3 were kids,"
            " how much would it cost for the group to eat?",
            "unexpected_category",
        ),
        # the number of kids is not told
        (
            MEAL + "If a group of 10 people came in, how much would it cost for the group to eat?",
            "unexpected_category",
        ),
        # boys leave the girls untold: who pays is not known
        (
            "At the seaside grill, each adult dinner costs $4 and boys eat free. If a group of 10 people came in"
            " and 3 were boys, how much would it cost for the group to eat?",
            "unexpected_category",
        ),
        # more kids than people
        (
            MEAL
            + "If a group of 3 people came in and 10 were kids, how much would it cost for the group to eat?",
            "unexpected_category",
        ),
        # kids' meals half price is not 'free'
        (
            "At the seaside grill, each adult dinner costs $4 and kids eat half. If a group of 10 people came in"
            " and 3 were kids, how much would it cost for the group to eat?",
            "incomplete_operation",
        ),
        # no capacity told
        (
            TRIP + "If there are 2 students and 6 adults going, how many vans will they need?",
            "unexpected_category",
        ),
        # the room is told in seats, not people; dogs are no people
        (
            TRIP
            + "If each bus can hold 4 seats and there are 2 students and 6 adults going, how many buses will they need?",
            "unexpected_category",
        ),
        (
            TRIP
            + "If each bus can hold 4 people and there are 2 students and 6 dogs going, how many buses will they need?",
            "unexpected_category",
        ),
        # 'could fill' rounds no way the story tells
        (
            TRIP
            + "If each bus can hold 4 people and there are 2 students and 6 adults going, how many buses could they fill?",
            "unexpected_category",
        ),
        # kinds that may count the same people
        (
            "If each bus can hold 5 people and there are 9 kids and 3 boys going, how many buses would they need?",
            "unexpected_category",
        ),
        # an opening with a number may add people
        (
            "Mr. Ortiz's class is going on a field trip with 3 teachers. If each bus can hold 5 people and there"
            " are 3 students and 7 adults going, how many buses will they need?",
            "unexpected_category",
        ),
    ],
)
def test_near_misses_refuse(text, reason, lexicon: Lexicon):
    assert refusal_of(text, lexicon).reason == reason


WINGS = "A group of 3 cousins went to a picnic. The cook already had 9 sandwiches made but made "


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (WINGS + "3 more for the group. If they each got the same amount how many would each person get?", 4),
        (
            "A group of 4 friends went into a diner. The cook already had 5 burgers made but made 7 more for the"
            " group. If they each got the same amount, how many would each friend get?",
            3,
        ),
        (
            "A group of 3 kids went to a party. The baker already had 4 cupcakes baked but baked 5 more for them."
            " If they each got the same amount how many would each kid get?",
            3,
        ),
    ],
)
def test_made_for_the_group_shared(text, value, lexicon: Lexicon):
    assert value_of(text, lexicon) == Fraction(value)


@pytest.mark.parametrize(
    "text",
    [
        # a share that is not whole
        WINGS + "4 more for the group. If they each got the same amount how many would each person get?",
        # made for someone else
        WINGS + "3 more for himself. If they each got the same amount how many would each person get?",
        # another doing than the making
        WINGS + "3 more for the group. How many would each person get?",
        # the group's size is not told
        "A group of cousins went to a picnic. The cook already had 9 sandwiches made but made 3 more"
        " for the group. If they each got the same amount how many would each person get?",
    ],
)
def test_made_for_the_group_near_misses(text, lexicon: Lexicon):
    refusal_of(text, lexicon)
