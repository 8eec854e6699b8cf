"""Trips told with a speed in the words people use for one: "at 50 mph", "at a speed of 4 km/h",
"for 4 hours and 30 minutes", "for an hour and a half" (ADR 0305).

The reader already reads a trip told as "drives at 50 miles per hour for 3 hours" (ADR 0030), and
"How long will it take him to drive 150 miles?" after "drives at 50 miles per hour" (ADR 0261). Those
trips are mostly told otherwise: the speed abbreviated ('mph', 'km/h', 'm/s'), named with a noun ("at
a speed of 50 miles per hour", "at an average speed of ..."), the time as two units or a half ("4 hours
and 30 minutes", "2 and a half hours", "an hour and a half", "half an hour"). Each of those says
exactly what the plain form says, so when the ordinary reading refused, the text is told again in the
plain form and read again; the answer is that reading's, with one step first saying what was retold.

Retold, only where the whole phrase is one of these (words outside them are never touched):

- "N mph" and "in mph" as "miles per hour"; "N kph|km/h|km/hr" as "kilometers per hour"; "N L/T" with L
  a length ('km', 'm', 'mi', 'ft', 'miles', ...) and T a time ('h', 'hr', 'min', 's', 'sec') as "L per T";
- "at a|an|the [average|constant|steady] speed|rate|pace of N <length> per|an|a <time>" as "at N ...":
  the speed noun only names what the amount is. A 'maximum' or 'top' speed is not the speed driven,
  and "a rate of $12 per hour" is no speed, so neither is retold;
- "N hours [and] M minutes" as one amount of hours, only when it is an exact decimal (M a multiple of
  3, M < 60): 2 hours 20 minutes is 7/3 hours, which has no exact decimal, so it stays and refuses;
- "N and a half hours|minutes", "an|one hour and a half", "one and a half hours", "half an hour" as
  "N.5 hours", "1.5 hours", "0.5 hours".

The durations are retold only when the retold text tells a speed (a length per time, by 'per', 'an' or
'a'): this family is trips, and a duration in another story is left to the readings that own it.
Nothing else changes, so every trap the plain reading refuses (another mover, a second speed, a way
back, a rest, 'twice as fast', a time in another unit than the speed's, 'would') refuses here too.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from decimal import Decimal
from fractions import Fraction

from packs.model import Lexicon
from reader.asked_amounts import finite_decimal

_NUMBER = r"\d+(?:\.\d+)?"
_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9}
_WORD_NUMBER = "|".join(_WORDS)

# Closed tables of the common abbreviations of a unit of length or time inside a speed.
_LENGTHS = {"km": "kilometers", "m": "meters", "mi": "miles", "ft": "feet", "yd": "yards"}
_TIMES = {"h": "hour", "hr": "hour", "min": "minute", "s": "second", "sec": "second"}
_WHOLE_SPEEDS = {"mph": "miles per hour", "kph": "kilometers per hour", "kmph": "kilometers per hour"}

_SPEED_NOUNS = r"(?:(?:average|constant|steady) )?(?:speed|rate|pace)"
_TOLD_SPEED = re.compile(rf"\b(at) (?:a|an|the) {_SPEED_NOUNS} of (?=(?:{_NUMBER}) )", re.IGNORECASE)
_HOURS_MINUTES = re.compile(
    rf"\b({_NUMBER}|{_WORD_NUMBER}|an|one) hours? (?:and )?(\d+) minutes\b", re.IGNORECASE
)
_AND_A_HALF = re.compile(rf"\b(\d+|{_WORD_NUMBER}) and a half (hour|minute)s\b", re.IGNORECASE)
_AN_AND_A_HALF = re.compile(r"\b(?:an|one) (hour|minute) and a half\b", re.IGNORECASE)
_HALF_AN = re.compile(r"\bhalf an? (hour|minute)\b", re.IGNORECASE)
_RESPECTIVELY = re.compile(r"\brespectively\b", re.IGNORECASE)


def _count(word: str) -> Fraction:
    low = word.casefold()
    if low in ("an", "a"):
        return Fraction(1)
    if low in _WORDS:
        return Fraction(_WORDS[low])
    return Fraction(Decimal(word))


def _shown(value: Fraction) -> str:
    """A finite decimal written out ("4.5"); the caller has checked it is one."""
    text = format(Decimal(value.numerator) / Decimal(value.denominator), "f")
    return text.rstrip("0").rstrip(".") if "." in text else text


def _speeds(text: str, lexicon: Lexicon) -> str:
    """'mph', 'km/h', "L/T" written out as "L per T"; a number glued to its unit ("25mph") spaced."""

    def whole(m: re.Match) -> str:
        return f"{m.group(1)} {_WHOLE_SPEEDS[m.group(2).casefold()]}"

    text = re.sub(rf"\b({_NUMBER}) ?(mph|kph|kmph)\b", whole, text, flags=re.IGNORECASE)
    text = re.sub(r"\b(in) (mph)\b", whole, text, flags=re.IGNORECASE)

    def slashed(m: re.Match) -> str:
        length, time = m.group(2), m.group(3)
        low = length.casefold()
        if low in _LENGTHS:
            length = _LENGTHS[low]
        elif not _is_length(low, lexicon):
            return m.group(0)
        low = time.casefold()
        if low in _TIMES:
            time = _TIMES[low]
        elif not _is_time(low, lexicon):
            return m.group(0)
        return f"{m.group(1)} {length} per {time}"

    return re.sub(rf"\b({_NUMBER}) ?([A-Za-z]+)/([A-Za-z]+)\b", slashed, text)


def _is_length(word: str, lexicon: Lexicon) -> bool:
    entry = getattr(lexicon.lookup(word), "entry", None)
    return (
        entry is not None and entry.category == "unit_noun" and entry.attr("dimension").startswith("length")
    )


def _is_time(word: str, lexicon: Lexicon) -> bool:
    entry = getattr(lexicon.lookup(word), "entry", None)
    return entry is not None and entry.category == "unit_noun" and entry.attr("dimension") == "time"


def _speed_nouns(text: str, lexicon: Lexicon) -> str:
    """ "at a speed of N L per T" as "at N L per T", only when a length per time follows."""
    out, last = [], 0
    for m in _TOLD_SPEED.finditer(text):
        if _speed_after(text[m.end() :], lexicon):
            out.append(text[last : m.start()] + m.group(1) + " ")
            last = m.end()
    return "".join(out) + text[last:]


_SPEED_AFTER = re.compile(rf"^{_NUMBER} ([A-Za-z]+) (?:per|an|a) ([A-Za-z]+)\b")


def _speed_after(rest: str, lexicon: Lexicon) -> bool:
    m = _SPEED_AFTER.match(rest)
    return (
        m is not None
        and _is_length(m.group(1).casefold(), lexicon)
        and _is_time(m.group(2).casefold(), lexicon)
    )


def _tells_speed(text: str, lexicon: Lexicon) -> bool:
    return any(_speed_after(text[m.start() :], lexicon) for m in re.finditer(rf"\b{_NUMBER} ", text))


def _durations(text: str) -> str:
    """Two units or a half of one told as one amount of hours (or minutes), when that is an exact decimal."""

    def hours_minutes(m: re.Match) -> str:
        minutes = int(m.group(2))
        value = _count(m.group(1)) + Fraction(minutes, 60)
        if minutes >= 60 or not finite_decimal(value):
            return m.group(0)
        return f"{_shown(value)} hours"

    text = _HOURS_MINUTES.sub(hours_minutes, text)
    text = _AND_A_HALF.sub(lambda m: f"{_shown(_count(m.group(1)) + Fraction(1, 2))} {m.group(2)}s", text)
    text = _AN_AND_A_HALF.sub(lambda m: f"1.5 {m.group(1)}s", text)
    return _HALF_AN.sub(lambda m: f"0.5 {m.group(1)}s", text)


# The last text told plainly, with its lexicon and result: a refused trip asks twice (ADR 0305's
# reading, then the legs read one by one), and the answer is a pure function of the two.
_LAST: list[tuple[str, Lexicon, str | None]] = []


def told_plainly(text: str, lexicon: Lexicon) -> str | None:
    """The text with its speeds and durations told in the plain form, or None when nothing changed."""
    if _LAST and _LAST[0][0] == text and _LAST[0][1] is lexicon:
        return _LAST[0][2]
    found = _told_plainly(text, lexicon)
    _LAST[:] = [(text, lexicon, found)]
    return found


def _told_plainly(text: str, lexicon: Lexicon) -> str | None:
    if _RESPECTIVELY.search(text):
        return None  # "for 2 hours and 30 minutes respectively": two amounts, not one
    plain = _speed_nouns(_speeds(text, lexicon), lexicon)
    if not _tells_speed(plain, lexicon):
        return None
    plain = _durations(plain)
    return None if plain == text else plain


def read_told_speed(
    text: str, lexicon: Lexicon, read: Callable[[str, Lexicon], object]
) -> tuple[object, str] | None:
    """The reading of the plainly retold trip, with the step saying what was retold; else None."""
    from reader.answer import Answer

    plain = told_plainly(text, lexicon)
    if plain is None:
        return None
    found = read(plain, lexicon)
    if not isinstance(found, Answer):
        return None
    return found, f"the speed and the time read as told plainly: {plain}"


_FINITE = frozenset({"VBD", "VBZ", "VBP"})
_AMOUNTS = frozenset({"number", "number_word"})


def _legs(words) -> tuple[list[str], list[str]]:
    """The verbs of moving told in a sentence, as (those told with an amount, those told without one).

    A leg is a finite verb of moving (``motion``) and the words up to the next verb; an infinitive
    ("likes to run") tells no leg.
    """
    from reader.that_many import pointed_amounts

    verbs = [i for i, w in enumerate(words) if w is not None and w.category.startswith("verb")]
    pointed = pointed_amounts(words)
    told: list[str] = []
    untold: list[str] = []
    for n, i in enumerate(verbs):
        verb = words[i]
        if not verb.attr("motion") or not _FINITE & set(verb.tags):
            continue
        before = words[i - 1] if i else None
        if before is not None and before.text.casefold() == "to":
            continue
        end = verbs[n + 1] if n + 1 < len(verbs) else len(words)
        stretch = words[i + 1 : end]
        amount = any(w is not None and w.category in _AMOUNTS for w in stretch) or any(
            i < at < end
            for at in pointed  # "she walked twice that distance": an amount told by 'that' (ADR 0388)
        )
        (told if amount else untold).append(verb.lemma)
    return told, untold


def untold_leg(sentences, problem, lexicon: Lexicon):
    """A second leg of moving told with no amount beside a leg told with one: refuse (ADR 0305).

    "Tom drives at 50 miles per hour for 3 hours. Then he drives back home. How far does he drive in
    all?" was answered 150: the way back has no amount, so the reading let it pass, but it is a leg of
    the trip as long as the first. Whatever is asked of the moving (how far, how long, in all), a leg
    whose length and time are untold leaves it open.
    """
    from reader.lifecycle import sentence_words
    from reader.refusals import refuse

    told: list[str] = []
    untold: list[tuple[int, str]] = []
    for index, sentence in enumerate(sentences):
        if sentence.is_question:
            continue
        with_amount, without = _legs(sentence_words(sentence, lexicon))
        told += with_amount
        untold += [(index, lemma) for lemma in without]
    # another way of moving told with no amount ("On Fridays he also swims") is another activity, not a
    # leg of this one: only the same verb, or a verb naming any way of moving ('travel'), is a leg
    legs = [
        (i, lemma)
        for i, lemma in untold
        if lemma in told or _any(lemma, lexicon) or any(map(_any, told, [lexicon] * len(told)))
    ]
    if not told or not legs:
        return None
    index, lemma = legs[0]
    return refuse("underdetermined", f"a leg of '{lemma}' told with no distance or time", index, 0, lemma)


def _any(lemma: str, lexicon: Lexicon) -> bool:
    entry = getattr(lexicon.lookup(lemma), "entry", None)
    return entry is not None and entry.attr("motion") == "any"
