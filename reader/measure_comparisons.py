"""Comparisons between entities' own measures: "Brad is 5 inches taller than Carl" (ADR 0120).

ADR 0101 reads stated lengths and weights as attributes of their entities;
this module reads a measure stated relative to another entity's measure and
solves the chain of them:

- "<A> is|was N <unit> taller|longer|heavier|shorter|lighter than <B>": the
  comparative of a measure adjective adds (its `dimension`), the comparative
  of an adjective marked `measure_less` (short, light) takes away;
- "<A> weighs N more|less <unit> than <B>", "<A> weighs N <unit> more|less than <B>";
- "<A> is twice|half|N times as tall|long|heavy as <B>", "<A> weighs twice|half|N times as much as <B>";
- "<A> is twice|half|N times the length|height|weight of <B>": a noun that names a measure (its
  `measure` and `dimension`) says what 'as long as' says (ADR 0136); 'size' names no one measure.

"N times taller|heavier than" is not read: it is said both for N times and for
N + 1 times the measure, so it leaves the first refusal standing.

The chain is solved only when every entity's measure is fixed exactly once:
each stated measure fixes its entity, and each comparison fixes the one side
not yet known from the other. Two stated measures of one entity, a
comparison whose both sides are already known (two bases, agreeing or not),
a comparison with no known side, a measure of zero or below, units that
differ, or a comparison of another dimension refuse. The question must use
every stated measure and every comparison (its answer depends on each).

Questions added here: the total of several measures, "How much do A and B
weigh together?", "How many pounds do they weigh altogether?", "What is their
total weight?", "What is the combined height of A and B?" ('they'/'their' is
every entity of the problem, at least two); the nouns weight, height and
length carry the measure adjective they name (`measure`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction

from reader.affine_measures import AREA, a_thing, area_additive, measured_owner, scaled_rest
from reader.derivation import fmt
from reader.graph import Event, MathProblemGraph, UnitSpec
from reader.rules.context import Word
from reader.values import EntityRef, QuestionTarget, Unit

EVERYONE = "group:they"  # the question's 'they' / 'their': every entity of the problem
LENGTHS = ("tall", "long")  # what 'shorter' may compare: a height or a length
SubjectReader = Callable[[tuple[Word, ...]], "tuple[str, str] | None"]
AmountReader = Callable[[Word, Word, str], "tuple[Fraction, Unit] | None"]


@dataclass(frozen=True, slots=True)
class Comparison:
    """<entity>'s measure is <other>'s plus sign * amount (sign +1/-1), or <other>'s times factor (sign 0)."""

    entity: str
    label: str
    other: str
    other_label: str
    sign: int
    amount: Fraction
    unit: Unit | None  # None for a multiple: it carries no unit
    factor: Fraction
    attribute: str  # the measure adjective compared; "" for 'shorter' (a height or a length)
    dimension: str
    sentence_index: int
    token_index: int
    text: str


def read_comparison(
    words: tuple[Word, ...], si: int, subject: SubjectReader, amount: AmountReader, verb_dimension: str
) -> Comparison | None:
    """One clause stating a measure relative to another entity's; None for anything else.

    ``verb_dimension`` is the dimension of the clause's verb when it is a measuring verb ('weigh')."""
    verbs = [i for i, w in enumerate(words) if w.category == "copula" or _measuring(w, verb_dimension)]
    than = [i for i, w in enumerate(words) if w.category in ("than_marker", "as_marker", "prep_of")]
    if len(verbs) != 1 or not than:
        return None
    v = verbs[0]
    first, named = subject(words[:v]), ""
    if first is None and words[v].category == "copula":
        measured = measure_of(words[:v], subject)  # "The height of the tower is twice ..." (ADR 0136)
        if measured is not None:
            first, named = (measured[0], measured[1]), measured[2]
    if first is None:
        return None
    copula = words[v].category == "copula"
    if not copula and not {"VBZ", "VBD"} & set(words[v].tags):
        return None
    after = words[v + 1 :]
    found = _additive(after, copula, verb_dimension, amount) or _multiple(after, copula, verb_dimension)
    if found is None:
        return None
    sign, value, unit, factor, attribute, dimension, rest, token = found
    if sign != 0:  # "600 square feet larger than 4 times Benedict's house" (ADR 0357)
        rest, factor = scaled_rest(rest, _factor)
        rest = measured_owner(rest, attribute)
    if dimension == AREA and not (a_thing(words[:v]) and a_thing(rest)):
        return None  # "larger than 4 times Bob": only a thing has an area (ADR 0357)
    if named and named != attribute:
        return None  # "The height of the tower is 5 feet longer than ...": the words name two measures
    second = subject(rest)
    if second is None or second[0] == first[0]:
        return None
    return Comparison(
        first[0],
        first[1],
        second[0],
        second[1],
        sign,
        value,
        unit,
        factor,
        attribute,
        dimension,
        si,
        token.index,
        token.text,
    )


