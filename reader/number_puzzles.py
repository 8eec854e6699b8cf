""" "Nine more than a third of a number is 21. What is the number?" (ADR 0445).

A number puzzle tells one linear statement about one unknown and asks the unknown back; there is no
holder, no move and no story, so the sentence reader has no role for "more than a quarter of a number"
and refuses. A closed grammar is read here, every word of a fixed part, and the one equation
``a * x + b = m`` is solved exactly:

    [N more|less|fewer than] [twice | thrice | double | triple | K times | half (of) | a quarter of |
    two thirds of | 1/4 of | 0.2 of | 20% of] <unknown> [[,] plus|minus N | increased|decreased by N |
    multiplied|divided by K [,]] is|was [equal to] M.    (or: ... equals M.)

The unknown is one of three, each with the one question that asks it back:

- "a number" / "a certain number" -- "What is the number?", "What's the number?", "Find the number.";
- "the number of <things> [in|on|at the <place>]" -- "How many <things> are [there] [in the place]?",
  "How many <things> will you find [in the place]?", or "What is the number of <things> ...?", the
  things and the place said word for word as in the statement;
- "<Name>'s age" -- "How old is <Name>?" or "What is <Name>'s age?".

A question with no unknown, "What is 9 more than a third of 30?", is the same grammar over a number
and is worked out directly.

Only one additive part is read: "N more than" before the factor, or one "plus N" (or another
operation) after the unknown, never both ("5 more than twice a number plus 4" is not one reading).
A factor binds tighter than an operation after it: "half of a number plus 6" is x/2 + 6.

Anything else keeps the first refusal: another sentence (a distractor), a second unknown ("the sum of
two numbers", 'consecutive'), a negation, a question about other things, another place, another
person or another time, a count or an age that is not a whole positive number, a number that is not
a finite decimal, and a negative or zero result.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from packs.model import Lexicon
from reader.answer import Answer
from reader.asked_amounts import finite_decimal
from reader.canonical import canonical_hash
from reader.derivation import fmt
from reader.graph import Event, MathProblemGraph, UnitSpec
from reader.rules.context import Word
from reader.tokenise import split_sentences
from reader.values import EntityRef, QuestionTarget, Unit
from reader.whole_problem_words import Unread, or_none, plain_number, plain_words

MULTIPLIERS = {"twice": Fraction(2), "double": Fraction(2), "thrice": Fraction(3), "triple": Fraction(3)}
# Denominators a fraction of the unknown is said with ("a third of", "three quarters of").
DENOMINATORS = {
    "half": 2,
    "halves": 2,
    "third": 3,
    "thirds": 3,
    "quarter": 4,
    "quarters": 4,
    "fourth": 4,
    "fourths": 4,
    "fifth": 5,
    "fifths": 5,
    "sixth": 6,
    "sixths": 6,
    "seventh": 7,
    "sevenths": 7,
    "eighth": 8,
    "eighths": 8,
    "ninth": 9,
    "ninths": 9,
    "tenth": 10,
    "tenths": 10,
}
ONE = frozenset({"a", "an", "one"})
MORE_LESS = {"more": 1, "less": -1, "fewer": -1}
AFTER = {"plus": "+", "minus": "-"}  # "a number plus 6"
AFTER_BY = {"increased": "+", "decreased": "-", "multiplied": "*", "divided": "/"}  # "... increased by 6"
PLACE_PREPOSITIONS = frozenset({"in", "on", "at", "inside"})
COPULAS = {"is": "present", "was": "past"}
AGE_UNIT = "measure:age+dim:calendar+year"


@dataclass(frozen=True, slots=True)
class Unknown:
    """What the statement is about: 'number', 'things' (with the words naming them) or 'age' (of a name)."""

    kind: str
    words: tuple[str, ...] = ()  # the things ("koi fish") or the name ("Omar")
    place: tuple[str, ...] = ()  # "in the pond"
    head: Word | None = None  # the things' head noun, or the name


@dataclass(frozen=True, slots=True)
class Expression:
    """``factor * x + offset`` over the unknown (or over a told number when ``known`` is set)."""

    factor: Fraction
    offset: Fraction
    unknown: Unknown | None
    known: Fraction | None
    said: str  # the expression in words, for the steps


def number_puzzle(text: str, lexicon: Lexicon) -> Answer | None:
    """The unknown of a one-statement number puzzle, or a direct computation; None when not the shape."""
    return or_none(_read, text, lexicon)


def _read(text: str, lexicon: Lexicon) -> Answer:
    sentences = split_sentences(text)
    if len(sentences) == 1:
        return _direct(sentences[0], lexicon)
    if len(sentences) != 2 or sentences[0].terminator != "." or sentences[1].terminator not in ("?", "."):
        raise Unread
    told = plain_words(sentences[0], lexicon)
    asked = plain_words(sentences[1], lexicon)
    expression, at = _expression(told, 0, allow_known=False)
    tense, total, at = _equated(told, at, expression.unknown)
    if at != len(told):
        raise Unread
    unknown = expression.unknown
    assert unknown is not None
    _asks_back(asked, unknown, tense, sentences[1].terminator)
    value = (total - expression.offset) / expression.factor
    _fits(value, unknown)
    steps = (
        f"{expression.said} = {fmt(total)}",
        f"{fmt(expression.factor)} x = {fmt(total)} - ({fmt(expression.offset)}) = {fmt(total - expression.offset)}",
        f"x = {fmt(total - expression.offset)} / {fmt(expression.factor)} = {fmt(value)}",
    )
    return _answer(value, unknown, steps, 1)


def _direct(sentence, lexicon: Lexicon) -> Answer:
    """ "What is 9 more than a third of 30?": the grammar over a told number, worked out."""
    if sentence.terminator != "?":
        raise Unread
    words = plain_words(sentence, lexicon)
    if _text(words, 0) != "what":
        raise Unread
    at = 1
    if _text(words, at) == "is" or _text(words, at) == "'s":
        at += 1
    else:
        raise Unread
    expression, at = _expression(words, at, allow_known=True)
    if at != len(words) or expression.known is None:
        raise Unread
    value = expression.factor * expression.known + expression.offset
    if value <= 0 or not finite_decimal(value):
        raise Unread
    steps = (f"{expression.said} = {fmt(value)}",)
    return _answer(value, None, steps, 0)


def _expression(words: tuple[Word, ...], at: int, allow_known: bool) -> tuple[Expression, int]:
    """[N more|less than] [factor] <unknown or number> [, operation N ,]: ``factor * x + offset``."""
    offset = Fraction(0)
    ahead = _number(words, at)
    offset_first = (
        ahead is not None and _text(words, ahead[1]) in MORE_LESS and _text(words, ahead[1] + 1) == "than"
    )
    if offset_first:
        assert ahead is not None
        offset = MORE_LESS[_text(words, ahead[1])] * ahead[0]
        at = ahead[1] + 2
    factor, at = _factor(words, at)
    unknown, known, at = _base(words, at, allow_known)
    said = f"{fmt(factor)} x" if known is None else f"{fmt(factor)} * {fmt(known)}"
    if offset_first:  # "15 more than a quarter of a number": nothing more after the unknown
        said = f"{said} {'+' if offset > 0 else '-'} {fmt(abs(offset))}"
        return Expression(factor, offset, unknown, known, said), at
    comma = _text(words, at) == ","
    start = at + 1 if comma else at
    operation, number, after = _operation(words, start)
    if operation is None:
        if comma:
            raise Unread
        return Expression(factor, offset, unknown, known, said), at
    assert number is not None
    if unknown is not None and unknown.kind == "age" and operation in "+-":
        after = _years(words, after, unknown)
    if comma:
        if _text(words, after) != ",":
            raise Unread  # "Twice Omar's age, plus 5, is 31": the operation set off on both sides
        after += 1
    if operation == "+":
        offset += number
    elif operation == "-":
        offset -= number
    elif operation == "*":
        factor *= number
    else:
        factor /= number
    return Expression(factor, offset, unknown, known, f"({said}) {operation} {fmt(number)}"), after


def _operation(words: tuple[Word, ...], at: int) -> tuple[str | None, Fraction | None, int]:
    """ "plus 6", "minus 6", "increased|decreased|multiplied|divided by 6": the one operation after the unknown."""
    said = _text(words, at)
    if said in AFTER:
        at += 1
        operation = AFTER[said]
    elif said in AFTER_BY and _text(words, at + 1) == "by":
        at += 2
        operation = AFTER_BY[said]
    else:
        return None, None, at
    number = _number(words, at)
    if number is None or number[0] <= 0:
        raise Unread
    return operation, number[0], number[1]


def _factor(words: tuple[Word, ...], at: int) -> tuple[Fraction, int]:
    """ "twice", "3 times", "half (of)", "a quarter of", "two-thirds of", "1/4 of", "0.2 of", "20% of"; else 1."""
    said = _text(words, at)
    if said in MULTIPLIERS and words[at].category == "multiplier":
        return MULTIPLIERS[said], at + 1
    if said in ("half",):
        at += 1
        return Fraction(1, 2), at + 1 if _text(words, at) == "of" else at
    if said in ONE and _text(words, at + 1) == "half" and _text(words, at + 2) == "of":
        return Fraction(1, 2), at + 3
    if (
        said == "one"
        and _text(words, at + 1) == "-"
        and _text(words, at + 2) == "half"
        and _text(words, at + 3) == "of"
    ):
        return Fraction(1, 2), at + 4
    if at < len(words) and words[at].category == "number" and words[at].shape is not None:
        shape = words[at].shape
        if shape.primitive in ("fraction", "percent", "decimal") and _text(words, at + 1) == "of":
            value = shape.value / 100 if shape.primitive == "percent" else shape.value
            if not 0 < value < 1:
                raise Unread  # "1.5 of a number", "120% of": not a part
            return value, at + 2
    number = _number(words, at)
    if number is not None and _text(words, number[1]) == "times":
        if number[0] <= 0:
            raise Unread
        return number[0], number[1] + 1
    part = _fraction_words(words, at)
    if part is not None:
        return part
    return Fraction(1), at


def _fraction_words(words: tuple[Word, ...], at: int) -> tuple[Fraction, int] | None:
    """ "a quarter of", "one third of", "one-third of", "two thirds of", "three-quarters of"."""
    said = _text(words, at)
    if said in ONE:
        numerator, plural = Fraction(1), False
    else:
        number = _number(words, at)
        if number is None or words[at].category != "number_word":
            return None
        numerator, plural = number[0], True
        if numerator.denominator != 1 or not 2 <= numerator <= 9:
            return None
    at += 1
    if said != "a" and said != "an" and _text(words, at) == "-":
        at += 1
    name = _text(words, at)
    if name not in DENOMINATORS or name == "half" or name == "halves":
        return None
    if name.endswith("s") != plural:
        raise Unread  # "two third of", "a thirds of"
    if _text(words, at + 1) != "of":
        return None
    value = numerator / DENOMINATORS[name]
    if not value < 1:
        raise Unread
    return value, at + 2


def _base(words: tuple[Word, ...], at: int, allow_known: bool) -> tuple[Unknown | None, Fraction | None, int]:
    """ "a (certain) number", "the number of <things> [in the place]", "<Name>'s age", or a told number."""
    said = _text(words, at)
    if said == "a":
        if _text(words, at + 1) == "certain":
            at += 1
        if _text(words, at + 1) == "number" and _text(words, at + 2) != "of":
            return Unknown("number"), None, at + 2
        raise Unread
    if said == "the" and _text(words, at + 1) == "number" and _text(words, at + 2) == "of":
        return _things(words, at + 3)
    if (
        at < len(words)
        and _is_name(words[at])
        and _text(words, at + 1) == "'s"
        and _text(words, at + 2) == "age"
    ):
        return Unknown("age", (words[at].text,), (), words[at]), None, at + 3
    number = _number(words, at)
    if allow_known and number is not None:
        return None, number[0], number[1]
    raise Unread


def _things(words: tuple[Word, ...], at: int) -> tuple[Unknown, None, int]:
    """ "koi fish in the pond": at most two words before a plural head noun, then at most one place."""
    start = at
    while at < len(words) and _named(words[at]) and at - start < 3:
        at += 1
    named = words[start:at]
    if not named or any(w.category != "noun" for w in named[-1:]) or "NNS" not in named[-1].tags:
        raise Unread  # "the number of duck": not a count of things
    if any(w.category == "adjective" and w.attr("value") for w in named):
        raise Unread
    place: tuple[str, ...] = ()
    if _text(words, at) in PLACE_PREPOSITIONS and _text(words, at + 1) == "the":
        end = at + 2
        while end < len(words) and _named(words[end]) and end - at < 4:
            end += 1
        if end == at + 2 or words[end - 1].category != "noun":
            raise Unread
        place = tuple(_text(words, i) for i in range(at, end))
        at = end
    things = tuple(_text(words, i) for i in range(start, at - len(place)))
    return Unknown("things", things, place, named[-1]), None, at


def _named(word: Word) -> bool:
    """A word of a noun phrase: a noun or an adjective, never 'plus'/'minus' (nouns in the pack) that start an operation."""
    return word.category in ("noun", "adjective") and word.text.casefold() not in AFTER


def _equated(words: tuple[Word, ...], at: int, unknown: Unknown | None) -> tuple[str, Fraction, int]:
    """ "is 27", "was 27", "is equal to 27", "equals 27": the tense and the number the expression equals."""
    said = _text(words, at)
    if said in COPULAS:
        tense = COPULAS[said]
        at += 1
        if _text(words, at) == "equal" and _text(words, at + 1) == "to":
            at += 2
    elif said == "equals":
        tense, at = "present", at + 1
    else:
        raise Unread
    number = _number(words, at)
    if number is None:
        raise Unread
    at = number[1]
    if unknown is not None and unknown.kind == "age":
        at = _years(words, at, unknown)
    return tense, number[0], at


def _years(words: tuple[Word, ...], at: int, unknown: Unknown) -> int:
    """An age's number may be said in years: "plus 4 years", "is 30 years"."""
    return at + 1 if unknown.kind == "age" and _text(words, at) == "years" else at


