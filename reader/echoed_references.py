"""'Bob has twice the number of pens Ann has': the reference of a multiple named by a holder and its verb.

A name right after a finished amount opens a clause of its own, so the
sentence reads as "Bob has twice the number of pens" and "Ann has", and the
multiple has no reference (ADR 0114 refused it). When that second clause is
only a holder and the very same verb form, closing the sentence right after
the multiple's noun, it says what 'as Ann' says: the holder is the
reference, and the echoing verb stands where the second 'as' would
(ADR 0136). A different verb or tense ('Ann had', 'Ann gave him'), anything
after the verb, a word between the noun and the holder, or a multiple that
already has its 'as' keeps the old reading and its refusal.
"""

from __future__ import annotations

from dataclasses import replace

from reader.frames import Clause
from reader.values import AppliedCategory, Marker


def merge_echoed_reference(
    clauses: tuple[Clause, ...], lookback: tuple[AppliedCategory, ...]
) -> tuple[Clause, ...]:
    """The clauses, with a last bare 'holder + verb' clause folded into the multiple right before it."""
    if len(clauses) < 2 or len(lookback) < 3:
        return clauses
    first, echo = clauses[-2], clauses[-1]
    if not _bare_echo(first, echo):
        return clauses
    noun, holder, verb = lookback[-3:]
    assert echo.verb is not None
    if (
        verb.token_index != echo.verb.token_index
        or holder.token_index != verb.token_index - 1
        or noun.token_index != holder.token_index - 1
        or holder.category not in ("name", "pronoun")
    ):
        return clauses  # the verb does not close the sentence right after '<noun> <holder>'
    multiples = [q for q in first.body.quantities if q.times is not None]
    if len(first.body.quantities) != 1 or not multiples or multiples[0].unit is None:
        return clauses
    if any(m.category == "as_marker" for m in first.body.markers) or first.body.objects:
        return clauses  # 'as Ann' already said, or another phrase stands where the reference would
    where = Marker("as_marker", echo.verb.token_index, echo.verb.text)
    body = replace(first.body, objects=(echo.subject,), markers=first.body.markers + (where,))
    return clauses[:-2] + (replace(first, body=body),)


def _bare_echo(first: Clause, echo: Clause) -> bool:
    """A statement clause of one holder and the same verb form as the multiple's, with nothing else read."""
    if first.frame == "question" or echo.frame != first.frame or first.verb is None or echo.verb is None:
        return False
    if echo.subject is None or echo.subject.kind not in ("person", "group"):
        return False
    if echo.verb.text.casefold() != first.verb.text.casefold() or echo.verb.category != first.verb.category:
        return False
    b = echo.body
    return not (
        b.quantities
        or b.objects
        or b.markers
        or b.recipient is not None
        or b.source is not None
        or b.location is not None
        or b.per_unit is not None
        or b.dropped_objects
        or b.open_np is not None
        or b.pending_conjunction is not None
        or b.elliptic
        or b.purpose
    )
