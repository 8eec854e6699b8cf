"""How many containers hold a stated amount: "Each pack has 8 cards. Sue has 24 cards. How many
packs does Sue have?" (ADR 0113).

The inverse of the rate reading of ADR 0009 ("Each pack has 8 cards. Sue has 3 packs. How many
cards ...?"). When a question asks for a count of containers that no sentence counted, and the story
states how many things one such container holds and, once, how many of those things the asked holder
has, the containers are that amount divided by the amount in one. A remainder is not a whole number
of containers, and the verifier refuses it (no rounding up or down is guessed).

Read only when the answer cannot depend on anything else the story says:

- the question asks what someone has or what there is ("have", "are there"), for plain containers
  (or "bags of cookies" when the rate fills bags with cookies);
- exactly one rate is per that container, of a count of things, stated with a holding verb or a
  copula by the scene or the asked holder, and no other rate fills anything with those things (the
  things could be in either);
- the things are stated exactly once, as a plain known holding (no change, comparison or multiple)
  of the asked holder, or of anyone when the question names no holder;
- the container is counted nowhere else (the question would then be an ordinary one).

Anything else keeps the refusal the ordinary reading gave.
"""

from __future__ import annotations

from fractions import Fraction

from reader.grouping_rates import is_grouping
from reader.values import Holding, Unit

HOLDING_VERBS = frozenset({"verb_possess", "copula"})  # "Each pack has 8 cards", "There are 8 in each"
ASKING_VERBS = HOLDING_VERBS | {"verb_need"}  # "How many boxes does she have / are there / does she need?"
SCENE = "there"  # the holder of "Each pack has 8 cards" and "There are 8 cards in each pack"


def _per_container(h: Holding, container: Unit) -> bool:
    q = h.quantity
    return q.per is not None and q.per.head == container.head


def containers_from_contents(
    holdings: tuple[Holding, ...], events, question, key_of
) -> tuple[str, Fraction] | None:
    """The contents' unit key and the amount of it in one container, when the question counts containers.

    ``events`` are the graph's events, ``key_of`` maps a unit to its resolved unit key.
    """
    asked = question.unit
    if (
        asked is None
        or asked.dimension
        or asked.factor != 1
        or question.kind not in ("value", "total")
        or question.verb_category not in ASKING_VERBS
        or question.given is not None
        or question.than_unit is not None
        or question.per_unit is not None
        or question.goal is not None
        or question.counterparty
        or len(question.entities) > 1
    ):
        return None
    rates = [h for h in holdings if _per_container(h, asked)]
    if len(rates) != 1:
        return None
    rate = rates[0]
    q = rate.quantity
    assert q.per is not None
    holder = question.entities[0] if question.entities else ""
    if holder == SCENE and rate.entity == SCENE and is_grouping(rate.verb):
        holder = (
            ""  # "How many groups are there?" after a passive grouping: the things held anywhere (ADR 0201)
        )
    if (
        q.unit is None
        or q.unit.dimension
        or q.unit.coin
        or q.per.dimension
        or q.per.modifiers
        or q.per.factor != 1
        or q.value is None
        or q.value <= 0
        or q.value.denominator != 1
        or q.times is not None
        or q.share is not None
        or q.owner
        or q.price
        or q.divisor
        or q.whole
        or q.container is not None
        or rate.than
        or rate.activity
        or rate.scope is not None
        or rate.verb is None
        or (rate.verb.category not in HOLDING_VERBS and not is_grouping(rate.verb))
        or rate.entity not in (SCENE, holder)
    ):
        return None
    plain_or_of_contents = ((), ("of:" + q.unit.head,))  # "How many bags of cookies" when bags hold cookies
    if asked.modifiers not in plain_or_of_contents:
        return None
    contents = key_of(q.unit)
    if any(
        h is not rate and h.quantity.per is not None and key_of(h.quantity.unit) == contents for h in holdings
    ):
        return None  # "Each box has 8 eggs. Each carton has 12 eggs.": the eggs may be in either
    stated = [e for e in events if e.unit_key == contents]
    if len(stated) != 1:
        return None
    held = stated[0]
    if (
        held.kind != "hold"
        or held.value is None
        or held.symbol
        or held.than
        or held.times != 1
        or (holder and held.holder != holder)
        or held.share is not None
    ):
        return None
    stated_as = [
        h.quantity
        for h in holdings
        if (h.quantity.sentence_index, h.quantity.token_index) == (held.sentence_index, held.token_index)
    ]
    held_as = stated_as[0].unit if len(stated_as) == 1 else None
    if held_as is None or held_as.head != q.unit.head or not set(q.unit.modifiers) <= set(held_as.modifiers):
        return None  # "8 red cards" in each pack, and cards of any colour held: not the same things
    if any(e.unit_key.split("+")[0] == asked.head for e in events):
        return None  # the containers are counted after all: an ordinary question
    return contents, q.value * q.unit.factor / q.per.factor
