"""A gerund that names the same money move as its clause (ADR 0164).

"He spent $10 buying his lunch", "She earned $30 selling cookies": after
spending an amount of money, an '-ing' form of a buying verb says what
the money went on; after earning one, a selling verb says where it came
from. It is the same event told twice, so, like a describing participle
(ADR 0035), the phrase is skipped while it carries no number and no
operator word, and also no person: "buying his sister a kite" or "selling
cookies to Mia" moves things to someone the skip would lose. Any other pairing ("spent $10 selling", "earned $30
buying") or an amount that is not money keeps the second-verb refusal.
"""

from __future__ import annotations

from dataclasses import replace

from reader.refusals import ReaderRefusal, refuse
from reader.rules.context import Word, payload
from reader.rules.participles import after_amount, in_participle
from reader.state import SentenceReadingState

# the clause's verb category -> the gerund category that restates its move
SAME_MOVE = {"verb_pay": "verb_buy", "verb_earn": "verb_sell"}
MONEY = "money"
MONEY_GERUND = "money_gerund"  # expectation while the restating phrase is skipped
# a person or a receiver inside the phrase may be someone the things went to
PARTIES = frozenset({"name", "person_noun", "prep_recipient", "pronoun"})


def opens_money_gerund(s: SentenceReadingState, word: Word) -> bool:
    """A buying gerund after money spent, or a selling one after money earned."""
    verb = s.pending_verb
    return (
        verb is not None
        and word.tags == ("VBG",)
        and SAME_MOVE.get(verb.category) == word.category
        and after_amount(_without_opening_if(s))
        and all(q.unit is not None and q.unit.dimension == MONEY for q in payload(s).quantities)
        and all(q.per is None and not q.price for q in payload(s).quantities)
    )


def _without_opening_if(s: SentenceReadingState) -> SentenceReadingState:
    """ "If he spent $20 buying shoes, ...": a sentence-opening 'if' supposes the event, it does not count."""
    pl = payload(s)
    kept = tuple(m for m in pl.markers if not (m.category == "subordinator" and m.token_index == 0))
    return replace(s, partial_frame_payload=replace(pl, markers=kept))


def in_money_gerund(
    s: SentenceReadingState, word: Word | None, text: str
) -> SentenceReadingState | ReaderRefusal:
    """Skip a word of the phrase as a describing participle does, but refuse a person or receiver."""
    if word is not None and word.category in PARTIES and "possessive" not in word.attr("case"):
        detail = f"a {word.category} inside a phrase restating a money move"
        return refuse("unexpected_category", detail, s.sentence_index, s.token_index, text)
    return in_participle(s, word, text)
