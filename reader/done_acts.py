"""A light 'do' that counts acts: "Zachary did 51 push-ups", "How many push-ups did John do?".

'do', 'does' and 'did' are do-support, so such a sentence first ends with no verb (or,
with "than Zachary" after it, with a stray subject). English also uses 'do' for
exercises and other acts counted one by one: doing 51 push-ups makes 51 push-ups done,
exactly as "baked 51 cookies" makes 51 cookies. So a refused sentence is read again with
its light 'do' as a making verb, and that reading is kept only when every amount it
commits is a whole count of a noun the pack marks as an act (``act: done``: push-up,
crunch, lap ...), or, for a question, when the asked unit is such a noun. "did 3
apples", "did 20 dollars" or a 'do' whose amount names no act keep the first refusal
(ADR 0198). Comparisons, lists and totals then read as they do for any making verb.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from reader.lifecycle import sentence_words
from reader.refusals import ReaderRefusal
from reader.verb_position import DONE_ACTS

if TYPE_CHECKING:
    from collections.abc import Callable

    from packs.model import Lexicon
    from reader.rules.context import Word
    from reader.state import ProblemReadingState
    from reader.tokenise import Sentence
    from reader.values import Unit

ACT_ATTR = "act"
SUBJECTS = frozenset({"name", "pronoun", "person_noun", "noun"})
NUMBERS = frozenset({"number", "number_word"})
SKIPPED = frozenset({"adverb"})  # "she also did"
# after the asked 'do' of "did John do", no subject or object may follow: "did John do 5 ..." is no question of it
OPENING = SUBJECTS | NUMBERS | {"article", "determiner", "possessive_marker"}


def is_act_noun(unit: Unit | None, lexicon: Lexicon) -> bool:
    """A counted unit whose head noun the pack marks as an act one does ("push-up", "crunch")."""
    if unit is None or not unit.is_count:
        return False
    sense = lexicon.lookup(unit.head)
    return sense is not None and sense.entry.category == "noun" and sense.entry.attr(ACT_ATTR) == "done"


def _counts_done_acts(
    before: ProblemReadingState, after: ProblemReadingState, verbs: frozenset[int], lexicon: Lexicon
) -> bool:
    """Every new operation is a light verb's count of an act noun, and no holding was committed."""
    new_ops = after.accumulated_operations[len(before.accumulated_operations) :]
    if after.accumulated_initial_state != before.accumulated_initial_state:
        return False
    return all(
        op.verb.token_index in verbs
        and op.verb.category == "verb_produce"
        and op.quantity.per is None
        and not op.quantity.price
        and is_act_noun(op.quantity.unit, lexicon)
        for op in new_ops
    )


def _asks_done_acts(after: ProblemReadingState, lexicon: Lexicon) -> bool:
    """The question asks for a count of acts done: "How many push-ups did John do?"."""
    q = after.unknown_target_slot
    return (
        q is not None
        and q.verb_category == "verb_produce"
        and is_act_noun(q.unit, lexicon)
        and (q.than_unit is None or is_act_noun(q.than_unit, lexicon))
    )


def _subject_before(words: tuple[Word | None, ...], i: int) -> bool:
    before = next((w for w in reversed(words[:i]) if w is None or w.category not in SKIPPED), None)
    return before is not None and before.category in SUBJECTS


def _done_at(words: tuple[Word | None, ...], question: bool) -> tuple[tuple[int, tuple[str, ...]], ...]:
    """Each light 'do' that says a doing: after its subject and before a number ("David did 22 ..."),
    or, in a question, after its subject at the end of "did John do"."""
    found = []
    for i, word in enumerate(words):
        if word is None or word.category != "auxiliary" or not word.attr("light_verb") or i == 0:
            continue
        after = words[i + 1] if i + 1 < len(words) else None
        counted = after is not None and after.category in NUMBERS
        asks = [j for j, w in enumerate(words[:i]) if w is not None and w.category == "question_word"]
        asked = (
            question
            and bool(asks)
            and any(
                w is not None and w.category == "auxiliary" and w.attr("light_verb")
                for w in words[asks[-1] + 1 : i - 1]
            )
            and (after is None or after.category not in OPENING)
        )
        if _subject_before(words, i) and (counted or asked):
            found.append((i, (word.attr("light_verb"), DONE_ACTS)))
    return tuple(found)


def read_done_acts(
    sentence: Sentence,
    problem: ProblemReadingState,
    lexicon: Lexicon,
    refusal: ReaderRefusal,
    read_sentence: Callable[..., ProblemReadingState | ReaderRefusal],
) -> ProblemReadingState | ReaderRefusal:
    """The sentence read with its light 'do's as the making of counted acts, or the first refusal."""
    if refusal.sentence_index != problem.sentence_index:
        return refusal
    verbs = _done_at(sentence_words(sentence, lexicon), sentence.is_question)
    if not verbs:
        return refusal
    read = read_sentence(verbs)
    if isinstance(read, ReaderRefusal):
        return refusal
    if not _counts_done_acts(problem, read, frozenset(i for i, _ in verbs), lexicon):
        return refusal
    if sentence.is_question and not _asks_done_acts(read, lexicon):
        return refusal
    if not sentence.is_question and len(read.accumulated_operations) == len(problem.accumulated_operations):
        return refusal
    return read


__all__ = ["is_act_noun", "read_done_acts"]
