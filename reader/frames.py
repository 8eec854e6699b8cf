"""Projecting a read statement clause into committed facts: holdings or operations (questions: frame_questions.py).

This is where each operator word must find its role. A marker that no
rule below consumes refuses the sentence (``unused_operator``), so words
like "not", "each", "twice" or "than" are never silently skipped.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from reader.additions import added_into
from reader.capacities import DETAIL as CAPACITY_DETAIL
from reader.day_sets import rate_per_day_or_longer, some_days_only
from reader.media import owns_place
from reader.period_spending import repeated_rate, spending_rate_verbs
from reader.refusals import ReaderRefusal, refuse
from reader.state import ClausePayload, evolve
from reader.taken_things import made_operation
from reader.values import (
    STAND_IN,
    UNDER_WAY_TAG,
    WAS_UNDER_WAY_TAG,
    EntityRef,
    GroupTotal,
    Holding,
    Marker,
    Operation,
    QuantityRef,
    QuestionTarget,
    SceneEvent,
    Unit,
    VerbRef,
)

HARMLESS_TIMES = frozenset({"now", "past", "during", "next"})
STATE_VERBS = frozenset({"verb_possess", "verb_remain", "verb_start", "copula"})
GAIN_VERBS = frozenset({"verb_gain", "verb_produce", "verb_earn", "verb_buy"})
LOSS_VERBS = frozenset({"verb_lose", "verb_pay", "verb_sell"})
MOVE_VERBS = GAIN_VERBS | LOSS_VERBS | {"verb_give", "verb_take"}
ADDITIVE = frozenset({"additive_marker"})


@dataclass(frozen=True, slots=True)
class Clause:
    """One clause ready for projection: who, which verb, and what was read around it."""

    subject: EntityRef | None
    verb: VerbRef | None
    body: ClausePayload
    sentence_index: int
    clause_index: int
    frame: str | None = None
    opened_with_time: bool = False  # the sentence opened with a time phrase set aside (ADR 0150)


@dataclass(frozen=True, slots=True)
class Facts:
    holdings: tuple[Holding, ...] = ()
    operations: tuple[Operation, ...] = ()
    question: QuestionTarget | None = None
    scenes: tuple[SceneEvent, ...] = ()  # clauses read as scene only (ADR 0047)
    totals: tuple[GroupTotal, ...] = ()  # "Tom and Ann have 50 cards together" (ADR 0189)


def refuse_clause(
    clause: Clause, reason: str, detail: str, token_index: int = 0, text: str = ""
) -> ReaderRefusal:
    return refuse(reason, detail, clause.sentence_index, token_index, text)


def untaught_verb(clause: Clause, verb) -> ReaderRefusal:
    """A verb known only by its part of speech carries an amount: ask a reviewer for its role."""
    return refuse_clause(
        clause,
        "untaught_verb_role",
        f"the arithmetic role of '{verb.lemma}' has not been taught",
        verb.token_index,
        verb.text,
    )


def no_role(clause: Clause, marker: Marker) -> ReaderRefusal:
    """An operator word no rule used: the reading refuses rather than skip it."""
    return refuse_clause(
        clause,
        "unused_operator",
        f"no rule gives '{marker.text}' a role here",
        marker.token_index,
        marker.text,
    )


def unused_marker(clause: Clause, markers: tuple[Marker, ...]) -> ReaderRefusal | None:
    for marker in markers:
        if (
            marker.category == "time_marker"
            and marker.role == "during"
            and rate_per_day_or_longer(clause.body)
        ):
            return some_days_only(
                marker.text, clause.sentence_index, marker.token_index
            )  # "a day on Fridays"
        if marker.category == "time_marker" and marker.role in HARMLESS_TIMES:
            continue
        if marker.category == "subordinator" and marker.token_index == 0 and clause.frame != "question":
            continue
        if marker.role == "stated" and any(
            q.token_index == marker.token_index + 2 for q in clause.body.quantities
        ):
            continue  # "a total of 12 apples" is 12 apples  # a condition clause "If she eats 3, ..." reads as a step of the story
        return no_role(clause, marker)
    return None


def _says_more(body: ClausePayload) -> bool:
    """ "bakes 12 more cookies", "another 5": 'more' beside a making's amount says the things are new."""
    plain = additive_markers(body.markers, body.quantities)
    return any(m.category == "additive_marker" for m in body.markers) or len(plain) < len(body.markers)


def markers_without(markers: tuple[Marker, ...], categories: frozenset[str] | set[str]) -> tuple[Marker, ...]:
    return tuple(m for m in markers if m.category not in categories)


def additive_markers(markers: tuple[Marker, ...], quantities: tuple[QuantityRef, ...]) -> tuple[Marker, ...]:
    """'bought 8 more', 'adds 6.8 gallons more': a comparative right after an amount, with no 'than', says 'in addition'."""
    if any(m.category == "than_marker" for m in markers):
        return markers
    from reader.unstated_changes import stands_for_amount

    markers = tuple(m for m in markers if not stands_for_amount(m, quantities))  # ADR 0112
    after_number = {i + 1 for q in quantities for i in q.number_tokens} | {
        q.token_index + 1 for q in quantities
    }
    from reader.frame_comparisons import after_unit

    after_number |= after_unit(quantities)
    return tuple(
        m
        for m in markers
        if not (m.category == "comparative" and m.role == "up" and m.token_index in after_number)
    )


def scene_holder(clause: Clause) -> EntityRef | None:
    subject = clause.subject
    if subject is not None and subject.kind == "scene" and clause.body.location is not None:
        return clause.body.location
    return subject


