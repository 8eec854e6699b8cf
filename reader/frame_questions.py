"""Projecting a question clause into the QuestionTarget it asks for.

Split from frames.py (statements); the same rule holds: every operator
word in the question gets a role, or the question refuses.
"""

from __future__ import annotations

from dataclasses import replace

from reader.frames import (
    HARMLESS_TIMES,
    MOVE_VERBS,
    RATE_VERBS,
    STATE_VERBS,
    Clause,
    Facts,
    refuse_clause,
    scene_holder,
    untaught_verb,
    unused_marker,
)
from reader.goals import GOAL, goal_question
from reader.period_spending import REPEATED, spending_rate_verbs
from reader.refusals import ReaderRefusal
from reader.rules.phrases import NARROWING
from reader.rules.than_clauses import THAN_THOSE
from reader.several_doers import several_doers
from reader.state import ClausePayload
from reader.time_tags import asked_times, compared_times, refuse_time_shape
from reader.values import EntityRef, Marker, QuestionTarget

STATE_QUESTION_TIMES = frozenset({"now", "next", "after"})


def _narrowing_time(markers: tuple[Marker, ...], kind: str) -> Marker | None:
    """ "How many did he pick on Monday?": a time in a question picks some events, which no rule reads.

    A question about an amount held may say "now" or "then"; a question about events may not name a time.
    """
    held = ("value", "total", "initial", "difference", "unit_difference")
    allowed = STATE_QUESTION_TIMES if kind in held else frozenset()
    for marker in markers:
        if marker.category == "time_marker" and marker.role in HARMLESS_TIMES and marker.role not in allowed:
            return marker
    return None


def _asks_compared(body: ClausePayload, part) -> bool:
    """'How many more / fewer ...': a comparative of either direction right after 'how many'."""
    return any(
        m.category == "comparative" and m.role in ("up", "down") and m.token_index == part.token_index + 1
        for m in body.markers
    )


def _asks_more(body: ClausePayload, part) -> bool:
    """'How many more pennies does John have?': a comparative right after 'how many'."""
    return any(
        m.category == "comparative" and m.role == "up" and m.token_index == part.token_index + 1
        for m in body.markers
    )


