"""A gerund after "for", "from" or "by" that says what a finished amount was for.

"Ann earned $5 for walking dogs", "He saved 80 cents from washing cars":
once the clause has its verb and every amount its unit, the preposition
and an '-ing' form of a verb that moves nothing open the same describing
phrase as "won 32 tickets playing darts" (ADR 0035): it is skipped while
it holds no number and no operator word. A gerund of a verb that moves
amounts ("from selling lemonade", "for buying 3 pens") keeps its refusal:
it names a second change of unknown size (ADR 0096).
"""

from __future__ import annotations

from dataclasses import replace

from reader.rules.context import Word, payload
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
