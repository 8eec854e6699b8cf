"""Money paid or earned 'for every' N units of something, one count told, the money asked (ADR 0490).

"Oto earns $4 for every 3 boxes he packs. He packs 12 boxes. How much does he earn?" is a rate told as a
'for every' ratio with money on one side. The ratio reading (ADR 0483) refuses money, and the sentence
reader has no role for 'every' after an amount; "$5 for every lawn" already reads as a price per lawn
(ADR 0239) only when the story says it the sentence reader's way. Here the story holds K / B whole groups,
and the money is that many times the ratio's amount.

Every word of the story must fit one of these shapes, or the reading refuses:

- the ratio, one sentence: "<who> [needs to | can ...] <money verb> [paid] $A for every <side> [[that]
  <pronoun> <verb>]" or "For every <side> <pronoun> <verb>, <who> <money verb> $A", the side as ADR 0483
  reads it or "N <time unit> of <act>ing"; $A a dollar amount, or "N cents";
- before it, at most one sentence: the person with no number ("Oto works at a market."), or, for a bare
  time rate ("for every 6 minutes"), the person's one act told with a time ("Oto plays at the rink for
  2 hours.");
- the told count, once: "<who> <act> [for] K <side>" as a sentence, an 'if' clause opening or ending
  the question, or "for|in K <side>" at the question's end; a time may be told in another clock unit
  (hours for minutes) through the pack's unit factors;
- the question: "How much [money] | How many dollars | How many cents <aux> <who> <money verb of the
  ratio's kind> [in all][, in dollars]?", or for a charge "How much do K <side> cost?".

What refuses: a told count that is not a whole number of groups (a rate per 6 minutes over 20 minutes:
round up or not?), a second rate or a bonus, a fee or a minimum (another sentence), hedges, negation,
another person or 'they', an act other than the ratio's, a unit that is not the ratio's or a clock unit,
a cents rate asked as 'how much money', money asked in the other direction (earned, asked as spent).
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from packs.model import Lexicon
from reader.answer import Answer
from reader.derivation import fmt
from reader.every_ratios import (
    AGGREGATES,
    MODALS,
    TIME_UNITS,
    Side,
    Who,
    act_at,
    doer_end,
    names_someone,
    opening_person,
    ratio_story,
    second_side,
    side_at,
    subject_at,
    tail_act,
    who_named,
)
from reader.rules.context import Word
from reader.whole_problem_words import Unread, lowered, or_none_cut, plain_number, value_answer

EARNING = frozenset({"earn", "get", "make", "receive"})
PAYING = frozenset({"pay", "spend", "use"})
CHARGING = frozenset({"charge"})
KINDS = {"earn": EARNING, "pay": PAYING, "charge": CHARGING | {"earn", "make"}}
LEADS = (("needs", "to"), ("need", "to"), ("has", "to"), ("have", "to"), ("had", "to"), ("needed", "to"))
ASKING = frozenset({"does", "do", "did", "will", "would", "can", "should", "must"})
DOING = frozenset({"verb", "verb_activity", "verb_produce", "noun"})
HOLDING = frozenset({"have", "be", "own"})
PLACES = frozenset({"at", "in"})
CLOCK = Fraction(3600)  # an hour in the pack's base unit of time: beyond it a day is not 24 hours


@dataclass(frozen=True)
class Rate:
    """The ratio: its money (in dollars or cents), its counted side and the act the side is counted by."""

    who: Who
    kind: str  # "earn", "pay" or "charge"
    money: Fraction
    unit: str  # "dollar" or "cent"
    side: Side
    factor: Fraction  # the side's time unit in seconds, 0 when it is no time
    acts: frozenset[str] | None  # None: a bare time or thing, counted with any act of the doer


def money_every(text: str, lexicon: Lexicon) -> Answer | None:
    """The money of a 'for every' rate over the one count told; None when the story is not the shape."""
    if "for every" not in text.casefold() or ("$" not in text and "cent" not in text.casefold()):
        return None
    return or_none_cut(_read, text, lexicon)


def _read(text: str, lexicon: Lexicon) -> Answer:
    sentences, said, at = ratio_story(text, lexicon, frozenset({"each", "per", "extra", "bonus", "fee"}))
    before = said[:at]
    person = who_named(before[0][0]) if before and names_someone(before[0][0]) else None
    if before and person is None:
        raise Unread
    rate = _rate(said[at], person)
    tolds = [_told(before[0], 0, len(before[0]), rate, True)] if before and _numbered(before[0]) else []
    if before and not tolds:
        opening_person(before[0])
    tolds += [_told(words, 0, len(words), rate, False) for words in said[at + 1 : -1]]
    asked, more = _question(said[-1], rate)
    tolds += more
    if len(tolds) != 1:
        raise Unread  # no count told, or two: which is the rate's?
    count, label = tolds[0]
    groups = count / rate.side.value
    if groups.denominator != 1 or groups <= 0:
        raise Unread  # no whole number of groups: is a part group paid?
    money = _dollars(rate.money, rate.unit)
    value = groups * money
    if (value * 100).denominator != 1:
        raise Unread  # a part of a cent
    ratio = f"{_said(rate.money, rate.unit)} for every {fmt(rate.side.value)} {rate.side.label}"
    steps = [f"{label} / {fmt(rate.side.value)} = {fmt(groups)} groups of {ratio}"]
    steps.append(f"{fmt(groups)} x {_said(money, 'dollar')} = {_said(value, 'dollar')}")
    if asked == "cent":
        steps.append(f"{_said(value, 'dollar')} x 100 = {fmt(value * 100)} cents")
        value *= 100
    return value_answer(value, asked, rate.who.text or "it", tuple(steps), len(sentences) - 1)


def _dollars(value: Fraction, unit: str) -> Fraction:
    return value / 100 if unit == "cent" else value


def _said(value: Fraction, unit: str) -> str:
    """ "$0.30", "$6", "20 cents": money as a story tells it."""
    if unit == "cent":
        return f"{fmt(value)} cents"
    cents = value * 100
    if cents.denominator != 1 or cents.numerator % 100 == 0:
        return f"${fmt(value)}"
    return f"${cents.numerator // 100}.{cents.numerator % 100:02d}"


def _numbered(words: tuple[Word, ...]) -> bool:
    return any(plain_number(w) is not None or w.category == "number" for w in words)


def _rate(words: tuple[Word, ...], person: Who | None) -> Rate:
    """ "Oto earns $4 for every 3 boxes he packs." / "For every 3 boxes he packs, Oto earns $4." """
    texts = lowered(words)
    if texts[:2] == ["for", "every"]:
        side, factor, act, at = _every_side(words, 2)
        comma = texts.index(",") if "," in texts else -1
        if comma < 0:
            raise Unread
        who, start = subject_at(words, comma + 1, person)
        tail, after = tail_act(words, at, comma, who)
        if after != comma or tail is None or act is not None:
            raise Unread  # "For every 3 boxes, Oto earns $4": whose boxes?
        kind, start = _money_verb(words, start)
        money, unit, end = _money(words, start)
        if end != len(words):
            raise Unread
        return Rate(who, kind, money, unit, side, factor, frozenset({tail}))
    who, at = subject_at(words, 0, person)
    kind, at = _money_verb(words, at)
    money, unit, at = _money(words, at)
    if texts[at : at + 2] != ["for", "every"]:
        raise Unread
    side, factor, act, at = _every_side(words, at + 2)
    tail = None
    if at < len(words):
        if act is not None or not who.text or who.text.startswith("the "):
            raise Unread
        tail, at = tail_act(words, at, len(words), who)
    if at != len(words):
        raise Unread
    acts = act or tail
    return Rate(who, kind, money, unit, side, factor, None if acts is None else frozenset({acts}))


def _money_verb(words: tuple[Word, ...], at: int) -> tuple[str, int]:
    """ "earns", "gets paid", "has to pay", "can make": the money's direction and where the verb ends."""
    texts = lowered(words)
    if tuple(texts[at : at + 2]) in LEADS:
        at += 2
    elif texts[at] in MODALS:
        at += 1
    verb, at = act_at(words, at)
    if verb == "get" and texts[at : at + 1] == ["paid"]:
        return "earn", at + 1
    for kind, verbs in (("earn", EARNING), ("pay", PAYING), ("charge", CHARGING)):
        if verb in verbs:
            return kind, at
    raise Unread


