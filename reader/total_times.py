"""A group's total and a member's amount told of different times (ADR 0294).

"Tom and Ann have 60 stickers together. Tom had 20 stickers." ADR 0189 reads the total as one equation
over the members' amounts, and ADR 0268 solves it together with a relation between them ("Omar had 4
more marbles than Nina"). Both readings take every statement as told of one moment. When the story
keeps two times apart, the equations are of different moments and solving them together gives a
wrong answer rather than none: Tom's 20 were held then, the 60 are held now, and what Tom holds now
is not told.

A total and a statement of one of its members' amounts of the same kind (a holding, or a relation
naming the member on either side) are told of different times when:

- their clauses differ in tense (a past verb or 'was'/'were' beside a present one), or
- one is dated ("last year", "yesterday", "on Monday", "already", "had bought") and the other is not,
  or both are dated by different words;

and no change is told between them (a change between is the story going on: "Tom and Ann had 60
stickers together. Tom gave Ann 5. Now Tom has 20." reads as before).

A story told wholly in the past and asked in the present is the usual way of telling a story of
changes, but with no change told at all there is nothing after the past: "Omar had 4 more marbles than
Nina. Omar and Nina had 36 marbles together. How many marbles does Nina have?" asks of a time the story
never reached, so that refuses too; "How many marbles did Nina have?" reads as before.

The re-readings that write a total plainly ("the number of their dresses combined was 48", "They have
36 in all") keep the tense they read, so the same check covers them. Tense comes from the lexicon: a
verb's tags, do-support's ``light_verb`` tag, and the forms of 'be' (which carry no tag).
"""

from __future__ import annotations

from packs.model import Lexicon
from reader.held_times import dated_word, present_question
from reader.lifecycle import sentence_words
from reader.moods_and_times import told
from reader.refusals import ReaderRefusal, refuse
from reader.rules.context import Word
from reader.state import ProblemReadingState
from reader.tokenise import Sentence
from reader.values import QuantityRef

PAST, PRESENT = "past", "present"
PRESENT_BE = frozenset({"is", "are", "am", "'s", "'re", "'m"})
PAST_BE = frozenset({"was", "were"})
CLAUSE_WORDS = ("verb", "copula", "auxiliary")
JOINING = frozenset({"conjunction", "contrast_marker"})
HELD_KINDS = frozenset({"value", "total", "difference", "initial"})
DATES = frozenset({"past", "during"})  # time markers that date a clause ("last year", "on Monday")
DATE_NOUNS = ("noun", "time_noun", "unit_noun")  # the word a date marker names ("last week")


def total_at_another_time(
    sentences: tuple[Sentence, ...], problem: ProblemReadingState, lexicon: Lexicon
) -> ReaderRefusal | None:
    """Refuse a group total beside a member's amount told of another time (see the module's text)."""
    q = problem.unknown_target_slot
    if q is None or not problem.group_totals or q.sentence_index >= len(sentences):
        return None
    times = told(sentences, lexicon)
    words = [sentence_words(s, lexicon) for s in sentences]
    for total in problem.group_totals:
        parts = set(total.parts)
        members = [
            h.quantity
            for h in problem.accumulated_initial_state
            if (h.entity in parts or h.than in parts) and _same_kind(h.quantity, total.quantity)
        ]
        if not members:
            continue
        when = _when(total.quantity, words, times)
        moved = {o.quantity.sentence_index for o in problem.accumulated_operations}
        for x in members:
            span = range(
                min(x.sentence_index, total.quantity.sentence_index),
                max(x.sentence_index, total.quantity.sentence_index) + 1,
            )
            if any(i in moved for i in span):
                continue  # "had 60 together. Tom gave Ann 5. Now Tom has 20.": the story went on between
            if _when(x, words, times) != when:
                return _refused(
                    total.quantity, "a total for a group and a member's amount told of different times"
                )
        asked_now = present_question(words[q.sentence_index]) and q.kind in HELD_KINDS
        if asked_now and q.entities and set(q.entities) & parts and not problem.accumulated_operations:
            if when[0] == PAST or when[1]:
                return _refused(
                    total.quantity,
                    "a total for a group and its members' amounts told of a past time, no change told, "
                    "and a question about now",
                )
    return None


def _same_kind(a: QuantityRef, b: QuantityRef) -> bool:
    return a.unit is None or b.unit is None or a.unit.head == b.unit.head


def _when(x: QuantityRef, words: list[tuple[Word | None, ...]], times) -> tuple[str, tuple[str, ...]]:
    """(tense of the amount's clause, the words dating its sentence; () for none)."""
    said = words[x.sentence_index] if x.sentence_index < len(words) else ()
    return _tense(said[: x.token_index]), _date(
        said, times[x.sentence_index] if x.sentence_index < len(times) else None
    )


def _tense(before: tuple[Word | None, ...]) -> str:
    """The tense of the last finite word of the clause before the amount: past, present or ""."""
    for at in range(len(before) - 1, -1, -1):
        w = before[at]
        if w is None:
            continue
        if w.category in JOINING:
            return ""
        if w.category == "copula":
            text = w.text.casefold()
            return PRESENT if text in PRESENT_BE else PAST if text in PAST_BE else ""
        if w.category == "auxiliary":
            tag = w.attr("light_verb") or ""
            if tag:
                return PAST if tag == "VBD" else PRESENT
            continue  # a modal: look further back
        if w.category.startswith("verb"):
            if w.tags == ("VB",):  # "Mia and Leo have": present unless a modal comes before it
                prior = next((v for v in reversed(before[:at]) if v is not None), None)
                modal = prior is not None and prior.category == "auxiliary" and not prior.attr("light_verb")
                return "" if modal else PRESENT
            if "VBD" in w.tags and "VBN" not in w.tags:
                return PAST
            if "VBZ" in w.tags or "VBP" in w.tags:
                return PRESENT
            if "VBD" in w.tags:
                return PAST  # "had", "found": past unless a 'have' before it makes it a participle
    return ""


def _date(said: tuple[Word | None, ...], placed) -> tuple[str, ...]:
    """The words dating a sentence ("last", "year"), or the perfect's 'had'; () when it is undated."""
    for i, w in enumerate(said):
        if w is not None and w.category == "time_marker" and w.attr("relation") in DATES:
            nxt = said[i + 1] if i + 1 < len(said) else None
            named = (nxt.lemma.casefold(),) if nxt is not None and nxt.category in DATE_NOUNS else ()
            return (w.lemma.casefold(), *named)
    if placed is not None and placed.past is not None:
        word = said[placed.past] if placed.past < len(said) else None
        return (word.lemma.casefold(),) if word is not None else ("past",)
    at = dated_word(said)
    if at is not None:
        return (said[at].lemma.casefold(),)
    return ()


def _refused(quantity: QuantityRef, why: str) -> ReaderRefusal:
    return refuse(
        "readings_disagree",
        f"{why}: the amounts are not of one moment",
        quantity.sentence_index,
        quantity.token_index,
        quantity.text,
    )