def project_statement(clause: Clause) -> Facts | ReaderRefusal:
    from reader.frame_measures import contain_measures
    from reader.groups_of import contents_held_together, redundant_contents_each

    clause = contents_held_together(
        redundant_contents_each(clause)
    )  # "5 batches of 80 engines each" (ADR 0413)
    contained = contain_measures(clause)  # "2 12-ounce bottles" (ADR 0054)
    if isinstance(contained, ReaderRefusal):
        return contained
    from reader.every_periods import rate_every_cycle
    from reader.frequency_periods import rate_frequency
    from reader.rate_periods import rate_over_period

    repeated = rate_frequency(contained)  # "swims 2 km twice a week" (ADR 0401)
    contained = contained if repeated is None else repeated
    cycled = rate_every_cycle(contained)  # "eats 70 crickets every 3 days" (ADR 0339)
    if isinstance(cycled, ReaderRefusal):
        return cycled
    contained = contained if cycled is None else cycled

    timed = rate_over_period(contained, project_statement)  # "travels 60 miles in 2 hours" (ADR 0066)
    if timed is not None:
        return timed
    clause = contained
    body, verb, subject = clause.body, clause.verb, clause.subject
    order = (clause.sentence_index, clause.clause_index)
    from reader.with_contents import contents_of_several

    several = contents_of_several(body, clause.sentence_index)  # "4 bags with 5 apples" (ADR 0149)
    if several is not None:
        return several
    if verb is None:
        if body.quantities:
            return refuse_clause(
                clause, "incomplete_operation", "amounts were read but no verb says what happens to them"
            )
        if subject is not None and subject.kind != "scene" and clause.clause_index > 0:
            # "... as Tom and Ann": a name joined after a finished clause is not a clause of its own
            return refuse_clause(
                clause, "unfinished_frame", f"'{subject.label}' is joined to a clause with no verb"
            )
        unused = unused_marker(clause, body.markers)
        return unused if unused is not None else Facts()
    if subject is None and verb.category == "copula" and body.quantities and body.location is not None:
        # "2 birds were on the fence": the amount is its own subject, as in "there were 2 birds on the fence"
        subject = EntityRef("there", "there", "neuter", "plural", "scene", clause.sentence_index)
        clause = evolve(clause, subject=subject)
    if subject is None and verb.category == "verb_gain" and body.quantities and body.location is not None:
        # "5 more children got on the bus": the amount arrives at the place, which gains it
        subject = body.location
        clause = evolve(clause, subject=subject, body=evolve(body, location=None))
        body = clause.body
    if subject is None:
        from reader.amounts_that_move import leaving_clause

        left = leaving_clause(clause)  # "5 children got off the bus" (ADR 0141)
        if left is not None:
            return project_statement(left)
        from reader.arrivals import arrival_clause

        arrived = arrival_clause(clause)  # "8 more birds land on the fence" (ADR 0086)
        if arrived is not None:
            return project_statement(arrived)
    if not body.quantities:
        from reader.arrivals import uncounted_arrival

        uncounted = uncounted_arrival(clause)  # "They flew away from the pond" (ADR 0086)
        if uncounted is not None:
            return uncounted
    if subject is None:
        if body.quantities:
            return refuse_clause(
                clause,
                "incomplete_operation",
                "no subject holds or moves the amounts",
                verb.token_index,
                verb.text,
            )
        met = [e for e in (*body.objects, body.location, body.source, body.recipient) if e is not None]
        named = [d for d in body.dropped_objects if not d.indefinite]  # "boarded the blue bus"
        if clause.clause_index > 0 and (any(e.kind in ("thing", "person") for e in met) or named):
            # "5 passengers got off the red bus and boarded the blue bus": the second verb's doer is the
            # amount of the first clause, and what it does to the blue bus is read by no rule (ADR 0300)
            return refuse_clause(
                clause,
                "incomplete_operation",
                "a clause with no subject does something with a thing the story names",
                verb.token_index,
                verb.text,
            )
        return Facts()
    if not body.quantities:
        from reader.scene_clauses import quiet_clause, scene_clause

        if verb.category == "verb" or verb.category in STATE_VERBS or verb.category == "verb_activity":
            unused = unused_marker(clause, body.markers)
            return unused if unused is not None else quiet_clause(clause, subject, verb)

        scene = scene_clause(clause, subject, verb)
        if scene is not None:
            return scene
        return refuse_clause(
            clause, "incomplete_operation", f"'{verb.text}' has no amount", verb.token_index, verb.text
        )
    from reader.grouping_rates import grouping_rate, is_grouping

    if is_grouping(verb):  # "The bananas are organized into groups of 18" (ADR 0201, 0205)
        return grouping_rate(clause, subject, verb, order)
    if verb.category == "verb":
        from reader.per_activity import counted_activity

        return counted_activity(clause, subject, verb, order)  # "He mowed 3 lawns" (ADR 0082)
    if verb.category == "verb_need":  # "Sam needs 10 eggs": an amount not yet held (ADR 0077)
        from reader.requirements import requirement_facts

        return requirement_facts(clause, subject, verb, order)
    from reader.packing import into_containers, packing_facts

    if into_containers(clause):  # "put the rest into folders with 5 in each one" (ADR 0051)
        return packing_facts(clause, subject, verb, order)
    if any(q.whole or q.share is not None for q in body.quantities) and verb.category not in MOVE_VERBS:
        q = next(q for q in body.quantities if q.whole or q.share is not None)
        return refuse_clause(
            clause,
            "unsupported_operation",
            "'all' with a verb that does not move amounts",
            q.token_index,
            q.text,
        )
    from reader.distribution import distribution_facts, routed
    from reader.filled_containers import filled_containers

    filled = filled_containers(
        clause, subject, verb, order
    )  # "placing her pencils into 14 rows with 11 in each row"
    if filled is not None:
        return filled  # (ADR 0225)
    if routed(clause) or (verb.category == "verb_give" and any(q.divisor for q in body.quantities)):
        return distribution_facts(clause, subject, verb, order)  # "to each of his 6 friends" (ADR 0133)
    if verb.category != "verb_split" and any(q.divisor for q in body.quantities):
        q = next(q for q in body.quantities if q.divisor)
        return refuse_clause(
            clause, "unsupported_operation", "'among' with a verb that does not split", q.token_index, q.text
        )
    if verb.category not in STATE_VERBS or body.per_unit is not None:
        from reader.compared_moves import compared_move, is_compared_move
        from reader.frame_multiples import refuse_multiples

        if is_compared_move(clause, verb):  # "sold 5 more apples than Josh did" (ADR 0150)
            return compared_move(clause, subject, verb, order)
        wrong_frame = refuse_multiples(clause, f"with '{verb.text}' (only a holding reads a multiple)")
        if wrong_frame is not None:
            return wrong_frame
    if body.per_unit is not None:
        if verb.category == "verb_activity":
            from reader.speeds import speed_clause

            sped = speed_clause(
                clause, subject, verb, order
            )  # "walked 6 miles at 2 miles per hour" (ADR 0099)
            if sped is not None:
                return sped
        clause = _over_a_period(clause, verb)
        body = clause.body
        rated = rate_clause(clause, subject, verb, order)
        if rated is not None:
            return rated
        if verb.category == "verb_activity":  # "worked 3 hours a day for 6 days": not read yet
            from reader.activity_periods import activity_over_period

            repeated = activity_over_period(clause, subject, verb, order)  # "reads 20 pages a day for 5 days"
            if repeated is not None:
                return repeated
            per = body.per_unit
            timed = per is not None and per.dimension == "time"
            return refuse_clause(
                clause,
                "unsupported_operation",
                "an activity repeated over a period"
                if timed
                else f"an activity on a thing measured per {per.head if per else 'item'} ('a 120-page book')",
                verb.token_index,
                verb.text,
            )
        body = _expanded(clause)
        if isinstance(body, ReaderRefusal):
            return body
        clause = evolve(clause, body=body)
    if subject.kind == "group":
        return _distribute(clause, subject)
    if verb.category in STATE_VERBS:
        return _holdings(clause, subject, order)
    if verb.category in MOVE_VERBS:
        if UNDER_WAY_TAG in verb.tags and any(q.value is not None for q in clause.body.quantities):
            # "He is selling 1 dog": a move under way or planned, not one done; no amount has moved yet.
            # With no number ("Carla is making smoothies") it only sets the scene, read as before.
            return refuse_clause(
                clause,
                "unsupported_operation",
                f"'{verb.text}' is a move under way or planned, not one done",
                verb.token_index,
                verb.text,
            )
        if WAS_UNDER_WAY_TAG in verb.tags and any(
            _moved_count(clause, verb, q) for q in clause.body.quantities
        ):
            # "She was selling 1 dog", "has been selling 3": under way then or a habit, no count told as moved;
            # a price or a container's contents ("selling muffins for 3 dollars") only set the scene as before.
            return refuse_clause(
                clause,
                "unsupported_operation",
                f"'{verb.text}' was a move under way, not one told done",
                verb.token_index,
                verb.text,
            )
        return _operations(clause, subject, verb, order)
    if verb.category == "verb_activity":
        from reader.activity import activity_facts

        return activity_facts(clause, subject, verb, order)
    if verb.category == "verb_split":
        from reader.shares import split_facts

        return split_facts(clause, subject, verb, order)
    return refuse_clause(
        clause,
        "unsupported_operation",
        f"verbs of kind {verb.category} are not read yet",
        verb.token_index,
        verb.text,
    )


