"""'How much money did they make' after a sale: the money taken in (ADR 0195).

"The shop makes $5 off each jersey. They sold 20 jerseys." prices each jersey sold, and the sale
moves money to the seller as earning (``graph._payments``). A question that asks what the seller
*made* uses a making verb, which no sale matches, so it found no event. Money made by selling is
the money taken in, but only while the story tells no cost: once the seller paid for something, or
a money rate prices anything that was not sold, "made" may mean profit and the question refuses.

The reading applies only when no event of the question's own verb moved money for the asked
holder: a story that made money outright ("made $30 baking") is read as before.
"""

from __future__ import annotations

from dataclasses import replace

from reader.graph import MathProblemGraph
from reader.refusals import ReaderRefusal, refuse

MONEY = "dim:money"
MAKING = "verb_produce"
EARNING = "verb_earn"
SELLING = "verb_sell"
COSTING = "verb_cost"  # "Each jersey costs $5": the price of what was sold, or a cost to the seller
PAID = frozenset({EARNING, MAKING, "verb_gain"})  # a seller's own price: "makes $5 off each jersey"


def _sold_money(graph: MathProblemGraph) -> list:
    """Money earned at the order of a sale by the same holder: the sale's priced takings."""
    sales = {
        (e.holder, e.order): e
        for e in graph.events
        if e.kind == "change" and e.verb_category == SELLING and e.holder == e.doer
    }
    return [
        e
        for e in graph.events
        if e.kind == "change"
        and e.unit_key == MONEY
        and e.verb_category == EARNING
        and e.sign > 0
        and (e.holder, e.order) in sales
    ]


def takings_asked(graph: MathProblemGraph) -> MathProblemGraph | ReaderRefusal | None:
    """The graph with 'make' asked as 'earn' when the money made is a sale's takings, else None."""
    q = graph.question
    if q.verb_category != MAKING or q.verb_lemma != "make" or MONEY not in graph.question_units:
        return None
    if any(e.kind == "change" and e.unit_key == MONEY and e.verb_category == MAKING for e in graph.events):
        return None  # money made outright is the question's own move
    takings = _sold_money(graph)
    if not takings:
        return None
    stranger = _takings_of_a_stranger(graph, takings)
    if stranger is not None:
        return stranger
    sold_heads = {
        e.unit_key.split("+")[0] for e in graph.events if e.kind == "change" and e.verb_category == SELLING
    }
    spent = [e for e in graph.events if e.unit_key == MONEY and e.kind == "change" and e.sign < 0]
    other_prices = [
        r
        for r in graph.rates
        if r.unit_key == MONEY
        and r.verb_category not in PAID
        and (r.per_head not in sold_heads or r.verb_category != COSTING)
    ]
    if spent or other_prices:
        told = spent[0].text if spent else other_prices[0].text
        return refuse(
            "ambiguous_unit",
            f"'make' after a sale may be the money taken in or the profit, and a cost is told ('{told}')",
            q.sentence_index,
            q.token_index,
            "",
        )
    kept = {id(e) for e in takings}
    gained = [
        e
        for e in graph.events
        if e.kind == "change" and e.unit_key == MONEY and e.sign > 0 and id(e) not in kept
    ]
    if gained:  # "She also found $2": is money found money made?
        return refuse(
            "ambiguous_unit",
            f"money came in otherwise than by the sale ('{gained[0].text}'): is it money made?",
            q.sentence_index,
            q.token_index,
            "",
        )
    return replace(graph, question=replace(q, verb_category=EARNING))


def _takings_of_a_stranger(graph: MathProblemGraph, takings: list) -> ReaderRefusal | None:
    """ "Nina makes $3 off each bracelet. Her brother sold 4. How much did he make?" (ADR 0197).

    A price stated with a paying verb ("makes $3 off each") is what its holder takes in; a sale by
    someone else is priced by it only through the graph's general prices, and what he takes in for
    each is not told. So asked takings of a seller who states no such rate refuse.
    """
    q = graph.question
    owners = {r.holder for r in graph.rates if r.unit_key == MONEY and r.verb_category in PAID}
    if not owners or "" in owners:
        return None
    asked = [e for e in takings if not q.entities or e.holder in q.entities]
    strangers = [e for e in asked if e.holder not in owners]
    if not strangers:
        return None
    return refuse(
        "underdetermined",
        f"'{strangers[0].holder}' sold, but what each sale takes in is told only for '{sorted(owners)[0]}'",
        q.sentence_index,
        q.token_index,
        "",
    )
