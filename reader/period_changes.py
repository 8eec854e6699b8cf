"""One person's doing over two periods, the second told against the first with no 'than' (ADR 0474).

"Ada sold 16 jars of jam last week. She sold 25% more this week. How many jars did she sell in
total for both weeks?" The sentence reader refuses the second sentence: "25% more" and "twice as many"
have no 'than' (or 'of') to say what they are measured against. In a two-sentence story of one doing
in two periods there is only one thing they can be measured against: the first period's amount of the
same doing by the same person. This whole-problem reading takes that story, every word a part of it:

- the first period's amount: "<P> <did> <N> <things>|<units> [of <stuff>] <period>." or with the period
  fronted ("Last week, <P> <did> ..."); the amount may be money ("$20");
- the second period's: "<P|he|she> <did> <comparison> [<things>] <period>." (or fronted), the same verb,
  the comparison one of "N% more|less|fewer", "twice|thrice|K times|half as many|much|far|long" (with
  'many' only for counted things), "twice|half ... that many|much|amount", "N fewer|less"; each may
  close with 'than' (or 'as') and the first period again; "N more" is read only so, since without
  'than' it says what was added ("she sold 5 more on Tuesday": five more, not the first and five);
- the question "How many <things>|How much <stuff>|How much [money] did|has <P> <do|done> <tail>?" where
  the tail asks the second period ("this week") or the total over both: "in total", "altogether",
  "in all", "combined", "for|in|over both <unit>s", "... the two <unit>s", "in the last two <unit>s".

Periods: "last|this week|month|year" (also after 'for'), "yesterday", "today", "on <weekday>", "in
<Month>", "[on] the first|second day", and, second only, "the <unit> before" or "the next <unit>". Both
in one unit and one family (weekdays with weekdays, months with months, ...); the verbs are past, so a
period to come ("next week", "tomorrow") is not taken.

Refused (None, so the first refusal stands): a third period or any other sentence, a second person or a
pronoun that does not agree, the same period twice, a 'than' naming anything but the first period, a
verb of holding ("had 20 cards": states do not add up over periods), a noun or unit asked that is not the
one told, an amount that is not whole for whole counts (or whole cents of money), a result of none or
less, a total over periods of another unit, a question with no period and no total word, and any other
word or shape.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from fractions import Fraction

from packs.model import Lexicon
from reader.answer import Answer
from reader.derivation import fmt
from reader.rules.context import Word
from reader.tokenise import split_sentences
from reader.whole_problem_words import Unread, one_person, or_none, person_answer, plain_number, plain_words

__all__ = ["read_period_changes"]

# Verbs of a doing that adds up over periods (not of holding or being).
DOING = frozenset(
    {
        "verb_sell",
        "verb_lose",
        "verb_activity",
        "verb_produce",
        "verb_gain",
        "verb_give",
        "verb_buy",
        "verb_pay",
        "verb_earn",
    }
)
WEEKDAYS = frozenset({"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"})
MONTHS = frozenset(
    {
        "january",
        "february",
        "march",
        "april",
        "may",
        "june",
        "july",
        "august",
        "september",
        "october",
        "november",
        "december",
    }
)
UNITS = frozenset({"day", "week", "month", "year"})
ORDINALS = frozenset({"first", "second"})
TOTAL_WORDS = (("in", "total"), ("altogether",), ("in", "all"), ("combined",))
SPAN_PREPS = frozenset({"for", "in", "over", "during"})


@dataclass(frozen=True)
class Period:
    """A period as told: its words (the key two mentions must share), its unit and its family."""

    key: tuple[str, ...]
    unit: str
    family: str  # "deictic", "weekday", "month", "ordinal" or "relative" (told against the other)
    future: bool


@dataclass(frozen=True)
class Amount:
    """The first period's amount: its value, what it counts and how it is said."""

    value: Fraction
    kind: str  # "count", "measure" or "money"
    head: str  # the counted noun's or the unit's lemma ("dollar" for money)
    plural: str
    stuff: str  # the noun after 'of' ("fuel" in "15 gallons of fuel"), or ""
    dimension: str  # a unit's dimension ("length", "time", ...), or ""