def _asks_back(asked: tuple[Word, ...], unknown: Unknown, tense: str, terminator: str) -> None:
    """The question asks the statement's one unknown back, in its own words; Unread otherwise."""
    said = tuple(_text(asked, i) for i in range(len(asked)))
    if unknown.kind == "number":
        if terminator == "." and said in (("find", "the", "number"), ("calculate", "the", "number")):
            return
        if terminator == "?" and said in (("what", "is", "the", "number"), ("what", "'s", "the", "number")):
            return
        if terminator == "?" and tense == "past" and said == ("what", "was", "the", "number"):
            return
        raise Unread
    if terminator != "?":
        raise Unread
    if unknown.kind == "age":
        name = unknown.words[0].casefold()
        if tense == "present" and said in (("how", "old", "is", name), ("what", "is", name, "'s", "age")):
            return
        raise Unread
    copula = "are" if tense == "present" else "were"
    if said[:2] == ("how", "many") and said[2 : 2 + len(unknown.words)] == unknown.words:
        rest = said[2 + len(unknown.words) :]
        for verb in ((copula,), (copula, "there"), ("will", "you", "find"), ("can", "you", "find")):
            if rest[: len(verb)] == verb and rest[len(verb) :] == unknown.place:
                if len(verb) == 3 and tense != "present":
                    raise Unread
                if verb == (copula,) and not unknown.place:
                    raise Unread  # "How many ducks are?"
                return
        raise Unread
    is_ = "is" if tense == "present" else "was"
    if said == ("what", is_, "the", "number", "of", *unknown.words, *unknown.place):
        return
    raise Unread


