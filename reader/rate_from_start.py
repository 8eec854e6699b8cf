"""A rate kept up over a count of periods, from a told start or through a per-thing amount (ADR 0476).

"Maria knits 3 scarves per day. If she already has 12 scarves, how many scarves will she have
after 10 days?" tells what one person has now and how much a doing adds each period; what he has
after the periods is the start plus the rate times their count. The sentence reader gives 'after'
no role and reads no start joined to a rate, so it refuses. This whole-problem reading takes one
person's short story, every word a part of it, in these shapes only:

- a rate: "<P> <verb> N <things>|$N per|a|an|each|every <period>.", the verb one that adds to what
  the person has (a making, getting or saving verb; for money only save, earn, make, get, receive,
  win, collect) or one that takes from it (a using-up verb; for money only 'spend'), read with its sign;
- a start: "<P> [already] has M <things>|$M.", "<P> starts with M <things>." or "<P> has saved $M.",
  alone, joined to the rate ("<P> has $40 and saves $7 per week.") or as an opening "If <P> already
  has M <things>," of the question;
- a part of each thing: "Each <thing> has|contains|holds [a total of] K <units>.";
- an opening "<Name> is a|an [adjective] <noun>." that tells nothing counted.

Asked:

- with a start, "How many <things>|How much money [in total] will <P> have [in total] after|in D
  <periods>?": the start plus or minus the rate times D;
- without a start, the rate's own verb: "How many <things> will|does|did <P> <verb> after|in D
  <periods>?": the rate times D; with a part of each thing, "How many <units> will <P> <verb> ...?"
  (an eating or drinking verb may be asked as 'get' or 'consume'): the rate times the part times D;
- the inverse, for a rate that adds: "How many <periods> will it take <P|him|her> to have X?" or
  "How many <periods> until|before <P> has X?" with a start (X less the start over the rate), or
  "... to <verb> X?" with the rate's verb and no start (X over the rate), only when it is a whole
  count of periods.

D counts the rate's own period, or weeks for a rate per day (seven days to a week); no other
period is turned into another. Refused (None, so the first refusal stands): two rates, two starts,
a start with a per-thing part, a rate's verb asked when a start is told (is the start in it?),
'have' asked without a start, a taking rate that would leave less than nothing, a count of things
or periods that is not whole, a period other than the rate's (months for weeks, days for hours),
another person or a pronoun that does not agree, the things of another kind, some days only
(weekdays, weekends) and any other word or shape.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from packs.model import Lexicon
from reader.answer import Answer
from reader.derivation import fmt
from reader.rules.context import Word
from reader.tokenise import split_sentences
from reader.whole_problem_words import Unread, one_person, or_none, person_answer, plain_number, plain_words

__all__ = ["read_rate_from_start"]

# Categories of verbs whose object the doer comes to have, and those whose object the doer uses up.
ADDING = frozenset({"verb_produce", "verb_gain"})
TAKING = frozenset({"verb_lose"})
# Verbs of those categories whose object is not plainly kept or gone ("brings it" somewhere, "throws"
# or "drops" a ball one still has), and the only verbs read with money.
NOT_KEPT = frozenset({"bring", "throw", "drop", "add"})
MONEY_ADDING = frozenset({"save", "earn", "make", "get", "receive", "win", "collect"})
MONEY_TAKING = frozenset({"spend"})
# What an eater or drinker is asked to 'get' of the parts of what is eaten.
INGESTING = frozenset({"eat", "drink", "consume"})
INGESTED_ASKED = frozenset({"get", "consume"})
PER_WORDS = frozenset({"per", "a", "an", "each", "every"})
PERIODS = frozenset({"hour", "day", "week", "month", "year"})
TOTAL_WORDS = (("in", "total"), ("in", "all"), ("altogether",))
DAYS_A_WEEK = 7


def _t(word: Word) -> str:
    return word.text.casefold()


def _ts(words: tuple[Word, ...]) -> tuple[str, ...]:
    return tuple(_t(w) for w in words)


@dataclass(frozen=True)
class _Amount:
    value: Fraction
    kind: str  # a noun's lemma, or "dollar"
    text: str  # how the kind is written ("paintings", "dollars")


@dataclass(frozen=True)
class _Rate:
    amount: _Amount
    period: str
    sign: int
    verb: str  # the verb's lemma


@dataclass
class _Story:
    person: Word | None = None
    start: _Amount | None = None
    rate: _Rate | None = None
    part: tuple[str, Fraction, _Amount] | None = None  # thing, count of units in each, units


def _whole(word: Word) -> Fraction:
    value = plain_number(word)
    if value is None or value <= 0 or value.denominator != 1:
        raise Unread
    return value


def _amount(words: tuple[Word, ...], at: int) -> tuple[_Amount, int]:
    """ "$60" or "20 paintings" at ``at``: the amount and the index after it."""
    if at >= len(words):
        raise Unread
    shape = words[at].shape
    if shape is not None and shape.primitive == "currency":
        if shape.unit != "dollar" or shape.value <= 0:
            raise Unread
        return _Amount(Fraction(shape.value), "dollar", "dollars"), at + 1
    value = _whole(words[at])
    if at + 1 >= len(words):
        raise Unread
    noun = words[at + 1]
    if noun.category != "noun" or noun.attr("currency") or noun.attr("unit_kind"):
        raise Unread
    if value != 1 and "NNS" not in noun.tags:
        raise Unread  # "20 painting"
    return _Amount(value, noun.lemma.casefold(), noun.text), at + 2


def _period(word: Word) -> str:
    if word.category != "unit_noun" or word.lemma.casefold() not in PERIODS:
        raise Unread
    return word.lemma.casefold()


def _sign(verb: Word, amount: _Amount) -> int:
    lemma = verb.lemma.casefold()
    if amount.kind == "dollar":
        if lemma in MONEY_ADDING:
            return 1
        if lemma in MONEY_TAKING:
            return -1
        raise Unread
    if lemma in NOT_KEPT:
        raise Unread
    if verb.category in ADDING:
        return 1
    if verb.category in TAKING:
        return -1
    raise Unread


def _rate(words: tuple[Word, ...], at: int) -> _Rate:
    """ "<verb> N <things> per <period>" from ``at`` to the end."""
    if at >= len(words) or "VBZ" not in words[at].tags:
        raise Unread
    verb = words[at]
    amount, at = _amount(words, at + 1)
    if len(words) != at + 2 or _t(words[at]) not in PER_WORDS:
        raise Unread
    period = _period(words[at + 1])
    if _t(words[at + 1]) != period:
        raise Unread  # "per days"
    if amount.kind == period:
        raise Unread
    return _Rate(amount, period, _sign(verb, amount), verb.lemma.casefold())


def _start(words: tuple[Word, ...], at: int) -> tuple[_Amount, int]:
    """ "[already] has M <things>", "has saved $M" or "starts with M <things>" from ``at``."""
    ts = _ts(words)
    if ts[at : at + 1] == ("already",):
        at += 1
    if ts[at : at + 2] == ("has", "saved"):
        amount, end = _amount(words, at + 2)
        if amount.kind != "dollar":
            raise Unread
        return amount, end
    if ts[at : at + 2] == ("starts", "with"):
        return _amount(words, at + 2)
    if ts[at : at + 1] == ("has",):
        return _amount(words, at + 1)
    raise Unread


def _statement(words: tuple[Word, ...], story: _Story, first: bool) -> None:
    """One statement of the story, kept in ``story``; Unread for any other."""
    ts = _ts(words)
    if len(words) < 3:
        raise Unread
    if ts[0] == "each":
        _part(words, story)
        return
    if first and ts[1] == "is" and story.person is None:
        _opening(words, story)
        return
    story.person = one_person(words[0], story.person)
    if ts[1] in ("already", "has", "starts"):
        amount, end = _start(words, 1)
        _set_start(story, amount)
        if end == len(words):
            return
        if ts[end] != "and":
            raise Unread
        _set_rate(story, _rate(words, end + 1))
        return
    _set_rate(story, _rate(words, 1))


def _set_start(story: _Story, amount: _Amount) -> None:
    if story.start is not None:
        raise Unread  # two starts
    story.start = amount


def _set_rate(story: _Story, rate: _Rate) -> None:
    if story.rate is not None:
        raise Unread  # two rates
    story.rate = rate


def _opening(words: tuple[Word, ...], story: _Story) -> None:
    """ "<Name> is a|an [adjective] <noun>.": the person, nothing counted."""
    ts = _ts(words)
    if words[0].category == "pronoun" or ts[2] not in ("a", "an"):
        raise Unread
    rest = words[3:]
    if not 1 <= len(rest) <= 2 or rest[-1].category not in ("noun", "person_noun"):
        raise Unread
    if len(rest) == 2 and rest[0].category != "adjective":
        raise Unread
    story.person = one_person(words[0], None)


def _part(words: tuple[Word, ...], story: _Story) -> None:
    """ "Each <thing> has|contains|holds [a total of] K <units>."."""
    ts = _ts(words)
    if story.part is not None or ts[2] not in ("has", "contains", "holds") or "NNS" in words[1].tags:
        raise Unread
    at = 3
    if ts[3:6] == ("a", "total", "of"):
        at = 6
    units, end = _amount(words, at)
    if end != len(words) or units.kind == "dollar":
        raise Unread
    story.part = (words[1].lemma.casefold(), units.value, units)


def _agrees(word: Word, person: Word, case: str) -> None:
    """The person again: the name, or 'he'/'she' ('him'/'her' for ``case`` object) agreeing with it."""
    if case == "subject":
        one_person(word, person)
        return
    if word.category != "pronoun" or word.attr("case") not in ("object", "object_or_possessive"):
        raise Unread
    gender = person.told_gender or person.attr("gender") or person.attr("name_gender")
    said = word.attr("gender")
    if said not in ("male", "female") or gender not in ("", "any", said):
        raise Unread


def _drop_total(words: tuple[Word, ...], at: int) -> int:
    ts = _ts(words)
    for tail in TOTAL_WORDS:
        if ts[at : at + len(tail)] == tail:
            return at + len(tail)
    return at


def _time(words: tuple[Word, ...], at: int, period: str) -> tuple[Fraction, str]:
    """ "after|in D <periods>" (or "a|one <period>") closing the question: the count of the rate's
    periods, and how it was worked out."""
    ts = _ts(words)
    if len(words) != at + 3 or ts[at] not in ("after", "in"):
        raise Unread
    asked = _period(words[at + 2])
    if ts[at + 1] in ("a", "one"):
        count = Fraction(1)
        if _t(words[at + 2]) != asked:
            raise Unread
    else:
        count = _whole(words[at + 1])
        if count != 1 and "NNS" not in words[at + 2].tags:
            raise Unread
    if asked == period:
        return count, f"{fmt(count)} {period}s"
    if period == "day" and asked == "week":
        days = count * DAYS_A_WEEK
        return days, f"{fmt(count)} weeks x {DAYS_A_WEEK} = {fmt(days)} days"
    raise Unread  # a period the rate was not told in


def _asked_kind(words: tuple[Word, ...]) -> tuple[str, str, int]:
    """ "How many <things>" or "How much money": the kind's lemma, its written form, the index after."""
    ts = _ts(words)
    if ts[:3] == ("how", "much", "money"):
        return "dollar", "dollars", 3
    if ts[:2] == ("how", "many") and len(words) > 2:
        noun = words[2]
        if noun.category == "noun" and "NNS" in noun.tags:
            return noun.lemma.casefold(), noun.text, 3
        if _t(noun) == "dollars":
            return "dollar", "dollars", 3
    raise Unread


