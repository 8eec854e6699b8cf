"""Participle phrases that only describe an amount already read.

"Tom won 32 tickets playing 'whack a mole'": once a clause has its verb
and an amount with its unit, an "-ing" form of a verb with no taught
move ("playing", "mowing") opens a phrase that says how or where, not how
much. The phrase is skipped up to a comma, an "and" or the end of the
sentence, but only while it carries no number and no word with an
arithmetic role; anything else refuses (ADR 0035).
"""

from __future__ import annotations

from reader.refusals import ReaderRefusal, refuse
from reader.rules.context import Word, payload
from reader.state import LOOKBACK_LIMIT, SentenceReadingState, evolve
from reader.values import AppliedCategory

PARTICIPLE = "participle"
DESCRIPTIVE_VERBS = frozenset({"verb", "verb_activity"})  # no amount moves with them
# Words a describing phrase may hold: they carry no number and no operator.
PASSABLE = frozenset(
    {
        "noun",
        "adjective",
        "adverb",
        "article",
        "name",
        "person_noun",
        "possessive_marker",
        "pronoun",
        "preposition",
        "prep_in",
        "prep_with",
        "prep_recipient",
        "prep_source",
        "prep_of",
        "prep_price",
        "time_marker",
        "determiner",
        "verb",
        "verb_activity",
        "punctuation",
        "unknown",
    }
)


def opens_participle(s: SentenceReadingState, word: Word) -> bool:
    """An '-ing' verb after a finished amount in a statement clause that already has its verb."""
    return word.category in DESCRIPTIVE_VERBS and word.tags == ("VBG",) and after_amount(s)


# Markers that only set when the clause holds: "then", and a period opening the sentence ("Every day", ADR 0192)
SETTING_MARKERS = frozenset({"time_marker", "opening_rate"})


def after_amount(s: SentenceReadingState) -> bool:
    """The clause has its verb and every amount has its unit: what follows can only describe."""
    pl = payload(s)
    return (
        s.frame not in (None, "question")
        and s.pending_verb is not None
        and s.pending_verb.category not in ("copula", "auxiliary")
        and bool(pl.quantities)
        and all(q.unit is not None for q in pl.quantities)
        and not s.pending_quantities
        and pl.open_np is None
        and pl.open_preposition is None
        and all(m.category in SETTING_MARKERS for m in pl.markers)
    )


def opens_purpose(s: SentenceReadingState, word: Word) -> bool:
    """ "saved $20 to buy a bike": 'to' + a verb's base form after a finished amount says what for."""
    prep = payload(s).open_preposition
    return (
        prep is not None
        and prep.text.casefold() == "to"
        and "VB" in word.tags
        and after_amount(evolve(s, partial_frame_payload=evolve(payload(s), open_preposition=None)))
    )


def ends_participle(word: Word | None) -> bool:
    """A comma or an 'and' closes the phrase; the token is then read as usual."""
    return word is not None and (
        (word.category == "punctuation" and word.attr("mark") == "comma") or word.category == "conjunction"
    )


def in_participle(
    s: SentenceReadingState, word: Word | None, text: str
) -> SentenceReadingState | ReaderRefusal:
    category = "unknown" if word is None else word.category
    pointing = category == "pronoun" and word is not None and "possessive" not in word.attr("case")
    if category not in PASSABLE or pointing:  # "playing with them" might point at an amount
        detail = f"a {category} inside a describing phrase"
        return refuse("unexpected_category", detail, s.sentence_index, s.token_index, text)
    lookback = (s.lookback + (AppliedCategory(category, s.token_index),))[-LOOKBACK_LIMIT:]
    return evolve(s, token_index=s.token_index + 1, lookback=lookback)
