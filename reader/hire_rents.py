"""Hiring or renting one thing priced by time (ADR 0471).

"Lena hires a painter for 4 hours at $20 an hour. How much did she pay?" tells a price per unit of time
and how long the thing was kept; what was paid is their product. The verbs 'hire' and 'rent' have no
arithmetic role in the lexicon ('rent' is filed as a price noun, 'hire' not at all), because taught as
buying they would take "hires 3 workers" as a count bought and "rents a room for $300" as a price of
one thing; so the ordinary reading refuses every such story. This reading takes the whole problem,
every word a part of it, in these shapes only:

- "<Name> hires|rents <a thing> for <N> <units> at|for $<P> a|an|per <unit>.",
  or the price first: "... for $<P> per <unit> for <N> <units>.";
- the time told per day (or per week) for a count of days: "for 2 hours a day for 3 days";
- the price in a sentence of its own about the thing: "It cost|costs $75 an hour [to rent]." or
  "The <thing> costs|charges $75 an hour.";
- asked "How much [money] did|does|will <he|she|Name> pay [in total]?" or "How much did|does|will it
  cost [him|her] [in total]?".

Still refused: a rate whose time unit differs from the time told ("$15 an hour for 2 days"), a count
of things hired ("two bodyguards ... each": the count of payers is read elsewhere or not at all), a
tip, a fee or any other amount or sentence, a second person, renting out (earning), and a price told
twice.
"""

from __future__ import annotations

from fractions import Fraction

from packs.model import Lexicon
from reader.answer import Answer
from reader.derivation import fmt
from reader.money_shares import _money, _text
from reader.rules.context import Word
from reader.tokenise import split_sentences
from reader.whole_problem_words import (
    Unread,
    one_person,
    or_none,
    person_answer,
    plain_number,
    short_story,
)

# 'hire' and 'rent' are not taught a role in the lexicon (see the docstring): their forms, here only.
HIRE_FORMS = frozenset({"hire", "hires", "hired", "rent", "rents", "rented"})
PER_WORDS = frozenset({"a", "an", "per", "each", "every"})
THING_CATEGORIES = frozenset({"noun", "person_noun", "adjective", "colour"})
TIME_UNITS = frozenset({"minute", "hour", "day", "week", "month"})


def _unit(word: Word) -> str:
    """The time unit a unit noun names ("hours" -> "hour"); Unread for any other word."""
    if word.category == "unit_noun" and word.lemma.casefold() in TIME_UNITS:
        return word.lemma.casefold()
    raise Unread


def _rate(words: tuple[Word, ...], at: int) -> tuple[int, Fraction, str]:
    """ "$P a|an|per <unit>" at ``at``: (the index after it, the price, the unit)."""
    if len(words) < at + 3 or _text(words[at + 1]) not in PER_WORDS:
        raise Unread
    unit = _unit(words[at + 2])
    if words[at + 2].text.casefold() != unit:
        raise Unread  # "$15 an hours"
    return at + 3, _money(words[at]), unit


def _count(word: Word) -> Fraction:
    value = plain_number(word)
    if value is None or value <= 0:
        raise Unread
    return value


def _time(words: tuple[Word, ...], at: int) -> tuple[int, Fraction, str]:
    """ "<N> <units>" or "<N> <units> a|per <period> for <D> <periods>" at ``at``: (index after, the time
    in the first unit, that unit)."""
    if len(words) < at + 2:
        raise Unread
    amount, unit = _count(words[at]), _unit(words[at + 1])
    at += 2
    if len(words) >= at + 5 and _text(words[at]) in ("a", "per", "each", "every"):
        period = _unit(words[at + 1])
        if period == unit or words[at + 1].text.casefold() != period:
            raise Unread
        if _text(words[at + 2]) != "for":
            raise Unread
        days = _count(words[at + 3])
        if _unit(words[at + 4]) != period:
            raise Unread  # "2 hours a day for 3 weeks": a unit the rate never gave
        return at + 5, amount * days, unit
    return at, amount, unit


