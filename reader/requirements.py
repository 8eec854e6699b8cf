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
from fractions import Fraction

from reader.frames import Clause, Facts, no_role, refuse_clause
from reader.goals import GOAL, one_holder_alone
from reader.refusals import ReaderRefusal, refuse
from reader.state import ClausePayload, ProblemReadingState
from reader.substances import measured_like
from reader.values import EntityRef, Holding, QuantityRef, QuestionPart, QuestionTarget, Unit, VerbRef

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
    quantity = next((q for q in body.quantities if not _plain(q)), body.quantities[0])
    kinds = {_kind(q.unit) for q in body.quantities if q.unit is not None}
    # "calls for 12 cups of flour and 5 cups of sugar": one requirement per kind (ADR 0098)
    plain = _plain(quantity) and len(kinds) == len(body.quantities) and body.per_unit is None
    alone = (
        subject.kind in ("person", "thing")
        and not subject.members
        and not body.objects
        and body.recipient is None
        and body.source is None
    )
    if not plain or not alone:
        return refuse_clause(
            clause,
            "unsupported_operation",
            "a requirement that is not one plain amount for one holder",
            quantity.token_index,
            quantity.text,
        )
    for marker in body.markers:  # "does not need", "needs 3 more", "if", "last week": no role here
        return no_role(clause, marker)
    return Facts(
        holdings=tuple(
            Holding(subject.key, q, (order[0], order[1] * 100 + i), verb=verb)
            for i, q in enumerate(body.quantities)
        )
    )


def _of_kind(needs: list[Holding], unit: Unit) -> list[Holding]:
    return [h for h in needs if h.quantity.unit is not None and _kind(h.quantity.unit) == _kind(unit)]


def _plain(quantity: QuantityRef) -> bool:
    return (
        quantity.value is not None
        and quantity.unit is not None
        and quantity.per is None
        and not (quantity.price or quantity.whole or quantity.divisor or quantity.owner)
        and quantity.share is None
        and quantity.times is None
        and quantity.container is None
    )


def _kind(unit: Unit) -> tuple[str, tuple[str, ...]]:
    """What a requirement is of: cups and pints of flour are one kind, cups of flour and of sugar two."""
    return (unit.dimension or unit.head, unit.modifiers)


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
    passive = (  # "How many boxes are needed?": no holder, no party, place or rate
        subject is None
        and not body.quantities
        and not body.objects
        and body.recipient is None
        and body.source is None
        and body.location is None
        and body.per_unit is None
    )
    if (
        (alone or passive)
        and not more
        and not body.markers
        and part.unit is not None
        and not part.unit.dimension
    ):
        # "How many boxes does she need?", "How many boxes are needed?": containers for what is held (ADR 0113)
        return Facts(
            question=QuestionTarget(
                "value",
                (subject.key,) if subject is not None else (),
                part.unit,
                clause.sentence_index,
                part.token_index,
                verb.category,
                "",
                part.asks,
                verb_lemma=verb.lemma,
            )
        )
    if not alone or not more:
        return refuse_clause(
            clause,
            "unsupported_operation",
            "a requirement question needs 'how many more' and one holder",
            verb.token_index,
            verb.text,
        )
    assert subject is not None
    than_unit = body.than_unit  # "how many more cups of flour than cups of sugar" (ADR 0098)
    for marker in body.markers:
        asked_event = marker.category == GOAL  # "need to add": the event that meets the requirement
        now = marker.category == "time_marker" and marker.role == "now"  # "still need": from the end amount
        asked_event = asked_event or now or (marker.category == "than_marker" and than_unit is not None)
        if not asked_event and not (
            marker.category == "comparative" and marker.token_index == part.token_index + 1
        ):
            return no_role(clause, marker)
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
        than_unit=than_unit,
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
    stated = needs
    if len(needs) > 1 and target.unit is not None:  # "12 cups of flour and 5 cups of sugar": the asked kind
        needs = _of_kind(needs, target.unit) or stated
    if not asked or len(needs) != 1:
        first = needs[0].quantity
        detail = "a requirement the question does not ask about" if not asked else "two requirements"
        return refuse("unsupported_operation", detail, first.sentence_index, first.token_index, first.text)
    need = needs[0]
    filled = target.entities != (need.entity,)
    if filled and not _adds_into(state, target.entities[0], need.entity):
        return refuse(
            "unsupported_operation", "the question asks about another holder than the one in need", *where, ""
        )
    assert need.quantity.unit is not None
    unit = target.unit or need.quantity.unit
    if unit.head != need.quantity.unit.head and not (
        unit.dimension and unit.dimension == need.quantity.unit.dimension
    ):
        return refuse("unit_mismatch", "the asked unit and the requirement's unit differ", *where, "")
    # what the holder in need gives or loses; what others give it is progress ("Ann gave the club $6")
    spent = [op for op in state.accumulated_operations if op.actor == need.entity and op.kind != "gain"]
    if spent:
        # "She used 10 cups": an amount that leaves the holder may be the progress, not a loss from it
        q = spent[0].quantity
        detail = "an amount leaves the holder in need: spent towards the requirement or lost?"
        return refuse("unsupported_operation", detail, q.sentence_index, q.token_index, q.text)
    goal = replace(target, kind="goal", entities=(need.entity,), unit=unit, goal=need.quantity)
    if target.than_unit is not None:  # the other need, of the same holder and measure
        other = _of_kind(stated, measured_like(unit, target.than_unit))
        if len(other) != 1 or other[0].entity != need.entity or other[0] is need:
            detail = "'more ... than' between needs the story did not state"
            return refuse("unsupported_operation", detail, *where, "")
        goal = replace(goal, than_goal=other[0].quantity)
    holdings = tuple(h for h in state.accumulated_initial_state if not is_requirement(h))
    if filled:  # the recipe holds what was put into it: nothing before (ADR 0098)
        asked = [need] + [h for h in stated if goal.than_goal is h.quantity]
        holdings = (
            tuple(
                Holding(h.entity, replace(h.quantity, value=Fraction(0), number_tokens=()), h.order)
                for h in asked
            )
            + holdings
        )
    return replace(state, accumulated_initial_state=holdings, unknown_target_slot=goal)


def _adds_into(state: ProblemReadingState, asked: str, in_need: str) -> bool:
    """ "How many more cups does she need to add?" about the recipe she puts them into (ADR 0098).

    Only a thing's requirement, asked of a person who gave to it and got nothing back from it.
    """
    thing = state.entity(in_need)
    if thing is None or thing.kind != "thing":
        return False
    ops = state.accumulated_operations
    into = [op for op in ops if op.kind == "transfer" and op.counterparty == in_need]
    gave = any(op.actor == asked for op in into)
    took = any(op.kind == "transfer" and (op.actor, op.counterparty) == (in_need, asked) for op in ops)
    # "put in half of the milk": half of what? Only stated amounts count as progress
    plain = all(op.quantity.value is not None and op.quantity.share is None for op in into)
    return gave and not took and plain
