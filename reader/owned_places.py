""" "There were 78 dollars in Olivia's wallet. She spent 15 dollars.": a place of one's own (ADR 0200).

"there were ... in Olivia's wallet" commits a holding of the place ``olivia's wallet``, while
"she spent" moves Olivia's own money, so the two chains never met and the question refused. A
wallet, purse, pocket or bank account (a noun the lexicon marks ``keeps: own``) holds nothing but
what its owner has on them: when a person owns it, the place's amount is the owner's own.

The place keeps its own chain when the story moves things into or out of the place itself ("she
put 10 more dollars in her purse"). The reading refuses when another person could own the place
(a possessive pronoun with a second person of its gender in the story), when the owner is a group,
and when the owner's own amount of the same kind is told besides the place's (which of the two
do later moves change?).
"""

from __future__ import annotations

from dataclasses import replace

from packs.model import Lexicon
from reader.refusals import ReaderRefusal, refuse
from reader.state import ProblemReadingState
from reader.values import EntityRef, Holding, Unit

OWN = "own"


def _same_kind(a: Unit, b: Unit) -> bool:
    """Money against money, counted things against the same counted things."""
    if a.dimension or b.dimension:
        return a.dimension == b.dimension
    return a.head == b.head


def _owner_and_head(place: EntityRef, registry: dict[str, EntityRef], lexicon: Lexicon):
    """The owner's entity and the place's head word, for a place the lexicon marks as kept by one's own."""
    if place.kind != "thing" or "'s " not in place.key:
        return None
    owner_key, _, rest = place.key.rpartition("'s ")
    words = rest.split()
    if not words:
        return None
    sense = lexicon.lookup(words[-1])
    if sense is None or sense.entry.category != "noun" or sense.entry.attr("keeps") != OWN:
        return None
    owner = registry.get(owner_key)
    return (owner, words[-1]) if owner is not None else None


def _names_place(key: str, place: str, head: str) -> bool:
    return key == place or key == head or key.endswith(" " + head)


def _moved_through(problem: ProblemReadingState, place: str, head: str) -> bool:
    """Something is put into or taken out of the place itself: it keeps its own chain."""
    for op in problem.accumulated_operations:
        if any(_names_place(k, place, head) for k in (op.actor, op.counterparty, op.doer) if k):
            return True
    told = [s.entity for s in problem.scene_events] + [e.holder for e in problem.equal_counts]
    told += [p for g in problem.group_totals for p in (g.group, *g.parts)]
    return any(_names_place(k, place, head) for k in told)


def _plain(h: Holding) -> bool:
    q = h.quantity
    return not h.than and h.than_unit is None and q.per is None and not q.price and q.times is None


def _could_be_anothers(problem: ProblemReadingState, owner: EntityRef, sentence: int) -> bool:
    """A possessive pronoun named the owner while another person of that gender was in the story."""
    by_pronoun = any(
        r.sentence_index == sentence and r.resolved_to == owner.key
        for r in problem.pronoun_resolution_history
    )
    if not by_pronoun:
        return False
    return any(
        e.kind == "person" and e.key != owner.key and e.gender in (owner.gender, "any")
        for e in problem.entity_registry
    )


def own_places(problem: ProblemReadingState, lexicon: Lexicon) -> ProblemReadingState | ReaderRefusal:
    """Holdings of a person's own wallet (purse, pocket, account) read as the person's own amount."""
    registry = {e.key: e for e in problem.entity_registry}
    for place in problem.entity_registry:
        found = _owner_and_head(place, registry, lexicon)
        if found is None:
            continue
        owner, head = found
        held = [h for h in problem.accumulated_initial_state if h.entity == place.key]
        if not held or _moved_through(problem, place.key, head) or not all(_plain(h) for h in held):
            continue
        first = held[0].quantity
        if owner.kind != "person" or owner.number != "singular":
            return refuse(
                "unsupported_operation",
                f"'{place.label}' is owned by more than one person: whose amount it is is not said",
                first.sentence_index,
                first.token_index,
                first.text,
            )
        if any(_could_be_anothers(problem, owner, h.quantity.sentence_index) for h in held):
            return refuse(
                "unsupported_operation",
                f"'{place.label}' may be another person's: whose amount it is is not said",
                first.sentence_index,
                first.token_index,
                first.text,
            )
        own = [h for h in problem.accumulated_initial_state if h.entity == owner.key]
        if any(_same_kind(h.quantity.unit, p.quantity.unit) for h in own for p in held):
            return refuse(
                "unsupported_operation",
                f"both '{place.label}' and {owner.label}'s own amount are told: which one changes is not said",
                first.sentence_index,
                first.token_index,
                first.text,
            )
        problem = _as_owners(problem, place.key, owner.key)
    return problem


def _as_owners(problem: ProblemReadingState, place: str, owner: str) -> ProblemReadingState:
    holdings = tuple(
        replace(h, entity=owner) if h.entity == place else h for h in problem.accumulated_initial_state
    )
    question = problem.unknown_target_slot
    if question is not None and place in question.entities:
        question = replace(question, entities=tuple(owner if k == place else k for k in question.entities))
    return replace(problem, accumulated_initial_state=holdings, unknown_target_slot=question)
