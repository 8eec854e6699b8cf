"""When an 'it takes' question names the stated thing, and when its answer is exact (ADR 0116).

"Nia can type 6 pages of a report in 15 minutes. How many minutes will it take her to
type 96 pages?": the question drops what the pages are of. "It takes 2 cans of
frosting to frost a cake. How many cans ...?": the question drops what the cans hold.
Both name the same things as the statement, as long as that statement is the only one
about pages (or cans) and only an 'of' content was dropped: a question that adds or
changes a modifier ("120 pages of a comic", "red cans") names other things.

A day is not always 24 hours in these stories ("works 8-hour shifts", "in 10 days" of
work), so a time is turned into or out of days, weeks or longer only when both ends are
that same unit; seconds, minutes and hours convert freely.

The answer is the count times the stated time (or resource) per thing, turned into the
asked unit ("How many hours" after "20 minutes"). A duration that is no finite decimal in
the asked unit (160 minutes is 8/3 hours) would be stated rounded in any answer key, so
such a reading refuses rather than answer a value no one would write.
"""

from __future__ import annotations

from fractions import Fraction

from reader.values import Unit


def names_same_things(stated: Unit, asked: Unit) -> bool:
    """``asked`` is ``stated`` itself, or ``stated`` with only its 'of' contents left out."""
    if (stated.head, stated.dimension, stated.factor) != (asked.head, asked.dimension, asked.factor):
        return False
    dropped = set(stated.modifiers) - set(asked.modifiers)
    return set(asked.modifiers) <= set(stated.modifiers) and all(m.startswith("of:") for m in dropped)


def finite_decimal(value: Fraction) -> bool:
    """1/4 and 5/2 are finite decimals; 8/3 and 1/9 are not."""
    d = value.denominator
    for p in (2, 5):
        while d % p == 0:
            d //= p
    return d == 1


HOUR = Fraction(3600)  # in the pack's base unit of time, the second


def converts_by_clock(stated: Unit, asked: Unit) -> bool:
    """Seconds, minutes and hours convert; a day, week or year only into itself (a working day is not 24 hours)."""
    if stated.dimension != "time" or asked.dimension != "time":
        return True
    return stated.factor == asked.factor or max(stated.factor, asked.factor) <= HOUR
