"""'twice as many apples as Tom', '3 times as much money as Ann', 'half as many': a multiple of a reference.

The words before 'as many' fix the factor; they are consumed here and the
amount becomes a quantity of value 0 that carries ``times``. The second
'as' and the reference stay in the clause, and only a holding frame gives
them a role (frames.py); anywhere else the quantity refuses.
"""

from __future__ import annotations

from fractions import Fraction

from reader.rules.context import Result, Word, payload, refuse_at
from reader.rules.multiple_factors import one_half, shared_factor, spelt_fraction
from reader.state import ProblemReadingState, SentenceReadingState, evolve
from reader.values import Marker, QuantityRef

FACTOR_WORDS = frozenset({"multiplier", "fraction_word"})


def _factor_word(markers: tuple[Marker, ...], index: int) -> Marker | None:
    found = [m for m in markers if m.token_index == index and m.category in FACTOR_WORDS]
    return found[0] if found else None


def as_many(s: SentenceReadingState, p: ProblemReadingState, word: Word) -> Result:
    """Read 'many'/'much' after 'as'; the factor is the word before 'as' (or 1 when there is none)."""
    markers = payload(s).markers
    first_as = markers[-1] if markers and markers[-1].category == "as_marker" else None
    if first_as is None or first_as.token_index != word.index - 1:
        return refuse_at(s, word, "unexpected_category", "'as many' with no 'as' right before it")
    return scaled_amount(s, word, first_as.token_index, {first_as}, word.lemma)


def scaled_amount(
    s: SentenceReadingState, word: Word, anchor: int, consumed: set[Marker], lemma: str
) -> Result:
    """The factor is the word (or fraction) right before ``anchor``: the first 'as', or the 'the' of
    "twice the number of" (ADR 0114). The amount waits for its unit like any number."""
    markers = payload(s).markers
    factor_word = _factor_word(markers, anchor - 1)
    numbers: tuple[int, ...] = ()
    spelt = None
    if factor_word is None:
        shared = shared_factor(s, anchor)  # "2/3 as many" (ADR 0114)
        spelt = spelt_fraction(s, markers, anchor)  # "two thirds as many" (ADR 0114)
        if shared is not None:
            times, numbers = shared, s.pending_quantities[0].number_tokens
        elif spelt is not None:
            times, numbers = spelt[0], s.pending_quantities[0].number_tokens
            consumed.add(spelt[1])
        elif s.pending_quantities:
            return refuse_at(s, word, "unexpected_category", "a number before 'as many' with no 'times'")
        else:
            times = Fraction(1)
    elif factor_word.role == "number":  # "3 times as many": the number before 'times' is the factor
        shared = shared_factor(s, factor_word.token_index)  # "2/3 times as many" (ADR 0114)
        if shared is not None:
            times, numbers = shared, s.pending_quantities[0].number_tokens
        elif len(s.pending_quantities) != 1 or s.pending_quantities[0].value is None:
            return refuse_at(s, word, "unexpected_category", "'times as many' with no number before 'times'")
        else:
            counted = s.pending_quantities[0]
            times, numbers = counted.value, counted.number_tokens
        consumed.add(factor_word)
    elif one_half(s, factor_word):  # "one half as many" (ADR 0114)
        times, numbers = Fraction(factor_word.role), s.pending_quantities[0].number_tokens
        consumed.add(factor_word)
    else:
        from reader.affine_multiples import finished_offset

        finished = None if s.pending_quantities else finished_offset(s, factor_word.token_index)
        s = s if finished is None else finished  # "5 more roommates than twice as many" (ADR 0344)
        if s.pending_quantities and offset_before(s, markers, factor_word.token_index) is None:
            return refuse_at(s, word, "unexpected_category", "a number before a multiplying word")
        times = Fraction(factor_word.role)
        consumed.add(factor_word)
    if factor_word is not None:
        start = factor_word.token_index
    elif numbers:
        start = min(numbers)
    else:
        start = anchor
    amount = QuantityRef(
        Fraction(0), start, f"{fmt_times(times)} times as {lemma}", None, s.sentence_index, numbers
    )
    amount = evolve(amount, times=times)
    if factor_word is not None and factor_word.role != "number" and s.pending_quantities and not numbers:
        # "9 more than half as many": the offset is the amount; 'more' and 'than' stay for frame_multiples
        counted = s.pending_quantities[0]
        amount = evolve(amount, value=counted.value, number_tokens=counted.number_tokens)
    if factor_word is not None and payload(s).scaled_offset is not None:  # (ADR 0344)
        from reader.affine_multiples import with_offset

        s, amount = with_offset(s, amount)
    rest = tuple(m for m in markers if m not in consumed)
    s = evolve(s, pending_quantities=(amount,), expectation="unit")
    return evolve(s, partial_frame_payload=evolve(payload(s), markers=rest))


def offset_before(
    s: SentenceReadingState, markers: tuple[Marker, ...], factor_index: int
) -> QuantityRef | None:
    """ "9 more than half as many", "3 fewer than twice as many": one number, its comparative and 'than', in a row.

    Only the words right before the factor word count (ADR 0056); anything else keeps the old refusal.
    """
    if len(s.pending_quantities) != 1 or s.pending_quantities[0].value is None:
        return None
    counted = s.pending_quantities[0]
    last = max(counted.number_tokens, default=counted.token_index)
    comparative = [m for m in markers if m.category == "comparative" and m.token_index == last + 1]
    than = [m for m in markers if m.category == "than_marker" and m.token_index == last + 2]
    if not comparative or not than or factor_index != last + 3 or comparative[0].role not in ("up", "down"):
        return None
    return counted


def fmt_times(value: Fraction) -> str:
    return str(value) if value.denominator != 1 else str(value.numerator)
