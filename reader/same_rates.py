""" "If 3 kg of carrots cost $12, how much will 5 kg cost?" and "At this rate, how many ..." (ADR 0424).

A direct proportion told by one pair of amounts and asked for another amount of the same kind. Two
shapes the readings before this one leave refused:

- a measure of one stuff and what it costs or weighs: "3 kg of carrots cost $12", "3 liters of oil
  weigh 2.7 kilograms". The sentence reader stops at the second amount (no 'and' or preposition
  joins it), and ADR 0397's pair rewrite takes only a count of things. The question asks the price
  or the weight of another measure of the same stuff ("How much will 5 kg cost?", "How much do 500
  grams of carrots cost?"), or, after a purchase of a measure told first ("Ann buys 5 kg of
  rice."), "If 2 kg of rice cost $7, how much will she pay?"; or the pair is told as a purchase,
  "Ann bought 3 bottles of water for $1.50.", and the question asks the cost of another count. A
  unit asked in another unit of the same dimension converts by the pack's own factors (kilograms
  and grams, pounds and ounces); a metric unit against an imperial one, or a length against a mass,
  is not converted;
- a question of ADR 0414's direct proportion opened by "At this rate,", "At that rate," or "At the
  (this, that) same rate," or asked with 'could'/'would' ("How many pages could she read in 2
  hours?"): the phrase names the told pace the reading already assumes, and 'could'/'would' ask
  the same amount as 'can'/'will'. The question is told again without them and read by ADR 0414's
  reading alone, so its every check stands.

The pair is read only when the story is exactly one of these, every word of a fixed part:

- "<measure> [of <stuff>] cost(s) $<money>." or "... weigh(s) <mass>." then "How much
  do|does|will|would <measure> [of <stuff>] cost|weigh?"; or one sentence "If <pair>, how much
  do|does|will|would <measure> ... cost|weigh?";
- "<name> buys <measure> of <stuff> [at|from the <place>]." then "If <measure> of <the same stuff>
  cost(s) $<money>, how much will|does|would he|she pay|spend?";
- "<name> buys|bought <count or measure> [of <stuff>] for $<money>." then the question above with
  'cost'; a count asked must be the same noun, and one of the things must cost whole cents;
- the measure priced not money and not time (a time is a wage, not a price), a weight told only of a
  measure that is not itself a mass, the stuff asked the stuff told (or left unsaid), the verb asked
  the verb told; money in dollars only (cents and other currencies leave the unit asked unfixed);
- the answer exact: money a whole number of cents, a weight a finished decimal.

Anything else (a third sentence, a discount, 'only', 'at most', 'each', a negation, a second pair, a
count of things priced outside a purchase, another stuff, another person, a unit the pack cannot
convert) leaves the first refusal standing.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from fractions import Fraction

from packs.model import Lexicon
from reader.answer import Answer
from reader.canonical import canonical_hash
from reader.derivation import fmt
from reader.graph import Event, MathProblemGraph, Rate, UnitSpec
from reader.proportions import Amount, read_proportion
from reader.proportions import _amount as amount_at
from reader.rules.context import Word
from reader.tokenise import split_sentences
from reader.values import EntityRef, QuestionTarget, Unit
from reader.whole_problem_words import Unread, or_none, plain_words

PRICE_VERBS = frozenset({"cost", "weigh"})
ASKED_AUX = frozenset({"do", "does", "will", "would"})
PAYING = frozenset({"pay", "spend"})
BUYING = frozenset({"buys", "bought"})
PLACE_PREPS = frozenset({"at", "from"})
PRONOUNS = {"he": "male", "she": "female"}
RATE_PHRASE = re.compile(r"At (?:this|that|the)(?: same)? rate, +(\w)")
MODALS = {"could": "can", "would": "will"}


@dataclass(frozen=True, slots=True)
class Pair:
    """ "3 kg of carrots cost $12": the measure (``of``) and what it costs or weighs (``worth``)."""

    of: Amount
    verb: str
    worth: Amount


def read_same_rate(text: str, lexicon: Lexicon) -> Answer | None:
    """The asked amount of a proportion told by one pair (the docstring's shapes); None otherwise."""
    found = or_none(_read_pair, text, lexicon)
    if found is not None:
        return found
    retold = _without_rate_phrase(text)
    if retold is None:
        return None
    answer = read_proportion(retold, lexicon)
    if answer is None:
        return None
    steps = ("'at this rate' and 'could'/'would' ask about the told pace: read as told",) + answer.steps
    trace = canonical_hash({"graph": answer.graph, "steps": steps, "value": answer.value})
    return Answer(answer.value, answer.unit, answer.graph, steps, trace)


def _without_rate_phrase(text: str) -> str | None:
    """The story with its question's "At this rate," and 'could'/'would' left out; None if it has none."""
    sentences = split_sentences(text)
    if len(sentences) != 2 or sentences[1].terminator != "?":
        return None
    question = text[sentences[1].start : sentences[1].end]
    opened = RATE_PHRASE.match(question)
    if opened is not None:
        question = opened.group(1).upper() + question[opened.end() :]
    words = question.split(" ")
    modal = [i for i, w in enumerate(words) if w in MODALS]
    for i in modal:
        words[i] = MODALS[words[i]]
    if opened is None and not modal:
        return None
    return text[: sentences[1].start] + " ".join(words) + text[sentences[1].end :]


def _read_pair(text: str, lexicon: Lexicon) -> Answer:
    sentences = split_sentences(text)
    if not sentences or sentences[-1].terminator != "?":
        raise Unread
    if any(s.terminator not in (".", "?") for s in sentences):
        raise Unread
    read = [plain_words(s, lexicon) for s in sentences]
    if len(read) == 1:  # "If 3 kg of carrots cost $12, how much will 5 kg cost?"
        statement, question = _split_if(read[0])
        pair = _pair(statement, 0, lexicon)
        return _asked_measure(question, pair, lexicon, 0)
    if len(read) != 2:
        raise Unread
    first, second = read
    if first and first[0].text.casefold() == "if":
        raise Unread
    if (
        second and second[0].text.casefold() == "if"
    ):  # "Ann buys 5 kg of rice. If 2 kg ..., how much will she pay?"
        statement, question = _split_if(second)
        pair = _pair(statement, 1, lexicon)
        return _asked_payment(first, question, pair, lexicon)
    if first and first[0].category == "name":  # "Ann bought 3 bottles of water for $1.50."
        pair = _bought(first)
    else:
        pair = _pair(first, 0, lexicon)
    return _asked_measure(second, pair, lexicon, 1)


def _split_if(words: tuple[Word, ...]) -> tuple[tuple[Word, ...], tuple[Word, ...]]:
    """ "If <pair>, how much ...": the pair's words and the question's words."""
    texts = [w.text.casefold() for w in words]
    if not texts or texts[0] != "if" or texts.count(",") != 1:
        raise Unread
    comma = texts.index(",")
    if texts[comma + 1 : comma + 2] != ["how"]:
        raise Unread
    return words[1:comma], words[comma + 1 :]


def _pair(words: tuple[Word, ...], si: int, lexicon: Lexicon) -> Pair:
    """ "<measure> [of <stuff>] cost(s) $<money>" or "... weigh(s) <mass>", and nothing else."""
    if not words or words[0].category not in ("number", "number_word"):
        raise Unread
    of, at = amount_at(words, 0, si)
    if of.kind != "measure":
        raise Unread  # a count of things is ADR 0397's; a time priced is a wage
    if at >= len(words):
        raise Unread
    verb = words[at]
    lemma = verb.lemma.casefold()
    if lemma not in PRICE_VERBS or not ({"VBZ", "VBP"} & set(verb.tags) or "VB" in verb.tags):
        raise Unread
    if verb.text.casefold() not in (lemma, lemma + "s"):
        raise Unread  # "cost" read as a past tense is one sale, not a price
    worth, at = amount_at(words, at + 1, si)
    if at != len(words):
        raise Unread
    if lemma == "cost" and worth.kind != "money":
        raise Unread
    if lemma == "weigh":
        if worth.kind != "measure" or worth.stuff or _measures(worth.head, lexicon) != "mass":
            raise Unread
        if _measures(of.head, lexicon) == "mass":
            raise Unread  # "2 kg of flour weigh 2 kg" tells nothing
    return Pair(of, lemma, worth)


def _bought(words: tuple[Word, ...]) -> Pair:
    """ "<name> buys|bought <amount> [of <stuff>] for $<money>": what one bought and paid, as a pair."""
    if len(words) < 6 or words[1].text.casefold() not in BUYING:
        raise Unread
    of, at = _counted(words, 2, 0)
    if of.kind not in ("count", "measure") or at >= len(words) or words[at].text.casefold() != "for":
        raise Unread
    worth, at = amount_at(words, at + 1, 0)
    if worth.kind != "money" or at != len(words):
        raise Unread
    if of.kind == "count" and (worth.value / of.value * 100).denominator != 1:
        raise Unread  # no price one of the things can carry
    return Pair(of, "cost", worth)


def _counted(words: tuple[Word, ...], at: int, si: int) -> tuple[Amount, int]:
    """An amount at ``at``; a count may name its stuff after 'of' ("3 bottles of water")."""
    found, after = amount_at(words, at, si)
    if found.kind == "count" and words[after : after + 1] and words[after].text.casefold() == "of":
        if (
            after + 1 >= len(words)
            or words[after + 1].category != "noun"
            or "NN" not in words[after + 1].tags
        ):
            raise Unread
        stuff = words[after + 1].lemma.casefold()
        return Amount(found.value, found.head, found.kind, stuff, found.where), after + 2
    return found, after


def _asked_measure(words: tuple[Word, ...], pair: Pair, lexicon: Lexicon, si: int) -> Answer:
    """ "How much do|does|will|would <measure> [of <stuff>] cost|weigh?" """
    texts = [w.text.casefold() for w in words]
    if texts[:2] != ["how", "much"] or len(texts) < 6 or texts[2] not in ASKED_AUX:
        raise Unread
    asked, at = _counted(words, 3, si)
    if at != len(words) - 1:
        raise Unread
    verb = words[at]
    if verb.lemma.casefold() != pair.verb or verb.text.casefold() != pair.verb or "VB" not in verb.tags:
        raise Unread
    return _answer(pair, asked, lexicon, f"{fmt(asked.value)} {asked.head}")


def _asked_payment(
    bought: tuple[Word, ...], question: tuple[Word, ...], pair: Pair, lexicon: Lexicon
) -> Answer:
    """ "<name> buys <measure> of <stuff> [at the <place>]." and "how much will she pay?" """
    if pair.verb != "cost" or not pair.of.stuff:
        raise Unread
    if len(bought) < 5 or bought[0].category != "name" or bought[1].text.casefold() != "buys":
        raise Unread
    gender = bought[0].attr("name_gender") or bought[0].attr("gender")
    asked, at = amount_at(bought, 2, 0)
    if asked.kind != "measure" or asked.stuff != pair.of.stuff:
        raise Unread
    rest = [w.text.casefold() for w in bought[at:]]
    if rest and not (
        len(rest) == 3
        and rest[0] in PLACE_PREPS
        and rest[1] in ("the", "a")
        and bought[at + 2].category == "noun"
        and "NN" in bought[at + 2].tags
    ):
        raise Unread
    texts = [w.text.casefold() for w in question]
    if len(texts) != 5 or texts[:2] != ["how", "much"] or texts[2] not in ("will", "does", "would"):
        raise Unread
    if texts[3] not in PRONOUNS or (gender in ("male", "female") and PRONOUNS[texts[3]] != gender):
        raise Unread
    if question[4].lemma.casefold() not in PAYING or texts[4] != question[4].lemma.casefold():
        raise Unread
    return _answer(pair, asked, lexicon, f"{bought[0].text} buys {fmt(asked.value)} {asked.head}")


def _measures(head: str, lexicon: Lexicon) -> str:
    """What a unit measures, as the pack says ('mass' for kilograms and pounds); "" when it says nothing."""
    sense = lexicon.lookup(head)
    if sense is None or sense.entry.lemma != head:
        return ""
    return dict(sense.entry.attrs).get("measures", "")


def _unit_attrs(head: str, lexicon: Lexicon) -> tuple[str, Fraction]:
    """The pack's dimension of a unit and how many of the dimension's base units one of it is."""
    sense = lexicon.lookup(head)
    if sense is None or sense.entry.lemma != head:
        raise Unread
    attrs = dict(sense.entry.attrs)
    dimension, factor = attrs.get("dimension", ""), attrs.get("factor", "")
    if not dimension or not factor:
        raise Unread
    return dimension, Fraction(factor)


def _answer(pair: Pair, asked: Amount, lexicon: Lexicon, given_text: str) -> Answer:
    told = pair.of
    if asked.kind != told.kind or (asked.stuff and asked.stuff != told.stuff):
        raise Unread
    if asked.head == told.head:
        scale = Fraction(1)
    else:
        told_dim, told_factor = _unit_attrs(told.head, lexicon)
        asked_dim, asked_factor = _unit_attrs(asked.head, lexicon)
        if told_dim != asked_dim or told_dim == "time":
            raise Unread
        scale = asked_factor / told_factor
    value = pair.worth.value * asked.value * scale / told.value
    worth = pair.worth
    if told.kind == "count" and asked.head != told.head:
        raise Unread
    if value <= 0 or not _exact(value, worth.kind):
        raise Unread
    head = worth.head
    holder = told.stuff or told.head
    key = head if worth.kind == "money" else f"measure:{head}"
    rate = Rate(
        holder, key, told.head, told.head, worth.value / told.value, Fraction(1), 0, told.where[1], ""
    )
    event = Event(holder, key, "hold", 1, value, "", (1, 0), asked.where[0], asked.where[1], given_text)
    dimension = "money" if worth.kind == "money" else "measure"
    question = QuestionTarget("total", (holder,), Unit(head, (), dimension), asked.where[0], 0)
    entity = EntityRef(holder, holder, "neuter", "singular", "thing", 0)
    graph = MathProblemGraph(
        (entity,),
        (UnitSpec(key, head, dimension, False),),
        (event,),
        question,
        (key,),
        Fraction(1),
        head,
        (told.where, worth.where, asked.where),
        rates=(rate,),
    )
    steps = (
        f"{fmt(told.value)} {told.head} {pair.verb} {fmt(worth.value)} {head}: one price (or weight) "
        f"for each {told.head}, so the amounts scale together",
        f"{given_text} -> {fmt(value)} {head}",
    )
    trace = canonical_hash({"graph": graph, "steps": steps, "value": value})
    return Answer(value, head, graph, steps, trace)


def _exact(value: Fraction, kind: str) -> bool:
    """Money whole cents; a weight a finished decimal."""
    if kind == "money":
        return (value * 100).denominator == 1
    den = value.denominator
    for p in (2, 5):
        while den % p == 0:
            den //= p
    return den == 1


__all__ = ["read_same_rate"]
