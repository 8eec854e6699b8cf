"""The weight of each of several counted things, and their total weight (ADR 0267).

"John bakes 12 coconut macaroons, each weighing 5 ounces. How much do the macaroons weigh in all?";
"Each macaroon weighs 5 ounces. John bakes 12 macaroons. What is the total weight of the macaroons?";
"A bag of rice weighs 5 pounds. How much do 4 bags of rice weigh?". A weight said of one thing is a
rate (5 ounces per macaroon), never an amount anyone holds (ADR 0101: a weight is an attribute), so the
sentence reader, which moves held amounts, does not read it; this whole-problem reading scales that
rate by the one count of those things and nothing else.

Every sentence must be one of:

- the weight of one thing: "Each <thing> weighs N <mass unit>", "A|An|One <thing> (of <stuff>) weighs
  N <mass unit>", "<things> weigh N <mass unit> each";
- the count: "<Name>|he|she <buys|bakes|picks|has...> K <things>", optionally with the weight after it:
  ", each weighing N <unit>" or "that each weigh N <unit>";
- and the question: "How much do|does|did|will|would [the|his|her|all (the)] [K] <things> weigh [in
  all|in total|altogether|together]?", "How many <unit> do ... weigh?", "What is|was the total|combined
  weight of [the|his|her|all the] [K] <things>?". A question with no count, no 'all' and no ending
  that says the total ("How many ounces do the jars weigh?": each jar, or all of them?) is not read.

A thing's own weight when empty adds to its load: "A van is 900 pounds when empty. What will its weight
be if it's loaded with 15 crates of books, each weighing 40 pounds?" (1500). The empty weight is "A|The
<thing> is|weighs N <unit> [when] empty", the question "What will its weight be | How much will it weigh
if it's|it is <participle> with K <things>[, each weighing N <unit>]"; no other count, one weight of
the load's things, all in one unit.

Two kinds counted apart, each with its own weight, may be compared: "Nora has 3 rabbits that each
weigh 2.5 kilograms. The pet shop has 8 hamsters that each weigh 1.5 kilograms. How many kilograms more
do the hamsters weigh than the rabbits?" (12 - 7.5). A count's holder may then also be "The <nouns>"; each
asked kind names exactly one counted kind, each weight exactly one kind, one unit, and the first total
must be the larger.

The thing weighed, the thing counted and the thing asked must share their head noun (and what they are
'of', when both say it), and the weighed and asked things may only name modifiers the counted ones
have ("each macaroon" of "12 coconut macaroons"; not "each red apple" of "12 green apples"). Exactly one
weight and exactly one count (a count in the question only when the story counts nothing); a plural
weight without 'each' ("The apples weigh 5 ounces": each, or all of them?), a second weight, a second
person, a container whose contents are also told ("Each bag holds 10 apples"), a change of weight, a
negation, or any other word or sentence leaves the first refusal standing.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from fractions import Fraction

from packs.model import Lexicon
from reader.answer import Answer
from reader.canonical import canonical_hash
from reader.derivation import fmt
from reader.graph import Event, MathProblemGraph, Rate, UnitSpec
from reader.rules.context import Word
from reader.tokenise import split_sentences
from reader.values import EntityRef, QuestionTarget, Unit
from reader.whole_problem_words import Unread, one_person, or_none, plain_number, plain_words

COUNT_VERBS = frozenset({"verb_buy", "verb_produce", "verb_gain", "verb_possess"})  # bakes, buys, picks, has
MODIFIERS = frozenset({"noun", "adjective"})
TOTAL_ENDINGS = (("in", "all"), ("in", "total"), ("altogether",), ("together",), ("total",), ("combined",))
ASKING_AUXILIARIES = frozenset({"do", "does", "did", "will", "would"})
OWNERS = frozenset({"his", "her", "their"})


@dataclass(frozen=True, slots=True)
class Thing:
    """A noun phrase of things: its head lemma, its modifiers, what it is 'of', and whether plural."""

    head: str
    modifiers: frozenset[str]
    of: str
    plural: bool
    text: str


@dataclass(frozen=True, slots=True)
class Weight:
    thing: Thing
    value: Fraction
    unit: Word
    where: tuple[int, int]
    text: str


@dataclass(frozen=True, slots=True)
class Count:
    thing: Thing
    value: Fraction
    where: tuple[int, int]
    text: str


def read_item_weights(text: str, lexicon: Lexicon) -> Answer | None:
    """The total weight of the counted things; None when the problem is not this shape."""
    return or_none(_read, text, lexicon)


def _read(text: str, lexicon: Lexicon) -> Answer | None:
    sentences = split_sentences(text)
    if not sentences or not sentences[-1].is_question:
        return None
    weights: list[Weight] = []
    counts: list[Count] = []
    doer: Word | None = None
    empties: list[Weight] = []
    for si, sentence in enumerate(sentences[:-1]):
        if sentence.is_question:
            raise Unread
        words = plain_words(sentence, lexicon)
        empty = _empty_statement(words, si)
        if empty is not None:
            empties.append(empty)
            continue
        weight = _weight_statement(words, 0, si)
        if weight is not None:
            weights.append(weight)
            continue
        start = _place_holder(words)  # "The pet shop has 8 hamsters": a holder that is no person
        if start == 0:
            doer = one_person(words[0], doer) if words else _unread()
            start = 1
        count, end = _count(words, start, si)
        counts.append(count)
        if end != len(words):
            weights.append(replace(_appended_weight(words, end, si), thing=count.thing))
    question = plain_words(sentences[-1], lexicon)
    if question and question[0].category == "subordinator" and question[0].text.casefold() == "if":
        # "If 5 sacks of flour weigh 60 pounds, how much do 3 sacks weigh?": the weight, then the question
        commas = [i for i, w in enumerate(question) if w.text == ","]
        if not commas or weights:
            raise Unread
        weight = _weight_statement(question[1 : commas[0]], 0, len(sentences) - 1)
        if weight is None:
            raise Unread
        weights.append(weight)
        question = question[commas[0] + 1 :]
    if empties:
        return _loaded(empties, weights, counts, question, len(sentences) - 1)
    compared = _compared_question(question, len(sentences) - 1)
    if compared is not None:
        return _difference(weights, counts, *compared)
    if len(counts) > 1:
        raise Unread
    asked, asked_count, unit_head, where = _question(question, len(sentences) - 1, doer)
    if asked_count is not None:
        if counts:
            raise Unread  # a count in the story and another in the question: which is weighed?
        counts.append(asked_count)
    if len(weights) != 1 or len(counts) != 1:
        raise Unread
    weight, count = weights[0], counts[0]
    _same_things(weight.thing, count.thing)
    _same_things(asked, count.thing)
    if unit_head and unit_head != weight.unit.lemma.casefold():
        raise Unread  # asked in another unit
    if count.value <= 0 or count.value.denominator != 1 or weight.value <= 0:
        raise Unread
    return _answer(weight, count, where)


def _unread() -> Word:
    raise Unread


def _place_holder(words: tuple[Word, ...]) -> int:
    """ "The rescue center has ...": where the count's verb starts after 'the' and nouns; 0 for no such subject."""
    if not words or words[0].text.casefold() != "the":
        return 0
    at = 1
    while at < len(words) and words[at].category == "noun":
        at += 1
    if at == 1 or at >= len(words) or words[at].category not in COUNT_VERBS:
        raise Unread
    return at


