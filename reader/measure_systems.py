"""Amounts of one measure told in two systems of units, with no rate between them (ADR 0158).

Units convert within their dimension: feet to yards, quarts to gallons. A metric and an imperial
unit of the same measure ("3 kilograms" and "2 pounds", "miles" and "kilometres") have no stated
rate between them, and the graph keeps them apart: a question in one of them would add nothing of
the other, or leave it out. The lexicon's ``measures`` attribute says which measure a unit's
dimension is of; two dimensions of one measure in a problem refuse.
"""

from __future__ import annotations

from packs.model import Lexicon
from reader.refusals import ReaderRefusal, refuse
from reader.state import ProblemReadingState
from reader.values import QuantityRef, Unit


def _measures(unit: Unit | None, lexicon: Lexicon) -> tuple[str, str] | None:
    """(measure, dimension) of a unit of measure whose entry names its measure."""
    if unit is None or not unit.dimension:
        return None
    sense = lexicon.lookup(unit.head)
    if sense is None or sense.entry.lemma != unit.head:
        return None
    measure = sense.entry.attr("measures")
    return (measure, unit.dimension) if measure else None


def mixed_systems(problem: ProblemReadingState, lexicon: Lexicon) -> ReaderRefusal | None:
    """A refusal at the first amount told in a second system of the same measure, or None."""
    quantities: list[QuantityRef] = [h.quantity for h in problem.accumulated_initial_state]
    quantities += [o.quantity for o in problem.accumulated_operations]
    quantities.sort(key=lambda q: (q.sentence_index, q.token_index))
    seen: dict[str, str] = {}
    for q in quantities:
        for unit in (q.unit, q.per):
            found = _measures(unit, lexicon)
            if found is None:
                continue
            measure, dimension = found
            first = seen.setdefault(measure, dimension)
            if first != dimension:
                return refuse(
                    "unit_mismatch",
                    f"{measure} told in two systems ('{first}' and '{dimension}') with no rate between them",
                    q.sentence_index,
                    q.token_index,
                    q.text,
                )
    target = problem.unknown_target_slot
    if target is not None:
        for unit in (target.unit, target.than_unit):
            found = _measures(unit, lexicon)
            if found is not None and seen.get(found[0], found[1]) != found[1]:
                return refuse(
                    "unit_mismatch",
                    f"the question asks for {found[0]} in '{found[1]}', and the story told it in"
                    f" '{seen[found[0]]}' with no rate between them",
                    target.sentence_index,
                    target.token_index,
                    "",
                )
    return None