def _t(word: Word) -> str:
    return word.text.casefold()


def _ts(words: tuple[Word, ...]) -> tuple[str, ...]:
    return tuple(_t(w) for w in words)


def _period(words: tuple[Word, ...], at: int, second: bool) -> tuple[int, Period]:
    """A period told at ``at``: (the index after it, the period); Unread for anything else."""
    ts = _ts(words)
    rest = ts[at:]
    if rest[:1] == ("for",) and rest[1:2] in (("last",), ("this",)):
        at, rest = at + 1, rest[1:]
    if len(rest) >= 2 and rest[0] in ("last", "this") and rest[1] in UNITS - {"day"}:
        return at + 2, Period(rest[:2], rest[1], "deictic", False)
    if rest[:1] in (("yesterday",), ("today",)):
        return at + 1, Period(rest[:1], "day", "deictic", False)
    if len(rest) >= 2 and rest[0] == "on" and rest[1] in WEEKDAYS:
        return at + 2, Period(rest[1:2], "day", "weekday", False)
    if len(rest) >= 2 and rest[0] == "in" and rest[1] in MONTHS and words[at + 1].text[:1].isupper():
        return at + 2, Period(rest[1:2], "month", "month", False)
    if rest[:1] == ("on",):
        at, rest = at + 1, rest[1:]
    if len(rest) >= 3 and rest[0] == "the" and rest[1] in ORDINALS and rest[2] == "day":
        return at + 3, Period(rest[:3], "day", "ordinal", False)
    if second and len(rest) >= 3 and rest[0] == "the" and rest[1] in UNITS and rest[2] == "before":
        return at + 3, Period(rest[:3], rest[1], "relative", False)
    if second and len(rest) >= 3 and rest[0] == "the" and rest[1] == "next" and rest[2] in UNITS:
        return at + 3, Period(rest[:3], rest[2], "relative", True)
    raise Unread


def _fronted(words: tuple[Word, ...], second: bool) -> tuple[int, Period | None]:
    """A period opening the sentence, with or without a comma: (where the subject starts, the period)."""
    try:
        at, period = _period(words, 0, second)
    except Unread:
        return 0, None
    if at < len(words) and words[at].attr("mark") == "comma":
        at += 1
    return at, period


def _person_at(words: tuple[Word, ...], at: int, person: Word | None) -> tuple[int, Word]:
    """ "<Name>", "he|she", or "a|the <person noun>" then "he|she|the <person noun>": (index after, person)."""
    ts = _ts(words)
    if at + 1 < len(words) and ts[at] in ("a", "an", "the") and words[at + 1].category == "person_noun":
        noun = words[at + 1]
        if "NNS" in noun.tags:
            raise Unread
        if person is None:
            if ts[at] == "the":
                raise Unread  # "The carpenter" first: which one?
            return at + 2, noun
        if ts[at] != "the" or person.category != "person_noun" or noun.lemma != person.lemma:
            raise Unread
        return at + 2, person
    if at >= len(words):
        raise Unread
    word = words[at]
    if person is not None and person.category == "person_noun":
        said = word.attr("gender")
        if word.category != "pronoun" or ts[at] not in ("he", "she"):
            raise Unread
        gender = person.told_gender or person.attr("gender")
        if gender and gender not in (said, "any"):
            raise Unread
        return at + 1, replace(person, told_gender=said)
    return at + 1, one_person(word, person)


def _doing(word: Word, verb: Word | None) -> Word:
    """A past verb of doing, the same as the first sentence's when it is told."""
    if word.category not in DOING or "VBD" not in word.tags:
        raise Unread
    if verb is not None and _t(word) != _t(verb):
        raise Unread
    return word


def _number(word: Word) -> Fraction:
    value = plain_number(word)
    if value is None or value <= 0:
        raise Unread
    return value


