"""'How many cages did they use?' after packing into cages: the containers the packing filled (ADR 0209).

ADR 0051 reads a making verb asked of containers ("How many piles could she make?") as the count a
packing made. Using containers is the same count told from the other side: the packer took that many
into use. Only a verb the lexicon marks ``containers: counted`` (use) asks it, and only when the one
packing made the asked containers and no event of the question's own verb touched them; anything
else is left to the ordinary reading, which refuses a use that was never told.
"""

from __future__ import annotations

from collections.abc import Callable

from reader.graph import MathProblemGraph
from reader.packing import containers_made
from reader.solver import Linear, Solution


def used_containers(
    graph: MathProblemGraph, solution: Solution, lookup: Callable[[str], object]
) -> Linear | None:
    q = graph.question
    if q.kind != "change" or not q.verb_lemma:
        return None
    entry = getattr(lookup(q.verb_lemma), "entry", None)
    if entry is None or entry.lemma != q.verb_lemma or entry.attr("containers") != "counted":
        return None
    return containers_made(graph, solution, frozenset({q.verb_category}))
