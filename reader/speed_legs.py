"""A trip told as legs in a row, each a speed and a time: "Tom drives for 2 hours at 60 miles per hour
and then for 3 hours at 50 miles per hour. How far does he drive?" (ADR 0305).

The ordinary reading reads one speed for a clause and one trip a story (ADR 0030): a second rate in one
clause refuses, and a second sentence of the same verb is not summed. But legs told in a row are the
parts of one trip: each covers its speed times its time, and the trip covers their sum; its time is
the sum of their times. So the story is read here, only when the whole of it is legs of one mover:

- the first sentence "<Name> <verb of moving> LEG", a later one "He|She [then] <verb> LEG" (the pronoun
  agreeing with the name), and after the first LEG more joined by ",", "and", "then", "and then",
  each with or without the verb again ("and then [he] [drives] LEG");
- a LEG is "[at] S <length> per|an|a <time> for N <time>" or "for N <time> at S <length> per <time>",
  and nothing else: no place, no day, no rest, no 'back';
- one question: "How far|How many <length> does|did <mover> <verb> [in total|in all|altogether]?" or
  "How many <time> does|did <mover> <verb> ...?", the mover the story's one, the verb the legs' own
  verb or one naming any way of moving ('travel') when the legs' verbs differ.

Times and lengths are converted through the pack's units (a leg of 15 minutes at 8 miles per hour is
2 miles); a distance asked with 'how far' is in the legs' one length unit (two length units refuse).
The value must be an exact decimal. Any other word, another mover, 'they', a conditional, a speed
compared ('twice as fast'), a modal ('would', 'could') or a negation leaves the first refusal standing.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from decimal import Decimal, InvalidOperation
from fractions import Fraction

from packs.model import Lexicon
from reader.asked_amounts import finite_decimal
from reader.lifecycle import sentence_words
from reader.text_words import text_words
from reader.tokenise import split_sentences
from reader.told_speeds import _shown

_JOINS = (("and", "then"), (",", "and", "then"), (",", "then"), ("then",), ("and",), (",", "and"), (",",))
_TOTALS = (("in", "total"), ("in", "all"), ("altogether",))
_PRONOUNS = {"he": "male", "she": "female"}
_ASKED_AUX = frozenset({"does", "did"})


@dataclass(frozen=True, slots=True)
class Leg:
    """One leg: the speed in length units per time unit, and the time spent (in its own unit)."""

    speed: Fraction
    length: object  # the unit_noun word of the speed's length
    per: object  # the unit_noun word of the speed's time
    time: Fraction
    time_unit: object
    verb: object = None  # the verb of moving the leg is told with


@dataclass(frozen=True, slots=True)
class SumOfLegs:
    value: Fraction
    unit: str
    base: object  # the first leg's ordinary reading
    step: str


def _text(words, i: int) -> str:
    w = words[i] if 0 <= i < len(words) else None
    return w.text.casefold() if w is not None else ""


def _unit(word, dimension: str) -> bool:
    return word is not None and word.category == "unit_noun" and word.attr("dimension").startswith(dimension)


def _factor(word) -> Fraction:
    return Fraction(word.attr("factor", "1"))


def _number(word) -> Fraction | None:
    if word is None or word.category not in ("number", "number_word"):
        return None
    try:
        return Fraction(Decimal(word.text.replace(",", "")))
    except InvalidOperation:
        value = word.attr("value")
        return Fraction(value) if value else None


def _speed(words, at: int) -> tuple[Fraction, object, object, int] | None:
    """ "[at] S <length> per|an|a <time>" at at: (S, length, time, the index after it)."""
    if _text(words, at) == "at":
        at += 1
    value = _number(words[at]) if at < len(words) else None
    if value is None or not _unit(words[at + 1] if at + 1 < len(words) else None, "length"):
        return None
    if _text(words, at + 2) not in ("per", "an", "a"):
        return None
    time = words[at + 3] if at + 3 < len(words) else None
    if not _unit(time, "time"):
        return None
    return value, words[at + 1], time, at + 4


def _duration(words, at: int, bare: bool = False) -> tuple[Fraction, object, int] | None:
    """ "for N <time>" at at (or "N <time>" when bare, before 'at'): (N, the time unit, the index after it)."""
    if bare and _text(words, at) != "for":
        at -= 1
    elif _text(words, at) != "for":
        return None
    if at + 2 >= len(words):
        return None
    value = _number(words[at + 1])
    if value is None or not _unit(words[at + 2], "time"):
        return None
    return value, words[at + 2], at + 3


def _leg(words, at: int) -> tuple[Leg, int] | None:
    speed = _speed(words, at)
    if speed is not None:
        value, length, per, end = speed
        spent = _duration(words, end)
        if spent is None:
            return None
        return Leg(value, length, per, spent[0], spent[1]), spent[2]
    spent = _duration(words, at, bare=True)
    if spent is None or _text(words, spent[2]) != "at":
        return None
    speed = _speed(words, spent[2])
    if speed is None:
        return None
    value, length, per, end = speed
    return Leg(value, length, per, spent[0], spent[1]), end


def _moving(word) -> bool:
    return word is not None and word.category.startswith("verb") and bool(word.attr("motion"))


def _subject(word, first: bool) -> str | None:
    """The gender of the mover named or referred to: a name first, then 'he' or 'she'."""
    if word is None:
        return None
    if first:
        gender = word.attr("gender") if word.category == "name" else word.attr("name_gender")
        if word.text[:1].isupper() and gender in ("male", "female"):
            return gender
        return None
    return _PRONOUNS.get(word.text.casefold())


def _sentence(words, first: bool) -> tuple[str, str, list[Leg], set[str]] | None:
    """(the mover's text, gender, the legs, the verbs) of one story sentence made of legs only; else None."""
    if not first and words and _text(words, 0) == "then":
        words = words[1:]  # "Then he drives ...": the story's order, which is read anyway
        if words and _text(words, 0) == ",":
            words = words[1:]
    gender = _subject(words[0] if words else None, first)
    if gender is None:
        return None
    at = 1
    if _text(words, at) == "then" and not first:
        at += 1
    if not _moving(words[at] if at < len(words) else None) or not {"VBZ", "VBD"} & set(words[at].tags):
        return None
    verb = words[at]
    verbs = {verb.lemma}
    legs: list[Leg] = []
    at += 1
    while True:
        found = _leg(words, at)
        if found is None:
            return None
        legs.append(replace(found[0], verb=verb))
        at = found[1]
        if at == len(words):
            return words[0].text, gender, legs, verbs
        for join in _JOINS:
            if all(_text(words, at + k) == part for k, part in enumerate(join)):
                at += len(join)
                break
        else:
            return None
        if _text(words, at) in _PRONOUNS:
            if _PRONOUNS[_text(words, at)] != gender:
                return None
            at += 1
        again = words[at] if at < len(words) else None
        if _moving(again):
            if not {"VBZ", "VBD"} & set(again.tags):
                return None
            verb = again
            verbs.add(verb.lemma)
            at += 1


def _question(words, name: str, gender: str) -> tuple[str, object | None, object] | None:
    """('far'|'length'|'time', the asked unit or None, the asked verb) of the question; else None."""
    if words and _text(words, len(words) - 1) == "?":
        words = words[:-1]
    if _text(words, 0) != "how":
        return None
    if _text(words, 1) == "far":
        kind, unit, at = "far", None, 2
    elif _text(words, 1) == "many" and _unit(words[2] if len(words) > 2 else None, "length"):
        kind, unit, at = "length", words[2], 3
    elif _text(words, 1) == "many" and _unit(words[2] if len(words) > 2 else None, "time"):
        kind, unit, at = "time", words[2], 3
    else:
        return None
    if _text(words, at) not in _ASKED_AUX:
        return None
    mover = _text(words, at + 1)
    if mover != name.casefold() and _PRONOUNS.get(mover) != gender:
        return None
    verb = words[at + 2] if at + 2 < len(words) else None
    if not _moving(verb) or "VB" not in verb.tags:
        return None
    rest = tuple(_text(words, i) for i in range(at + 3, len(words)))
    if rest and rest not in _TOTALS:
        return None
    return kind, unit, verb


def read_speed_legs(text: str, lexicon: Lexicon, read: Callable[[str, Lexicon], object]) -> SumOfLegs | None:
    """The distance or the time of a trip told as legs of one mover; else None."""
    if not text_words(text, lexicon).has_attr("motion"):
        return None  # no verb of moving: no leg (_sentence)
    sentences = split_sentences(text)
    if len(sentences) < 2 or not sentences[-1].is_question:
        return None
    legs: list[Leg] = []
    verbs: set[str] = set()
    name = gender = ""
    for i, sentence in enumerate(sentences[:-1]):
        if sentence.is_question or sentence.terminator != ".":
            return None
        words = sentence_words(sentence, lexicon)
        if any(w is None for w in words):
            return None
        told = _sentence(list(words[:-1]) if _text(words, len(words) - 1) == "." else list(words), i == 0)
        if told is None or (i and told[1] != gender):
            return None
        if not i:
            name, gender = told[0], told[1]
        legs += told[2]
        verbs |= told[3]
    if len(legs) < 2:
        return (
            None  # one leg is the ordinary reading's, which keeps a time in another unit refused (ADR 0099)
        )
    qwords = sentence_words(sentences[-1], lexicon)
    if any(w is None for w in qwords):
        return None
    asked = _question(list(qwords), name, gender)
    if asked is None:
        return None
    kind, unit, verb = asked
    if verb.lemma not in verbs and verb.attr("motion") != "any":
        return None
    if len(verbs) > 1 and verb.attr("motion") != "any":
        return None
    if kind == "far":
        if len({leg.length.lemma for leg in legs}) != 1:
            return None  # miles beside kilometers: 'how far' names no one unit
        unit = legs[0].length
    asked_plural = _plural(unit, lexicon)
    if asked_plural is None:
        return None
    value, base, parts = Fraction(0), None, []
    for leg in legs:
        found = _one_leg(leg, name, asked_plural, lexicon, read)
        if found is None:
            return None
        value += found.value
        base = base or found
        parts.append(_shown(found.value))
    if value <= 0 or not finite_decimal(value):
        return None
    what = "time" if kind == "time" else "distance"
    step = f"the trip's {what} is the sum over its {len(legs)} legs: {' + '.join(parts)} = {_shown(value)} {unit.lemma}"
    return SumOfLegs(value, unit.lemma, base, step)


def _one_leg(leg: Leg, name: str, asked: str, lexicon: Lexicon, read: Callable[[str, Lexicon], object]):
    """The ordinary reading of one leg told alone, its time in the speed's own unit (ADR 0030); else None."""
    from reader.answer import Answer

    speed, per, time = leg.speed, leg.per, leg.time * _factor(leg.time_unit) / _factor(leg.per)
    if not finite_decimal(time):  # 20 minutes at 6 miles per hour: told as 0.1 miles per minute instead
        speed, per, time = leg.speed * _factor(leg.time_unit) / _factor(leg.per), leg.time_unit, leg.time
    length, pers = _plural(leg.length, lexicon), _plural(per, lexicon)
    if not finite_decimal(time) or not finite_decimal(speed) or length is None or pers is None:
        return None  # no exact decimal to tell the leg in
    aux = "did" if "VBD" in leg.verb.tags and "VBZ" not in leg.verb.tags else "does"
    told = (
        f"{name} {leg.verb.text} at {_shown(speed)} {length} per {per.lemma} "
        f"for {_shown(time)} {pers if time != 1 else per.lemma}. How many {asked} {aux} {name} {leg.verb.lemma}?"
    )
    found = read(told, lexicon)
    return found if isinstance(found, Answer) and found.value > 0 else None


def _plural(word, lexicon: Lexicon) -> str | None:
    entry = getattr(lexicon.lookup(word.lemma), "entry", None)
    forms = [f for f, t in getattr(entry, "forms", ()) if t == "NNS"]
    return forms[0] if forms else None
