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
nouns ("the garden snake"), or 'he'/'she' for the one person stated before
it. A change of a measure ("She lost 7 kilograms") is read by
reader/measure_changes.py (ADR 0111); a measure stated against another's
("Brad is 5 inches taller than Carl"), a leading "If <statement>, <question>"
and the total of several measures by reader/measure_comparisons.py (ADR 0120).
A second dimension of one subject, a
measure the question does not use, units that differ, or a comparison whose
result is not positive all leave the first refusal standing. Any other word
anywhere leaves it standing too.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from fractions import Fraction

from packs.model import Lexicon
from reader.affine_measures import AREA, a_thing, area_question, area_statement, owned_measure_question
from reader.answer import Answer
from reader.canonical import canonical_hash
from reader.derivation import fmt
from reader.graph import Event, MathProblemGraph, UnitSpec
from reader.lifecycle import sentence_words
from reader.measure_changes import PRONOUN_KEY, Change, change_verb, pronoun_subject, resolve, total
from reader.measure_comparisons import (
    EVERYONE,
    Comparison,
    attribute_of,
    compared_graph,
    less_question,
    measure_of,
    read_comparison,
    solve,
    total_question,
    value_question,
)
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
    gender: str = ""  # a named person's gender ("any" when the name says none); "" for a thing
    past: bool = False  # "was 50 inches tall", "weighed 60 kilograms": a measure a change may follow


@dataclass(frozen=True, slots=True)
class Asked:
    """What the question asks: one measure, or the first entity's less the second's."""

    entities: tuple[str, ...]
    attribute: str
    unit_head: str  # "" when the question names no unit
    sentence_index: int
    token_index: int
    now: bool = False  # "... now?": the measure after the stated changes (ADR 0111)
    total: bool = False  # "how much do A and B weigh together?": the sum of the measures (ADR 0120)


def read_measures(text: str, lexicon: Lexicon) -> Answer | None:
    """The answer when the whole problem is stated measures and one question over them; else None."""
    sentences = split_sentences(text)
    if len(sentences) < 2 or not sentences[-1].is_question:
        return None
    facts: list[Fact] = []
    changes: list[Change] = []
    comparisons: list[Comparison] = []
    named: dict[str, str] = {}  # every entity stated so far and its gender: what a pronoun may mean
    last = len(sentences) - 1
    question = _words(sentences[-1], lexicon)
    if question is None:
        return None
    condition, question = _condition(question)  # "If Carl weighs 145 pounds, how much does Billy weigh?"
    # read lazily: most problems stop at their first sentence, so later ones are never looked up
    stated = _statements_lazily(sentences[:-1], lexicon, (last, condition) if condition else None)
    for si, words in stated:
        if words is None or (si < last and sentences[si].is_question):
            return None
        for part in _clauses(words):
            fact = _statement(part, si)
            if fact is not None:
                entity = resolve(fact.entity, named)
                if entity is None:
                    return None
                fact = replace(fact, entity=entity)
                facts.append(fact)
                named.setdefault(entity, fact.gender)
                continue
            comparison = _comparison(part, si, named)
            if comparison is not None:
                comparisons.append(comparison)
                continue
            change = None if si == last else _change(part, si, named, facts)
            if change is None:
                return (
                    None  # not a measure, a comparison or a change; or a change only supposed ("if he grew")
                )
            changes.append(change)
    asked = _question_words_at(question, last)
    if asked is None:
        return None
    if asked.entities == (EVERYONE,):  # 'they', 'their': every entity of the problem
        asked = replace(asked, entities=tuple(named))
        if len(named) < 2:
            return None
    entities = tuple(resolve(e, named) for e in asked.entities)
    if any(e is None for e in entities):
        return None
    asked = replace(asked, entities=entities)  # type: ignore[arg-type]
    if changes or asked.now:
        return None if comparisons else _changed(tuple(facts), tuple(changes), asked)
    if comparisons or asked.total or not asked.attribute:
        return _compared(tuple(facts), tuple(comparisons), asked)
    return _answer(tuple(facts), asked)