def _compared_question(words: tuple[Word, ...], si: int) -> tuple[Thing, Thing, str, tuple[int, int]] | None:
    """ "How many kilograms more do the cats weigh than the puppies?": the things compared and the unit."""
    texts = tuple(w.text.casefold() for w in words)
    if texts[:1] != ("how",) or "than" not in texts:
        return None
    unit_head = ""
    if len(words) > 4 and texts[1] == "many" and texts[3] == "more":
        if words[2].category != "unit_noun" or not words[2].attr("dimension").startswith("mass_"):
            raise Unread
        unit_head, at = words[2].lemma.casefold(), 4
    elif texts[1:3] == ("much", "more"):
        at = 3
    else:
        raise Unread
    if at + 1 >= len(words) or texts[at] not in ASKING_AUXILIARIES or texts[at + 1] != "the":
        raise Unread
    first, end = _thing(words, at + 2)
    if (
        end + 2 >= len(words)
        or not _weighs(words[end], ("VB",))
        or texts[end + 1 : end + 3] != ("than", "the")
    ):
        raise Unread
    second, last = _thing(words, end + 3)
    if last != len(words) or not first.plural or not second.plural:
        raise Unread
    return first, second, unit_head, (si, words[0].index)


def _matching(said: Thing, things: list[Thing]) -> int:
    """The one index of ``things`` that ``said`` names; Unread when none or more than one."""
    found = []
    for i, thing in enumerate(things):
        try:
            _same_things(said, thing)
        except Unread:
            continue
        found.append(i)
    if len(found) != 1:
        raise Unread
    return found[0]


