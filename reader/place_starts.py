"""A place first named by things arriving at it, in a story that counts those things elsewhere (ADR 0149).

"There are 12 birds on a tree. 5 of them fly to the fence." says nothing of what the fence held
before: the story states where things are when it knows, and it stated the tree, not the fence.
So the fence's start is not taken as empty (ADR 0086 arrivals); a person's own gain ("Joan found
70 shells") and a place in a story that counts nothing of that kind elsewhere read as before.
"""

from __future__ import annotations

from reader.graph import Event, MathProblemGraph


def unstated_place_start(graph: MathProblemGraph, event: Event) -> bool:
    """True when ``event`` opens a place's chain after another holder's amount of that kind was stated."""
    kinds = {e.key: e.kind for e in graph.entities}
    if kinds.get(event.holder) != "thing":
        return False
    head = event.unit_key.split("+")[0]
    return any(
        e.order < event.order
        and e.holder != event.holder
        and e.kind == "hold"
        and e.unit_key.split("+")[0] == head
        for e in graph.events
    )


def arrivals_open_place(graph: MathProblemGraph, event: Event) -> bool:
    """True when things arriving open a place's chain and some of them later leave it (ADR 0157).

    "10 people got on the bus and 3 people got off": the bus is a place things come to and go
    from, and the story says who got on, not who was on it already; what it holds after a
    departure is its unstated start plus the moves. Arrivals alone ("11 swans swam to the island")
    still count from an empty place, as ADR 0086 reads them; the caller keeps the empty start
    too when the question asks only the moves.
    """
    kinds = {e.key: e.kind for e in graph.entities}
    if kinds.get(event.holder) != "thing" or event.doer != event.holder or event.verb_category != "verb_gain":
        return False
    return any(
        e.order > event.order
        and e.holder == event.holder
        and e.unit_key == event.unit_key
        and e.kind == "change"
        and e.verb_category == "verb_lose"
        for e in graph.events
    )