def _measuring(word: Word, verb_dimension: str) -> bool:
    return word.category == "verb" and bool(verb_dimension) and word.attr("dimension") == verb_dimension


def _additive(after: tuple[Word, ...], copula: bool, verb_dimension: str, amount: AmountReader):  # noqa: ANN202
    """ "5 inches taller than B" / "5 more pounds than B" / "5 pounds more than B"."""
    if len(after) < 5:
        return None
    if copula and area_additive(after) is not None:
        return area_additive(after)  # "600 square feet larger than" (ADR 0357)
    if copula:
        adjective = after[2]
        if "JJR" not in adjective.tags or after[3].category != "than_marker":
            return None
        if adjective.category == "measure_adjective":
            sign, attribute, dimension = 1, adjective.lemma.casefold(), adjective.attr("dimension")
        elif adjective.category == "adjective" and adjective.attr("measure_less"):
            dimension = adjective.attr("measure_less")
            sign, attribute = -1, ("" if dimension == "length" else "heavy")
            if dimension not in ("length", "mass"):
                return None
        else:
            return None
        found = amount(after[0], after[1], dimension)
        rest = after[4:]
    else:
        if after[1].category == "comparative":  # "5 more pounds than"
            comparative, unit_word = after[1], after[2]
        elif after[2].category == "comparative":  # "5 pounds more than"
            comparative, unit_word = after[2], after[1]
        else:
            return None
        direction = comparative.attr("direction")
        if after[3].category != "than_marker" or direction not in ("up", "down"):
            return None
        sign, attribute, dimension = (1 if direction == "up" else -1), "heavy", verb_dimension
        found = amount(after[0], unit_word, dimension)
        rest = after[4:]
    if found is None:
        return None
    return sign, found[0], found[1], Fraction(1), attribute, dimension, rest, after[0]


def _multiple(after: tuple[Word, ...], copula: bool, verb_dimension: str):  # noqa: ANN202
    """ "twice as tall as B", "3 times as heavy as B", "half as much as B" (after 'weighs')."""
    factor, at = _factor(after)
    if factor is None or len(after) < at + 4:
        return None
    named = measure_noun(after[at : at + 3])
    if named is not None:  # "twice the length of B" (ADR 0136)
        attribute, dimension = named
        if not copula and (attribute != "heavy" or dimension != verb_dimension):
            return None  # "weighs twice the height of B": the verb and the noun measure different things
        return 0, Fraction(0), None, factor, attribute, dimension, after[at + 3 :], after[0]
    if after[at].category != "as_marker" or after[at + 2].category != "as_marker":
        return None
    measure = after[at + 1]
    if copula:
        if measure.category != "measure_adjective" or "JJ" not in measure.tags:
            return None
        attribute, dimension = measure.lemma.casefold(), measure.attr("dimension")
    else:
        if measure.category != "question_quantity" or measure.attr("kind") != "amount":
            return None  # "weighs twice as much as"
        attribute, dimension = "heavy", verb_dimension
    if dimension not in ("length", "mass"):
        return None
    return 0, Fraction(0), None, factor, attribute, dimension, after[at + 3 :], after[0]


