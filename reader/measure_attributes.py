"""Measures of an entity itself: "The rope is 12 feet long", "Anne weighs 67 pounds" (ADR 0101).

A length or a weight stated this way is an attribute of the entity, not an
amount it holds: "The dog weighs 20 pounds. It eats 2 pounds of food." must
not leave a dog of 18 pounds, so these facts never enter the holding chains
that giving, eating or packing verbs change. This reading is tried only when
the ordinary reading refused, and only for a problem made of nothing but
such statements and one question that reads them:

- "<subject> is|was N <length unit> long|tall|wide|high|deep" and
  "<subject> weighs N <mass unit>" (a verb whose lexicon entry carries a
  dimension states its subject's measure in it);
- "How long is <subject>?", "How much does <subject> weigh?",
  "How many <unit> long is <subject>?", "How many <unit> does <subject> weigh?";
- "How much|many <unit> heavier|longer|taller... is <A> than <B>?",
  "How much more does <A> weigh than <B>?", "How many more <unit> does <A> weigh than <B>?".

A subject is a name, a name's thing ("Jesse's room") or an article and
nouns ("the garden snake"); a pronoun, a change of a measure, a second
dimension of one subject, a measure the question does not use, units that
differ, or a comparison whose result is not positive all leave the first
refusal standing. Any other word anywhere leaves it standing too.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from packs.model import Lexicon
from reader.canonical import canonical_hash
from reader.derivation import fmt
from reader.graph import Event, MathProblemGraph, UnitSpec
from reader.lifecycle import sentence_words
from reader.rules.context import Word
from reader.tokenise import Sentence, split_sentences
from reader.values import EntityRef, QuestionTarget, Unit

WEIGHT = "heavy"  # the attribute a weighing verb states: what 'heavier' compares
MEASURED = {"length": ("length_",), "mass": ("mass_",)}
SUBJECT_WORDS = frozenset({"noun", "adjective", "ordinal_word", "measure_adjective"})  # "the old lamp"


@dataclass(frozen=True, slots=True)
class Fact:
    """One stated measure: the entity, which of its measures, the amount and its unit."""

    entity: str
    label: str
    attribute: str
    value: Fraction
    unit: Unit
    sentence_index: int
    token_index: int
    text: str


@dataclass(frozen=True, slots=True)
class Asked:
    """What the question asks: one measure, or the first entity's less the second's."""

    entities: tuple[str, ...]
    attribute: str
    unit_head: str  # "" when the question names no unit
    sentence_index: int
    token_index: int


@dataclass(frozen=True, slots=True)
class MeasureAnswer:
    value: Fraction
    unit: str
    graph: MathProblemGraph
    steps: tuple[str, ...]
    trace_hash: str


def read_measures(text: str, lexicon: Lexicon) -> MeasureAnswer | None:
    """The answer when the whole problem is stated measures and one question over them; else None."""
    sentences = split_sentences(text)
    if len(sentences) < 2 or not sentences[-1].is_question:
        return None
    facts: list[Fact] = []
    for si, sentence in enumerate(sentences[:-1]):
        words = _words(sentence, lexicon)
        if words is None or sentence.is_question:
            return None
        for part in _clauses(words):
            fact = _statement(part, si)
            if fact is None:
                return None
            facts.append(fact)
    asked = _question(sentences[-1], len(sentences) - 1, lexicon)
    if asked is None:
        return None
    return _answer(tuple(facts), asked)


def _words(sentence: Sentence, lexicon: Lexicon) -> tuple[Word, ...] | None:
    found = sentence_words(sentence, lexicon)
    if any(w is None for w in found):
        return None
    return found  # type: ignore[return-value]


def _subject(words: tuple[Word, ...]) -> tuple[str, str] | None:
    """ "Anne", "Jesse's room", "the garden snake": the entity's key and label; anything else is None."""
    if not words:
        return None
    if all(_name(w) for w in words):
        label = " ".join(w.text for w in words)
        return label.casefold(), label
    rest = words
    owner = ""
    if len(words) >= 3 and _name(words[0]) and words[1].category == "possessive_marker":
        owner, rest = words[0].text + "'s", words[2:]
    elif words[0].category == "article":
        rest = words[1:]
    else:
        return None
    if not rest or any(w.category not in SUBJECT_WORDS for w in rest) or rest[-1].category != "noun":
        return None
    label = " ".join(([owner] if owner else []) + [w.text for w in rest])
    return label.casefold(), label


