"""A time told as a multiple of the one time told before it: "twice as long", "10 minutes longer" (ADR 0481).

"It takes Ann 30 minutes to wash a car and twice as long to wash a truck." says what "It takes Ann 30
minutes to wash a car and 60 minutes to wash a truck." says: the second job's time is a multiple of the
one time told before it, or that time and a told number of the same unit more or less. The readings of
'It takes' rates (ADR 0309, ADR 0459) refuse a time with no number of its own; this reading writes the
time out as a number of the told unit and has the whole reader read the retold problem, so every check
of those readings (the doer, the things counted, the asked unit, whole counts) still holds, and their
refusal leaves the first refusal standing.

Only this shape is retold, in a statement before the question:

- the one time it is a multiple of: the first and only number of the problem before it, in a statement
  opening "It takes [<name>|him|her] N <seconds|minutes|hours> to <verb> <a|an|one|1|each> ...";
- the multiple: "twice | half | thrice | N times" then "as long" or "as much time", or "N <unit>
  longer" or "N <unit> less" in the told time's own unit; it stands right after "It takes [<name>|him|
  her]" opening a later statement, or after "and" or a comma in the statement of the told time, and is
  followed by "to <verb> <a|an|one|1|each> ...": one thing, as the told time is for one thing.

What stays refused: a multiple in the question or in an 'if' clause, two multiples, a multiple with two
or more numbers before it (of which time would it be?), a told time for several things or for no counted
thing ("to walk to school": "twice as long" per what?), a trailing "as ..." or "than ..." in the
multiple's statement ("twice as long as it takes to ...": which time it is of is told again, maybe
another), "N times longer" (read as N times or N + 1 times), days and longer, amounts that are not times
("twice as many people"), a time that comes out as nothing or less, or as no finite decimal of the unit.
"""

from __future__ import annotations

from fractions import Fraction

from packs.model import Lexicon
from reader.asked_amounts import finite_decimal
from reader.rewrites import Rewrite, with_edits
from reader.rules.context import Word
from reader.tokenise import split_sentences
from reader.whole_problem_words import Unread, lowered, multiple_at, or_none, plain_number, plain_words

TIME_UNITS = frozenset({"second", "minute", "hour"})
ONE = frozenset({"a", "an", "one", "1", "each"})
DOER_OBJECTS = frozenset({"him", "her"})
MORE_OR_LESS = {"longer": 1, "less": -1}


def job_time_multiple(text: str, lexicon: Lexicon) -> Rewrite | None:
    """The problem with its one multiple of a told time written as a number of that time's unit."""
    low = text.casefold()
    if "it takes" not in low or not any(w in low for w in (" as long", " as much time", " longer", " less")):
        return None
    return or_none(_retold, text, lexicon)


def _retold(text: str, lexicon: Lexicon) -> Rewrite | None:
    sentences = split_sentences(text)
    if len(sentences) < 2 or not sentences[-1].is_question:
        raise Unread
    if any(s.is_question for s in sentences[:-1]):
        raise Unread
    said = [plain_words(s, lexicon) for s in sentences]
    if sum(_comparisons(words) for words in said) != 1:
        raise Unread  # one multiple in the whole problem, and not in the question
    numbers = [(at, i) for at, words in enumerate(said) for i, w in enumerate(words) if _number(w)]
    if not numbers or numbers[0][0] == len(said) - 1:
        raise Unread
    at, i = numbers[0]
    if i != _opening(said[at]):
        raise Unread  # the first number is not the time of an 'It takes' statement
    told = _told_time(said[at], i)
    found = _find(said[:-1], told)
    at, start, end, value = found
    if (at, start) <= numbers[0]:
        raise Unread  # a multiple before any time is told: of which time would it be?
    if any(numbers[0] < place < (at, start) for place in numbers):
        raise Unread  # a second number before the multiple: of which time would it be?
    tokens = sentences[at].tokens
    written = _written(value, told[1])
    step = f"'{' '.join(w.text for w in said[at][start:end])}' of the time told: {written}"
    return with_edits(text, [(tokens[start].start, tokens[end - 1].end, written)], [step])


def _comparisons(words: tuple[Word, ...]) -> int:
    """How many comparisons of a time the words hold ("as long", "longer", "less", "that long")."""
    texts = lowered(words)
    pairs = list(zip(texts, [*texts[1:], ""], strict=True))
    return sum(
        1
        for first, second in pairs
        if (first, second) in (("as", "long"), ("as", "much"), ("that", "long"), ("that", "much"))
        or first in ("longer", "less", "shorter", "faster", "slower")
    )


def _opening(words: tuple[Word, ...]) -> int:
    """Where the amount of a statement "It takes [<doer>] ..." starts; -1 for any other sentence."""
    if lowered(words[:2]) != ["it", "takes"]:
        return -1
    return _after_doer(words, 2)


