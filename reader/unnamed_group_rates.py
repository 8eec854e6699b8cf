"""An unnamed 'they' spending time or keeping a rate: each of them, or all together? (ADR 0160)

ADR 0058 reads a story that opens with 'they' and names nobody as one unnamed group. A named group
with an amount ("Tom and Ann walk 3 miles each day") refuses unless 'each' or 'together' says
whose the amount is; the unnamed group slipped past that check when the amount was time or a
rate over time: "Each day they read 10 pages. How many pages do they read in 3 days?" (10 pages
each, or between them?), "For 3 hours they worked." (3 hours each, or the group's hours?). So a
holding or move of the unnamed group whose amount is a duration, or a rate per unit of time or of
the calendar, refuses. Other amounts of the unnamed group read as ADR 0058 reads them.
"""

from __future__ import annotations

from reader.refusals import ReaderRefusal, refuse
from reader.state import ProblemReadingState
from reader.unnamed import is_unnamed
from reader.values import QuantityRef

TIMES = ("time", "calendar")


def _timed(q: QuantityRef) -> bool:
    per = q.per
    return (q.unit is not None and q.unit.dimension in TIMES) or (per is not None and per.dimension in TIMES)


def _covered(op) -> bool:
    """ "They ran 5 miles": a distance covered by moving is each one's or the group's too (ADR 0186)."""
    unit = op.quantity.unit
    return op.verb.category == "verb_activity" and unit is not None and unit.dimension.startswith("length")


def check(problem: ProblemReadingState) -> ReaderRefusal | None:
    """A refusal for the first time or rate over time held or moved by the unnamed 'they', else None."""
    told = [(h.entity, h.quantity) for h in problem.accumulated_initial_state]
    told += [(o.doer or o.actor, o.quantity) for o in problem.accumulated_operations]
    covered = {id(o.quantity) for o in problem.accumulated_operations if _covered(o)}
    for who, q in told:
        group = next((e for e in problem.entity_registry if e.key == who), None)
        if group is None or not is_unnamed(who) or group.number != "plural":
            continue
        if not (_timed(q) or id(q) in covered):
            continue
        return refuse(
            "ambiguous_unit",
            f"'{q.text}' of time or over time for 'they' with no group named: each of them, or all together?",
            q.sentence_index,
            q.token_index,
            q.text,
        )
    return None
