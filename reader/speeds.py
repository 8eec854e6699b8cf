"""A speed stated inside an activity clause: "walked 6 miles at 2 miles per hour", "ran for 3 hours at 5 miles an hour".

"at S <length> per <time>" states the doer's rate for this very activity. The clause's one other
amount is either the time spent ("for 3 hours") or the distance covered ("6 miles"). Either way the
clause says two facts the reader already knows how to use (ADR 0030): the rate of the activity and
the time spent on it. A distance is turned into that time at once (distance / speed, exact), so a
question about the distance is again speed x time and a question about the time is the time.

Refused rather than guessed: two speeds, three amounts (a distance, a time and a speed together may
disagree), a distance or a duration in another unit than the speed's (miles at km per hour, minutes
at miles per hour), a speed of 0, and any doer that is not one person.
"""

from __future__ import annotations

from dataclasses import replace

from reader.asked_amounts import finite_decimal
from reader.frames import Clause, Facts, rate_clause, refuse_clause
from reader.graph import MathProblemGraph
from reader.refusals import ReaderRefusal
from reader.values import EntityRef, QuantityRef, VerbRef


def _length(q: QuantityRef) -> bool:
    return q.unit is not None and q.unit.dimension.startswith("length")


def _one_person(subject: EntityRef) -> bool:
    return subject.kind == "person" and subject.number == "singular" and not subject.members


def speed_clause(
    clause: Clause, subject: EntityRef, verb: VerbRef, order: tuple[int, int]
) -> Facts | ReaderRefusal | None:
    """The rate and the time spent, or None when the clause states no speed after 'at'."""
    body = clause.body
    per = body.per_unit
    if per is None or per.dimension != "time":
        return None
    at = [m for m in body.markers if m.category == "prep_price" and m.role == "at"]
    speeds = [
        q
        for q in body.quantities
        if q.price and _length(q) and any(m.token_index < q.token_index for m in at)
    ]
    if not speeds:
        return None
    speed = speeds[0]
    others = [q for q in body.quantities if q is not speed]
    markers = tuple(m for m in body.markers if m not in at)
    rated = rate_clause(
        replace(clause, body=replace(body, quantities=(replace(speed, price=False),), markers=markers)),
        subject,
        verb,
        order,
    )
    if len(speeds) == 1 and len(at) == 1 and not others:
        return rated  # "She jogs at 6 miles per hour": the rate alone, as "jogs 6 miles per hour"
    if len(speeds) != 1 or len(at) != 1 or len(others) != 1 or not _one_person(subject):
        return refuse_clause(
            clause,
            "unsupported_operation",
            "a speed with more than one other amount, or a doer who is not one person",
            speed.token_index,
            speed.text,
        )
    other = others[0]
    assert speed.unit is not None
    if not speed.value or other.value is None or other.unit is None or other.owner or other.per is not None:
        return refuse_clause(
            clause,
            "underdetermined",
            "a speed whose other amount is not a distance or a time",
            other.token_index,
            other.text,
        )
    if other.unit.dimension == "time" and other.unit.head == per.head:
        spent = replace(other, price=False)
    elif _length(other) and other.unit.head == speed.unit.head and not other.price:
        if not finite_decimal(other.value / speed.value):
            return refuse_clause(
                clause,
                "unsupported_operation",
                "a time that is no exact decimal (the answer would need rounding)",
                other.token_index,
                other.text,
            )
        spent = replace(
            other,
            value=other.value / speed.value,
            unit=per,
            text=f"{other.text}/{speed.text}",
        )
    else:
        return refuse_clause(
            clause,
            "ambiguous_unit",
            "a distance or time in another unit than the speed's",
            other.token_index,
            other.text,
        )
    if not isinstance(rated, Facts):
        return rated
    from reader.activity import activity_facts

    timed = activity_facts(
        replace(clause, body=replace(body, quantities=(spent,), per_unit=None, markers=markers)),
        subject,
        verb,
        order,
    )
    if not isinstance(timed, Facts):
        return timed
    scoped = tuple(replace(h, scope=h.order) for h in rated.holdings)  # the speed of this stretch only
    return Facts(holdings=scoped, operations=timed.operations)


def motion_stand_in(graph: MathProblemGraph) -> MathProblemGraph:
    """'How long was Charles travelling?' after 'Charles strolled 6 miles at 3 miles per hour'.

    A question verb that names any way of moving (the lexicon marks it 'motion: any') stands for
    the doer's activity only when that doer has exactly one activity in the story, and a speed for
    it. Otherwise the graph is returned unchanged and the question matches nothing (a refusal).
    """
    q = graph.question
    if q.verb_motion != "any" or q.verb_category != "verb_activity" or len(q.entities) != 1:
        return graph
    doer = q.entities[0]
    lemmas = {e.verb_lemma for e in graph.events if e.doer == doer and e.verb_category == "verb_activity"}
    lemmas |= {r.verb_lemma for r in graph.rates if r.holder == doer and r.verb_category == "verb_activity"}
    speeds = {
        r.verb_lemma
        for r in graph.rates
        if r.holder == doer and r.per_key.startswith("dim:time") and r.unit_key.startswith("dim:length")
    }
    if len(lemmas) != 1 or lemmas != speeds:
        return graph
    return replace(graph, question=replace(q, verb_lemma=next(iter(lemmas))))
