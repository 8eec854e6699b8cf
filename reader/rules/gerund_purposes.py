"""A gerund after "for", "from" or "by" that says what a finished amount was for.

"Ann earned $5 for walking dogs", "He saved 80 cents from washing cars":
once the clause has its verb and every amount its unit, the preposition
and an '-ing' form of a verb that moves nothing open the same describing
phrase as "won 32 tickets playing darts" (ADR 0035): it is skipped while
it holds no number and no operator word. A gerund of a verb that moves
amounts ("from selling lemonade", "for buying 3 pens") keeps its refusal:
it names a second change of unknown size (ADR 0096).

The phrase's words are kept as the clause's purpose ("walk dogs" for "for walking dogs"): a
wage per hour pays only the activity its purpose names (ADR 0121).
"""

from __future__ import annotations

from dataclasses import replace

from reader.refusals import ReaderRefusal
from reader.rules.context import Word, payload, with_payload
from reader.rules.participles import DESCRIPTIVE_VERBS, after_amount
from reader.state import SentenceReadingState

PURPOSE_PREPOSITIONS = frozenset({"for", "from", "by"})


def opens_gerund_purpose(s: SentenceReadingState, word: Word) -> bool:
    """ "for" / "from" / "by" + the '-ing' form of an untaught or activity verb after a finished amount."""
    prep = payload(s).open_preposition
    return (
        prep is not None
        and prep.text.casefold() in PURPOSE_PREPOSITIONS
        and prep.token_index == word.index - 1
        and word.category in DESCRIPTIVE_VERBS
        and word.tags == ("VBG",)
        and after_amount(replace(s, partial_frame_payload=replace(payload(s), open_preposition=None)))
    )


def in_purpose(
    s: SentenceReadingState | ReaderRefusal, word: Word | None, text: str
) -> SentenceReadingState | ReaderRefusal:
    """A word skipped inside a describing phrase joins the clause's purpose, once one is open (ADR 0121)."""
    if isinstance(s, ReaderRefusal) or not payload(s).purpose:
        return s
    from reader.rules.spent_activities import UNNAMING

    if word is not None and (word.category in UNNAMING or "possessive" in word.attr("case")):
        return s
    return with_payload(s, purpose=payload(s).purpose + " " + text.casefold())  # as ADR 0118 names them
