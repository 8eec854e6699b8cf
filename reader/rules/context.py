"""What every rule receives, and small helpers that return updated states."""

from __future__ import annotations

from dataclasses import dataclass

from packs.model import Sense
from reader.primitives import NumberShape
from reader.refusals import ReaderRefusal, refuse
from reader.state import ClausePayload, ProblemReadingState, SentenceReadingState, evolve


@dataclass(frozen=True, slots=True)
class Word:
    """One token as the rules see it: its text, position, and what lookup found."""

    text: str
    index: int
    category: str
    sense: Sense | None = None
    shape: NumberShape | None = None
    forced_referent: str = ""  # set when the caller explores one reading of an ambiguous pronoun
    told_gender: str = (
        ""  # a name of open gender once 'he' or 'she' stood for it (whole_problem_words.one_person)
    )

    @property
    def lemma(self) -> str:
        return self.sense.entry.lemma if self.sense is not None else self.text

    def attr(self, name: str, default: str = "") -> str:
        sense = self.sense
        if sense is None:
            return default
        for key, value in sense.entry.attrs:  # Entry.attr inlined: the rules ask this half a million times
            if key == name:
                return default if value is None else value
        return default

    @property
    def tags(self) -> tuple[str, ...]:
        return self.sense.tags if self.sense is not None else ()


Result = SentenceReadingState | ReaderRefusal


def category_at(words: tuple[Word | None, ...], i: int) -> str:
    """The category of the i-th word; '' past either end or for a word the lexicon does not know."""
    w = words[i] if 0 <= i < len(words) else None
    return w.category if w is not None else ""


def said_in_dollars(word: Word | None) -> bool:
    """ "$40": a number written as dollars (many readings of money ask this of one word)."""
    return (
        word is not None
        and word.category == "number"
        and word.shape is not None
        and word.shape.unit == "dollar"
    )


def payload(s: SentenceReadingState) -> ClausePayload:
    return s.partial_frame_payload


def with_payload(s: SentenceReadingState, **changes: object) -> SentenceReadingState:
    return evolve(s, partial_frame_payload=evolve(s.partial_frame_payload, **changes))


def refuse_at(s: SentenceReadingState, word: Word, reason: str, detail: str) -> ReaderRefusal:
    return refuse(reason, detail, s.sentence_index, word.index, word.text)


def unexpected(s: SentenceReadingState, word: Word, where: str) -> ReaderRefusal:
    return refuse_at(s, word, "unexpected_category", f"no rule reads a {word.category} {where}")


def previous_category(s: SentenceReadingState) -> str:
    return s.lookback[-1].category if s.lookback else ""


__all__ = [
    "said_in_dollars",
    "ProblemReadingState",
    "Result",
    "SentenceReadingState",
    "Word",
    "payload",
    "previous_category",
    "refuse_at",
    "unexpected",
    "with_payload",
]
