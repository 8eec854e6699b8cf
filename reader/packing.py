"""Packing into containers: "put the rest into folders with 5 files in each one" (ADR 0051).

Putting an amount into plural containers with a stated number in each
makes that many containers: the amount divided by the number per
container. The amount may be a number ("put 45 files into folders") or
everything the subject holds of that kind ("the rest", "all of them"),
which is only known once the story is solved, so the count of containers
is then a part (one over the number per container) of that amount, taken
at that point in the story. The contents stay with the subject; only the
containers are new. A division that leaves a remainder is not a whole
number of containers, and the verifier refuses it.
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

from reader.frames import Clause, Facts, refuse_clause, unused_marker
from reader.refusals import ReaderRefusal
from reader.solver import Linear
from reader.values import EntityRef, Operation, QuantityRef, Unit, VerbRef

PACKING_VERBS = frozenset({"verb_give", "verb_split"})  # "put them into bags", "split them into groups"
MAKING_VERBS = frozenset({"verb_produce"})  # "How many piles could she make?"


def into_containers(clause: Clause) -> bool:
    """The clause puts things into a bare plural place whose noun is also the rate's denominator."""
    body, verb = clause.body, clause.verb
    place, per = body.location or body.recipient, body.per_unit  # "into folders" reads as a recipient
    return (
        verb is not None
        and verb.category in PACKING_VERBS
        and place is not None
        and per is not None
        and place.kind == "thing"
        and place.number == "plural"
        and place.key == per.head
        and not per.modifiers
    )


def packing_facts(
    clause: Clause, subject: EntityRef, verb: VerbRef, order: tuple[int, int]
) -> Facts | ReaderRefusal:
    body = clause.body
    per = body.per_unit
    assert per is not None
    read = sorted(body.quantities, key=lambda q: q.token_index)
    if (
        len(read) != 2
        or read[1].whole
        or subject.kind == "scene"
        or body.objects
        or (body.recipient is not None and body.location is not None)
        or body.source is not None
    ):
        return refuse_clause(
            clause,
            "unsupported_operation",
            "packing needs one amount put into containers and one number in each",
            verb.token_index,
            verb.text,
        )
    amount, each = read  # "put the rest into folders with 5 in each": what is packed, then the number in each
    if each.value is None or each.value <= 0:
        return refuse_clause(
            clause, "unsupported_operation", "containers with nothing in each", each.token_index, each.text
        )
    if (
        amount.unit is None
        or each.unit is None
        or amount.unit.head != each.unit.head
        or amount.unit.dimension
        or amount.owner not in ("", subject.key)
        or amount.price
        or each.price
        or any(q.times is not None or q.divisor or q.share is not None or q.per is not None for q in read)
    ):
        return refuse_clause(
            clause,
            "unit_mismatch",
            "the amount in each container is not of the kind put into them",
            each.token_index,
            each.text,
        )
    unused = unused_marker(clause, body.markers)
    if unused is not None:
        return unused
    containers = Unit(per.head)
    tokens = amount.number_tokens + each.number_tokens
    text = f"{amount.text}/{each.text}"
    if amount.whole:
        made = QuantityRef(
            None,
            each.token_index,
            text,
            containers,
            clause.sentence_index,
            number_tokens=tokens,
            owner=subject.key,
            share=Fraction(1) / each.value,
            share_unit=amount.unit,
            container=containers,
        )
    elif amount.value is not None:
        made = replace(
            each,
            value=amount.value / each.value,
            unit=containers,
            number_tokens=tokens,
            text=text,
            share_unit=amount.unit,
            container=containers,  # moving the containers later would leave their contents behind
        )
    else:
        return refuse_clause(
            clause, "underdetermined", "packing an amount nothing fixes", amount.token_index, amount.text
        )
    at = (order[0], order[1] * 100)
    return Facts(operations=(Operation("gain", subject.key, made, verb, at, doer=subject.key),))


def containers_made(graph, solution, verbs: frozenset[str] = MAKING_VERBS) -> Linear | None:
    """ "How many piles could she make?" after packing into piles: the containers the packing made.

    Packing is the only event that makes containers, so a question with a producing verb about them
    asks for that count, when it is the one event on its chain and no producing event was read.
    ``verbs`` widens the asked verbs for a verb the lexicon says counts filled containers (ADR 0209).
    """
    q = graph.question
    if q.kind != "change" or q.verb_category not in verbs:
        return None
    asked = [e for e in graph.events if e.unit_key in graph.question_units]
    if any(e.verb_category == q.verb_category for e in asked):
        return None
    packed = [e for e in asked if e.share_unit and (not q.entities or e.holder in q.entities)]
    if len(packed) != 1 or q.counterparty:
        return None
    event = packed[0]
    chains = [c for c in solution.chains if c.holder == event.holder and c.unit_key == event.unit_key]
    if len(chains) != 1 or len([e for e in asked if e.holder == event.holder]) != 1:
        return None
    chain = chains[0]
    return chain.terminal.plus(chain.initial, -1)
