"""An amount done every N minutes or hours is a rate: "reads 1 page every 30 minutes" (ADR 0339).

"every day" already makes the day a rate's denominator (the rule of 'per' and 'every'). With a
number after 'every' the clause reads as "every day" would, with the amount shared out over the
N units: 1 page every 30 minutes is 1/30 page a minute, so every later rule about rates applies
unchanged. The number must come right after 'every', the clause must have one amount and a verb
and no other rate, and the unit must be shorter than a day: "1 page every 30 minutes" is a pace kept
while doing, but "$5 every 2 days" recurs on dates, and whether a stretch of 4 days holds 2 or 3 of
them (are both its ends counted?) is not told, so cycles of days refuse, as does "a pole every 6
feet" (fence posts are one more than the gaps). Cycles of weeks, months or years are read since ADR 0398:
a stretch counted as M whole such units holds M/N of them when N divides M (``_cycle_unit_read``).

The act happens once per N units, not spread over them: in 45 minutes she writes 1 or 2 pages,
never 3/2. So the story check ``span_off_the_cycle`` refuses unless every
stretch of time the problem names (a number of units, or one unit alone: "in a week", "per day")
is a whole number of cycles: 3 hours is 6 cycles of 30 minutes, "a day" is 48 of them.
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction
from typing import NamedTuple

from packs.model import Lexicon
from reader.graph import MathProblemGraph
from reader.lifecycle import sentence_words
from reader.rate_periods import marked_amounts
from reader.refusals import ReaderRefusal, refuse
from reader.rules.context import Word
from reader.state import SentenceReadingState
from reader.tokenise import Sentence
from reader.values import Marker, Unit

EVERY_CYCLE = "every_cycle"
DAY = Fraction(86400)  # seconds
WEEK = 7 * DAY
TIME_DIMENSIONS = frozenset({"time", "calendar"})
# what may stand before a unit of time when it names one unit: "a week", "per day", "each hour"
ONE_UNIT_BEFORE = frozenset(
    {"article", "rate_marker", "distributive", "determiner", "preposition", "prep_in"}
)
NUMBERS = frozenset({"number", "number_word"})


class Span(NamedTuple):
    """A stretch of time the text names, in its dimension's base unit; ``cycle`` for "every N <unit>"."""

    dimension: str
    length: Fraction
    cycle: bool


def number_after_every(s: SentenceReadingState, prep: Marker, token_index: int, text: str) -> Marker | None:
    """The marker for a number right after 'every' in a clause with one amount and a verb, else None."""
    body = s.partial_frame_payload
    if (
        prep.category != "rate_marker"
        or prep.text.casefold() != "every"
        or prep.token_index != token_index - 1
        or s.frame in (None, "question")
        or s.pending_verb is None
        or s.pending_quantities
        or len(body.quantities) != 1
        or body.quantities[0].value is None
        or body.quantities[0].per is not None
        or body.per_unit is not None
        or body.finished_clauses
    ):
        return None
    return Marker(EVERY_CYCLE, token_index, text)


def rate_every_cycle(clause):
    """The clause with "1 page every 30 minutes" read as 1/30 page every minute; None without a cycle."""
    body = clause.body
    found = marked_amounts(body, EVERY_CYCLE)
    if found is None:
        return None
    marker, cycle, amount = found
    if (
        cycle is None
        or amount is None
        or cycle.unit is None
        or not _cycle_unit_read(cycle.unit)
        or not cycle.value
        or cycle.value.denominator != 1
        or amount.value is None
        or amount.per is not None
        or body.per_unit is not None
    ):
        return refuse(
            "unsupported_operation",
            "a number after 'every' that is not a count of minutes, hours, weeks, months or years for one "
            "amount: a cycle of days recurs on dates, and whether both ends of a stretch count is not told",
            clause.sentence_index,
            marker.token_index,
            marker.text,
        )
    assert cycle.value is not None and amount.value is not None
    per_unit = replace(
        amount,
        value=amount.value / cycle.value,
        number_tokens=amount.number_tokens + cycle.number_tokens,
        text=f"{amount.text}/{cycle.text}",
    )
    left = tuple(m for m in body.markers if m is not marker)
    return replace(clause, body=replace(body, quantities=(per_unit,), per_unit=cycle.unit, markers=left))


