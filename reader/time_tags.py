"""Questions that pick moves out by their time (ADR 0185).

"How many emails did Jack receive in the afternoon and evening?" counts only the moves whose amount
was tagged with one of those times (reader/rules/time_tags.py); "How many more letters did Jack
receive in the morning than in the afternoon?" subtracts the afternoon's moves from the morning's.

As for purposes (ADR 0176), soundness comes from refusals: every move the question could count (its
verb's kind, its doer, its things) must carry a time, since an untagged move may have been at the
asked one; all times, asked and tagged, must be parts of one whole (no "Monday" beside "morning":
the morning of which day?); each asked time must match a move; and only a change, a difference of
two units' changes, or a difference of two times' changes is read. A question naming a time and a
purpose refuses.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from reader.graph import Event, MathProblemGraph
from reader.refusals import ReaderRefusal, refuse
from reader.solver import Linear, Solution
from reader.state import ClausePayload
from reader.values import Marker, QuestionTarget

TIMED_KINDS = frozenset({"change", "difference_change", "unit_difference_change"})
NO_MOVE_AT = "no move read was at the asked time"  # a listed time with no move (ADR 0289 drops it)


def compared_times(body: ClausePayload) -> bool:
    """ "in the morning than in the afternoon": one 'than', times on both sides, no one else compared."""
    thans = [m for m in body.markers if m.category == "than_marker"]
    if len(thans) != 1 or body.objects or body.than_unit is not None:
        return False
    at = thans[0].token_index
    return any(d.token_index < at for d in body.dated) and any(d.token_index > at for d in body.dated)


def asked_times(
    body: ClausePayload, remaining: tuple[Marker, ...], kind: str, moves: bool
) -> tuple[tuple[str, ...] | None, tuple[str, ...] | None, tuple[Marker, ...]]:
    """The question's times before and after its 'than', and the markers left for other rules."""
    if not body.dated or kind not in TIMED_KINDS or not moves:
        return None, None, remaining
    spots = {d.token_index for d in body.dated}
    left = tuple(m for m in remaining if not (m.category == "time_marker" and m.token_index in spots))
    thans = [m.token_index for m in body.markers if m.category == "than_marker"]
    at = thans[0] if len(thans) == 1 and kind == "difference_change" else None
    asked = tuple(d.text for d in body.dated if at is None or d.token_index < at)
    than = tuple(d.text for d in body.dated if at is not None and d.token_index > at)
    return asked, than or None, left


def refuse_time_shape(q: QuestionTarget, purpose: str) -> ReaderRefusal | None:
    """Only one move asked, two units compared, or two times compared, each by one doer at most."""
    if q.times is None and q.than_times is None:
        return None
    doers = set(q.entities) - {""}
    plain = q.kind in ("change", "unit_difference_change") and not q.than_times and len(doers) <= 1
    compared = q.kind == "difference_change" and bool(q.than_times) and len(doers) == 1
    disjoint = not (set(q.times) & set(q.than_times or ()))
    if (plain or compared) and bool(q.times) and disjoint and not purpose:
        return None
    return refuse(
        "unsupported_operation",
        "a question's time ('in the morning') is read only with one move asked, or two times compared",
        q.sentence_index,
        q.token_index,
        "",
    )


def _refuse(q: QuestionTarget, detail: str) -> ReaderRefusal:
    return refuse("underdetermined", detail, q.sentence_index, q.token_index, "")


def _keep(graph: MathProblemGraph, times: tuple[str, ...]) -> MathProblemGraph | ReaderRefusal:
    """The graph with only the asked times' moves among those the question could count."""
    q = graph.question
    doers = set(q.entities) - {""}
    units = set(graph.question_units) | set(graph.than_units)
    candidates = [
        e
        for e in graph.events
        if e.kind == "change"
        and e.verb_category == q.verb_category
        and e.unit_key in units
        and (not doers or e.doer in doers)
    ] + _rated_times(graph, units, doers)
    untagged = [e for e in candidates if not e.time]
    if untagged:
        return _refuse(
            q, f"'{untagged[0].text}' was moved with no time stated: it may have been at the asked time"
        )
    wholes = {str(e.time).split(":")[0] for e in candidates} | {t.split(":")[0] for t in times}
    if len(wholes) > 1:
        return _refuse(q, "times of two different wholes (days and parts of a day) cannot be told apart")
    missing = [t for t in times if not any(e.time == t for e in candidates)]
    if missing:
        return _refuse(q, f"{NO_MOVE_AT} '{missing[0].split(':')[-1]}'")
    dropped = {e.order for e in candidates if e.time not in times}
    events = tuple(e for e in graph.events if not (e.kind == "change" and e.order in dropped))
    return replace(graph, events=events, question=replace(q, times=None, than_times=None))


def _rated_times(graph: MathProblemGraph, units: set[str], doers: set[str]) -> list[Event]:
    """ "worked 5 minutes yesterday and 12 today ... how many shirts today?": the time a doer's rate in
    the asked unit turns into that unit is a move the question counts, so it is picked by its time too
    (ADR 0199)."""
    rated = {r.holder for r in graph.rates if r.per_key == "dim:time" and r.unit_key in units}
    return [
        e
        for e in graph.events
        if e.kind == "change"
        and e.verb_category == "verb_activity"
        and e.unit_key.startswith("dim:time")
        and e.doer in rated
        and (not doers or e.doer in doers)
        and e.unit_key not in units
    ]


def time_form(graph: MathProblemGraph, solution: Solution, asked_form: Callable) -> Linear | ReaderRefusal:
    """The asked form over the asked times' moves; a 'than' time's moves are subtracted."""
    q = graph.question
    assert q.times
    if not q.than_times:
        kept = _keep(graph, q.times)
        return kept if isinstance(kept, ReaderRefusal) else asked_form(kept, solution)
    one = replace(graph, question=replace(q, kind="change", entities=q.entities[:1]))
    first = _keep(one, q.times)
    if isinstance(first, ReaderRefusal):
        return first
    second = _keep(one, q.than_times)
    if isinstance(second, ReaderRefusal):
        return second
    a = asked_form(first, solution)
    if isinstance(a, ReaderRefusal):
        return a
    b = asked_form(second, solution)
    if isinstance(b, ReaderRefusal):
        return b
    return a.plus(b, -1)
