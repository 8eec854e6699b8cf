"""How long a stated pace needs for a given amount: "Tom types 30 words a minute.
How many minutes will it take him to type 300 words?" (ADR 0106).

The question has the dummy-'it' shape of ADR 0079, but no sentence said "It takes ...":
the story stated the doer's pace instead, an amount of things per unit of time. The time
one thing needs is the inverse of that pace (1/30 minute per word), which is the rate the
ADR 0079 question scales by the supplied count.

Only when the pace is the one rate the story gives for that kind of thing, it is the asked
doer's, it was stated with the question's own verb (typing is not writing), per a unit of
time, and no rate per that thing was stated. Anything else keeps the refusal.
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

from reader.asked_amounts import names_same_things
from reader.state import ProblemReadingState
from reader.values import Holding, Unit, VerbRef


def _about(h: Holding, head: str) -> bool:
    q = h.quantity
    by_unit = q.per is not None and q.unit is not None and q.unit.head == head
    by_per = q.per is not None and q.per.head == head
    return by_unit or by_per


def time_per_thing(
    p: ProblemReadingState, holder: str, verb: VerbRef, per: Unit
) -> tuple[Holding, tuple[Holding, ...]] | None:
    """The inverted pace (time per one thing) and the holdings with the pace replaced by it."""
    rates = [h for h in p.accumulated_initial_state if _about(h, per.head)]
    if len(rates) != 1:
        return None
    pace = rates[0]
    q = pace.quantity
    if (
        q.per is None
        or q.unit is None
        or q.per.dimension != "time"
        or q.unit.dimension
        or not names_same_things(q.unit, per)  # "8 pages of a book" answers "120 pages" (ADR 0116)
        or q.value is None
        or q.value <= 0
        or q.times is not None
        or q.share is not None
        or q.owner
        or pace.entity != holder
        or pace.verb is None
        or pace.verb.lemma != verb.lemma
        or pace.than
        or pace.activity
    ):
        return None
    inverse = replace(pace, quantity=replace(q, value=Fraction(1) / q.value, unit=q.per, per=per))
    held = tuple(inverse if h is pace else h for h in p.accumulated_initial_state)
    return inverse, held
