"""Time spent on an activity, and what a rate turns it into.

"He worked 8 hours", "She read for 3 hours": an activity verb with a
duration records how long the doer spent (a change on the doer's time
chain, marked with the verb). A rate stated by the same doer ("earns $12
an hour", "reads 12 pages per hour") turns that time into the asked unit
when the question asks what the activity produced:

- a money rate stated with an earning verb (earn, make, get) pays for any
  activity of its holder, and answers a question with an earning verb;
- any other rate applies only to the same verb ("reads ... read for ...
  how many pages did he read").
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

from reader.frames import ADDITIVE, Clause, Facts, _additive_ok, _refuse, _unused, _without
from reader.graph import Event, MathProblemGraph, Rate
from reader.refusals import ReaderRefusal
from reader.solver import Linear
from reader.values import EntityRef, Operation, VerbRef

EARNING = frozenset({"verb_earn", "verb_produce", "verb_gain"})


def activity_facts(
    clause: Clause, subject: EntityRef, verb: VerbRef, order: tuple[int, int]
) -> Facts | ReaderRefusal:
    """Only durations are read: 'worked 8 hours', 'works for 8 hours' ('for' here is not a price)."""
    body = clause.body
    if body.objects or body.recipient is not None or body.source is not None or subject.kind != "person":
        return _refuse(
            clause, "unsupported_operation", "an activity with a second party", verb.token_index, verb.text
        )
    for q in body.quantities:
        if q.unit is None or q.unit.dimension != "time" or q.owner:
            return _refuse(
                clause,
                "unsupported_operation",
                "an activity whose amount is not a duration",
                q.token_index,
                q.text,
            )
    if len(body.quantities) > 1 and any(q.price for q in body.quantities):
        q = next(
            q for q in body.quantities if q.price
        )  # "worked 3 hours for 6 days": a repetition, not a sum
        return _refuse(
            clause, "unsupported_operation", "an activity repeated over a period", q.token_index, q.text
        )
    unused = _unused(clause, _additive_ok(_without(body.markers, ADDITIVE), body.quantities))
    if unused is not None:
        return unused
    ops = tuple(
        Operation(
            "gain",
            subject.key,
            replace(q, price=False),
            verb,
            (order[0], order[1] * 100 + i),
            doer=subject.key,
        )
        for i, q in enumerate(body.quantities)
    )
    return Facts(operations=ops)


def _applies(rate: Rate, graph: MathProblemGraph) -> bool:
    q = graph.question
    if rate.unit_key == "dim:money" and rate.verb_category in EARNING:
        return q.verb_category in EARNING
    return bool(rate.verb_lemma) and rate.verb_lemma == q.verb_lemma


def _timed(event: Event, rate: Rate) -> bool:
    if event.kind != "change" or event.verb_category != "verb_activity" or event.unit_key != rate.per_key:
        return False
    if rate.unit_key == "dim:money" and rate.verb_category in EARNING:
        return True
    return event.verb_lemma == rate.verb_lemma


CLOCK_LIMIT = 3600  # seconds, minutes and hours: a stated duration of them is all time on the task


def _same_clock(stated: Fraction, per: Fraction) -> bool:
    """The duration's unit is the rate's, or both are clock units (50 minutes at $12 an hour, ADR 0118).

    A day or a week of work is not 24 or 168 hours of it, so larger units convert only to themselves.
    """
    return stated == per or (stated <= CLOCK_LIMIT and per <= CLOCK_LIMIT)


def rated_activity(graph: MathProblemGraph) -> Linear | None:
    """What the asker's activity produced at their one stated rate; None when no rate and time fit.

    Durations must be stated in the rate's own unit ("8 hours" at "$12 an hour") or, both being
    clock units, convert exactly ("90 minutes", ADR 0118): a "day" of work is not 24 hours. A money
    rate pays only when the holder spent time on one activity, and on
    none that another rate of theirs already counts ("reads 30 pages an hour").
    """
    q = graph.question
    if len(q.entities) != 1:
        return None
    holder = q.entities[0]
    rates = [
        r
        for r in graph.rates
        if r.holder == holder
        and r.unit_key in graph.question_units
        and r.per_key == "dim:time"
        and _applies(r, graph)
    ]
    if len({(r.value / r.per_factor, r.unit_key) for r in rates}) != 1:
        return None
    rate = rates[0]
    timed = [e for e in graph.events if e.doer == holder and _timed(e, rate)]
    if not timed or any(not _same_clock(e.unit_factor, rate.per_factor) for e in timed):
        return None
    if rate.scope is not None and any((e.order[0], e.order[1] // 100 * 100) != rate.scope for e in timed):
        return None  # "hiked 4 hours at 3 mph; she hiked 2 more hours": the speed of those 2 is not said
    lemmas = {e.verb_lemma for e in timed}
    if rate.unit_key == "dim:money" and rate.verb_category in EARNING:
        counted = {r.verb_lemma for r in graph.rates if r.holder == holder and r is not rate}
        if len(lemmas) != 1 or lemmas & counted:
            return None
    total = Linear(rate.value * 0)
    seen: set[tuple[int, int]] = set()
    for event in timed:
        if event.order not in seen:
            seen.add(event.order)
            total = total.plus(Linear.of(event))
    paid = total.scaled(rate.value / rate.per_factor)
    if rate.unit_key == "dim:money" and not paid.terms and (paid.const * 100).denominator != 1:
        return None  # "7 minutes at $10 an hour" is $7/6: no sum of money anyone was paid
    return paid