RATE_VERBS = STATE_VERBS | {"verb_cost", "verb_earn", "verb_produce", "verb_gain", "verb_activity"}


def same_kind(a: Unit | None, b: Unit | None) -> bool:
    return a is not None and b is not None and a.head == b.head and a.dimension == b.dimension


def rate_clause(
    clause: Clause, subject: EntityRef, verb: VerbRef, order: tuple[int, int]
) -> Facts | ReaderRefusal | None:
    """'Each box has 9 pieces', '$18 an hour', '12 points per game': one amount and a denominator state a rate.

    Returns None when the clause also counts the denominator ('4 bags with 20 apples in each bag'),
    which ``_expanded`` turns into plain amounts instead.
    """
    body = clause.body
    counts = [q for q in body.quantities if same_kind(q.unit, body.per_unit)]
    if counts:
        return None
    if len(body.quantities) == 2 and not (subject.kind == "scene" and _two_rates(body, verb)):
        q = body.quantities[0]
        return refuse_clause(
            clause,
            "ambiguous_unit",
            "the container after 'each' is not the one counted",
            q.token_index,
            q.text,
        )
    owned = next((q for q in body.quantities if q.owner and q.owner != subject.key), None)
    if owned is not None:  # "ate 2 of them a day" of another's muffins: for how many days? (ADR 0405)
        return refuse_clause(
            clause, "unsupported_operation", "a rate of someone else's things", owned.token_index, owned.text
        )
    # spend, use, eat: a rate of spending or using up (ADR 0307)
    rated = verb.category in RATE_VERBS | spending_rate_verbs() or repeated_rate(verb, body)  # ADR 0403
    if len(body.quantities) not in (1, 2) or not rated:
        return refuse_clause(
            clause,
            "unsupported_operation",
            "a rate with more than one amount, or with this verb",
            verb.token_index,
            verb.text,
        )
    priced = [m for m in body.markers if m.category == "priced_items"]
    if priced:
        # "Eggs cost $2 each": a plural item priced needs 'each' after the price, which it then consumes
        each = [m for m in body.markers if m.category == "distributive" and m.token_index > verb.token_index]
        needed = 1 if priced[0].role == "each item" else len(each)
        if len(each) != needed or needed > 1:
            return refuse_clause(
                clause,
                "ambiguous_unit",
                "a price for plural items without 'each': for one item or for all of them?",
                verb.token_index,
                verb.text,
            )
        body = evolve(body, markers=tuple(m for m in body.markers if m not in priced + each))
        clause = evolve(clause, body=body)
    ability = [m for m in body.markers if m.category == "ability"]
    # "Each van can hold 5 people": room for 5, not 5 held; only containers needed read it (ADR 0208)
    capacity = True if ability and verb.category in STATE_VERBS else None
    unused = unused_marker(
        clause, markers_without(body.markers, {"residual_marker", "ability", "counted_activity"})
    )
    if unused is not None:  # "Each bus can not have more than 36": the capacity refuses first, as before
        return _capacity_refusal(clause, verb) if capacity else unused
    for q in body.quantities:
        if q.value is None and capacity:
            return _capacity_refusal(clause, verb)
        if q.value is None:
            return refuse_clause(clause, "underdetermined", "a rate with no number", q.token_index, q.text)
    if verb.category == "verb_cost" and (
        body.objects
        or body.recipient
        or body.purpose
        or body.dated
        or body.plan_verb
        or any(q.purpose for q in body.quantities)
    ):
        # "Each ticket costs Sam $5", "costs $5 to print", "costs $5 on Monday": whose price, for what
        # act, on which day? A price only some payers, acts or days pay is no price of every sale (ADR 0244).
        return refuse_clause(
            clause,
            "unsupported_operation",
            "a price for one payer, act or day only",
            verb.token_index,
            verb.text,
        )
    if verb.category == "verb_earn" and body.recipient:
        # "earns $10 an hour to Ann": a wage paid to someone else has no role in what the earner holds
        return refuse_clause(
            clause,
            "unsupported_operation",
            "a wage with a person it goes to",
            verb.token_index,
            verb.text,
        )
    holder = "there" if subject.kind == "scene" else subject.key
    from reader.per_activity import activity_lemma

    activity = activity_lemma(body.markers)  # "$5 for each lawn he mowed" (ADR 0082)
    paid_for = body.purpose or None  # "$12 an hour for babysitting": only that activity is paid (ADR 0121)
    held = tuple(
        Holding(
            holder,
            evolve(q, per=body.per_unit),
            (order[0], order[1] * 100 + i),
            verb=verb,
            activity=activity,
            paid_for=paid_for,
            capacity=capacity,
        )
        for i, q in enumerate(body.quantities)
    )
    return Facts(holdings=held)


