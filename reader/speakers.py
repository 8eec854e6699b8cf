"""'I', 'we' and 'you': the speaker and the one addressed, each one holder of its own (ADR 0058).

"Each enemy defeated gives you 9 points ... how many points would you earn?"
A first- or second-person pronoun never needs an antecedent: it names the
speaker ('i', 'me', 'my'), the speakers ('we', 'us', 'our') or the reader
('you', 'your'). These holders never stand for a third-person pronoun, and
'they' for everyone named leaves them out. Reflexives still refuse.
"""

from __future__ import annotations

from reader.values import EntityRef

SPEAKER_KEYS = ("i", "we", "you")
OPEN_GROUPS = ("we",)  # members unknown: like an unnamed 'they', nobody else may be named (reader/unnamed.py)


def speaker_referent(person: str, number: str, sentence_index: int) -> EntityRef | None:
    """The holder a first- or second-person pronoun names; None for any other pronoun."""
    if person == "2":
        return EntityRef("you", "you", "any", "singular", "person", sentence_index)
    if person == "1" and number == "singular":
        return EntityRef("i", "I", "any", "singular", "person", sentence_index)
    if person == "1" and number == "plural":
        return EntityRef("we", "we", "any", "plural", "person", sentence_index)
    return None


def is_speaker(key: str) -> bool:
    return key in SPEAKER_KEYS
