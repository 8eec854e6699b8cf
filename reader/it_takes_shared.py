"""A time per doing scaled by a count, where several doers or tools could work at once (ADR 0354).

"It takes 30 minutes to bake a cake. How long does it take to bake 4 cakes?" is 120 minutes only when
the cakes are baked one after another. "Ann has 3 ovens", "There are 3 workers", "Ann and Bob bake",
"the oven can fit 2 cakes at a time" each leave open how many doings run side by side, and the text
does not say. So a dummy-'it' question asking a time (ADR 0079) refuses when the problem read so far
holds a count above one of any other things than the ones the question counts (ovens, workers, helpers, or a
mere distractor: the reader cannot tell which), or more than one person, or a group. Amounts of things
and prices scale whatever the number of doers, so only a time is checked.
"""

from __future__ import annotations

from reader.refusals import ReaderRefusal, refuse
from reader.state import ProblemReadingState
from reader.values import QuestionTarget


def _asks_time(target: QuestionTarget) -> bool:
    """A time asked, or a count asked for a given time ("How many cakes can she bake in 2 hours?")."""
    given = target.given.unit if target.given is not None else None
    return any(u is not None and u.dimension == "time" for u in (target.unit, given))


def _other_counts(p: ProblemReadingState, target: QuestionTarget) -> bool:
    """Some count above one (or unknown) of things read so far that are not the ones the question scales by.

    One oven or one loom cannot work beside itself, so a count of exactly one leaves the time fixed.
    """
    counted = {u.head for u in (target.unit, target.given.unit if target.given else None) if u is not None}
    amounts = [h.quantity for h in p.accumulated_initial_state if h.quantity.per is None]
    amounts += [op.quantity for op in p.accumulated_operations]
    return any(
        q.unit is not None
        and not q.unit.dimension
        and q.unit.head not in counted
        and (q.value is None or q.value > 1)
        for q in amounts
    )


def _several_doers(p: ProblemReadingState) -> bool:
    """More than one person read so far, or a group of them ('they', 'Ann and Bob', 'the workers')."""
    people = [e for e in p.entity_registry if e.kind == "person"]
    return len(people) > 1 or any(e.number != "singular" or e.members for e in p.entity_registry)


def shared_time(p: ProblemReadingState, target: QuestionTarget, si: int) -> ReaderRefusal | None:
    """The refusal when the asked time could be shared by doings at once; None when it cannot."""
    if not _asks_time(target) or not (_other_counts(p, target) or _several_doers(p)):
        return None
    return refuse(
        "underdetermined",
        "a time per doing scaled by a count, where several doers or tools may work at once (ADR 0354)",
        si,
        target.token_index,
        "",
    )
