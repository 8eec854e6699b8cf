"""A rate told per cycle or per occurrence carried to a rate per period (ADR 0412).

Two habits are told in a shape the clause reader refuses, though each says an amount per period:

- a thing taken or used up on a clock cycle of hours that fits a day: "Ria takes 2 tablets every 8
  hours" is 6 tablets a day, since a day holds 24 / 8 = 3 whole cycles. A schedule of taking or using
  up runs round the clock (unlike a pace of reading or making, ADR 0339, which holds only while the
  doing lasts), and a cycle that divides 24 hours leaves no part cycle at a day's end, so every whole
  number of days holds a whole number of cycles;
- a doing counted a number of times a period and lasting a told time "at a time" / "each time":
  "Ed paints twice a week for 3 hours at a time" is "Ed paints for 6 hours a week".

Each is written again as the amount per period and the whole reader reads the written text (every
later rule about a rate per period applies unchanged: a day into a week, a month into a year, and
no week into a year); its refusal leaves the first refusal standing.

The first refusal stands, nothing being written, when: the sentence is not exactly the shape (a
name or 'he'/'she' before the verb, one amount, the cycle or the time closing the sentence); a
cycle is of minutes, not whole or does not divide 24 hours ("every 5 hours"), or the verb is not
marked in the pack as one whose cycle runs round the clock (``cycle: clock``: take, eat, drink, use,
consume); a time shorter than a day is named anywhere else ("for the 16 hours he is awake": the
clock cycle may not run all day), or no day or week is asked; a time of day, a day of
the week, 'other', a negation, a vague amount, 'if' or a second such shape is in the problem; the
time of each occurrence is not marked as each one's ("twice a week for 3 hours": each, or in all?).
"""

from __future__ import annotations

from fractions import Fraction

from packs.model import Lexicon
from reader.rewrites import Rewrite, with_edits
from reader.rules.context import Word
from reader.tokenise import split_sentences
from reader.week_days import UNSURE, _day_word, _figure, _number, _words
from reader.whole_problem_words import Unread, or_none

HOURS_A_DAY = 24
SUBJECT_PRONOUNS = frozenset({"he", "she"})
ARTICLES = frozenset({"a", "an"})
THING_WORDS = frozenset({"noun", "adjective", "prep_of"})
SHORT_TIMES = frozenset({"second", "minute", "hour"})
LONG_TIMES = frozenset({"day", "week"})
PERIODS = frozenset({"day", "week", "month", "year"})
# a period's kind and its size in that kind's smallest unit: days for day and week, months for month, year
KINDS = {"day": ("day", 1), "week": ("day", 7), "month": ("month", 1), "year": ("month", 12)}
ONE_PERIOD = frozenset({"a", "an", "per", "each", "every"})
COUNTING_WORDS = {"twice": 2, "thrice": 3}
EACH_TIME = (("at", "a", "time"), ("each", "time"), ("every", "time"))
HALTING = frozenset({"subordinator", "conjunction", "conditional", "time_marker"})


def period_rates(text: str, lexicon: Lexicon) -> Rewrite | None:
    """The problem with an hourly cycle or a timed occurrence written as an amount per period."""
    if not text or ("every" not in text.casefold() and "time" not in text.casefold()):
        return None
    return or_none(_rewrite, text, lexicon)


