"""Relative clauses that only describe an amount already read (ADR 0071).

"The workers cut down 2 bushes that were damaged": after a clause has its
verb and a finished amount, "that" + a copula opens a clause that says
what the counted things were like, not how many moved. It is skipped up to
a comma, an "and" or the end of the sentence, but only while it holds
adjectives, adverbs and untaught participles: no number, no operator word,
no name or pronoun (another holder), no place, and no verb that moves
amounts ("5 apples that Ann gave him" changes Ann's amount). Anything else
refuses, as before.
"""

from __future__ import annotations

from dataclasses import replace

from reader.refusals import ReaderRefusal, refuse
from reader.rules.context import Result, Word, unexpected
from reader.rules.participles import after_amount
from reader.rules.phrases import close_np
from reader.state import LOOKBACK_LIMIT, ProblemReadingState, SentenceReadingState
from reader.values import AppliedCategory

RELATIVE_OPEN = "relative_open"  # "that" read; its copula must follow
RELATIVE = "relative"  # inside the describing clause
# What a describing clause may hold: the state of the things; never an amount, another holder, or a
# place (a question may ask what is in a place: "that are in the box" would hide where they are).
DESCRIBING = frozenset({"adjective", "adverb"})
# An untaught verb form after the copula describes a state ("were damaged", "were rotting"); the seed
# also files many adjectives as verbs ("dry", "sour"). A finite form would open a clause of its own.
STATE_TAGS = frozenset({"VB", "VBN", "VBG"})


def on_relative_pronoun(s: SentenceReadingState, p: ProblemReadingState, word: Word) -> Result:
    from reader.amounts_that_move import than_that

    second = than_that(s, word)  # "than those that got off" (ADR 0141)
    if second is not None:
        return second
    closed = close_np(s, p)
    if not isinstance(closed, SentenceReadingState):
        return closed
    if not after_amount(closed):
        return unexpected(s, word, "(a relative clause is read only after a finished amount)")
    return replace(closed, expectation=RELATIVE_OPEN)


def in_relative(
    s: SentenceReadingState, word: Word | None, text: str
) -> SentenceReadingState | ReaderRefusal:
    """One token of the describing clause: its copula first, then describing words only."""
    category = "unknown" if word is None else word.category
    if s.expectation == RELATIVE_OPEN:
        allowed = category == "copula"
    else:
        untaught_state = category == "verb" and word is not None and _state_form(word.tags)
        allowed = category in DESCRIBING or untaught_state
    if not allowed:
        detail = f"a {category} inside a describing relative clause"
        return refuse("unexpected_category", detail, s.sentence_index, s.token_index, text)
    lookback = (s.lookback + (AppliedCategory(category, s.token_index),))[-LOOKBACK_LIMIT:]
    return replace(s, expectation=RELATIVE, token_index=s.token_index + 1, lookback=lookback)


def _state_form(tags: tuple[str, ...]) -> bool:
    """ "damaged" (past or participle) after the copula is the participle; "paints" would be a new verb."""
    return bool(tags) and "VBZ" not in tags and ("VBN" in tags or set(tags) <= STATE_TAGS)


RELATIVE_HANDLERS = {"relative_pronoun": on_relative_pronoun}

__all__ = ["RELATIVE", "RELATIVE_HANDLERS", "RELATIVE_OPEN", "in_relative"]
