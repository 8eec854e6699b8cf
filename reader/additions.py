"""Adding to a thing: "Karen added 0.25 cup of walnuts to the trail mix".

The thing after "to" gains the amount; the doer's own holding does not
change, because the text never says what the doer held before (ADR 0074).
Only a plain gain verb ("add", "bring") reads this way, only into a thing
(a person after "to" is a recipient and still refuses for a gain verb),
and never together with a source ("from the jar" would make it a move
between two holders the reader cannot tell apart).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from reader.refusals import ReaderRefusal, refuse
from reader.values import Operation

if TYPE_CHECKING:
    from reader.state import ProblemReadingState
    from reader.values import EntityRef, QuantityRef, VerbRef

ADDING_VERBS = frozenset({"verb_gain"})


def added_into(
    subject: EntityRef,
    verb: VerbRef,
    q: QuantityRef,
    receiver: EntityRef,
    source: EntityRef | None,
    at: tuple[int, int],
) -> Operation | None:
    """The thing's gain, with the subject as its doer; None when the clause is not this shape."""
    if verb.category not in ADDING_VERBS or receiver.kind != "thing" or source is not None:
        return None
    if receiver.key == subject.key:
        return None
    return Operation("gain", receiver.key, q, verb, at, doer=subject.key)


EVENT_QUESTIONS = frozenset(
    {"change", "difference_change", "unit_difference_change", "verb_difference_change"}
)


def holding_of_an_adder(
    state: ProblemReadingState, asked: tuple[str, ...], key_of: Callable[[QuantityRef], str]
) -> ReaderRefusal | None:
    """ "Jake brought 2 balloons to the park. How many balloons does Jake have?": not said.

    Whether the doer still holds what they added (or ever held it) is not
    said, so only a question about the events ("how many did he add") or
    about the things that gained may use such an addition.
    """
    target = state.unknown_target_slot
    assert target is not None
    if target.kind in EVENT_QUESTIONS:
        return None
    things = {e.key for e in state.entity_registry if e.kind == "thing"}
    if target.entities and all(k in things for k in target.entities):
        return None
    for op in state.accumulated_operations:
        added = op.kind == "gain" and op.verb.category in ADDING_VERBS and op.doer and op.doer != op.actor
        if added and key_of(op.quantity) in asked:
            return refuse(
                "underdetermined",
                f"'{op.doer}' added an amount of the asked kind to '{op.actor}': what '{op.doer}' holds is not said",
                target.sentence_index,
                target.token_index,
                "",
            )
    return None


__all__ = ["added_into", "holding_of_an_adder"]