def _capacity_refusal(clause: Clause, verb: VerbRef) -> ReaderRefusal:
    """A capacity with anything else unread refuses as capacities always did (ADR 0208)."""
    return refuse_clause(clause, "unsupported_operation", CAPACITY_DETAIL, verb.token_index, verb.text)


def _two_rates(body: ClausePayload, verb: VerbRef) -> bool:
    """ "Each basket has 16 red peaches and 18 green peaches": two things held per basket, two rates.

    The caller asks for an 'each' subject: "Ella has 4 bags with 20 apples in each box" is no rate.

    Only a holding verb, two plain amounts of different kinds, and no price: "Each box costs $3 and
    4 pens" or "18 apples and 5 apples" keep their refusal.
    """
    a, b = body.quantities
    return (
        verb.category in STATE_VERBS
        and a.unit is not None
        and b.unit is not None
        and a.unit != b.unit
        and not (a.price or b.price or a.per or b.per or a.share or b.share or a.times or b.times)
        and not any(m.category == "priced_items" for m in body.markers)
    )


def _over_a_period(clause: Clause, verb: VerbRef) -> Clause:
    """ "saves $5 a week for 6 weeks": an amount after 'for' of the rate's own unit counts that unit.

    It then reads like "4 bags with 20 apples in each bag": the rate times the count (ADR 0039).
    Activities keep their refusal (ADR 0030): their amount is itself a duration.
    """
    body = clause.body
    periods = [q for q in body.quantities if q.price and same_kind(q.unit, body.per_unit)]
    if (
        len(periods) != 1
        or verb.category == "verb_activity"
        or body.per_unit is None
        or not body.per_unit.dimension
    ):
        return clause
    period = periods[0]
    quantities = tuple(evolve(q, price=False) if q is period else q for q in body.quantities)
    return evolve(clause, body=evolve(body, quantities=quantities))


def _expanded(clause: Clause) -> ClausePayload | ReaderRefusal:
    """'4 bags with 20 apples in each bag': the count times the rate becomes an amount of its own (80 apples)."""
    body = clause.body
    counts = [q for q in body.quantities if same_kind(q.unit, body.per_unit)]
    rated = [q for q in body.quantities if not same_kind(q.unit, body.per_unit)]
    if len(counts) != 1 or len(rated) != 1:
        return refuse_clause(
            clause, "unsupported_operation", "an embedded amount needs one count and one amount per item"
        )
    count, each = counts[0], rated[0]
    if count.unit != body.per_unit and body.per_unit is not None and body.per_unit.modifiers:
        return refuse_clause(
            clause,
            "ambiguous_unit",
            "the container after 'each' is not the one counted",
            count.token_index,
            count.text,
        )
    value = None if count.value is None or each.value is None else count.value * each.value
    total = evolve(
        each,
        value=value,
        number_tokens=count.number_tokens + each.number_tokens,
        text=f"{count.text}x{each.text}",
        container=count.unit,
    )
    return evolve(body, quantities=(count, total), per_unit=None)


