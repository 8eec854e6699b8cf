"""'How many crayons are there now?': which holder a question about the scene means.

"There are 7 crayons in the drawer" makes the drawer the holder. A later
question with a bare "there" means that place only when the story is
about that one place: every stated amount is held there and every move
goes into or out of it ("How many are there in all?" likewise). A story with one entity only means
that entity ("How many are left?"). Otherwise the question keeps "there" and, if no amount was held
by the scene itself, refuses as a dangling entity.
"""

from __future__ import annotations

from dataclasses import replace

from reader.state import ProblemReadingState
from reader.values import Unit

SCENE = "there"


def scene_place(state: ProblemReadingState) -> ProblemReadingState:
    target = state.unknown_target_slot
    scene_total = target is not None and target.kind == "total" and not target.entities
    if target is None or (target.entities != (SCENE,) and not scene_total):
        return state
    holders = {h.entity for h in state.accumulated_initial_state}
    if SCENE in holders:
        return state
    # "The first warehouse has twice as many boxes as the second warehouse": the second holds too (ADR 0291)
    holders |= {h.than for h in state.accumulated_initial_state if h.than and h.than != SCENE}
    only = _only_holder(state, holders)
    if only is not None and not scene_total:
        return replace(state, unknown_target_slot=replace(target, entities=(only,)))
    things = {e.key for e in state.entity_registry if e.kind == "thing"}
    places = holders & things
    if len(places) != 1 or holders != places:
        return state
    place = places.pop()
    if any(place not in (op.actor, op.counterparty) for op in state.accumulated_operations):
        return state
    return replace(state, unknown_target_slot=replace(target, entities=(place,)))


def scene_comparisons(state: ProblemReadingState) -> ProblemReadingState:
    """ "In a school there are 697 girls and the rest are boys. If there are 228 more girls than boys ...".

    A comparison of two kinds stated of the bare scene, in a story whose every other amount is held
    by one place and that moves nothing, compares that place's own amounts of both kinds (ADR 0145).
    "than boys" may have been read as a group of persons: it is the kind when that group holds
    nothing and the place holds an amount of it.
    """
    holdings = state.accumulated_initial_state
    scene = [h for h in holdings if h.entity == SCENE]
    others = {h.entity for h in holdings if h.entity != SCENE}
    things = {e.key for e in state.entity_registry if e.kind == "thing"}
    if not scene or state.accumulated_operations or len(others) != 1 or not others <= things:
        return state
    place = others.pop()
    held = {h.quantity.unit for h in holdings if h.entity == place}
    moved = []
    for h in scene:
        than_unit = h.than_unit if h.than_unit is not None else _kind_named(state, h.than)
        if (
            not h.direction
            or h.quantity.per is not None
            or h.quantity.unit not in held
            or than_unit not in held
        ):
            return state
        moved.append(replace(h, entity=place, than=place, than_unit=than_unit))
    kept = tuple(h for h in holdings if h.entity != SCENE)
    return replace(state, accumulated_initial_state=kept + tuple(moved))


def _kind_named(state: ProblemReadingState, key: str) -> Unit | None:
    """ "than boys" read as a group that holds nothing: the kind of person it names."""
    entity = state.entity(key)
    if entity is None or entity.kind != "person" or " " in key:
        return None
    if any(h.entity == key for h in state.accumulated_initial_state):
        return None
    return Unit(key)


def _only_holder(state: ProblemReadingState, holders: set[str]) -> str | None:
    """ "Maggi had 12 cupcakes. She ate 5. How many are left?": with one entity in the story, it is the one meant.

    Only when exactly one entity was ever named, it holds every stated amount and does every move alone
    (no counterparty); any second entity, place or party keeps the question refused (ADR 0045).
    """
    named = {e.key for e in state.entity_registry if e.key != SCENE}
    eaters = _eaters_only(state, holders)  # "Ben ate 20 of them": what is left is still Ella's (ADR 0405)
    named -= eaters
    if len(named) != 1 or holders - named:
        return None
    (only,) = named
    for op in state.accumulated_operations:
        if op.actor != only or op.counterparty or (op.doer and op.doer != only and op.doer not in eaters):
            return None
    if not holders and not state.accumulated_operations:
        return None
    return only


def _eaters_only(state: ProblemReadingState, holders: set[str]) -> set[str]:
    """Persons who only used up someone else's things ("Ben ate 20 of them"): they hold none of them.

    Each is the doer of a loss of another's things and of nothing else: no holding, no move of their own,
    no side of a transfer (ADR 0405).
    """
    doers = {
        op.doer
        for op in state.accumulated_operations
        if op.kind == "loss" and op.doer and op.doer != op.actor and not op.counterparty
    }
    eaters = set()
    for key in doers - holders:
        if any(key in (op.actor, op.counterparty) for op in state.accumulated_operations):
            continue
        if any(h.than == key for h in state.accumulated_initial_state):
            continue
        eaters.add(key)
    return eaters