def _money(words: tuple[Word, ...], at: int) -> tuple[Fraction, str, int]:
    """ "$3", "$.50", "$0.2" or "40 cents": the rate's money, in its own unit, and where it ends."""
    word = words[at]
    shape = word.shape
    if word.category == "number" and shape is not None and shape.primitive == "currency":
        if shape.unit != "dollar" or shape.value <= 0:
            raise Unread
        return Fraction(shape.value), "dollar", at + 1
    value = plain_number(word)
    if value is None or value <= 0 or value.denominator != 1 or at + 1 >= len(words):
        raise Unread
    unit = words[at + 1]
    if unit.category != "unit_noun" or unit.lemma.casefold() != "cent":
        raise Unread
    return value, "cent", at + 2


def _every_side(words: tuple[Word, ...], at: int) -> tuple[Side, Fraction, str | None, int]:
    """The side after 'every', its clock factor, and its act when it is "N <time unit> of <act>ing"."""
    texts = lowered(words)
    number = plain_number(words[at])
    if number is not None and at + 3 < len(words) and texts[at + 2] == "of":
        unit, act = words[at + 1], words[at + 3]
        if unit.category == "unit_noun" and "VBG" in act.tags and at + 4 == len(words):
            found = Side(number, (unit.lemma.casefold(),), unit.text, "unit")
            return found, _factor(unit), act.lemma.casefold(), at + 4
    side, end = second_side(words, at)
    unit = next((w for w in words[at:end] if w.category == "unit_noun"), None)
    return side, _factor(unit) if side.kind == "unit" and unit is not None else Fraction(0), None, end


