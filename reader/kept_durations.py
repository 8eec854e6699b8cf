"""Time spent a period at a time over a counted stretch: "plays 2 hours a day for 3 days" (ADR 0402).

A duration told per period and kept up for a counted number of those periods nests one rate in
another: the inner amount (2 hours) is spent in each of the outer periods (a day), and the stretch
counts them (3 days). Together they say what "plays for 6 hours" says. The clause reader refuses it
(ADR 0199: the time chain would add the hours and the days), so the statement is written again with
the whole time spent and the whole reader reads the written text; its refusal leaves the first
refusal standing. The inner unit must be shorter than the period it is told per (hours in a day,
days in a week), and the stretch must count periods of that same kind ("a day for 3 days").

The first refusal stands when:

- the stretch counts another kind of period ("2 hours a day for 3 weeks"), or two periods do not
  chain ("5 days a day", "3 hours a month for 2 days"), or the count is not whole;
- the statement holds a negation, a vague amount, a modal ("can play"), a second amount, or any word
  after the stretch ("for 3 days every month", "for 3 days in May");
- the question names a period or a day ("How many hours does he play each day?", "in 2 days",
  "on Friday", "How many days ...?"), or a condition;
- another statement names a day or a period other than a one-hour or one-minute rate ("$20 an
  hour"): "On the last day he played 1 more hour" may be a part of the stretch.
"""

from __future__ import annotations

from packs.model import Lexicon
from reader.rewrites import Rewrite, statement_edits, with_edits
from reader.rules.context import Word
from reader.text_words import text_words
from reader.tokenise import Sentence
from reader.week_days import ONE_EACH, UNSURE, _amount, _day_word, _number, _words
from reader.whole_problem_words import Unread, or_none

ORDER = {"second": 0, "minute": 1, "hour": 2, "day": 3, "week": 4, "month": 5, "year": 6}
SHORT_RATES = frozenset({"second", "minute", "hour"})  # "$20 an hour" told elsewhere
HALTING = frozenset({"modal", "ability", "subordinator", "conjunction"})


def kept_durations(text: str, lexicon: Lexicon) -> Rewrite | None:
    """The problem with a duration told per period over a counted stretch written as the whole time."""
    if "for" not in text_words(text, lexicon).lemmas:
        return None
    return or_none(_rewrite, text, lexicon)


def _rewrite(text: str, lexicon: Lexicon) -> Rewrite | None:
    told = statement_edits(text, lexicon, _statement)
    if told is None:
        return None
    sentences, edits, steps = told
    if len(edits) != 1:
        return None
    _no_periods(sentences[-1], lexicon, question=True)
    return with_edits(text, edits, steps)


def _time(word: Word) -> str | None:
    """The lemma of a unit of time ("hours" -> "hour"), else None."""
    if word.category == "unit_noun" and word.lemma in ORDER:
        return word.lemma
    return None


def _statement(text: str, sentence: Sentence, lexicon: Lexicon) -> tuple[tuple[int, int, str], str] | None:
    """The edit and step for "N <time> a <period> for M <periods>"; None when the sentence has no such
    stretch and no period, Unread when it has one that is not read."""
    words = _words(sentence, lexicon)
    found = None
    for at in range(len(words) - 5):
        if (
            _number(words[at]) is not None
            and _time(words[at + 1])
            and words[at + 2].text.casefold() in ONE_EACH
            and _time(words[at + 3])
            and words[at + 4].text.casefold() == "for"
        ):
            found = at
            break
    if found is None:
        _no_periods(sentence, lexicon, question=False)
        return None
    at = found
    inner, period = words[at + 1], words[at + 3]
    if len(words) != at + 7 or _number(words[at + 5]) is None or _time(words[at + 6]) != period.lemma:
        raise Unread  # "for 3 weeks", "for 3 days every month", "for 3 days in May"
    if ORDER[inner.lemma] >= ORDER[period.lemma] or period.text.casefold() != period.lemma.casefold():
        raise Unread  # "5 days a day", "3 hours a month for 2 days" is caught above; "a days"
    count = _number(words[at + 5])
    value = _number(words[at])
    assert count is not None and value is not None
    if count.denominator != 1 or count < 1 or (count == 1) != (words[at + 6].text.casefold() == period.lemma):
        raise Unread  # "for 2.5 days", "for 1 days", "for 3 day"
    if words[at].text.startswith("$"):
        raise Unread
    for word in words[:at]:
        if (
            word.category in UNSURE | HALTING
            or word.category in ("number", "number_word", "ordinal_word")
            or _day_word(word)
            or _time(word)
            or word.text.casefold() == "not"
        ):
            raise Unread  # "does not play", "can play", "On Monday, ...", a second amount
    tokens = sentence.tokens
    lead = text[tokens[0].start : tokens[at].start]
    if not lead.rstrip().casefold().endswith(" for"):
        lead = f"{lead}for "
    total = value * count
    written = f"{lead}{_amount(total, inner.text)}"
    unit = inner.text
    step = (
        f"{_amount(value, unit)} a {period.lemma} for {count} {words[at + 6].text} = {_amount(total, unit)}"
    )
    return (tokens[0].start, tokens[len(words) - 1].end, written), step


def _no_periods(sentence: Sentence, lexicon: Lexicon, *, question: bool) -> None:
    """Unread when a sentence names a day or a period, save a short rate in a statement ("an hour")."""
    words = _words(sentence, lexicon)
    for at, word in enumerate(words):
        if question and (word.category == "subordinator" or word.lemma == "if"):
            raise Unread  # "If he skips a day, ..."
        if _day_word(word):
            raise Unread  # "on Friday", "every morning"
        unit = _time(word)
        if unit is None:
            continue
        rate = at > 0 and words[at - 1].text.casefold() in ONE_EACH | {"an"}
        if question:
            if unit == "day" or (at > 0 and words[at - 1].category not in ("question_quantity",)):
                raise Unread  # "How many days", "each day", "in 2 days", "a week"
        elif not (rate and unit in SHORT_RATES):
            raise Unread  # "On the last day ...", "He also played 2 hours last week"


__all__ = ["kept_durations"]