def _condition(words: tuple[Word, ...]) -> tuple[tuple[Word, ...], tuple[Word, ...]]:
    """ "If Jim weighs 110 pounds, what is their total weight": the stated condition and the question.

    The condition may also close the question ("how much does Billy weigh if Carl weighs 145
    pounds"). It is read as one more statement (ADR 0120); anything else in it leaves the first
    refusal standing."""
    ifs = [i for i, w in enumerate(words) if w.category == "subordinator" and w.lemma.casefold() == "if"]
    if len(ifs) == 1 and ifs[0] > 0:  # "how much does Billy weigh if Carl weighs 145 pounds"
        question = words[: ifs[0]]
        if question and question[-1].text == ",":
            question = question[:-1]
        return words[ifs[0] + 1 :], question
    if not words or words[0].category != "subordinator" or words[0].lemma.casefold() != "if":
        return (), words
    commas = [i for i, w in enumerate(words) if w.text == ","]
    if not commas:
        return (), ()
    return words[1 : commas[0]], words[commas[0] + 1 :]


def _comparison(words: tuple[Word, ...], si: int, named: dict[str, str]) -> Comparison | None:
    """ "Brad is 5 inches taller than Carl": a measure stated relative to another's (ADR 0120)."""
    dimensions = sorted({w.attr("dimension") for w in words if _measure_verb(w)})
    found = read_comparison(words, si, _subject, _amount, dimensions[0] if len(dimensions) == 1 else "")
    if found is None:
        return None
    entity = resolve(found.entity, named)
    if entity is None or found.other.startswith(PRONOUN_KEY):
        return None
    named.setdefault(entity, _gender(words[:1]) if entity == words[0].text.casefold() else "")
    named.setdefault(found.other, "")
    return replace(found, entity=entity)


def _compared(facts: tuple[Fact, ...], comparisons: tuple[Comparison, ...], asked: Asked) -> Answer | None:
    """The asked measure, difference or total of a chain of comparisons from stated measures (ADR 0120)."""
    attribute = attribute_of(tuple(f.attribute for f in facts), comparisons, asked.attribute)
    if attribute is None or not facts:
        return None
    unit = facts[0].unit
    units = [f.unit for f in facts] + [c.unit for c in comparisons if c.unit is not None]
    if any(u != unit for u in units) or asked.unit_head not in ("", unit.head):
        return None  # mixed units, or a question in another unit
    if any(c.dimension != unit.dimension.split("_")[0] for c in comparisons):
        return None
    known = solve(tuple((f.entity, f.value, f.label) for f in facts), comparisons)
    if known is None or any(e not in known for e in asked.entities):
        return None
    if len(set(asked.entities)) != len(asked.entities):
        return None
    used_facts = set().union(*(known[e].facts for e in asked.entities))
    used_comparisons = set().union(*(known[e].comparisons for e in asked.entities))
    if len(used_facts) != len(facts) or len(used_comparisons) != len(comparisons):
        return None  # a stated measure or a comparison the answer does not depend on
    values = [known[e].value for e in asked.entities]
    if asked.total:
        if len(values) < 2:
            return None
        value, kind = sum(values, Fraction(0)), "total"
    elif len(values) == 2:
        value, kind = values[0] - values[1], "difference"
        if value <= 0:
            return None  # "how much taller is A than B" with A not taller
    elif len(values) == 1:
        value, kind = values[0], "value"
    else:
        return None
    return measure_answer(
        kind, asked.entities, unit, asked, facts, comparisons, known, attribute, values, value
    )


def measure_answer(kind, entities, unit, asked, facts, comparisons, known, label, values, value) -> Answer:
    """The answer to a measure question once every asked measure is solved: graph, steps and hash.

    Shared by stated measures (ADR 0101) and distances covered (ADR 0186), which differ only in how
    they find the measures; `facts` are the stated ones (entity, label, value and where each was told).
    """
    key = f"measure:{label}+dim:{unit.dimension}+{unit.head}"
    question = QuestionTarget(kind, entities, unit, asked.sentence_index, asked.token_index)
    bases = tuple((f.entity, f.label, f.value, f.sentence_index, f.token_index, f.text) for f in facts)
    graph = compared_graph(bases, comparisons, known, question, key, unit, label)
    steps = [known[e].step for e in known]
    if kind != "value":
        op = " + " if kind == "total" else " - "
        steps.append(f"{op.join(fmt(v) for v in values)} = {fmt(value)} {unit.head}")
    trace = canonical_hash({"graph": graph, "steps": tuple(steps), "value": value})
    return Answer(value, unit.head, graph, tuple(steps), trace)


