"""Projecting 'X has twice as many apples as Y' into a holding relative to Y's amount.

Only a holding frame reads a multiple: "bought twice as many" says nothing
about who bought the reference amount or when, so every other frame
refuses a quantity that carries ``times`` (see ``refuse_multiples``).
"""

from __future__ import annotations

from reader.affine_multiples import offset_unit_differs
from reader.frames import Clause, Facts, markers_without, refuse_clause, unused_marker
from reader.refusals import ReaderRefusal
from reader.values import STAND_IN, EntityRef, Holding


def refuse_multiples(clause: Clause, where: str) -> ReaderRefusal | None:
    for q in clause.body.quantities:
        if q.times is not None:
            return refuse_clause(
                clause, "unsupported_operation", f"'as many as' {where}", q.token_index, q.text
            )
    return None


def multiplied_holding(clause: Clause, holder: EntityRef, order: tuple[int, int]) -> Facts | ReaderRefusal:
    """One multiple, one second 'as', and one holder after it: the reference, read at this point of the story."""
    body = clause.body
    if body.offset_unit is not None and body.than_unit is not None:
        # "10 more ducks than four times as many chickens as geese": three kinds in one comparison (ADR 0344)
        return refuse_clause(clause, "unit_mismatch", "an offset in one unit before a multiple of two others")
    if body.than_unit is not None:  # "there are five times as many tanks as trucks" (ADR 0265)
        from reader.place_multiples import unit_multiple

        return unit_multiple(clause, holder, order)
    multiples = [q for q in body.quantities if q.times is not None]
    q = multiples[0]
    second_as = [m for m in body.markers if m.category == "as_marker"]
    if len(body.quantities) != 1 or len(second_as) != 1 or len(body.objects) != 1:
        return refuse_clause(
            clause,
            "unused_operator",
            "'as many as' needs one amount, a second 'as' and one holder to compare with",
            q.token_index,
            q.text,
        )
    other = body.objects[0]
    if other.key == holder.key or not _comparable(holder, other) or q.unit is None:
        return refuse_clause(
            clause, "unexpected_category", "'as many as' compared with no other holder", q.token_index, q.text
        )
    if q.owner or q.share is not None or q.whole:
        # "twice the number of her pencils as Reeta": whose amount is scaled, hers or the reference's? (ADR 0114)
        return refuse_clause(
            clause, "unexpected_category", "an owned amount beside 'as many as'", q.token_index, q.text
        )
    if offset_unit_differs(body.offset_unit, q.unit):
        # "5 more roommates than twice as many siblings as Bob": the offset counts something else (ADR 0344)
        return refuse_clause(
            clause, "unit_mismatch", "an offset in another unit than its multiple", q.token_index, q.text
        )
    if body.dropped_objects:
        # "has a quarter as many kites as Leo", "has the dog twice as many": a phrase no rule gave a role
        # would silently drop out of the factor (ADR 0114)
        return refuse_clause(
            clause, "unexpected_category", "a phrase with no role beside 'as many as'", q.token_index, q.text
        )
    if body.recipient is not None or body.source is not None or body.per_unit is not None:
        return refuse_clause(
            clause, "unexpected_category", "'as many as' with a second party", q.token_index, q.text
        )
    markers, direction = body.markers, 1
    if q.value:  # "9 more than half as many toys as Bill": the multiple, then the offset (ADR 0056)
        offset = [
            m
            for m in markers
            if m.category in ("comparative", "than_marker") and m.token_index < q.token_index
        ]
        comparatives = [m for m in offset if m.category == "comparative"]
        if len(offset) != 2 or len(comparatives) != 1:
            return refuse_clause(
                clause, "unused_operator", "an amount before a multiple needs 'more than' or 'fewer than'"
            )
        direction = 1 if comparatives[0].role == "up" else -1
        markers = tuple(m for m in markers if m not in offset)
    unused = unused_marker(
        clause, markers_without(markers, {"as_marker", STAND_IN})
    )  # "as Jacob does" (ADR 0150)
    if unused is not None:
        return unused
    return Facts(holdings=(Holding(holder.key, q, (order[0], order[1] * 100), other.key, direction),))


def _comparable(holder: EntityRef, other: EntityRef) -> bool:
    """A person or group is compared with a person or group; a thing only with another thing (ADR 0114).

    "The red box has twice as many apples as the blue box": both hold; "Ann has twice as many as the
    box" mixes an owner with a container and stays refused.
    """
    if holder.kind == "thing" or other.kind == "thing":
        return holder.kind == "thing" and other.kind == "thing"
    return other.kind in ("person", "group")