def _opening(words: tuple[Word, ...]) -> tuple[Word, str, Fraction, str, tuple[Fraction, str] | None]:
    """ "<Name> hires <a thing> for <time> [at|for <rate>]" or "... for <rate> for <time>": (the person,
    the thing's noun, the time, its unit, the rate if told)."""
    if len(words) < 6:
        raise Unread
    person = one_person(words[0], None)
    if _text(words[1]) not in HIRE_FORMS or _text(words[2]) not in ("a", "an"):
        raise Unread
    at = 3
    while at < len(words) and words[at].category in THING_CATEGORIES:
        at += 1
    thing = words[3:at]
    if not 1 <= len(thing) <= 2 or thing[-1].category not in ("noun", "person_noun"):
        raise Unread
    if at >= len(words) or _text(words[at]) != "for":
        raise Unread
    at += 1
    rate: tuple[Fraction, str] | None = None
    if at < len(words) and words[at].shape is not None and words[at].shape.primitive == "currency":
        at, price, per = _rate(words, at)
        rate = (price, per)
        if at >= len(words) or _text(words[at]) != "for":
            raise Unread
        at += 1
        at, time, unit = _time(words, at)
    else:
        at, time, unit = _time(words, at)
        if at < len(words):
            if _text(words[at]) not in ("at", "for"):
                raise Unread
            at, price, per = _rate(words, at + 1)
            rate = (price, per)
    if at != len(words):
        raise Unread
    return person, thing[-1].lemma.casefold(), time, unit, rate


def _price_sentence(words: tuple[Word, ...], thing: str) -> tuple[Fraction, str]:
    """ "It cost|costs $P an hour [to rent|to hire]." or "The <thing> costs|charges $P an hour."."""
    if words and _text(words[0]) == "it":
        at = 1
    elif len(words) > 2 and _text(words[0]) == "the" and words[1].lemma.casefold() == thing:
        at = 2
    else:
        raise Unread
    if at >= len(words) or _text(words[at]) not in ("cost", "costs", "charges", "charged"):
        raise Unread
    at, price, per = _rate(words, at + 1)
    tail = tuple(_text(w) for w in words[at:])
    if tail and not (len(tail) == 2 and tail[0] == "to" and tail[1] in HIRE_FORMS):
        raise Unread
    return price, per


def _agrees(pronoun: Word, person: Word) -> None:
    """'he'|'him' or 'she'|'her' for the one name: Unread for another pronoun or a name the lexicon
    knows as of the other gender (a name of no known gender takes the pronoun's, as ``one_person``)."""
    gender = person.attr("gender") or person.attr("name_gender")
    said = pronoun.attr("gender")
    if pronoun.category != "pronoun" or said not in ("male", "female") or gender not in ("", "any", said):
        raise Unread


def _question(words: tuple[Word, ...], person: Word) -> None:
    """ "How much [money] did|does|will <who> pay [in total]?" or "How much did it cost [him|her]?"."""
    texts = [_text(w) for w in words]
    if texts[-2:] == ["in", "total"]:
        words, texts = words[:-2], texts[:-2]
    if texts[:2] != ["how", "much"]:
        raise Unread
    at = 3 if len(texts) > 2 and texts[2] == "money" else 2
    if len(texts) < at + 3 or texts[at] not in ("did", "does", "will"):
        raise Unread
    if texts[at + 1] == "it" and texts[at + 2] == "cost":
        rest = words[at + 3 :]
        if not rest:
            return
        if len(rest) != 1 or rest[0].attr("case") not in ("object", "object_or_possessive"):
            raise Unread
        _agrees(rest[0], person)
        return
    who = words[at + 1]
    if who.category == "pronoun":
        _agrees(who, person)
    elif _text(who) != _text(person):
        raise Unread  # someone else asked
    if texts[at + 2 :] != ["pay"]:
        raise Unread


def _read(text: str, lexicon: Lexicon) -> Answer:
    body = short_story(split_sentences(text), lexicon, 3)
    if any(not b for b in body):
        raise Unread
    person, thing, time, unit, rate = _opening(body[0])
    if len(body) == 3:
        if rate is not None:
            raise Unread  # a price told twice
        rate = _price_sentence(body[1], thing)
    if rate is None:
        raise Unread
    price, per = rate
    if per != unit:
        raise Unread  # "$15 an hour" for a time told in days
    _question(body[-1], person)
    paid = price * time
    if (100 * paid).denominator != 1:
        raise Unread
    steps = (
        f"{fmt(time)} {unit}s at {fmt(price)} dollars per {unit}: {fmt(time)} x {fmt(price)} = {fmt(paid)}",
    )
    return person_answer(person, paid, paid, "dollar", "dollars", steps)


def read_hire_rents(text: str, lexicon: Lexicon) -> Answer | None:
    """What one person pays to hire or rent one thing for a time at a price per unit of time."""
    return or_none(_read, text, lexicon)
