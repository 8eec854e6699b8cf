"""Money from someone whose role is to pay is no gift (ADR 0287).

ADR 0280 passes over money "got from" one person as a gift when the question asks money earned or
made: "Sam got $30 from his grandma. He earned $25 walking dogs. How much did he earn?" is 25. It
could not tell a relative from a customer, so "Ann got $50 from a customer. Ann earned $30
babysitting. How much money did Ann earn?" answered 30, though the customer's $50 most likely pays
her work. The lexicon marks person nouns named by a role in which one pays for goods or work
(``pays: yes``: customer, buyer, passenger); money that came to the asked doer from such a person
(got from them, or given by them), beside a question of earning or making told by another verb,
refuses as money that may be earned. A gift from a relative or a friend reads as before.
"""

from __future__ import annotations

from collections.abc import Callable

from reader.graph import Event, MathProblemGraph
from reader.refusals import ReaderRefusal, refuse

EARNING = frozenset({"verb_earn", "verb_produce"})  # earned, made: the question's verbs of pay
COMING = frozenset({"verb_gain", "verb_give"})  # got from, gave: money that came from another person
MONEY = "dim:money"


def _givers(graph: MathProblemGraph, move: Event) -> set[str]:
    return {e.holder for e in graph.events if e.order == move.order and e.sign < 0}


def _pays(key: str, lookup: Callable[[str], object]) -> bool:
    """Is the entity named by a person noun whose role pays ("customer", "another customer")?"""
    words = key.replace("_", " ").split()
    entry = getattr(lookup(words[-1]), "entry", None) if words else None
    return entry is not None and entry.category == "person_noun" and entry.attr("pays") == "yes"


def paid_by_role(graph: MathProblemGraph, lookup: Callable[[str], object]) -> ReaderRefusal | None:
    """Refuse a question of money earned or made beside money from a paying person told by another verb."""
    q = graph.question
    if q.verb_category not in EARNING or MONEY not in graph.question_units:
        return None
    for e in graph.events:
        if e.kind != "change" or e.sign <= 0 or e.unit_key != MONEY or e.verb_category not in COMING:
            continue
        if q.entities and e.holder not in q.entities:
            continue
        payer = next((g for g in sorted(_givers(graph, e)) if _pays(g, lookup)), None)
        if payer is None:
            continue
        return refuse(
            "ambiguous_unit",
            f"'{q.verb_lemma}' is asked, and money was also said to come in by '{e.verb_lemma}' from "
            f"'{payer}', whose role is to pay: pay for work, or a gift?",
            q.sentence_index,
            q.token_index,
            "",
        )
    return None
