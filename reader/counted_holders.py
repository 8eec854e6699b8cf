"""A thing that holds an amount while things of its kind are counted (ADR 0068).

"A gold coin has $50. Sam has 3 gold coins and $30.": the first sentence
speaks of every gold coin (a worth, a rate), not of one holder, so Sam's
money is not simply $30. No rule reads "a <thing> has N" as a rate, and
reading it as a separate holder answers silently wrong; the reading refuses.
The things an equal-count clause spreads over them are their total, not a
worth (ADR 0145).
"""

from __future__ import annotations

from reader.refusals import ReaderRefusal, refuse
from reader.state import ProblemReadingState
from reader.values import Holding


def _counts(holding: Holding, head: str) -> bool:
    unit = holding.quantity.unit
    return unit is not None and unit.head == head and holding.quantity.per is None


def counted_holder(state: ProblemReadingState) -> ReaderRefusal | None:
    """Refuse when a thing's holder key names a unit some amount in the story counts."""
    things = {e.key for e in state.entity_registry if e.kind == "thing" and "'" not in e.key}
    amounts = [h.quantity for h in state.accumulated_initial_state] + [
        o.quantity for o in state.accumulated_operations
    ]
    counted = set()
    for q in amounts:
        if q.unit is not None and not q.unit.dimension:
            mods = tuple(sorted(m for m in q.unit.modifiers if not m.startswith("of:")))
            counted.add((q.unit.head, mods))
    for holding in state.accumulated_initial_state:
        if holding.entity not in things:
            continue
        words = holding.entity.split()
        if any(words[-1] == eq.holder and _counts(holding, eq.things.head) for eq in state.equal_counts):
            continue  # "The aquariums had 52 animals and every aquarium had the same number" (ADR 0145)
        if (words[-1], tuple(sorted(words[:-1]))) in counted:
            q = holding.quantity
            return refuse(
                "ambiguous_unit",
                f"'{holding.entity}' holds an amount while things of its kind are counted: a worth or rate no rule reads",
                q.sentence_index,
                q.token_index,
                q.text,
            )
    return None
