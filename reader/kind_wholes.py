""" "Ann has 5 red beads and some blue beads. She has 12 beads in all.": a whole told after its kinds (ADR 0379).

A holding of a plain noun beside narrower kinds of it ("beads" after "red
beads" and "blue beads") may be one more lot or all of them together, so the
unit map refuses it (ADR 0032). Told with a word of a whole ('in all', 'in
total', 'a total of', 'altogether'), it is no lot of its own: it says the
holder's kinds add up to it. That is one equation over the kinds' amounts at
that point of the story, read by the solver as a group total is (ADR 0189),
so one kind left unknown ("some blue beads") is fixed by it and two are not.

It is read only when the sense is forced:

- the whole has a known amount of a counted noun with no kind word, rate,
  price, part, owner or comparison;
- the same holder has two or more narrower kinds of that noun, every one told
  as a plain holding before the whole, and none told after it (a kind told
  later might or might not be among them);
- no change of anything is told before the whole or in its sentence (the sum
  of the amounts before the change, or after it?), and the holder tells no
  other whole of that noun.

Anything else keeps the unit map's refusal.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from reader.group_totals import bare_count
from reader.kinds import KindOf, noun_attr
from reader.values import Holding

if TYPE_CHECKING:
    from reader.graph import Event, MathProblemGraph
    from reader.state import ProblemReadingState


def _narrower(general, specific) -> bool:
    return (
        specific is not None
        and general.head == specific.head
        and not general.modifiers
        and not specific.dimension
        and set(specific.modifiers) > set(general.modifiers)
    )


def _narrower_kind(one, other) -> bool:
    return one.head == other.head and set(other.modifiers) > set(one.modifiers)


_SORTS = ("quality", "opposite", "state", "recency")  # pack words that say what a thing is like


def _marked(word: str, kind_of: KindOf) -> bool:
    return any(noun_attr(kind_of, word, name) for name in _SORTS)


def _excludes(a: str, b: str, kind_of: KindOf) -> bool:
    """Two words no one thing has both of: opposites, or two values of one exclusive quality."""
    if a == b:
        return False
    if noun_attr(kind_of, a, "opposite") == b or noun_attr(kind_of, b, "opposite") == a:
        return True
    larger = noun_attr(kind_of, a, "measure_more")
    if larger and larger == noun_attr(kind_of, b, "measure_more"):
        return False  # "big" and "large" say the same side of a size (ADR 0390)
    quality = noun_attr(kind_of, a, "quality")
    return bool(quality) and quality == noun_attr(kind_of, b, "quality")


def _apart(one: Holding, other: Holding, kind_of: KindOf | None) -> bool:
    """Whether two kinds cannot share a thing, as far as the lexicon can tell (ADR 0384)."""
    if kind_of is None or getattr(kind_of, "attr", None) is None:
        return False
    mine = set(one.quantity.unit.modifiers) - set(other.quantity.unit.modifiers)
    theirs = set(other.quantity.unit.modifiers) - set(one.quantity.unit.modifiers)
    if any(_excludes(a, b, kind_of) for a in mine for b in theirs):
        return True
    if any(_marked(w, kind_of) for w in mine | theirs):
        return False
    # Words the pack says nothing about may name two sides of one thing ("large" and "glass",
    # "library" and "math"): apart only as two kinds of one wider kind ("apple" and "pear" trees,
    # both fruit), ADR 0390.
    return bool(mine) and bool(theirs) and all(_kin(a, b, kind_of) for a in mine for b in theirs)


def _kin(a: str, b: str, kind_of: KindOf) -> bool:
    """Two different words the pack makes narrower kinds of one and the same wider kind."""
    wide = kind_of(a)
    return a != b and bool(wide) and wide == kind_of(b)


def _plain_held(h: Holding) -> bool:
    """A holding of a bare count of things (no measure), compared with nothing, held as contents."""
    q = h.quantity
    return (
        bare_count(q)
        and not q.unit.dimension  # type: ignore[union-attr]
        and not h.than
        and h.capacity is None
        and not h.held_with
    )


def _kinds_of(
    whole: Holding, state: ProblemReadingState, kind_of: KindOf | None
) -> tuple[Holding, ...] | None:
    """The holder's kinds the whole adds up, or None when the whole is not forced."""
    unit = whole.quantity.unit
    if unit is None or unit.modifiers or unit.dimension or whole.quantity.value is None:
        return None
    if whole.tense is None:  # told with 'has', 'had', 'is' or 'was', in the kinds' tense
        return None
    if not _plain_held(whole):
        return None
    same = [
        h
        for h in state.accumulated_initial_state
        if h is not whole and h.entity == whole.entity and h.quantity.unit is not None
    ]
    kinds = tuple(h for h in same if _narrower(unit, h.quantity.unit))
    if len({h.quantity.unit.modifiers for h in kinds}) < 2 or len(kinds) != len(
        {h.quantity.unit.modifiers for h in kinds}
    ):
        return None
    if any(_narrower_kind(a.quantity.unit, b.quantity.unit) for a in kinds for b in kinds):
        return None  # "red beads" and "red glass beads": one kind inside another would count twice
    if not all(_apart(a, b, kind_of) for i, a in enumerate(kinds) for b in kinds[i + 1 :]):
        return None  # "red beads" and "glass beads": a red glass bead would count twice
    if any(h.order >= whole.order or not _plain_held(h) or h.tense != whole.tense for h in kinds):
        return None
    if any(h.placed for h in kinds):
        return None  # "5 red beads in a box": the whole of all her beads may hold more red ones (ADR 0384)
    if any(h.whole and h.quantity.unit == unit for h in same):
        return None  # two wholes of one noun for one holder
    if any(op.order[0] <= whole.order[0] for op in state.accumulated_operations):
        return None
    return kinds


def split_kind_wholes(
    state: ProblemReadingState, kind_of: KindOf | None = None
) -> tuple[ProblemReadingState, tuple[tuple[Holding, tuple[Holding, ...]], ...]]:
    """The state without its forced wholes over kinds, and each such whole with the kinds it adds up."""
    found = []
    for h in state.accumulated_initial_state:
        if not h.whole:
            continue
        kinds = _kinds_of(h, state, kind_of)
        if kinds is not None:
            found.append((h, kinds))
    if not found:
        return state, ()
    taken = {id(h) for h, _ in found}
    kept = tuple(h for h in state.accumulated_initial_state if id(h) not in taken)
    return replace(state, accumulated_initial_state=kept), tuple(found)


def kind_total_events(wholes, mapping: dict[str, str]) -> tuple[Event, ...]:
    """One total event per whole: its holder's kinds (as chains) add up to its amount."""
    from reader.graph import Event, unit_key

    events = []
    for whole, kinds in wholes:
        q = whole.quantity
        keys = tuple(sorted({mapping[unit_key(k.quantity.unit)] for k in kinds}))
        events.append(
            Event(
                whole.entity,
                unit_key(q.unit),
                "hold",
                0,
                q.value * q.unit.factor,
                "",
                whole.order,
                q.sentence_index,
                q.token_index,
                q.text,
                kinds=keys,
            )
        )
    return tuple(events)


def kinds_step(event: Event, graph: MathProblemGraph) -> str:
    """The derivation's line: the holder's kinds add up to the whole."""
    from reader.derivation import fmt

    labels = " + ".join(graph.unit(k).label for k in event.kinds or ())
    return f"{event.holder}'s {labels} add up to {fmt(event.value)}"
