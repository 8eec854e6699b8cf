"""Time spent on an activity named by a gerund: "She spent 3 hours reading", "2 hours on learning French".

A verb that spends (``verb_pay``) with a duration says where the time went; the
'-ing' phrase after the duration (or after 'on'/'in' right after it) names the
activity. ADR 0035 skipped that phrase as a mere description, so the time spent
reading and the time spent swimming were one amount and a question could not
pick one. Here the activity becomes the kind of the duration, like the
substance of a measure (ADR 0073): "3 hours reading" is time of the kind
``act:read``, "2 hours on learning french" of ``act:learn french``. A question
"How many hours did she spend reading?" asks for that kind only; a plain "How
many hours did she spend?" covers every kind (ADR 0118).

The activity's name is the gerund's lemma and the words of its phrase up to a
comma, 'and' or the end, less articles and possessives ("cleaning her room" and
"cleaning the room" are one activity). Only durations are named: money spent
"playing pinball" still leaves the holder's money, whatever it paid for.
"""

from __future__ import annotations

from dataclasses import replace

from reader.rules.context import Word, payload, with_payload
from reader.rules.participles import DESCRIPTIVE_VERBS, after_amount, ends_participle
from reader.state import ProblemReadingState, SentenceReadingState
from reader.substances import ACT, activity_of
from reader.values import QuantityRef, Unit

ACTIVITY_PHRASE = "spent_activity"  # expectation: the words of the activity's phrase follow
SPENDING = "verb_pay"
UNNAMING = frozenset({"article", "determiner", "possessive_marker"})  # left out of the activity's name
# Words that may go on naming the activity in a question; any other word ends the phrase there.
QUESTION_NAMING = frozenset(
    {
        "noun",
        "adjective",
        "name",
        "verb",
        "verb_activity",
        "article",
        "determiner",
        "pronoun",
        "possessive_marker",
    }
)


def named_unit(unit: Unit, name: str) -> Unit:
    """The unit as time of the activity ``name`` (any earlier activity name replaced)."""
    kept = tuple(m for m in unit.modifiers if not m.startswith(ACT))
    return replace(unit, modifiers=tuple(sorted(set(kept) | {ACT + name})))


def _spent_duration(q: QuantityRef) -> bool:
    return (
        q.unit is not None
        and q.unit.dimension == "time"
        and not activity_of(q.unit)
        and q.per is None
        and not q.price
        and q.share is None
        and q.times is None
    )


def _gerund(word: Word) -> bool:
    """The '-ing' form of a verb that moves nothing (ADR 0035's describing verbs).

    "spent 10 minutes eating apples" also eats apples, an amount nobody states: such a gerund keeps
    its refusal, as it does after 'for' or 'from' (ADR 0096).
    """
    return word.category in DESCRIPTIVE_VERBS and word.tags == ("VBG",)


def _right_after_on(s: SentenceReadingState, word: Word) -> bool:
    prep = payload(s).open_preposition
    return prep is not None and prep.category == "prep_in" and prep.token_index == word.index - 1


def opens_spent_activity(
    s: SentenceReadingState, p: ProblemReadingState, word: Word
) -> SentenceReadingState | None:
    """ "spent 3 hours reading" / "spent 3 hours on reading": the gerund names the last duration's kind.

    Tried before a gerund of an untaught verb could join the open phrase ("3 hours cleaning"):
    the phrase is closed first, and left open when the gerund names no spent duration.
    """
    if not _gerund(word) or s.pending_verb is None or s.pending_verb.category != SPENDING:
        return None
    from reader.rules.phrases import close_np

    closed = close_np(s, p)
    if not isinstance(closed, SentenceReadingState):
        return None
    s = closed
    pl = payload(s)
    if s.frame == "question":
        return _asked_activity(s, word)
    on = _right_after_on(s, word)
    bare = replace(s, partial_frame_payload=replace(pl, open_preposition=None)) if on else s
    if not pl.quantities or not after_amount(bare) or not _spent_duration(pl.quantities[-1]):
        return None
    last = pl.quantities[-1]
    if on and pl.open_preposition.token_index != last.token_index + 2:
        return None  # "spent 3 hours at the park on ...": 'on' must follow the duration's unit
    assert last.unit is not None
    named = replace(last, unit=named_unit(last.unit, word.lemma))
    s = with_payload(s, quantities=pl.quantities[:-1] + (named,), open_preposition=None)
    return replace(s, expectation=ACTIVITY_PHRASE)


