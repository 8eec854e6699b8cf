"""Judging one reading against its gold answer.

Pure functions over plain values, so the runner, the reports and the
corridor's previews all judge a case the same way.
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction

from evals.cases import Case

CORRECT = "correct"
REFUSED = "refused"
WRONG = "wrong"
OUTCOMES = (CORRECT, REFUSED, WRONG)

# Not a reader reason: the runner records it when read_problem raised. It is a bug, never a result.
READER_ERROR = "reader_error"

# A gold with this many decimals or more may have been rounded by its source.
ROUNDED_GOLD_DECIMALS = 3


@dataclass(frozen=True, slots=True)
class Refusal:
    """Where and why the reader stopped, copied out of the reader's own refusal type."""

    reason: str
    detail: str = ""
    sentence_index: int | None = None
    token_index: int | None = None
    token_text: str | None = None


@dataclass(frozen=True, slots=True)
class CaseOutcome:
    """The verdict on one case: what the reader said and how that compares with the gold."""

    case: Case
    outcome: str
    answer: str | None = None  # exact value as text (see format_value)
    unit: str | None = None
    refusal: Refusal | None = None
    trace_hash: str | None = None


def format_value(value: Fraction) -> str:
    """Exact text for a value: ``42``, ``2.5``, or ``10/3`` when no finite decimal exists."""
    value = Fraction(value)
    if value.denominator == 1:
        return str(value.numerator)
    denominator = value.denominator
    for prime in (2, 5):
        while denominator % prime == 0:
            denominator //= prime
    if denominator != 1:
        return f"{value.numerator}/{value.denominator}"
    text = format(Decimal(value.numerator) / Decimal(value.denominator), "f")
    return text.rstrip("0").rstrip(".") if "." in text else text


def parse_value(text: str) -> Fraction:
    """The inverse of ``format_value`` (also reads every gold answer)."""
    return Fraction(text) if "/" in text else Fraction(Decimal(text))


def matches_gold(value: Fraction, gold: str) -> bool:
    """Equal to the gold, or, for a gold the source may have rounded, equal at its precision.

    "At its precision" means within half a unit of the gold's last decimal,
    which is what rounding the answer to that many decimals would give.
    """
    exact = parse_value(gold)
    if value == exact:
        return True
    decimals = len(gold.partition(".")[2])
    if decimals < ROUNDED_GOLD_DECIMALS:
        return False
    return abs(value - exact) <= Fraction(1, 2 * 10**decimals)


def judge(case: Case, value: Fraction | None, refusal: Refusal | None) -> str:
    """correct / refused / wrong for an answer (``value``) or a refusal."""
    if case.expect_refusal is not None:
        if refusal is None:
            return WRONG
        return CORRECT if refusal.reason == case.expect_refusal else REFUSED
    if refusal is not None:
        return REFUSED
    assert value is not None and case.gold is not None
    return CORRECT if matches_gold(value, case.gold) else WRONG
