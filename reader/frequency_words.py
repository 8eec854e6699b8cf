"""A doing counted by a word ("once", "twice", "thrice") a period ties an amount to each time (ADR 0425).

ADR 0401 reads "twice"/"thrice" right after an amount in the clause, and ADR 0415 reads a count told
with a figure and 'times'. Two ways of telling the same habit are still refused:

- 'once' right after the amount: the pack holds 'once' as a time word ("once he arrived"), so
  "Ann reads 20 pages once a day." stops at 'once'. Once a period is the amount of one time a
  period, and is written "Ann reads 20 pages a day."; a time told "twice"/"thrice" a period, which
  ADR 0401's check of whole periods refuses ("spends 20 minutes twice a day sketching"), is written
  as ADR 0415 writes "3 times a day": "spends 40 minutes a day sketching";
- a counting word closing a sentence of its own and the amount in the next sentence, opened by
  "Each time" / "Every time" with the same doer doing the same verb: "Maria goes to the shop twice a
  week. Every time she goes to the shop, she buys 3 apples." is "Maria buys 6 apples a week."

The count is pack data: the attribute ``occurrences`` (once 1, twice 2, thrice 3) on the word, read
only when the word stands right before 'a'/'an'/'per' and a period of a day, week, month or year.
The whole reader reads the written text and every later rule about a rate per period applies
unchanged (a day into a week, a month into a year, never a week into a year); its refusal leaves
the first refusal standing. The checks are ADR 0415's, shared from ``reader.times_a_period``.

The first refusal stands when: the sentence does not open with a name or 'he'/'she' and its verb
(a group, 'they', a thing: "The gym charges ..."); a hedge stands before the count ("at least once a
week"); words after the period carry a number, a time, a preposition or a clause ("once a week on
Sundays", "twice a day except ..."); another count of times, 'times'/'often' in the question, a
negation, a vague amount, 'if', a conjunction, another time word, a day of the week or a second
name is in the problem; a stretch of time that is not a whole number of the period is named ("once a
week" over 10 days, over a month); a time is asked of an amount that is not a time; the amount is
money counted or has an owner before it; the each-time clause has another doer or another doing.
"""

from __future__ import annotations

from fractions import Fraction

from packs.model import Lexicon
from reader.rewrites import Rewrite
from reader.rules.context import Word
from reader.times_a_period import (
    HALTING,
    OTHER_TIMES,
    PER,
    PERIODS,
    _amount_before,
    _each_time,
    _subject,
    _tail_ok,
    _time,
    _with_period_checked,
)
from reader.tokenise import Sentence, split_sentences
from reader.week_days import UNSURE, _day_word, _figure, _number, _words
from reader.whole_problem_words import Unread, or_none

COUNT_ATTRIBUTE = "occurrences"
# words before a count that make it a bound or a guess, not the count ("at least once a week")
HEDGES = frozenset(
    {"least", "most", "about", "around", "only", "nearly", "almost", "roughly", "just", "than"}
)
# words after the period that open a clause or an exception ("once a day unless it rains")
OPENERS = frozenset({"except", "but", "unless", "until", "when", "while", "if", "because", "so", "then"})


def frequency_words(text: str, lexicon: Lexicon) -> Rewrite | None:
    """The problem with "once/twice/thrice a <period>" and its one amount written as an amount per period."""
    if not text or not any(w in text.casefold() for w in ("once", "twice", "thrice")):
        return None
    return or_none(_rewrite, text, lexicon, False)


def frequency_words_in_one_period(text: str, lexicon: Lexicon) -> Rewrite | None:
    """The same, asked for one period ("How much does he pay a month?") and written for that period."""
    if not text or not any(w in text.casefold() for w in ("once", "twice", "thrice")):
        return None
    return or_none(_rewrite, text, lexicon, True)


def _count(word: Word) -> Fraction | None:
    """The pack's count of occurrences for the word; None for a word that carries none."""
    told = word.attr(COUNT_ATTRIBUTE)
    if not told:
        return None
    try:
        value = Fraction(told)
    except (ValueError, ZeroDivisionError):
        return None
    return value if value.denominator == 1 and value >= 1 else None


def _count_at(words: tuple[Word, ...]) -> list[int]:
    """Where a counting word stands right before 'a'/'per' and a unit of time."""
    found = []
    for at, word in enumerate(words):
        if _count(word) is None or at + 2 >= len(words):
            continue
        if words[at + 1].text.casefold() not in PER or _time(words[at + 2]) is None:
            continue
        period = words[at + 2]
        if period.lemma not in PERIODS or period.text.casefold() != period.lemma:
            raise Unread  # "once an hour", "twice a days"
        if at and words[at - 1].text.casefold() in HEDGES:
            raise Unread  # "at least once a week": a bound, not the count
        found.append(at)
    return found


