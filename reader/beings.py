"""Things held by a living being are its own, not its owner's (ADR 0148).

"Sam has 3 sisters. Each sister has 2 dolls." says the sisters hold the dolls; Sam holds none of
them, and "Sam has 2 sisters. Each sister has 2 brothers." even counts Sam among the brothers. A
box's pieces are the box owner's, but a person's or an animal's things are that being's own
(its legs, its toys, its children). So a rate per a living being never turns the beings someone
holds into that someone's own holding. A place or a container that holds beings ("30 students
in the class", "5 lions in the zoo") is no owner, and still counts the things its beings have.

A living being is a noun whose wider kinds (the lexicon's ``kind_of``, ADR 0123) reach a person
or an animal; a holder is one when it is a person (a name, a person noun) or such a noun.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from reader.kinds import KindOf, kind_chain
from reader.refusals import ReaderRefusal, refuse
from reader.state import ProblemReadingState
from reader.values import EntityRef, QuantityRef

LIVING = frozenset({"person", "animal", "creature"})


def is_being(head: str, kind_of: KindOf | None) -> bool:
    """Whether the noun lemma ``head`` names a person or an animal."""
    if head in LIVING:
        return True
    return kind_of is not None and bool(LIVING & set(kind_chain(head, kind_of)))


def living_holders(entities: Iterable[EntityRef], kind_of: KindOf | None) -> tuple[str, ...]:
    """The keys of holders that are beings: persons, groups of persons, and nouns for beings."""
    entities = tuple(entities)
    persons = {e.key for e in entities if e.kind == "person" or is_being(e.key.split()[-1], kind_of)}
    groups = {e.key for e in entities if e.kind == "group" and e.members and set(e.members) <= persons}
    return tuple(sorted(persons | groups))


def held_through_beings(
    state: ProblemReadingState,
    asked: tuple[str, ...],
    living: tuple[str, ...],
    kind_of: KindOf | None,
    key_of: Callable[[QuantityRef], str],
) -> ReaderRefusal | None:
    """ "Sam has 3 sisters with 2 dolls each": the 6 dolls are the sisters', so a question on them refuses.

    "3 bags with 5 apples each" still counts 15 apples held (ADR 0043): a bag is no being.
    """
    facts = [(h.entity, h.quantity) for h in state.accumulated_initial_state]
    facts += [(o.actor, o.quantity) for o in state.accumulated_operations]
    for holder, q in facts:
        container = q.container
        if container is None or q.unit is None or holder not in living or key_of(q) not in asked:
            continue
        if is_being(container.head, kind_of):
            return refuse(
                "underdetermined",
                f"the {q.unit.head}s with each {container.head} are the {container.head}s' own, not {holder}'s",
                q.sentence_index,
                q.token_index,
                q.text,
            )
    return None
