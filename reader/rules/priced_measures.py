""" "Pecans cost $6 a pound": a plural stuff priced by a measure of it, not by each one (ADR 0439).

A plural noun opening a price sentence is read as items priced one by one ("Eggs cost $2 each"), so
"a pound" after the price became a second rate and the sentence refused. When the rate's noun is a
unit of measure, the price is of that measure of the stuff: the rate is per pound of pecans, and the
items' reading (which would then ask for 'each') is dropped. Only a bare plural with no modifier is
taken this way ("Red pecans cost $6 a pound" keeps refusing: the pack cannot say whether the measure
bought is of red pecans), and only when nothing else has rated the clause.
"""

from __future__ import annotations

from reader.rules.context import Result, payload, with_payload
from reader.rules.verbs import PRICED_MANY
from reader.state import SentenceReadingState
from reader.values import NounPhrase, Unit

OF = "of:"


def priced_measure(s: SentenceReadingState, np: NounPhrase, unit: Unit) -> Result | None:
    """The clause rated per ``unit`` of the items its subject named, or None when this is no such price."""
    pl = payload(s)
    item = pl.per_unit
    priced = [m for m in pl.markers if m.category == "priced_items"]
    if (
        item is None
        or item.dimension
        or item.modifiers
        or len(priced) != 1
        or priced[0].role != PRICED_MANY
        or not unit.dimension
        or unit.modifiers
        or np.of_content
        or np.possessor
        or any(m.category == "distributive" for m in pl.markers)
    ):
        return None
    per = Unit(unit.head, (OF + item.head,), unit.dimension, unit.factor)
    markers = tuple(m for m in pl.markers if m not in priced)
    return with_payload(s, open_np=None, open_preposition=None, per_unit=per, markers=markers)