def _times_told(words: tuple[Word, ...]) -> bool:
    """ "N times a <period>" told in the sentence (ADR 0415's own shape)."""
    return any(
        w.text.casefold() == "times" and at + 1 < len(words) and words[at + 1].text.casefold() in PER
        for at, w in enumerate(words)
    )


def _rewrite(text: str, lexicon: Lexicon, one: bool) -> Rewrite | None:
    sentences = split_sentences(text)
    if len(sentences) < 2 or not sentences[-1].is_question:
        return None
    told = [_words(s, lexicon) for s in sentences]
    places = [(si, at) for si, words in enumerate(told[:-1]) for at in _count_at(words)]
    if not places:
        return None
    if len(places) != 1 or any(_count_at(told[-1])) or any(_times_told(words) for words in told):
        raise Unread  # a second count, or a count in the question
    question = told[-1]
    if any(w.text.casefold() in ("times", "often", "once", "twice", "thrice") for w in question):
        raise Unread  # "How many times ...?" asks for the count itself
    si, at = places[0]
    words = told[si]
    if any(w.category in UNSURE or w.text.casefold() in ("not", "n't", "never") for ws in told for w in ws):
        raise Unread
    if any(w.category in HALTING or w.lemma == "if" for ws in told for w in ws):
        raise Unread
    if any(
        (w.category == "time_marker" and not (sj == si and tj == at))
        or w.lemma in OTHER_TIMES
        or (_day_word(w) and w.attr("recurs") != "place")
        for sj, ws in enumerate(told)
        for tj, w in enumerate(ws)
    ):
        raise Unread  # "on Mondays", "tomorrow", "once he ...": a time the whole periods do not check
    if any(
        w.text.casefold() in ("every", "each") and tj + 1 < len(ws) and _time(ws[tj + 1])
        for ws in told
        for tj, w in enumerate(ws)
    ):
        raise Unread  # "every week", "each day": another period told beside the count
    if any(w.text.casefold() in ("other", "alternate") for ws in told for w in ws):
        raise Unread  # "every other day"
    if any(w.text.casefold() in OPENERS for ws in told for w in ws):
        raise Unread
    count = _count(words[at])
    assert count is not None
    period = words[at + 2].lemma
    names = {w.text for ws in told for w in ws if w.category == "name"}
    if len(names) > 1:
        raise Unread  # another person may be the one doing it
    if len(words) < 3 or _subject(words[0]) is None or not words[1].category.startswith("verb"):
        raise Unread  # a group, 'they', a thing as the doer
    amount = _amount_before(words, at)
    if amount is not None:
        edit, step, unit = _in_clause(text, sentences[si], words, at, amount, count, period, one)
        owner = si
    else:
        if at + 3 != len(words) or si + 1 >= len(sentences) - 1:
            raise Unread
        edit, step, unit = _each_time_after(text, sentences, told, si, at, count, period, one)
        owner = si + 1
    return _with_period_checked(
        text, sentences, question, told, (si, owner, at + 2), period, unit, edit, step, one
    )


def _in_clause(
    text: str, sentence: Sentence, words, at: int, place: int, count: Fraction, period: str, one: bool
):
    """ "reads 20 pages once a day" -> "reads 20 pages a day"; "spends 20 minutes twice a day" -> "40 minutes".

    'twice'/'thrice' here reach this reading only when ADR 0401's clause reading refused (a time as the
    amount, which its check of whole periods does not tell from a stretch of time)."""
    _tail_ok(words, at + 3)
    for w in words[at + 3 :]:
        if w.text.casefold() in OPENERS:
            raise Unread
    value = _number(words[place])
    assert value is not None
    tokens = sentence.tokens
    figure = words[place].text
    dollar = "$" if figure.startswith("$") else ""
    middle = text[tokens[place].end : tokens[at].start]
    new = f"{dollar}{_figure(value * count)}{middle}"
    told = text[tokens[place].start : tokens[at].start].strip()
    step = f"{told} {words[at].text} a {period} = {(new.strip())} a {period}"
    unit = _time(words[at - 1])
    if one:
        return (tokens[place].start, tokens[at + 2].end, new.rstrip()), step, unit
    return (tokens[place].start, tokens[at + 1].start, new), step, unit


def _each_time_after(text: str, sentences, told, si: int, at: int, count: Fraction, period: str, one: bool):
    """ "X goes ... twice a week. Every time she goes ..., she buys 3 apples." -> "X buys 6 apples a week".

    ADR 0415's reading of the each-time sentence, given the count's sentence cut to "<doer> <verb> ...
    N times a <period>" in the places it expects."""
    first = told[si]
    if any(w.text.casefold() in HEDGES for w in first[at - 1 : at]):
        raise Unread
    # ADR 0415 expects the count phrase to take four words ("3 times a week"); one word stands for two
    padded = first[:at] + (first[at],) + first[at:]
    return _each_time(text, sentences[si], padded, sentences[si + 1], told[si + 1], count, period, one)


__all__ = ["frequency_words", "frequency_words_in_one_period"]