def _difference(
    weights: list[Weight],
    counts: list[Count],
    first: Thing,
    second: Thing,
    unit_head: str,
    where: tuple[int, int],
) -> Answer:
    """Two counted kinds, each with its weight: the first kind's total less the second's (ADR 0267)."""
    if len(counts) != 2 or len(weights) != 2:
        raise Unread
    things = [c.thing for c in counts]
    if _matching(first, things) != 0 or _matching(second, things) != 1:
        if _matching(first, things) != 1 or _matching(second, things) != 0:
            raise Unread
        counts = counts[::-1]
        things = things[::-1]
    by_count = {_matching(w.thing, things): w for w in weights}
    if set(by_count) != {0, 1}:
        raise Unread  # each kind its own weight, once
    units = {w.unit.lemma.casefold() for w in weights}
    if len(units) != 1 or (unit_head and unit_head not in units):
        raise Unread
    for count in counts:
        if count.value <= 0 or count.value.denominator != 1:
            raise Unread
    totals = [by_count[i].value * counts[i].value for i in (0, 1)]
    if any(w.value <= 0 for w in weights) or totals[0] <= totals[1]:
        raise Unread  # "how many more" with the first not heavier: the story and question disagree
    one = _answer(by_count[0], counts[0], where)
    two = _answer(by_count[1], counts[1], where)
    head = by_count[0].unit.lemma.casefold()
    value = totals[0] - totals[1]
    question = replace(one.graph.question, kind="difference", entities=(things[0].head, things[1].head))
    graph = replace(
        one.graph,
        entities=one.graph.entities + two.graph.entities,
        units=one.graph.units + two.graph.units[1:],
        events=one.graph.events + two.graph.events,
        question=question,
        number_tokens=one.graph.number_tokens + two.graph.number_tokens,
        rates=one.graph.rates + two.graph.rates,
    )
    steps = one.steps + two.steps + (f"{fmt(totals[0])} - {fmt(totals[1])} = {fmt(value)} {head}",)
    trace = canonical_hash({"graph": graph, "steps": steps, "value": value})
    return Answer(value, head, graph, steps, trace)


def _empty_statement(words: tuple[Word, ...], si: int) -> Weight | None:
    """ "A lorry is 500 pounds when empty", "The cart weighs 40 pounds empty": one thing's own weight."""
    if not words or words[-1].text.casefold() != "empty":
        return None
    if words[0].category != "article":
        raise Unread
    thing, end = _thing(words, 1)
    if thing.plural or thing.of or end >= len(words):
        raise Unread
    verb = words[end]
    if not (verb.category == "copula" and verb.text.casefold() == "is") and not _weighs(verb, ("VBZ",)):
        raise Unread
    value, unit = _mass(words, end + 1)
    rest = tuple(w.text.casefold() for w in words[end + 3 :])
    if rest not in (("empty",), ("when", "empty")):
        raise Unread
    return Weight(thing, value, unit, (si, words[end + 1].index), words[end + 1].text)


