"""Committing the moves of ADR 0088 whose other party the text leaves out.

A passive loss ("7 are eaten by a dog") is the holder's loss, but the
holder did not do it: the event keeps no doer, so "How many did Jane
eat?" finds no event of Jane's. "She shares 4 with Joshua" gives the 4 to
Joshua, as "gives 4 to Joshua" would; any other shape of a share with a
person (a group, 'equally', 'all', a part) is left to the split rule,
which refuses it.
"""

from __future__ import annotations

from dataclasses import replace

from reader.frames import Clause, Facts, markers_without, refuse_clause, unused_marker
from reader.primitives import match_primitive
from reader.refusals import ReaderRefusal
from reader.rules.elliptic_moves import AGENT, SHARE_WITH
from reader.values import EntityRef, Operation, VerbRef


def passive_doer(clause: Clause, facts: Facts | ReaderRefusal) -> Facts | ReaderRefusal:
    """The loss read from a passive with a 'by' agent has no doer among the holders."""
    if isinstance(facts, ReaderRefusal) or not any(m.category == AGENT for m in clause.body.markers):
        return facts
    return Facts(facts.holdings, tuple(replace(o, doer="") for o in facts.operations))


def shared_with(
    clause: Clause, subject: EntityRef, verb: VerbRef, order: tuple[int, int]
) -> Facts | ReaderRefusal | None:
    body = clause.body
    if not any(m.category == SHARE_WITH for m in body.markers):
        return None
    amounts = body.quantities
    if (
        len(amounts) != 1
        or subject.kind != "person"
        or body.recipient is None
        or body.objects
        or body.source is not None
        or body.location is not None
        or amounts[0].value is None
        or amounts[0].unit is None
        or amounts[0].divisor
        or amounts[0].whole
        or amounts[0].share is not None
        or amounts[0].owner
        or amounts[0].per is not None
        or amounts[0].price
        or match_primitive(amounts[0].text) is None  # "shares them with Leo": not a stated number
    ):
        return refuse_clause(
            clause,
            "unsupported_operation",
            "'shares ... with' reads one counted amount given to one person",
            verb.token_index,
            verb.text,
        )
    if body.recipient.key == subject.key:
        return refuse_clause(
            clause, "self_transfer", "someone sharing with themselves", verb.token_index, verb.text
        )
    unused = unused_marker(clause, markers_without(body.markers, {SHARE_WITH}))
    if unused is not None:
        return unused
    at = (order[0], order[1] * 100)
    q = amounts[0]
    return Facts(
        operations=(Operation("transfer", subject.key, q, verb, at, body.recipient.key, subject.key),)
    )