def _amount(words: tuple[Word, ...], at: int) -> tuple[int, Amount]:
    """ "$20", "20 geckos", "15 gallons [of fuel]", "16 jars of jam": (index after, the amount)."""
    if at >= len(words):
        raise Unread
    first = words[at]
    shape = first.shape
    if first.category == "number" and shape is not None and shape.primitive == "currency":
        if shape.unit != "dollar" or shape.value <= 0:
            raise Unread
        return at + 1, Amount(Fraction(shape.value), "money", "dollar", "dollars", "", "money")
    value = _number(first)
    if at + 1 >= len(words):
        raise Unread
    noun = words[at + 1]
    if "NNS" not in noun.tags or noun.lemma.casefold() == _t(noun):
        raise Unread  # a plural it must be ("20 sheep" says nothing of one or many)
    if noun.category == "unit_noun":
        dimension = noun.attr("measures") or noun.attr("dimension")
        if not dimension or dimension == "money":
            raise Unread
        kind = "measure"
    elif noun.category == "noun" and not noun.attr("currency"):
        kind, dimension = "count", ""
    else:
        raise Unread
    at += 2
    stuff = ""
    if at + 1 < len(words) and _t(words[at]) == "of" and words[at + 1].category == "noun":
        stuff = words[at + 1].lemma.casefold()
        at += 2
    return at, Amount(value, kind, noun.lemma.casefold(), noun.text, stuff, dimension)


def _noun_ref(words: tuple[Word, ...], at: int, amount: Amount, plural: bool) -> int:
    """An optional retelling of what the amount is of: "jars", "jars of jam" or "jam"."""
    if at >= len(words):
        return at
    word = words[at]
    lemma = word.lemma.casefold()
    if word.category in ("noun", "unit_noun") and lemma == amount.head and amount.kind != "money":
        if plural and "NNS" not in word.tags:
            raise Unread
        at += 1
        if at + 1 < len(words) and _t(words[at]) == "of":
            if not amount.stuff or words[at + 1].lemma.casefold() != amount.stuff:
                raise Unread
            at += 2
        return at
    if word.category == "noun" and amount.stuff and lemma == amount.stuff and not plural:
        return at + 1
    if word.category in ("noun", "unit_noun", "person_noun"):
        raise Unread  # another thing compared
    return at


def _as_word(word: Word, amount: Amount) -> None:
    """'many' for counted things; 'much' for measures or money; 'far' for lengths; 'long' for times."""
    said = _t(word)
    if said == "many" and amount.kind == "count":
        return
    if said == "much" and amount.kind in ("measure", "money"):
        return
    if said == "far" and amount.dimension == "length":
        return
    if said == "long" and amount.dimension == "time":
        return
    raise Unread


def _factor(word: Word, words: tuple[Word, ...], at: int) -> tuple[int, Fraction]:
    """ "twice", "thrice", "3 times", "half": (index after, the factor)."""
    if word.category == "multiplier" and _t(word) in ("twice", "thrice"):
        return at + 1, Fraction(word.attr("factor"))
    if word.category == "fraction_word" and _t(word) == "half":
        return at + 1, Fraction(1, 2)
    if at + 1 < len(words) and _t(words[at + 1]) == "times" and words[at + 1].category == "multiplier":
        value = _number(word)
        if value.denominator != 1 or value < 2:
            raise Unread
        return at + 2, value
    raise Unread