def _distribute(clause: Clause, group: EntityRef) -> Facts | ReaderRefusal:
    """'Aaron and Carson each saved $40': the same amount for every member; without 'each' it is refused."""
    body = clause.body
    # "Sam and Ann bought 3 pens for $2 each": that 'each' is the price's (ADR 0148), not the buyers'
    each = [m for m in body.markers if m.category == "distributive" and not _after_price(m, body)]
    collective = [m for m in body.markers if m.category == "aggregate_marker"]
    verb = clause.verb
    assert verb is not None
    if not each and len(collective) == 1 and group.members:
        from reader.group_totals import group_total

        return group_total(clause, group, collective[0])  # "Tom and Ann have 50 cards together" (ADR 0189)
    if len(each) != 1 or collective or not group.members:
        return refuse_clause(
            clause,
            "unsupported_operation",
            "an amount for a conjoined subject needs 'each' (and no 'together')",
            verb.token_index,
            verb.text,
        )
    rest = evolve(body, markers=tuple(m for m in body.markers if m not in each))
    facts = Facts()
    for i, key in enumerate(group.members):
        member = EntityRef(key, key, "any", "singular", "person", clause.sentence_index)
        one = project_statement(
            evolve(clause, subject=member, body=rest, clause_index=clause.clause_index * 10 + i)
        )
        if isinstance(one, ReaderRefusal):
            return one
        facts = Facts(facts.holdings + one.holdings, facts.operations + one.operations)
    return facts


def _after_price(marker: Marker, body: ClausePayload) -> bool:
    """An 'each' after a price says the price is per item (as ``_priced`` reads it), not per doer."""
    return any(q.price and q.token_index < marker.token_index for q in body.quantities)


def _holdings(clause: Clause, subject: EntityRef, order: tuple[int, int]) -> Facts | ReaderRefusal:
    from reader.holds import room_verb, told_with_room

    room = room_verb(clause.verb, subject)  # "The tank holds 20 fish": contents or room (ADR 0369)
    return told_with_room(_held(clause, subject, order), room)


def _held(clause: Clause, subject: EntityRef, order: tuple[int, int]) -> Facts | ReaderRefusal:
    body = clause.body
    holder = scene_holder(clause)
    assert holder is not None
    if clause.verb is not None and clause.verb.category == "copula" and subject.kind == "person":
        return refuse_clause(
            clause,
            "unsupported_operation",
            "a measure stated with 'is' about a person",
            clause.verb.token_index,
            clause.verb.text,
        )
    categories = [m.category for m in body.markers]
    if any(q.times is not None for q in body.quantities):
        from reader.frame_multiples import multiplied_holding

        return multiplied_holding(clause, holder, order)
    if "than_marker" in categories:
        return _compared_holding(clause, holder, order)
    if body.objects or body.recipient is not None or body.source is not None:
        return refuse_clause(clause, "unexpected_category", "a holding with a second party")
    # "had 20 clips initially / at first": the holding at the story's start, like "already had" (ADR 0060)
    start = tuple(m for m in body.markers if m.category == "time_marker" and m.role == "start")
    if start and (len(start) > 1 or (_holding_timing(clause) != "past" and not _scene_was(clause))):
        return no_role(clause, start[-1])
    if _holding_timing(clause) == "later":  # "He will start with 7": a start still to come (ADR 0165)
        return refuse_clause(
            clause,
            "unsupported_operation",
            "a start told in the future",
            clause.verb.token_index,
            clause.verb.text,
        )
    # "Jim has 301 models in total": one holder's one amount, 'in all' adds nothing (not "Ann and Tom ... together")
    whole = tuple(
        m
        for m in body.markers
        if m.category == "aggregate_marker"
        and len(body.quantities) == 1
        and not subject.members
        and m.token_index > body.quantities[0].token_index
    )
    from reader.listed_more import listed_more

    kept = markers_without(body.markers, {"residual_marker"})
    added = listed_more(kept, body.quantities)  # "..., 7 pages of reading and 3 more pages of biology"
    unused = unused_marker(
        clause, tuple(m for m in kept if m not in start and m not in whole and m not in added)
    )
    if unused is not None:
        return unused
    for q in body.quantities:
        if q.owner and q.owner != holder.key:
            return refuse_clause(
                clause, "unexpected_category", "a holding of someone else's amount", q.token_index, q.text
            )
    timing = _holding_timing(clause)
    # "She has 12 beads in all": kept for a whole over kinds held before it (ADR 0379)
    marked = (
        True
        if len(body.quantities) == 1
        and (body.location is None or body.location is holder)
        and any(m.category == "aggregate_marker" for m in body.markers)
        and all(m.category == "aggregate_marker" or _opening_if(m) for m in body.markers)
        else None
    )
    holdings = tuple(
        Holding(
            holder.key,
            q,
            (order[0], order[1] * 100 + i),
            timing=timing,
            whole=marked,
            tense=_tense(clause),
            placed=True if body.location is not None and body.location is not holder else None,
        )
        for i, q in enumerate(body.quantities)
    )
    return Facts(holdings=holdings)


def _tense(clause: Clause) -> str | None:
    """The holding verb's tense: its tag, or for 'is'/'was' (untagged in the lexicon) its word."""
    verb = clause.verb
    if verb is None:
        return None
    text = verb.text.casefold()
    if "VBD" in verb.tags or text in ("was", "were"):
        return "past"
    if {"VBZ", "VBP"} & set(verb.tags) or text in ("is", "are"):
        return "present"
    return None


def _opening_if(m: Marker) -> bool:
    return m.category == "subordinator" and m.token_index == 0


def _scene_was(clause: Clause) -> bool:
    """ "At the beginning there were 74 apples": a past 'there were' holds at the start as a past 'had' does.

    ``sentence_timing`` then places the amount before the story's changes (ADR 0161); a present
    "there are" with a start word keeps its refusal.
    """
    verb, subject = clause.verb, clause.subject
    return (
        verb is not None
        and verb.category == "copula"
        and verb.text.casefold() in ("was", "were")  # the copula's tense is not in the lexicon
        and subject is not None
        and subject.kind == "scene"
    )


