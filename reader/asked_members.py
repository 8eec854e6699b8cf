"""A question that supplies more members of a counted set than the story has (ADR 0159).

"Each of the 4 boxes has 3 pens. How many pens are in 5 boxes?": the rate is said of the story's
boxes, and there are only 4 of them; what a fifth box holds is unsaid. A question that supplies an
amount ("in 5 boxes") is read as that amount times the rate (ADR 0031), which is sound only for
as many members as the story counts. When every amount of the supplied unit is known, the most
there can ever have been is each holder's largest amount, added over the holders; a question that
supplies more refuses. Fewer or as many ("in 2 boxes", "in 4 boxes") read as before, and so does a
story that never counts the members ("Each box has 3 pens. How many pens are in 5 boxes?").
"""

from __future__ import annotations

from fractions import Fraction

from reader.graph import MathProblemGraph
from reader.refusals import ReaderRefusal, refuse


def more_members_than_counted(graph: MathProblemGraph) -> ReaderRefusal | None:
    """Refuse a scaled question whose supplied count exceeds every count of those things in the story."""
    q = graph.question
    given = q.given
    if q.kind != "scaled" or given is None or given.unit is None or given.value is None:
        return None
    if given.unit.dimension:
        return None  # "in 3 days": a span of time is no counted set
    head = given.unit.head
    events = [e for e in graph.events if e.unit_key.split("+", 1)[0] == head]
    if not events or any(e.value is None or e.than or e.share is not None for e in events):
        return None  # never counted, or counted by an amount this check cannot follow
    most = Fraction(0)
    for holder in sorted({e.holder for e in events}):
        now, top = Fraction(0), Fraction(0)
        for e in sorted((e for e in events if e.holder == holder), key=lambda e: e.order):
            now = e.value if e.kind == "hold" else now + e.sign * e.value
            top = max(top, now)
        most += top
    if given.value * given.unit.factor <= most:
        return None
    return refuse(
        "underdetermined",
        f"the question supplies {given.text} '{head}', more than the {most} the story counts",
        q.sentence_index,
        q.token_index,
        given.text,
    )
