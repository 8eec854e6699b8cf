"""Differences a question asks for beyond two holders' amounts.

- two units of one holder: "How many more oranges than apples does he have?"
- two units of one holder's events: "How many more sweet than salty cookies did he eat?"
- two doers' events: "How many more points did Zach score than Ben?" (or, with
  no 'than', than the one other doer of that verb)
- one doer's events of two kinds: "How many more cakes did he sell than those he bought?"

Events count when their verb category is the question's; each side must
have something to count, or the reading refuses.
"""

from __future__ import annotations

from fractions import Fraction

from reader.graph import MathProblemGraph
from reader.refusals import ReaderRefusal, refuse
from reader.solver import Linear, Solution


def _refuse(graph: MathProblemGraph, reason: str, detail: str) -> ReaderRefusal:
    q = graph.question
    return refuse(reason, detail, q.sentence_index, q.token_index, "")


def event_sum(
    graph: MathProblemGraph, doers: tuple[str, ...], units: tuple[str, ...], verb_category: str = ""
) -> Linear | None:
    """The sum of the question's kind of event (or ``verb_category``) by these doers (any doer if none) in these units."""
    q = graph.question
    category = verb_category or q.verb_category
    total = Linear(Fraction(0))
    seen: set[tuple[int, int]] = set()
    for event in graph.events:
        if event.kind != "change" or event.verb_category != category or event.unit_key not in units:
            continue
        if (doers and event.doer not in doers) or event.order in seen:
            continue
        seen.add(event.order)
        total = total.plus(Linear.of(event))
    return total if seen else None


def _held(solution: Solution, holders: tuple[str, ...], units: tuple[str, ...]) -> Linear | None:
    chains = [c for c in solution.chains if (not holders or c.holder in holders) and c.unit_key in units]
    if not chains:
        return None
    total = Linear(Fraction(0))
    for chain in chains:
        total = total.plus(chain.terminal)
    return total


def _other_doer(graph: MathProblemGraph, doer: str) -> str | ReaderRefusal:
    q = graph.question
    others = sorted(
        {
            e.doer
            for e in graph.events
            if e.kind == "change"
            and e.verb_category == q.verb_category
            and e.unit_key in graph.question_units
            and e.doer != doer
        }
    )
    if len(others) != 1:
        return _refuse(
            graph, "underdetermined", "'how many more' without 'than' needs exactly one other doer"
        )
    return others[0]


def verb_difference(graph: MathProblemGraph) -> Linear | ReaderRefusal:
    """ "How many more cakes did he sell than those he bought?": one doer's events of two kinds (ADR 0057).

    A party in the question ("than those he gave to his friend") must be the
    only party of every such event that has one: the reader cannot tell
    which verb it belongs to, so it may not pick some events out.
    """
    q = graph.question
    kinds = (q.verb_category, q.than_verb_category)
    parties = {
        e.counterparty
        for e in graph.events
        if e.kind == "change"
        and e.verb_category in kinds
        and e.doer in q.entities
        and e.unit_key in graph.question_units
        and e.counterparty
    }
    if q.counterparty and parties != {q.counterparty}:
        return _refuse(graph, "underdetermined", "the party the question names is not the only one involved")
    a = event_sum(graph, q.entities, graph.question_units)
    b = event_sum(graph, q.entities, graph.question_units, q.than_verb_category)
    if a is None or b is None:
        return _refuse(graph, "dangling_entity", "one side of the comparison has nothing read")
    return a.plus(b, -1)


def difference_form(graph: MathProblemGraph, solution: Solution) -> Linear | ReaderRefusal:
    from reader.answer import money_earned_by_the_other_verb

    q = graph.question
    if q.kind in ("unit_difference", "unit_difference_change") and set(graph.question_units) == set(
        graph.than_units
    ):
        from reader.container_contents import contents_compared

        return contents_compared(graph)  # "more red balls than yellow balls" through packs (ADR 0282)
    if q.kind in ("difference_change", "unit_difference_change"):
        earned_otherwise = money_earned_by_the_other_verb(graph, set(), anyone=True)
        if earned_otherwise is not None:
            return earned_otherwise
    if q.kind == "difference_change":
        first, other = q.entities[0], q.entities[1]
        if not other:
            found = _other_doer(graph, first)
            if isinstance(found, ReaderRefusal):
                return found
            other = found
        a = event_sum(graph, (first,), graph.question_units)
        b = event_sum(graph, (other,), graph.question_units)
    elif q.kind == "verb_difference_change":
        return verb_difference(graph)
    elif q.kind == "unit_difference":
        a = _held(solution, q.entities, graph.question_units)
        b = _held(solution, q.entities, graph.than_units)
    else:
        a = event_sum(graph, q.entities, graph.question_units)
        b = event_sum(graph, q.entities, graph.than_units)
    if a is None or b is None:
        return _refuse(graph, "dangling_entity", "one side of the comparison has nothing read")
    return a.plus(b, -1)
