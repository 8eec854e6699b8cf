""" "How many pens do the three of them have in all?": 'the N of them' as the question's 'they' (ADR 0161).

The ordinary reading opens a phrase at 'the', finds a number word and then
'of' where its noun should be, and refused ("a determiner with no noun
after it"). In a question, a plural 'they' with no group read already
stands for everyone the story named (ADR 0058), and the question must then
ask for an aggregate or it refuses. 'The N of them' says the same and also
counts the group; the count is a check, never a new amount:

- only in a question, only as the subject ("do the three of them have",
  a verb right after 'them'), and only for a number word or a written
  whole number ("the 3 of them", ADR 0271);
- the story must have named exactly N people and no group of its own, and
  the question none before the phrase ("If Bob has 4, ...");
- the sentence is read with 'them' as 'they' (the article, the number and
  'of' passed over), and the reading is kept only if that 'they' stood for
  everyone named.

Everything else keeps the old refusal: "the two of them" as an object or
after a preposition ("for the three of them"), a count that differs from
the people named, a story with a group ("the girls"), and statements.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

from packs.model import Lexicon
from reader.lifecycle import begin_sentence, end_sentence
from reader.refusals import ReaderRefusal
from reader.relative_readings import Choices, Feed, feed_tokens, words_of
from reader.rules.context import Word
from reader.rules.pronouns import EVERYONE
from reader.speakers import is_speaker
from reader.state import ProblemReadingState
from reader.tokenise import Sentence

NO_NOUN = "a determiner with no noun after it"


def read_counted_group(
    sentence: Sentence,
    problem: ProblemReadingState,
    lexicon: Lexicon,
    choices: Choices,
    refusal: ReaderRefusal,
) -> ProblemReadingState | ReaderRefusal:
    """The question read with 'the N of them' as 'they', when that 'they' is the N people named."""
    if (
        refusal.sentence_index != problem.sentence_index
        or refusal.reason != "unexpected_category"
        or refusal.detail != NO_NOUN
        or not sentence.is_question
    ):
        return refusal
    at = refusal.token_index
    words = words_of(sentence, lexicon)
    if len(words) < at + 5 or any(w is None for w in words[at : at + 5]):
        return refusal
    the, number, of, them, after = words[at : at + 5]
    if not (
        the.category == "article"
        and the.attr("definite") == "true"
        and count_of(number) > 0
        and of.category == "prep_of"
        and them.category == "pronoun"
        and them.attr("case") == "object"
        and them.attr("number") == "plural"
        and after.category.startswith("verb")
    ):
        return refusal
    if not count_may_fit(people_named(problem), count_of(number)):
        return refusal
    feed = Feed(read_as=((at + 3, "they"),), skipped=frozenset({at, at + 1, at + 2}))
    state = feed_tokens(sentence, problem, lexicon, choices, feed, begin_sentence(problem, sentence.start))
    if isinstance(state, ReaderRefusal):
        return state
    read = end_sentence(state, problem, sentence.end, True)
    if isinstance(read, ReaderRefusal):
        return read
    if not they_was_everyone(read, problem.sentence_index, at + 3):
        return refusal
    if not same_people(people_named(problem), people_named(read)) or people_named(read) != count_of(number):
        return refusal  # "If Bob has 4, how many do the three of them have?": is Bob one of the three?
    return read


def group_counts(
    sentences: tuple[Sentence, ...], lexicon: Lexicon, problem: ProblemReadingState
) -> frozenset[tuple[int, int]]:
    """Where the number of a 'the N of them' read as everyone named stands: checked, so it has its place."""
    return counts_before_everyone(
        sentences,
        lexicon,
        problem,
        lambda the, number: the is not None and the.category == "article" and count_of(number) > 0,
    )


def counts_before_everyone(
    sentences: tuple[Sentence, ...],
    lexicon: Lexicon,
    problem: ProblemReadingState,
    opens: Callable[[Word | None, Word | None], bool],
) -> frozenset[tuple[int, int]]:
    """Positions of N in every "<opener> N of <they as everyone>" that ``opens(opener, N)`` accepts.

    The number only counts the people named, which the reading checked; it has its place in the
    graph so, though no amount was made of it ('the three of them', 'all three of them').
    """
    found = set()
    for si, ti, words in everyone_at(sentences, lexicon, problem):
        if ti < 3:
            continue
        opener, number, of = words[ti - 3 : ti]
        if opens(opener, number) and of is not None and of.category == "prep_of":
            found.add((si, ti - 2))
    return frozenset(found)


def everyone_at(
    sentences: tuple[Sentence, ...], lexicon: Lexicon, problem: ProblemReadingState
) -> Iterator[tuple[int, int, tuple[Word | None, ...]]]:
    """Every token a question read as a 'they' for everyone named: its sentence, its index, the words."""
    for r in problem.pronoun_resolution_history:
        if r.resolved_to == EVERYONE and r.sentence_index < len(sentences):
            yield r.sentence_index, r.token_index, words_of(sentences[r.sentence_index], lexicon)


def count_of(word: Word | None) -> int:
    """The whole number a number word or a written number says ("three", "3"); 0 for anything else."""
    if word is None:
        return 0
    if word.category == "number_word":
        return int(word.attr("value") or 0)
    if word.category == "number" and word.text.isdigit():
        return int(word.text)
    return 0


def people_named(problem: ProblemReadingState) -> int:
    """How many people the story named; -1 when it also read a group, whose members are not counted."""
    known = tuple(e for e in problem.entity_registry if e.key != EVERYONE)  # the 'they' just read
    if any(e.kind == "group" or (e.kind == "person" and e.number != "singular") for e in known):
        return -1
    return sum(1 for e in known if e.kind == "person" and not is_speaker(e.key))


def count_may_fit(named: int, told: int) -> bool:
    """Whether 'the N' may be the people named: exactly N, or one person and the question's newcomer (ADR 0364)."""
    return named == told or (named == 1 and told == 2)


def same_people(before: int, after: int) -> bool:
    """Whether a question read as everyone named named no one new, or only the one newcomer 'they' took in.

    A story of one person and a question whose 'they' counted one newcomer beside that person
    (``pronouns._one_and_the_new``, ADR 0364) names two: the 'they' checked was the pair.
    """
    return after == before or (before == 1 and after == 2)


def they_was_everyone(read: ProblemReadingState, sentence_index: int, token_index: int) -> bool:
    return any(
        r.sentence_index == sentence_index and r.token_index == token_index and r.resolved_to == EVERYONE
        for r in read.pronoun_resolution_history
    )


__all__ = ["count_may_fit", "count_of", "everyone_at", "group_counts", "read_counted_group", "same_people"]