def _factor(unit: Word | None) -> Fraction:
    """A time unit's length in the pack's base unit; 0 for any other unit."""
    if unit is None or unit.attr("dimension") != "time" or unit.lemma.casefold() not in TIME_UNITS:
        return Fraction(0)
    return Fraction(unit.attr("factor") or "0")


def _told(words: tuple[Word, ...], at: int, end: int, rate: Rate, scene: bool) -> tuple[Fraction, str]:
    """ "He packs 12 boxes." / "Oto skates at the rink for 2 hours.": the count of the rate's side, in the
    side's unit, and how it was told."""
    texts = lowered(words)
    if not rate.who.text:
        raise Unread
    at = doer_end(words, at, rate.who)
    verb, at = act_at(words, at)
    if verb in HOLDING or verb in EARNING | PAYING | CHARGING:
        raise Unread  # a holding, or money told instead of the count
    if rate.acts is not None and verb not in rate.acts:
        raise Unread  # another act than the rate's
    if rate.acts is None and words[at - 1].category not in DOING:
        raise Unread  # with no act in the rate, only a doing counts: "sells 30 pages" may be another's rate
    if scene and (rate.acts is not None or not rate.factor):
        raise Unread  # a count before the rate only as the time of a bare time rate
    if rate.factor and texts[at] in PLACES and words[at + 1].category == "article":
        if words[at + 2].category not in ("noun",) or rate.acts is not None:
            raise Unread
        at += 3  # "at the rink": where the timed act is done
    timed = texts[at : at + 1] == ["for"]
    return _count(words, at + timed, end, rate, timed)


