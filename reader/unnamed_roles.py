"""A person told only by a role may be a person the story named (ADR 0370).

"Nia has 14 dolls. Ola has 20 dolls. Nia gives 5 dolls to her sister. How many dolls does Ola have?" was
answered 20: 'her sister' was read as a third person, yet Ola may be Nia's sister, and then she has 25.
A role with an owner ("her sister", "his friend", "Tom's cousin") names someone by how they stand to the
owner, not who they are, so it may be any named person of a fitting gender but the owner. So when the
question asks a named person's amount (or a role person's) of a kind that a move of the story gave to, or
took from, a role person (or a named person) who is not the asked one, not the role's owner, and of no
other gender, the story check refuses (``ambiguous_pronoun_referent``): one person or two? The asked person's
own move ("Ola gives 5 dolls to Nia's sister") tells them apart and is left to the ordinary reading, and so
is a question asking two people or asking by a pronoun, which the pronoun readings weigh.
"""

from __future__ import annotations

from packs.model import Lexicon
from reader.refusals import ReaderRefusal, refuse
from reader.state import ProblemReadingState
from reader.tokenise import Sentence
from reader.values import EntityRef, Operation


def _owner(e: EntityRef) -> str | None:
    """The owner of a role person ("nia's sister" -> "nia"), else None."""
    if e.kind != "person" or e.number != "singular" or "'s " not in e.key:
        return None
    return e.key.split("'s ", 1)[0]


def _named(e: EntityRef) -> bool:
    return e.kind == "person" and e.number == "singular" and "'s " not in e.key and " " not in e.key


def _fits(a: EntityRef, b: EntityRef) -> bool:
    return "any" in (a.gender, b.gender) or a.gender == b.gender


def _parties(op: Operation) -> set[str]:
    return {p for p in (op.actor, op.counterparty, op.doer) if p}


def _same_as_asked(asked: EntityRef, other: EntityRef) -> bool:
    """Whether ``other`` (a party of a move) may be ``asked`` under another name."""
    if asked.key == other.key or not _fits(asked, other):
        return False
    if _named(asked) and (owner := _owner(other)) is not None:
        return owner != asked.key  # Ola may be Nia's sister
    if _named(other) and (owner := _owner(asked)) is not None:
        return owner != other.key  # Tom's friend may be Sam
    return False


def role_may_be_named(
    sentences: tuple[Sentence, ...], problem: ProblemReadingState, _lexicon: Lexicon
) -> ReaderRefusal | None:
    """A refusal when the asked person may be the same as a role person (or a named one) a move went with."""
    target = problem.unknown_target_slot
    if target is None or target.unit is None or len(target.entities) != 1:
        return None  # two asked ("how many more will Felix have than Marta") are told apart by the question
    head = target.unit.head
    asked_words = (
        {t.text.casefold() for t in sentences[target.sentence_index].tokens}
        if 0 <= target.sentence_index < len(sentences)
        else set()
    )
    for key in target.entities:
        asked = problem.entity(key)
        # asked by a pronoun ("did she upload"), the pronoun readings already weigh who is meant
        if asked is None or not set(asked.label.casefold().replace("'s", " 's").split()) <= asked_words:
            continue
        for op in problem.accumulated_operations:
            if op.quantity.unit is None or op.quantity.unit.head != head or asked.key in _parties(op):
                continue
            for party in _parties(op):
                other = problem.entity(party)
                if other is not None and _same_as_asked(asked, other):
                    return refuse(
                        "ambiguous_pronoun_referent",
                        f"'{other.label}' may be {asked.label} or someone else: one person or two?",
                        target.sentence_index,
                        target.token_index,
                        "",
                    )
    return None
