"""A passive grouping as a rate of the scene: "The bananas are organized into groups of 18" (ADR 0201).

The token rule (`reader/rules/passive_groupings.py`) reads 'the <things>' and a putting or
splitting participle with no person holding the things; this turns the finished clause into the
rate "each group has 18 bananas", held by the scene like "Each group has 18 bananas" or "There
are 18 bananas in each group". The rate says nothing about how many things there are: a told
total and a question about the containers are read by ADR 0113, which divides only when exactly
one total is stated and the division leaves no remainder.

Only one shape is read: bare plural containers after 'into' that are also the rate's denominator
(the number right after "<containers> of" or "with N in each <container>"), and exactly one
whole positive count of those same things (a number with no noun borrows them). Anything else,
a count of containers ("into 7 groups": the number in each is then asked, not told), a second
amount, a place, a party or a time refuses.
"""

from __future__ import annotations

from dataclasses import replace

from reader.frames import Clause, Facts, refuse_clause, unused_marker
from reader.refusals import ReaderRefusal
from reader.rules.passive_groupings import GROUPED_TAG
from reader.values import EntityRef, Holding, Unit, VerbRef

SCENE = "there"


def is_grouping(verb: VerbRef | None) -> bool:
    return verb is not None and GROUPED_TAG in verb.tags


def grouping_rate(
    clause: Clause, subject: EntityRef, verb: VerbRef, order: tuple[int, int]
) -> Facts | ReaderRefusal:
    """The scene's rate of things per container, or a refusal for any other shape of the clause."""
    body = clause.body
    per, place = body.per_unit, body.location or body.recipient

    def no(detail: str) -> ReaderRefusal:
        return refuse_clause(clause, "incomplete_operation", detail, verb.token_index, verb.text)

    if (
        per is None
        or place is None
        or place.kind != "thing"
        or place.number != "plural"
        or place.key != per.head
        or per.modifiers
        or (body.recipient is not None and body.location is not None)
        or body.source is not None
        or body.objects
        or len(body.quantities) != 1
    ):
        return no(
            "a passive grouping or split of things no one person holds, with no number in each container"
        )
    each = body.quantities[0]
    *modifiers, head = subject.key.split()
    things = Unit(head, tuple(sorted(set(modifiers))))
    if (
        each.unit is None
        or each.value is None
        or each.value <= 0
        or each.value.denominator != 1
        or each.unit != things
        or each.unit.dimension
        or each.price
        or each.owner
        or each.whole
        or each.times is not None
        or each.share is not None
        or each.divisor
        or each.per is not None
    ):
        return refuse_clause(
            clause,
            "unit_mismatch",
            "the number in each container is not a count of the things grouped",
            each.token_index,
            each.text,
        )
    unused = unused_marker(clause, body.markers)
    if unused is not None:
        return unused
    rate = replace(each, per=Unit(per.head))
    return Facts(holdings=(Holding(SCENE, rate, order, verb=verb),))


def scene_grouping(holdings) -> bool:
    """Whether a passive grouping stated the scene's rate: "are there" then asks wherever the things are."""
    return any(h.entity == SCENE and h.quantity.per is not None and is_grouping(h.verb) for h in holdings)
