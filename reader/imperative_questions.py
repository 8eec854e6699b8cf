"""'Calculate the number of apples they have.': an instruction that asks for the answer (ADR 0126).

Many problems close with an imperative instead of a question, often
with a full stop: "Calculate the total number of apples they have.",
"Find the amount of money she saved.", "Determine how many are left."
A verb whose lexicon entry says it asks (``asks: value``: calculate,
compute, determine, find; ``asks: value_out``: work, only as 'work out')
in its bare form asks exactly what the matching question asks:

    <verb> [out] the (total) number|amount of ...  =  What is the (total) number|amount of ...?
    <verb> [out] how many|much ...                 =  How many|much ...?

so the words after the verb are read by the question rules that already
exist (ADR 0041 for the 'what' shape). The instruction is read only

- as the last sentence of the problem: an instruction anywhere else is
  not the question, and the sentence refuses;
- at the start of the sentence, or right after the comma that closes a
  condition ("If she eats 3, calculate how many are left."), the same
  place a 'how many' question may stand (ADR 0091); after any other
  clause it refuses.

Any other object of the verb ("Calculate the total cost", "Find the
average") leaves the 'what' shape and refuses there. A sentence with no
asking verb in these places is not touched by this module.
"""

from __future__ import annotations

from dataclasses import replace

from packs.model import Lexicon
from reader.lifecycle import apply_word, begin_sentence, end_sentence, lookup
from reader.modal_names import modal_names
from reader.modal_nouns import modal_nouns
from reader.refusals import ReaderRefusal, refuse
from reader.rules.questions import after_condition_comma
from reader.state import LOOKBACK_LIMIT, ProblemReadingState, SentenceReadingState
from reader.tokenise import Sentence
from reader.values import AppliedCategory

Choices = tuple[tuple[int, int, str], ...]
PARTICLE = "out"  # "find out how many", "work out the number of"
ASKS_ALONE = "value"
ASKS_WITH_OUT = "value_out"
BASE_FORM = "VB"


def _asking_verb(sentence: Sentence, at: int, lexicon: Lexicon) -> int | None:
    """The index of the word the instruction's object starts at ('the' or 'how'), or None."""
    word = lookup(sentence.tokens[at].text, at, lexicon)
    if word is None or word.sense is None or word.sense.form != BASE_FORM:
        return None
    asks = word.attr("asks")
    if asks not in (ASKS_ALONE, ASKS_WITH_OUT):
        return None
    after = at + 1
    if after < len(sentence.tokens) and sentence.tokens[after].text.casefold() == PARTICLE:
        after += 1
    elif asks == ASKS_WITH_OUT:
        return None
    if after >= len(sentence.tokens):
        return None
    obj = lookup(sentence.tokens[after].text, after, lexicon)
    if obj is None:
        return None
    opens_what = obj.category == "article" and obj.attr("definite") == "true"
    opens_how = obj.category == "question_word" and obj.lemma == "how"
    return after if opens_what or opens_how else None


def asking_instruction(sentence: Sentence, lexicon: Lexicon) -> tuple[int, int] | None:
    """(verb index, object index) of an instruction that asks, at the start or right after a comma."""
    tokens = sentence.tokens
    for at in range(len(tokens)):
        if at > 0 and tokens[at - 1].text != ",":
            continue
        after = _asking_verb(sentence, at, lexicon)
        if after is not None:
            return at, after
    return None


def read_tokens(
    state: SentenceReadingState,
    sentence: Sentence,
    start: int,
    stop: int,
    problem: ProblemReadingState,
    lexicon: Lexicon,
    choices: Choices,
) -> SentenceReadingState | ReaderRefusal:
    """Tokens ``start`` to ``stop`` read as the ordinary sentence reader reads them."""
    names = modal_names(sentence, lexicon)  # "Will bought 7 boxes" (ADR 0105)
    nouns = modal_nouns(sentence, lexicon)  # "1 can of beans" (ADR 0105)
    for ti in range(start, stop):
        forced = next((key for cs, ct, key in choices if (cs, ct) == (problem.sentence_index, ti)), "")
        step = apply_word(
            state, problem, sentence.tokens[ti].text, lexicon, forced, (), ti in names, ti in nouns
        )
        if isinstance(step, ReaderRefusal):
            return step
        state = step
    return state


def read_imperative_question(
    sentence: Sentence,
    problem: ProblemReadingState,
    lexicon: Lexicon,
    choices: Choices,
    last: bool,
) -> ProblemReadingState | ReaderRefusal | None:
    """The instruction read as the question it asks; None when the sentence holds no asking instruction."""
    found = asking_instruction(sentence, lexicon)
    if found is None:
        return None
    verb_at, object_at = found
    verb = sentence.tokens[verb_at].text
    if not last:
        detail = f"'{verb}' asks for the answer only in the last sentence"
        return refuse("unexpected_category", detail, problem.sentence_index, verb_at, verb)
    state = read_tokens(
        begin_sentence(problem, sentence.start), sentence, 0, verb_at, problem, lexicon, choices
    )
    if isinstance(state, ReaderRefusal):
        return state
    if verb_at > 0:
        opened = after_condition_comma(state, problem)
        if opened is None:
            detail = f"'{verb}' after a clause that is not a condition ('If ..., {verb.lower()} ...')"
            return refuse("unexpected_category", detail, problem.sentence_index, verb_at, verb)
        if isinstance(opened, ReaderRefusal):
            return opened
        state = opened
    if sentence.tokens[object_at].text.casefold() == "how":
        how = (state.lookback + (AppliedCategory("question_word", object_at),))[-LOOKBACK_LIMIT:]
        state = replace(state, frame="question", expectation="how", token_index=object_at + 1, lookback=how)
        start = object_at + 1  # "Determine how many ...": read on as "How many ..."
    else:
        state = replace(state, frame="question", expectation="what_is", token_index=object_at)
        start = object_at  # "Calculate the number of ...": read on as "What is the number of ..."
    state = read_tokens(state, sentence, start, len(sentence.tokens), problem, lexicon, choices)
    if isinstance(state, ReaderRefusal):
        return state
    return end_sentence(state, problem, sentence.end, True)
