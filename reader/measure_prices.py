"""A price per a measure of one stuff prices a purchase of that stuff in that measure (ADR 0439).

"Ana buys 3 pounds of rice. Rice costs $2 a pound. How much does she pay?" The purchase is a measure
of rice (its chain is the mass dimension narrowed by the rice), and the rate is money per pound told
of the rice. The item-price rule matches a price to the head noun of what was bought, and a measure
has no head noun of its own, so the purchase stayed unpriced and the reading refused.

The price is lent to the purchase only when it is plainly the same stuff in the same dimension:

- the purchase is a measure of exactly one named stuff and nothing else ("3 pounds of rice");
- the rate is money per a unit of that one dimension (pounds and ounces, never pounds and kilograms:
  the pack keeps the imperial and the metric dimensions apart, and no rule converts between them);
- the rate was told of that stuff, either as the thing that costs ("Rice costs $2 a pound") or in its
  own unit ("a pound of rice"); a price whose stuff was not kept, or another stuff's, prices nothing;
- the rate is for any act or for the one of the purchase ("$2 a pound to ship" prices no buying);
- exactly one such price is told.

Both amounts are kept in the dimension's base unit, so the money is the measure bought times the
price of one base unit: 3 pounds are 48 ounces, and $2 a pound is $1/8 an ounce.
"""

from __future__ import annotations

from collections.abc import Iterable
from fractions import Fraction
from typing import Protocol

from reader.substances import OF

DIMENSION = "dim:"


class _Price(Protocol):
    holder: str
    unit_key: str
    per_key: str
    value: Fraction
    per_factor: Fraction
    activity: str


def measure_price(item_key: str, verb_lemma: str, rates: Iterable[_Price]) -> Fraction | None:
    """The one price of a base unit of the measured stuff in ``item_key``, or None."""
    head, *narrowing = item_key.split("+")
    if not head.startswith(DIMENSION) or len(narrowing) != 1 or not narrowing[0].startswith(OF):
        return None
    stuff = narrowing[0]
    prices = {
        r.value / r.per_factor
        for r in rates
        if r.unit_key == "dim:money"
        and r.per_key.split("+")[0] == head
        and r.activity in ("", verb_lemma)
        and _told_of(r, stuff)
    }
    return prices.pop() if len(prices) == 1 else None


def _told_of(rate: _Price, stuff: str) -> bool:
    """Whether the price was told of this stuff: in its unit ("a pound of rice") or as what costs ("Rice")."""
    told = rate.per_key.split("+")[1:]
    if told:
        return told == [stuff]
    return rate.holder == stuff.removeprefix(OF)
