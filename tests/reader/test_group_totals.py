"""A total told for a group, one part solved from it: "Tom and Ann have 50 cards together" (ADR 0189)."""

from fractions import Fraction

import pytest

from reader import Answer, read_problem
from reader.group_totals import value_of_a_sum
from reader.solver import Linear, Solution
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Uma and Vic have 50 cards together. Uma has 20 cards. How many cards does Vic have?", 30),
        ("Uma and Vic have 50 cards in total. Vic has 20 cards. How many cards does Uma have?", 30),
        ("Uma and Vic have 50 cards in all. Uma has 20 cards. How many cards does Vic have?", 30),
        ("Uma and Vic have a total of 50 cards. Uma has 20 cards. How many cards does Vic have?", 30),
        ("Uma and Vic have 50 cards altogether. Uma has 20 cards. How many cards does Vic have?", 30),
        ("Together Uma and Vic have 50 cards. Uma has 20 cards. How many cards does Vic have?", 30),
        ("Uma and Vic together have 50 cards. Uma has 20 cards. How many cards does Vic have?", 30),
        ("Uma and Vic have $50 together. Uma has $20. How much money does Vic have?", 30),
        ("Uma and Vic have 50 cards together. Uma has 20. How many cards does Vic have?", 30),
        # no 'together', but the part told leaves only the joint reading (ADR 0227)
        ("Uma and Vic have 50 cards. Uma has 20 cards. How many cards does Vic have?", 30),
    ],
)
def test_the_one_unknown_part_is_the_total_less_the_others(lexicon, text, value):
    assert value_of(text, lexicon) == value


def test_a_listed_group_with_a_compared_part(lexicon):
    text = (
        "Wen, Xia, and Yan have a total of 200 bananas. Wen has 40 more bananas than Xia. "
        "Xia has 60 bananas. How many bananas does Yan have?"
    )
    assert value_of(text, lexicon) == 40


def test_the_derivation_names_the_total(lexicon):
    text = "Uma and Vic have 50 cards together. Uma has 20 cards. How many cards does Vic have?"
    result = read_problem(text, lexicon)
    assert isinstance(result, Answer)
    assert result.steps[0] == "uma + vic together have 50 card"


def test_changes_after_the_total_are_followed(lexicon):
    text = (
        "Uma and Vic have 50 cards together. Uma has 20 cards. Vic gives 5 cards to Uma. "
        "How many cards does Vic have now?"
    )
    assert value_of(text, lexicon) == 25


def test_the_group_asked_again_is_the_total(lexicon):
    assert value_of("Uma and Vic have 50 cards together. How many cards do they have?", lexicon) == 50


def test_two_totals_chain_through_a_known_part(lexicon):
    text = (
        "Uma, Vic and Wes have 100 coins together. Uma and Vic have 64 coins together. "
        "Vic has 30 coins. How many coins does Wes have?"
    )
    assert value_of(text, lexicon) == 36


def test_two_totals_with_no_part_known_are_not_subtracted_yet(lexicon):
    text = (
        "Uma, Vic and Wes have 100 coins together. Uma and Vic have 64 coins together. "
        "How many coins does Wes have?"
    )
    assert refusal_of(text, lexicon).reason == "underdetermined"


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # two parts unknown: the total alone fixes neither
        ("Uma and Vic have 50 cards together. How many cards does Vic have?", "underdetermined"),
        (
            "Uma, Vic and Wes have 90 cards together. Uma has 20 cards. How many cards does Vic have?",
            "underdetermined",
        ),
        # a comparison and a total are solved together (ADR 0268), but only for whole parts
        (
            "Uma and Vic have 50 cards together. Uma has 21 more cards than Vic. How many cards does Vic have?",
            "non_integer_count",
        ),
        # no 'together' and no part told: each, or all of them? (with a part told, ADR 0227 reads it)
        (
            "Uma and Vic have 50 cards. How many cards does Vic have?",
            "unsupported_operation",
        ),
        # told after a change: before it or after it?
        (
            "Uma has 20 cards. Uma gives 5 cards to Vic. Uma and Vic have 50 cards together. "
            "How many cards does Vic have?",
            "readings_disagree",
        ),
        # the total's noun read as one narrower kind: Uma's cards might not all be green
        (
            "Uma and Vic have 50 cards together. Uma has 20 green cards. How many cards does Vic have?",
            "ambiguous_unit",
        ),
        (
            "Uma and Vic will have 50 cards together. Uma has 20 cards. How many cards will Vic have?",
            "unsupported_operation",
        ),
        (
            "Uma and Vic have 50 cards together. Uma has 60 cards. How many cards does Vic have?",
            "negative_count",
        ),
        (
            "Uma and Vic have 50 cards together. Uma has 20 cards. How many cards does Wes have?",
            "dangling_entity",
        ),
        (
            "Uma and Vic have 50 cards together. Uma has 20 cards. Vic has 40 cards. How many cards does Vic have?",
            "readings_disagree",
        ),
        (
            "Uma and Vic have 50 cards and 9 pens together. Uma has 20 cards. How many cards does Vic have?",
            "unsupported_operation",
        ),
    ],
)
def test_refusals(lexicon, text, reason):
    assert refusal_of(text, lexicon).reason == reason


def test_value_of_a_sum_matches_only_a_multiple_of_one_equation():
    a, b, c = "start:a:card", "start:b:card", "start:c:card"
    total = Linear(Fraction(-50), ((a, Fraction(1)), (b, Fraction(1))))
    solution = Solution((), (), (total,), ())
    asked = Linear(Fraction(0), ((a, Fraction(1)), (b, Fraction(1))))
    assert value_of_a_sum(solution, asked)[1] == 50
    doubled = Linear(Fraction(3), ((a, Fraction(2)), (b, Fraction(2))))
    assert value_of_a_sum(solution, doubled)[1] == 103
    lopsided = Linear(Fraction(0), ((a, Fraction(2)), (b, Fraction(1))))
    assert value_of_a_sum(solution, lopsided)[1] is None
    other = Linear(Fraction(0), ((a, Fraction(1)), (c, Fraction(1))))
    assert value_of_a_sum(solution, other)[1] is None
