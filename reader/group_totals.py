""" "Tom and Ann have 50 cards together": a total told for a named group, one part solved from it (ADR 0189).

A conjoined or listed subject with 'together', 'a total of', 'in total',
'in all' or 'altogether' and no 'each' says what its members hold adds up to
the amount. That is no holding of the group's: it is one equation over the
members' amounts at that point of the story, which the solver reads beside
the others. A member's amount is then fixed only when every other member's
is; two members left open keep the question underdetermined, and the
problem refuses.

The clause is read only in its plain shape: a possessing verb, one known
amount of a counted or measured noun, and nothing but the one marker.
Comparisons, rates, parts, owners, places, a second party or a future verb
refuse. In the story a total is read only before every change: "had 50 in
total" after a gift may be the amount before it or after it. A total of a
general noun that narrower kinds fill ("fruits" over apples and pears)
refuses, since a member's kinds could be counted twice.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from reader.refusals import ReaderRefusal, refuse
from reader.values import EntityRef, GroupTotal, Marker, QuantityRef

if TYPE_CHECKING:
    from reader.frames import Clause, Facts

HOLDING_VERBS = frozenset({"verb_possess"})


def bare_count(q: QuantityRef) -> bool:
    """An amount of a noun with nothing else told of it: no rate, price, multiple, share, owner or container."""
    return (
        q.unit is not None
        and q.per is None
        and not q.price
        and q.times is None
        and not q.divisor
        and not q.whole
        and q.share is None
        and q.container is None
        and q.share_unit is None
        and not q.owner
    )


def _plain(q: QuantityRef) -> bool:
    """A bare count with its number told and no purpose."""
    return q.value is not None and bare_count(q) and not q.purpose


def _harmless(m: Marker) -> bool:
    """A sentence-opening 'if' (a step of the story, as for any holding) or 'now' (totals come before changes).

    Any other time word may place the total at another point than the amounts beside it, so it refuses.
    """
    return (m.category == "subordinator" and m.token_index == 0) or (
        m.category == "time_marker" and m.role == "now"
    )


def group_total(clause: Clause, group: EntityRef, marker: Marker) -> Facts | ReaderRefusal:
    """The clause's one amount as the sum of the group's members, or a refusal naming what else it says."""
    from reader.frames import Facts

    body, verb = clause.body, clause.verb
    assert verb is not None

    def no(detail: str, at: int = verb.token_index, text: str = verb.text) -> ReaderRefusal:
        return refuse("unsupported_operation", detail, clause.sentence_index, at, text)

    if verb.category not in HOLDING_VERBS or clause.frame == "question":
        return no("a total for a conjoined subject is read only with 'have' (a holding)")
    if not ({"VB", "VBZ", "VBP", "VBD"} & set(verb.tags)) or body.auxiliary:
        return no("a total for a conjoined subject told with an auxiliary or in the future")
    if len(body.quantities) != 1 or not _plain(body.quantities[0]):
        return no("a total for a conjoined subject needs one plain amount")
    others = [m for m in body.markers if m is not marker and not _harmless(m)]
    if others:
        return no(
            f"a total for a conjoined subject beside '{others[0].text}'",
            others[0].token_index,
            others[0].text,
        )
    if (
        body.objects
        or body.recipient is not None
        or body.source is not None
        or body.location is not None
        or body.per_unit is not None
    ):
        return no("a total for a conjoined subject with a second party or a place")
    if len(set(group.members)) != len(group.members) or len(group.members) < 2:
        return no("a total needs two or more members, each named once")
    total = GroupTotal(
        group.key,
        group.members,
        body.quantities[0],
        (clause.sentence_index, clause.clause_index * 100),  # placed as a holding of that clause is
        "VBD" in verb.tags,
    )
    return Facts(totals=(total,))


def total_told_after_change(totals: tuple[GroupTotal, ...], change_orders: tuple[tuple[int, int], ...]):
    """A total told after a change, or in a sentence with one: before or after it? It refuses.

    Whole sentences are compared, since clauses number their facts on more than one scale.
    """
    for t in totals:
        if any(order[0] <= t.order[0] for order in change_orders):
            q = t.quantity
            return refuse(
                "readings_disagree",
                "a total for a group told after a change: the amount before the change or after it?",
                q.sentence_index,
                q.token_index,
                q.text,
            )
    return None


def total_of_kinds(events, aggregates: tuple[str, ...]) -> ReaderRefusal | None:
    """A total of a general noun whose narrower kinds are held too: a member's kinds might count twice."""
    for e in events:
        if e.unit_key in aggregates:
            return refuse(
                "ambiguous_unit",
                "a total for a group of a general noun that narrower kinds also count",
                e.sentence_index,
                e.token_index,
                e.text,
            )
    return None


def total_step(event, label: str) -> str:
    """The derivation's line for a group total: the members' amounts add up to it."""
    from reader.derivation import fmt

    return f"{' + '.join(event.parts)} together have {fmt(event.value)} {label}"


def value_of_a_sum(solution, form):
    """The asked amount when it is a multiple of one equation's unknowns: "How many do they have?" (ADR 0189).

    "Sam and Tom have 5 apples together" fixes Sam's plus Tom's amount, though neither alone. An asked
    form whose unknown part is k times an equation's unknown part has the value the equation gives it.
    Returns the solution with that step added, and the value (None when no equation matches).
    """
    from dataclasses import replace

    known = dict(solution.known)
    asked = form.substitute(known)
    if not asked.terms:
        return solution, asked.const
    for equation in solution.equations:
        reduced = equation.substitute(known)
        if len(reduced.terms) != len(asked.terms) or not reduced.terms:
            continue
        names = [n for n, _ in reduced.terms]
        if names != [n for n, _ in asked.terms]:
            continue
        factor = asked.terms[0][1] / reduced.terms[0][1]
        if any(k * factor != a for (_, k), (_, a) in zip(reduced.terms, asked.terms, strict=True)):
            continue
        value = asked.const - factor * reduced.const
        step = f"the asked amounts are a stated total together: {_fmt(value)}"
        return replace(solution, steps=solution.steps + (step,)), value
    return solution, None


def _fmt(value) -> str:
    from reader.derivation import fmt

    return fmt(value)


def total_of_another_kind(totals, quantities, mapping) -> ReaderRefusal | None:
    """ "50 cards together" beside "Tom has 20 red cards": a noun read as another kind on either side.

    The unit map merges a plain noun with its one narrower kind. For a total that would make "50
    cards" 50 red ones, or "20 cards" (maybe some blue) part of "50 red cards": either way a member's
    amount might be counted as what it is not, so the total is read only when its kind is its own.
    """
    from reader.graph import unit_key

    for t in totals:
        own = unit_key(t.quantity.unit)
        if mapping.get(own, own) != own or any(
            q.unit is not None and unit_key(q.unit) != own and mapping.get(unit_key(q.unit)) == own
            for q in quantities
        ):
            q = t.quantity
            return refuse(
                "ambiguous_unit",
                "a total for a group whose noun is read as another kind of it elsewhere",
                q.sentence_index,
                q.token_index,
                q.text,
            )
    return None