def _question(words: tuple[Word, ...], story: _Story) -> Answer:
    ts = _ts(words)
    rate = story.rate
    person = story.person
    if rate is None or person is None:
        raise Unread
    if len(ts) > 2 and ts[:2] == ("how", "many") and words[2].category == "unit_noun":
        return _inverse(words, story, rate, person)
    kind, written, at = _asked_kind(words)
    at = _drop_total(words, at)
    if len(ts) < at + 3 or ts[at] not in ("will", "does", "did"):
        raise Unread
    aux = ts[at]
    _agrees(words[at + 1], person, "subject")
    verb = words[at + 2]
    at = _drop_total(words, at + 3)
    count, told = _time(words, at, rate.period)
    lemma = verb.lemma.casefold()
    made = rate.amount.value * count
    steps = [f"{rate.amount.kind}s at {fmt(rate.amount.value)} per {rate.period} for {told}: {fmt(made)}"]
    if lemma == "have" and verb.category == "verb_possess":
        start = story.start
        if aux != "will" or start is None or story.part is not None or start.kind != kind:
            raise Unread
        if rate.amount.kind != kind:
            raise Unread
        value = start.value + rate.sign * made
        if value < 0:
            raise Unread  # more used up than there was
        sign = "+" if rate.sign > 0 else "-"
        steps.append(f"{fmt(start.value)} {sign} {fmt(made)} = {fmt(value)}")
        return person_answer(person, value, value, kind, written, tuple(steps))
    if story.start is not None:
        raise Unread  # the doing asked, with a start told: is it counted in?
    if story.part is None:
        if lemma != rate.verb or kind != rate.amount.kind:
            raise Unread
        return person_answer(person, made, made, kind, written, tuple(steps))
    thing, each, units = story.part
    if lemma != rate.verb and not (rate.verb in INGESTING and lemma in INGESTED_ASKED):
        raise Unread
    if thing != rate.amount.kind or kind != units.kind:
        raise Unread
    value = made * each
    steps.append(f"{units.kind}s: {fmt(made)} x {fmt(each)} = {fmt(value)}")
    return person_answer(person, value, value, kind, written, tuple(steps))


