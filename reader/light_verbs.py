"""A light 'do' whose object names an activity and its duration: "she did 50 minutes of babysitting".

'do', 'does' and 'did' are do-support ("did she eat", "does not have"), so the
reader takes them as auxiliaries and such a sentence ends with no verb. English
also uses 'do' as a light verb: the duration after it is time spent on the
activity named after 'of', exactly what "she babysat for 50 minutes" or "she
worked 50 minutes" says (ADR 0030). A sentence that ended with no verb is read
again with the auxiliary as the activity verb, when the pack marks it
(`light_verb: <tag>`) and it stands right after the subject and right before a
number. The reading is kept only when every amount it commits is a duration
with an activity named after 'of' ("3 hours of homework"); "did 20 push-ups",
"did 3 hours" or anything else keeps the first refusal (ADR 0118).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from reader.lifecycle import sentence_words
from reader.refusals import ReaderRefusal
from reader.substances import ACT
from reader.verb_position import is_no_verb, is_verbal

if TYPE_CHECKING:
    from collections.abc import Callable

    from packs.model import Lexicon
    from reader.state import ProblemReadingState
    from reader.tokenise import Sentence
    from reader.values import Unit

NUMBER_CATEGORIES = frozenset({"number", "number_word"})
SKIPPED = frozenset({"adverb"})  # "she also did"
NAMED_ACTIVITY = "of:"


def _candidate(words) -> tuple[int, str] | None:
    """(token, tag) of the one light auxiliary right before a number, with no verbal word before it."""
    found = []
    for i, word in enumerate(words):
        if word is None:
            continue
        tag = word.attr("light_verb") if word.category == "auxiliary" else ""
        if tag and i > 0 and i + 1 < len(words):
            after = words[i + 1]
            before = next((w for w in reversed(words[:i]) if w is None or w.category not in SKIPPED), None)
            if (
                after is not None
                and after.category in NUMBER_CATEGORIES
                and before is not None
                and before.category in ("name", "pronoun", "person_noun", "noun")
                and not any(w is not None and is_verbal(w) for w in words[:i])
            ):
                found.append((i, tag))
        if word.category != "auxiliary" and is_verbal(word):
            break
    return found[0] if len(found) == 1 else None


def _named_durations(before: ProblemReadingState, after: ProblemReadingState, tag_index: int) -> bool:
    """Every new operation is the light verb's timed activity with the activity named after 'of'."""
    new_ops = after.accumulated_operations[len(before.accumulated_operations) :]
    if not new_ops or after.accumulated_initial_state != before.accumulated_initial_state:
        return False
    return all(
        op.verb.token_index == tag_index
        and op.verb.category == "verb_activity"
        and op.quantity.unit is not None
        and op.quantity.unit.dimension == "time"
        and op.quantity.value is not None
        and any(m.startswith((NAMED_ACTIVITY, ACT)) for m in op.quantity.unit.modifiers)
        for op in new_ops
    )


def read_light_verb(
    sentence: Sentence,
    problem: ProblemReadingState,
    lexicon: Lexicon,
    refusal: ReaderRefusal,
    read_sentence: Callable[..., ProblemReadingState | ReaderRefusal],
) -> ProblemReadingState | ReaderRefusal:
    """The sentence read with its light 'do' as the activity verb, or the first refusal."""
    if sentence.is_question or not is_no_verb(refusal) or refusal.sentence_index != problem.sentence_index:
        return refusal
    found = _candidate(sentence_words(sentence, lexicon))
    if found is None:
        return refusal
    index, tag = found
    read = read_sentence(index, (tag,))
    if isinstance(read, ReaderRefusal) or not _named_durations(problem, read, index):
        return refusal
    return _activities_named(problem, read)


def _activities_named(before: ProblemReadingState, after: ProblemReadingState) -> ProblemReadingState:
    """Each duration keeps its own activity: "3 hours of reading and 2 hours of babysitting" (ADR 0121).

    The 'of' content becomes the duration's kind (``act:read``), as "spent 3 hours reading" does
    (ADR 0118), so no rate pays one activity's time for another's, and the time is not one chain.
    """
    old = len(before.accumulated_operations)
    named = tuple(
        replace(op, quantity=replace(op.quantity, unit=_as_activity(op.quantity.unit)))
        for op in after.accumulated_operations[old:]
    )
    return replace(after, accumulated_operations=after.accumulated_operations[:old] + named)


def _as_activity(unit: Unit) -> Unit:
    contents = [m for m in unit.modifiers if m.startswith(NAMED_ACTIVITY)]
    kept = [m for m in unit.modifiers if not m.startswith(NAMED_ACTIVITY)]
    names = [ACT + m[len(NAMED_ACTIVITY) :] for m in contents]
    return replace(unit, modifiers=tuple(sorted(kept + names)))


__all__ = ["read_light_verb"]