def measure_noun(words: tuple[Word, ...]) -> tuple[str, str] | None:
    """ "the length of", "the weight of": the measure adjective and dimension a singular measure noun names.

    Only a noun carrying both (length, height, width, depth, weight, mass) is read; 'the size of' could be
    a length, an area or a capacity, so it stays refused (ADR 0136)."""
    if len(words) != 3:
        return None
    article, noun, of = words
    if article.category != "article" or article.lemma.casefold() != "the" or of.category != "prep_of":
        return None
    if noun.category != "noun" or "NN" not in noun.tags:
        return None
    attribute, dimension = noun.attr("measure"), noun.attr("dimension")
    if not attribute or dimension not in ("length", "mass"):
        return None
    return attribute, dimension


def _factor(words: tuple[Word, ...]) -> tuple[Fraction | None, int]:
    """ "twice" (2, 1 word), "3 times" / "three times" (3, 2 words), "half" (1/2, 1 word)."""
    if not words:
        return None, 0
    first = words[0]
    if first.category == "multiplier" and first.attr("factor") not in ("", "number"):
        return Fraction(first.attr("factor")), 1
    if first.category == "fraction_word" and first.attr("value") and first.lemma.casefold() == "half":
        return Fraction(first.attr("value")), 1
    if len(words) > 1 and words[1].category == "multiplier" and words[1].attr("factor") == "number":
        if (
            first.category == "number"
            and first.shape is not None
            and first.shape.primitive in ("integer", "decimal")
        ):
            return first.shape.value, 2
        if first.category == "number_word" and first.attr("value"):
            return Fraction(first.attr("value")), 2
    return None, 0


def total_question(
    words: tuple[Word, ...], subject: SubjectReader
) -> tuple[tuple[str, ...], str, str] | None:
    """The entities, the measure adjective ("" when the verb says it) and the unit a total question asks.

    "How much|many <unit> do A and B|they weigh together|altogether|combined|in total?" and
    "What is their|the total|combined weight|height|length [of A and B]?"."""
    if len(words) < 5:
        return None
    head = words[0].lemma.casefold()
    if head == "how":
        return _how_total(words[1:], subject)
    if head != "what" or words[1].category != "copula":
        return None
    rest = words[2:]
    if len(rest) < 3 or rest[1].category != "aggregate_marker" or rest[1].lemma.casefold() == "together":
        return None
    noun = rest[2]
    if noun.category != "noun" or not noun.attr("measure") or "NN" not in noun.tags:
        return None
    if _their(rest[0]) and len(rest) == 3:
        return (EVERYONE,), noun.attr("measure"), ""
    if rest[0].category != "article" or len(rest) < 5 or rest[3].category != "prep_of":
        return None
    entities = _listed(rest[4:], subject)
    return None if entities is None else (entities, noun.attr("measure"), "")


def measure_of(words: tuple[Word, ...], subject: SubjectReader) -> tuple[str, str, str, str] | None:
    """ "the length of the red rope": the entity's key and label, and the measure and dimension named (ADR 0136)."""
    named = measure_noun(words[:3])
    found = subject(words[3:]) if named is not None else None
    if named is None or found is None:
        return None
    return found[0], found[1], named[0], named[1]


def value_question(words: tuple[Word, ...], subject: SubjectReader) -> tuple[str, str] | None:
    """ "What is|was the length|height|weight of <A>?": one entity's measure, as 'how long is <A>' asks."""
    if len(words) < 6 or words[0].lemma.casefold() != "what" or words[1].category != "copula":
        return None
    found = measure_of(words[2:], subject)
    return None if found is None else (found[0], found[2])