def _change(words: tuple[Word, ...], si: int, named: dict[str, str], facts: list[Fact]) -> Change | None:
    """ "Jessie lost 7 kilograms", "Then she grew 3 inches taller": a change of a measure stated
    before it in the past tense, in the very same unit, told in the past tense too.

    'Anne weighs 60 kilograms. She lost 7 kilograms.' may say her weight after the loss, so a
    measure stated in the present never takes a change."""
    if words and words[0].category == "time_marker" and words[0].attr("relation") == "next":
        words = words[1:]  # "Then she grew ...": the story's order, which is read anyway
    comparative = None
    if words and words[-1].category == "measure_adjective" and "JJR" in words[-1].tags:
        comparative, words = words[-1], words[:-1]  # "grew 3 inches taller"
    verbs = [i for i, w in enumerate(words) if change_verb(w)]
    if len(verbs) != 1 or len(words) != verbs[0] + 3 or "VBD" not in words[verbs[0]].tags:
        return None
    v = verbs[0]
    subject = _subject(words[:v])
    if subject is None:
        return None
    entity = resolve(subject[0], named)
    amount = _amount(words[v + 1], words[v + 2], "length") or _amount(words[v + 1], words[v + 2], "mass")
    if entity is None or amount is None:
        return None
    stated = [f for f in facts if f.entity == entity]
    if len(stated) != 1 or stated[0].unit != amount[1] or not stated[0].past:
        return None  # no measure to change, two of them, another unit or dimension, or a present measure
    verb, number = words[v], words[v + 1]
    if comparative is not None and (
        change_verb(verb) < 0 or comparative.lemma.casefold() != stated[0].attribute
    ):
        return None  # "grew 3 inches shorter", "lost 5 pounds heavier": the words disagree
    return Change(entity, change_verb(verb), amount[0], amount[1], si, number.index, number.text, verb.text)


def _changed(facts: tuple[Fact, ...], changes: tuple[Change, ...], asked: Asked) -> Answer | None:
    """ "How much does Jessie weigh now?": the one stated measure after every stated change of it."""
    if not changes or not asked.now or len(facts) != 1 or asked.entities != (facts[0].entity,):
        return None  # a change with no 'now' question, or a measure or change the question leaves unused
    fact = facts[0]
    if fact.attribute != asked.attribute or asked.unit_head not in ("", fact.unit.head):
        return None
    if any(c.entity != fact.entity for c in changes):
        return None
    value = total(fact.value, list(changes))
    if value is None:
        return None  # the measure would fall to nothing or below: the story cannot be so
    return _built([fact], asked, value, fact.unit, changes)


def _statements_lazily(sentences, lexicon: Lexicon, condition):
    """Each statement's words, looked up only when reached, then the question's condition if any."""
    for si, sentence in enumerate(sentences):
        yield si, _words(sentence, lexicon)
    if condition is not None:
        yield condition


def _words(sentence: Sentence, lexicon: Lexicon) -> tuple[Word, ...] | None:
    found = sentence_words(sentence, lexicon)
    if any(w is None for w in found):
        return None
    return found  # type: ignore[return-value]


def _subject(words: tuple[Word, ...]) -> tuple[str, str] | None:
    """ "Anne", "Jesse's room", "the garden snake": the entity's key and label; anything else is None."""
    if not words:
        return None
    pronoun = pronoun_subject(words)
    if pronoun is not None:
        return pronoun  # resolved against the entities stated before it (ADR 0111)
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
    if not rest or rest[-1].category != "noun":
        return None
    if any(w.category not in SUBJECT_WORDS and not _noun_use(w) for w in rest[:-1]):
        return None
    label = " ".join(([owner] if owner else []) + [w.text for w in rest])
    return label.casefold(), label


def _noun_use(word: Word) -> bool:
    """ "the jump rope": a verb's noun use narrowing the noun after it (ADR 0186)."""
    return word.category.startswith("verb") and "NN" in word.tags


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
        return _measure_statement(words, v, si)
    area = area_statement(after) if words[v].category == "copula" else None
    if area is not None and not a_thing(words[:v]):
        return None  # only a thing has an area
    if area is not None:  # "Kennedy's house is 10000 square feet" (ADR 0357)
        attribute, dimension = AREA, AREA
    elif words[v].category == "copula":
        if len(after) != 3 or after[2].category != "measure_adjective" or "JJ" not in after[2].tags:
            return None
        attribute, dimension = after[2].lemma.casefold(), after[2].attr("dimension")
    else:
        if len(after) != 2 or not {"VBZ", "VBD"} & set(words[v].tags):
            return None
        attribute, dimension = WEIGHT, words[v].attr("dimension")
    amount = area if area is not None else _amount(after[0], after[1], dimension)
    if amount is None:
        return None
    token = after[0]
    gender = _gender(words[:v])
    verb = words[v]
    past = verb.text.casefold() in ("was", "were") if verb.category == "copula" else "VBD" in verb.tags
    return Fact(
        subject[0], subject[1], attribute, amount[0], amount[1], si, token.index, token.text, gender, past
    )


