"""A change told in a wider kind than the kinds held, asked in that wider kind (ADR 0263).

"Tom has 3 oranges and 6 lemons. He eats 3 fruits. How many fruits does he have now?" The lexicon
files an orange and a lemon as kinds of fruit (the noun attribute ``kind_of``, ADR 0123), so Tom's
fruits are his oranges and his lemons together (9); the 3 fruits eaten come out of that sum, whichever
they were, and 6 are left. The same holds for a gain ("buys 4 more fruits") or a giving ("gives 5
flowers to Ann"). The graph reads the wider kind as an aggregate chain: it starts at none, takes the
changes in the wider kind, and the answer sums it with the narrower kinds' chains.

Which fruits were eaten is not told, so a question about one narrower kind ("How many lemons ...?")
still refuses (``kinds_around``). The reading is taken only when it is sound:

- the question names one holder and asks a bare counted noun (no modifier, no measure, no coins, no
  comparison, no amount of its own);
- the holder's own amounts pass ADR 0123's checks for the wider kind: two or more narrower kinds, every
  other amount clearly outside it ("toys" or "red apples" beside "fruits" refuse);
- the wider kind is only ever changed, never held, by anyone, and every change of it is a known
  amount of its own (no "half of the fruits", no "3 more than Ann did", no group total);
- the holder changed the wider kind after every holding of a narrower kind (a holding told after the
  change could be the amount before it or after it);
- no rate or price is stated per the wider kind, per a narrower one, or of any of them (which kinds
  were sold decides the money).

Anything else keeps the refusal "'fruit' was stated, and so was 'lemon', a kind of it".
"""

from __future__ import annotations

from reader.kinds import KindOf, kind_chain, wider_kind_keys
from reader.values import QuestionTarget, Unit


def changed_wider_kind(
    target: QuestionTarget,
    units: dict[str, Unit],
    events: list,
    rates: tuple,
    kind_of: KindOf | None,
    wide: str,
) -> tuple[str, ...] | None:
    """The narrower kinds' chain keys and the wider kind's own (``wide``), or None when unsound."""
    unit = target.unit
    if (
        kind_of is None
        or unit is None
        or unit.dimension
        or unit.coin
        or unit.modifiers
        or target.than_unit is not None
        or target.given is not None
    ):
        return None
    holders = {k for k in target.entities if k}
    if len(holders) != 1:
        return None
    moved = [e for e in events if e.unit_key == wide]
    own = [e for e in moved if e.holder in holders]
    if not own or any(
        e.kind != "change"
        or e.value is None
        or e.share is not None
        or e.share_unit
        or e.than
        or e.compared_to is not None
        or e.parts
        for e in moved
    ):
        return None
    others = [e for e in events if e.unit_key != wide]
    found = wider_kind_keys(
        target,
        units,
        [e.unit_key for e in others if e.holder in holders],
        [e.unit_key for e in others],
        kind_of,
    )
    if not isinstance(found, tuple):
        return None
    first = min(e.order for e in own)
    if any(
        e.unit_key in found and e.kind == "hold" and e.order > first for e in others if e.holder in holders
    ):
        return None  # "He ate 3 fruits. He has 3 oranges and 6 lemons.": before the change or after?
    if _below_none(events, holders, set(found) | {wide}):
        return None  # "ate 12 fruits" of 9, then "bought 10": the sum would go below none on the way
    heads = {unit.head} | {units[k].head for k in found if k in units}
    for rate in rates:
        for key in (rate.unit_key, rate.per_key):
            head = key.split("+")[0]
            if head in heads or unit.head in kind_chain(head, kind_of):
                return None  # "$2 for each fruit", "each lemon costs $1"
    return tuple(found) + (wide,)


def _below_none(events: list, holders: set[str], keys: set[str]) -> bool:
    """The holder's sum of the kinds goes below none after some change, told in story order."""
    held: dict[str, object] = {}
    for e in sorted((e for e in events if e.holder in holders and e.unit_key in keys), key=lambda e: e.order):
        if e.value is None:
            return False  # an unknown amount: the solver's own checks apply
        held[e.unit_key] = e.value if e.kind == "hold" else held.get(e.unit_key, 0) + e.sign * e.value
        if sum(held.values()) < 0:
            return True
    return False
