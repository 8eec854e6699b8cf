"""A priced purchase beside someone else's payment: who paid for the things bought?

"Pens cost $3 each. Emily bought 2 pens. Her mom paid $10. How much did Emily spend?" The price
turns Emily's pens into $6 of her money (ADR 0190), but her mom's payment may have been for those
very pens, so Emily may have spent nothing. When a buyer's money question stands beside money paid
by anyone other than a buyer, the reading refuses rather than pick whose money went.
"""

from __future__ import annotations

from reader.graph import MathProblemGraph
from reader.refusals import ReaderRefusal, refuse

MONEY = "dim:money"


def check(graph: MathProblemGraph) -> ReaderRefusal | None:
    """Refuse a money question about a buyer when someone who bought nothing paid money."""
    question = graph.question
    if question is None or MONEY not in graph.question_units:
        return None
    buyers = {
        e.holder
        for e in graph.events
        if e.kind == "change" and e.verb_category == "verb_buy" and e.unit_key != MONEY
    }
    if not buyers & set(question.entities):
        return None
    for e in graph.events:
        if (
            e.kind == "change"
            and e.unit_key == MONEY
            and e.sign < 0
            and e.verb_category == "verb_pay"
            and e.verb_lemma  # a payment told in the story, not one a price worked out
            and e.holder not in buyers
        ):
            return refuse(
                "underdetermined",
                f"'{e.text}' was paid by {e.holder}, who bought nothing: it may have paid for what was bought",
                e.sentence_index,
                e.token_index,
                e.text,
            )
    return None