def _rewrite(text: str, lexicon: Lexicon) -> Rewrite | None:
    sentences = split_sentences(text)
    if len(sentences) < 2 or not sentences[-1].is_question or any(s.is_question for s in sentences[:-1]):
        return None
    told = [_words(s, lexicon) for s in sentences]
    found = [
        (si, shape)
        for si, words in enumerate(told[:-1])
        for shape in (_cycle(words), _timed(words))
        if shape is not None
    ]
    if not found:
        return None
    if len(found) != 1:
        raise Unread
    _plain_story(told)
    si, (start, end, new, step, timed, period) = found[0]
    for sj, words in enumerate(told):
        for tj, word in enumerate(words):
            if _time(word) not in SHORT_TIMES or (sj == si and start <= tj <= end):
                continue
            if timed and sj == len(told) - 1 and _asked_time(words, tj):
                continue  # "How many hours ...?" after a timed occurrence: the amount's own unit
            raise Unread  # another time of the clock: the cycle or the hours may not run all day
    _asks_period(told[-1], PERIODS if timed else LONG_TIMES)
    _whole_periods(told, si, start, end, period)
    tokens = sentences[si].tokens
    return with_edits(text, [(tokens[start].start, tokens[end].end, new)], [step])


def _time(word: Word) -> str | None:
    if word.category == "unit_noun" and word.attr("dimension") in ("time", "calendar"):
        return word.lemma
    return None


def _subject_verb(words: tuple[Word, ...]) -> bool:
    first = words[0]
    return (first.category == "name" or first.text.casefold() in SUBJECT_PRONOUNS) and words[
        1
    ].category.startswith("verb")


def _cycle(words: tuple[Word, ...]) -> tuple[int, int, str, str, bool, str] | None:
    """ "<doer> takes 2 tablets every 8 hours" -> (first, last token, "6 tablets a day", step, ())."""
    at = next((i for i, w in enumerate(words) if w.text.casefold() == "every"), None)
    if at is None or at + 2 >= len(words) or _number(words[at + 1]) is None:
        return None
    if _time(words[at + 2]) != "hour":
        return None  # minutes are a pace kept while doing (ADR 0339); days recur on dates
    if at + 3 != len(words) or len(words) < 6 or not _subject_verb(words):
        raise Unread
    if words[1].attr("cycle") != "clock":
        raise Unread  # "reads a page every 2 hours", "deletes an email ...": a pace while doing, not all day
    hours = _number(words[at + 1])
    assert hours is not None
    if words[at + 1].text.startswith("$") or hours.denominator != 1 or hours < 2 or HOURS_A_DAY % hours:
        raise Unread  # "every 5 hours": a day ends inside a cycle
    amount = words[2]
    if amount.text.casefold() in ARTICLES:
        if words[3].category != "noun" or words[3].text.casefold() != words[3].lemma.casefold():
            raise Unread
        count = Fraction(1)
    else:
        value = _number(amount)
        if value is None or amount.text.startswith("$") or value.denominator != 1 or value < 1:
            raise Unread
        count = value
    thing = words[3:at]
    if not thing or not all(_thing_word(w) for w in thing) or thing[-1].category == "prep_of":
        raise Unread  # "2 tablets", "3 cups of tea"; not "2 tablets of his" nor "$5"
    per_day = count * HOURS_A_DAY / hours
    said = " ".join(w.text for w in thing)
    new = f"{_figure(per_day)} {said} a day"
    step = (
        f"{amount.text} {said} every {_figure(hours)} hours = {_figure(per_day)} {said} a day:"
        f" a day holds {HOURS_A_DAY} / {_figure(hours)} = {_figure(HOURS_A_DAY / hours)} whole cycles"
    )
    return 2, at + 2, new, step, False, "day"


def _thing_word(word: Word) -> bool:
    """A word of what is taken: a noun, an adjective, 'of', or a unit that is no time ("cups of tea")."""
    if word.category == "unit_noun":
        return word.attr("dimension") not in ("time", "calendar", "money")
    return word.category in THING_WORDS


def _count_of_times(words: tuple[Word, ...], at: int) -> tuple[int, Fraction] | None:
    """(first token, count) of "twice" / "3 times" ending right before ``at``; None if none."""
    word = words[at - 1]
    if word.text.casefold() in COUNTING_WORDS:
        return at - 1, Fraction(COUNTING_WORDS[word.text.casefold()])
    if word.text.casefold() == "times" and at >= 2:
        value = _number(words[at - 2])
        if value is None or words[at - 2].text.startswith("$") or value.denominator != 1 or value < 2:
            raise Unread
        return at - 2, value
    return None