def _name(word: Word) -> bool:
    """A name, or a capitalised word that is also a first name ("Tom", "Rose"; ADR 0034)."""
    return word.category == "name" or (word.text[:1].isupper() and bool(word.attr("name_gender")))


def _amount(number: Word, unit: Word, dimension: str) -> tuple[Fraction, Unit] | None:
    """ "12 feet": the value and unit, when the unit measures the wanted dimension."""
    if (
        number.category == "number"
        and number.shape is not None
        and number.shape.primitive in ("integer", "decimal")
    ):
        value = number.shape.value
    elif number.category == "number_word":
        value = Fraction(number.attr("value"))
    else:
        return None
    if unit.category != "unit_noun" or not unit.attr("dimension").startswith(MEASURED.get(dimension, ("-",))):
        return None
    return value, Unit(unit.lemma.casefold(), (), unit.attr("dimension"), Fraction(unit.attr("factor", "1")))


def _clauses(words: tuple[Word, ...]) -> tuple[tuple[Word, ...], ...]:
    """ "The old lamp was 1 foot tall and the new lamp is 2 feet tall": two statements, each with its subject."""
    joins = [i for i, w in enumerate(words) if w.category == "conjunction" and w.text.casefold() == "and"]
    if len(joins) != 1:
        return (words,)
    left, right = words[: joins[0]], words[joins[0] + 1 :]
    if left and left[-1].text == ",":
        left = left[:-1]
    return (left, right)


def _statement(words: tuple[Word, ...], si: int) -> Fact | None:
    verbs = [i for i, w in enumerate(words) if w.category == "copula" or _measure_verb(w)]
    if len(verbs) != 1:
        return None
    v = verbs[0]
    subject = _subject(words[:v])
    after = words[v + 1 :]
    if subject is None:
        return None
    if words[v].category == "copula":
        if len(after) != 3 or after[2].category != "measure_adjective" or "JJ" not in after[2].tags:
            return None
        attribute, dimension = after[2].lemma.casefold(), after[2].attr("dimension")
    else:
        if len(after) != 2 or not {"VBZ", "VBD"} & set(words[v].tags):
            return None
        attribute, dimension = WEIGHT, words[v].attr("dimension")
    amount = _amount(after[0], after[1], dimension)
    if amount is None:
        return None
    token = after[0]
    return Fact(subject[0], subject[1], attribute, amount[0], amount[1], si, token.index, token.text)


def _measure_verb(word: Word) -> bool:
    return word.category == "verb" and word.attr("dimension") in MEASURED


def _question(sentence: Sentence, si: int, lexicon: Lexicon) -> Asked | None:
    words = _words(sentence, lexicon)
    if words is None or len(words) < 3 or words[0].lemma.casefold() != "how":
        return None
    head, rest = words[1], words[2:]
    unit_head = ""
    if head.category == "question_quantity" and head.attr("kind") == "count":
        at = 1 if len(rest) > 1 and rest[0].category == "comparative" else 0  # "how many more pounds"
        if rest[at].category != "unit_noun":
            return None  # "how many" must name the unit asked in
        unit_head, rest = rest[at].lemma.casefold(), rest[:at] + rest[at + 1 :]
    elif not (head.category == "question_quantity" and head.attr("kind") == "amount"):
        return _adjective_question(words, si)
    return _after_much(rest, unit_head, si, head.index)


def _adjective_question(words: tuple[Word, ...], si: int) -> Asked | None:
    """ "How long is the rope": one measure, named by the adjective."""
    adjective = words[1]
    if (
        adjective.category != "measure_adjective"
        or "JJ" not in adjective.tags
        or words[2].category != "copula"
    ):
        return None
    subject = _subject(words[3:])
    if subject is None:
        return None
    return Asked((subject[0],), adjective.lemma.casefold(), "", si, adjective.index)


