"""Amounts spent or used up per period, asked over periods: "Petra spends $90 a month. How much does she
spend in 5 months?" (ADR 0307).

A verb that pays (spend, pay) or uses things up (use, eat, drink, burn) states a rate exactly as a verb
of earning does when its one amount is followed by a period: "$90 a month", "2 liters of water a
day", "60 watts per hour". The ordinary rate reading (ADR 0064 and after) then answers "How much
does she spend in 5 months?" by the pack's units and refuses what it always refused (a week of weekdays,
months from days, another person's rate, 'they' for several doers). These verbs were left out of the
rate verbs because a rate of using up can also run a holding down ("has $50 and spends $5 a day"); so
the rate is read, and ``check`` refuses every reading where it meets anything it could combine with in
more than one way:

- another amount of the same holder in the same kind (a one-off "He spent $20 on a hat", a holding
  "He has 20 apples", a second rate "He spends $20 a week"): added, left out, or run down?
- a holder that is not one singular person or thing ("The boys spend $5 a day": each or together?);
- a rate told as what would, could or might be ("would spend $5 a day", "can eat 3 a day"): the
  story's supposition, not what is done;
- a rate with no period of time (`$5 per ticket` of a spending verb is a price, read elsewhere);
- a question of a narrower kind than the rate's ("eats 3 apples a day ... How many red apples?").

``read_per_period_question`` reads the question "How many quarts does she drink a week?" (also 'per',
'every', 'each' before the period) as "... drink in 1 week?": the amount of one period is the rate
restated per that period. It is asked again only for a verb of this family and only where that
reading answers from one such rate.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction

from packs.model import Lexicon
from reader.refusals import ReaderRefusal, refuse

USING_UP = frozenset({"verb_pay", "verb_lose"})
"""Verbs whose rate is read by this family: spend and pay, use, eat, drink, burn, lose."""

REPEATED = frozenset({"verb_buy", "verb_take"})
"""Verbs of a doing repeated per period (ADR 0403): buy, order, take. Read and checked as USING_UP is."""

RATED = USING_UP | REPEATED


def spending_rate_verbs() -> frozenset[str]:
    """The verb categories read as rates by this family (frames.py and frame_questions.py ask)."""
    return USING_UP


def repeated_rate(verb, body) -> bool:
    """ "buys 3 pens a week", "takes 2 pills a day": a buying or taking verb states a rate (ADR 0403).

    Only per a period of time or the calendar, and only of things counted: "takes 2 hours to paint a
    wall" (a duration per thing) and "takes 20 minutes a day" (a duration per period) keep their other
    readings, and a price ("buys 3 pens for $2 a week") keeps its refusal.
    """
    per = body.per_unit
    if verb.category not in REPEATED or per is None or per.dimension not in ("time", "calendar"):
        return False
    return all(
        q.unit is not None and not q.unit.dimension and not (q.price or q.share or q.times)
        for q in body.quantities
    )


_SUPPOSING = frozenset({"would", "could", "can", "might", "may", "should", "must"})
"""Auxiliaries that tell a rate as a supposition or an ability, not as what is done."""

_PER = frozenset({"a", "an", "per", "every", "each"})


def _using_up_rates(graph) -> list:
    """Rates of this family: a buying or taking verb only per a period ("$14 to buy" per kettle is a price)."""
    return [
        r
        for r in graph.rates
        if r.verb_category in USING_UP
        or (r.verb_category in REPEATED and r.per_key.startswith(("dim:time", "dim:calendar")))
    ]


def check(sentences, problem, graph, lexicon: Lexicon) -> ReaderRefusal | None:
    """Refuse a rate of spending or using up beside anything it could combine with in two ways."""
    from reader.graph import unit_key  # not at the top: frames imports this module

    for rate in _using_up_rates(graph):
        where = (rate.sentence_index, rate.token_index, rate.text)
        if not rate.per_key.startswith("dim:time") and not rate.per_key.startswith("dim:calendar"):
            return refuse(
                "unsupported_operation", "a rate of spending or using up per thing, not per period", *where
            )
        holder = next((e for e in graph.entities if e.key == rate.holder), None)
        if holder is None or holder.number != "singular" or holder.members:
            return refuse(
                "unsupported_operation",
                "a rate of spending or using up told of a group: each member's or all of theirs?",
                *where,
            )
        sentence = sentences[rate.sentence_index] if rate.sentence_index < len(sentences) else None
        if sentence is not None and any(t.text.casefold() in _SUPPOSING for t in sentence.tokens):
            return refuse(
                "unsupported_operation",
                "a rate of spending or using up told as what would or could be, not what is done",
                *where,
            )
        asked = getattr(graph.question, "unit", None)
        if asked is not None and not asked.dimension and asked.modifiers and unit_key(asked) != rate.unit_key:
            return refuse(
                "unsupported_operation",
                "a rate of spending or using up asked of a narrower kind ('red apples' of 'apples')",
                *where,
            )
        others = [
            r
            for r in graph.rates
            if r is not rate and r.holder == rate.holder and r.unit_key == rate.unit_key
        ]
        beside = [e for e in graph.events if e.holder == rate.holder and e.unit_key == rate.unit_key]
        if others or beside:
            return refuse(
                "unsupported_operation",
                "a rate of spending or using up beside another amount of the same holder and kind: "
                "added to it, left out, or running it down?",
                *where,
            )
    return None


@dataclass(frozen=True, slots=True)
class PerPeriodAnswer:
    value: Fraction
    unit: str
    base: object
    step: str


def read_per_period_question(
    text: str, lexicon: Lexicon, read: Callable[[str, Lexicon], object]
) -> PerPeriodAnswer | None:
    """ "How many quarts does she drink a week?" asked again as "... drink in 1 week?"; else None."""
    from reader.answer import Answer
    from reader.lifecycle import sentence_words  # not at the top: frames imports this module
    from reader.tokenise import split_sentences

    sentences = split_sentences(text)
    if len(sentences) < 2 or not sentences[-1].is_question:
        return None
    question = sentences[-1]
    words = sentence_words(question, lexicon)
    tokens = question.tokens
    if tokens and tokens[-1].text == "?":
        tokens = tokens[:-1]
    if words and words[-1] is not None and words[-1].text == "?":
        words = words[:-1]
    if len(words) < 4 or len(words) != len(tokens):
        return None
    verb, per, period = words[-3], words[-2], words[-1]
    if verb is None or per is None or period is None:
        return None
    if verb.category not in RATED or "VB" not in verb.tags or per.text.casefold() not in _PER:
        return None
    if period.category != "unit_noun" or period.attr("dimension") not in ("time", "calendar"):
        return None
    if period.text.casefold() != period.lemma.casefold():  # "a weeks" is no period of one
        return None
    if words[0] is None or words[0].text.casefold() != "how":
        return None
    start, end = tokens[-2].start, tokens[-1].end
    reasked = text[:start] + f"in 1 {period.text}" + text[end:]
    found = read(reasked, lexicon)
    if not isinstance(found, Answer):
        return None
    rates = _using_up_rates(found.graph)
    if len(rates) != 1 or len(found.graph.rates) != 1 or rates[0].verb_lemma != verb.lemma:
        return None
    step = f"the {verb.lemma} in one {period.lemma} is the rate over 1 {period.lemma}: {found.value} {found.unit}"
    return PerPeriodAnswer(found.value, found.unit, found, step)
