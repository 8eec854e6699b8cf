"""A doing counted "N times a <period>" ties an amount to each occurrence (ADR 0415, extends ADR 0401).

ADR 0401 reads "twice"/"thrice" between an amount and its period. A count told with a figure and
'times' ("3 times a week") reaches the clause reader as a second amount and refuses. Two shapes say
the same thing as an amount per period, and are written again as one:

- the amount in the same clause, right before the count: "Tom runs 2 miles 3 times a week." is
  "Tom runs 6 miles a week.";
- the count closing a sentence of its own, and the amount in the next sentence, opened by "Each
  time" / "Every time" with a clause of the same doer doing the same verb: "Maria goes to the shop
  2 times a day. Every time she goes to the shop, she orders 3 cups." is "Maria orders 6 cups a day."

The whole reader reads the written text; its refusal leaves the first refusal standing. Every later
rule about a rate per period applies unchanged, so a question's period converts only where the
existing conversions are exact. 'times' as a multiplier ("3 times as many", "3 times more") never
has an article and a period right after it, so it keeps its own reading.

The first refusal stands when:

- the period is not a day, week, month or year, is plural, or the count is not a whole number
  above one, or the figure is money;
- any statement or the question names a stretch of time that is not a whole number of the period
  in its own kind ("3 times a day" over 36 hours or over a month may be any count of doings), or the
  question asks for a time while the amount is not one (it may end between two doings);
- a negation, a vague amount, a conditional or a second count of times; 'times' in the question
  ("How many times ...?" asks for the count, which the written text no longer tells);
- the each-time clause has another doer or another verb than the count's sentence, 'they' for a
  group, a second amount, or any other name in the problem (a wrong person);
- words after the period that carry a number, a time or a preposition ("for 2 hours", "at a time");
- an owner or a determiner before the amount ("walks his 2 dogs 3 times a day": the same dogs each
  time, not an amount per time).
"""

from __future__ import annotations

from fractions import Fraction

from packs.model import Lexicon
from reader.rewrites import Rewrite, with_edits
from reader.rules.context import Word
from reader.tokenise import Sentence, split_sentences
from reader.week_days import UNSURE, _day_word, _figure, _number, _words
from reader.whole_problem_words import Unread, or_none

# a period's kind and its size in that kind's smallest unit: days for day/week, months for month/year
PERIODS = {"day": ("day", 1), "week": ("day", 7), "month": ("month", 1), "year": ("month", 12)}
TIMES = frozenset({"second", "minute", "hour", "day", "week", "month", "year", "decade"})
PER = frozenset({"a", "an", "per"})
EVERY = frozenset({"each", "every"})
NUMBERS = frozenset({"number", "number_word", "fraction_word", "ordinal_word"})
HALTING = frozenset({"subordinator", "conjunction", "conditional"})
AFTER_STOP = frozenset({"for", "at", "in", "on", "each", "every", "per", "during", "times", "time"})
OTHER_TIMES = frozenset(
    {"fortnight", "decade", "century", "season", "semester", "quarter", "weekend", "night"}
)
OWNERS = frozenset({"his", "her", "their", "my", "our", "your", "its", "the", "these", "those"})
SUBJECT_PRONOUNS = frozenset({"he", "she", "i", "you", "we"})


def times_a_period(text: str, lexicon: Lexicon) -> Rewrite | None:
    """The problem with "N times a <period>" and its one amount written as an amount per period."""
    if not text or "times" not in text.casefold():
        return None
    return or_none(_rewrite, text, lexicon, False)


def times_in_one_period(text: str, lexicon: Lexicon) -> Rewrite | None:
    """The same, asked for one period ("How much does he spend a month?") and written for that period.

    Used only when no other sentence names a time: the story is then one period's story (ADR 0192)."""
    if not text or "times" not in text.casefold():
        return None
    return or_none(_rewrite, text, lexicon, True)


