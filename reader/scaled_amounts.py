""" "If 4 goats eat 20 carrots in 2 hours, how many carrots will 6 goats eat in 3 hours?" (ADR 0460).

A direct proportion told by one pair of amounts and asked with one or two of them scaled. ADR 0414
reads one doer's pace and ADR 0424 a measure with its price or weight; these neighbours stayed
refused because the sentence reader stops at the second amount (nothing joins it to the first) or
at a number inside a purpose ('to travel 120 miles'):

- a group's pace: "<count> <doers> [can] <verb> <count or measure> in <time>", asked for another
  count of the same doers in another time ("how many carrots will 6 goats eat in 3 hours?"), or for
  the doers needed ("how many painters are needed to paint 60 rooms in 5 days?"). Both factors scale
  the amount: 20 carrots x 6/4 x 3/2. A distance ("3 runners run 10 miles") does not add up over
  the runners, so a length is never a group's amount;
- pay told for workers and days: "the wages of 12 workers for 5 days is $6000", asked "what are the
  wages of|for 9 workers for 4 days?"; again both factors scale the pay;
- a weight told for a thing of a size: "A 30-meter coil of rope weighs 6 kg", asked "How much does a
  90-meter coil weigh?"; the weight of a thing made of one stuff goes with its size. A price is not
  read this way: a bigger pack is often cheaper for its size;
- a measure and its price, asked back from money: "Half a pound of dates costs $0.80. How many
  pounds can Lena buy with $8?";
- what a doing uses: "A truck uses 6 gallons of gas to travel 120 miles", "Omar needs 40 kg of
  apples to make 4 liters of cider" (or "To make 4 liters of cider, Omar needs ..."), "Rita can make
  5 scarves with 15 yards of yarn", asked for the use of another amount of the same doing, or for
  the doing another use allows ("How many miles can it travel on 8 gallons?");
- a payment: "Leo paid $8 for 2 kg of pears", asked "How much will he pay for 5 kg of pears?".

Each story is exactly a statement and its question (two sentences, or one "If <statement>, <question>?"),
every word of a fixed part. The asked amount is of the same thing as the told one, the doer the same
(a pronoun agreeing with it), the verb the same; a time or a measure may be asked in another unit of the
same kind the pack converts. The answer must be exact: a count of things or doers whole, money whole
cents, a measure a finished decimal. Anything else (a third sentence, 'each', 'at most', a fixed fee,
a discount, another thing, another doer, a past one-off doing, a time as what is used, which is ADR
0451's) leaves the first refusal standing.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from packs.model import Lexicon
from reader.answer import Answer
from reader.canonical import canonical_hash
from reader.derivation import fmt
from reader.graph import Event, MathProblemGraph, Rate, UnitSpec
from reader.proportions import Amount, Told, _doer, _factor, _same_doer, exact_amount
from reader.proportions import _amount as amount_at
from reader.rules.context import Word
from reader.same_rates import _counted, _measures, _unit_attrs
from reader.tokenise import split_sentences
from reader.values import EntityRef, QuestionTarget, Unit
from reader.whole_problem_words import Unread, or_none, plain_number, plain_words

GROUP_AUX = frozenset({"will", "would", "can", "could"})
NEEDED = frozenset({"needed", "required"})
PAY_NOUNS = frozenset({"wage", "salary", "pay", "earning"})
BE_NOW = frozenset({"is", "are", "was", "were"})
MOVING = frozenset({"run", "walk", "swim", "drive", "ride", "travel", "go", "jog", "fly", "sail", "hike"})
USE_VERBS = frozenset({"use", "uses", "need", "needs"})
WITH_PREPS = frozenset({"with", "on"})
PAID = frozenset({"paid", "pays", "spent", "spends"})
PAY_ASKED = frozenset({"pay", "spend"})
BUY_VERBS = frozenset({"buy", "get", "purchase"})
HALVES = {"half": Fraction(1, 2), "quarter": Fraction(1, 4)}
PRONOUNS = {"he": "male", "she": "female", "it": "neuter"}


@dataclass(frozen=True, slots=True)
class Scaled:
    """What the reading found: the value, what it is of, and the steps saying why."""

    value: Fraction
    of: Amount
    holder: str
    told: tuple[Amount, ...]
    given: Amount
    steps: tuple[str, ...]


def read_scaled_amount(text: str, lexicon: Lexicon) -> Answer | None:
    """The asked amount of a proportion with a scaled pair (the docstring's shapes); None otherwise."""
    parts = or_none(_statement_and_question, text, lexicon)
    if parts is None:
        return None
    statement, question = parts
    for read in (_group_pace, _pay_for_days, _sized_weight, _bought_with, _used_for, _paid_for):
        found = or_none(read, statement, question, lexicon)
        if found is not None:
            return _answer(found)
    return None


def _statement_and_question(text: str, lexicon: Lexicon) -> tuple[tuple[Word, ...], tuple[Word, ...]]:
    """ "<statement>. <question>?" or "If <statement>, <question>?"; an opening 'If' is left out."""
    sentences = split_sentences(text)
    if not sentences or sentences[-1].terminator != "?":
        raise Unread
    read = [plain_words(s, lexicon) for s in sentences]
    if len(read) == 3 and sentences[1].terminator == ".":
        read = [_named(read[0], read[1]), read[2]]
    if len(read) == 2:
        if sentences[0].terminator != ".":
            raise Unread
        first, second = read
        if first and first[0].text.casefold() == "if":
            first = first[1:]
        if any(w.text.casefold() == "if" for w in second):
            raise Unread
        return first, second
    if len(read) != 1:
        raise Unread
    words = read[0]
    texts = [w.text.casefold() for w in words]
    if not texts or texts[0] != "if" or texts.count(",") != 1:
        raise Unread
    comma = texts.index(",")
    if texts[comma + 1 : comma + 2] not in (["how"], ["what"]):
        raise Unread
    return words[1:comma], words[comma + 1 :]


def _named(opening: tuple[Word, ...], statement: tuple[Word, ...]) -> tuple[Word, ...]:
    """ "Jennie makes quilts. She can make 7 quilts ...": the opening only names who 'she' is."""
    texts = _texts(opening)
    if len(opening) != 3 or opening[0].category != "name" or "VBZ" not in opening[1].tags:
        raise Unread
    if opening[1].category in ("auxiliary", "copula", "verb_possess"):
        raise Unread
    if (
        opening[2].category != "noun"
        or "NNS" not in opening[2].tags
        or texts[2] == opening[2].lemma.casefold()
    ):
        raise Unread
    gender = opening[0].attr("name_gender") or opening[0].attr("gender")
    said = statement[0].text.casefold() if statement else ""
    if said not in ("he", "she") or gender not in ("male", "female") or PRONOUNS[said] != gender:
        raise Unread
    return (opening[0],) + statement[1:]


def _texts(words: tuple[Word, ...]) -> list[str]:
    return [w.text.casefold() for w in words]


def _plain_verb(word: Word) -> str:
    """The lemma of a verb in its plain form ('eat', not 'eats' or 'ate'); Unread otherwise."""
    if "VB" not in word.tags and "VBP" not in word.tags:
        raise Unread
    if word.text.casefold() != word.lemma.casefold():
        raise Unread
    if word.category in ("auxiliary", "copula", "verb_possess", "number", "noun", "unit_noun"):
        if word.category != "noun" or "VB" not in word.tags:
            raise Unread
    return word.lemma.casefold()


def _count_of(words: tuple[Word, ...], at: int, si: int, head: str = "") -> tuple[Amount, int]:
    """A count of one plural noun ("4 goats"), or "1 goat"/"one goat"; the noun ``head`` when given."""
    if at + 1 >= len(words):
        raise Unread
    value = plain_number(words[at])
    noun = words[at + 1]
    if value is None or value <= 0 or value.denominator != 1:
        raise Unread
    if noun.category not in ("noun", "person_noun"):
        raise Unread
    plural = "NNS" in noun.tags and noun.text.casefold() != noun.lemma.casefold()
    if plural == (value == 1):
        raise Unread
    lemma = noun.lemma.casefold()
    if head and lemma != head:
        raise Unread
    return Amount(value, lemma, "count", "", (si, at)), at + 2


def _asked_thing(words: tuple[Word, ...], texts: list[str], of: Amount) -> int:
    """Past "How many <things>", "How much [<stuff>]", "How many <units> [of <stuff>]" asking ``of``."""
    if texts[0] != "how" or len(texts) < 4:
        raise Unread
    if texts[1] == "many":
        head = words[2].lemma.casefold()
        if head != of.head or "NNS" not in words[2].tags or of.kind not in ("count", "measure"):
            raise Unread
        if texts[3] == "of":
            if not of.stuff or words[4].lemma.casefold() != of.stuff:
                raise Unread
            return 5
        return 3
    if texts[1] == "much" and of.kind in ("measure", "money"):
        if of.stuff and words[2].lemma.casefold() == of.stuff:
            return 3
        if of.kind == "money" and texts[2] == "money":
            return 3
        return 2
    raise Unread


def _time_scale(told: Amount, words: tuple[Word, ...], at: int, si: int) -> tuple[Amount, int, Fraction]:
    """The asked time at ``at`` and how many told times it is."""
    asked, at = amount_at(words, at, si)
    if asked.kind != "time":
        raise Unread
    return asked, at, asked.value * _factor(told, asked.head) / told.value


def _group_pace(statement: tuple[Word, ...], question: tuple[Word, ...], lexicon: Lexicon) -> Scaled:
    """ "4 goats [can] eat 20 carrots in 2 hours" and "how many carrots will 6 goats eat in 3 hours?" """
    doers, at = _count_of(statement, 0, 0)
    texts = _texts(statement)
    if texts[at] == "can":
        at += 1
    verb = _plain_verb(statement[at])
    if verb in MOVING:
        raise Unread
    amount, at = amount_at(statement, at + 1, 0)
    if amount.kind not in ("count", "measure") or texts[at : at + 1] != ["in"]:
        raise Unread
    if amount.kind == "measure" and _measures(amount.head, lexicon) in ("length", ""):
        raise Unread  # a distance does not add up over the doers
    if amount.kind == "count" and amount.head == doers.head:
        raise Unread
    time, at = amount_at(statement, at + 1, 0)
    if time.kind != "time" or at != len(statement):
        raise Unread
    asked = _texts(question)
    if asked[:2] == ["how", "many"] and question[2].lemma.casefold() == doers.head:
        return _doers_needed(question, asked, doers, verb, amount, time)
    at = _asked_thing(question, asked, amount)
    if asked[at] not in GROUP_AUX:
        raise Unread
    group, at = _count_of(question, at + 1, 1, doers.head)
    if _plain_verb(question[at]) != verb or asked[at + 1 : at + 2] != ["in"]:
        raise Unread
    when, at, times = _time_scale(time, question, at + 2, 1)
    if at != len(question):
        raise Unread
    value = amount.value * group.value / doers.value * times
    steps = (
        f"{fmt(doers.value)} {doers.head} {verb} {fmt(amount.value)} {amount.head} in {fmt(time.value)} "
        f"{time.head}: one pace for each of them, so the amount scales with the {doers.head} and the time",
        f"{fmt(group.value)} {doers.head} in {fmt(when.value)} {when.head}: {fmt(amount.value)} x "
        f"{fmt(group.value)}/{fmt(doers.value)} x {fmt(times)} = {fmt(value)} {amount.head}",
    )
    return Scaled(value, amount, doers.head, (doers, amount, time), group, steps)


def _doers_needed(
    question: tuple[Word, ...], asked: list[str], doers: Amount, verb: str, amount: Amount, time: Amount
) -> Scaled:
    """ "how many painters are|would be needed|required to paint 60 rooms in 5 days?" """
    at = 3
    if asked[at : at + 2] in (["would", "be"], ["will", "be"]):
        at += 2
    elif asked[at] == "are":
        at += 1
    else:
        raise Unread
    if asked[at] not in NEEDED or asked[at + 1 : at + 2] != ["to"]:
        raise Unread
    if _plain_verb(question[at + 2]) != verb:
        raise Unread
    more, at = amount_at(question, at + 3, 1)
    if more.kind != amount.kind or more.head != amount.head or more.stuff != amount.stuff:
        raise Unread
    if asked[at : at + 1] != ["in"]:
        raise Unread
    when, at, times = _time_scale(time, question, at + 1, 1)
    if at != len(question):
        raise Unread
    value = doers.value * more.value / amount.value / times
    if value.denominator != 1:
        raise Unread  # a part of a doer: rounded up or not?
    steps = (
        f"{fmt(doers.value)} {doers.head} {verb} {fmt(amount.value)} {amount.head} in {fmt(time.value)} "
        f"{time.head}: one pace for each of them",
        f"{fmt(more.value)} {amount.head} in {fmt(when.value)} {when.head}: {fmt(doers.value)} x "
        f"{fmt(more.value)}/{fmt(amount.value)} / {fmt(times)} = {fmt(value)} {doers.head}",
    )
    of = Amount(value, doers.head, "count", "", doers.where)
    return Scaled(value, of, doers.head, (doers, amount, time), more, steps)


def _pay_for_days(statement: tuple[Word, ...], question: tuple[Word, ...], lexicon: Lexicon) -> Scaled:
    """ "the wages of 12 workers for 5 days is $6000" and "what are the wages of|for 9 workers for 4 days?" """
    texts = _texts(statement)
    if texts[:1] != ["the"] or statement[1].lemma.casefold() not in PAY_NOUNS or texts[2] != "of":
        raise Unread
    noun = statement[1].text.casefold()
    workers, at = _count_of(statement, 3, 0)
    if texts[at] != "for":
        raise Unread
    days, at = amount_at(statement, at + 1, 0)
    if days.kind != "time" or texts[at] not in BE_NOW:
        raise Unread
    pay, at = amount_at(statement, at + 1, 0)
    if pay.kind != "money" or at != len(statement):
        raise Unread
    asked = _texts(question)
    if asked[:2] == ["what", "are"] or asked[:2] == ["what", "is"]:
        at = 2
    elif asked[:3] in (["what", "would", "be"], ["what", "will", "be"]):
        at = 3
    else:
        raise Unread
    if asked[at : at + 2] != ["the", noun] or asked[at + 2] not in ("of", "for"):
        raise Unread
    group, at = _count_of(question, at + 3, 1, workers.head)
    if asked[at : at + 1] != ["for"]:
        raise Unread
    when, at, times = _time_scale(days, question, at + 1, 1)
    if at != len(question):
        raise Unread
    value = pay.value * group.value / workers.value * times
    steps = (
        f"${fmt(pay.value)} for {fmt(workers.value)} {workers.head} for {fmt(days.value)} {days.head}: "
        f"one pay for each {workers.head} each {days.head}, so the pay scales with both",
        f"{fmt(group.value)} {workers.head} for {fmt(when.value)} {when.head}: {fmt(pay.value)} x "
        f"{fmt(group.value)}/{fmt(workers.value)} x {fmt(times)} = {fmt(value)} dollars",
    )
    return Scaled(value, pay, workers.head, (workers, days, pay), group, steps)


def _size(words: tuple[Word, ...], at: int, si: int) -> tuple[Amount, int]:
    """ "30-meter" or "30 meters" before a noun: the size of one thing."""
    word = words[at]
    if word.category == "number" and word.shape is not None and word.shape.primitive == "number_unit":
        value = Fraction(word.shape.value)
        if value <= 0:
            raise Unread
        return Amount(value, word.lemma.casefold(), "measure", "", (si, at)), at + 1
    value = plain_number(word)
    if value is None or value <= 0 or at + 1 >= len(words) or words[at + 1].category != "unit_noun":
        raise Unread
    return Amount(value, words[at + 1].lemma.casefold(), "measure", "", (si, at)), at + 2


def _sized_thing(words: tuple[Word, ...], at: int, si: int) -> tuple[Amount, str, str, int]:
    """ "a 30-meter coil [of rope]": the size, the thing, its stuff, and where the words after start."""
    if words[at].text.casefold() not in ("a", "an"):
        raise Unread
    if at + 2 < len(words) and words[at + 1].category == "noun" and words[at + 2].text.casefold() == "of":
        return _thing_of_size(words, at + 1, si)  # "a coil of 30 m rope"
    size, at = _size(words, at + 1, si)
    if at >= len(words) or words[at].category != "noun" or "NN" not in words[at].tags:
        raise Unread
    thing = words[at].text.casefold()
    if thing != words[at].lemma.casefold():
        raise Unread
    stuff = ""
    if at + 2 < len(words) and words[at + 1].text.casefold() == "of":
        if words[at + 2].category != "noun":
            raise Unread
        stuff = words[at + 2].text.casefold()
        at += 2
    return size, thing, stuff, at + 1


def _thing_of_size(words: tuple[Word, ...], at: int, si: int) -> tuple[Amount, str, str, int]:
    """ "coil of 30 m [rope]": the size after the thing, the stuff (one plain noun) after the size."""
    thing = words[at].text.casefold()
    if thing != words[at].lemma.casefold() or "NN" not in words[at].tags:
        raise Unread
    size, at = _size(words, at + 2, si)
    stuff = ""
    if at < len(words) and words[at].category == "noun" and "NN" in words[at].tags:
        if words[at].text.casefold() != words[at].lemma.casefold():
            raise Unread
        stuff = words[at].text.casefold()
        at += 1
    return size, thing, stuff, at


def _sized_weight(statement: tuple[Word, ...], question: tuple[Word, ...], lexicon: Lexicon) -> Scaled:
    """ "A 30-meter coil of rope weighs 6 kg." and "How much does a 90-meter coil [of rope] weigh?" """
    size, thing, stuff, at = _sized_thing(statement, 0, 0)
    if statement[at].text.casefold() != "weighs":
        raise Unread
    weight, at = amount_at(statement, at + 1, 0)
    if weight.kind != "measure" or weight.stuff or at != len(statement):
        raise Unread
    if _measures(weight.head, lexicon) != "mass" or _measures(size.head, lexicon) in ("mass", ""):
        raise Unread
    asked = _texts(question)
    if asked[:2] == ["how", "much"]:
        at = 2
        head = weight.head
    elif asked[:2] == ["how", "many"] and question[2].category == "unit_noun" and "NNS" in question[2].tags:
        head = question[2].lemma.casefold()
        at = 3
    else:
        raise Unread
    if asked[at] not in ("does", "would", "will"):
        raise Unread
    other, other_thing, other_stuff, at = _sized_thing(question, at + 1, 1)
    if other_thing != thing or other_stuff not in ("", stuff):
        raise Unread
    if at != len(question) - 1 or asked[at] != "weigh":
        raise Unread
    value = weight.value * other.value * _scale(size.head, other.head, lexicon) / size.value
    value = value * _scale(head, weight.head, lexicon)
    steps = (
        f"a {fmt(size.value)} {size.head} {thing} weighs {fmt(weight.value)} {weight.head}: the weight "
        f"goes with the size",
        f"a {fmt(other.value)} {other.head} {thing} -> {fmt(value)} {head}",
    )
    of = Amount(weight.value, head, "measure", "", weight.where)
    return Scaled(value, of, thing, (size, weight), other, steps)


def _scale(told: str, asked: str, lexicon: Lexicon) -> Fraction:
    """How many ``told`` units one ``asked`` unit is; Unread across dimensions or systems."""
    if told == asked:
        return Fraction(1)
    told_dim, told_factor = _unit_attrs(told, lexicon)
    asked_dim, asked_factor = _unit_attrs(asked, lexicon)
    if told_dim != asked_dim or told_dim == "time":
        raise Unread
    return asked_factor / told_factor


def _priced_measure(words: tuple[Word, ...]) -> tuple[Amount, int]:
    """ "Half a pound of dates", "One-half of a pound of dates", "A pound of dates", "2 pounds of dates"."""
    texts = _texts(words)
    at, value = 0, Fraction(1)
    if texts[:2] == ["one", "-"] and texts[2:3] == ["half"]:
        at, value = 3, Fraction(1, 2)
        if texts[at : at + 2] != ["of", "a"]:
            raise Unread
        at += 2
    elif texts[:1] == ["half"] or texts[:2] == ["a", "quarter"]:
        at = 1 if texts[0] == "half" else 2
        value = HALVES[texts[at - 1]]
        if texts[at : at + 2] == ["of", "a"]:
            at += 2
        elif texts[at] == "a":
            at += 1
        else:
            raise Unread
    elif texts[:1] in (["a"], ["one"]):
        at = 1
    else:
        found, after = amount_at(words, 0, 0)
        if found.kind == "count" or (found.kind == "measure" and found.stuff):
            return found, after
        raise Unread
    unit = words[at]
    if unit.category != "unit_noun" or unit.text.casefold() != unit.lemma.casefold():
        raise Unread
    if unit.attr("dimension") in ("", "money", "time") or texts[at + 1 : at + 2] != ["of"]:
        raise Unread
    stuff = words[at + 2] if at + 2 < len(words) else None
    if stuff is None or stuff.category != "noun":
        raise Unread
    return Amount(value, unit.lemma.casefold(), "measure", stuff.lemma.casefold(), (0, at)), at + 3


def _bought_with(statement: tuple[Word, ...], question: tuple[Word, ...], lexicon: Lexicon) -> Scaled:
    """ "Half a pound of dates costs $0.80." and "How many pounds can Lena buy with $8?" """
    measure, at = _priced_measure(statement)
    verb = statement[at].text.casefold() if at < len(statement) else ""
    if verb not in ("costs", "cost") or (verb == "costs") != (
        measure.value <= 1 and measure.kind == "measure"
    ):
        raise Unread
    price, at = amount_at(statement, at + 1, 0)
    if price.kind != "money" or at != len(statement):
        raise Unread
    if measure.kind == "count" and (price.value / measure.value * 100).denominator != 1:
        raise Unread  # no price one of the things can carry
    asked = _texts(question)
    if asked[:2] != ["how", "many"] or "NNS" not in question[2].tags:
        raise Unread
    head = question[2].lemma.casefold()
    if (question[2].category == "unit_noun") != (measure.kind == "measure"):
        raise Unread
    if measure.kind == "count" and head != measure.head:
        raise Unread
    at = 3
    if asked[at] == "of" and measure.kind == "measure":
        if question[at + 1].lemma.casefold() != measure.stuff:
            raise Unread
        at += 2
    if asked[at] not in ("can", "could"):
        raise Unread
    buyer = question[at + 1]
    if buyer.category != "name" and asked[at + 1] not in ("he", "she"):
        raise Unread
    if asked[at + 2] not in BUY_VERBS or asked[at + 3 : at + 4] != ["with"]:
        raise Unread
    money, at = amount_at(question, at + 4, 1)
    if money.kind != "money" or at != len(question):
        raise Unread
    scale = _scale(measure.head, head, lexicon) if measure.kind == "measure" else Fraction(1)
    value = measure.value * money.value / price.value / scale
    steps = (
        f"{fmt(measure.value)} {measure.head} {measure.stuff} cost ${fmt(price.value)}: one price for "
        f"each {measure.head}, so the amount bought scales with the money",
        f"${fmt(money.value)} / ${fmt(price.value)} x {fmt(measure.value)} {measure.head} = {fmt(value)} {head}",
    )
    of = Amount(value, head, measure.kind, measure.stuff, measure.where)
    return Scaled(value, of, measure.stuff or measure.head, (measure, price), money, steps)


def _use_doer(words: tuple[Word, ...], end: int) -> Told:
    """The doer of "<doer> uses ...": a name or 'a'/'the' and a thing, as ADR 0414 reads it."""
    doer, gender = _doer(words, 0, end)
    none = Amount(Fraction(1), "", "count", "", (0, 0))
    return Told(doer, gender, "", none, "", none, "")


def _used_for(statement: tuple[Word, ...], question: tuple[Word, ...], lexicon: Lexicon) -> Scaled:
    """ "A truck uses 6 gallons of gas to travel 120 miles." and "How many gallons does it need ...?" """
    texts = _texts(statement)
    if texts[0] == "to":  # "To make 4 liters of cider, Omar needs 40 kg of apples"
        verb = _plain_verb(statement[1])
        done, at = _counted(statement, 2, 0)
        if texts[at] == ",":
            at += 1
        start = at
        end = next((i for i in range(at, len(texts)) if texts[i] in USE_VERBS), None)
        if end is None or not texts[end].endswith("s"):
            raise Unread
        holder = _use_doer(statement[start:], end - start)
        used, at = _counted(statement, end + 1, 0)
        if at != len(statement):
            raise Unread
        with_prep = ""
    else:
        end = next((i for i in range(len(texts)) if texts[i] in USE_VERBS or texts[i] == "can"), None)
        if end is None:
            raise Unread
        holder = _use_doer(statement, end)
        if texts[end] == "can":  # "Rita can make 5 scarves with 15 yards of yarn"
            verb = _plain_verb(statement[end + 1])
            done, at = _counted(statement, end + 2, 0)
            if texts[at] not in WITH_PREPS:
                raise Unread
            with_prep = texts[at]
            used, at = _counted(statement, at + 1, 0)
            if statement[used.where[1] + 1].category == "person_noun":
                raise Unread  # "with 3 friends": helpers, not what is used up
        else:
            if not texts[end].endswith("s"):
                raise Unread
            used, at = _counted(statement, end + 1, 0)
            if texts[at] != "to":
                raise Unread
            verb = _plain_verb(statement[at + 1])
            done, at = _counted(statement, at + 2, 0)
            with_prep = ""
        if at != len(statement):
            raise Unread
    for amount in (used, done):
        if amount.kind not in ("count", "measure"):
            raise Unread  # a time used is ADR 0451's; money is a price
    if used.kind == done.kind and used.head == done.head:
        raise Unread
    asked = _texts(question)
    if asked[:2] == ["how", "many"] and question[2].lemma.casefold() == done.head and with_prep:
        return _done_with(question, asked, holder, verb, with_prep, used, done, lexicon)
    return _used_asked(question, asked, holder, verb, used, done, lexicon)


def _asked_unit(words: tuple[Word, ...], texts: list[str], of: Amount, lexicon: Lexicon) -> tuple[str, int]:
    """ "How many <units> [of <stuff>]" or "How much [<stuff>]" for ``of``: the unit asked and where next."""
    if texts[:2] == ["how", "many"] and of.kind == "measure" and words[2].category == "unit_noun":
        head = words[2].lemma.casefold()
        if "NNS" not in words[2].tags:
            raise Unread
        _scale(of.head, head, lexicon)
        at = 3
        if texts[at] == "of":
            if not of.stuff or words[at + 1].lemma.casefold() != of.stuff:
                raise Unread
            at += 2
        return head, at
    return of.head, _asked_thing(words, texts, of)


def _used_asked(
    question: tuple[Word, ...],
    asked: list[str],
    holder: Told,
    verb: str,
    used: Amount,
    done: Amount,
    lexicon: Lexicon,
) -> Scaled:
    """ "How many gallons [of gas] does it|would it|will it need|use to travel 300 miles?",
    "How many yards of yarn would be required|are needed to make 8 scarves?" """
    head, at = _asked_unit(question, asked, used, lexicon)
    if asked[at : at + 2] in (["would", "be"], ["will", "be"]) or asked[at] == "are":
        at += 2 if asked[at] != "are" else 1
        if asked[at] not in NEEDED:
            raise Unread
        at += 1
    elif asked[at] in ("does", "do", "will", "would"):
        at = _same_doer(question, at + 1, holder)
        if asked[at] not in ("need", "use"):
            raise Unread
        at += 1
    else:
        raise Unread
    if asked[at : at + 1] == ["for"] and done.kind == "measure" and verb in MOVING:
        at += 1  # "How many gallons does it need for 300 miles?"
    elif asked[at : at + 1] == ["to"] and _plain_verb(question[at + 1]) == verb:
        at += 2
    else:
        raise Unread
    more, at = _counted(question, at, 1)
    if at != len(question) or more.kind != done.kind or more.stuff not in ("", done.stuff):
        raise Unread
    if more.kind == "count" and more.head != done.head:
        raise Unread
    scale = _scale(done.head, more.head, lexicon) if more.kind == "measure" else Fraction(1)
    value = used.value * more.value * scale / done.value / _scale(used.head, head, lexicon)
    steps = (
        f"{fmt(used.value)} {used.head} to {verb} {fmt(done.value)} {done.head}: the same use for each "
        f"{done.head}, so the amounts scale together",
        f"{fmt(more.value)} {more.head} -> {fmt(value)} {head}",
    )
    of = Amount(value, head, used.kind, used.stuff, used.where)
    return Scaled(value, of, " ".join(holder.doer), (used, done), more, steps)


def _done_with(
    question: tuple[Word, ...],
    asked: list[str],
    holder: Told,
    verb: str,
    prep: str,
    used: Amount,
    done: Amount,
    lexicon: Lexicon,
) -> Scaled:
    """ "How many scarves can she make with 30 yards of yarn?" """
    at = _asked_thing(question, asked, done)
    if asked[at] not in ("can", "could"):
        raise Unread
    at = _same_doer(question, at + 1, holder)
    if _plain_verb(question[at]) != verb or asked[at + 1 : at + 2] != [prep]:
        raise Unread
    more, at = _counted(question, at + 2, 1)
    if at != len(question) or more.kind != used.kind or more.stuff not in ("", used.stuff):
        raise Unread
    if more.kind == "count" and more.head != used.head:
        raise Unread
    scale = _scale(used.head, more.head, lexicon) if more.kind == "measure" else Fraction(1)
    value = done.value * more.value * scale / used.value
    steps = (
        f"{fmt(done.value)} {done.head} {prep} {fmt(used.value)} {used.head}: the same use for each "
        f"{done.head}, so the amounts scale together",
        f"{fmt(more.value)} {more.head} -> {fmt(value)} {done.head}",
    )
    of = Amount(value, done.head, done.kind, done.stuff, done.where)
    return Scaled(value, of, " ".join(holder.doer), (done, used), more, steps)


def _paid_for(statement: tuple[Word, ...], question: tuple[Word, ...], lexicon: Lexicon) -> Scaled:
    """ "Leo paid $8 for 2 kg of pears." and "How much will he|Leo pay for 5 kg [of pears]?" """
    texts = _texts(statement)
    if len(texts) < 6 or statement[0].category != "name" or texts[1] not in PAID:
        raise Unread
    holder = _use_doer(statement, 1)
    price, at = amount_at(statement, 2, 0)
    prep = texts[at] if at < len(texts) else ""
    if price.kind != "money" or prep not in ("for", "on"):
        raise Unread
    bought, at = amount_at(statement, at + 1, 0)
    if at != len(statement) or not ((bought.kind == "measure" and bought.stuff) or bought.kind == "count"):
        raise Unread
    if bought.kind == "count" and (price.value / bought.value * 100).denominator != 1:
        raise Unread  # no price one of the things can carry
    asked = _texts(question)
    if asked[:2] != ["how", "much"] or asked[2] not in ("will", "would", "does"):
        raise Unread
    at = _same_doer(question, 3, holder)
    if asked[at] not in PAY_ASKED or asked[at + 1 : at + 2] != [prep]:
        raise Unread
    more, at = amount_at(question, at + 2, 1)
    if at != len(question) or more.kind != bought.kind or more.stuff not in ("", bought.stuff):
        raise Unread
    if bought.kind == "count" and more.head != bought.head:
        raise Unread
    scale = _scale(bought.head, more.head, lexicon) if bought.kind == "measure" else Fraction(1)
    value = price.value * more.value * scale / bought.value
    steps = (
        f"${fmt(price.value)} for {fmt(bought.value)} {bought.head}: one price for each "
        f"{bought.head}, so the amounts scale together",
        f"{fmt(more.value)} {more.head} -> ${fmt(value)}",
    )
    return Scaled(value, price, bought.stuff or bought.head, (price, bought), more, steps)


def _answer(found: Scaled) -> Answer | None:
    value, of = found.value, found.of
    if value <= 0 or not exact_amount(value, of):
        return None
    head = "dollar" if of.kind == "money" else of.head
    holder = found.holder or head
    key = head if of.kind in ("count", "money") else f"measure:{head}"
    first, second = found.told[0], found.told[1]
    rate = Rate(holder, key, second.head, second.head, first.value / second.value, Fraction(1), 0, 0, "")
    event = Event(holder, key, "hold", 1, value, "", (1, 0), found.given.where[0], found.given.where[1], "")
    dimension = "" if of.kind == "count" else of.kind
    question = QuestionTarget("total", (holder,), Unit(head, (), dimension), 1, 0)
    entity = EntityRef(holder, holder, "neuter", "singular", "thing", 0)
    graph = MathProblemGraph(
        (entity,),
        (UnitSpec(key, head, dimension, of.kind == "count"),),
        (event,),
        question,
        (key,),
        Fraction(1),
        head,
        tuple(a.where for a in found.told) + (found.given.where,),
        rates=(rate,),
    )
    trace = canonical_hash({"graph": graph, "steps": found.steps, "value": value})
    return Answer(value, head, graph, found.steps, trace)


__all__ = ["read_scaled_amount"]
