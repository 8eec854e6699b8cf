"""A comparison told by a fraction ("a third more apples than Ann"), read as the multiple it says (ADR 0396)."""

from fractions import Fraction

import pytest

from reader import Answer, read_problem
from reader.percent_comparisons import percent_comparisons
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Ann has 40 apples. Bob has 1/4 more apples than Ann. How many apples does Bob have?", 50),
        ("Ann has 40 apples. Bob has 1/4 fewer apples than Ann. How many apples does Bob have?", 30),
        ("Ann has 30 apples. Bob has 2/3 more apples than Ann. How many apples does Bob have?", 50),
        ("Ann has 30 apples. Bob has a third more apples than Ann. How many apples does Bob have?", 40),
        ("Ann has 30 apples. Bob has one-third fewer apples than Ann. How many apples does Bob have?", 20),
        ("Ann has 30 apples. Bob has two thirds fewer apples than Ann. How many apples does Bob have?", 10),
        ("Ann has 40 apples. Bob has an eighth more apples than Ann. How many apples does Bob have?", 45),
        ("Ann has $30. Bob has 1/3 more money than Ann. How much money does Bob have?", 40),
        ("Ann has $30. Bob has two fifths less money than Ann. How much money does Bob have?", 18),
        ("There are 24 cows. There are 1/4 more goats than cows. How many goats are there?", 30),
        ("There are 24 cows. There are a third fewer goats than cows. How many animals are there?", 40),
        # a fraction and a percentage in one problem, each a multiple
        (
            "Ann has 40 apples. Bob has 25% more apples than Ann. Cal has 1/5 fewer apples than Bob. "
            "How many apples does Cal have?",
            40,
        ),
        # a spelled part before 'as many|much', written in digits
        ("Ann has 30 apples. Bob has one-third as many apples as Ann. How many apples does Bob have?", 10),
        ("Ann has 30 apples. Bob has two-thirds as many apples as Ann. How many apples does Bob have?", 20),
        ("Ann has 30 apples. Bob has one-half as many apples as Ann. How many apples does Bob have?", 15),
        ("Ann has $40. Bob has one-fifth as much money as Ann. How much money does Bob have?", 8),
        # a fraction of one holder elsewhere is not a comparison and stays as it was
        ("Ann has 36 pens. Bob has 1/4 as many pens as Ann. How many pens does Bob have?", 9),
    ],
)
def test_fraction_comparison_is_a_multiple(text: str, value: Fraction, lexicon) -> None:
    assert value_of(text, lexicon) == value


def test_the_step_says_how_the_fraction_became_a_factor(lexicon) -> None:
    text = "Ann has 30 apples. Bob has 1/3 more apples than Ann. How many apples does Bob have?"
    result = read_problem(text, lexicon)
    assert isinstance(result, Answer)
    assert result.steps[0] == "1/3 more = 4/3 times as many"


@pytest.mark.parametrize(
    ("text", "written"),
    [
        (
            "Ann has 30 apples. Bob has a third more apples than Ann. How many apples does Bob have?",
            "Ann has 30 apples. Bob has 4/3 times as many apples as Ann. How many apples does Bob have?",
        ),
        (
            "Ann has 40 apples. Bob has 1/4 fewer apples than Ann. How many apples does Bob have?",
            "Ann has 40 apples. Bob has 0.75 times as many apples as Ann. How many apples does Bob have?",
        ),
    ],
)
def test_the_written_text(text: str, written: str, lexicon) -> None:
    found = percent_comparisons(text, lexicon)
    assert found is not None and found.text == written


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # not a whole count
        ("Ann has 31 apples. Bob has 1/4 more apples than Ann. How many apples does Bob have?", None),
        ("Ann has 5 pies. Bob has 1/2 more pies than Ann. How many pies does Bob have?", None),
        # a measure: half a cup more, or half again as many cups?
        (
            "Ann has 3 cups of flour. Bob has 1/2 more cups of flour than Ann. How many cups of flour does Bob have?",
            "unsupported_operation",
        ),
        ("Ann has 4 pies. Bob has 1/2 more pie than Ann. How many pies does Bob have?", None),
        # no kind, or no other side
        ("Ann has 40 apples. Bob has 1/4 more. How many apples does Bob have?", "unsupported_operation"),
        (
            "Ann has 40 apples. Bob has 1/4 more than Ann. How many apples does Bob have?",
            "unsupported_operation",
        ),
        # not a part, or a longer amount
        ("Ann has 40 apples. Bob has 5/4 more apples than Ann. How many apples does Bob have?", None),
        ("Ann has 40 apples. Bob has 1 1/4 more apples than Ann. How many apples does Bob have?", None),
        ("Ann has 40 apples. Bob has a quarter more apples than Ann. How many apples does Bob have?", None),
        ("Ann has 40 apples. Bob has a second more apples than Ann. How many apples does Bob have?", None),
        # negation, an unknown other side, a comparison inside the question
        (
            "Ann has 40 apples. Bob does not have 1/4 more apples than Ann. How many apples does Bob have?",
            None,
        ),
        ("Ann has 40 apples. Bob has 1/4 more apples than Carl. How many apples does Bob have?", None),
        ("Ann has 40 apples. How many apples does Bob have if he has 1/4 more apples than Ann?", None),
        # a part ending a longer amount, a part not whole
        (
            "Ann has 30 apples. Bob has two and one-half as many apples as Ann. How many apples does Bob have?",
            None,
        ),
        ("Ann has 30 apples. Bob has 2 and 1/3 more apples than Ann. How many apples does Bob have?", None),
        ("Ann has 31 apples. Bob has one-half as many apples as Ann. How many apples does Bob have?", None),
        # money that is not a whole number of cents
        ("Ann has $10. Bob has 1/3 more money than Ann. How much money does Bob have?", None),
    ],
)
def test_near_misses_refuse(text: str, reason: str | None, lexicon) -> None:
    refusal = refusal_of(text, lexicon)
    if reason is not None:
        assert refusal.reason == reason


@pytest.mark.parametrize(
    "text",
    [
        "Ann has 40 apples. Bob has 1/4 more. How many apples does Bob have?",
        "Ann has 3 cups of flour. Bob has 1/2 more cups of flour than Ann. How many cups does Bob have?",
        "Ann has 40 apples. Bob has a fifths more apples than Ann. How many apples does Bob have?",
        "Ann has 40 apples. Bob has six fifths more apples than Ann. How many apples does Bob have?",
        "Ann has 40 apples. Bob has twenty-one fifths more apples than Ann. How many apples does Bob have?",
        "Ann has 40 apples. How many apples does Bob have if he has 1/4 more apples than Ann?",
    ],
)
def test_shapes_not_written(text: str, lexicon) -> None:
    assert percent_comparisons(text, lexicon) is None