def _loaded(
    empties: list[Weight], weights: list[Weight], counts: list[Count], words: tuple[Word, ...], si: int
) -> Answer:
    """ "What will its weight be if it's loaded with 20 bags of apples, each weighing 60 pounds?" """
    texts = tuple(w.text.casefold() for w in words)
    if len(empties) != 1 or counts:
        raise Unread
    if texts[:5] in (("what", "will", "its", "weight", "be"), ("what", "would", "its", "weight", "be")):
        at = 5
    elif texts[:5] in (("how", "much", "will", "it", "weigh"), ("how", "much", "would", "it", "weigh")):
        at = 5
    else:
        raise Unread
    if texts[at : at + 2] != ("if", "it") or at + 5 >= len(words):
        raise Unread
    at += 2
    if texts[at] in ("'s", "is"):
        at += 1
    if words[at].category != "verb" or "VBN" not in words[at].tags or texts[at + 1] != "with":
        raise Unread  # "if it's loaded|filled|packed with ..."
    value = plain_number(words[at + 2]) if at + 2 < len(words) else None
    if value is None:
        raise Unread
    thing, end = _thing(words, at + 3)
    if not thing.plural:
        raise Unread
    count = Count(thing, value, (si, words[at + 2].index), words[at + 2].text)
    if end != len(words):
        weights = [*weights, _appended_weight(words, end, si)]
    if len(weights) != 1:
        raise Unread
    weight, empty = weights[0], empties[0]
    _same_things(weight.thing, count.thing)
    if weight.unit.lemma.casefold() != empty.unit.lemma.casefold():
        raise Unread
    if count.value <= 0 or count.value.denominator != 1 or weight.value <= 0:
        raise Unread
    return _answer(weight, count, (si, words[0].index), empty)


def _mass(words: tuple[Word, ...], at: int) -> tuple[Fraction, Word]:
    """ "5 ounces" at ``at``: the value and the mass unit; Unread otherwise."""
    if at + 1 >= len(words):
        raise Unread
    value, unit = plain_number(words[at]), words[at + 1]
    if value is None or unit.category != "unit_noun" or not unit.attr("dimension").startswith("mass_"):
        raise Unread
    return value, unit


def _thing(words: tuple[Word, ...], at: int) -> tuple[Thing, int]:
    """ "coconut macaroons", "bag of rice": the noun phrase from ``at`` and where it ends."""
    end = at
    while end < len(words) and words[end].category in MODIFIERS:
        end += 1
    if end == at or words[end - 1].category != "noun":
        raise Unread
    head = words[end - 1]
    modifiers = frozenset(w.lemma.casefold() for w in words[at : end - 1])
    of = ""
    if end + 1 < len(words) and words[end].category == "prep_of" and words[end + 1].category == "noun":
        if end + 2 < len(words) and words[end + 2].category in MODIFIERS:
            raise Unread
        of = words[end + 1].lemma.casefold()
        end += 2
    same = head.text.casefold() == head.lemma.casefold()
    plural = "NNS" in head.tags and not same
    single = "NN" in head.tags and same and not head.text.casefold().endswith("s")
    if not plural and not single:
        raise Unread  # "sheep", "fish": one or many?
    text = " ".join(w.text for w in words[at:end])
    return Thing(head.lemma.casefold(), modifiers, of, plural, text), end


def _weighs(word: Word, tags: tuple[str, ...]) -> bool:
    return word.category == "verb" and word.attr("dimension") == "mass" and bool(set(tags) & set(word.tags))


def _weight_statement(words: tuple[Word, ...], at: int, si: int) -> Weight | None:
    """ "Each macaroon weighs 5 ounces", "A bag of rice weighs 5 pounds", "Apples weigh 4 ounces each"."""
    if not words:
        raise Unread
    if not any(w.category == "verb" and w.attr("dimension") == "mass" for w in words):
        return None  # no weighing verb: the count's sentence
    if words[0].category == "name" or (words[0].text[:1].isupper() and words[0].attr("name_gender")):
        return None  # "Grace buys 6 apples, each weighing ...": the count's sentence
    first = words[0].text.casefold()
    if first in ("each", "a", "an", "one") and words[0].category in (
        "distributive",
        "article",
        "number_word",
    ):
        thing, end = _thing(words, 1)
        if thing.plural or end >= len(words) or not _weighs(words[end], ("VBZ", "VBD")):
            raise Unread
        value, unit = _mass(words, end + 1)
        if end + 3 != len(words):
            raise Unread
        return Weight(thing, value, unit, (si, words[end + 1].index), words[end + 1].text)
    group = plain_number(words[0])
    if group is not None:  # "5 sacks of flour weigh 60 pounds": the weight of one is 12 pounds
        thing, end = _thing(words, 1)
        if not thing.plural or group <= 1 or group.denominator != 1 or end >= len(words):
            raise Unread
        if not _weighs(words[end], ("VB", "VBP", "VBD")):
            raise Unread
        value, unit = _mass(words, end + 1)
        if end + 3 != len(words):
            raise Unread
        text = f"{words[0].text} {thing.text} weigh {words[end + 1].text}"
        return Weight(thing, value / group, unit, (si, words[end + 1].index), text)
    if words[0].category not in MODIFIERS:
        return None
    thing, end = _thing(words, 0)
    if not thing.plural or end >= len(words) or not _weighs(words[end], ("VB", "VBP", "VBD")):
        raise Unread
    value, unit = _mass(words, end + 1)
    if end + 4 != len(words) or words[end + 3].text.casefold() != "each":
        raise Unread  # "The apples weigh 5 ounces": each of them, or all together?
    return Weight(thing, value, unit, (si, words[end + 1].index), words[end + 1].text)