def _fits(value: Fraction, unknown: Unknown) -> None:
    """A count or an age is a whole positive number; a number is a positive finite decimal."""
    if value <= 0:
        raise Unread
    if unknown.kind in ("things", "age") and value.denominator != 1:
        raise Unread  # no part of a duck, no age between birthdays told as a number
    if not finite_decimal(value):
        raise Unread


def _answer(value: Fraction, unknown: Unknown | None, steps: tuple[str, ...], asked_in: int) -> Answer:
    """The answer with a one-event graph holding the value found."""
    if unknown is None or unknown.kind == "number":
        key, label, unit, holder, kind = "number", "number", "number", "number", "thing"
    elif unknown.kind == "age":
        key, label, unit, kind = AGE_UNIT, "year (age)", "year", "person"
        holder = unknown.words[0].casefold()
    else:
        assert unknown.head is not None
        key = label = unit = unknown.head.lemma.casefold()
        holder, kind = " ".join(unknown.place) or "there", "thing"
    entity = EntityRef(holder, holder, "neuter" if kind == "thing" else "any", "singular", kind, 0)
    events = (Event(holder, key, "hold", 1, value, "", (0, 0), 0, 0, label),)
    question = QuestionTarget("value", (holder,), Unit(unit), asked_in, 0)
    graph = MathProblemGraph(
        (entity,),
        (UnitSpec(key, label, "calendar" if unit == "year" else "", unit != "year"),),
        events,
        question,
        (key,),
        Fraction(1),
        unit,
        ((0, 0),),
    )
    trace = canonical_hash({"graph": graph, "steps": steps, "value": value})
    return Answer(value, unit, graph, steps, trace)


def _number(words: tuple[Word, ...], at: int) -> tuple[Fraction, int] | None:
    """A plain number (digits, a decimal or a number word) at ``at`` and where it ends; None otherwise."""
    if at >= len(words):
        return None
    value = plain_number(words[at])
    if value is None:
        return None
    return value, at + 1


def _is_name(word: Word) -> bool:
    return word.category == "name" or (word.text[:1].isupper() and bool(word.attr("name_gender")))


def _text(words: tuple[Word, ...], at: int) -> str:
    return words[at].text.casefold() if at < len(words) else ""


__all__ = ["number_puzzle"]