def _inverse(words: tuple[Word, ...], story: _Story, rate: _Rate, person: Word) -> Answer:
    """ "How many <periods> will it take <P> to have X?" or "How many <periods> until|before <P> has X?"."""
    ts = _ts(words)
    period = _period(words[2])
    if period != rate.period or rate.sign < 0 or story.part is not None:
        raise Unread
    if ts[3:6] == ("will", "it", "take"):
        who = words[6] if len(words) > 6 else None
        if who is None:
            raise Unread
        if who.category == "pronoun":
            _agrees(who, person, "object")
        else:
            _agrees(who, person, "subject")
        if ts[7:8] != ("to",) or len(words) < 10:
            raise Unread
        verb = words[8]
        target, end = _amount(words, 9)
        have = _t(verb) == "have"
    elif ts[3:4] in (("until",), ("before",)) and len(words) > 6:
        _agrees(words[4], person, "subject")
        if ts[5] != "has":
            raise Unread
        verb = words[5]
        target, end = _amount(words, 6)
        have = True
    else:
        raise Unread
    if end != len(words) or target.kind != rate.amount.kind:
        raise Unread
    if have:
        if story.start is None:
            raise Unread  # 'have' with no start told
        gap = target.value - story.start.value
        told = f"{fmt(target.value)} - {fmt(story.start.value)} = {fmt(gap)}"
    else:
        if story.start is not None or verb.lemma.casefold() != rate.verb:
            raise Unread
        gap = target.value
        told = f"{fmt(gap)} to {rate.verb}"
    periods = gap / rate.amount.value
    if gap <= 0 or periods.denominator != 1:
        raise Unread  # not a whole count of periods
    steps = (told, f"{period}s: {fmt(gap)} / {fmt(rate.amount.value)} = {fmt(periods)}")
    return person_answer(person, periods, periods, period, f"{period}s", steps)


def _read(text: str, lexicon: Lexicon) -> Answer:
    sentences = split_sentences(text)
    if not 2 <= len(sentences) <= 4 or not sentences[-1].is_question:
        raise Unread
    if any(s.is_question for s in sentences[:-1]):
        raise Unread
    story = _Story()
    for si, sentence in enumerate(sentences[:-1]):
        _statement(plain_words(sentence, lexicon), story, si == 0)
    question = plain_words(sentences[-1], lexicon)
    if question and _t(question[0]) == "if":
        comma = next((i for i, w in enumerate(question) if w.attr("mark") == "comma"), None)
        if comma is None:
            raise Unread
        _statement(question[1:comma], story, False)
        question = question[comma + 1 :]
    return _question(question, story)


def read_rate_from_start(text: str, lexicon: Lexicon) -> Answer | None:
    """What one person has, does or takes in after periods of a rate, or the periods to a goal; None otherwise."""
    return or_none(_read, text, lexicon)
