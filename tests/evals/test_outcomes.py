"""Judging answers: exact equality, golds rounded by their source, expected refusals."""

from __future__ import annotations

from fractions import Fraction

import pytest

from evals.cases import Case
from evals.outcomes import CORRECT, REFUSED, WRONG, Refusal, format_value, judge, matches_gold, parse_value


@pytest.mark.parametrize(
    ("value", "text"),
    [
        (Fraction(42), "42"),
        (Fraction(-3), "-3"),
        (Fraction(5, 2), "2.5"),
        (Fraction(1, 8), "0.125"),
        (Fraction(10, 3), "10/3"),
    ],
)
def test_format_value_is_exact_and_reversible(value: Fraction, text: str) -> None:
    assert format_value(value) == text
    assert parse_value(text) == value


@pytest.mark.parametrize(
    ("value", "gold", "expected"),
    [
        (Fraction(51), "51", True),
        (Fraction(52), "51", False),
        (Fraction(2, 3), "0.6666666667", True),
        (Fraction(10, 3), "3.33333", True),
        (Fraction(10, 3), "3.33", False),  # two decimals are taken as exact
        (Fraction(333334, 100000), "3.33333", False),
        (Fraction(5, 2), "2.5", True),
    ],
)
def test_matches_gold(value: Fraction, gold: str, expected: bool) -> None:
    assert matches_gold(value, gold) is expected


def test_judge_answers_and_refusals() -> None:
    case = Case("a", "s", "Q?", "3")
    assert judge(case, Fraction(3), None) == CORRECT
    assert judge(case, Fraction(4), None) == WRONG
    assert judge(case, None, Refusal("unknown_word")) == REFUSED


def test_judge_expected_refusals() -> None:
    case = Case("r", "lane:x", "Q?", None, expect_refusal="unresolved_pronoun")
    assert judge(case, None, Refusal("unresolved_pronoun")) == CORRECT
    assert judge(case, None, Refusal("unknown_word")) == REFUSED
    assert judge(case, Fraction(3), None) == WRONG