def _time(word: Word) -> str | None:
    if word.category == "unit_noun" and word.lemma in TIMES:
        return word.lemma
    return None


def _count_at(words: tuple[Word, ...]) -> list[int]:
    """Where "N times a <period>" stands: the place of N."""
    found = []
    for at, word in enumerate(words):
        if word.text.casefold() != "times" or at == 0 or at + 2 >= len(words):
            continue
        if words[at + 1].text.casefold() not in PER:
            continue
        period = words[at + 2]
        if _time(period) is None:
            continue
        count = _number(words[at - 1])
        if count is None or words[at - 1].text.startswith("$") or count.denominator != 1 or count < 2:
            raise Unread
        if period.lemma not in PERIODS or period.text.casefold() != period.lemma:
            raise Unread  # "3 times an hour", "3 times a days"
        found.append(at - 1)
    return found


def _rewrite(text: str, lexicon: Lexicon, one: bool) -> Rewrite | None:
    sentences = split_sentences(text)
    if len(sentences) < 2 or not sentences[-1].is_question:
        return None
    told = [_words(s, lexicon) for s in sentences]
    places = [(si, at) for si, words in enumerate(told[:-1]) for at in _count_at(words)]
    if not places:
        return None
    if len(places) != 1:
        raise Unread
    question = told[-1]
    if any(w.text.casefold() in ("times", "often") for w in question):
        raise Unread  # "How many times ...?" asks for the count itself
    si, at = places[0]
    words = told[si]
    if any(w.category in UNSURE or w.text.casefold() in ("not", "n't") for ws in told for w in ws):
        raise Unread
    if any(w.category in HALTING or w.lemma == "if" for ws in told for w in ws):
        raise Unread
    if any(
        w.category == "time_marker"
        or w.lemma in OTHER_TIMES
        or (_day_word(w) and w.attr("recurs") != "place")
        for ws in told
        for w in ws
    ):
        raise Unread  # "on Mondays", "tomorrow", "in a fortnight": a time the whole periods do not check
    count = _number(words[at])
    assert count is not None
    period = words[at + 3].lemma
    names = {w.text for ws in told for w in ws if w.category == "name"}
    if len(names) > 1:
        raise Unread  # another person may be the one doing it
    amount = _amount_before(words, at)
    if amount is not None:
        edit, step, unit = _same_clause(text, sentences[si], words, at, amount, count, period, one)
        owner = si
    else:
        if at + 4 != len(words) or si + 1 >= len(sentences) - 1:
            raise Unread
        edit, step, unit = _each_time(
            text, sentences[si], words, sentences[si + 1], told[si + 1], count, period, one
        )
        owner = si + 1
    return _with_period_checked(
        text, sentences, question, told, (si, owner, at + 3), period, unit, edit, step, one
    )


def _with_period_checked(
    text: str,
    sentences,
    question,
    told,
    where: tuple[int, int, int],
    period: str,
    unit,
    edit,
    step: str,
    one: bool,
) -> Rewrite | None:
    """The rewrite with its edit, once every other stretch is whole periods; a question asked for one
    period ("per day") loses that period too. ``where`` is (the count's sentence, the amount's sentence,
    the period's word)."""
    si, owner, period_at = where
    _whole_periods(told, si, period_at, owner, period, unit)
    if not one:
        return with_edits(text, [edit], [step])
    asked = _one_period_asked(sentences[-1], question, si, owner, told, period_at, period, unit)
    return with_edits(text, [edit, asked], [step, f"asked for one {period}: the amounts of one {period}"])