def _how_total(words: tuple[Word, ...], subject: SubjectReader) -> tuple[tuple[str, ...], str, str] | None:
    """After 'how': "much do A and B weigh together", "many pounds do they weigh in total"."""
    head, rest = words[0], words[1:]
    unit_head = ""
    if head.category != "question_quantity":
        return None
    if head.attr("kind") == "count":
        if not rest or rest[0].category != "unit_noun":
            return None
        unit_head, rest = rest[0].lemma.casefold(), rest[1:]
    elif head.attr("kind") != "amount":
        return None
    if not rest or rest[0].category != "auxiliary" or rest[0].text.casefold() not in ("do", "did"):
        return None
    verbs = [i for i, w in enumerate(rest) if w.category == "verb" and w.attr("dimension") == "mass"]
    if len(verbs) != 1 or "VB" not in rest[verbs[0]].tags:
        return None
    v = verbs[0]
    tail = rest[v + 1 :]
    together = (len(tail) == 1 and tail[0].category == "aggregate_marker") or (
        len(tail) == 2 and tail[0].category == "prep_in" and tail[1].lemma.casefold() in ("total", "all")
    )
    if not together:
        return None  # "how much do A and B weigh": each or together is not said
    between = rest[1:v]
    if len(between) == 1 and between[0].category == "pronoun" and between[0].text.casefold() == "they":
        return (EVERYONE,), "heavy", unit_head
    entities = _listed(between, subject)
    return None if entities is None else (entities, "heavy", unit_head)


def _their(word: Word) -> bool:
    return word.category == "pronoun" and word.text.casefold() == "their"


def _listed(words: tuple[Word, ...], subject: SubjectReader) -> tuple[str, ...] | None:
    """ "A and B", "A, B and C": two or more distinct subjects; anything else is None."""
    joins = [i for i, w in enumerate(words) if w.text in (",",) or w.text.casefold() == "and"]
    parts: list[tuple[Word, ...]] = []
    start = 0
    for j in joins:
        parts.append(words[start:j])
        start = j + 1
    parts.append(words[start:])
    if len(parts) < 2 or words[joins[-1]].text.casefold() != "and":
        return None
    keys = []
    for part in parts:
        found = subject(part) if part else None
        if found is None or found[0] in keys:
            return None
        keys.append(found[0])
    return tuple(keys)


@dataclass(frozen=True, slots=True)
class Known:
    """An entity's solved measure and what fixed it: the indexes of the facts and comparisons used."""

    value: Fraction
    facts: frozenset[int]
    comparisons: frozenset[int]
    step: str


def solve(
    bases: tuple[tuple[str, Fraction, str], ...], comparisons: tuple[Comparison, ...]
) -> dict[str, Known] | None:
    """Each entity's measure, fixed exactly once; None when one is fixed twice, not at all, or not positive.

    ``bases`` are the stated measures as (entity, value, label), in the order stated."""
    known: dict[str, Known] = {}
    for i, (entity, value, label) in enumerate(bases):
        if entity in known:
            return None  # one entity measured twice
        known[entity] = Known(value, frozenset({i}), frozenset(), f"{label} = {fmt(value)}")
    pending = list(enumerate(comparisons))
    while pending:
        left = []
        for i, c in pending:
            if c.entity in known and c.other in known:
                return None  # two bases for one measure: fixed twice
            if c.entity not in known and c.other not in known:
                left.append((i, c))
                continue
            solved = _forward(c, known[c.other]) if c.other in known else _backward(c, known[c.entity])
            if solved is None:
                return None
            key, value, step, source = solved
            if value <= 0:
                return None  # a measure of nothing or less: the story cannot be so
            known[key] = Known(value, source.facts, source.comparisons | {i}, step)
        if len(left) == len(pending):
            return None  # a comparison with no base
        pending = left
    return known


