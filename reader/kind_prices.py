"""A price said for a wider kind prices the narrower kinds bought (ADR 0190).

"Each flower was $3. Emily bought 2 roses and 2 daisies." prices no rose by name, yet a rose is a
flower when the lexicon says so (the noun attribute ``kind_of``), so each rose costs $3 too. The
price is carried down only when it is sound:

- the item's own kind has no price of its own (a price by name always wins, and is read elsewhere);
- the item carries no modifier: a "paper rose" or a "toy car" may not be the kind at all, and the
  lexicon cannot tell which modifiers keep the kind;
- the wider price carries no modifier either: "each red flower" says nothing of the other flowers;
- the nearest wider kind that has any price has exactly one: two prices for flowers leave a rose's
  unknown.

A noun whose kind the lexicon does not say is left unpriced, so the purchase check refuses it.
"""

from __future__ import annotations

from collections.abc import Iterable
from fractions import Fraction
from typing import Protocol

from reader.kinds import KindOf, kind_chain


class _Price(Protocol):
    unit_key: str
    per_key: str
    per_head: str
    value: Fraction
    activity: str


def kind_price(
    item_key: str, verb_lemma: str, rates: Iterable[_Price], kind_of: KindOf | None
) -> Fraction | None:
    """The one price of the nearest wider kind of ``item_key`` ("rose" -> "flower"), or None."""
    if kind_of is None:
        return None
    head, *mods = item_key.split("+")
    if mods:
        return None
    prices = [
        r
        for r in rates
        if r.unit_key == "dim:money" and r.activity in ("", verb_lemma) and "+" not in r.per_key
    ]
    for kind in kind_chain(head, kind_of):
        found = {r.value for r in prices if r.per_head == kind}
        if found:
            return found.pop() if len(found) == 1 else None
    return None
