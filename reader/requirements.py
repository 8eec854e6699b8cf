"""Requirements: 'Sam needs 10 eggs' states an amount not yet held, which a later question measures against.

"Sam needs 10 eggs. He has 3 eggs. How many more eggs does he need?" asks
for the requirement minus what Sam holds at the end of the story: a goal
(ADR 0055) whose target was stated earlier rather than in the question.
The statement keeps the requirement aside (a holding whose verb is a
``verb_need``); it is never an amount held. A question that asks 'how many
more ... need' or 'need to' + a verb that raises an amount turns into a
goal question with that requirement as its target. Anything less clear
refuses: two requirements, a requirement of another holder or unit, a
requirement the question does not ask about, a negation or any other
operator word (ADR 0077).
"""

from __future__ import annotations

from dataclasses import replace

from reader.frames import Clause, Facts, _no_role, _refuse
from reader.goals import GOAL, one_holder_alone
from reader.refusals import ReaderRefusal, refuse
from reader.state import ClausePayload, ProblemReadingState
from reader.values import EntityRef, Holding, QuestionPart, QuestionTarget, VerbRef

NEED = "verb_need"
# Verbs that bring a holder nearer a requirement: "how many more should she buy" (buying adds the asked unit)
STILL_TO_COME = frozenset({"verb_gain", "verb_earn", "verb_produce", "verb_take", "verb_buy"})
REQUIREMENT = "requirement"  # question kind: resolved into a goal once the story is read


def is_requirement(holding: Holding) -> bool:
    return holding.verb is not None and holding.verb.category == NEED


def requirement_facts(
    clause: Clause, subject: EntityRef, verb: VerbRef, order: tuple[int, int]
) -> Facts | ReaderRefusal:
    """ "Sam needs 10 eggs": one plain amount, one holder, no second party and no operator word."""
    body = clause.body
    quantity = body.quantities[0]
    plain = (
        len(body.quantities) == 1
        and quantity.value is not None
        and quantity.unit is not None
        and quantity.per is None
        and not (quantity.price or quantity.whole or quantity.divisor or quantity.owner)
        and quantity.share is None
        and quantity.times is None
        and quantity.container is None
        and body.per_unit is None
    )
    alone = (
        subject.kind in ("person", "thing")
        and not subject.members
        and not body.objects
        and body.recipient is None
        and body.source is None
    )
    if not plain or not alone:
        return _refuse(
            clause,
            "unsupported_operation",
            "a requirement that is not one plain amount for one holder",
            quantity.token_index,
            quantity.text,
        )
    for marker in body.markers:  # "does not need", "needs 3 more", "if", "last week": no role here
        return _no_role(clause, marker)
    return Facts(holdings=(Holding(subject.key, quantity, order, verb=verb),))


def still_to_come(target: QuestionTarget, body: ClausePayload, verb: VerbRef) -> QuestionTarget:
    """ "How many more cupcakes should she buy?": marked so that a stated need can make it a goal.

    Only in the present or with a modal: "how many more did she buy" asks about a past event,
    compared with another doer's (ADR 0017). With no need stated the question reads as before.
    """
    if (
        target.kind == "difference_change"
        and target.entities[1:] == ("",)
        and verb.category in STILL_TO_COME
        and body.auxiliary
        and not body.past_auxiliary
        and not body.quantities
    ):
        return replace(target, still_to_come=True)
    return target


def requirement_question(
    clause: Clause, part: QuestionPart, verb: VerbRef, more: bool
) -> Facts | ReaderRefusal:
    """ "How many more eggs does he need?": the requirement's target, resolved when the graph is built."""
    body, subject = clause.body, clause.subject
    alone = one_holder_alone(subject, body) and not body.quantities
    if not alone or not more:
        return _refuse(
            clause,
            "unsupported_operation",
            "a requirement question needs 'how many more' and one holder",
            verb.token_index,
            verb.text,
        )
    assert subject is not None
    for marker in body.markers:
        asked_event = marker.category == GOAL  # "need to add": the event that meets the requirement
        now = marker.category == "time_marker" and marker.role == "now"  # "still need": from the end amount
        asked_event = asked_event or now
        if not asked_event and not (
            marker.category == "comparative" and marker.token_index == part.token_index + 1
        ):
            return _no_role(clause, marker)
    question = QuestionTarget(
        REQUIREMENT,
        (subject.key,),
        part.unit,
        clause.sentence_index,
        part.token_index,
        "verb_gain",
        "",
        part.asks,
        verb_lemma=verb.lemma,
    )
    return Facts(question=question)


def resolve_requirements(state: ProblemReadingState) -> ProblemReadingState | ReaderRefusal:
    """Take requirements out of the holdings; a requirement question becomes a goal with its target."""
    target = state.unknown_target_slot
    assert target is not None
    needs = [h for h in state.accumulated_initial_state if is_requirement(h)]
    asked = target.kind == REQUIREMENT or (target.kind == "goal" and target.goal is None)
    if not needs and not asked:
        return state
    if target.still_to_come and needs:  # "should she buy": a step towards the need, not a comparison
        others = [op for op in state.accumulated_operations if op.actor != target.entities[0]]
        if others:  # "Ann buys 8": 'how many more' might compare with her instead
            q = others[0].quantity
            detail = "'how many more' after a need, and another doer: towards the need or more than them?"
            return refuse("readings_disagree", detail, q.sentence_index, q.token_index, q.text)
        target = replace(target, kind=REQUIREMENT, entities=target.entities[:1], verb_category="verb_gain")
        asked = True
    where = (target.sentence_index, target.token_index)
    if not needs:
        return refuse("unsupported_operation", "a goal needs 'to have' and one target amount", *where, "")
    if not asked or len(needs) != 1:
        first = needs[0].quantity
        detail = "a requirement the question does not ask about" if not asked else "two requirements"
        return refuse("unsupported_operation", detail, first.sentence_index, first.token_index, first.text)
    need = needs[0]
    if target.entities != (need.entity,):
        return refuse(
            "unsupported_operation", "the question asks about another holder than the one in need", *where, ""
        )
    assert need.quantity.unit is not None
    unit = target.unit or need.quantity.unit
    if unit.head != need.quantity.unit.head and not (
        unit.dimension and unit.dimension == need.quantity.unit.dimension
    ):
        return refuse("unit_mismatch", "the asked unit and the requirement's unit differ", *where, "")
    spent = [
        op
        for op in state.accumulated_operations
        if need.entity in (op.actor, op.counterparty) and op.kind != "gain"
    ]
    if spent:
        # "She used 10 cups": an amount that leaves the holder may be the progress, not a loss from it
        q = spent[0].quantity
        detail = "an amount leaves the holder in need: spent towards the requirement or lost?"
        return refuse("unsupported_operation", detail, q.sentence_index, q.token_index, q.text)
    goal = replace(target, kind="goal", unit=unit, goal=need.quantity)
    holdings = tuple(h for h in state.accumulated_initial_state if not is_requirement(h))
    return replace(state, accumulated_initial_state=holdings, unknown_target_slot=goal)