def project_question(clause: Clause) -> Facts | ReaderRefusal:
    body, verb = clause.body, clause.verb
    part = body.question
    if part is None:
        return refuse_clause(
            clause, "no_question_target", "a question that does not ask 'how many' or 'how much'"
        )
    if verb is None:
        return refuse_clause(clause, "incomplete_operation", "a question with no verb", part.token_index)
    from reader.amounts_that_move import than_move_question

    compared = than_move_question(clause, part)  # "than those that got off" (ADR 0141)
    if compared is not None:
        return compared if isinstance(compared, ReaderRefusal) else Facts(question=compared)
    from reader.arrivals import arrival_question

    arrived = arrival_question(clause)  # "How many birds landed on the fence?" (ADR 0086)
    if arrived is None:
        from reader.amounts_that_move import leaving_question

        arrived = leaving_question(clause)  # "How many children got off the bus?" (ADR 0141)
    if arrived is not None:
        clause = arrived
        body, verb = clause.body, clause.verb
    if part.motion and verb.category == "verb" and verb.motion == "travel":
        # "How far did Anne go?": a verb of going, asked how far or how long, is any way of moving (ADR 0099)
        verb = replace(verb, category="verb_activity", motion="any")
        clause = replace(clause, verb=verb)
    if verb.category == "verb":
        return untaught_verb(clause, verb)
    if any(m.category == GOAL for m in body.markers):
        return goal_question(clause, part, verb)  # "does she have to earn to have 47 dollars" (ADR 0055)
    if body.per_unit is not None and not body.quantities:
        from reader.shares import per_each_question

        return per_each_question(clause, part, verb)
    if len(body.quantities) > 1 or body.per_unit is not None:
        where = body.quantities[0] if body.quantities else None
        text = where.text if where else ""
        return refuse_clause(
            clause,
            "unexpected_category",
            "a question that states a new amount",
            where.token_index if where else 0,
            text,
        )
    from reader.frame_multiples import refuse_multiples

    asked_multiple = refuse_multiples(clause, "inside a question")
    if asked_multiple is not None:
        return asked_multiple
    given = body.quantities[0] if body.quantities else None
    if given is not None and (given.whole or given.value is None):
        return refuse_clause(
            clause,
            "unsupported_operation",
            "a question with an amount it does not state",
            given.token_index,
            given.text,
        )
    subject = scene_holder(clause) if clause.subject is not None else body.location
    narrowed = ", ".join(m.text for m in body.markers if m.category == NARROWING)
    if (
        clause.subject is not None
        and clause.subject.kind != "scene"
        and body.location is not None
        and verb.category not in STATE_VERBS
    ):
        narrowed = body.location.label  # "How many apples did he pick on the second day?"
    if subject is None:
        subject = EntityRef("there", "there", "neuter", "plural", "scene", clause.sentence_index)
    categories = [m.category for m in body.markers]
    kind = "value" if verb.category in STATE_VERBS else "change"
    if clause.body.auxiliary is False and clause.subject is None and verb.category in MOVE_VERBS:
        subject = EntityRef("anyone", "anyone", "any", "plural", "group", clause.sentence_index)
        entities = ()
        if body.location is not None:  # "How many shells were found on the beach?": not every find (ADR 0087)
            narrowed = body.location.label
    priced = given is not None and verb.category in RATE_VERBS | spending_rate_verbs()  # ADR 0307
    timed = verb.category == "verb_activity" and given is None  # "How many hours did he work?"
    if verb.category == "verb_need" and given is None:  # "How many more eggs does he need?" (ADR 0077)
        from reader.requirements import requirement_question

        return requirement_question(clause, part, verb, _asks_more(body, part))
    if verb.category not in STATE_VERBS and verb.category not in MOVE_VERBS and not priced and not timed:
        return refuse_clause(
            clause,
            "unsupported_operation",
            f"questions about verbs of kind {verb.category}",
            verb.token_index,
            verb.text,
        )
    used: set[str] = set()
    entities: tuple[str, ...] = subject.members or (subject.key,)
    if subject.key == "anyone":
        entities = ()
    than_unit = None
    if THAN_THOSE in categories:
        from reader.frame_than_clauses import than_clause_question

        return than_clause_question(clause, subject, part, verb)
    if "than_marker" in categories and body.than_unit is not None:
        if (
            "comparative" not in categories
            or body.objects
            or not _asks_compared(body, part)
            or part.unit is None
        ):
            return refuse_clause(
                clause, "unused_operator", "'more X than Y' needs 'how many more' and two units"
            )
        fewer = any(m.category == "comparative" and m.role == "down" for m in body.markers)
        than_unit = body.than_unit
        if fewer:  # "how many fewer apples than oranges" is oranges minus apples
            part, than_unit = replace(part, unit=body.than_unit), part.unit
        kind = "unit_difference" if kind == "value" else "unit_difference_change"
        used |= {"than_marker", "comparative"}
    elif (
        "than_marker" in categories
        and kind == "change"
        and compared_times(body)
        and _asks_more(body, part)
        and not any(m.category == "comparative" and m.role == "down" for m in body.markers)
    ):  # "How many more letters did he receive in the morning than in the afternoon?" (ADR 0185)
        kind, entities = "difference_change", (subject.key, "")
        used |= {"than_marker", "comparative"}
    elif "than_marker" in categories:
        if "comparative" not in categories or len(body.objects) != 1 or subject.kind == "group":
            return refuse_clause(
                clause, "unused_operator", "a comparison needs 'more ... than' and one other party"
            )
        fewer = any(m.category == "comparative" and m.role == "down" for m in body.markers)
        pair = (body.objects[0].key, subject.key) if fewer else (subject.key, body.objects[0].key)
        kind, entities = ("difference" if kind == "value" else "difference_change", pair)
        used |= {"than_marker", "comparative"}
    elif body.objects:
        return refuse_clause(
            clause,
            "unexpected_category",
            "a question with an object that has no role",
            verb.token_index,
            verb.text,
        )
    elif "comparative" in categories and kind in ("value", "change") and _asks_more(body, part):
        kind = "difference" if kind == "value" else "difference_change"
        entities = (subject.key, "")
        used.add("comparative")
    if "residual_marker" in categories:
        if kind != "value":
            return refuse_clause(
                clause,
                "unused_operator",
                "'left' with a verb that does not hold amounts",
                verb.token_index,
                verb.text,
            )
        used.add("residual_marker")
    if "aggregate_marker" in categories:
        used.add("aggregate_marker")
        if kind == "value" and not subject.members:
            kind = "total"
    owner = ""
    starts = [m for m in body.markers if m.category == "time_marker" and m.role == "start"]
    if (starts or verb.category == "verb_start") and kind == "value":
        kind = "initial"
        used.add("time_marker")
        if clause.subject is not None and verb.category in STATE_VERBS and not body.quantities:
            from reader.initial_places import start_of_a_place

            place = start_of_a_place(subject, body.location, kind)
            if place is not None:  # "did he have initially on the shelf" (ADR 0130)
                owner, subject, entities = subject.key, place, (place.key,)
    held_place = ""
    if clause.subject is not None and clause.subject.kind != "scene" and verb.category in STATE_VERBS:
        if body.location is not None and not owner:
            held_place = body.location.label  # "does she have in the box": said in the story? (ADR 0212)
    from reader.echoed_settings import echoable
    from reader.paid_for_kind import asks_paid_for

    setting = ""
    paid_for = None
    if narrowed and "," not in narrowed and asks_paid_for(clause, kind, given, verb, part):
        paid_for = narrowed  # "did he pay for the eggs": the payments for that kind (ADR 0259)
    elif narrowed and echoable(clause, kind, given):
        setting = narrowed  # "did he find at the park": checked against the story's moves (ADR 0184)
    elif narrowed:
        return refuse_clause(
            clause,
            "unused_operator",
            f"'{narrowed}' narrows the question to a place or time no rule reads",
            verb.token_index,
            verb.text,
        )
    used.add(NARROWING)
    remaining = tuple(m for m in body.markers if m.category not in used)
    times, than_times, remaining = asked_times(body, remaining, kind, verb.category in MOVE_VERBS)  # ADR 0185
    narrowing = _narrowing_time(remaining, kind)
    if narrowing is not None:
        return refuse_clause(
            clause,
            "unused_operator",
            f"'{narrowing.text}' narrows the question to a time no rule reads",
            narrowing.token_index,
            narrowing.text,
        )
    unused = unused_marker(clause, remaining)
    if unused is not None:
        return unused
    if kind in ("difference_change", "unit_difference_change") and verb.category not in MOVE_VERBS:
        return refuse_clause(
            clause,
            "unsupported_operation",
            "a difference between events of this verb",
            verb.token_index,
            verb.text,
        )
    if kind == "difference_change" and (subject.kind == "group" or subject.key == "anyone"):
        return refuse_clause(clause, "unsupported_operation", "a difference of events with no single doer")
    if subject.key == "everyone named" and "aggregate_marker" not in categories:
        return refuse_clause(
            clause,
            "unused_operator",
            "'they' for everyone named needs 'in all', 'together' or 'in total'",
            verb.token_index,
            verb.text,
        )
    if subject.members and kind == "value":
        kind = "total"
    if kind == "total" and subject.kind in ("scene",) and not subject.members:
        entities = ()
    counterparty = body.recipient.key if body.recipient is not None else ""
    if body.source is not None:
        return refuse_clause(
            clause,
            "unsupported_operation",
            "a question about where an amount came from",
            verb.token_index,
            verb.text,
        )
    if part.motion and verb.category != "verb_activity":
        return refuse_clause(
            clause,
            "unsupported_operation",
            "'how far' or 'how long' asks about an activity, and this question's verb is not one",
            verb.token_index,
            verb.text,
        )
    asker = asked_thing = ""
    if given is not None:
        rated = RATE_VERBS | {"verb_buy", "verb_pay"} | spending_rate_verbs()  # ADR 0307
        if given.unit is not None and given.unit.dimension in ("time", "calendar"):
            rated = rated | REPEATED  # "How many naps does he take in 4 weeks?" (ADR 0403)
        if kind not in ("value", "change") or verb.category not in rated:
            return refuse_clause(
                clause,
                "unsupported_operation",
                "a question with an amount of its own",
                given.token_index,
                given.text,
            )
        # "How many can Bob and Ann shuck?"; a plural group of no members here, a plural person or
        # thing in `several_doers.several_askers` (ADR 0353)
        if subject.members or (subject.kind == "group" and several_doers(subject)):
            return refuse_clause(
                clause,
                "unsupported_operation",
                "an amount over a period asked of several doers: how their rates add is not read",
                given.token_index,
                given.text,
            )
        kind, entities = "scaled", ()
        asker = subject.key if subject.kind == "person" else ""
        asked_thing = subject.key if subject.kind == "thing" else ""
    target = QuestionTarget(
        kind,
        entities,
        part.unit,
        clause.sentence_index,
        part.token_index,
        verb.category,
        counterparty,
        part.asks,
        given,
        than_unit=than_unit,
        verb_lemma=verb.lemma,
        either_end=_either_end(body, verb, kind),
        asker=asker,
        verb_motion=verb.motion,
        owner=owner,
        purpose=body.asked_purpose,
        than_purpose=body.than_purpose,
        asked_thing=asked_thing,
        times=times,
        than_times=than_times,
        setting=setting,
        held_place=held_place,
        paid_for=paid_for,
    )
    timed_shape = refuse_time_shape(target, body.asked_purpose)  # "did he receive in the morning" (ADR 0185)
    if timed_shape is not None:
        return timed_shape
    from reader.purposes import refuse_purpose_shape

    shape = refuse_purpose_shape(target)  # "did he use to build the tower" (ADR 0176)
    if shape is not None:
        return shape
    from reader.requirements import still_to_come

    return Facts(question=still_to_come(target, body, verb))  # "should she buy" after a need (ADR 0077)