def _comparison(words: tuple[Word, ...], at: int, amount: Amount) -> tuple[int, str, Fraction, str]:
    """The comparison at ``at``: (index after, "times"|"plus", the factor or the difference, the word
    a closing back-reference must follow: 'than', 'as' or '' for none, "need" for a 'than' required)."""
    ts = _ts(words)
    word = words[at] if at < len(words) else None
    if word is None:
        raise Unread
    shape = word.shape
    if shape is not None and word.category == "number" and shape.primitive == "percent":
        if at + 1 >= len(words) or ts[at + 1] not in ("more", "less", "fewer"):
            raise Unread
        share = Fraction(shape.value) / 100
        if share <= 0 or (ts[at + 1] != "more" and share >= 1):
            raise Unread
        if ts[at + 1] == "fewer" and amount.kind != "count":
            raise Unread
        end = _noun_ref(words, at + 2, amount, False)
        return end, "times", 1 + share if ts[at + 1] == "more" else 1 - share, "than"
    try:
        end, factor = _factor(word, words, at)
    except Unread:
        end = -1
    if end > 0:
        if ts[end : end + 1] == ("as",) and end + 1 < len(words):
            _as_word(words[end + 1], amount)
            end = _noun_ref(words, end + 2, amount, _t(words[end + 1]) == "many")
            return end, "times", factor, "as"
        if ts[end : end + 1] == ("that",) and end + 1 < len(words):
            said = ts[end + 1]
            if said != "amount":
                _as_word(words[end + 1], amount)
            return end + 2, "times", factor, ""
        raise Unread
    if shape is not None and shape.primitive == "currency":
        if amount.kind != "money" or shape.unit != "dollar":
            raise Unread
        diff, end = Fraction(shape.value), at + 1
    else:
        diff = _number(word)
        end = at + 1
    unit_first = amount.kind == "measure" and end < len(words) and words[end].lemma.casefold() == amount.head
    if unit_first:
        end += 1  # "3 miles less"
    if end >= len(words) or ts[end] not in ("more", "less", "fewer"):
        raise Unread
    said = ts[end]
    if said == "fewer" and amount.kind != "count":
        raise Unread
    after = _noun_ref(words, end + 1, amount, amount.kind != "money")
    if (
        amount.kind == "measure"
        and not unit_first
        and (after == end + 1 or _t(words[end + 1]) == amount.stuff)
    ):
        raise Unread  # "3 less" of a measure: in which unit?
    end = after
    if said == "more":
        return end, "plus", diff, "need"  # "5 more" without 'than' is what was added, not a comparison
    return end, "plus", -diff, "than"


def _back_reference(words: tuple[Word, ...], at: int, first: Period, joiner: str) -> int:
    """ "than|as <the first period>" at ``at``, when there; Unread for any other 'than' or 'as'."""
    ts = _ts(words)
    if at >= len(words):
        if joiner == "need":
            raise Unread
        return at
    if ts[at] not in ("than", "as") or joiner == "" or ts[at] != joiner.replace("need", "than"):
        raise Unread
    at += 1
    end, period = _period(words, at, False)
    if period != first:
        raise Unread  # "30% more than last year": another amount, never told
    return end


def _first_sentence(words: tuple[Word, ...]) -> tuple[Word, Word, Amount, Period]:
    at, period = _fronted(words, False)
    at, person = _person_at(words, at, None)
    if at >= len(words):
        raise Unread
    verb = _doing(words[at], None)
    at, amount = _amount(words, at + 1)
    if period is None:
        at, period = _period(words, at, False)
    if at != len(words) or period.family == "relative":
        raise Unread
    return person, verb, amount, period


def _second_sentence(
    words: tuple[Word, ...], person: Word, verb: Word, amount: Amount, first: Period
) -> tuple[Word, str, Fraction, Period]:
    at, period = _fronted(words, True)
    at, person = _person_at(words, at, person)
    if at >= len(words):
        raise Unread
    _doing(words[at], verb)
    at, how, by, joiner = _comparison(words, at + 1, amount)
    if period is None:
        at, period = _period(words, at, True)
    at = _back_reference(words, at, first, joiner)
    if at != len(words):
        raise Unread
    if period.key == first.key or period.unit != first.unit:
        raise Unread
    if period.family not in ("relative", first.family):
        raise Unread  # "yesterday" and "on Monday": perhaps the same day
    return person, how, by, period


def _asked_what(words: tuple[Word, ...], amount: Amount) -> int:
    """ "How many <things> [of <stuff>]", "How much <stuff>", "How much [money]": the index after."""
    ts = _ts(words)
    if ts[:1] != ("how",) or len(ts) < 3:
        raise Unread
    if ts[1] == "many":
        if amount.kind == "money":
            if ts[2] != "dollars":
                raise Unread
            return 3
        if words[2].lemma.casefold() != amount.head or "NNS" not in words[2].tags:
            raise Unread
        at = 3
        if ts[at : at + 1] == ("of",):
            if at + 1 >= len(ts) or words[at + 1].lemma.casefold() != amount.stuff:
                raise Unread
            at += 2
        return at
    if ts[1] != "much":
        raise Unread
    if amount.kind == "money":
        return 3 if ts[2] == "money" else 2
    if amount.stuff and words[2].lemma.casefold() == amount.stuff and words[2].category == "noun":
        return 3
    raise Unread


