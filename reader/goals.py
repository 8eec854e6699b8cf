"""Goal questions: the amount an event still has to be for a holder to reach a target.

"Rosa has 21 dollars. How many more dollars does she have to earn to
have 50 dollars?" asks for the earning that makes her amount 50: the
target minus what she has at the end of the story (50 - 21). For a verb
that takes amounts away ("How many does she need to give away to have 22
games left?") it is what she has minus the target. The question reads
'have to' / 'need to' + a verb that moves amounts (the asked event), then
'to have' + one amount (the target). Only verbs that move one kind one way
are read: buying and selling also move money, so they refuse. A target
already passed (a negative amount to earn) refuses (ADR 0055).
"""

from __future__ import annotations

from fractions import Fraction

from reader.frames import Clause, Facts, no_role, refuse_clause
from reader.graph import MathProblemGraph
from reader.refusals import ReaderRefusal, refuse
from reader.solver import Linear, Solution
from reader.values import Marker, QuantityRef, QuestionPart, QuestionTarget, VerbRef

GOAL = "goal"  # "have to earn", "need to give": the event the question asks about
GOAL_TARGET = "goal_target"  # "to have": the amount the holder must reach
GOAL_MATRIX = frozenset({"verb_possess", "verb_need"})  # "have to", "need to"
RAISING = frozenset({"verb_gain", "verb_earn", "verb_produce", "verb_take"})
LOWERING = frozenset({"verb_lose", "verb_give", "verb_pay"})
GOAL_VERBS = RAISING | LOWERING


def _allowed(marker: Marker, part: QuestionPart, target: QuantityRef) -> bool:
    """Markers a goal question may hold: its own, 'how many more', and 'left' after the target."""
    if marker.category in (GOAL, GOAL_TARGET):
        return True
    if (
        marker.category == "comparative"
        and marker.role == "up"
        and marker.token_index == part.token_index + 1
    ):
        return True  # "how many more dollars": more than she has, which is what a goal asks
    return marker.category == "residual_marker" and marker.token_index > target.token_index


def goal_question(clause: Clause, part: QuestionPart, verb: VerbRef) -> Facts | ReaderRefusal:
    """The goal target, or a refusal when the question is not exactly one holder, one event and one target."""
    body, subject = clause.body, clause.subject
    targets = [m for m in body.markers if m.category == GOAL_TARGET]
    if not targets and not body.quantities and verb.category in RAISING and clause.verb is not None:
        from reader.requirements import requirement_question

        # "How many cups does she need to add?": the target is a requirement stated earlier (ADR 0077)
        return requirement_question(clause, part, verb, True)
    if len(targets) != 1 or len(body.quantities) != 1 or verb.category not in GOAL_VERBS:
        return refuse_clause(
            clause,
            "unsupported_operation",
            "a goal needs 'to have' and one target amount",
            verb.token_index,
            verb.text,
        )
    target = body.quantities[0]
    plain = (
        target.value is not None
        and target.unit is not None
        and target.per is None
        and not (target.price or target.whole or target.divisor or target.owner)
        and target.share is None
        and target.times is None
        and target.container is None
    )
    if not plain or not one_holder_alone(subject, body):
        return refuse_clause(
            clause,
            "unsupported_operation",
            "a goal with a second party, a rate or a target that is not one plain amount",
            target.token_index,
            target.text,
        )
    if part.unit is not None and target.unit is not None and part.unit.head != target.unit.head:
        same_measure = part.unit.dimension and part.unit.dimension == target.unit.dimension
        if not same_measure:
            return refuse_clause(
                clause,
                "unit_mismatch",
                "the asked unit and the target's unit differ",
                target.token_index,
                target.text,
            )
    for marker in body.markers:
        if not _allowed(marker, part, target):
            return no_role(clause, marker)
    question = QuestionTarget(
        "goal",
        (subject.key,),
        part.unit or target.unit,
        clause.sentence_index,
        part.token_index,
        verb.category,
        "",
        part.asks,
        verb_lemma=verb.lemma,
        goal=target,
    )
    return Facts(question=question)


def goal_form(graph: MathProblemGraph, solution: Solution, chains: list) -> Linear | ReaderRefusal:
    """Target minus the holder's final amount (or the reverse for a verb that takes away), in base units."""
    q = graph.question
    if not chains:
        return refuse(
            "dangling_entity",
            f"the question is about '{q.entities[0]}', of whom no amount of that unit was read",
            q.sentence_index,
            q.token_index,
            "",
        )
    held = Linear(Fraction(0))
    for chain in chains:
        held = held.plus(chain.terminal)
    goal = q.goal
    assert goal is not None and goal.value is not None and goal.unit is not None
    reach = Linear(goal.value * goal.unit.factor)
    needed = reach.plus(held, -1) if q.verb_category in RAISING else held.plus(reach, -1)
    if not needed.terms and needed.const < 0:
        return refuse(
            "negative_count",
            "the target is already passed: the asked event would be a negative amount",
            q.sentence_index,
            q.token_index,
            "",
        )
    return needed


def goal_difference(
    graph: MathProblemGraph, needed: Linear, other: Linear | ReaderRefusal
) -> Linear | ReaderRefusal:
    """ "How many more cups of flour than cups of sugar does she need to add?": one shortfall minus the other."""
    if isinstance(other, ReaderRefusal):
        return other
    difference = needed.plus(other, -1)
    if not difference.terms and difference.const < 0:
        q = graph.question
        detail = "'how many more ... than' where the first shortfall is the smaller"
        return refuse("negative_count", detail, q.sentence_index, q.token_index, "")
    return difference


def one_holder_alone(subject, body) -> bool:
    """One person or thing, with no second party, place or rate in the clause: whose target it is."""
    return (
        subject is not None
        and subject.kind in ("person", "thing")
        and not subject.members
        and not body.objects
        and body.recipient is None
        and body.source is None
        and body.location is None
        and body.per_unit is None
    )
