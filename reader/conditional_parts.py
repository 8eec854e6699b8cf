"""A part named in a question's opening 'if' clause (ADR 0117).

"A cage had 93 snakes and 97 alligators. If 40 alligators were hiding, how
many alligators were not hiding?" The 'if' clause names a part of the one
amount of its kind stated before; the question after it must ask for that
part or the rest in the clause's own words, so whatever the state means
(hiding, asleep, eaten), part and rest split that amount. Any other
question after such a clause refuses: the clause is a supposition whose
effect on the whole is not said.

The clause is `if`, a number (or a share with its partitive), the kind's
words or `of the <kind>`, a copula, and one state word: an adjective, a
present participle of doing ("hiding", "sleeping"; not of arriving or
joining), or the past participle of a verb whose things leave (lose, sell:
"were eaten", "were sold"). A verb that may bring things ("were added",
"were given", "were arriving") could grow the whole, not split it, and is
not read.
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

from packs.model import Lexicon
from reader.failed_parts import DENIED, denied_clause, summed_whole
from reader.lifecycle import sentence_words
from reader.part_questions import AMBIGUOUS, read_part_question
from reader.part_subjects import COUNTS, KIND_CATEGORIES, share_of, subject
from reader.refusals import ReaderRefusal, refuse
from reader.rules.context import Word
from reader.state import ProblemReadingState
from reader.state_parts import names_kind, part_amount, plain_count
from reader.tokenise import Sentence
from reader.values import QuantityRef, StatePart

Choices = tuple[tuple[int, int, str], ...]
LEAVING = frozenset({"verb_lose", "verb_sell"})  # "were eaten", "were sold": a part that leaves the whole
DOING = frozenset({"verb", "verb_activity", "verb_lose"})  # "were hiding", "were sleeping", "were eating"
STAYING = frozenset({"", "travel"})  # not "were arriving", "were joining": those are not yet in the whole


def _state_word(word: Word) -> bool:
    """An adjective, a present participle of doing, or the past participle of a verb whose things leave.

    "were given" may be given to the holder and "were arriving" may be new: they could grow the whole.
    """
    if word.category == "adjective":
        return True
    if word.category in DOING and "VBG" in word.tags and word.attr("motion") in STAYING:
        return True
    return word.category in LEAVING and "VBN" in word.tags


def _clause(
    words: list[Word | None], end: int
) -> tuple[Word, Fraction | None, tuple[Word, ...], Word] | None:
    """ "40 alligators were hiding", "12 of the eggs are brown": number, share, kind words, state word."""
    span = words[1:end]
    if len(span) < 4 or any(w is None for w in span):
        return None
    clause = [w for w in span if w is not None]
    verb, state = clause[-2], clause[-1]
    if verb.category != "copula" or not _state_word(state):
        return None
    number, between = clause[0], clause[1:-2]
    if between and all(w.category in KIND_CATEGORIES for w in between):
        share = share_of(number)
        count = number.category == "number" and number.shape is not None and number.shape.primitive in COUNTS
        if (
            share is not None
            or not count
            or between[-1].category == "adjective"
            or "NNS" not in between[-1].tags
        ):
            return None  # "1/4 alligators": a share needs 'of'
        return number, None, tuple(between), state
    found = subject(words, 1, end - 2)
    if found is None or not found[2]:
        return None  # "12 of them": the kind must be named
    return found[0], found[1], found[2], state


def _whole(problem: ProblemReadingState, kind: tuple[Word, ...]) -> tuple[QuantityRef, str] | None:
    """The one amount of the kind stated so far, a plain count, and who holds it."""
    stated = [(h.quantity, h.entity) for h in problem.accumulated_initial_state if not (h.than or h.verb)] + [
        (o.quantity, o.actor if o.kind == "gain" else "") for o in problem.accumulated_operations
    ]
    named = [(q, holder) for q, holder in stated if names_kind(kind, q)]
    if len(named) != 1 or not plain_count(named[0][0]):
        return None
    unit = named[0][0].unit
    if sum(1 for q, _ in stated if q.unit == unit) != 1:
        return None
    return named[0]


def _only(word: Word | None) -> bool:
    """ "only" right after 'if' and before the part's number: it says the part is small, nothing more."""
    return word is not None and word.category == "exclusive_marker" and word.lemma.casefold() == "only"


def read_conditional_part(
    sentence: Sentence, problem: ProblemReadingState, lexicon: Lexicon, choices: Choices
) -> ProblemReadingState | ReaderRefusal | None:
    """The question read with the part its 'if' clause names; None when it does not open so."""
    if not sentence.is_question or problem.state_parts or problem.unknown_target_slot is not None:
        return None
    texts = [t.text.casefold() for t in sentence.tokens]
    if texts[:1] != ["if"]:
        return None
    asks = next((i for i in range(2, len(texts) - 1) if texts[i : i + 2] == ["how", "many"]), None)
    if asks is None:
        return None
    words = list(sentence_words(sentence, lexicon))
    end = asks - 1 if texts[asks - 1] == "," else asks
    if _only(words[1]):  # "If only 38 of the carrots were good": 'only' stresses the part (ADR 0206)
        words, end = words[:1] + words[2:], end - 1
    found, verb = _clause(words, end), "be"
    if found is None:
        found, verb = denied_clause(words, end), DENIED  # "If 2 of the games didn't work" (ADR 0168)
    if found is None:
        return None
    number, share, kind, state = found
    whole = _whole(problem, kind) or summed_whole(problem, kind)
    if whole is None:
        return None
    part = part_amount(number, share, whole[0], problem.sentence_index)
    if isinstance(part, ReaderRefusal):
        return part
    words_of_state = (state.text.casefold(), state.lemma.casefold())
    named = StatePart(whole[0], part, words_of_state, verb, whole[1], False, share)
    supposed = replace(problem, state_parts=(named,))
    question = Sentence(
        sentence.tokens[asks:], sentence.tokens[asks].start, sentence.end, sentence.terminator
    )
    # the question's own tokens start at 'how': a chosen referent's place is counted from there
    moved = tuple(
        (cs, ct - asks, key) for cs, ct, key in choices if cs == problem.sentence_index and ct >= asks
    )
    read = read_part_question(question, supposed, lexicon, moved)
    if isinstance(read, ReaderRefusal) and read.reason == AMBIGUOUS:
        return replace(read, token_index=read.token_index + asks)
    if read is None:
        return refuse(
            "unsupported_operation",
            "a part named in an 'if' clause is read only with a question about the part or the rest",
            problem.sentence_index,
            asks,
            sentence.tokens[asks].text,
        )
    return read
