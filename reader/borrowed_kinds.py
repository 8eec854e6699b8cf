"""A general noun read as the one narrower kind before it, asked back through that kind (ADR 0149).

"Sam had 5 green marbles. He found 3 marbles." puts the found marbles on the green chain
(``resolve_units``). That is sound for a loss, or a gift, from a holder who held only green
marbles (what leaves is what was held), and for a question about "marbles" (the sum). A gain,
a holding, a rate or a comparison said with the bare noun adds things whose kind no sentence
states, so a question about "green marbles" would count them as green on a guess.

Kinds narrowed only by their content ("pieces of candy" read back as "pieces") and measures
("liters of water" as "liters") name the same stuff and read as before.
"""

from __future__ import annotations

from collections.abc import Callable

from reader.refusals import ReaderRefusal, refuse
from reader.values import QuantityRef, QuestionTarget, Unit


def borrowed_kind(
    state, target: QuestionTarget, mapping: dict[str, str], key_of: Callable[[Unit], str]
) -> ReaderRefusal | None:
    """Refuse when the asked narrower kind received an amount said only with the general noun."""
    units = {key_of(q.unit): q.unit for q in _quantities(state) if q.unit is not None}
    asked = {key_of(u) for u in (target.unit, target.than_unit) if u is not None}
    borrowed = {
        general
        for general, narrow in mapping.items()
        if narrow != general and narrow in asked and _kind_words(units[general], units[narrow])
    }
    if not borrowed:
        return None

    def general(q: QuantityRef) -> bool:
        return q.unit is not None and key_of(q.unit) in borrowed

    for h in state.accumulated_initial_state:
        if general(h.quantity):  # "Bo has 3 pens", "3 more pens than Ann", "4 pens in each box"
            return _refusal(h.quantity)
    for op in state.accumulated_operations:
        if not general(op.quantity) or op.kind == "loss":
            continue  # "He lost 3 marbles": what he lost was what he had
        narrow = mapping[key_of(op.quantity.unit)]
        if op.kind == "gain" or not _held_before(state, op.actor, narrow, op.order, key_of):
            return _refusal(op.quantity)  # "Bo gave her 3 pens": Bo's pens may be of any colour
    return None


def measure_kind_dropped(
    state, target: QuestionTarget, key_of: Callable[[Unit], str]
) -> ReaderRefusal | None:
    """ "14 paper cups ... 6 plastic cups. How many paper cups?": a measure's chain drops kind words.

    A measure's chain is its dimension and substance, so "paper" and "plastic" cups share one
    chain; asked through a kind word, the answer would count the other kind too. The question
    refuses when an amount on its chain was said with other kind words than it asks.
    """
    if target.unit is None or not target.unit.dimension:
        return None
    asked = _plain(target.unit)
    if not asked:
        return None
    key = key_of(target.unit)
    for q in _quantities(state):
        if q.unit is not None and q.unit.dimension and key_of(q.unit) == key and _plain(q.unit) != asked:
            return _refusal(q)
    return None


def _plain(unit: Unit) -> frozenset[str]:
    return frozenset(m for m in unit.modifiers if ":" not in m)


def _kind_words(general: Unit, narrow: Unit) -> bool:
    """The narrower kind adds a word of kind ("green", "toy"), not only its content ("of candy")."""
    if general.dimension or narrow.dimension:
        return False
    return any(not m.startswith("of:") for m in set(narrow.modifiers) - set(general.modifiers))


def _quantities(state) -> list[QuantityRef]:
    return [h.quantity for h in state.accumulated_initial_state] + [
        op.quantity for op in state.accumulated_operations
    ]


def _held_before(state, giver: str, narrow: str, order, key_of: Callable[[Unit], str]) -> bool:
    """The giver had the narrower kind before the gift: what it gives is of that kind."""
    held = [h.quantity for h in state.accumulated_initial_state if h.entity == giver and h.order < order]
    got = [
        op.quantity
        for op in state.accumulated_operations
        if op.order < order
        and giver == (op.counterparty if op.kind == "transfer" else op.actor)
        and op.kind != "loss"
    ]
    return any(q.unit is not None and key_of(q.unit) == narrow for q in held + got)


def _refusal(q: QuantityRef) -> ReaderRefusal:
    return refuse(
        "ambiguous_unit",
        f"'{q.text}' names no kind, and the question asks for the narrower kind read before it",
        q.sentence_index,
        q.token_index,
        q.text,
    )