def _count(words: tuple[Word, ...], at: int, si: int) -> tuple[Count, int]:
    """ "bakes 12 coconut macaroons": the counted things after the one person, and where they end."""
    if at + 1 >= len(words) or words[at].category not in COUNT_VERBS or "VB" in words[at].tags:
        raise Unread
    value = plain_number(words[at + 1])
    if value is None:
        raise Unread
    thing, end = _thing(words, at + 2)
    if not thing.plural:
        raise Unread
    return Count(thing, value, (si, words[at + 1].index), words[at + 1].text), end


def _appended_weight(words: tuple[Word, ...], at: int, si: int) -> Weight:
    """ ", each weighing 5 ounces" or "that each weigh 5 ounces" closing the count's sentence."""
    rest = words[at:]
    if (
        len(rest) == 5
        and rest[0].text == ","
        and rest[1].text.casefold() == "each"
        and _weighs(rest[2], ("VBG",))
    ):
        value, unit = _mass(rest, 3)
    elif (
        len(rest) == 5
        and rest[0].text.casefold() == "that"
        and rest[1].text.casefold() == "each"
        and _weighs(rest[2], ("VB", "VBP", "VBD"))
    ):
        value, unit = _mass(rest, 3)
    else:
        raise Unread
    # the weighed things are the counted ones: _read checks them against the count
    return Weight(Thing("", frozenset(), "", False, ""), value, unit, (si, rest[3].index), rest[3].text)


def _question(
    words: tuple[Word, ...], si: int, doer: Word | None
) -> tuple[Thing, Count | None, str, tuple[int, int]]:
    """The things asked, a count the question gives, the unit it names ("" for none), and where it is."""
    if len(words) < 4 or words[0].text.casefold() not in ("how", "what"):
        raise Unread
    if words[0].text.casefold() == "what":
        return _weight_of(words, si, doer)
    unit_head = ""
    at = 2
    if words[1].text.casefold() == "many":
        if words[2].category != "unit_noun" or not words[2].attr("dimension").startswith("mass_"):
            raise Unread
        unit_head, at = words[2].lemma.casefold(), 3
    elif words[1].text.casefold() != "much":
        raise Unread
    if words[at].text.casefold() not in ASKING_AUXILIARIES:
        raise Unread
    thing, count, end = _asked_things(words, at + 1, si, doer)
    if end >= len(words) or not _weighs(words[end], ("VB",)):
        raise Unread
    _total_ending(words, end + 1, plural=thing.plural)
    all_of = words[at + 1].text.casefold() == "all"
    if count is None and not all_of and end + 1 == len(words):
        raise Unread  # "How many ounces do the jars weigh?": each jar, or all of them? (ADR 0267)
    return thing, count, unit_head, (si, words[0].index)


def _weight_of(
    words: tuple[Word, ...], si: int, doer: Word | None
) -> tuple[Thing, Count | None, str, tuple[int, int]]:
    """ "What is the total weight of the macaroons?" """
    rest = [w.text.casefold() for w in words[:6]]
    if len(words) < 7 or rest[1] not in ("is", "was", "'s") or rest[2] != "the":
        raise Unread
    if rest[3] not in ("total", "combined") or words[4].lemma.casefold() != "weight" or rest[5] != "of":
        raise Unread
    thing, count, end = _asked_things(words, 6, si, doer)
    if end != len(words):
        raise Unread
    return thing, count, "", (si, words[0].index)