def _span(ts: tuple[str, ...], first: Period, second: Period) -> bool:
    """ "for both weeks", "in the two days", "over two months", "in the last two years": a span that is
    exactly the two periods."""
    unit = first.unit
    plural = unit + "s"
    if len(ts) < 3 or ts[0] not in SPAN_PREPS:
        return False
    rest = ts[1:]
    if rest in (("both", plural), ("the", "two", plural), ("two", plural)):
        return True
    if rest == ("the", "last", "two", plural):
        return not first.future and not second.future and first.family in ("deictic",)
    return False


def _asked_tail(ts: tuple[str, ...], first: Period, second: Period) -> bool:
    """True for a total over both periods, False for the second period; Unread for anything else."""
    said = next((t for t in TOTAL_WORDS if ts[: len(t)] == t), None)
    rest = ts[len(said) :] if said else ts
    if said is None and rest and rest[-1:] in TOTAL_WORDS:
        said, rest = rest[-1:], rest[:-1]
    if said is None and rest[-2:] in TOTAL_WORDS:
        said, rest = rest[-2:], rest[:-2]
    if not rest:
        if said is None:
            raise Unread  # no period asked and no total: of which?
        return True
    if _span(rest, first, second):
        return True
    if said is None:
        if rest == second.key or (rest[:1] in (("on",), ("in",)) and rest[1:] == second.key):
            if second.family == "relative":
                raise Unread  # "the year before" asked alone: before which?
            return False
    raise Unread


def _question(
    words: tuple[Word, ...], person: Word, verb: Word, amount: Amount, first: Period, second: Period
) -> bool:
    at = _asked_what(words, amount)
    ts = _ts(words)
    if at >= len(ts) or ts[at] not in ("did", "has"):
        raise Unread
    aux = ts[at]
    at, _ = _person_at(words, at + 1, person)
    if at >= len(words):
        raise Unread
    asked = words[at]
    if asked.lemma.casefold() != verb.lemma.casefold() or asked.category != verb.category:
        raise Unread
    if aux == "did" and _t(asked) != asked.lemma.casefold():
        raise Unread
    if aux == "has" and "VBN" not in asked.tags:
        raise Unread
    return _asked_tail(ts[at + 1 :], first, second)


def _whole_enough(value: Fraction, amount: Amount) -> None:
    """A count must be whole; money whole cents; a measure told whole stays whole, else whole hundredths."""
    if amount.kind == "money" or (amount.kind == "measure" and amount.value.denominator != 1):
        if (100 * value).denominator != 1:
            raise Unread
    elif value.denominator != 1:
        raise Unread


def _read(text: str, lexicon: Lexicon) -> Answer:
    sentences = split_sentences(text)
    if len(sentences) != 3 or not sentences[-1].is_question:
        raise Unread
    if any(s.is_question for s in sentences[:-1]):
        raise Unread
    body = [plain_words(s, lexicon) for s in sentences]
    if any(not b for b in body):
        raise Unread
    person, verb, amount, first = _first_sentence(body[0])
    person, how, by, second = _second_sentence(body[1], person, verb, amount, first)
    total = _question(body[2], person, verb, amount, first, second)
    base = amount.value
    then = base * by if how == "times" else base + by
    if then <= 0:
        raise Unread
    _whole_enough(then, amount)
    told = " ".join(second.key)
    if how == "times":
        steps = (f"{told}: {fmt(base)} x {fmt(by)} = {fmt(then)}",)
    else:
        steps = (f"{told}: {fmt(base)} + {fmt(by)} = {fmt(then)}",)
    value = then
    if total:
        value = base + then
        steps = (*steps, f"both {first.unit}s: {fmt(base)} + {fmt(then)} = {fmt(value)}")
    return person_answer(person, value, value, amount.head, amount.plural, steps)


def read_period_changes(text: str, lexicon: Lexicon) -> Answer | None:
    """One person's doing in a second period told against the first, or both together; None otherwise."""
    return or_none(_read, text, lexicon)
