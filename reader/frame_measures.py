"""Committing a number-unit word: the counted noun becomes the container of the measure.

"Sam bought 2 12-ounce bottles" was read as 2 bottle and 12 ounce with a
``number_unit`` marker (``reader/rules/number_units.py``). Here the one
count right before the measure becomes the clause's "each" unit, exactly
as "2 bottles with 12 ounces each" would set it, and the marker is spent;
the embedded-amount rule then holds 24 ounces inside the 2 bottles. Any
other shape leaves the marker unused, so the clause refuses (ADR 0054).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from reader.refusals import ReaderRefusal, refuse
from reader.substances import MEASURED

if TYPE_CHECKING:
    from reader.frames import Clause
    from reader.values import QuantityRef, Unit

NUMBER_UNIT = "number_unit"


def contain_measures(clause: Clause) -> Clause | ReaderRefusal:
    """The clause with its measure's container set, a refusal, or the clause unchanged."""
    body = clause.body
    marks = [m for m in body.markers if m.category == NUMBER_UNIT]
    if not marks:
        return clause
    mark = marks[0]
    measures = [q for q in body.quantities if q.token_index == mark.token_index]
    counts = [q for q in body.quantities if q.token_index == mark.token_index - 1]
    fits = (
        len(marks) == 1
        and len(measures) == 1
        and len(counts) == 1
        and len(body.quantities) == 2
        and body.per_unit is None
        and counts[0].unit is not None
        and counts[0].unit.is_count
        and measures[0].unit != counts[0].unit
        and not counts[0].owner
    )
    if not fits:
        detail = (
            "a number-unit word ('12-ounce') needs one count of the thing it measures and no other amount"
        )
        return refuse("unsupported_operation", detail, clause.sentence_index, mark.token_index, mark.text)
    markers = tuple(m for m in body.markers if m is not mark)
    quantities = tuple(_filled(q, counts[0].unit) if q is measures[0] else q for q in body.quantities)
    return replace(
        clause, body=replace(body, per_unit=counts[0].unit, markers=markers, quantities=quantities)
    )


def _filled(measure: QuantityRef, container: Unit) -> QuantityRef:
    """ "3 12-ounce bottles of juice": the ounces are ounces of juice (ADR 0073)."""
    assert measure.unit is not None
    contents = tuple(m for m in container.modifiers if m.startswith("of:"))
    if not contents or not measure.unit.dimension.startswith(MEASURED):
        return measure
    modifiers = tuple(sorted(set(measure.unit.modifiers) | set(contents)))
    return replace(measure, unit=replace(measure.unit, modifiers=modifiers))


__all__ = ["contain_measures"]
