"""An offset before a multiple whose factor is a number: '60 less than four times as many' (ADR 0344)."""

import pytest

from packs.model import Lexicon
from tests.reader.reading import refusal_of, value_of

PRIYA = "Priya has 9 stamps. "


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # the factor as a digit or a word; 'more', 'fewer' or 'less'
        (
            PRIYA
            + "Omar has 5 more than three times as many stamps as Priya. How many stamps does Omar have?",
            32,
        ),
        (PRIYA + "Omar has 5 more than 3 times as many stamps as Priya. How many stamps does Omar have?", 32),
        (
            PRIYA + "Omar has 4 fewer than 3 times as many stamps as Priya. How many stamps does Omar have?",
            23,
        ),
        (
            "Masud has 15 siblings. Janet has 12 less than four times as many siblings as Masud. "
            "How many siblings does Janet have?",
            48,
        ),
        # 'the number of' in place of 'as many'; a tens word and its units word as the factor
        (
            PRIYA
            + "Omar has 1 more than 7 times the number of stamps as Priya. How many stamps does Omar have?",
            64,
        ),
        (
            PRIYA
            + "Omar has 2 more than twenty five times as many stamps as Priya. How many stamps does Omar have?",
            227,
        ),
        # the reference told after the comparison, or solved back when the result is told
        (
            "Omar has 5 more than three times as many stamps as Priya. "
            + PRIYA
            + "How many stamps does Omar have?",
            32,
        ),
        (
            "Omar has 5 more than three times as many stamps as Priya. Omar has 32 stamps. "
            "How many stamps does Priya have?",
            9,
        ),
        # a chain, and a move after the comparison
        (
            "Nia has 8 cards. Femi has 2 more than 3 times as many cards as Nia. "
            "Paul has 1 more than 2 times as many cards as Femi. How many cards does Paul have?",
            53,
        ),
        (
            PRIYA + "Omar has 5 more than three times as many stamps as Priya. Omar gives 6 stamps to Priya. "
            "How many stamps does Omar have?",
            26,
        ),
    ],
)
def test_an_offset_multiple(text: str, value: int, lexicon: Lexicon) -> None:
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # solving back gives no whole number; the offset takes the count below zero
        (
            "Omar has 5 more than three times as many stamps as Priya. Omar has 33 stamps. "
            "How many stamps does Priya have?",
            "non_integer_count",
        ),
        (
            PRIYA
            + "Omar has 50 fewer than three times as many stamps as Priya. How many stamps does Omar have?",
            "negative_count",
        ),
        # no 'times' after the second number: 'more than three stamps' compares with nothing
        (PRIYA + "Omar has 5 more than three stamps. How many stamps does Omar have?", "unused_operator"),
        # 'times more than' keeps its refusal (ADR 0056)
        (
            PRIYA
            + "Omar has 5 more than three times more stamps than Priya. How many stamps does Omar have?",
            "unused_operator",
        ),
        # a move, not a holding: whose stamps were bought when?
        (
            PRIYA
            + "Omar bought 5 more than three times as many stamps as Priya. How many stamps does Omar have?",
            "unsupported_operation",
        ),
        # the reference is never told
        (
            "Omar has 5 more than three times as many stamps as Priya. How many stamps does Omar have?",
            "underdetermined",
        ),
    ],
)
def test_refused_offset_multiples(text: str, reason: str, lexicon: Lexicon) -> None:
    assert refusal_of(text, lexicon).reason == reason


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # the offset with its own unit, on either side of 'more'; dollars against 'as much money'
        (
            "Femi has 30 dollars. Nia has 6 dollars more than half as much money as Femi. How many dollars does Nia have?",
            21,
        ),
        (
            "Femi has 30 dollars. Nia has 6 more dollars than half as much money as Femi. How many dollars does Nia have?",
            21,
        ),
        (
            "Femi has $25. Nia has $10 more than twice as much money as Femi. How much money does Nia have?",
            60,
        ),
        (
            "Kofi has 8 shells. Lena has 3 more shells than twice as many shells as Kofi. How many shells does Lena have?",
            19,
        ),
        (
            "Kofi has 8 shells. Lena has 3 fewer shells than 4 times as many shells as Kofi. "
            "How many shells does Lena have?",
            29,
        ),
    ],
)
def test_an_offset_with_its_unit(text: str, value: int, lexicon: Lexicon) -> None:
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        # the offset counts another thing than the multiple
        "Kofi has 8 shells. Lena has 3 more shells than twice as many stones as Kofi. How many shells does Lena have?",
        "Kofi has 8 shells. Lena has 3 more boxes than twice as many shells as Kofi. How many boxes does Lena have?",
        "Kofi has 8 shells. Lena has $3 more than twice as many shells as Kofi. How many shells does Lena have?",
        # a narrowed offset, or a phrase between it and 'than'
        "Kofi has 8 shells. Lena has 3 more red shells than twice as many shells as Kofi. How many shells does Lena have?",
        "Kofi has 8 shells. Lena has 3 more shells in a box than twice as many shells as Kofi. "
        "How many shells does Lena have?",
    ],
)
def test_refused_offsets_with_a_unit(text: str, lexicon: Lexicon) -> None:
    refusal_of(text, lexicon)
