"""Time spent on an activity, and what a rate turns it into.

"He worked 8 hours", "She read for 3 hours": an activity verb with a
duration records how long the doer spent (a change on the doer's time
chain, marked with the verb). A rate stated by the same doer ("earns $12
an hour", "reads 12 pages per hour") turns that time into the asked unit
when the question asks what the activity produced:

- a money rate stated with an earning verb (earn, make, get) pays for the
  holder's one activity, and answers a question with an earning verb; a wage
  that names its activity ("$12 an hour for babysitting") pays only time on
  an activity of that name, and refuses beside any other time (ADR 0121);
- any other rate applies only to the same verb ("reads ... read for ...
  how many pages did he read", or "did 3 hours of reading").

A verb of moving (``motion`` travel/any) with a length, "ran 5 miles", "the frog jumped 19
inches", is read the same way: the doer's own distance for that act (ADR 0186).

An event's activity is the name its duration carries ("3 hours of reading":
``act:read``, ADR 0118, 0121), or else the verb that spent the time.
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

from reader.frames import (
    ADDITIVE,
    Clause,
    Facts,
    additive_markers,
    markers_without,
    refuse_clause,
    unused_marker,
)
from reader.graph import Event, MathProblemGraph, Rate
from reader.refusals import ReaderRefusal
from reader.solver import Linear
from reader.state import ClausePayload
from reader.values import EntityRef, Marker, Operation, QuantityRef, VerbRef

EARNING = frozenset({"verb_earn", "verb_produce", "verb_gain"})


def activity_facts(
    clause: Clause, subject: EntityRef, verb: VerbRef, order: tuple[int, int]
) -> Facts | ReaderRefusal:
    """Durations, 'worked 8 hours', 'works for 8 hours' ('for' here is not a price), and the distance
    a verb of moving covered, 'ran 5 miles' (ADR 0186)."""
    body = clause.body
    if (
        body.objects
        or body.recipient is not None
        or body.source is not None
        or subject.kind not in _doers(verb, body.quantities)
    ):
        return refuse_clause(
            clause, "unsupported_operation", "an activity with a second party", verb.token_index, verb.text
        )
    for q in body.quantities:
        if q.unit is None or not (q.unit.dimension == "time" or _distance(verb, q)) or q.owner:
            return refuse_clause(
                clause,
                "unsupported_operation",
                "an activity whose amount is not a duration",
                q.token_index,
                q.text,
            )
    if len(body.quantities) > 1 and any(q.price for q in body.quantities) and not _each_dated(body):
        q = next(
            q for q in body.quantities if q.price
        )  # "worked 3 hours for 6 days": a repetition, not a sum
        return refuse_clause(
            clause, "unsupported_operation", "an activity repeated over a period", q.token_index, q.text
        )
    unused = unused_marker(clause, additive_markers(markers_without(body.markers, ADDITIVE), body.quantities))
    if unused is not None:
        return unused
    doubt = _doubtful_amount(clause, _covered(verb, body.quantities))
    if doubt is not None:
        return doubt
    ops = tuple(
        Operation(
            "gain",
            subject.key,
            replace(q, price=False),
            verb,
            (order[0], order[1] * 100 + i),
            doer=subject.key,
            fresh=True if _said_more(q, body.markers) else None,  # "worked 2 more hours" (ADR 0121)
        )
        for i, q in enumerate(body.quantities)
    )
    return Facts(operations=ops)


def _each_dated(body: ClausePayload) -> bool:
    """ "for 5 minutes yesterday and for 12 minutes today": each duration followed by its own day, so
    the 'for's are durations listed, not "3 hours for 6 days" (a repetition, ADR 0199)."""
    spots = sorted(
        [(q.token_index, "q") for q in body.quantities] + [(d.token_index, "d") for d in body.dated]
    )
    return len(body.dated) == len(body.quantities) and [k for _, k in spots] == ["q", "d"] * len(
        body.quantities
    )


def _doers(verb: VerbRef, quantities: tuple[QuantityRef, ...]) -> tuple[str, ...]:
    """Who may spend the time: a person, anything that covers a distance, and a thing that works
    ("the machine worked for 5 minutes": a machine's own running time, ADR 0199)."""
    if _covered(verb, quantities):
        return DISTANCE_DOERS
    return WORKING_DOERS if verb.lemma in WORKING else ("person",)


WORKING = frozenset({"work", "run", "operate"})
WORKING_DOERS = ("person", "thing")


def _distance(verb: VerbRef, q: QuantityRef) -> bool:
    """ "ran 5 miles", "jumped 19 inches": a verb of moving measured by the way it covered (ADR 0186)."""
    return verb.motion in MOVING and q.unit is not None and q.unit.dimension.startswith("length")


MOVING = frozenset({"travel", "any"})
DISTANCE_DOERS = ("person", "thing")  # "the frog jumped 19 inches": an animal covers a distance too


def _covered(verb: VerbRef, quantities: tuple[QuantityRef, ...]) -> bool:
    """Every amount is a distance the moving doer covered."""
    return bool(quantities) and all(_distance(verb, q) for q in quantities)


def _doubtful_amount(clause: Clause, distance: bool) -> ReaderRefusal | None:
    """Amounts the act reading would guess at (ADR 0186).

    "walked 2 miles and 300 yards": one distance in two units is not summed here. "ran 2 more miles
    on Tuesday", "worked 2 more hours on Tuesday": 'more' beside a time may be more than the other
    day's, not 2 added.
    """
    body = clause.body
    if distance and len({q.unit for q in body.quantities}) > 1:
        q = body.quantities[1]
        return refuse_clause(
            clause, "ambiguous_unit", "one act's distance told in two units", q.token_index, q.text
        )
    # a time that only orders the telling ('then', 'later') names no other time to be more than
    timed = clause.opened_with_time or any(
        m.category == "time_marker" and m.role != "next" for m in body.markers
    )
    said_more = [q for q in body.quantities if _said_more(q, body.markers)]
    if timed and said_more:
        q = said_more[0]
        return refuse_clause(
            clause,
            "ambiguous_unit",
            "'more' beside an amount told of a time: added, or more than another time's?",
            q.token_index,
            q.text,
        )
    return None


def _applies(rate: Rate, graph: MathProblemGraph) -> bool:
    q = graph.question
    return same_act(rate, q.verb_lemma, q.verb_category)


# Verbs of being paid for what one does: earn, charge (verb_earn) and "make" money. Money got, found,
# received, won or saved (verb_gain) and things made (verb_produce) are not earnings, nor the reverse.
PAID = frozenset({"verb_earn"})
MAKE_MONEY = "make"


def _paid(lemma: str, category: str) -> bool:
    return category in PAID or lemma == MAKE_MONEY


def same_act(rate: Rate, lemma: str, category: str) -> bool:
    """The asked verb names the rate's own act (ADR 0326): the same lemma ("loses $5 a day" answers no
    "spend", "eats" no "buy", "saves" no "earn"), or, for money, two verbs of being paid ("makes $50 a
    month" answers "earn"). Before, any verb of the earning group answered any other, so money earned
    was read as money saved, found or won."""
    if not rate.verb_lemma or not lemma:
        return False
    if rate.verb_lemma == lemma:
        return True
    return (
        rate.unit_key == "dim:money" and _paid(rate.verb_lemma, rate.verb_category) and _paid(lemma, category)
    )


# Verbs of one broad group: money or things coming in, and going out. A rate of one of them asked with
# another is not read (`same_act`), and must not leave the question to the story's one-off amounts either.
GROUPS = (EARNING, frozenset({"verb_lose", "verb_pay", "verb_buy"}))
TIMED = ("dim:time", "dim:calendar")


def another_act_of_the_group(graph: MathProblemGraph) -> ReaderRefusal | None:
    """A rate per time of the asked things told with another verb of the asked verb's group (ADR 0326).

    "Mia earns $3 an hour. She worked 4 hours. She also got $5 in tips. How much money did she get?":
    'get' names any gain, so her pay may be in it; "Tom earns $5 a day. How much does he save in a
    week?": what he saves of it is not told. `same_act` keeps such a rate from answering; this refuses
    rather than let the question be read from the one-off amounts beside it.
    """
    from reader.refusals import refuse

    q = graph.question
    group = next((g for g in GROUPS if q.verb_category in g), None)
    if group is None:
        return None
    for r in graph.rates:
        if (
            r.per_key in TIMED
            and r.unit_key in graph.question_units
            and (not q.entities or r.holder in q.entities)
            and r.verb_category in group
            and not same_act(r, q.verb_lemma, q.verb_category)
        ):
            return refuse(
                "unit_mismatch",
                f"a rate told with '{r.verb_lemma}' and '{q.verb_lemma}' asked: not the same act",
                q.sentence_index,
                q.token_index,
                "",
            )
    return None


ACT = "+act:"


def activity_name(event: Event) -> str:
    """What the time was spent on: the activity named after 'of' ("did 3 hours of reading books":
    'read books', ADR 0121), else the verb that spent it ("read for 3 hours": 'read')."""
    _, _, named = event.unit_key.partition(ACT)
    return named or event.verb_lemma


def _timed(event: Event, rate: Rate, machine: bool = False) -> bool:
    if (
        event.kind != "change"
        or event.verb_category != "verb_activity"
        or event.unit_key.partition(ACT)[0] != rate.per_key
    ):
        return False
    if rate.unit_key == "dim:money" and rate.verb_category in EARNING:
        return rate.paid_for is None or activity_name(event) == rate.paid_for  # "for babysitting" (ADR 0121)
    if machine and activity_name(event) in WORKING:
        return True  # "it worked for 5 minutes": a machine's working is its one ability (ADR 0199)
    return activity_name(event).split(" ")[0] == rate.verb_lemma  # "reads 20 pages an hour": any reading


def _machine(graph: MathProblemGraph, holder: str) -> bool:
    """The holder is the story's one thing (so 'it worked' is its time, whoever 'it' was bound to) and has
    one ability per time: what its working produces (ADR 0199)."""
    things = {e.key for e in graph.entities if e.kind == "thing"}
    timed = {
        (r.verb_lemma, r.unit_key) for r in graph.rates if r.holder == holder and r.per_key == "dim:time"
    }
    return things == {holder} and len(timed) == 1


def _said_more(q: QuantityRef, markers: tuple[Marker, ...]) -> bool:
    """ "2 more hours", "2 hours more", "another 2 hours": 'more' beside this duration, not another one."""
    from reader.frame_comparisons import after_unit

    beside = {i + 1 for i in q.number_tokens} | {q.token_index + 1, q.token_index - 1} | after_unit((q,))
    return any(
        m.token_index in beside
        and (m.category == "additive_marker" or (m.category == "comparative" and m.role == "up"))
        for m in markers
    )


def _time_before(graph: MathProblemGraph, event: Event) -> bool:
    """Some time of the event's holder was stated before it: what its 'more' adds to."""
    return any(
        e.holder == event.holder and e.order < event.order and e.unit_key.startswith("dim:time")
        for e in graph.events
    )


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
    machine = _machine(graph, holder)
    timed = [e for e in graph.events if e.doer == holder and _timed(e, rate, machine)]
    if not timed or any(not _same_clock(e.unit_factor, rate.per_factor) for e in timed):
        return None
    if rate.scope is not None and any((e.order[0], e.order[1] // 100 * 100) != rate.scope for e in timed):
        return None  # "hiked 4 hours at 3 mph; she hiked 2 more hours": the speed of those 2 is not said
    if any(e.more and not _time_before(graph, e) for e in timed):
        return None  # "worked 2 more hours" and no time before: what was earned in all is unknown (ADR 0121)
    wage = rate.unit_key == "dim:money" and rate.verb_category in EARNING
    if (
        wage
        and rate.paid_for is not None
        and any(
            e.doer == holder
            and e.kind == "change"
            and e.unit_key.startswith("dim:time")
            and not _timed(e, rate)
            for e in graph.events
        )
    ):
        return None  # "$12 an hour for babysitting" and time on something else: refuse rather than sort (ADR 0121)
    lemmas = {activity_name(e) for e in timed}
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
