"""'than Josh did', 'as Tim does', 'than Carlos memorized': the compared holder's verb left standing (ADR 0150).

After a comparison's 'than' (or second 'as') and the holder right after it,
a 'do' auxiliary or the clause's own verb again only repeats the clause's
verb for that holder: "Tom sold 5 more apples than Josh did" is "than Josh
sold". The word becomes a marker that only the comparison rules give a
role, so any other clause still refuses it. The tense must agree with the
clause's verb ('did' with a past verb, 'does'/'do' with a present one): a
verb of another tense compares with another time.
"""

from __future__ import annotations

from reader.rules.context import Result, Word, payload, with_payload
from reader.state import SentenceReadingState
from reader.values import STAND_IN, Marker

COMPARED = frozenset({"than_marker", "as_marker"})
# what the holder after 'than' may be made of: "Josh", "Tom" (also a noun), "his brother", "Tom's sister"
HOLDER_WORDS = frozenset({"name", "noun", "pronoun", "person_noun", "article", "possessive_marker"})


def _agrees(verb, word: Word) -> bool:
    """'did' with a past verb, 'does' with a 3rd-person present one, 'do' with a plain present one."""
    lemma = word.text.casefold()
    if lemma == "did":
        return "VBD" in verb.tags
    if lemma == "does":
        return "VBZ" in verb.tags
    if lemma == "do":
        return "VBP" in verb.tags or ("VB" in verb.tags and "VBD" not in verb.tags)
    return False


def stands_in(s: SentenceReadingState, word: Word) -> bool:
    """The word right after 'than <holder>' in a statement, repeating its verb (by an auxiliary or itself)."""
    verb = s.pending_verb
    pl = payload(s)
    if verb is None or s.frame not in ("operation", "initial_state") or s.pending_quantities:
        return False
    if pl.open_np is not None or pl.open_preposition is not None or not pl.objects or not pl.markers:
        return False
    last = pl.markers[-1]
    if last.category not in COMPARED or last.token_index <= verb.token_index:
        return False
    between = {a.token_index: a.category for a in s.lookback if a.token_index > last.token_index}
    span = range(last.token_index + 1, word.index)
    if not span or set(between) != set(span) or not set(between.values()) <= HOLDER_WORDS:
        return False
    if word.category == "auxiliary":
        return _agrees(verb, word)
    return word.category == verb.category and word.text.casefold() == verb.text.casefold()


def read_stand_in(s: SentenceReadingState, word: Word) -> Result:
    return with_payload(s, markers=payload(s).markers + (Marker(STAND_IN, word.index, word.text),))