def _asked_activity(s: SentenceReadingState, word: Word) -> SentenceReadingState | None:
    """ "How many hours did she spend (on) reading?": right after the verb, or after its 'on'."""
    pl = payload(s)
    part = pl.question
    verb = s.pending_verb
    assert verb is not None
    if (
        part is None
        or part.unit is None
        or part.unit.dimension != "time"
        or pl.quantities
        or s.pending_quantities
        or pl.open_np is not None
        or s.pending_entity_ref is None
    ):
        return None
    on = _right_after_on(s, word)
    if activity_of(part.unit) and pl.than_unit is None and _right_after_than(s, word, on):
        # "How many more hours did he spend reading than (on) swimming?": the kind subtracted
        than = replace(part.unit, modifiers=tuple(m for m in part.unit.modifiers if not m.startswith(ACT)))
        s = with_payload(s, than_unit=named_unit(than, word.lemma), open_preposition=None)
        return replace(s, expectation=ACTIVITY_PHRASE)
    if activity_of(part.unit) or word.index != verb.token_index + (2 if on else 1):
        return None
    asked = replace(part, unit=named_unit(part.unit, word.lemma))
    s = with_payload(s, question=asked, open_preposition=None)
    return replace(s, expectation=ACTIVITY_PHRASE)


def _right_after_than(s: SentenceReadingState, word: Word, on: bool) -> bool:
    """'than' right before the gerund, or before the 'on' right before it; "than he does" may come between."""
    than = [m for m in payload(s).markers if m.category == "than_marker"]
    if len(than) != 1:
        return False
    gap = word.index - (2 if on else 1) - than[0].token_index
    if gap == 0:
        return True
    seen = {a.token_index: a.category for a in s.lookback}
    start = than[0].token_index
    return gap == 2 and seen.get(start + 1) in SELF_WORDS and seen.get(start + 2) == "auxiliary"


SELF_WORDS = frozenset({"pronoun", "name"})  # the question's own subject again, after 'than'
AGREEING = {True: frozenset({"did"}), False: frozenset({"does", "do"})}  # by the question's own auxiliary


def than_self_stands_in(s: SentenceReadingState, word: Word) -> SentenceReadingState | None:
    """ "How many more hours does he spend reading than he does (on) swimming?" (ADR 0187).

    After an asked activity and 'than', the question's own subject and an auxiliary of the
    question's own tense only repeat its verb for the same doer: the comparison is between two
    activities of one person, exactly as "than (on) swimming". The subject read after 'than' as a
    compared holder is taken back; the gerund after the auxiliary then names the activity
    subtracted. Another holder ("than Ann does"), another tense ("than he did") or anything but
    an asked activity keeps the refusal.
    """
    pl = payload(s)
    part = pl.question
    subject = s.pending_entity_ref
    than = [m for m in pl.markers if m.category == "than_marker"]
    seen = {a.token_index: a.category for a in s.lookback}
    if (
        s.frame != "question"
        or word.category != "auxiliary"
        or part is None
        or part.unit is None
        or not activity_of(part.unit)
        or pl.than_unit is not None
        or subject is None
        or len(than) != 1
        or than[0].token_index != word.index - 2
        or seen.get(word.index - 1) not in SELF_WORDS
        or not pl.objects
        or pl.objects[-1].key != subject.key
        or word.text.casefold() not in AGREEING[pl.past_auxiliary]
        or not pl.auxiliary
    ):
        return None
    return with_payload(s, objects=pl.objects[:-1])


def ends_activity_phrase(s: SentenceReadingState, word: Word | None) -> bool:
    """A comma or 'and' ends the phrase; in a question, so does any word that cannot name a thing."""
    if ends_participle(word):
        return True
    return s.frame == "question" and word is not None and word.category not in QUESTION_NAMING


def in_activity_phrase(s: SentenceReadingState, word: Word | None, text: str) -> SentenceReadingState:
    """One more word of the activity's phrase (already checked to be passable): it joins the name."""
    if word is not None and (word.category in UNNAMING or "possessive" in word.attr("case")):
        return s
    pl = payload(s)
    text = text.casefold()
    if s.frame == "question" and pl.than_unit is not None and activity_of(pl.than_unit):
        (name,) = activity_of(pl.than_unit)
        return with_payload(s, than_unit=named_unit(pl.than_unit, name[len(ACT) :] + " " + text))
    if s.frame == "question":
        part = pl.question
        assert part is not None and part.unit is not None
        (name,) = activity_of(part.unit)
        return with_payload(
            s, question=replace(part, unit=named_unit(part.unit, name[len(ACT) :] + " " + text))
        )
    last = pl.quantities[-1]
    assert last.unit is not None
    (name,) = activity_of(last.unit)
    named = replace(last, unit=named_unit(last.unit, name[len(ACT) :] + " " + text))
    return with_payload(s, quantities=pl.quantities[:-1] + (named,))


__all__ = [
    "ACTIVITY_PHRASE",
    "named_unit",
    "activity_of",
    "ends_activity_phrase",
    "in_activity_phrase",
    "opens_spent_activity",
    "than_self_stands_in",
]
