"""A told holding that grows or shrinks by a told amount or percentage, read as a gain or a loss (ADR 0319)."""

from fractions import Fraction

import pytest

from reader import Answer, read_problem
from reader.own_amount_changes import own_amount_changes
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # money by dollars or by a percentage of what the holder has
        ("Susie has $200. Her money increases by $40. How much money does she have now?", 240),
        ("Susie has $200. Her money increases by 20%. How much money does she have now?", 240),
        ("Susie has 200 dollars. Her money increases by 10%. How much money does she have now?", 220),
        ("Susie has $200. Her savings grew by twenty percent. How much money does she have now?", 240),
        ("Mia has $30. Her cash rose by 15 dollars. How much money does Mia have?", 45),
        ("Susie has $25. Her money increases by 10%. How much money does she have now?", Fraction(55, 2)),
        # a count by a bare number or a percentage
        ("Tom has 20 marbles. His marbles decreased by 25%. How many marbles does he have now?", 15),
        ("Tom has 20 marbles. His marbles increase by five. How many marbles does he have?", 25),
        ("Tom has 20 marbles. Tom's marbles went up by 5. How many marbles does Tom have now?", 25),
        ("Tom has 20 marbles. His marbles went down by 5. How many marbles does he have?", 15),
        ("Tom has 20 red marbles. His red marbles increase by 50%. How many red marbles does Tom have?", 30),
        # the base is what the holder has at the change: moves before it, changes in a row
        (
            "Susie has $200. She spends $50. Her money increases by 10%. How much money does she have now?",
            165,
        ),
        (
            "Tom has 20 marbles. His marbles decreased by 50%. His marbles increased by 50%. "
            "How many marbles does he have?",
            15,
        ),
        (
            "Susie has $200. Her money increases by 10%. Her money decreases by 10%. How much money does she have?",
            198,
        ),
        # other holders and other kinds stay as told
        (
            "Tom has 20 marbles. Sue has 10 marbles. His marbles increase by 50%. "
            "How many marbles do they have together?",
            40,
        ),
        ("Tom has 20 marbles and 10 pens. His marbles increase by 50%. How many pens does he have now?", 10),
        # a change told as the opening condition of the question
        ("Susie has $200. If her money increases by 20%, how much money will she have?", 240),
        ("Tom has 20 marbles. If Tom's marbles go up by 50%, how many marbles will Tom have?", 30),
        ("Susie has $200. She spends $50. If her money increases by 10%, how much money will she have?", 165),
        (
            "Tom has 20 marbles. His marbles increase by 50%. He gives 5 marbles to Sue. "
            "How many marbles does he have now?",
            25,
        ),
    ],
)
def test_change_of_a_holding_is_a_gain_or_a_loss(text: str, value: Fraction, lexicon) -> None:
    assert value_of(text, lexicon) == value


def test_the_step_says_what_the_percentage_came_to(lexicon) -> None:
    text = "Susie has $200. Her money increases by 20%. How much money does she have now?"
    result = read_problem(text, lexicon)
    assert isinstance(result, Answer)
    assert result.steps[0] == "20% more than 200: $40 more"


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # 'to' tells a new value, not a change
        (
            "Susie has $200. Her money increases to $40. How much money does she have now?",
            "unexpected_category",
        ),
        # a bare number of money, dollars of a count
        (
            "Susie has $200. Her money increases by 40. How much money does she have now?",
            "unexpected_category",
        ),
        (
            "Tom has 20 marbles. His marbles increase by $5. How many marbles does he have now?",
            "unexpected_category",
        ),
        # the base is someone else's, or two persons could be meant
        (
            "Tom has 20 marbles. Her marbles increase by 50%. How many marbles does Tom have now?",
            "unresolved_pronoun",
        ),
        (
            "Tom has 20 marbles. Sam has 10 marbles. His marbles increase by 50%. "
            "How many marbles does Tom have now?",
            "ambiguous_pronoun_referent",
        ),
        (
            "Susie has 5 apples. Her money increases by 20%. How much money does she have now?",
            "unexpected_category",
        ),
        # a part of a thing, 100% or more, a decrease below zero
        (
            "Tom has 20 marbles. His marbles increase by 12%. How many marbles does he have now?",
            "unexpected_category",
        ),
        (
            "Tom has 20 marbles. His marbles increase by 150%. How many marbles does he have now?",
            "unexpected_category",
        ),
        (
            "Tom has 20 marbles. His marbles decrease by 100%. How many marbles does he have now?",
            "unexpected_category",
        ),
        (
            "Tom has 20 marbles. His marbles decrease by 30. How many marbles does he have now?",
            "unexpected_category",
        ),
        # a changing base, a change in the question, a modal, a rate
        (
            "Susie has $200. Her money increases by 20% every year. How much money does she have now?",
            "unexpected_category",
        ),
        (
            "Susie has $200. How much money will she have if her money increases by 20%?",
            "unexpected_category",
        ),
        (
            "Susie has $200. If her money increases by 20% and she spends $10, how much money will she have?",
            "unexpected_category",
        ),
        (
            "Susie has $200. If her money increases by 20%, how much more money will she have?",
            "unexpected_category",
        ),
        ("If her money increases by 20%, how much money will Susie have?", "unexpected_category"),
        (
            "Susie has $200. Her money will increase by 20%. How much money will she have?",
            "unexpected_category",
        ),
        (
            "Tom earns $500 a week. His salary increased by $50. How much does he earn in 2 weeks?",
            "unexpected_category",
        ),
    ],
)
def test_near_misses_keep_their_refusal(text: str, reason: str, lexicon) -> None:
    assert refusal_of(text, lexicon).reason == reason


def test_the_written_text(lexicon) -> None:
    text = (
        "Tom has 20 marbles. His marbles increased by 50%. His marbles decreased by 10. "
        "How many marbles does he have?"
    )
    found = own_amount_changes(text, lexicon, read_problem)
    assert found is not None
    assert (
        found.text
        == "Tom has 20 marbles. He got 10 more marbles. He lost 10 marbles. How many marbles does he have?"
    )


@pytest.mark.parametrize(
    "text",
    [
        "Tom has 20 marbles. Then his marbles increase by 50%. How many marbles does he have?",
        "Tom has 20 marbles. His marbles increase by 5 marbles. How many marbles does he have?",
        "Tom has 20 marbles. His marble increases by 5. How many marbles does he have?",
        "Mia has $30. Her allowance rose by 10%. How much money does Mia have?",
        "Tom has 20 marbles. His marbles increase by 50%",
    ],
)
def test_shapes_not_written(text: str, lexicon) -> None:
    assert own_amount_changes(text, lexicon, read_problem) is None
