"""Room or contents: "The tank holds 20 fish" may say what is in the tank or how much fits (ADR 0369).

A verb the lexicon marks a capacity ('hold') tells, about a thing, either what the thing has in it
now or what it has room for: "The tank holds 20 fish" is read both ways by people, and the story does
not say which. Until ADR 0369 it was read as 20 fish in the tank, so "How many fish are in the tank?"
answered 20 from room alone.

The amount is still committed as the thing's holding (so a comparison or a scaled question asked with
the same verb keeps its reading: "How many melons does the brown crate hold?" asks in the story's own
words, whichever they mean). Only a question that asks with another verb ('are in', 'have', 'contain')
about a thing whose amount of the asked kind was told with the room verb refuses: it asks for the
contents, and the story may have told only the room.

A story that moves things of the asked kind into or out of the thing ("The tank held 8 gallons of
water. Then the tank lost 2 gallons.") tells the amount as contents: only a room verb that is the
thing's one fact of the asked kind refuses.

A person who 'holds' things (in the hands) has them: only things (containers) are read this way, and
an 'each' rate ("Each box holds 12 eggs") is counted by the container rules as before.

A thing compared with one whose amount was told as room ("The bag has twice as many pens as the box")
is measured from room too: asking its contents refuses, unless its own amount is told with the same
room verb and the question asks with that verb (ADR 0373).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from reader.refusals import ReaderRefusal, refuse
from reader.values import ROOM_TAG, EntityRef, Holding, Operation, QuestionTarget, Unit, VerbRef

if TYPE_CHECKING:
    from reader.frames import Facts

THING = "thing"


def room_verb(verb: VerbRef | None, subject: EntityRef) -> str:
    """The room verb's lemma when a thing's holding is told with it ("the tank holds"), else ""."""
    if verb is None or ROOM_TAG not in verb.tags or subject.kind != THING:
        return ""
    return verb.lemma


def told_with_room(facts: Facts | ReaderRefusal, room: str) -> Facts | ReaderRefusal:
    """The holdings of a clause told with the room verb, each marked with it (plain, compared or scaled)."""
    if not room or isinstance(facts, ReaderRefusal):
        return facts
    return replace(facts, holdings=tuple(replace(h, held_with=room) for h in facts.holdings))


def contents_asked_of_room(
    holdings: tuple[Holding, ...],
    operations: tuple[Operation, ...],
    target: QuestionTarget,
    asked: tuple[str, ...],
    key_of: Callable[[Unit], str],
) -> ReaderRefusal | None:
    """A refusal when the question asks what is in a thing whose asked amount was told as room only.

    A question with the same verb ("How many fish does the tank hold?") asks in the story's own words
    and keeps its reading; every other verb asks for contents the room verb may not have told. A story
    that then moves things of the asked kind into or out of the thing ("Then the tank lost 2 gallons")
    tells the amount as contents, and a question for each one's share ("How many does each jar have?")
    is read by the share rules, as before.
    """
    if target.given is not None or target.per_unit is not None:
        return None  # "How many are in 3 crates?": the scaled reading keeps its own refusal
    for h in holdings:
        if not h.held_with:
            continue
        if h.quantity.unit is None or key_of(h.quantity.unit) not in asked:
            continue
        if any(
            h.entity in (op.actor, op.counterparty, op.doer) and key_of(op.quantity.unit) in asked
            for op in operations
            if op.quantity.unit is not None
        ):
            continue
        for told in (h, *_measured_from(h, holdings)):
            if target.entities and told.entity not in target.entities:
                continue
            if told.held_with == h.held_with and target.verb_lemma == h.held_with:
                continue
            return refuse(
                "underdetermined",
                f"'{h.entity}' {h.held_with}s {h.quantity.text}: that may be its room, not what is in it now",
                h.quantity.sentence_index,
                h.quantity.token_index,
                h.quantity.text,
            )
    return None


def _measured_from(room: Holding, holdings: tuple[Holding, ...]) -> tuple[Holding, ...]:
    """Holdings compared with the room holding's thing, at any depth ("The bag has twice as many pens as the box").

    The box's amount may be its room, so an amount measured from it is measured from room (ADR 0373):
    "has twice as many as the box" is then not a count of what is in the bag, unless it too is told as room.
    """
    found: list[Holding] = []
    reached = {room.entity}
    grew = True
    while grew:
        grew = False
        for h in holdings:
            if h.than in reached and h.entity not in reached and h.than != h.entity:
                found.append(h)
                reached.add(h.entity)
                grew = True
    return tuple(found)
