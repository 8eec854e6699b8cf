"""A length told in things that follow one another: "The book is 300 pages long" (ADR 0143).

"is 300 pages long" says what "has 300 pages" says, when the noun names
things a length is made of one after another (pages, lines, episodes; the
lexicon marks them ``sequence``). The 'long' then closes the amount's
phrase and the clause reads on as the copula's holding ("The book is 300
pages"). Only a copula clause whose subject is plain words (an article, a
noun, a name, a possessive, a pronoun, 'each': "the first chapter" and "the
second chapter" would be one holder to the clause reader), a number waiting for its unit and a one-word
phrase of such a noun are read: "20 bricks long" (bricks lie in rows), a
length unit ("12 feet long", ADR 0101), 'longer', or any other dimension
("5 pages wide") keep the old refusal.
"""

from __future__ import annotations

from reader.rules.context import Result, Word, payload
from reader.rules.phrases import close_np
from reader.state import ProblemReadingState, SentenceReadingState

SUBJECT_WORDS = frozenset({"article", "noun", "name", "possessive_marker", "pronoun", "distributive"})
SEQUENCE = "sequence"  # the info a noun phrase keeps for a noun the lexicon marks sequence
LONG = "long"


def sequence_info(word: Word) -> str:
    """ "sequence" for a lower-case noun whose things follow one another along a length, else ""."""
    if word.category == "noun" and word.attr(SEQUENCE) == "yes" and not word.text[:1].isupper():
        return SEQUENCE
    return ""


def sequence_length(s: SentenceReadingState, p: ProblemReadingState, word: Word) -> Result | None:
    """ "is 66 pages long": the phrase closes as the amount's unit and 'long' adds nothing; else None."""
    if word.lemma.casefold() != LONG or "JJ" not in word.tags:
        return None
    verb = s.pending_verb
    np = payload(s).open_np
    if verb is None or verb.category != "copula" or not s.pending_quantities or np is None:
        return None
    if payload(s).open_preposition is not None or len(np.words) != 1 or np.words[0][3] != SEQUENCE:
        return None
    before = [a for a in s.lookback if a.token_index < verb.token_index]
    if not before or before[0].token_index != 0 or any(a.category not in SUBJECT_WORDS for a in before):
        return None  # "the first chapter", "the red box": the holder key drops such words, so two would merge
    return close_np(s, p)


__all__ = ["SEQUENCE", "sequence_info", "sequence_length"]
