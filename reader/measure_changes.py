"""Changes of an entity's own measure: "Jessie lost 7 kilograms", "The plant grew 3 inches" (ADR 0111).

'lose' also means losing marbles and 'gain' gaining stickers, so the verb
alone never says that a measure changed. A clause is read as a change of a
measure only when three things agree: the verb's lexicon entry carries
`measure_change` (up or down), the amount is in a length or mass unit, and
the subject already has a stated measure (ADR 0101) in that very unit. Any
other clause leaves the first refusal standing.

A subject 'he' or 'she' is the one person stated before it, and only when
exactly one entity was stated so far and it is a name whose gender fits;
a second entity, a thing, or a gender that does not fit refuses.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from reader.rules.context import Word
from reader.values import Unit

SIGNS = {"up": 1, "down": -1}
PRONOUN_KEY = "pronoun:"  # the key a he/she subject carries until it is resolved


@dataclass(frozen=True, slots=True)
class Change:
    """One stated change: whose measure, by how much and which way, in which unit."""

    entity: str
    sign: int
    value: Fraction
    unit: Unit
    sentence_index: int
    token_index: int
    text: str
    lemma: str


def change_verb(word: Word) -> int:
    """+1 or -1 for a past or present verb marked `measure_change`; 0 for any other word."""
    if not {"VBD", "VBZ"} & set(word.tags):
        return 0
    return SIGNS.get(word.attr("measure_change"), 0)


def pronoun_subject(words: tuple[Word, ...]) -> tuple[str, str] | None:
    """ "she" / "he" as a whole subject: a key to resolve later; anything else is None."""
    if len(words) != 1 or words[0].category != "pronoun":
        return None
    w = words[0]
    if (
        w.attr("case") != "subject"
        or w.attr("number") != "singular"
        or w.attr("gender") not in ("male", "female")
    ):
        return None
    return PRONOUN_KEY + w.attr("gender"), w.text


def resolve(key: str, named: dict[str, str]) -> str | None:
    """The entity a pronoun key stands for: the only entity named so far, of a fitting gender.

    ``named`` maps every entity stated so far to its gender ("" for a thing)."""
    if not key.startswith(PRONOUN_KEY):
        return key
    if len(named) != 1:
        return None  # none, or a pronoun that could be two entities
    ((entity, gender),) = named.items()
    wanted = key[len(PRONOUN_KEY) :]
    return entity if gender in (wanted, "any") else None


def total(start: Fraction, changes: list[Change]) -> Fraction | None:
    """The measure after the changes in order; None if it would ever fall to zero or below."""
    value = start
    for change in changes:
        value += change.sign * change.value
        if value <= 0:
            return None
    return value


__all__ = ["PRONOUN_KEY", "Change", "change_verb", "pronoun_subject", "resolve", "total"]
