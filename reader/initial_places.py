"""The start of a place asked through its owner (ADR 0130).

"How many action figures did he have initially on the shelf?" asks what
the shelf held at the story's start: a person's having things *on* or *in*
a thing is the thing's holding. Only a start question ("initially", "at
first") with a state verb is read this way, because the place's later
gains and losses are stated on the place itself; any other question about
a person's things in a place still refuses as a narrowing no rule reads.
The solver then needs exactly one unknown start, as for any place.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from reader.refusals import ReaderRefusal, refuse

if TYPE_CHECKING:
    from reader.state import ProblemReadingState
    from reader.values import EntityRef, QuantityRef


def start_of_a_place(subject: EntityRef, place: EntityRef | None, kind: str) -> EntityRef | None:
    """The place whose start is asked, or None when the question is not this shape."""
    if kind != "initial" or place is None or place.kind != "thing":
        return None
    if subject.kind != "person" or place.key == subject.key:
        return None
    return place


def unknown_start_of_an_owner(
    state: ProblemReadingState, asked: tuple[str, ...], key_of: Callable[[QuantityRef], str]
) -> ReaderRefusal | None:
    """Refuse unless the owner's one holding of the asked kind is the unknown start.

    "Ann had some apples in a basket": the place's start is the owner's
    "some", so the owner must hold exactly one amount of the asked kind, that
    amount must be unknown, and nothing else may be said of the owner or of
    the place's own start in that kind; a stated "4 apples" or a second
    holding would make the owner's things and the place's start two readings.
    """
    target = state.unknown_target_slot
    assert target is not None
    if not target.owner:
        return None
    place = target.entities[0] if target.entities else ""
    held = [h for h in state.accumulated_initial_state if key_of(h.quantity) in asked]
    owned = [h for h in held if h.entity == target.owner]
    moved = [
        o
        for o in state.accumulated_operations
        if key_of(o.quantity) in asked and target.owner in (o.actor, o.counterparty) and o.actor != place
    ]
    changes = [
        o.order for o in state.accumulated_operations if o.actor == place and key_of(o.quantity) in asked
    ]
    first_change = min(changes) if changes else None
    stated_start = [h for h in held if h.entity == place and (first_change is None or h.order < first_change)]
    sound = (
        len(owned) == 1
        and owned[0].quantity.value is None
        and not (owned[0].than or owned[0].verb)
        and first_change is not None
        and not stated_start
        and not moved
    )
    if sound:
        return None
    return refuse(
        "underdetermined",
        f"'{target.owner}' is not the one unknown start of what '{place}' held",
        target.sentence_index,
        target.token_index,
        "",
    )


__all__ = ["start_of_a_place", "unknown_start_of_an_owner"]