def _one_period_asked(
    sentence: Sentence, question, si: int, owner: int, told, period_at: int, period: str, unit
):
    """The edit that drops the question's one period ("per day"); Unread when any other time is named."""
    for sj, words in enumerate(told[:-1]):
        for tj, word in enumerate(words):
            if (
                _time(word)
                and not (sj == si and tj == period_at)
                and not (sj == owner and _time(word) == unit)
            ):
                raise Unread  # the story names another time: not one period's story
    places = []
    for tj, word in enumerate(question):
        if _time(word) is None:
            continue
        if tj and question[tj - 1].category == "question_quantity":
            continue  # "How many hours": the unit asked
        places.append(tj)
    if len(places) != 1:
        raise Unread
    tj = places[0]
    word = question[tj]
    if (
        tj < 2
        or word.lemma != period
        or word.text.casefold() != period
        or question[tj - 1].text.casefold() not in PER | EVERY
    ):
        raise Unread  # "in 2 days", "in a week", "How many days"
    tokens = sentence.tokens
    return tokens[tj - 2].end, tokens[tj].end, ""


def _amount_before(words: tuple[Word, ...], at: int) -> int | None:
    """The place of the one figure before the count, only unit words between them; None when none."""
    figures = [i for i in range(at) if words[i].category in NUMBERS]
    if not figures:
        return None
    place = figures[-1]
    if len(figures) != 1:
        raise Unread
    between = words[place + 1 : at]
    if not between and not words[place].text.startswith("$"):
        raise Unread  # "runs 2 3 times a week"
    if any(w.category not in ("unit_noun", "noun", "adjective") and w.text != "of" for w in between):
        raise Unread  # "$10 an hour 3 times a week", "2 miles and 3 laps 3 times a week"
    if _number(words[place]) is None:
        raise Unread
    if place and (
        words[place - 1].category in ("determiner", "possessive", "article")
        or words[place - 1].lemma in OWNERS
    ):
        raise Unread  # "walks his 2 dogs 3 times a day": the same dogs each time, not an amount per time
    return place


def _tail_ok(words: tuple[Word, ...], start: int) -> None:
    for w in words[start:]:
        if w.category in NUMBERS or _time(w) or _day_word(w) or w.text.casefold() in AFTER_STOP:
            raise Unread  # "for 2 hours", "at a time", "every Monday"
        if w.category == "punctuation":
            raise Unread


def _same_clause(
    text: str, sentence: Sentence, words, at: int, place: int, count: Fraction, period: str, one: bool
):
    """ "runs 2 miles 3 times a week" -> "runs 6 miles a week"."""
    _tail_ok(words, at + 4)
    value = _number(words[place])
    assert value is not None
    tokens = sentence.tokens
    figure = words[place].text
    dollar = "$" if figure.startswith("$") else ""
    total = value * count
    unit = " ".join(w.text for w in words[place + 1 : at])
    middle = text[tokens[place].end : tokens[at].start]
    new = f"{dollar}{_figure(total)}{middle}"
    told = f"{figure} {unit}".strip()
    step = f"{told} {count} times a {period} = {(dollar + _figure(total) + ' ' + unit).strip()} a {period}"
    if one:
        return (tokens[place].start, tokens[at + 3].end, new.rstrip()), step, _unit_lemma(words[at - 1])
    return (tokens[place].start, tokens[at + 2].start, new), step, _unit_lemma(words[at - 1])


def _unit_lemma(word: Word) -> str | None:
    return _time(word)


def _subject(word: Word) -> str | None:
    if word.category == "name":
        return "name"
    if word.category == "pronoun" and word.text.casefold() in SUBJECT_PRONOUNS:
        return "pronoun"
    return None


def _same_doer(first: Word, other: Word) -> bool:
    """'she' after "Maria", 'he' after 'he'; never 'they' (a group) nor another name."""
    if first.category == "name":
        if other.category == "name":
            return other.text == first.text
        wanted = other.attr("gender")
        known = first.attr("name_gender") or first.attr("gender") or ""
        return (
            other.text.casefold() in ("he", "she")
            and wanted in ("male", "female")
            and known in (wanted, "any", "")
        )
    return other.text.casefold() == first.text.casefold()


