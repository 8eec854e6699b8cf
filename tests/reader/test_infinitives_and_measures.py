"""Plans and purposes ('to' + verb), goal questions, and number-unit words (ADR 0053-0055)."""

from fractions import Fraction

import pytest

from reader.primitives import match_primitive
from tests.reader.reading import refusal_of, value_of

# --- plans and purposes (ADR 0053) -------------------------------------------


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (
            "Rita went to the market to buy fish. She bought 3 apples and 2 pears. How many pears did she buy?",
            2,
        ),
        (
            "Ken decided to build a shed. He has 50 boards. He used 20 boards. How many boards does he have left?",
            30,
        ),
        (
            "Ann is cutting cloth to make a dress. She has 6 buttons. She lost 2 buttons. How many buttons does she have?",
            4,
        ),
        ("Bo wants to buy a bike. He has 30 dollars. How much money does he have?", 30),
    ],
)
def test_a_plan_with_no_amount_is_scene_only(text, value, lexicon):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        "Sam has 10 apples. He decided to give all of his apples to Ann. How many apples does Sam have?",
        "Sam has 10 apples. He wants to give 4 apples to Ann. How many apples does Sam have?",
        "Sam has 10 apples. He wants to sell them. How many apples does Sam have?",
        "Sam has 10 apples. He plans to give the apples to Ann. How many apples does Sam have?",
        "Sam has 10 apples. He went to the market to sell some apples. How many apples does Sam have?",
        "Sam has 10 apples. He does not want to eat the apples. How many apples does Sam have?",
        "Sam has 10 apples. He went to the park to eat apples. How many apples does Sam have?",
    ],
)
def test_a_plan_that_carries_or_points_at_an_amount_refuses(text, lexicon):
    assert refusal_of(text, lexicon).reason == "unexpected_category"


def test_a_plan_after_an_amount_is_not_a_plan_of_this_rule(lexicon):
    # a move with an amount and then 'to' + verb keeps the older purpose rule (ADR 0035)
    text = "Sam saved $20 to buy a kite. He spent $5. How much money does Sam have?"
    assert value_of(text, lexicon) == 15


# --- goal questions (ADR 0055) ----------------------------------------------


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Ivy has 18 cards. How many more cards does she need to get to have 30 cards?", 12),
        ("Ivy has 18 cards. She lost 3 cards. How many cards does she need to get to have 30 cards?", 15),
        ("Ivy has 40 cards. How many cards does she need to give away to have 15 cards left?", 25),
        ("Ivy has 40 cards. How many does she need to give away so that she will have 15 cards left?", 25),
        (
            "Ivy has 2 pounds of rice. How many ounces of rice does she need to get to have 3 pounds of rice?",
            16,
        ),
        ("Ivy has $5. How much more money does she have to earn to have $12?", 7),
    ],
)
def test_a_goal_question_asks_what_reaches_the_target(text, value, lexicon):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("Ivy has 18 cards. How many cards does she need to get to have 10 cards?", "negative_count"),
        ("Ivy has 18 cards. How many cards does Bo need to get to have 30 cards?", "dangling_entity"),
        ("Ivy has 18 cards. How many cards does she need to get to have 30 more cards?", "unused_operator"),
        ("Ivy has 18 cards. How many cards does she need to buy to have 30 cards?", "unexpected_category"),
        ("Ivy has 18 cards. How many pens does she need to get to have 30 cards?", "unit_mismatch"),
        (
            "Ivy has 18 cards. How many cards does she need to get so that Bo will have 30 cards?",
            "unexpected_category",
        ),
        ("Ivy has 18 cards. How many cards does she not need to get to have 30 cards?", "unused_operator"),
    ],
)
def test_a_goal_question_of_another_shape_refuses(text, reason, lexicon):
    assert refusal_of(text, lexicon).reason == reason


# --- number-unit words (ADR 0054) -------------------------------------------


def test_a_number_unit_token_is_one_primitive():
    shape = match_primitive("12-ounce")
    assert shape is not None and shape.primitive == "number_unit"
    assert shape.value == 12 and shape.unit == "ounce"
    assert match_primitive("2.5-hour").value == Fraction(5, 2)
    assert match_primitive("twelve-ounce") is None


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Kim bought 3 12-ounce bottles of juice. How many ounces of juice did she buy?", 36),
        ("Kim has a 90-page notebook. How many pages does she have?", 90),
        (
            "Kim has 2 5-pound bags of flour. She used 3 pounds of flour. How many pounds of flour are left?",
            7,
        ),
        ("Kim has 3 12-ounce bottles. How many bottles does she have?", 3),
        ("Kim has 4 20-dollar bills. How much money does she have?", 80),
    ],
)
def test_a_number_unit_word_is_a_measure_of_each_thing_counted(text, value, lexicon):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        (
            "Kim has 3 12-ounce bottles. She gave 1 bottle to Ann. How many ounces does Kim have?",
            "unsupported_operation",
        ),
        ("Kim has 3 12-ounce bottles and 2 cans. How many ounces does she have?", "unsupported_operation"),
        ("How many ounces are in 3 12-ounce bottles?", "unexpected_category"),
        ("Kim has 12-ounce bottles. How many ounces does she have?", "unexpected_category"),
        ("Kim has 3 8-ounce cups of tea. How many ounces of tea does she have?", "unsupported_operation"),
        ("Kim has 3 4-legged stools. How many legs are there?", "unknown_word"),
    ],
)
def test_a_number_unit_word_of_another_shape_refuses(text, reason, lexicon):
    assert refusal_of(text, lexicon).reason == reason
