"""A fraction written before 'as many': '2/3 as many', 'one third as many', 'two thirds as many', 'one half as many'.

A fraction is a factor like 'twice' or 'half' (ADR 0015), only spelt with
a number: a fraction token right before 'as' (or before 'times as'), or a
whole number followed at once by an ordinal ('two thirds') or by 'half'
('one half'). Nothing else is a fraction here: a number that does not
stand right before the ordinal, a 'half' after a number other than one
('two halves'?), or an ordinal with no value keeps the refusal it had
(ADR 0114).
"""

from __future__ import annotations

from fractions import Fraction

from reader.rules.context import Word
from reader.state import SentenceReadingState
from reader.values import Marker, QuantityRef


def _last_number(q: QuantityRef) -> int:
    return max(q.number_tokens, default=q.token_index)


def shared_factor(s: SentenceReadingState, before: int) -> Fraction | None:
    """ "2/3 as many", "25% as many", "2/3 times as many": the waiting share ends right before ``before``."""
    if len(s.pending_quantities) != 1:
        return None
    q = s.pending_quantities[0]
    if q.value is not None or q.share is None or q.share <= 0 or _last_number(q) != before - 1:
        return None
    return q.share


def spelt_fraction(
    s: SentenceReadingState, markers: tuple[Marker, ...], as_index: int
) -> tuple[Fraction, Marker] | None:
    """ "two thirds as many": one whole number, then an ordinal with a value, then the first 'as', in a row."""
    if len(s.pending_quantities) != 1:
        return None
    q = s.pending_quantities[0]
    if q.value is None or q.share is not None or q.value.denominator != 1 or q.value <= 0:
        return None
    ordinal = [m for m in markers if m.category == "ordinal_word" and m.token_index == as_index - 1]
    if not ordinal or not ordinal[0].role.isdigit() or _last_number(q) != as_index - 2:
        return None
    denominator = int(ordinal[0].role)
    if denominator < 2 or q.value >= denominator:  # "five thirds as many" is not how a part is said
        return None
    return q.value / denominator, ordinal[0]


def one_half(s: SentenceReadingState, factor_word: Marker) -> bool:
    """ "one half as many": the number one right before 'half' says no more than 'half' alone."""
    if factor_word.category != "fraction_word" or len(s.pending_quantities) != 1:
        return False
    q = s.pending_quantities[0]
    return q.value == 1 and q.share is None and _last_number(q) == factor_word.token_index - 1


def share_as_factor(s: SentenceReadingState, found: Word | None) -> bool:
    """While a share waits for 'of', only 'times', 'as' and then 'many'/'much' may instead make it a factor.

    Every other word keeps the refusal "a fraction or percentage with no 'of' after it"; 'as many' itself
    checks that the share stood right before 'as' or 'times'.
    """
    if found is None or len(s.pending_quantities) != 1 or s.pending_quantities[0].share is None:
        return False
    previous = s.lookback[-1].category if s.lookback else ""
    if found.category == "multiplier":
        return found.attr("factor") == "number" and previous in ("number", "number_word")
    if found.category == "as_marker":
        return previous in ("number", "number_word", "multiplier")
    return found.category == "question_quantity" and previous == "as_marker"
