""" "a sale where each flower was 3 dollars": a 'where' clause after a place is a statement of its own (ADR 0115).

A relative 'where' after a noun names a place and then says what happens
there in a full clause with its own subject: "Jeff has a shelter where he
takes care of 20 cats", "the Hallmark channel, where every movie lasts 90
minutes". The place only sets the scene; the clause after 'where' says
what "there, he takes care of 20 cats" says. The sentence is read as two
statements, the part before 'where' and the clause after it, every token
at its own index ('where', and a comma before it, are passed over), as
ADR 0094's ', who' reading does.

The reading is narrow, because a place can also restrict what is counted:

- the clause after 'where' opens with a subject of its own (a name, a
  pronoun, an article, 'there', an amount, 'each'/'every'); "a game where
  points were awarded" opens with a bare plural and keeps its refusal;
- the part before 'where' is one plain clause (no opening time, condition,
  question or other relative) ending in the place noun, and reads alone;
- neither part holds another relative or question word;
- the sentence is a statement; the two parts' own refusals stand.
"""

from __future__ import annotations

from packs.model import Lexicon
from reader.lifecycle import begin_sentence, end_sentence
from reader.refusals import ReaderRefusal
from reader.relative_readings import Choices, Feed, feed_tokens, opens_relative, read_rest, words_of
from reader.rules.context import Word
from reader.rules.nouns import NOUN_WORDS
from reader.state import ProblemReadingState
from reader.tokenise import Sentence

PLACE = "place"  # the lexicon's `relative` of 'where'
SUBJECT_OPENERS = frozenset(
    {"name", "pronoun", "article", "existential", "number", "number_word", "distributive"}
)
NOT_PLAIN = frozenset({"subordinator", "time_marker", "question_word", "relative_pronoun"})


def read_where_clause(
    sentence: Sentence,
    problem: ProblemReadingState,
    lexicon: Lexicon,
    choices: Choices,
    refusal: ReaderRefusal,
) -> ProblemReadingState | ReaderRefusal:
    """The sentence read as the scene and what happens at the place; else the old refusal."""
    at = refusal.token_index
    if sentence.is_question or refusal.sentence_index != problem.sentence_index:
        return refusal
    words = words_of(sentence, lexicon)
    if not _fits(words, at):
        return refusal
    end = at - 1 if _is_comma(words[at - 1]) else at
    part = Sentence(sentence.tokens[:end], sentence.start, sentence.end, ".")
    first = feed_tokens(part, problem, lexicon, choices, Feed(), begin_sentence(problem, sentence.start))
    if isinstance(first, ReaderRefusal):
        return refusal
    told = end_sentence(first, problem, sentence.start, False)
    if isinstance(told, ReaderRefusal):
        return told
    return read_rest(sentence, told, problem, lexicon, choices, at + 1)


def _is_comma(word: Word | None) -> bool:
    return word is not None and word.attr("mark") == "comma"


def _fits(words: tuple[Word | None, ...], at: int) -> bool:
    if not 2 <= at < len(words) - 2 or any(w is None for w in words):
        return False
    where = words[at]
    if where is None or where.category != "question_word" or where.attr("relative") != PLACE:
        return False
    end = at - 1 if _is_comma(words[at - 1]) else at
    place = words[end - 1]
    if place is None or place.category not in NOUN_WORDS:
        return False
    opener = words[at + 1]
    if opener is None or opener.category not in SUBJECT_OPENERS:
        return False
    before, after = words[:end], words[at + 1 :]
    if any(w is not None and w.category in NOT_PLAIN for w in before):
        return False
    if any(w is not None and w.attr("mark") == "comma" for w in before):
        return False  # "In a town, ...": one plain clause only
    return not any(opens_relative(w) or (w is not None and w.category == "question_word") for w in after)


__all__ = ["read_where_clause"]
