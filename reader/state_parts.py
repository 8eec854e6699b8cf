"""A part of a set named by a state: "Dan had 97 cards, and 8 were torn" (ADR 0103).

The clause after 'and' or 'but' has an amount as its subject and only says
what some of the things just counted are ("8 were torn", "3 are red") or
have ("4 had spots"). Nothing leaves the holder, so it is no move: the
part is recorded with its number placed, and the whole stays what it was.
A question about the whole ("How many cards does Dan have now?") is then
read as before.

What the reader cannot read yet is any question or later sentence about
the part or the rest ("How many are not torn?", "How many unbroken
shells?", "How many good games?"): a later mention of the state's word,
an asked kind that is not the whole's own kind, or an adjective or
negation in the question refuses. Which adjectives name a quality the
things keep while held is lexicon knowledge (`state: kept`); words that
can say the things are gone ("missing", "used", "eaten") are not read as
states. A part larger than the whole refuses.
"""

from __future__ import annotations

from dataclasses import replace

from packs.model import Lexicon
from reader.lifecycle import end_sentence, lookup, read_prefix, sentence_words
from reader.refusals import ReaderRefusal, refuse
from reader.rules.context import Word
from reader.state import ProblemReadingState
from reader.tokenise import Sentence
from reader.values import QuantityRef, StatePart

Choices = tuple[tuple[int, int, str], ...]
JOINERS = frozenset({"and", "but"})
NEGATIONS = frozenset({"negation"})
PREFIXES = ("un", "non")  # "unbroken", "non-red": the rest named through the state's word


def _state_clause(words: list[Word | None]) -> tuple[int, Word, tuple[str, ...], str] | None:
    """The joiner's index, the amount and the state words of a final 'and N were torn' / 'and N had spots'."""
    if len(words) < 5:
        return None
    joiner, number, verb, state = words[-4:]
    if joiner is None or number is None or verb is None or state is None:
        return None
    if joiner.text.casefold() not in JOINERS or number.category != "number" or number.shape is None:
        return None
    if number.shape.unit:  # "$8", "25%": not a count of the things just named
        return None
    if verb.category == "copula" and state.category == "adjective" and state.attr("state") == "kept":
        return joiner.index, number, (state.lemma.casefold(),), "be"
    if verb.category == "verb_possess" and state.category == "noun" and "NNS" in state.tags:
        return joiner.index, number, (state.lemma.casefold(), state.text.casefold()), "have"
    return None


def _whole(before: ProblemReadingState, after: ProblemReadingState) -> tuple[QuantityRef, str] | None:
    """The one amount the clause before 'and' stated, a plain count of one kind, and who has it.

    A holding's entity or a gain's actor has the whole; a lost or given amount has no holder here,
    so only questions about the holder's whole (not the part) can be read after it.
    """
    holdings = after.accumulated_initial_state[len(before.accumulated_initial_state) :]
    operations = after.accumulated_operations[len(before.accumulated_operations) :]
    if len(holdings) + len(operations) != 1:
        return None
    if holdings and (holdings[0].than or holdings[0].direction or holdings[0].than_unit or holdings[0].verb):
        return None  # "5 more than Ann", a rate: not an amount of things
    q = holdings[0].quantity if holdings else operations[0].quantity
    holder = holdings[0].entity if holdings else operations[0].actor if operations[0].kind == "gain" else ""
    if (
        q.value is None
        or q.unit is None
        or q.unit.dimension
        or q.unit.coin
        or q.per is not None
        or q.price
        or q.whole
        or q.share is not None
        or q.times is not None
        or q.divisor
        or q.container is not None
        or q.owner
    ):
        return None
    return q, holder


def read_state_part(
    sentence: Sentence,
    problem: ProblemReadingState,
    lexicon: Lexicon,
    choices: Choices,
    refusal: ReaderRefusal,
) -> ProblemReadingState | ReaderRefusal:
    """The sentence read as a stated amount and a part of it named by a state, or the old refusal."""
    if sentence.is_question or refusal.sentence_index != problem.sentence_index:
        return refusal
    words = list(sentence_words(sentence, lexicon))
    found = _state_clause(words)
    if found is None or refusal.token_index < found[0]:
        return refusal
    joiner, number, state_words, verb = found
    end = joiner - 1 if words[joiner - 1] is not None and sentence.tokens[joiner - 1].text == "," else joiner
    state = read_prefix(sentence, end, problem, lexicon, choices)
    if isinstance(state, ReaderRefusal):
        return refusal
    read = end_sentence(state, problem, sentence.end, False)
    if isinstance(read, ReaderRefusal):
        return refusal
    found_whole = _whole(problem, read)
    if found_whole is None:
        return refusal
    whole, holder = found_whole
    assert number.shape is not None and whole.value is not None
    if number.shape.value > whole.value:
        return refuse(
            "negative_count",
            "a part larger than the whole",
            problem.sentence_index,
            number.index,
            number.text,
        )
    part = QuantityRef(
        number.shape.value,
        number.index,
        number.text,
        unit=whole.unit,
        sentence_index=problem.sentence_index,
        number_tokens=(number.index,),
    )
    return replace(read, state_parts=read.state_parts + (StatePart(whole, part, state_words, verb, holder),))


def _mentions(word: Word | None, text: str, state_words: frozenset[str]) -> bool:
    folded = text.casefold().replace("-", "")
    if word is not None and word.lemma.casefold() in state_words:
        return True
    return folded in state_words or any(folded == pre + w for pre in PREFIXES for w in state_words)


def unread_part_question(
    sentences: tuple[Sentence, ...], problem: ProblemReadingState, lexicon: Lexicon
) -> ReaderRefusal | None:
    """A refusal when a later sentence or the question may be about a part or the rest, not the whole."""
    if not problem.state_parts:
        return None
    first = min(p.part.sentence_index for p in problem.state_parts)
    state_words = frozenset(w for p in problem.state_parts for w in p.words)
    for si, sentence in enumerate(sentences):
        if sentence.is_question and problem.part_asked:
            continue  # the question names the part on purpose (ADR 0104)
        for ti, token in enumerate(sentence.tokens):
            word = lookup(token.text, ti, lexicon)
            if si > first and _mentions(word, token.text, state_words):
                return refuse(
                    "unsupported_operation",
                    "a part named by a state is mentioned again: only the whole is read",
                    si,
                    ti,
                    token.text,
                )
            if sentence.is_question and word is not None and word.category in NEGATIONS | {"adjective"}:
                return refuse(
                    "unsupported_operation",
                    "a question after a part named by a state may ask for the part or the rest",
                    si,
                    ti,
                    token.text,
                )
    target = problem.unknown_target_slot
    kinds = {(p.whole.unit.head, p.whole.unit.modifiers) for p in problem.state_parts if p.whole.unit}
    if (
        target is not None
        and target.unit is not None
        and (target.unit.head, target.unit.modifiers) not in kinds
    ):
        return refuse(
            "unsupported_operation",
            "a question after a part named by a state asks another kind than the whole's",
            target.sentence_index,
            target.token_index,
            "",
        )
    return None
