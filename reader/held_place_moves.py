"""Things held in a place, and moves into or out of that place or a place of one's own (ADR 0278).

"Kira had 8 pens in her bag" is read as Kira's own 8 pens: the bag only says where they are
(ADR 0212). A later move that names the bag itself ("Ben put 2 pens in the bag", "Ben took 2 pens
out of her bag", "Kira put 2 pens in the bag") opens a chain of its own for the bag, which never
meets Kira's: her 8 pens ignore what went in or out, or she 'loses' what she put into her own bag.
Such a reading refuses: the place of a holding that is a mover's source or receiver of the same kind
of thing is one amount read as two. A question that asks the place itself ("How many apples did she
have in the basket at first?", ADR 0130) reads the place's own chain and is left alone.

A place of one's own (a noun the lexicon marks ``keeps: own``: wallet, purse, pocket, account, bank)
holds what its owner has (ADR 0200). "Kira had $80. Her mom put $10 in her purse." moves money into
Kira's own purse, or into her mom's: a move into or out of such a place of a person refuses when
a possessive pronoun named the owner while another person of that gender was in the story (whose
place it is is not said), and when the owner's own amount of that kind is asked (is what went in
hers, or set apart?). A move into a place asked about in its own right ("She put 12 more dollars in
her purse. How much money is in her purse now?") is read as before.

Any other place of a person's ("Karen has 3 apples in her bag. She puts 2 apples in her box.")
does not say either whether what went into it is still its owner's: read as a transfer to the box,
Karen 'lost' the 2 apples she only put away (1, where 3 is as likely meant). A move into or out of
a place a person owns (a possessive before the place's noun) refuses when the owner's things of that
kind were told in a place, and the owner's own amount of that kind is asked and the place is not
(ADR 0285). Without a place told for the owner's things ("Rosa gave 10 of them to her class",
"picked 48 carrots from her garden") the move reads as before.
"""

from __future__ import annotations

from packs.model import Lexicon
from reader.kept_contents import _place_after
from reader.owned_places import _could_be_anothers, _owner_and_head, _same_kind
from reader.refusals import ReaderRefusal, refuse
from reader.state import ProblemReadingState
from reader.tokenise import Sentence
from reader.values import EntityRef, Operation, Unit


def _names_head(key: str, head: str) -> bool:
    """The key names a place with that head word: 'bag', 'the bag', "kira's bag"."""
    return bool(key) and (key == head or key.endswith(" " + head))


def _kinds_meet(a: Unit | None, b: Unit | None) -> bool:
    return a is not None and b is not None and _same_kind(a, b)


def _moves_at(problem: ProblemReadingState, head: str, unit: Unit | None) -> Operation | None:
    """A move of that kind whose source or receiver is a place with that head word."""
    for op in problem.accumulated_operations:
        if op.own_place is not None:  # "deleted 9 songs from her mp3 player": the owner's loss (ADR 0216)
            continue
        if not _kinds_meet(op.quantity.unit, unit):
            continue
        if any(_names_head(k, head) for k in (op.actor, op.counterparty)):
            return op
    return None


def _worth(asked: Unit, op: Operation) -> bool:
    """A money question and a move of coins: the coins are worth money (ADR 0285)."""
    return asked.dimension == "money" and op.quantity.unit is not None and op.quantity.unit.coin


def _held_in_place(
    sentences: tuple[Sentence, ...], problem: ProblemReadingState, owner: str, op: Operation, lexicon: Lexicon
) -> bool:
    """Were the owner's things of the move's kind told in a place ("has 3 apples in her bag")?"""
    for holding in problem.accumulated_initial_state:
        q = holding.quantity
        if holding.entity != owner or q.unit is None or q.sentence_index >= len(sentences):
            continue
        if not (_kinds_meet(q.unit, op.quantity.unit) or (q.unit.coin and op.quantity.unit is not None)):
            continue
        if _place_after(sentences[q.sentence_index], q.token_index, lexicon) is not None:
            return True
    return False


def _owner(place: EntityRef | None, registry: dict[str, EntityRef]) -> EntityRef | None:
    """The owner a possessive names for a place ("karen's box"), whatever the place's noun (ADR 0285)."""
    if place is None or place.kind != "thing" or "'s " not in place.key:
        return None
    return registry.get(place.key.rpartition("'s ")[0])


def moved_held_place(
    sentences: tuple[Sentence, ...], problem: ProblemReadingState, lexicon: Lexicon
) -> ReaderRefusal | None:
    """Refuse a holding told in a place that a move of the same kind goes into or out of."""
    question = problem.unknown_target_slot
    asked = question.entities if question is not None else ()
    for holding in problem.accumulated_initial_state:
        q = holding.quantity
        if q.sentence_index >= len(sentences) or q.unit is None:
            continue
        head = _place_after(sentences[q.sentence_index], q.token_index, lexicon)
        if head is None or _names_head(holding.entity, head):
            continue  # "There are 8 pens in the bag": the bag's own holding
        if any(_names_head(k, head) for k in asked):
            continue  # "How many did she have in the basket at first?": the place's own chain (ADR 0130)
        op = _moves_at(problem, head, q.unit)
        if op is not None:
            moved = op.quantity
            return refuse(
                "underdetermined",
                f"{holding.entity}'s {q.text} were told in a '{head}', and '{op.verb.text}' moves things "
                f"of that kind into or out of it: one amount read as two",
                moved.sentence_index,
                moved.token_index,
                moved.text,
            )
    return None


def moved_own_place(
    sentences: tuple[Sentence, ...], problem: ProblemReadingState, lexicon: Lexicon
) -> ReaderRefusal | None:
    """Refuse a move into or out of a person's own place (purse, wallet) whose owner is not sure or
    whose owner's own amount of that kind is asked."""
    registry = {e.key: e for e in problem.entity_registry}
    question = problem.unknown_target_slot
    for op in problem.accumulated_operations:
        if op.own_place is not None:
            continue
        for key in (op.actor, op.counterparty):
            place = registry.get(key) if key else None
            found = _owner_and_head(place, registry, lexicon) if place is not None else None
            owner = found[0] if found is not None else _owner(place, registry)
            if owner is None or owner.kind != "person":
                continue
            asked = (
                question is not None
                and owner.key in question.entities
                and key not in question.entities
                and (
                    question.unit is None
                    or _kinds_meet(question.unit, op.quantity.unit)
                    or _worth(question.unit, op)
                )
            )
            if (
                found is None
            ):  # any other place of the owner's: only beside the owner's things told in a place
                asked = asked and _held_in_place(sentences, problem, owner.key, op, lexicon)
            if asked or (
                found is not None and _could_be_anothers(problem, owner, op.quantity.sentence_index)
            ):
                moved = op.quantity
                return refuse(
                    "underdetermined",
                    f"'{op.verb.text}' moves things into or out of '{place.label}', a place of "
                    f"{owner.label}'s own: whose amount it changes is not said",
                    moved.sentence_index,
                    moved.token_index,
                    moved.text,
                )
    return None
