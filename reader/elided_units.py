"""Which noun an amount said with no noun borrows: "He had 24 cookies and ate 9" (ADR 0182).

An amount with no noun ("ate 9", "gave 4 to Tom") repeats a noun named before, and the reading
is sound only when exactly one noun can be meant. The nearest place is looked at first:

- a noun counted in the amount's own clause ("20 pages on Monday and 15 on Tuesday");
- a noun counted in an earlier clause of the same sentence, but only when the subject held or
  moved no other kind before: in "Tom had 20 apples. He bought 3 pears and ate 5." the 5 may be
  pears or apples (one eats what one has), so both are candidates and the reading refuses;
- the kinds the subject held or moved in earlier sentences ("He had 24 cookies. He ate 9."), or
  a total for a group it is a member of told the kind (ADR 0189);
- the one counted kind of the whole problem so far.

Rates and prices are never borrowed from: "$2 each" names what one thing costs, not a count.
"""

from __future__ import annotations

from reader.rules.context import payload
from reader.state import ProblemReadingState, SentenceReadingState
from reader.values import QuantityRef, Unit


def _counted(quantities: tuple[QuantityRef, ...]) -> set[Unit]:
    return {q.unit for q in quantities if q.unit is not None and q.per is None and not q.price}


def _subject_kinds(s: SentenceReadingState, p: ProblemReadingState) -> set[Unit]:
    subject = s.pending_entity_ref
    if subject is None:
        return set()
    own = {
        h.quantity.unit
        for h in p.accumulated_initial_state
        if h.entity == subject.key and h.quantity.per is None
    }
    own |= {o.quantity.unit for o in p.accumulated_operations if subject.key in (o.actor, o.counterparty)}
    own |= {t.quantity.unit for t in p.group_totals if subject.key in t.parts}  # a member's part (ADR 0189)
    return {u for u in own if u is not None}


def elided_units(s: SentenceReadingState, p: ProblemReadingState) -> set[Unit]:
    """Every noun the amount may repeat; the caller borrows only when there is exactly one."""
    clause = _counted(payload(s).quantities)
    before = _counted(tuple(q for f in payload(s).finished_clauses for q in f.clause.quantities))
    if clause:
        return clause | before
    held = _subject_kinds(s, p)
    if before:
        return before | held
    if held:
        return held
    facts = [h.quantity for h in p.accumulated_initial_state] + [o.quantity for o in p.accumulated_operations]
    facts += [t.quantity for t in p.group_totals]  # "Tom and Ann have 50 cards together" (ADR 0189)
    return {q.unit for q in facts if q.unit is not None and q.per is None}