def _holding_timing(clause: Clause) -> str:
    """A bare past "had 14" is marked "past"; sentence_timing decides what the sentence's markers make of it.

    "She started with 9 shells" names the amount at the story's start wherever it is told ("before");
    "she will start with 9" (a base form) is a start still to come ("later"), refused (ADR 0165).
    """
    verb = clause.verb
    if verb is not None and verb.category == "verb_start" and clause.frame != "question":
        return "before" if {"VBD", "VBZ", "VBP"} & set(verb.tags) else "later"
    if verb is not None and verb.category == "verb_possess" and "VBD" in verb.tags:
        return "past"
    if (
        verb is not None
        and verb.category == "verb_possess"
        and {"VBZ", "VBP"} & set(verb.tags)
        and clause.frame != "question"
    ):
        return "present"  # "She has $50." after "She buys a lamp": before or after the buying? (ADR 0370)
    return ""


def sentence_timing(clauses: tuple[Clause, ...], facts: Facts) -> Facts:
    """When the amounts a sentence states were held (ADR 0060).

    "He already had 14" or "Yesterday, he had 14" is before the story's changes ("before"); "then",
    "now", "left" or "in all" anywhere in the sentence place a past "had" after them (no timing); a
    bare past "had" keeps "past", and the graph refuses it if it follows a change of the same amount.
    """
    markers = [m for c in clauses for m in c.body.markers]
    stated = [
        m for c in clauses if c.frame != "question" for m in c.body.markers
    ]  # "at first" asks, in a question
    if any(m.category == "time_marker" and m.role == "past" for m in markers) or any(
        m.category == "time_marker" and m.role == "start" for m in stated
    ):
        timing = "before"
    elif any(m.category in ("residual_marker", "aggregate_marker", "time_marker") for m in markers):
        timing = ""
    else:
        return facts
    holdings = tuple(
        evolve(h, timing=timing) if h.timing in ("past", "present") or timing == "before" else h
        for h in facts.holdings  # a start ("started with 9") is "before" already and stays so
    )
    return evolve(facts, holdings=holdings)


def _compared_holding(clause: Clause, holder: EntityRef, order: tuple[int, int]) -> Facts | ReaderRefusal:
    """'Juan has 25 more marbles than Connie': Juan's amount is Connie's at this point plus 25."""
    body = clause.body
    comparatives = [m for m in body.markers if m.category == "comparative"]
    thans = [m for m in body.markers if m.category == "than_marker"]
    from reader.frame_comparisons import split_comparisons, times_more, unit_comparison

    ambiguous = times_more(body)
    if ambiguous is not None:
        return refuse_clause(
            clause,
            "unused_operator",
            "'times more than' may mean that many times as many or that many times more again",
            ambiguous.token_index,
            ambiguous.text,
        )
    if body.than_unit is not None:
        return unit_comparison(clause, holder, order)
    if len(comparatives) > 1:
        split = split_comparisons(clause, holder, order, _compared_holding)
        if split is not None:
            return split
    if len(comparatives) != 1 or len(thans) != 1 or len(body.quantities) != 1 or len(body.objects) != 1:
        return refuse_clause(
            clause, "unused_operator", "a comparison needs one amount, 'more' or 'fewer', and one 'than'"
        )
    comparative, than = comparatives[0], thans[0]
    q = body.quantities[0]
    if (
        comparative.token_index != q.token_index + 1
        and comparative.token_index != max(q.number_tokens, default=-5) + 1
    ):
        return refuse_clause(
            clause,
            "unused_operator",
            "'more' or 'fewer' must follow the amount",
            comparative.token_index,
            comparative.text,
        )
    other = body.objects[0]
    if other.key == holder.key or q.value is None or comparative.role not in ("up", "down"):
        return refuse_clause(
            clause,
            "unexpected_category",
            "a comparison with itself or with no amount",
            than.token_index,
            than.text,
        )
    if body.dropped_objects and any(m.category == STAND_IN for m in body.markers):
        # "than Sam has pears": the repeated verb has a thing of its own, so it is not a stand-in (ADR 0150)
        return refuse_clause(
            clause, "unexpected_category", "a repeated verb after 'than' with an object of its own"
        )
    unused = unused_marker(clause, markers_without(body.markers, {"comparative", "than_marker", STAND_IN}))
    if unused is not None:
        return unused
    direction = 1 if comparative.role == "up" else -1
    return Facts(holdings=(Holding(holder.key, q, (order[0], order[1] * 100), other.key, direction),))


def _operations(
    clause: Clause, subject: EntityRef, verb: VerbRef, order: tuple[int, int]
) -> Facts | ReaderRefusal:
    body = clause.body
    if any(q.price for q in body.quantities):
        priced = _priced(clause, verb)
        if isinstance(priced, ReaderRefusal):
            return priced
        clause, body, money = priced
    else:
        money = None
    spent = _money_bought(body, verb)
    if spent is not None:
        return refuse_clause(
            clause,
            "unsupported_operation",
            f"'{verb.text}' with an amount of money as what moves: money spent or got, not things (ADR 0115)",
            spent.token_index,
            spent.text,
        )
    from reader.elliptic_parties import passive_doer

    markers = additive_markers(markers_without(body.markers, ADDITIVE | {"passive_agent"}), body.quantities)
    unused = unused_marker(clause, markers)
    if unused is not None:
        return unused
    facts = passive_doer(clause, read_moves(clause, subject, verb, order))
    if not isinstance(facts, ReaderRefusal) and _says_more(body):
        # 'more' says the amount comes in addition: a making of new things (ADR 0108), and
        # a holder who had some before, so its start is never assumed empty (ADR 0112)
        facts = evolve(facts, operations=tuple(evolve(op, fresh=True) for op in facts.operations))
    if isinstance(facts, ReaderRefusal) or money is None:
        return facts
    pay = "verb_pay" if verb.category == "verb_buy" else "verb_earn"
    kind = "loss" if verb.category == "verb_buy" else "gain"
    at = (order[0], order[1] * 100 + 99)
    paid = Operation(kind, subject.key, money, evolve(verb, category=pay), at, doer=subject.key)
    return Facts(facts.holdings, facts.operations + (paid,))


