"""A 'that' clause after a verb of knowing is a fact; after a verb of belief it is not (ADR 0095).

"He knows that the box holds 12 pens", "She noticed that there were 5
birds": verbs of knowing, finding out and noticing present what follows
'that' as true in the story, so the sentence is read as two: the knower
and the verb ("He knows", a scene clause with no amount), then the clause
after 'that' as a statement of its own, with its tokens at their own
indices. "A farmer estimates that he will harvest 480 bushels", "Tom
thinks that Ann has 5 cards": what is estimated, believed, expected or
said may not be so, and a problem may go on to compare it with what
happens; it is refused with a reason of its own.

Which verbs do which is lexicon knowledge (`complement: fact | belief` on
the verb). The reading is narrow: the part before the verb is a plain
subject (a name, pronoun or noun phrase: no number, negation, auxiliary or
other verb), the sentence is a statement, and the clause after 'that'
opens like a sentence does mid-stream (a subject, 'there', an amount), not
with a word whose reading depends on standing first ('if', 'when', a time),
and has no auxiliary ("knows that Ann will have 5 apples" is not a holding).
"""

from __future__ import annotations

from packs.model import Lexicon
from reader.lifecycle import begin_sentence, end_sentence
from reader.refusals import ReaderRefusal, refuse
from reader.relative_readings import Choices, Feed, feed_tokens, is_relative_refusal, read_rest, words_of
from reader.state import ProblemReadingState
from reader.tokenise import Sentence

FACT = "fact"
BELIEF = "belief"
SUBJECT_WORDS = frozenset(
    {"name", "pronoun", "article", "noun", "person_noun", "adjective", "possessive_marker", "unit_noun"}
)
CLAUSE_OPENERS = frozenset(
    {"name", "pronoun", "article", "existential", "number", "number_word", "person_noun", "distributive"}
)


def read_complement(
    sentence: Sentence,
    problem: ProblemReadingState,
    lexicon: Lexicon,
    choices: Choices,
    refusal: ReaderRefusal,
) -> ProblemReadingState | ReaderRefusal:
    """The sentence read as a knower and a fact, a refusal for a belief, or the old refusal."""
    if not is_relative_refusal(refusal) or refusal.sentence_index != problem.sentence_index:
        return refusal
    words = words_of(sentence, lexicon)
    at = refusal.token_index
    that = words[at] if at < len(words) else None
    verb = words[at - 1] if at >= 1 else None
    if that is None or that.category != "relative_pronoun" or verb is None or verb.category != "verb":
        return refusal
    kind = verb.attr("complement")
    if kind == BELIEF:
        detail = f"what '{verb.text}' introduces is a belief, estimate or report, not a fact of the story"
        return refuse("unsupported_operation", detail, problem.sentence_index, at - 1, verb.text)
    if kind != FACT or sentence.is_question or at < 2 or at + 1 >= len(words):
        return refusal
    head = words[: at - 1]
    opener = words[at + 1]
    if any(w is None or w.category not in SUBJECT_WORDS for w in head) or any(w is None for w in words):
        return refusal
    if opener is None or opener.category not in CLAUSE_OPENERS:
        return refusal
    if any(w is not None and w.category == "auxiliary" for w in words[at + 1 :]):
        return refusal  # "knows that Ann will have 5": a known plan or ability is not yet a holding
    knower = _up_to(sentence, problem, lexicon, choices, at)
    if isinstance(knower, ReaderRefusal):
        return refusal
    return read_rest(sentence, knower, problem, lexicon, choices, at + 1)


def _up_to(
    sentence: Sentence, problem: ProblemReadingState, lexicon: Lexicon, choices: Choices, at: int
) -> ProblemReadingState | ReaderRefusal:
    """ "He knows": the knower and the verb alone, committed as a clause with no amount."""
    part = Sentence(sentence.tokens[:at], sentence.start, sentence.end, ".")
    state = feed_tokens(part, problem, lexicon, choices, Feed(), begin_sentence(problem, sentence.start))
    if isinstance(state, ReaderRefusal):
        return state
    return end_sentence(state, problem, sentence.start, False)


__all__ = ["read_complement"]
