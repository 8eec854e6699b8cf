""" "How many cards do all of them have?", "do they both have": 'all'/'both' as the question's 'they' (ADR 0247).

The ordinary reading meets 'all' or 'both' where an amount or a noun should
start and refuses ("no rule reads a determiner as an amount"). As the subject
of a question these words only say which holders are asked about, and the
holders are the ones the story named: the same as the question's plural
'they' for everyone named (ADR 0058), with the number of holders checked, as
'the three of them' is (ADR 0161). The lexicon says what each word selects
(``selects: all`` for 'all', ``selects: pair`` for 'both').

Read, only in a question and only as the subject (a verb right after):

- "all of them", "both of them", "all N of them" (N a number, "three" or "3"): 'them' is
  read as 'they', the words before it passed over;
- "they all", "they both": the determiner is passed over.

The count is a check, never a new amount: 'both' needs exactly two people
named, 'all N' exactly N, a bare 'all' at least three (two people are
'both'). The story must have named people and no group (a group's members
are not counted), the question none before the phrase, and the reading is
kept only if that 'they' stood for everyone named. Every check of the
question's 'they' still holds: a named person with no amount of the asked
kind leaves the total open and refuses. When the question has no 'in all',
'together' or 'in total', the determiner itself asks for the total of the
set ("How many cards do both of them have?"), and 'together' is read after
the question's last word.

Everything else keeps the old refusal: 'all'/'both' as an object or after a
preposition ("for all of them"), before a noun ("both girls", "all the
windows"), after a conjoined subject in a statement ("Tom and Ann both
have 4": each, not together), and any count that differs from the people
named.
"""

from __future__ import annotations

from packs.model import Lexicon
from reader.counted_groups import (
    count_of,
    counts_before_everyone,
    people_named,
    same_people,
    they_was_everyone,
)
from reader.refusals import ReaderRefusal
from reader.relative_readings import Choices, Feed, read_fed, words_of
from reader.rules.context import Word
from reader.state import ProblemReadingState
from reader.tokenise import Sentence

NO_AMOUNT = "no rule reads a determiner as an amount"
NEEDS_TOTAL = "'they' for everyone named needs"
SELECTS = ("all", "pair")


def _is_them(word: Word | None) -> bool:
    return (
        word is not None
        and word.category == "pronoun"
        and word.attr("case") == "object"
        and word.attr("number") == "plural"
    )


def _is_they(word: Word | None) -> bool:
    return (
        word is not None
        and word.category == "pronoun"
        and word.attr("case") == "subject"
        and word.attr("number") == "plural"
        and word.attr("person") == "3"
    )


def _is_verb(word: Word | None) -> bool:
    return word is not None and word.category.startswith("verb")


def _shape(words: tuple[Word | None, ...], at: int) -> tuple[int, frozenset[int], str, int] | None:
    """Where 'they' stands, the tokens passed over, what the determiner selects and the number told (0: none)."""
    det = words[at]
    if det is None or det.category != "determiner" or det.attr("selects") not in SELECTS:
        return None
    selects = det.attr("selects")
    after = words[at + 1 : at + 5] + (None,) * 4
    if after[0] is not None and after[0].category == "prep_of" and _is_them(after[1]) and _is_verb(after[2]):
        return at + 2, frozenset({at, at + 1}), selects, 0  # "all of them have", "both of them have"
    if (
        selects == "all"
        and count_of(after[0]) > 0
        and after[1] is not None
        and after[1].category == "prep_of"
        and _is_them(after[2])
        and _is_verb(after[3])
    ):
        return at + 3, frozenset({at, at + 1, at + 2}), selects, count_of(after[0])
    if at > 0 and _is_they(words[at - 1]) and _is_verb(after[0]):
        return at - 1, frozenset({at}), selects, 0  # "do they all have", "do they both have"
    return None


def _count_fits(named: int, selects: str, told: int) -> bool:
    if named == 1:
        return selects == "pair" and not told  # one person and the question's newcomer (ADR 0364)
    if named < 2:
        return False
    if told:
        return named == told
    return named == 2 if selects == "pair" else named >= 3


def _last_word(sentence: Sentence, words: tuple[Word | None, ...]) -> int:
    """The index of the question's last token that is not punctuation."""
    for ti in range(len(sentence.tokens) - 1, -1, -1):
        w = words[ti]
        if w is None or w.category != "punctuation":
            return ti
    return len(sentence.tokens) - 1


def read_all_both(
    sentence: Sentence,
    problem: ProblemReadingState,
    lexicon: Lexicon,
    choices: Choices,
    refusal: ReaderRefusal,
) -> ProblemReadingState | ReaderRefusal:
    """The question read with 'all of them' / 'they both' as 'they', when that 'they' is the people named."""
    if (
        refusal.sentence_index != problem.sentence_index
        or refusal.reason != "unexpected_category"
        or not refusal.detail.startswith(NO_AMOUNT)
        or not sentence.is_question
    ):
        return refusal
    words = words_of(sentence, lexicon)
    at = refusal.token_index
    if not 0 <= at < len(words):
        return refusal
    shape = _shape(words, at)
    if shape is None:
        return refusal
    they, skipped, selects, told = shape
    if not _count_fits(people_named(problem), selects, told):
        return refusal
    read_as = ((they, "they"),) if they > at else ()
    return read_as_everyone(
        sentence, problem, lexicon, choices, refusal, Feed(read_as=read_as, skipped=skipped), they
    )


def read_as_everyone(
    sentence: Sentence,
    problem: ProblemReadingState,
    lexicon: Lexicon,
    choices: Choices,
    refusal: ReaderRefusal,
    feed: Feed,
    they: int,
) -> ProblemReadingState | ReaderRefusal:
    """The question fed as ``feed`` says, kept only if the 'they' at ``they`` stood for everyone named.

    Shared by every phrase that names the whole cast as a question's subject ('all of them', 'they
    both', 'the three friends', ADR 0271). The phrase itself asks for the set's total: when the
    question has no 'in all', 'together' or 'in total', 'together' is read after its last word.
    Otherwise ``refusal``, the old refusal, stands.
    """
    named = people_named(problem)
    read = read_fed(sentence, problem, lexicon, choices, feed)
    if isinstance(read, ReaderRefusal) and read.detail.startswith(NEEDS_TOTAL):
        last = _last_word(sentence, words_of(sentence, lexicon))  # "do both of them have": asks the total
        added = Feed(read_as=feed.read_as, skipped=feed.skipped, added_after=((last, "together"),))
        read = read_fed(sentence, problem, lexicon, choices, added)
    if isinstance(read, ReaderRefusal):
        return refusal if read.detail.startswith(NEEDS_TOTAL) else read
    if not they_was_everyone(read, problem.sentence_index, they):
        return refusal
    if not same_people(named, people_named(read)):
        return refusal  # "If Bob has 4, how many do all three of them have?": is Bob one of the three?
    return read


def all_counts(
    sentences: tuple[Sentence, ...], lexicon: Lexicon, problem: ProblemReadingState
) -> frozenset[tuple[int, int]]:
    """Where the number of an 'all N of them' read as everyone named stands: checked, so it has its place."""
    return counts_before_everyone(
        sentences,
        lexicon,
        problem,
        lambda det, number: (
            det is not None
            and det.category == "determiner"
            and det.attr("selects") == "all"
            and count_of(number) > 0
        ),
    )


__all__ = ["all_counts", "read_all_both", "read_as_everyone"]
