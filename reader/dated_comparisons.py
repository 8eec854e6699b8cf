"""A comparison told in the past, used to answer a question about now (ADR 0159).

"Yesterday he had 5 more pears than apples. He has 9 apples. How many pears does he have?": the 5
more held yesterday; today's pears are unsaid (he may have eaten some). A story told wholly in the
past and asked in the present is the usual way of telling ("Tom had 5 more pears than Ann. Ann had 9.
How many does Tom have?"), so a past comparison refuses only when the story itself keeps two times
apart:

- the comparison is dated by a past time word ("yesterday", "last week") and either the question
  or another statement is in the present ("Ann has 6 apples. Yesterday she had 2 more pears than
  apples. How many pears did she have?": yesterday's apples are unsaid), or
- the question is in the present and a holding told after the comparison is too ("He has 9
  apples"): the story came back to now. A change in the present ("Mia buys 3 pens") is the story
  going on, and reads as before. A present statement before an undated comparison opens the
  story as usual ("Sue has 20 cards. She gave away 5, and she still had 3 times as many as Lou.")
  and reads as before.

Tense comes from the lexicon: a verb's past tag, do-support's ``light_verb`` tag, and the forms of
'be' (which the lexicon gives no tag) as the age reader reads them.
"""

from __future__ import annotations

from packs.model import Lexicon
from reader.lifecycle import sentence_words
from reader.moods_and_times import told
from reader.refusals import ReaderRefusal, refuse
from reader.rules.context import Word
from reader.state import ProblemReadingState
from reader.tokenise import Sentence
from reader.values import QuantityRef

PAST, PRESENT = "past", "present"
PRESENT_BE = frozenset({"is", "are", "am", "'s", "'m", "'re"})
PAST_BE = frozenset({"was", "were"})


def dated_comparison(
    sentences: tuple[Sentence, ...], problem: ProblemReadingState, lexicon: Lexicon
) -> ReaderRefusal | None:
    """Refuse a question answered through a comparison the story dates in the past, at another time."""
    q = problem.unknown_target_slot
    if q is None or q.sentence_index >= len(sentences):
        return None
    asked_now = tense(sentence_words(sentences[q.sentence_index], lexicon)) == PRESENT
    times = told(sentences, lexicon)
    tenses = [tense(sentence_words(s, lexicon)) for s in sentences]
    held = {h.quantity.sentence_index for h in problem.accumulated_initial_state}
    held |= {t.quantity.sentence_index for t in problem.group_totals}  # "They had 27 in all" (ADR 0268)
    for h in problem.accumulated_initial_state:
        if not (h.than or h.than_unit is not None or h.quantity.times is not None):
            continue
        at = h.quantity.sentence_index
        if at >= len(sentences) or at == q.sentence_index:
            continue
        dated = times[at].past is not None
        if not (dated or tenses[at] == PAST):
            if _present_beside_past(problem, tenses, held, at):
                return _refused(
                    h.quantity, "a comparison told in the present beside an amount told in the past"
                )
            continue
        others = [i for i, t in enumerate(tenses) if t == PRESENT and i not in (at, q.sentence_index)]
        later = [i for i in others if i > at and i in held]  # "He has 9 apples", not "Mia buys 3"
        if (
            (dated and (asked_now or others))
            or (asked_now and later)
            or _back_in_time(problem, tenses, held, at)
        ):
            return _refused(h.quantity, "a comparison told of a past time, and a question about now")
    return None


def _refused(quantity: QuantityRef, why: str) -> ReaderRefusal:
    return refuse(
        "readings_disagree",
        f"{why}: the amounts may have changed",
        quantity.sentence_index,
        quantity.token_index,
        quantity.text,
    )


def _present_beside_past(problem: ProblemReadingState, tenses: list[str], held: set[int], at: int) -> bool:
    """A comparison told in the present beside a holding told in the past, with no change between.

    "Raj had 20 stamps. He has twice as many as Kim." and "Kim has 7 more than Raj. Raj had 20.":
    Raj's stamps now are unsaid, so the comparison has nothing to be measured from. A change between
    the two ("Raj had 20. He gave away 4. He has twice as many as Kim.") is the story going on.
    """
    if tenses[at] != PRESENT:
        return False
    moved = {op.quantity.sentence_index for op in problem.accumulated_operations}
    for j in sorted(held):
        if j != at and tenses[j] == PAST and not any(min(j, at) <= i <= max(j, at) for i in moved):
            return True
    return False


def _back_in_time(problem: ProblemReadingState, tenses: list[str], held: set[int], at: int) -> bool:
    """A past comparison right after a holding told in the present, with no change between (ADR 0175).

    "Raj has 20 stamps. He had 5 more than Kim.": the story stepped back from now to some earlier
    time, when Raj's stamps are unsaid. A change in between ("She gave away 5, and she still had
    ...") is the story going on, told in the past, and reads as before.
    """
    opened = [j for j in range(at) if tenses[j] == PRESENT and j in held]
    if not opened:
        return False
    moved = {op.quantity.sentence_index for op in problem.accumulated_operations}
    return not any(opened[-1] <= i <= at for i in moved)


def tense(words: tuple[Word | None, ...]) -> str:
    """The tense of the first finite verb of a clause: past, present, or "" (a modal, none found)."""
    for w in words:
        if w is None:
            continue
        if w.category == "copula":
            text = w.text.casefold()
            return PRESENT if text in PRESENT_BE else PAST if text in PAST_BE else ""
        if w.category == "auxiliary":
            tag = w.attr("light_verb") or ""
            return PAST if tag == "VBD" else PRESENT if tag in ("VBZ", "VB") else ""
        if w.category.startswith("verb"):
            if "VBD" in w.tags:
                return PAST
            if "VBZ" in w.tags or "VBP" in w.tags:
                return PRESENT
    return ""
