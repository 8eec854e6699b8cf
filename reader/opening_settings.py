"""A setting opening a sentence with no comma: "At the fair Kaleb bought 6 tickets" (ADR 0084).

Writers often leave out the comma after a short opening phrase of place, occasion or time ("At the
fair", "For Halloween", "On the first day of the week", "This week"). Read token by token, the
phrase then runs on into the subject ("the fair Kaleb") and no one is left to hold or move the
amounts. The boundary is certain only where the next word cannot continue the phrase's noun
phrase: a name or a subject pronoun ("he", "they"), or "the", right after a complete noun. There
the sentence is read exactly as if the comma were written, so the meaning (or refusal) is the one
the comma form already has, never a new one.

A time word takes exactly one unit of time ("Last week", "Each day", "The next day"); a day or a
time of day ("On Monday", "In the evening") heads a phrase like a noun. "In a school there are 34
girls" is left alone: the place is already read as where the scene's amounts are (a comma there
would drop it). Nothing else closes the phrase: a number, a verb, an operator word, or an
unfinished phrase ("At the", "For Billy's") before the candidate subject keeps the reading as it was.
"""

from __future__ import annotations

from dataclasses import replace

from reader.refusals import ReaderRefusal
from reader.rules.context import Word
from reader.state import LOOKBACK_LIMIT, ProblemReadingState, SentenceReadingState
from reader.values import AppliedCategory

# What may open the phrase: a preposition of place, occasion or time ("At the fair", "On Monday") ...
PREPOSITIONS = frozenset({"prep_price", "prep_in", "preposition"})
# ... or a word that takes exactly one unit of time ("Last week", "This year", "Each day", "Every hour").
TIME_OPENERS = frozenset({"time_marker", "determiner", "distributive", "rate_marker"})
# What the phrase may hold after its opener; no verb, number or operator word other than an ordinal
# of a noun ("the first day"), which the comma form reads (or refuses) as it does with a comma.
PHRASE_WORDS = frozenset(
    {
        "article",
        "determiner",
        "noun",
        "name",
        "adjective",
        "unit_noun",
        "prep_in",
        "prep_of",
        "prep_price",
        "preposition",
        "possessive_marker",
        "ordinal_word",
    }
)
# The words a complete noun phrase may end with: a noun, a name or a unit ("week").
HEADS = frozenset({"noun", "name", "unit_noun"})


def starts_subject(word: Word) -> bool:
    """A word that cannot continue a noun phrase already complete: it opens a new one, the subject."""
    if word.category == "pronoun":
        return word.attr("case") == "subject"  # "he", "she", "they", "I", "we"; not "it", "her", "you"
    if word.category == "article":
        return word.text.casefold() == "the"
    return word.category in ("name", "noun") and word.text[:1].isupper()


def _opening_phrase(seen: tuple[AppliedCategory, ...], s: SentenceReadingState) -> bool:
    """The words read so far are one whole opening phrase: preposition + noun phrase, or time word + unit."""
    words = 1
    if seen[0].category == "article" and len(seen) == 3 and seen[1].category == "time_marker":
        seen, words = seen[1:], 2  # "The next day she found ...": "next" is read into "the next day"
    if seen[0].category in TIME_OPENERS:
        np = s.partial_frame_payload.open_np
        return (
            len(seen) == 2
            and seen[1].category == "unit_noun"
            and np is not None
            and len(np.words) == words
            and np.words[-1][3].split(":")[0] in ("time", "calendar")
        )  # "Last week box Sam" is no opening: a time word takes one unit of time, nothing more
    during = _days_and_times(s)
    return (
        seen[0].category in PREPOSITIONS
        and all(a.category in PHRASE_WORDS or a.token_index in during for a in seen[1:])
        and (seen[-1].category in HEADS or seen[-1].token_index in during)
    )


def _days_and_times(s: SentenceReadingState) -> frozenset[int]:
    """Where a time word of the day or week stands ("On Monday", "In the evening"): a head like a noun."""
    markers = s.partial_frame_payload.markers
    return frozenset(m.token_index for m in markers if m.category == "time_marker" and m.role == "during")


def closes_opening(s: SentenceReadingState, word: Word) -> bool:
    """True at the first word of the subject after a comma-less opening phrase ("For Halloween | Robin")."""
    seen = s.lookback
    return (
        s.token_index >= 2
        and len(seen) == s.token_index
        and seen[0].token_index == 0
        and _opening_phrase(seen, s)
        and s.expectation is None
        and s.frame is None
        and s.pending_verb is None
        and s.pending_entity_ref is None
        and not s.pending_quantities
        and not s.partial_frame_payload.quantities
        and starts_subject(word)
    )


def as_if_comma(
    s: SentenceReadingState, p: ProblemReadingState, comma: Word, word: Word
) -> SentenceReadingState | ReaderRefusal:
    """Read the missing comma (``comma``, looked up as the lexicon reads ",") before the subject."""
    from reader.rules.markers import on_punctuation

    closed = on_punctuation(s, p, comma)
    if isinstance(closed, ReaderRefusal):  # the comma form refuses too; point at the subject it stops
        detail = f"{closed.detail} (the opening phrase closed as if by a comma)"
        return replace(closed, token_text=word.text, detail=detail)
    lookback = (closed.lookback + (AppliedCategory("punctuation", s.token_index),))[-LOOKBACK_LIMIT:]
    return replace(closed, token_index=s.token_index, lookback=lookback)
