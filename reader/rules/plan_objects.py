"""What an intended move names ("to buy some groceries", "to sell his bike"): remembered, never counted.

A plan's object may say "some", "the" or an owner ("his bike") without
stating an amount. Nothing is counted for it, but the story could go on as
if the plan had been carried out, so each noun of the object is kept as an
intended thing and the whole problem is checked at the end like a scene
clause (ADR 0047): nothing may count it unless a later event of the same
doer and the same verb states how much ("He bought 3 apples" after "went
to buy some apples"), and a plan whose object pointed at an amount may not
follow any amount of its doer ("has 10 apples ... wants to sell his
apples") (ADR 0134).
"""

from __future__ import annotations

from reader.rules.context import Word, payload, with_payload
from reader.state import SentenceReadingState
from reader.values import DroppedObject, Unit

# Words that point at an amount without stating one: the plan may go on, its object is checked at the end.
REMEMBERED_POINTERS = frozenset({"vague_quantifier", "possessive_marker"})
NAMED = frozenset({"noun", "person_noun"})  # the nouns an intended object is made of


def points_softly(word: Word | None) -> bool:
    """ "some", "the", "his", "Tom's": a pointing word the end-of-problem check can answer for."""
    if word is None:
        return False
    if word.category in REMEMBERED_POINTERS:
        return True
    if word.category == "article":
        return word.attr("definite") == "true"
    return word.category == "pronoun" and "possessive" in word.attr("case")


def remember(s: SentenceReadingState, word: Word | None, pointing: bool) -> SentenceReadingState:
    """Note a pointing word, or keep a noun of the intended object as an intended thing."""
    pl = payload(s)
    if pointing:
        return with_payload(s, plan_points=True)
    if word is None or word.category not in NAMED:
        return s
    thing = DroppedObject(Unit(word.lemma.casefold()), not pl.plan_points, s.token_index, intended=True)
    return with_payload(s, dropped_objects=pl.dropped_objects + (thing,))