def _timed(words: tuple[Word, ...]) -> tuple[int, int, str, str, bool, str] | None:
    """ "<doer> paints twice a week for 3 hours at a time" -> "for 6 hours a week"."""
    tail = tuple(w.text.casefold() for w in words[-3:])
    ending = next((e for e in EACH_TIME if tail[-len(e) :] == e), None)
    if ending is None or "for" not in (w.text.casefold() for w in words):
        return None
    end = len(words) - len(ending)  # where "at a time" starts
    if end < 7 or words[end - 3].text.casefold() != "for" or _number(words[end - 2]) is None:
        raise Unread
    unit = _time(words[end - 1])
    if unit not in SHORT_TIMES or words[end - 2].text.startswith("$"):
        raise Unread
    period = words[end - 4]
    article = words[end - 5]
    if (
        _time(period) not in PERIODS
        or period.text.casefold() != period.lemma
        or article.text.casefold() not in ARTICLES | {"per"}
    ):
        raise Unread  # "twice a fortnight", "3 times in 2 weeks"
    counted = _count_of_times(words, end - 5)
    if counted is None or not _subject_verb(words):
        raise Unread
    first, count = counted
    if any(w.category in ("number", "number_word") or _time(w) for w in words[2:first]):
        raise Unread  # a second amount or time before the count
    length = _number(words[end - 2])
    assert length is not None
    total = length * count
    said = words[end - 1].text
    new = f"for {_figure(total)} {said} a {period.lemma}"
    step = (
        f"{count} times a {period.lemma} for {words[end - 2].text} {said} each time ="
        f" {_figure(total)} {said} a {period.lemma}"
    )
    return first, len(words) - 1, new, step, True, period.lemma


def _plain_story(told: list[tuple[Word, ...]]) -> None:
    """Unread on a word that makes the period uncertain: 'not', 'other', 'if', a time of day, a weekday."""
    for words in told:
        for word in words:
            if word.category in UNSURE or word.text.casefold() in ("not", "n't", "other", "if"):
                raise Unread
            if word.category in HALTING or _day_word(word):
                raise Unread  # "every other day", "on weekdays", "at night", "and then"


def _asked_time(words: tuple[Word, ...], at: int) -> bool:
    return at >= 1 and words[at - 1].category == "question_quantity"


def _whole_periods(told: list[tuple[Word, ...]], si: int, start: int, end: int, period: str) -> None:
    """Unread unless every other time named is a whole number of the period, in its own kind.

    The doings are whole: "twice a week" over 10 days, or 3 cycles a day over a day and a half, may
    hold either of two counts, so only whole periods are read ("in 3 weeks" of a weekly count, "in
    a year" of a monthly one)."""
    kind, size = KINDS[period]
    for sj, words in enumerate(told):
        for tj, word in enumerate(words):
            lemma = _time(word)
            if lemma is None or (sj == si and start <= tj <= end) or _asked_time(words, tj):
                continue
            if lemma not in KINDS or KINDS[lemma][0] != kind or KINDS[lemma][1] % size:
                raise Unread  # "in 10 days" of a weekly count, "a fortnight", "a month" of days
            before = words[tj - 1] if tj else None
            if before is not None and before.category in ("number", "number_word"):
                value = _number(before)
                if value is None or value.denominator != 1 or value < 1:
                    raise Unread  # "in 1.5 days"
            elif before is None or before.text.casefold() not in ONE_PERIOD:
                raise Unread  # "half a day", "the first week"


def _asks_period(question: tuple[Word, ...], periods: frozenset[str]) -> None:
    """Unread unless the question names one of ``periods`` (a cycle of hours: a day or a week, since a
    month holds no fixed number of days)."""
    if not any(_time(w) in periods for w in question):
        raise Unread


__all__ = ["period_rates"]