def _asked_things(
    words: tuple[Word, ...], at: int, si: int, doer: Word | None
) -> tuple[Thing, Count | None, int]:
    """ "the macaroons", "all the macaroons", "his macaroons", "4 bags of rice": the things asked."""
    if at < len(words) and words[at].text.casefold() == "all":
        at += 1
        if at < len(words) and words[at].text.casefold() == "of":
            at += 1
    determiner = at < len(words) and words[at].text.casefold() in {"the"} | OWNERS
    if determiner and words[at].text.casefold() in OWNERS:
        _owner_agrees(words[at], doer)
    if determiner:
        at += 1
    count: Count | None = None
    value = plain_number(words[at]) if at < len(words) else None
    if value is not None:
        thing, end = _thing(words, at + 1)
        count = Count(thing, value, (si, words[at].index), words[at].text)
    elif determiner:
        thing, end = _thing(words, at)
    else:
        raise Unread  # "How much do macaroons weigh?": which ones?
    if not thing.plural:
        raise Unread
    return thing, count, end


def _owner_agrees(owner: Word, doer: Word | None) -> None:
    if doer is None:
        raise Unread
    gender = doer.told_gender or doer.attr("gender") or doer.attr("name_gender")
    wanted = {"his": "male", "her": "female"}.get(owner.text.casefold())
    if wanted is None or gender not in (wanted, "any"):
        raise Unread


def _total_ending(words: tuple[Word, ...], at: int, plural: bool) -> None:
    rest = tuple(w.text.casefold() for w in words[at:])
    if rest and rest not in TOTAL_ENDINGS:
        raise Unread
    if not plural:
        raise Unread


def _same_things(said: Thing, counted: Thing) -> None:
    """The weighed or asked things are the counted ones: same head, same 'of', no modifier of their own."""
    if not said.head:
        return  # the weight appended to the count itself
    if said.head != counted.head or not said.modifiers <= counted.modifiers:
        raise Unread
    if said.of and counted.of and said.of != counted.of:
        raise Unread


def _answer(weight: Weight, count: Count, where: tuple[int, int], empty: Weight | None = None) -> Answer:
    unit = weight.unit
    head = unit.lemma.casefold()
    load = weight.value * count.value
    value = load + (empty.value if empty is not None else 0)
    thing = count.thing.head
    key = f"measure:heavy+dim:{unit.attr('dimension')}+{head}"
    things = f"things:{thing}"
    entity = EntityRef(thing, count.thing.text, "neuter", "plural", "thing", count.where[0])
    events = (
        Event(
            thing,
            things,
            "hold",
            1,
            count.value,
            "",
            (count.where[0], 0),
            count.where[0],
            count.where[1],
            count.text,
        ),
    )
    rate = Rate(
        thing, key, things, thing, weight.value, Fraction(1), weight.where[0], weight.where[1], weight.text
    )
    question = QuestionTarget("total", (thing,), Unit(head, (), unit.attr("dimension")), where[0], where[1])
    entities = (entity,)
    positions = (count.where, weight.where)
    steps = (
        f"each {thing} weighs {fmt(weight.value)} {head}",
        f"{fmt(count.value)} {thing} x {fmt(weight.value)} {head} = {fmt(load)} {head}",
    )
    if empty is not None:  # the loaded thing's own weight, then its load (ADR 0267)
        holder = empty.thing.head
        entities += (EntityRef(holder, empty.thing.text, "neuter", "singular", "thing", empty.where[0]),)
        events += (
            Event(holder, key, "hold", 1, empty.value, "", (empty.where[0], 0), *empty.where, empty.text),
        )
        positions += (empty.where,)
        steps = (
            f"the empty {holder} weighs {fmt(empty.value)} {head}",
            *steps,
            f"{fmt(empty.value)} + {fmt(load)} = {fmt(value)} {head}",
        )
    graph = MathProblemGraph(
        entities,
        (UnitSpec(key, f"{head} (heavy)", unit.attr("dimension"), False), UnitSpec(things, thing, "", True)),
        events,
        question,
        (key,),
        Fraction(1),
        head,
        positions,
        rates=(rate,),
    )
    trace = canonical_hash({"graph": graph, "steps": steps, "value": value})
    return Answer(value, head, graph, steps, trace)


__all__ = ["read_item_weights"]
