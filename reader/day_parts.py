"""A part of a day or a day of the week as a period: "Sandra eats 3 beignets every morning" (ADR 0360).

A part of a day comes round once a day, and a named day of the week (or the weekend) once a week;
the pack says which period each such time word comes round in (``once_a`` on ``time_marker``). So
"eats 3 beignets every morning" says what "eats 3 beignets every day" says, and "gets $5 every
Saturday" what "gets $5 every week" says. The reader already reads rates per day and per week with
every check it makes of periods (ADR 0064, 0156, 0172): "How many in 2 weeks?" is 14 days of them,
"in March" or "in a month" names no told number of days and refuses. So the story is written again
with the period for the time word, and the whole reader reads the written text; its refusal leaves
the first refusal standing.

The time word says when in the period the act comes; it is the period only when nothing else in
the story speaks of that time or of the period. The first refusal stands when:

- a time word of this kind is anywhere else, or in the plural ("this morning", "in the afternoon",
  "on Monday", "5 nights", "most mornings", "every morning and evening", "Monday through Friday"):
  two parts of one day, or one part beside another count of days, are not one rate per day;
- two different ones are read ("every morning ... every evening");
- a word stands between 'every' and the time word ("every other morning", "every Monday morning");
- a word before 'every' qualifies it ("almost every night", "not every morning");
- the phrase is in the question ("How many does she eat every morning?": a rate told per day need not
  all come in the morning);
- a statement holds another rate or one period of time ("2 coffees a day", "5 days a week", "this
  week", "every day"), a recurring part of the week or the year or a place gone to on some days only
  ("on weekdays", "in the summer", "to school", "at work"):
  on which days of the period the time word's act comes is then not told.
"""

from __future__ import annotations

from packs.model import Lexicon
from reader.lifecycle import lookup, sentence_words
from reader.rewrites import Rewrite, with_edits
from reader.rules.context import Word
from reader.text_words import text_words
from reader.tokenise import split_sentences
from reader.whole_problem_words import Unread, or_none

EVERY = frozenset({"every", "each"})
QUALIFIERS = frozenset({"approximator", "negation", "adverb", "vague_quantifier"})  # "almost every night"
# what before a unit of time names one period of it: "a day", "per week", "each day", "this week"
ONE_PERIOD_BEFORE = frozenset({"article", "rate_marker", "distributive", "determiner"})
TIME_DIMENSIONS = frozenset({"time", "calendar"})


def day_parts(text: str, lexicon: Lexicon) -> Rewrite | None:
    """The problem with each "every <part of a day or week>" written as "every <period>"; None if not read."""
    if not text_words(text, lexicon).has_attr("once_a"):
        return None  # no part of a day or week told: nothing to retell (a guard implied by _rewrite)
    return or_none(_rewrite, text, lexicon)


def _rewrite(text: str, lexicon: Lexicon) -> Rewrite | None:
    sentences = split_sentences(text)
    if len(sentences) < 2 or not sentences[-1].is_question:
        return None
    edits: list[tuple[int, int, str]] = []
    found: set[str] = set()
    for si, sentence in enumerate(sentences):
        words = sentence_words(sentence, lexicon)
        question = si == len(sentences) - 1
        for at, word in enumerate(words):
            if _plural_time_word(word, lexicon):
                raise Unread  # "most mornings", "5 nights", "on Mondays"
            if word is None or not word.attr("once_a"):
                if not question and word is not None and _names_a_period(words, at):
                    raise Unread  # "2 coffees a day", "this week", "on weekdays"
                continue
            before = words[at - 1] if at else None
            if (
                question
                or before is None
                or before.lemma.casefold() not in EVERY
                or word.text.casefold() != word.lemma.casefold()
                or (at >= 2 and words[at - 2] is not None and words[at - 2].category in QUALIFIERS)
            ):
                raise Unread  # "this morning", "every other night", "How many every morning?"
            found.add(word.lemma.casefold())
            token = sentence.tokens[at]
            edits.append((token.start, token.end, word.attr("once_a")))
    if not found:
        return None
    if len(found) > 1:
        raise Unread  # "every morning ... every evening": two parts of one day are not one rate per day
    (lemma,) = found
    period = next(iter({new for _, _, new in edits}))
    step = f"every {lemma} = every {period}: a {lemma} comes once a {period}"
    return with_edits(text, edits, [step])


def _plural_time_word(word: Word | None, lexicon: Lexicon) -> bool:
    """ "mornings", "nights", "Mondays": a time word of this kind counted or said of several."""
    if word is None or word.text.casefold() == word.lemma.casefold():
        return False
    if word.attr("once_a"):
        return True
    single = lookup(word.lemma, word.index, lexicon)
    return single is not None and bool(single.attr("once_a"))


def _names_a_period(words: tuple[Word | None, ...], at: int) -> bool:
    """One period of time, a recurring part of one or a place gone to on some days ("a day", "this week", "school")."""
    word = words[at]
    assert word is not None
    before = words[at - 1] if at else None
    if word.attr("recurs") and (word.category == "noun" or _preposition(before)):
        return True  # "on weekdays", "in the summer", "to school", "at work" (not the verb "practices")
    if word.category == "unit_noun" and word.attr("dimension") in TIME_DIMENSIONS:
        return before is not None and before.category in ONE_PERIOD_BEFORE
    return False


def _preposition(word: Word | None) -> bool:
    return word is not None and (word.category == "preposition" or word.category.startswith("prep_"))


__all__ = ["day_parts"]