def _count(
    words: tuple[Word, ...], at: int, end: int, rate: Rate, timed: bool, priced: bool = False
) -> tuple[Fraction, str]:
    """The told count in the rate side's unit: its own words, a clock unit of a time, or for a price asked
    ("How much do 6 pounds cost?") the unit alone of "3 pounds of apples"."""
    start = at
    told, at = side_at(words, at)
    if at != end:
        raise Unread
    unit = next((w for w in words[start:at] if w.category == "unit_noun"), None)
    factor = _factor(unit)
    label = " ".join(lowered(words[start:at]))
    if timed and not factor:
        raise Unread  # "for" only before a time: "He skates for 2 hours"
    if told.key == rate.side.key and told.kind == rate.side.kind:
        return told.value, label
    if priced and told.kind == "unit" == rate.side.kind and told.key == rate.side.key[:1]:
        return told.value, label
    if factor and rate.factor and told.kind == "unit" and len(told.key) == 1 and len(rate.side.key) == 1:
        if max(factor, rate.factor) > CLOCK:
            raise Unread  # a day or a week is not told in hours here
        value = told.value * factor / rate.factor
        return value, f"{label} = {fmt(value)} {rate.side.key[0]}s"
    raise Unread  # neither the rate's side nor a clock unit of it


def _question(words: tuple[Word, ...], rate: Rate) -> tuple[str, list[tuple[Fraction, str]]]:
    """The unit asked ("dollar", "cent") and any count told inside the question."""
    tolds = []
    texts = lowered(words)
    if texts[:1] == ["if"]:
        comma = texts.index(",") if "," in texts else -1
        if comma < 0:
            raise Unread
        tolds.append(_told(words, 1, comma, rate, False))
        words, texts = words[comma + 1 :], texts[comma + 1 :]
    end = len(words)
    if texts[end - 3 : end] == [",", "in", "dollars"]:
        end -= 3
        if texts[:2] != ["how", "much"]:
            raise Unread
        dollars = True
    else:
        dollars = False
    for aggregate in AGGREGATES:
        if tuple(texts[end - len(aggregate) : end]) == aggregate:
            end -= len(aggregate)
            break
    if texts[:3] == ["how", "many", "dollars"]:
        asked, at = "dollar", 3
    elif texts[:3] == ["how", "many", "cents"]:
        asked, at = "cent", 3
    elif texts[:3] == ["how", "much", "money"]:
        asked, at = "dollar", 3
    elif texts[:2] == ["how", "much"]:
        asked, at = "dollar", 2
    else:
        raise Unread
    if asked == "cent" and rate.unit != "cent":
        raise Unread
    if rate.unit == "cent" and asked == "dollar" and not (texts[2] == "dollars" or dollars):
        raise Unread  # a cents rate asked as 'how much': in cents or in dollars?
    if texts[at] not in ASKING:
        raise Unread
    if rate.kind == "charge" and at == 2 and texts[end - 1] == "cost" and not tolds:
        tolds.append(_count(words, at + 1, end - 1, rate, False, True))
        return asked, tolds
    at = doer_end(words, at + 1, rate.who)
    verb, at = act_at(words, at)
    kind = "earn" if verb == "get" and texts[at : at + 1] == ["paid"] else None
    at += kind is not None
    if verb not in KINDS[rate.kind] and kind != rate.kind:
        raise Unread  # money of another direction than the rate's
    if at < end and texts[at] == "if" and not tolds:
        tolds.append(_told(words, at + 1, end, rate, False))  # "... would she earn if she sews 8 hours"
        at = end
    if at < end and texts[at] in ("for", "in") and not tolds:
        if rate.acts is None and not rate.factor:
            raise Unread  # "for 12 boxes" with no act: packed, bought or sold?
        tolds.append(_count(words, at + 1, end, rate, False))
        at = end
    if at != end:
        raise Unread
    return asked, tolds
