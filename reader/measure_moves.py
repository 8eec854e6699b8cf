"""A measure asked while the holder's things moved in a unit that does not convert to it (ADR 0173).

"Ana had 5 pounds of apples. She ate 3 apples. How many pounds are left?": the graph keeps the
apples on a chain of their own and answers 5, yet eating 3 apples took some pounds away; how many is
not told. The same holds for a glass drunk from litres of juice, pieces cut from metres of ribbon,
ounces (a weight) drunk from litres, and the other way round, pounds of apples eaten from a count
of apples. So a question for a measure (a unit whose lexicon entry names what it ``measures``)
refuses when a change of the asked holder moves an amount in a unit that is neither a unit of that
same dimension nor plainly another thing. A counted noun is plainly another thing only when the
lexicon gives it a ``kind_of`` (a pear is a fruit, not a portion of juice), it is not the measured
substance, and no 'of' ties it to the substance; glasses, cans and pieces have no kind and refuse.
A question for a count refuses when a change of the holder moves a measure of that thing or of
nothing named. Money and time move beside any of these without touching them. A loss by someone
who holds nothing ("The jug had 4 liters. Tom drank 3 glasses.") may have come from the asked holder,
so it is checked as if it were the holder's own. Only a holder that
holds an amount of the asked unit is checked, and a unit some rate is said per ("each bag has 2
pounds") converts by that rate.
"""

from __future__ import annotations

from packs.model import Lexicon
from reader.refusals import ReaderRefusal, refuse
from reader.state import ProblemReadingState
from reader.values import Operation, QuantityRef, Unit

OF = "of:"


def _measure(unit: Unit | None, lexicon: Lexicon) -> str:
    """What a unit of measure measures (mass, length, volume); "" for any other unit."""
    if unit is None or not unit.dimension:
        return ""
    sense = lexicon.lookup(unit.head)
    if sense is None or sense.entry.lemma != unit.head:
        return ""
    return sense.entry.attr("measures") or ""


def _substances(unit: Unit) -> tuple[str, ...]:
    """ "pounds of apples": ("apple",)."""
    return tuple(m[len(OF) :] for m in unit.modifiers if m.startswith(OF))


def _touches(op: Operation, entities: tuple[str, ...]) -> bool:
    return not entities or bool({op.actor, op.counterparty, op.doer} & set(entities))


def _taken_from_somewhere(op: Operation, holders: set[str]) -> bool:
    """ "Tom drank 3 glasses" with nothing of Tom's held: a loss from someone unnamed, maybe the asked holder."""
    return op.kind == "loss" and not op.counterparty and op.actor not in holders


def _another_thing(unit: Unit, substances: set[str], lexicon: Lexicon) -> bool:
    """A counted thing that cannot be a portion of the measured substance: a kind of its own."""
    if not substances or unit.head in substances or set(_substances(unit)) & substances:
        return False
    if any(m.startswith(OF) for m in unit.modifiers):
        return False  # "3 bags of rice": a container of something
    sense = lexicon.lookup(unit.head)
    if sense is None or sense.entry.lemma != unit.head or sense.entry.category != "noun":
        return False
    return bool(sense.entry.attr("kind_of")) and sense.entry.attr("collective") != "yes"


def _refusal(q: QuantityRef, detail: str) -> ReaderRefusal:
    return refuse("unit_mismatch", detail, q.sentence_index, q.token_index, q.text)


def unconverted_moves(problem: ProblemReadingState, lexicon: Lexicon) -> ReaderRefusal | None:
    """Refuse a measure (or count) asked when the holder's things moved in a unit that does not convert."""
    target = problem.unknown_target_slot
    if target is None or target.unit is None or target.unit.coin:
        return None
    asked = target.unit
    measure = _measure(asked, lexicon)
    entities = target.entities
    named = {h.entity for h in problem.accumulated_initial_state}
    named |= {x for o in problem.accumulated_operations for x in (o.actor, o.counterparty, o.doer)}
    if not named & set(entities):
        entities = ()  # "How many liters are left?": asked of the story as a whole
    held = [
        h.quantity.unit
        for h in problem.accumulated_initial_state
        if (not entities or h.entity in entities) and h.quantity.unit is not None and h.quantity.per is None
    ]
    rated = {h.quantity.per.head for h in problem.accumulated_initial_state if h.quantity.per is not None}
    holders = {h.entity for h in problem.accumulated_initial_state}
    moves = [
        o
        for o in problem.accumulated_operations
        if (_touches(o, entities) or _taken_from_somewhere(o, holders))
        and o.quantity.unit is not None
        and o.quantity.unit.head not in rated
    ]
    if measure:
        if not any(u.dimension == asked.dimension for u in held):
            return None  # nothing of the measure held: "A lap is 400 meters. Tom ran 5 laps."
        substances = set(_substances(asked))
        for u in held:
            if u.dimension == asked.dimension:
                substances |= set(_substances(u))
        for o in moves:
            unit = o.quantity.unit
            assert unit is not None
            if unit.dimension == asked.dimension or unit.dimension in ("money", "time", "calendar"):
                continue
            if unit.coin or _measure(unit, lexicon) == "" and unit.dimension:
                continue
            if not unit.dimension and _another_thing(unit, substances, lexicon):
                continue
            return _refusal(
                o.quantity,
                f"{measure} is asked in '{asked.dimension}', but an amount moved in '{unit.describe()}'"
                " and how much of the measure it was is not told",
            )
        return None
    if asked.dimension or not any(u.head == asked.head and not u.dimension for u in held):
        return None
    for o in moves:
        unit = o.quantity.unit
        assert unit is not None
        if not _measure(unit, lexicon):
            continue
        named = _substances(unit)
        if not named or asked.head in named:
            return _refusal(
                o.quantity,
                f"'{asked.head}' is counted, but an amount moved as a {_measure(unit, lexicon)}"
                " and how many things it was is not told",
            )
    return None


__all__ = ["unconverted_moves"]