def _after_much(rest: tuple[Word, ...], unit_head: str, si: int, at: int) -> Asked | None:
    """What follows "how much" / "how many <unit>": a measure, or a comparison with 'than'."""
    if not rest:
        return None
    first = rest[0]
    if first.category == "measure_adjective" and len(rest) > 1 and rest[1].category == "copula":
        if "JJR" in first.tags:  # "how much heavier is Anne than Douglas"
            pair = _than_pair(rest[2:])
            return None if pair is None else Asked(pair, first.lemma.casefold(), unit_head, si, at)
        if "JJ" in first.tags and unit_head:  # "how many feet long is the rope"
            subject = _subject(rest[2:])
            return (
                None if subject is None else Asked((subject[0],), first.lemma.casefold(), unit_head, si, at)
            )
        return None
    more = first.category == "comparative" and first.attr("direction") == "up"
    body = rest[1:] if more else rest
    if more and unit_head == "" and body and body[0].category == "unit_noun":
        return None  # "how much more pounds": not English, not read
    if len(body) < 3 or body[0].category != "auxiliary" or body[0].text.casefold() not in ("does", "did"):
        return None
    verbs = [i for i, w in enumerate(body) if _measure_verb(w)]
    if len(verbs) != 1 or "VB" not in body[verbs[0]].tags:
        return None
    v = verbs[0]
    if not more:  # "how much does Anne weigh"
        subject = _subject(body[1:v])
        return (
            None if subject is None or v != len(body) - 1 else Asked((subject[0],), WEIGHT, unit_head, si, at)
        )
    first_subject = _subject(body[1:v])
    second = body[v + 1 :]
    if first_subject is None or not second or second[0].category != "than_marker":
        return None
    other = _subject(second[1:])
    if other is None or other[0] == first_subject[0]:
        return None
    return Asked((first_subject[0], other[0]), WEIGHT, unit_head, si, at)


def _than_pair(words: tuple[Word, ...]) -> tuple[str, str] | None:
    than = [i for i, w in enumerate(words) if w.category == "than_marker"]
    if len(than) != 1:
        return None
    first, second = _subject(words[: than[0]]), _subject(words[than[0] + 1 :])
    if first is None or second is None or first[0] == second[0]:
        return None
    return first[0], second[0]


def _answer(facts: tuple[Fact, ...], asked: Asked) -> MeasureAnswer | None:
    """The asked measure or difference; every stated measure must be used, each once, in one unit."""
    used = [f for f in facts if f.entity in asked.entities]
    if len(used) != len(facts) or len(used) != len(asked.entities):
        return None  # a measure the question does not read, or a subject measured twice
    if {f.entity for f in used} != set(asked.entities) or {f.attribute for f in used} != {asked.attribute}:
        return None
    unit = used[0].unit
    if any(f.unit != unit for f in used) or asked.unit_head not in ("", unit.head):
        return None
    by_entity = {f.entity: f for f in used}
    ordered = [by_entity[e] for e in asked.entities]
    value = ordered[0].value - sum((f.value for f in ordered[1:]), Fraction(0))
    if len(ordered) == 2 and value <= 0:
        return None  # "how much heavier is A than B" with A not heavier: the story and question disagree
    return _built(ordered, asked, value, unit)


def _built(ordered: list[Fact], asked: Asked, value: Fraction, unit: Unit) -> MeasureAnswer:
    key = f"measure:{asked.attribute}+dim:{unit.dimension}+{unit.head}"
    entities = tuple(
        EntityRef(f.entity, f.label, "any", "singular", "thing", f.sentence_index) for f in ordered
    )
    events = tuple(
        Event(
            f.entity,
            key,
            "hold",
            1,
            f.value,
            f"m{i}",
            (f.sentence_index, 0),
            f.sentence_index,
            f.token_index,
            f.text,
        )
        for i, f in enumerate(ordered)
    )
    question = QuestionTarget(
        "difference" if len(ordered) == 2 else "value",
        asked.entities,
        unit,
        asked.sentence_index,
        asked.token_index,
    )
    graph = MathProblemGraph(
        entities,
        (UnitSpec(key, f"{unit.head} ({asked.attribute})", unit.dimension, False),),
        events,
        question,
        (key,),
        Fraction(1),
        unit.head,
        tuple((f.sentence_index, f.token_index) for f in ordered),
    )
    steps = [f"{f.label} is {fmt(f.value)} {unit.head} {asked.attribute}" for f in ordered]
    if len(ordered) == 2:
        first, second = ordered
        steps.append(f"{fmt(first.value)} - {fmt(second.value)} = {fmt(value)} {unit.head}")
    trace = canonical_hash({"graph": graph, "steps": tuple(steps), "value": value})
    return MeasureAnswer(value, unit.head, graph, tuple(steps), trace)


__all__ = ["MeasureAnswer", "read_measures"]