def _forward(c: Comparison, other: Known) -> tuple[str, Fraction, str, Known]:
    if c.sign == 0:
        value = other.value * c.factor
        return c.entity, value, f"{c.label} = {fmt(c.factor)} x {fmt(other.value)} = {fmt(value)}", other
    value = other.value * c.factor + c.sign * c.amount
    op = "+" if c.sign > 0 else "-"
    scaled = fmt(other.value) if c.factor == 1 else f"{fmt(c.factor)} x {fmt(other.value)}"
    return c.entity, value, f"{c.label} = {scaled} {op} {fmt(c.amount)} = {fmt(value)}", other


def _backward(c: Comparison, entity: Known) -> tuple[str, Fraction, str, Known]:
    if c.sign == 0:
        value = entity.value / c.factor
        return (
            c.other,
            value,
            f"{c.other_label} = {fmt(entity.value)} / {fmt(c.factor)} = {fmt(value)}",
            entity,
        )
    value = (entity.value - c.sign * c.amount) / c.factor
    op = "-" if c.sign > 0 else "+"
    step = f"{fmt(entity.value)} {op} {fmt(c.amount)}"
    if c.factor != 1:  # (entity - offset) / factor (ADR 0357)
        step = f"({step}) / {fmt(c.factor)}"
    return c.other, value, f"{c.other_label} = {step} = {fmt(value)}", entity


def attribute_of(stated: tuple[str, ...], comparisons: tuple[Comparison, ...], asked: str) -> str | None:
    """The one measure adjective the whole problem is about, or None when its words disagree.

    'shorter' ("", in a comparison or the question) fits a height or a length; every other word
    names its own."""
    named = sorted(set(stated) | {c.attribute for c in comparisons if c.attribute} | ({asked} - {""}))
    if len(named) != 1:
        return None
    if (not asked or any(not c.attribute for c in comparisons)) and named[0] not in LENGTHS:
        return None
    return named[0]


def less_question(words: tuple[Word, ...]) -> str | None:
    """ "shorter is", "lighter is" after "how much": the attribute ("" for shorter) of a reversed difference."""
    if len(words) < 2 or words[1].category != "copula":
        return None
    first = words[0]
    if first.category != "adjective" or "JJR" not in first.tags or not first.attr("measure_less"):
        return None
    return "" if first.attr("measure_less") == "length" else "heavy"


def compared_graph(
    bases: tuple[tuple[str, str, Fraction, int, int, str], ...],
    comparisons: tuple[Comparison, ...],
    known: dict[str, Known],
    question: QuestionTarget,
    key: str,
    unit: Unit,
    attribute: str,
) -> MathProblemGraph:
    """The graph of a solved chain: each stated measure a holding, each compared one a holding 'than' another.

    ``bases`` are (entity, label, value, sentence index, token index, text)."""
    labels = {b[0]: b[1] for b in bases} | {c.entity: c.label for c in comparisons}
    labels |= {c.other: c.other_label for c in comparisons if c.other not in labels}
    entities = tuple(EntityRef(e, labels[e], "any", "singular", "thing", 0) for e in known)
    events = tuple(
        Event(e, key, "hold", 1, v, f"m{i}", (si, 0), si, ti, text)
        for i, (e, _, v, si, ti, text) in enumerate(bases)
    ) + tuple(
        Event(
            c.entity,
            key,
            "hold",
            1,
            known[c.entity].value,
            "",
            (c.sentence_index, 1),
            c.sentence_index,
            c.token_index,
            c.text,
            than=c.other,
            direction=c.sign,
            times=c.factor,
        )
        for c in comparisons
    )
    return MathProblemGraph(
        entities,
        (UnitSpec(key, f"{unit.head} ({attribute})", unit.dimension, False),),
        events,
        question,
        (key,),
        Fraction(1),
        unit.head,
        tuple((b[3], b[4]) for b in bases) + tuple((c.sentence_index, c.token_index) for c in comparisons),
    )


__all__ = [
    "EVERYONE",
    "Comparison",
    "Known",
    "attribute_of",
    "compared_graph",
    "read_comparison",
    "less_question",
    "measure_noun",
    "measure_of",
    "solve",
    "total_question",
    "value_question",
]