def _cycle_unit_read(unit: Unit) -> bool:
    """Seconds, minutes, hours (a pace kept while doing) and weeks, months, years (ADR 0398).

    A cycle of weeks or of calendar units is counted over a stretch of the same units: any N weeks in a
    row hold one of an act done every N weeks, so a stretch of M whole weeks (N dividing M) holds M/N.
    Days stay refused (ADR 0339): a stretch of days is the shape told with its ends ("from Monday to
    Friday", "after 6 days") as often as a count of days, so whether both ends count is not settled.
    """
    if unit.dimension == "calendar":
        return True
    return unit.dimension == "time" and (unit.factor < DAY or (unit.factor / WEEK).denominator == 1)


def _unit_size(word: Word | None) -> tuple[str, Fraction] | None:
    if word is None or word.category != "unit_noun":
        return None
    info = word.attr("dimension")
    if info not in TIME_DIMENSIONS:
        return None
    return info, Fraction(word.attr("factor") or "1")


def _number(word: Word | None) -> Fraction | None:
    if word is None or word.category not in NUMBERS:
        return None
    if word.shape is not None:
        return word.shape.value
    value = word.attr("value")
    return Fraction(value) if value else None


def _spans(sentences: tuple[Sentence, ...], lexicon: Lexicon) -> list[Span] | None:
    """Every unit of time in the text as a stretch; None if one of them is not read here."""
    found: list[Span] = []
    for sentence in sentences:
        words = sentence_words(sentence, lexicon)
        for at, word in enumerate(words):
            size = _unit_size(word)
            if size is None:
                continue
            before = words[at - 1] if at else None
            two_before = words[at - 2] if at >= 2 else None
            count = _number(before)
            if count is None:
                if before is not None and before.category not in ONE_UNIT_BEFORE:
                    return None  # "half an hour", "two and a half hours", "the first week": not read here
                count = Fraction(1)
            elif two_before is not None and two_before.category in NUMBERS | {"fraction_word"}:
                return None  # "twenty five minutes", "1 1/2 hours"
            cycle = count is not None and _number(before) is not None and _is_every(two_before)
            found.append(Span(size[0], count * size[1], cycle))
    return found


def _is_every(word: Word | None) -> bool:
    return word is not None and word.category == "rate_marker" and word.lemma.casefold() == "every"


def _first_cycle(sentences: tuple[Sentence, ...], lexicon: Lexicon) -> tuple[int, int] | None:
    """Where 'every' first stands right before a number (sentence, token): the shape this module reads."""
    for si, sentence in enumerate(sentences):
        words = sentence_words(sentence, lexicon)
        for ti, (word, after) in enumerate(zip(words, words[1:], strict=False)):
            if _is_every(word) and _number(after) is not None:
                return si, ti
    return None


def span_off_the_cycle(
    sentences: tuple[Sentence, ...], graph: MathProblemGraph, lexicon: Lexicon
) -> ReaderRefusal | None:
    """Refuse a rate every N units beside a stretch of time that is not a whole number of its cycles.

    A question that asks for a time ("How many hours does it take to ...?") is refused too: the
    time it finds may end inside a cycle, and a discrete act is not done part way. A stretch in
    another dimension (months beside days) has no whole number of cycles either.
    """
    at = _first_cycle(sentences, lexicon)
    if at is None:
        return None
    spans = _spans(sentences, lexicon)
    asked = graph.question.unit
    if spans is not None and (asked is None or asked.dimension not in TIME_DIMENSIONS):
        cycles = [s for s in spans if s.cycle]
        others = [s for s in spans if not s.cycle]
        if all(
            o.dimension == c.dimension and (o.length / c.length).denominator == 1
            for c in cycles
            for o in others
        ):
            return None
    return refuse(
        "unsupported_operation",
        "an act done every N units of time, beside a time that is not a whole number of its cycles",
        at[0],
        at[1],
        sentences[at[0]].tokens[at[1]].text,
    )


__all__ = ["EVERY_CYCLE", "number_after_every", "rate_every_cycle", "span_off_the_cycle"]
