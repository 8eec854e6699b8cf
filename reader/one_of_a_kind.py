"""One thing's amount counted for several of its kind: "A spider has 8 legs. How many legs do 5 spiders have?".

"A bee" names one bee, which holds 6 legs; a question that supplies a count of bees asks for that
many bees' legs, the same as "Each bee has 6 legs" would. It is read only when nothing else could
be meant: the counted kind is that one thing, the thing holds the asked unit once, with a stated
value and no change, and nobody else holds or moves the asked unit. Otherwise the question keeps
its refusal.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from reader.graph import Event, Rate
    from reader.values import EntityRef, QuestionTarget

SCENE = "there"


def one_of_a_kind(
    target: QuestionTarget, events: list[Event], entities: tuple[EntityRef, ...], asked_key: str
) -> tuple[Rate, Event] | None:
    """The rate one thing's holding states for its kind, and the holding it replaces; or None."""
    from reader.graph import Rate

    given = target.given
    if given is None or given.unit is None or given.unit.dimension or given.value is None or target.entities:
        return None
    kind = " ".join(given.unit.modifiers + (given.unit.head,))
    things = [e for e in entities if e.key == kind and e.kind == "thing" and e.number == "singular"]
    touching = [e for e in events if e.unit_key == asked_key]
    if len(things) != 1 or len(touching) != 1:
        return None
    held = touching[0]
    if held.holder != kind or held.kind != "hold" or held.value is None or held.symbol:
        return None
    rate = Rate(
        SCENE,
        asked_key,
        "+".join((given.unit.head,) + given.unit.modifiers),
        given.unit.head,
        held.value,
        given.unit.factor,
        held.sentence_index,
        held.token_index,
        held.text,
        verb_category=held.verb_category,
        one_thing=True,  # whether the statement is about the kind is checked on its words (ADR 0157)
    )
    return rate, held