def _find(statements: list[tuple[Word, ...]], told: tuple[Fraction, str]) -> tuple[int, int, int, Fraction]:
    """The one multiple: its sentence, start, end and the time it says."""
    for at, words in enumerate(statements):
        opening = _opening(words)
        if opening < 0:
            continue
        for i in range(opening, len(words)):
            if i != opening and lowered(words[i - 1 : i]) not in (["and"], [","]):
                continue
            derived = _derived(words, i, told)
            if derived is not None:
                value, end = derived
                _trailing(words, end)
                return at, i, end, value
    raise Unread


def _number(word: Word) -> bool:
    return word.category in ("number", "number_word") or plain_number(word) is not None


def _after_doer(words: tuple[Word, ...], at: int) -> int:
    """Past an optional doer after "It takes": a name, 'him' or 'her'."""
    if at < len(words) and (words[at].category == "name" or words[at].text.casefold() in DOER_OBJECTS):
        return at + 1
    return at


def _told_time(words: tuple[Word, ...], at: int) -> tuple[Fraction, str]:
    """ "30 minutes to wash a car": the time and its unit lemma, for one thing."""
    value = plain_number(words[at]) if at < len(words) else None
    if value is None or value <= 0 or at + 1 >= len(words):
        raise Unread
    unit = words[at + 1]
    if unit.category != "unit_noun" or unit.attr("dimension") != "time":
        raise Unread
    lemma = unit.lemma.casefold()
    if lemma not in TIME_UNITS:
        raise Unread  # days and longer: calendar time, or a thing that grows by itself
    _one_job(words, at + 2)
    return value, lemma


def _one_job(words: tuple[Word, ...], at: int) -> None:
    """ "to <verb> a <thing>": a job on one thing."""
    if lowered(words[at : at + 1]) != ["to"] or at + 2 >= len(words):
        raise Unread
    if words[at + 2].text.casefold() not in ONE:
        raise Unread  # "to wash 2 cars", "to walk to school": twice as long per what?


def _derived(words: tuple[Word, ...], at: int, told: tuple[Fraction, str]) -> tuple[Fraction, int] | None:
    """ "twice as long", "half as much time", "10 minutes longer": the time it says and where it ends;
    None when no multiple starts here, Unread for a multiple of another shape."""
    texts = lowered(words)
    base, unit = told
    if at >= len(words):
        return None
    if texts[at] == "half":
        factor, end = Fraction(1, 2), at + 1
    elif words[at].category == "multiplier" or (
        plain_number(words[at]) is not None and texts[at + 1 : at + 2] == ["times"]
    ):
        factor, end = multiple_at(words, at)
    else:
        return _more_or_less(words, at, told)
    if texts[end : end + 2] == ["as", "long"]:
        end += 2
    elif texts[end : end + 3] == ["as", "much", "time"]:
        end += 3
    else:
        raise Unread  # "twice longer", "three times more", "twice as many people"
    _one_job(words, end)
    value = base * factor
    if not finite_decimal(value):
        raise Unread
    return value, end


def _more_or_less(
    words: tuple[Word, ...], at: int, told: tuple[Fraction, str]
) -> tuple[Fraction, int] | None:
    """ "10 minutes longer" / "10 minutes less": the told time and so many of its unit more or less."""
    texts = lowered(words)
    count = plain_number(words[at])
    if count is None or at + 2 >= len(words) or texts[at + 2] not in MORE_OR_LESS:
        return None
    unit = words[at + 1]
    if unit.category != "unit_noun" or unit.lemma.casefold() != told[1]:
        raise Unread  # "1 hour longer" than minutes: not converted here
    if texts[at + 3 : at + 4] in (["time"], ["than"]):
        raise Unread
    value = told[0] + MORE_OR_LESS[texts[at + 2]] * count
    if value <= 0:
        raise Unread
    _one_job(words, at + 3)
    return value, at + 3


def _trailing(words: tuple[Word, ...], end: int) -> None:
    """Nothing after the multiple's job may say which time it is of again."""
    if any(t in ("as", "than", "that", "longer", "twice", "half") for t in lowered(words[end:])):
        raise Unread


def _written(value: Fraction, unit: str) -> str:
    number = str(value.numerator) if value.denominator == 1 else _decimal(value)
    return f"{number} {unit}" if value == 1 else f"{number} {unit}s"


def _decimal(value: Fraction) -> str:
    """A finite decimal's digits ("12.5")."""
    digits = f"{float(value):.6f}".rstrip("0").rstrip(".")
    if Fraction(digits) != value:
        raise Unread
    return digits


__all__ = ["job_time_multiple"]
