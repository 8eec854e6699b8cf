"""A thing named after the copula of a question is the question's subject, never a setting (ADR 0211).

"How much was the bill?", "How many were the cakes?": after 'how much/many' and 'is/was', the noun phrase
is what the question is about. The phrase closer drops a phrase it gives no role as a setting ("at the
store", "the first night"), and the question then fell back to the one holder of the story, so a story
of 12 children answered "12 dollars" for the bill. A question whose subject is such a thing refuses
instead: no rule reads what a bill, a cake or a room amounts to from the holdings told.
"""

from __future__ import annotations

from reader.refusals import ReaderRefusal, refuse
from reader.rules.context import payload
from reader.state import SentenceReadingState
from reader.values import Marker, NounPhrase

THING_HEADS = frozenset({"noun", "unit_noun", "price_noun", "money_noun", "coin_noun"})


def dropped_copula_subject(
    s: SentenceReadingState, np: NounPhrase, prep: Marker | None
) -> ReaderRefusal | None:
    """The refusal for a question's subject after its copula that would otherwise be dropped."""
    verb = s.pending_verb
    if (
        s.frame != "question"
        or not _bare_how_much(s)  # "How long is the road?": a measure question, read elsewhere
        or prep is not None
        or verb is None
        or verb.category != "copula"
        or not np.words
        or np.words[-1][1] not in THING_HEADS
    ):
        return None
    owned = _after_owner(s, np, verb.token_index)  # "How much was her cake?": 'her' was read as the holder
    if not owned and (
        s.expectation != "question_subject"
        or s.pending_entity_ref is not None
        or np.start_index != verb.token_index + 1  # "are sitting on the fence": a setting after a verb
        or not (np.determiner or np.possessor)  # "are sitting", "were present": a state, not a subject
    ):
        return None
    return refuse(
        "dangling_entity",
        f"the question asks what '{np.words[-1][0]}' amounts to, which no rule reads from the story",
        s.sentence_index,
        np.start_index,
        np.words[-1][0],
    )


def _after_owner(s: SentenceReadingState, np: NounPhrase, verb_index: int) -> bool:
    """ "was her cake": a pronoun right after the copula, then the thing it owns."""
    return np.start_index == verb_index + 2 and any(
        a.token_index == verb_index + 1 and a.category == "pronoun" for a in s.lookback
    )


def _bare_how_much(s: SentenceReadingState) -> bool:
    """ "How much", "How many" with no unit of their own: the subject is all that says what is asked."""
    part = payload(s).question
    return (
        part is not None
        and part.unit is None
        and not part.motion
        and any(a.token_index == part.token_index and a.category == "question_quantity" for a in s.lookback)
    )