def _money_bought(body: ClausePayload, verb: VerbRef) -> QuantityRef | None:
    """ "He buys $50 in pants", "She sold $30 of lemonade": the money is what was paid or got for the
    things, not money that was bought or sold; read as a move of money it would go the wrong way."""
    if verb.category not in ("verb_buy", "verb_sell"):
        return None
    return next(
        (q for q in body.quantities if not q.price and q.unit is not None and q.unit.dimension == "money"),
        None,
    )


def _priced(clause: Clause, verb: VerbRef) -> tuple[Clause, ClausePayload, QuantityRef] | ReaderRefusal:
    """'bought 3 pens for $6', 'sold 12 decks at $9 each': the price moves money the other way."""
    body = clause.body
    prices = [q for q in body.quantities if q.price]
    items = [q for q in body.quantities if not q.price]
    price = prices[0]
    if (
        verb.category not in ("verb_buy", "verb_sell")
        or len(prices) != 1
        or price.unit is None
        or price.unit.dimension != "money"
    ):
        return refuse_clause(
            clause, "unsupported_operation", "a price with this verb or amount", price.token_index, price.text
        )
    later = [q for q in items if q.token_index > price.token_index]
    if later and any(d.closed_at < price.token_index for d in body.dropped_objects):
        # "bought a book for $5 and 2 pens": the price is the book's; what the pens cost is not said
        q = later[0]
        detail = f"the price of '{q.text}' is not stated, so the money it moved is unknown"
        return refuse_clause(clause, "underdetermined", detail, q.token_index, q.text)
    each = [m for m in body.markers if m.category == "distributive" and m.token_index > price.token_index]
    bare = next((q for q in items if _bare_plural_amount(q)), None)
    if bare is not None and not each:
        # "sold lamps for 20 dollars": the price of one lamp, or what all of them brought in?
        return refuse_clause(
            clause,
            "readings_disagree",
            f"a price for '{bare.text}' with no count: per item or in all?",
            price.token_index,
            price.text,
        )
    at_price = [m for m in body.markers if m.category == "prep_price" and m.role == "at"]
    markers = tuple(m for m in body.markers if m not in each and m not in at_price)
    per_item = each or len(price.number_tokens) > 1  # "at $12 per craft" was already multiplied out
    if at_price and not per_item and any(q.value != 1 for q in items if q.unit is not None):
        # "sold 453 cakes at $12": a price per cake or the total? Only 'each' or 'a cake' says (ADR 0083)
        return refuse_clause(
            clause,
            "readings_disagree",
            "'at' a price for several items: per item or in all?",
            price.token_index,
            price.text,
        )
    if each:
        counted = [q for q in items if q.unit is not None and q.value is not None]
        if len(each) != 1 or len(counted) != 1 or price.value is None:
            return refuse_clause(
                clause,
                "unsupported_operation",
                "'each' after a price needs one counted amount",
                price.token_index,
                price.text,
            )
        count = counted[0]
        price = evolve(
            price, value=price.value * count.value, number_tokens=count.number_tokens + price.number_tokens
        )
    rest = evolve(body, quantities=tuple(items), markers=markers)
    return evolve(clause, body=rest), rest, price


def _bare_plural_amount(q: QuantityRef) -> bool:
    """ "lamps" with no number, no 'some', 'all' or share: a kind named, not an amount told."""
    return (
        q.value is None
        and not q.whole
        and q.share is None
        and not q.number_tokens
        and q.unit is not None
        and q.text.casefold() == q.unit.head
    )


def read_moves(
    clause: Clause, subject: EntityRef, verb: VerbRef, order: tuple[int, int]
) -> Facts | ReaderRefusal:
    body = clause.body
    people = tuple(e for e in body.objects if e.kind == "person")
    if len(body.objects) != len(people) or len(people) > 1:
        return refuse_clause(
            clause,
            "unexpected_category",
            "an object with no role in the operation",
            verb.token_index,
            verb.text,
        )
    receiver = body.recipient or (people[0] if people else None)
    if receiver is None and verb.category == "verb_give" and body.location is not None:
        receiver = body.location  # "placed 14 rulers in the drawer": the place receives them
    if people and verb.category != "verb_give":
        return refuse_clause(
            clause,
            "unexpected_category",
            f"'{verb.text}' with a person as its object",
            verb.token_index,
            verb.text,
        )
    if body.location is not None and body.location.kind != "thing":
        return refuse_clause(
            clause, "unexpected_category", "a place that is not a thing", verb.token_index, verb.text
        )
    if len(body.quantities) > 1 and any(q.whole for q in body.quantities):
        # "ate all of them but 3", "gave all his cards and 5 stamps": 'all' beside another amount
        q = next(q for q in body.quantities if q.whole)
        return refuse_clause(
            clause,
            "unsupported_operation",
            "'all' beside another amount in one clause",
            q.token_index,
            q.text,
        )
    ops = []
    for i, q in enumerate(body.quantities):
        at = (order[0], order[1] * 100 + i)
        op = _one_operation(clause, subject, verb, q, receiver, body.source, at)
        if isinstance(op, ReaderRefusal):
            return op
        if body.purpose:  # "got $50 from Ann for mowing her lawn": money for work, no gift (ADR 0280)
            op = evolve(op, paid_for=body.purpose)
        ops.append(op)
    pins = []
    for op in ops:
        if op.kind == "gain" and (op.quantity.whole or op.quantity.share is not None):
            q = op.quantity
            return refuse_clause(
                clause, "unsupported_operation", "a part of what is gained", q.token_index, q.text
            )
        if not op.quantity.whole:
            continue
        left = op.quantity.kept or Fraction(0)  # "all but 3": those 3 stay (ADR 0217)
        empty = evolve(op.quantity, value=left, whole=False, kept=None, number_tokens=())
        pins.append(Holding(op.actor, empty, (op.order[0], op.order[1] + 50)))  # nothing else of it is left
    return Facts(holdings=tuple(pins), operations=tuple(ops))


