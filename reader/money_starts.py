"""Money first told as earned is not all the money its holder has (ADR 0160).

"Ivo bakes 12 pies and sells them for $3 each. How much money does Ivo have?" Baked pies start
from none, but the money is no thing the story makes or is given: it is what the sale brought,
and what Ivo had before is never said. ADR 0121 keeps the start of a chain opened by a gain
empty when the story introduces the amount with it ("Zara earned $15 ... How much money does she
have left?" is the money she has); money that comes only as the price of a sale (the holder's
move of the same verb, of the lexicon's selling kind, in the same sentence) is not introduced as
what the holder has, so for a person asked about its whole ("does Ivo have"), that start is
unknown instead. A question about what the
sale brought ("How much money did Ivo make?") leaves the start unused and reads as before.

A price told in a sentence of its own ("Sam charges $1 for each cookie. He sold 3 cookies.", or
ADR 0312's "Sam sells a cookie for $1 and a brownie for $2.") prices the sale in the graph
(``graph._payments``): the money it brings is a move at the sale's own point, with no verb of its
own. It is no more what the seller has than the money of "sold 3 cookies for $1 each", so it is
read the same way (ADR 0320); before, it slipped past the same-verb test and a start of $0 was
taken.
"""

from __future__ import annotations

from reader.graph import Event, MathProblemGraph

MONEY = "dim:money"
SALE = "verb_sell"


def earned_not_whole(graph: MathProblemGraph, event: Event) -> bool:
    """True when ``event`` opens a person's money chain with a gain and the question asks that whole."""
    kinds = {e.key: e.kind for e in graph.entities}
    if event.unit_key != MONEY or kinds.get(event.holder) != "person":
        return False
    q = graph.question
    if "change" in q.kind or q.kind == "initial":
        return False
    sold = any(
        e.holder == event.holder
        and e.verb_category == SALE
        and (
            (e.verb_lemma == event.verb_lemma and e.sentence_index == event.sentence_index)
            or (not event.verb_lemma and e.order == event.order)  # a price told earlier (ADR 0320)
        )
        for e in graph.events
    )
    if not sold:
        return False  # "Zara earned $15": money told as earned or saved is the project's whole (ADR 0121)
    return not q.entities or event.holder in q.entities
