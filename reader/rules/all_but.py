"""'all but N' in a move: everything the owner has except N, which stay (ADR 0217).

ADR 0032 reads "ate all of them" as an amount nobody counted, pinned by
what it leaves: nothing of that kind stays with the one who loses it. "ate
all but 3 of them" is the same move with a different pin: exactly 3 stay.
So 'but' right after the determiner 'all' of a pending whole amount opens
an exception, and the one plain count after it is what is kept; the unit
then comes as it does for 'all' ("all but 3 bars", "all but 3 of them",
"all but 3 of her bars"). The moved amount is solved from the pin, never
guessed: if the owner's amount before is unknown, the move is too.

Only a plain count is kept: money ("all but $5"), a share ("all but 1/4"),
an unknown ('all but some') or a second exception ("all but 3 and 2")
still refuses. 'all' beside another amount in one clause ("ate all of
them but 3") keeps ADR 0061's refusal.
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

from reader.part_subjects import COUNTS
from reader.rules.context import Result, Word, previous_category, unexpected
from reader.state import ProblemReadingState, SentenceReadingState
from reader.values import QuantityRef

__all__ = ["EXPECT_KEPT", "open_exception", "read_kept"]

EXPECT_KEPT = "all_but_count"


def _pending_all(s: SentenceReadingState) -> QuantityRef | None:
    """The whole amount 'all' just opened in a move, with nothing known about it yet."""
    if previous_category(s) != "determiner" or len(s.pending_quantities) != 1 or s.pending_verb is None:
        return None
    q = s.pending_quantities[0]
    if not q.whole or q.kept is not None or q.unit is not None or q.value is not None or q.owner:
        return None
    return q


def open_exception(s: SentenceReadingState, word: Word) -> SentenceReadingState | None:
    """ "sold all but": the count after 'but' is what stays; None when 'all' opened no whole amount."""
    if _pending_all(s) is None or s.expectation != "unit":
        return None
    return replace(s, expectation=EXPECT_KEPT)


def read_kept(s: SentenceReadingState, p: ProblemReadingState, word: Word) -> Result:
    """The count after 'all but': kept by the owner; the unit still to come is the whole's."""
    q = s.pending_quantities[0]
    if (
        word.category == "number"
        and word.shape is not None
        and word.shape.primitive in COUNTS
        and not word.shape.unit
    ):
        value = word.shape.value
    elif word.category == "number_word" and word.attr("value"):
        value = Fraction(word.attr("value"))
    else:
        return unexpected(s, word, "after 'all but' (only a plain count can be kept)")
    if value <= 0 or value.denominator != 1:
        return unexpected(s, word, "after 'all but' (only a plain count can be kept)")
    kept = replace(q, kept=value, number_tokens=(word.index,))
    return replace(s, pending_quantities=(kept,), expectation="unit")
