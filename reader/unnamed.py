"""A story that opens with 'he', 'she' or 'they' and never names anyone (ADR 0058).

Excerpted problems often begin "He had 15 aquariums ..." with the name cut
off. The pronoun then stands for one unnamed person (or group) throughout.
It is only safe while nobody else could be that person: any other person
or group named anywhere in the story might be the one the pronoun meant
(or, for 'they', one of its members), so such a story refuses at the end.
People described through the unnamed one ("his dad") are others by
construction and do not count. 'we' is such a group too: 'I', 'you' or
anyone named may be one of us.
"""

from __future__ import annotations

from reader.refusals import ReaderRefusal, refuse
from reader.speakers import OPEN_GROUPS
from reader.state import ProblemReadingState
from reader.values import EntityRef

SUFFIX = " (unnamed)"


def unnamed_referent(gender: str, number: str, sentence_index: int) -> EntityRef | None:
    """The unnamed person ('he', 'she') or group ('they') a story opens with; None for 'it'."""
    if number == "plural":
        return EntityRef("they" + SUFFIX, "they", "any", "plural", "person", sentence_index)
    if gender in ("male", "female"):
        key = ("he" if gender == "male" else "she") + SUFFIX
        return EntityRef(key, key.removesuffix(SUFFIX), gender, "singular", "person", sentence_index)
    return None


def is_unnamed(key: str) -> bool:
    return key.endswith(SUFFIX)


def unnamed_clash(state: ProblemReadingState) -> ReaderRefusal | None:
    """Refuse a story with an unnamed referent when anyone else who could be it was named."""
    unnamed = [e for e in state.entity_registry if is_unnamed(e.key) or e.key in OPEN_GROUPS]
    if not unnamed:
        return None

    def described(key: str) -> bool:
        return is_unnamed(key) or key in OPEN_GROUPS or any(key.startswith(u.key + "'s ") for u in unnamed)

    others = [
        e
        for e in state.entity_registry
        if e.kind in ("person", "group")
        and not described(e.key)
        and not (e.members and all(described(m) for m in e.members))
    ]
    if len(unnamed) == 1 and not others:
        return None
    first = next(
        (r for r in state.pronoun_resolution_history if r.resolved_to in {u.key for u in unnamed}),
        None,
    )
    sentence, token, text = (first.sentence_index, first.token_index, first.pronoun) if first else (0, 0, "")
    return refuse(
        "unresolved_pronoun",
        f"'{text}' names no one, and someone else in the story may be the one it means or one of them",
        sentence,
        token,
        text,
    )
