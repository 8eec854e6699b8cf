"""A task named by a noun-spelled verb after 'to': "had 9 shirts to wash", "had to grade 6 tests" (ADR 0202).

The seed gives a surface that is both a noun and a verb's base form to the
noun ("wash", "grade", "paint"), so 'to wash' first reads as a recipient
("to the wash") and the sentence refuses. Right after 'to', a base form is
what English puts there, so a refused sentence is read again with such a
word as an untaught verb, only where a workload names its task:

- 'had to' / 'has to' / 'have to' + the word ("had to wash 9 shirts",
  "does he have to wash"), and in a statement 'need(s/ed) to' + the word
  ("needed to paint 10 rooms", ADR 0222);
- a counted plural right before 'to' ("9 shirts to wash"), with a number
  earlier in the sentence.

The second reading is kept only when it reads the whole sentence; anything
else keeps the first refusal. A question never reads 'have to wash' any
other way: read as a noun, "How many shirts does he have to wash?" would ask
what he holds "to the wash" and drop the task, so such a question is read
with the task verb first and its result stands (``read_asked_task``). What the task then counts is decided by the
obligation and workload rules (ADR 0124, reader/workloads.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from reader.lifecycle import sentence_words
from reader.refusals import ReaderRefusal

if TYPE_CHECKING:
    from collections.abc import Callable

    from packs.model import Lexicon
    from reader.rules.context import Word
    from reader.state import ProblemReadingState
    from reader.tokenise import Sentence

HAVE_FORMS = frozenset({"had", "has", "have"})
NEED = "need"
NUMBERS = frozenset({"number", "number_word"})
PLAIN = "VB"


def _task_at(
    words: tuple[Word | None, ...], obliged_only: bool = False
) -> tuple[tuple[int, tuple[str, ...]], ...]:
    """(token index, verb tags) of each noun-spelled base form a workload names as its task."""
    found = []
    for i in range(2, len(words)):
        word, to, before = words[i], words[i - 1], words[i - 2]
        if word is None or to is None or before is None or word.category != "noun" or PLAIN not in word.tags:
            continue
        if to.text.casefold() != "to":
            continue
        obliged = before.text.casefold() in HAVE_FORMS or (
            before.category == "verb_need" and before.lemma.casefold() == NEED and not obliged_only
        )  # "needed to paint 10 rooms" (ADR 0222)
        counted = (
            before.category == "noun"
            and "NNS" in before.tags
            and any(w is not None and w.category in NUMBERS for w in words[: i - 2])
        )
        if obliged or (counted and not obliged_only):
            found.append((i, (PLAIN,)))
    return tuple(found)


def read_task_infinitive(
    sentence: Sentence,
    problem: ProblemReadingState,
    lexicon: Lexicon,
    refusal: ReaderRefusal,
    read_sentence: Callable[..., ProblemReadingState | ReaderRefusal],
) -> ProblemReadingState | ReaderRefusal:
    """The sentence read with its noun-spelled task verbs as verbs, or the first refusal."""
    if refusal.sentence_index != problem.sentence_index:
        return refusal
    verbs = _task_at(sentence_words(sentence, lexicon))
    if not verbs:
        return refusal
    read = read_sentence(verbs)
    return refusal if isinstance(read, ReaderRefusal) else read


def read_asked_task(
    sentence: Sentence,
    problem: ProblemReadingState,
    lexicon: Lexicon,
    read_sentence: Callable[..., ProblemReadingState | ReaderRefusal],
) -> ProblemReadingState | ReaderRefusal | None:
    """A question with 'have to' + a noun-spelled verb, read with it as the verb; None for any other sentence."""
    if not sentence.is_question:
        return None
    verbs = _task_at(sentence_words(sentence, lexicon), obliged_only=True)
    if not verbs:
        return None
    return read_sentence(verbs)


__all__ = ["read_asked_task", "read_task_infinitive"]