def _measure_statement(words: tuple[Word, ...], v: int, si: int) -> Fact | None:
    """ "The length of the rope is 12 feet": the noun names the measure, the copula states it (ADR 0136)."""
    found = measure_of(words[:v], _subject)
    after = words[v + 1 :]
    if found is None or words[v].category != "copula" or len(after) != 2:
        return None
    entity, label, attribute, dimension = found
    amount = _amount(after[0], after[1], dimension)
    if amount is None:
        return None
    verb = words[v]
    past = verb.text.casefold() in ("was", "were")
    return Fact(entity, label, attribute, amount[0], amount[1], si, after[0].index, after[0].text, "", past)


def _gender(words: tuple[Word, ...]) -> str:
    """A one-word name's gender ("any" when the name allows both); "" for a thing or a longer name."""
    if len(words) != 1 or not _name(words[0]):
        return ""
    return words[0].attr("gender") or words[0].attr("name_gender") or "any"


def _measure_verb(word: Word) -> bool:
    return word.category == "verb" and word.attr("dimension") in MEASURED


def _question_words_at(words: tuple[Word, ...], si: int) -> Asked | None:
    """The question's words (after any condition): one measure, a difference, or a total (ADR 0120)."""
    if len(words) < 3:
        return None
    totalled = total_question(words, _subject)
    if totalled is not None:
        entities, attribute, unit_head = totalled
        return Asked(entities, attribute, unit_head, si, words[0].index, total=True)
    valued = value_question(words, _subject)
    if valued is not None:  # "What is the length of the red rope?" (ADR 0136)
        return Asked((valued[0],), valued[1], "", si, words[0].index)
    owned = owned_measure_question(words, _subject)
    if owned is not None:  # "What is Mel's weight?" (ADR 0357)
        return Asked((owned[0],), owned[1], "", si, words[0].index)
    area = area_question(words, _subject)
    if area is not None:  # "How many square feet is Benedict's house?" (ADR 0357)
        return Asked((area[0],), AREA, area[1], si, words[0].index)
    if words[0].lemma.casefold() != "how":
        return None
    if words[-1].category == "time_marker" and words[-1].attr("relation") == "now":
        if any(w.text.casefold() in ("did", "was", "were") for w in words):
            return None  # "how much did she weigh now": the tenses disagree
        found = _question_words(words[:-1], si)  # "... now?": after the changes
        return None if found is None else replace(found, now=True)
    return _question_words(words, si)


def _question_words(words: tuple[Word, ...], si: int) -> Asked | None:
    if len(words) < 3:
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
    less = less_question(rest)
    if less is not None:  # "how much shorter is A than B": B's measure less A's (ADR 0120)
        pair = _than_pair(rest[2:])
        return None if pair is None else Asked((pair[1], pair[0]), less, unit_head, si, at)
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


def _answer(facts: tuple[Fact, ...], asked: Asked) -> Answer | None:
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


def _built(
    ordered: list[Fact], asked: Asked, value: Fraction, unit: Unit, changes: tuple[Change, ...] = ()
) -> Answer:
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
    ) + tuple(
        Event(
            ordered[0].entity,
            key,
            "change",
            c.sign,
            c.value,
            "",
            (c.sentence_index, 1),
            c.sentence_index,
            c.token_index,
            c.text,
            verb_lemma=c.lemma,
        )
        for c in changes
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
        tuple((f.sentence_index, f.token_index) for f in ordered)
        + tuple((c.sentence_index, c.token_index) for c in changes),
    )
    steps = [f"{f.label} is {fmt(f.value)} {unit.head} {asked.attribute}" for f in ordered]
    if len(ordered) == 2:
        first, second = ordered
        steps.append(f"{fmt(first.value)} - {fmt(second.value)} = {fmt(value)} {unit.head}")
    running = ordered[0].value
    for c in changes:
        after = running + c.sign * c.value
        sign = "+" if c.sign > 0 else "-"
        steps.append(
            f"{c.lemma} {fmt(c.value)}: {fmt(running)} {sign} {fmt(c.value)} = {fmt(after)} {unit.head}"
        )
        running = after
    trace = canonical_hash({"graph": graph, "steps": tuple(steps), "value": value})
    return Answer(value, unit.head, graph, tuple(steps), trace)


__all__ = ["Answer", "read_measures"]