# Verbs of holding that say nothing of which moment: "did he own" asks before or after as 'have' does.
HOLDING_AT_A_MOMENT = frozenset({"have", "own", "hold", "contain"})


def _either_end(body: ClausePayload, verb, kind: str) -> bool:
    """ "How many did he have?" after a change: before it or after it? Only a time word says (ADR 0076).

    A totalling word ('in all', 'altogether', 'together', fronted "All told,") is not a time word: it
    adds holders, kinds or gains, and says nothing of the moment. "How many dolls did Tom and Ann have
    (in all)?" after Tom lost some, or "In all, how many did he have?" after a loss, asks before or
    after as much as "did Tom have?" does; the answer step lets a totalling word name the end only
    when all it can total is one holding and the gains made to it (ADR 0321).
    """
    placed = ("time_marker", "residual_marker")
    if kind in ("value", "total") and verb.category == "copula" and verb.text.casefold() in ("was", "were"):
        # "How many people were on the bus (in all)?" after some got off: before or after? (ADR 0141)
        return not any(m.category in placed for m in body.markers)
    # "the number of pens (that) he had": the past form itself asks the same as 'did he have' (ADR 0175)
    past = body.past_auxiliary or (not body.auxiliary and "VBD" in verb.tags and "VBZ" not in verb.tags)
    return (
        past
        and kind in ("value", "total")  # a group or a totalling word asks the moment as one holder does
        and verb.category == "verb_possess"
        and verb.lemma in HOLDING_AT_A_MOMENT  # "did she end up with", "did he keep" name the end themselves
        and not any(m.category in placed for m in body.markers)
    )