def _each_time(
    text: str, first: Sentence, fwords, second: Sentence, swords, count: Fraction, period: str, one: bool
):
    """ "X goes ... N times a day. Every time she goes ..., she orders 3 cups." -> "X orders 6 cups a day." """
    if len(fwords) < 3 or _subject(fwords[0]) is None or not fwords[1].category.startswith("verb"):
        raise Unread
    if any(w.category in NUMBERS for w in fwords[: len(fwords) - 4]):
        raise Unread
    if len(swords) < 6 or swords[0].text.casefold() not in EVERY or swords[1].text.casefold() != "time":
        raise Unread
    if not _same_doer(fwords[0], swords[2]) or swords[3].lemma != fwords[1].lemma:
        raise Unread  # another doer, or another doing than the one counted
    main = None
    for i in range(4, len(swords) - 1):
        w = swords[i]
        if w.category in NUMBERS:
            break
        if _subject(w) is not None and swords[i + 1].category.startswith("verb"):
            main = i
            break
    if main is None or not _same_doer(fwords[0], swords[main]):
        raise Unread
    told = [w.text.casefold() for w in swords[4:main] if w.attr("mark") != "comma"]
    if told and told != [w.text.casefold() for w in fwords[2 : len(fwords) - 4]]:
        raise Unread  # "goes to the park" is not the going counted ("goes to the coffee shop")
    for w in swords[4:main]:
        if w.category in NUMBERS or _time(w) or (_day_word(w) and w.attr("recurs") != "place"):
            raise Unread
    rest = swords[main + 1 :]
    figures = [i for i, w in enumerate(rest) if w.category in NUMBERS]
    if len(figures) != 1 or _number(rest[figures[0]]) is None:
        raise Unread
    place = main + 1 + figures[0]
    for w in swords[place + 1 :]:
        if w.category not in ("unit_noun", "noun", "adjective") and w.text != "of":
            raise Unread  # the amount must close the sentence: "3 cups of coffee"
    if place + 1 >= len(swords):
        raise Unread
    value = _number(swords[place])
    assert value is not None
    figure = swords[place].text
    dollar = "$" if figure.startswith("$") else ""
    total = value * count
    tokens = second.tokens
    subject = first.tokens[0].text
    end = tokens[len(swords) - 1].end
    unit = " ".join(w.text for w in swords[place + 1 :])
    doing = text[tokens[main + 1].start : tokens[place].start]
    new = f"{subject} {doing}{dollar}{_figure(total)}{text[tokens[place].end : end]}"
    if not one:
        new = f"{new} a {period}"
    edit = (first.tokens[0].start, end, new)
    step = f"{count} times a {period}, {figure} {unit} each time = {dollar}{_figure(total)} {unit} a {period}"
    return edit, step, _time(swords[-1])


def _whole_periods(told, si: int, period_at: int, owner: int, period: str, unit: str | None) -> None:
    """Unread unless every other stretch of time is a whole number of the period, in its kind."""
    kind, size = PERIODS[period]
    for sj, words in enumerate(told):
        asked = sj == len(told) - 1
        for tj, word in enumerate(words):
            lemma = _time(word)
            if lemma is None or (sj == si and tj == period_at):
                continue
            if unit is not None and lemma == unit and not asked and sj == owner:
                continue  # the amount's own unit: "30 minutes"
            before = words[tj - 1] if tj else None
            if asked and before is not None and before.category == "question_quantity":
                if unit is None:
                    raise Unread  # a time asked of a count of things
                continue
            if lemma not in PERIODS or PERIODS[lemma][0] != kind or PERIODS[lemma][1] % size:
                raise Unread  # 36 hours, a month of "3 times a week"
            if before is not None and before.category in NUMBERS:
                value = _number(before)
                if value is None or value.denominator != 1:
                    raise Unread
            elif before is None or before.text.casefold() not in PER | EVERY | {
                "the",
                "this",
                "next",
                "last",
            }:
                raise Unread


__all__ = ["times_a_period"]
