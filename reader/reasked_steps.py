"""What the readings that re-ask the reader share (ADRs 0218, 0222, 0229).

Each takes one sentence out of the problem, asks the ordinary reader a rewritten question and takes one
step from its answer to the asked value. They read their sentences word by word with the same small
tests and hand back the same record, kept here so the four stay alike.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from packs.model import Lexicon
from reader.lifecycle import sentence_words
from reader.rules.context import Word
from reader.tokenise import Sentence


@dataclass(frozen=True, slots=True)
class Reasked:
    """The asked value, the reader's answer to the rewritten question, the step between them, the unit."""

    value: Fraction
    base: object  # the Answer to the rewritten question
    step: str
    unit: str


def category_of(word: Word | None) -> str:
    """The word's category, or "" for a word the lexicon does not know."""
    return word.category if word is not None else ""


def positive_number(word: Word | None, text: str) -> Fraction | None:
    """The value of a number word greater than 0 (digits with or without commas); None otherwise."""
    if category_of(word) != "number":
        return None
    try:
        value = Fraction(text.replace(",", ""))
    except ValueError:
        return None
    return value if value > 0 else None


def is_time_unit(word: Word | None) -> bool:
    return word is not None and word.category == "unit_noun" and word.attr("dimension") == "time"


def clause_words(sentence: Sentence, lexicon: Lexicon) -> tuple[tuple[Word | None, ...], tuple[str, ...]]:
    """The sentence's words and token texts, without its closing mark."""
    words = sentence_words(sentence, lexicon)
    texts = tuple(t.text for t in sentence.tokens)
    if texts and texts[-1] in (".", "?", "!"):
        words, texts = words[:-1], texts[:-1]
    return words, texts


__all__ = ["Reasked", "category_of", "clause_words", "is_time_unit"]