def _owned_send(
    clause: Clause,
    subject: EntityRef,
    verb: VerbRef,
    q: QuantityRef,
    receiver: EntityRef | None,
    source: EntityRef,
    at: tuple[int, int],
) -> Operation | ReaderRefusal:
    """A give whose 'from' names a thing the giver owns ("uploaded 35 pictures from her phone to ...").

    It is the giver's own move; the place is kept on the operation, so the story check of ADR 0216
    (``moved_from_own_place``) refuses it unless the giver's things were all told to be there, or
    the verb copies (an upload, ADR 0223) and only the sent amount is asked.
    """
    if receiver is None:
        return Operation("loss", subject.key, q, verb, at, doer=subject.key, own_place=source.key)
    if receiver.key in (subject.key, source.key):
        return refuse_clause(
            clause, "self_transfer", "someone giving to themselves", verb.token_index, verb.text
        )
    return Operation("transfer", subject.key, q, verb, at, receiver.key, subject.key, own_place=source.key)


def _bare_period(dropped) -> bool:
    """ "a day" left after an amount ("ate 2 of them a day"); "the next day" is definite and dates instead."""
    return (
        dropped.indefinite and not dropped.unit.modifiers and dropped.unit.dimension in ("time", "calendar")
    )


def _one_operation(
    clause: Clause,
    subject: EntityRef,
    verb: VerbRef,
    q: QuantityRef,
    receiver: EntityRef | None,
    source: EntityRef | None,
    at: tuple[int, int],
) -> Operation | ReaderRefusal:
    category = verb.category
    period = next((d for d in clause.body.dropped_objects if _bare_period(d)), None)
    dated = any(m.category == "time_marker" for m in clause.body.markers)  # "last week" dates, not a rate
    if period is not None and q.per is None and not dated:  # "ate 2 of them a day": how many days? (ADR 0408)
        return refuse_clause(
            clause,
            "unsupported_operation",
            f"an amount with a period after it ('{period.unit.head}'): how many periods is not read",
            q.token_index,
            q.text,
        )
    if q.owner and q.owner != subject.key:
        if (
            q.per is not None or clause.body.dropped_objects
        ):  # "ate 2 of them a day": how many days? (ADR 0405)
            return refuse_clause(
                clause, "unsupported_operation", "a rate of someone else's things", q.token_index, q.text
            )
        if (
            category == "verb_lose"
            and receiver is None
            and source is None
            and not q.whole
            and q.share is None
        ):
            return Operation(
                "loss", q.owner, q, verb, at, doer=subject.key
            )  # "Ben ate 20 of them" (ADR 0405)
        if category not in GAIN_VERBS and category != "verb_take":
            return refuse_clause(
                clause,
                "unexpected_category",
                f"'{verb.text}' with an amount that belongs to someone else",
                q.token_index,
                q.text,
            )
        if source is not None and source.key != q.owner:
            return refuse_clause(
                clause, "unexpected_category", "an amount with two different sources", q.token_index, q.text
            )
        return Operation("transfer", q.owner, q, verb, at, subject.key, subject.key)
    if category == "verb_give":
        if source is not None and owns_place(subject, source):  # "sent 5 from her phone" (ADR 0223)
            return _owned_send(clause, subject, verb, q, receiver, source, at)
        if source is not None:
            return refuse_clause(
                clause, "unexpected_category", "a giver with a source", verb.token_index, verb.text
            )
        if receiver is None:
            return Operation("loss", subject.key, q, verb, at, doer=subject.key)
        if receiver.key == subject.key:
            return refuse_clause(
                clause, "self_transfer", "someone giving to themselves", verb.token_index, verb.text
            )
        return Operation("transfer", subject.key, q, verb, at, receiver.key, subject.key)
    if receiver is not None:
        added = added_into(subject, verb, q, receiver, source, at)  # "added 2 cups to the bowl" (ADR 0074)
        if added is not None:
            return added
        return refuse_clause(
            clause, "unexpected_category", f"'{verb.text}' with a recipient", verb.token_index, verb.text
        )
    made = made_operation(verb, q) if category == "verb_take" and source is None else None
    if made is not None:  # "took 15 pictures at the zoo": a take that makes them (ADR 0238)
        return Operation("gain", subject.key, q, made, at, doer=subject.key)
    if category == "verb_take" and source is None:
        return refuse_clause(
            clause,
            "incomplete_operation",
            f"'{verb.text}' without saying from whom",
            verb.token_index,
            verb.text,
        )
    if category in GAIN_VERBS or category == "verb_take":
        if source is not None and source.key == subject.key:
            return refuse_clause(
                clause, "self_transfer", "someone taking from themselves", verb.token_index, verb.text
            )
        if source is not None:
            return Operation("transfer", source.key, q, verb, at, subject.key, subject.key)
        return Operation("gain", subject.key, q, verb, at, doer=subject.key)
    if source is not None and owns_place(subject, source):  # "deleted 9 songs from it" (ADR 0216)
        return Operation("loss", subject.key, q, verb, at, doer=subject.key, own_place=source.key)
    if source is not None:
        return refuse_clause(
            clause, "unexpected_category", f"'{verb.text}' with a source", verb.token_index, verb.text
        )
    return Operation("loss", subject.key, q, verb, at, doer=subject.key)


def _moved_count(clause: Clause, verb: VerbRef, q: QuantityRef) -> bool:
    """The verb's own object amount ("was selling 3 dogs", "was spending $3"), not a price, a rate or
    a container's contents further on ("was making boxes of chocolates with 4 chocolates"), ADR 0343 addendum."""
    return (
        q.value is not None
        and not q.price
        and q.per is None
        and q.token_index not in clause.body.with_amounts
        and 0 < q.token_index - verb.token_index <= 2
    )
