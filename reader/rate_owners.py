"""Rates a named person states are that person's own (ADR 0183).

"Paulo earns $11 for every chair. How much does Ana earn for 2 chairs?" and "Every month Ida saves
$7. How much does Sam save in 4 months?" ask about someone whose rate was never read: Paulo's pay
and Ida's saving say nothing of Ana's or Sam's. A question with an amount of its own (a scaled
question) asked of one person keeps only the rates that person (or a group naming them) stated,
beside the rates no person holds ("each box has 9 pieces", "pens cost $2 each"). With none left
the ordinary "no rate per ..." refusal follows, as it already did for rates per unit of time
(``time_scopes.rates_of_asker``).
"""

from __future__ import annotations

from dataclasses import replace

from reader.graph import MathProblemGraph


def rates_of_the_asker(graph: MathProblemGraph) -> MathProblemGraph:
    """Drop the rates another named person holds when a scaled question asks about one person."""
    asker = graph.question.asker
    if not asker:
        return rates_of_the_thing(graph)
    people = {e.key: e for e in graph.entities if e.kind in ("person", "group")}
    if asker in people and people[asker].members:
        return graph  # a group asks: the members' rates are not sorted out here

    def anothers(holder: str) -> bool:
        # another person's rate, or one told of a group the asker is in: "Max and Ann read 30 pages a
        # month" may be the two together or each, so it is not Max's own rate
        return holder in people and holder != asker

    return replace(graph, rates=tuple(r for r in graph.rates if not anothers(r.holder)))


def rates_of_the_thing(graph: MathProblemGraph) -> MathProblemGraph:
    """ "A car travels 60 miles an hour. How far does a bus travel in 3 hours?": the car's speed is its own.

    A scaled question asked of a thing keeps the rates that thing holds and those no one holds; a
    rate held by another thing or a person is dropped.
    """
    thing = graph.question.asked_thing
    if not thing:
        return graph
    holders = {e.key for e in graph.entities if e.kind in ("person", "thing")}
    return replace(graph, rates=tuple(r for r in graph.rates if r.holder == thing or r.holder not in holders))
