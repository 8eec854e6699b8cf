"""A doing repeated N times within a period is N times the amount per period (ADR 0401).

"swims 2 km twice a week" tells one amount, a count of occurrences and the period that holds them:
2 km each time, twice in every week, so 4 km a week, and every later rule about rates over a period
(a week asked over 3 weeks, a month over a year) applies unchanged. Only the words that count
occurrences with no reference after them are read: 'twice' and 'thrice' (a multiplier with a fixed
factor) standing right after the one amount of the clause and right before 'a'/'an' and a unit of
time ("twice per week", "a day twice" stay unread and refuse). A comparison ("twice as many",
"twice the number of") is consumed by its own rule before a clause is committed, so it never reaches
this one; an amount that is already a rate ("$18 an hour twice a week") or a clause with a second
amount refuses as before.

A period of days, weeks, months or years is read. A day converts into a week exactly (7) and a
month into a year (12); a week into a year does not (52 weeks are a rounding of 365 days), and the
conversion rules already refuse that pair.
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

from reader.values import Marker

FREQUENCY_WORD = "multiplier"
FREQUENCY = "frequency_period"  # the 'a' of "twice a week", recorded when it opens the period
TIME_DIMENSIONS = frozenset({"time", "calendar"})


def _counting_word(marker: Marker) -> Fraction | None:
    """The fixed count of a multiplying word ('twice' 2, 'thrice' 3); None for 'times', 'double', ...."""
    if marker.category != FREQUENCY_WORD or marker.text.casefold() not in ("twice", "thrice"):
        return None
    try:
        return Fraction(marker.role)
    except (ValueError, ZeroDivisionError):
        return None


def rate_frequency(clause):
    """The clause with "2 km twice a week" read as 4 km a week; None when no counting word is left."""
    body = clause.body
    periods = [m for m in body.markers if m.category == FREQUENCY]
    if not periods:
        return None
    counted = [m for m in body.markers if _counting_word(m) is not None]
    if len(periods) != 1 or not counted or counted[0].token_index != periods[0].token_index - 1:
        return None
    marker = counted[0]
    period = body.per_unit
    if (
        len(counted) != 1
        or len(body.quantities) != 1
        or period is None
        or period.dimension not in TIME_DIMENSIONS
    ):
        return None
    amount = body.quantities[0]
    if (
        amount.value is None
        or amount.per is not None
        or amount.times is not None
        or amount.share is not None
        or amount.price
        or amount.divisor
        or amount.whole
        or amount.token_index > marker.token_index
        or any(t > marker.token_index for t in amount.number_tokens)
    ):
        return None
    factor = _counting_word(marker)
    assert factor is not None
    scaled = replace(amount, value=amount.value * factor)
    left = tuple(m for m in body.markers if m is not marker and m is not periods[0])
    return replace(clause, body=replace(body, quantities=(scaled,), markers=left))


__all__ = ["FREQUENCY", "counting_word_last", "rate_frequency", "span_off_the_period"]


def counting_word_last(s) -> bool:
    """True when the token just read is 'twice' or 'thrice' right after an amount's end (ADR 0401)."""
    from reader.rules.context import payload

    markers = payload(s).markers
    return (
        len(s.lookback) >= 2
        and bool(markers)
        and _counting_word(markers[-1]) is not None
        and s.lookback[-1].category == FREQUENCY_WORD
        and s.lookback[-1].token_index == markers[-1].token_index
        and s.lookback[-2].token_index == markers[-1].token_index - 1
    )


def _frequency_at(sentences, lexicon) -> tuple[int, int, int] | None:
    """Where "twice a <unit of time>" first stands: (sentence, token of 'twice', token of the unit)."""
    from reader.every_periods import _unit_size
    from reader.lifecycle import sentence_words

    for si, sentence in enumerate(sentences):
        words = sentence_words(sentence, lexicon)
        for ti in range(len(words) - 2):
            word, article = words[ti], words[ti + 1]
            if (
                word is not None
                and word.category == FREQUENCY_WORD
                and word.text.casefold() in ("twice", "thrice")
                and article is not None
                and article.category == "article"
                and _unit_size(words[ti + 2]) is not None
            ):
                return si, ti, ti + 2
    return None


def span_off_the_period(sentences, graph, lexicon):
    """Refuse "twice a day" beside a stretch of time that is not a whole number of its periods.

    The doings are counted per whole period: in 36 hours "twice a day" may have happened 2, 3 or 4
    times, so a stretch must be a whole number of the period (2 weeks of "twice a day", a year of
    "twice a month"), in the same dimension. A question that asks for a time refuses as well: the
    time found may end between two doings.
    """
    from reader.every_periods import TIME_DIMENSIONS as TIMES
    from reader.every_periods import _number, _unit_size
    from reader.lifecycle import sentence_words
    from reader.refusals import refuse

    at = _frequency_at(sentences, lexicon)
    if at is None:
        return None
    si, twice_at, unit_at = at
    period = _unit_size(sentence_words(sentences[si], lexicon)[unit_at])
    assert period is not None
    asked = graph.question.unit
    sound = asked is None or asked.dimension not in TIMES
    for sj, sentence in enumerate(sentences):
        words = sentence_words(sentence, lexicon)
        for tj, word in enumerate(words):
            size = _unit_size(word)
            if size is None or (sj, tj) == (si, unit_at):
                continue
            before = words[tj - 1] if tj else None
            count = _number(before)
            if count is None:
                if before is None or before.category not in (
                    "article",
                    "rate_marker",
                    "distributive",
                    "prep_in",
                ):
                    sound = False
                count = Fraction(1)
            elif (
                tj >= 2
                and words[tj - 2] is not None
                and words[tj - 2].category in ("number", "number_word", "fraction_word")
            ):
                sound = False
            length = count * size[1]
            if size[0] != period[0] or (length / period[1]).denominator != 1:
                sound = False
    if sound:
        return None
    return refuse(
        "unsupported_operation",
        "an act done a number of times a period, beside a time that is not a whole number of periods",
        si,
        twice_at,
        sentences[si].tokens[twice_at].text,
    )
