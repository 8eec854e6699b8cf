"""An umbrella kind asked over one measure or container: "cups of ingredients", "bags of fruit" (ADR 0383).

"She used 2 cups of flour and 3 cups of sugar. How many cups of ingredients did she use?" states no
cups of ingredients; the flour and the sugar are what the umbrella noun gathers, measured in the same
unit, so the asked amount is their sum. Two kinds of umbrella are read:

- a taxonomic one ("fruit", "berries", "flowers"): each told content is a kind of it in the lexicon
  (``kind_of``: an apple is a fruit, a strawberry a berry and so a fruit);
- a role one, marked ``gathers: any`` in the pack ("ingredients", "material", "groceries",
  "supplies"): whatever the story measures in the asked unit is one of them.

The sum is read only when nothing else could be of the umbrella: every amount told in the asked
measure or container names a content inside it, at least two such kinds are told at the asked holder,
each was told in the asked unit itself (cups, not cups and spoons), and no other amount of the story
(a plain count, another measure) may be of the umbrella too. Anything else refuses.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from reader.kinds import KindOf, kind_chain, may_belong, noun_attr
from reader.refusals import ReaderRefusal, refuse
from reader.substances import MEASURED, OF

if TYPE_CHECKING:
    from collections.abc import Callable

    from reader.graph import Event
    from reader.values import QuantityRef, QuestionTarget, Unit

ROLE = "any"  # the pack value of ``gathers`` for a noun any told content may fall under
CLEARLY_APART = ("money", "time")  # amounts never of a measured or contained kind
PRODUCE = "verb_produce"


def _content(unit: Unit) -> str | None:
    """The one 'of' content of a unit ("apple" for "bags of apples"), None when it has another shape."""
    contents = [m for m in unit.modifiers if m.startswith(OF)]
    if len(contents) != 1 or len(unit.modifiers) != 1:
        return None
    return contents[0].removeprefix(OF)


def _same_carrier(asked: Unit, stated: Unit) -> bool:
    """Whether ``stated`` is told in the asked measure's dimension or the asked container's noun."""
    if asked.dimension:
        return stated.dimension == asked.dimension
    return not stated.dimension and not stated.coin and stated.head == asked.head


def _falls_under(content: str, wide: str, role: bool, kind_of: KindOf) -> bool:
    head = content.split()[-1]
    return head != wide and (role or wide in kind_chain(head, kind_of))


def _names(stated: Unit) -> tuple[str, ...]:
    """The nouns an amount counts: its head, and its content's head when it has one."""
    content = _content(stated)
    return (stated.head,) + ((content.split()[-1],) if content else ())


def umbrella_keys(
    target: QuestionTarget,
    units: dict[str, Unit],
    events: list[Event],
    quantities: tuple[QuantityRef, ...],
    chain_of: Callable[[Unit], str],
    kind_of: KindOf | None,
) -> tuple[str, ...] | ReaderRefusal | None:
    """The chain keys an asked umbrella kind sums, a refusal, or None when the question is no such case.

    Called only when no chain of the asked unit exists; ``chain_of`` maps a told unit to its chain key.
    """
    unit = target.unit
    if (
        kind_of is None
        or unit is None
        or unit.coin
        or target.than_unit is not None
        or target.given is not None
    ):
        return None
    if unit.dimension and not unit.dimension.startswith(MEASURED):
        return None
    wide = _content(unit)
    if wide is None or " " in wide:
        return None
    role = noun_attr(kind_of, wide, "gathers") == ROLE
    holders = {k for k in target.entities if k}
    here = {e.unit_key for e in events if not holders or e.holder in holders}
    # "Ellen made smoothies": what the holder makes is what the ingredients go into, not one of them
    made = {e.unit_key for e in events if e.verb_category == PRODUCE} - {
        e.unit_key for e in events if e.verb_category != PRODUCE
    }
    inside: list[str] = []
    unclear: list[Unit] = []
    for key in sorted({e.unit_key for e in events}):
        stated = units.get(key)
        if stated is None or stated.dimension in CLEARLY_APART or (role and key in made):
            continue
        if _same_carrier(unit, stated):
            content = _content(stated)
            if content is not None and _falls_under(content, wide, role, kind_of):
                inside.append(key)
            else:  # "2 cups of sugar" when fruit is asked, or bare "3 bags": of the umbrella or not?
                unclear.append(stated)
        elif role or any(may_belong(n, wide, kind_of) for n in _names(stated)):
            unclear.append(stated)  # "6 plums" beside bags of fruit: more fruit, not in bags
    if not inside:
        return None
    if unclear:
        return _refused(target, f"'{unclear[0].describe()}' may or may not be among the '{unit.describe()}'")
    if len(here & set(inside)) < 2:
        return refuse(
            "unit_mismatch",
            f"the question asks about '{wide}', and only one kind of it was told",
            target.sentence_index,
            target.token_index,
            "",
        )
    for q in quantities:
        if q.unit is not None and chain_of(q.unit) in inside and q.unit.head != unit.head:
            return _refused(target, f"'{q.text}' is told in another unit than the '{unit.head}' asked")
    return tuple(inside)


def _refused(target: QuestionTarget, detail: str) -> ReaderRefusal:
    return refuse("ambiguous_unit", detail, target.sentence_index, target.token_index, "")


__all__ = ["umbrella_keys"]
