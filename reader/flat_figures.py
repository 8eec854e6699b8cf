"""A flat thing's two sides: "The room is 12 feet long and 8 feet wide" (ADR 0169).

Two measures of one thing stated in one clause ("N <unit> long and N <unit>
wide", or "N <unit> by N <unit>") are its sides, not amounts anyone holds.
They are read, when the ordinary reading refused, only in a problem made of
that one statement and one question that uses both sides:

- the area, only when the question says so: "What is the area of the room?",
  "How much carpet does she need to cover the (whole) floor|room?", "How many
  square feet of tile ... to cover ...": length x width, in square units;
- the perimeter: "What is the perimeter of the garden?": 2 x (length + width);
- "How much longer is her room than it is wide?": one side less the other.

An area or a perimeter needs one side along the thing and one across it (the
adjectives' `axis` in the lexicon): "10 feet long and 6 feet deep" is no flat
figure. A second statement, two units, a plural thing, another thing in the
question, a difference that is not positive, or any other word leave the
first refusal standing. The statement may come as a fronted condition of the
question ("If her room is 4 feet long and 2 feet wide, what is its area?").
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from packs.model import Lexicon
from reader.answer import Answer
from reader.canonical import canonical_hash
from reader.derivation import fmt
from reader.graph import Event, MathProblemGraph, UnitSpec
from reader.lifecycle import sentence_words
from reader.rules.context import Word
from reader.tokenise import split_sentences
from reader.values import EntityRef, QuestionTarget, Unit

SINGULAR_COPULAS = ("is", "was")
NOUN_WORDS = frozenset({"noun", "adjective"})  # "the small garden"


@dataclass(frozen=True, slots=True)
class Side:
    """One stated side: its value, the adjective that names it ("" after 'by'), and where it was said."""

    value: Fraction
    adjective: str
    axis: str
    sentence_index: int
    token_index: int
    text: str


@dataclass(frozen=True, slots=True)
class Figure:
    """The thing measured: its nouns, its owner's name ("" for none), its two sides and their unit."""

    nouns: tuple[str, ...]
    owner: str
    label: str
    sides: tuple[Side, Side]
    unit: Unit
    gender: str = ""  # the owner's gender when the lexicon says one ("" for none or any)


@dataclass(frozen=True, slots=True)
class Thing:
    """A thing named in the question: its nouns and its owner (a name, a pronoun's text, or "")."""

    nouns: tuple[str, ...]
    owner: str
    pronoun_owner: bool
    gender: str = ""  # the owner's gender when the lexicon says one


@dataclass(frozen=True, slots=True)
class PerArea:
    """ "each tile is 4 square feet", "there is 1 tree per 20 square feet": K things on N square units."""

    noun: str
    count: Fraction
    area: Fraction
    unit: str
    sentence_index: int
    token_index: int
    text: str
    each: bool  # "each tile is 4 square feet": a thing laid to cover; else things standing on the area


def read_flat_figure(text: str, lexicon: Lexicon) -> Answer | None:
    """The area, perimeter or side difference when the problem is one figure and one question over it."""
    sentences = split_sentences(text)
    if not sentences or not sentences[-1].is_question or len(sentences) > 3:
        return None
    found = [sentence_words(s, lexicon) for s in sentences]
    if any(w is None for words in found for w in words):
        return None
    question = found[-1]
    condition, question = _condition(question)  # type: ignore[arg-type]
    statements = [(i, w) for i, w in enumerate(found[:-1])] + (
        [(len(found) - 1, condition)] if condition else []
    )
    if not statements or len(statements) > 2:
        return None
    si, words = statements[0]
    figure = _figure(words, si)  # type: ignore[arg-type]
    if figure is None:
        return None
    if len(statements) == 2:  # the figure, then what one thing covers or how many stand on an area
        per = _per_area(statements[1][1], statements[1][0])  # type: ignore[arg-type]
        if per is None or per.unit != figure.unit.head or not _flat(figure):
            return None
        return _counted(question, figure, per, len(found) - 1)
    return _asked(question, figure, len(found) - 1)


def _per_area(words: tuple[Word, ...], si: int) -> PerArea | None:
    """ "each tile is (of size) 4 square feet" or "there is|are K trees per 20 square feet"."""
    if len(words) < 5 or not _square_amount(words[-3:]):
        return None
    number = words[-3]
    area = plain_value(number)
    head = words[-1].lemma.casefold()
    body = words[:-3]
    if (
        len(body) >= 3
        and body[0].category == "distributive"
        and body[1].category == "noun"
        and "NN" in body[1].tags
        and body[2].category == "copula"
        and body[2].text.casefold() in SINGULAR_COPULAS
        and (
            len(body) == 3
            or (len(body) == 5 and body[3].category == "prep_of" and body[4].category == "noun")
        )
    ):
        return PerArea(body[1].lemma.casefold(), Fraction(1), area, head, si, number.index, number.text, True)  # type: ignore[arg-type]
    count = plain_value(body[2]) if len(body) == 5 else None
    if (
        count is not None
        and count > 0
        and body[0].category == "existential"
        and body[1].category == "copula"
        and body[3].category == "noun"
        and body[4].category == "rate_marker"
    ):
        return PerArea(body[3].lemma.casefold(), count, area, head, si, body[2].index, body[2].text, False)  # type: ignore[arg-type]
    return None


def _square_amount(words: tuple[Word, ...]) -> bool:
    """ "20 square feet": a positive number, a word of power 2 and a length unit."""
    number, square, unit = words
    value = plain_value(number)
    return (
        value is not None
        and value > 0
        and square.attr("power") == "2"
        and unit.category == "unit_noun"
        and unit.attr("dimension").startswith("length_")
    )


def plain_value(number: Word) -> Fraction | None:
    """A whole or decimal number's value, or a number word's; None for fractions, percents and the rest."""
    if (
        number.category == "number"
        and number.shape is not None
        and number.shape.primitive in ("integer", "decimal")
    ):
        return number.shape.value
    if number.category == "number_word" and number.attr("value"):
        return Fraction(number.attr("value"))
    return None


def _counted(words: tuple[Word, ...], figure: Figure, per: PerArea, si: int) -> Answer | None:
    """ "How many tiles does she need to cover the floor?", "How many trees are there in the park?":
    the figure's area over the area one lot of them takes, times how many are in a lot; whole only."""
    if len(words) < 6 or words[0].lemma.casefold() != "how" or words[1].category != "question_quantity":
        return None
    if words[1].attr("kind") != "count" or words[2].category != "noun" or "NNS" not in words[2].tags:
        return None
    if words[2].lemma.casefold() != per.noun:
        return None  # another thing counted than the one said per area
    rest = words[3:]
    if not per.each:  # "how many trees are there in the park"
        there = len(rest) == 5 and rest[0].category == "copula" and rest[1].category == "existential"
        if not there or rest[2].category != "prep_in" or not _same(_thing(rest[3:]), figure):
            return None
    elif not _covers(rest, figure):
        return None  # a tile's size counts tiles only for covering the thing
    first, second = figure.sides
    value = first.value * second.value * per.count / per.area
    if value.denominator != 1 or value <= 0:
        return None  # a part of a tile: cut, or one more? The story does not say
    step = f"{fmt(first.value)} x {fmt(second.value)} x {fmt(per.count)} / {fmt(per.area)} = {fmt(value)} {per.noun}"
    return _built(figure, "area", si, words[0].index, (value, per.noun, step, per))


def _condition(words: tuple[Word, ...]) -> tuple[tuple[Word, ...], tuple[Word, ...]]:
    """ "If her room is 4 feet long and 2 feet wide(,) what is its area": the statement and the question."""
    if not words or words[0].category != "subordinator" or words[0].lemma.casefold() != "if":
        return (), words
    asks = [i for i, w in enumerate(words) if w.category == "question_word"]
    if not asks or asks[0] < 2:
        return (), ()
    at = asks[0]
    statement = words[1:at]
    if statement and statement[-1].text == ",":
        statement = statement[:-1]
    elif words[at].text[:1].islower():
        return (), ()  # "if ... and how": no comma and no capital, so no clear end of the condition
    return statement, words[at:]


def _figure(words: tuple[Word, ...], si: int) -> Figure | None:
    """ "<thing> is N <unit> long and N <unit> wide" or "<thing> is N <unit> by N <unit>"."""
    verbs = [i for i, w in enumerate(words) if w.category == "copula"]
    if len(verbs) != 1 or words[verbs[0]].text.casefold() not in SINGULAR_COPULAS:
        return None
    v = verbs[0]
    thing = _thing(words[:v])
    if thing is None or not thing.nouns:
        return None  # "it is 4 feet by 6 feet": no thing named
    rest = words[v + 1 :]
    sides = _adjective_sides(rest, si) or _by_sides(rest, si)
    if sides is None:
        return None
    (first, unit_a), (second, unit_b) = sides
    if unit_a != unit_b:
        return None  # "12 feet long and 30 inches wide": units the reading would have to convert
    label = " ".join(w.text for w in words[:v])
    return Figure(thing.nouns, thing.owner, label, (first, second), unit_a, thing.gender)


def _adjective_sides(rest: tuple[Word, ...], si: int):
    """ "12 feet long and 8 feet wide": two sides named by two different length adjectives."""
    if len(rest) != 7 or rest[3].category != "conjunction" or rest[3].text.casefold() != "and":
        return None
    first, second = _side(rest[0:3], si), _side(rest[4:7], si)
    if first is None or second is None or first[0].adjective == second[0].adjective:
        return None
    return first, second


def _by_sides(rest: tuple[Word, ...], si: int):
    """ "12 feet by 8 feet" or "12 by 8 feet": two sides with no adjective, so an area or perimeter only."""
    if len(rest) == 5 and rest[2].category == "prep_by":
        first, second = _amount(rest[0], rest[1]), _amount(rest[3], rest[4])
    elif len(rest) == 4 and rest[1].category == "prep_by":
        first, second = _amount(rest[0], rest[3]), _amount(rest[2], rest[3])
    else:
        return None
    if first is None or second is None:
        return None
    a = Side(first[0], "", "", si, rest[0].index, rest[0].text)
    b_at = rest[3] if len(rest) == 5 else rest[2]
    b = Side(second[0], "", "", si, b_at.index, b_at.text)
    return (a, first[1]), (b, second[1])


def _side(words: tuple[Word, ...], si: int) -> tuple[Side, Unit] | None:
    number, unit, adjective = words
    amount = _amount(number, unit)
    if (
        amount is None
        or adjective.category != "measure_adjective"
        or "JJ" not in adjective.tags
        or adjective.attr("dimension") != "length"
    ):
        return None
    side = Side(amount[0], adjective.lemma.casefold(), adjective.attr("axis"), si, number.index, number.text)
    return side, amount[1]


def _amount(number: Word, unit: Word) -> tuple[Fraction, Unit] | None:
    """ "12 feet": a positive value and a length unit."""
    if (
        number.category == "number"
        and number.shape is not None
        and number.shape.primitive in ("integer", "decimal")
    ):
        value = number.shape.value
    elif number.category == "number_word" and number.attr("value"):
        value = Fraction(number.attr("value"))
    else:
        return None
    if unit.category != "unit_noun" or not unit.attr("dimension").startswith("length_") or value <= 0:
        return None
    return value, Unit(unit.lemma.casefold(), (), unit.attr("dimension"), Fraction(unit.attr("factor", "1")))


def _thing(words: tuple[Word, ...]) -> Thing | None:
    """ "Jesse's room", "the garden", "her room", "it": one singular thing and its owner."""
    if len(words) == 1 and words[0].category == "pronoun" and words[0].text.casefold() == "it":
        return Thing((), "", True)
    owner, pronoun_owner, rest = "", False, words
    gender = ""
    if len(words) >= 3 and _name(words[0]) and words[1].category == "possessive_marker":
        owner, rest = words[0].text.casefold(), words[2:]
        gender = words[0].attr("gender") or words[0].attr("name_gender")
    elif words and _owner_pronoun(words[0]):
        owner, pronoun_owner, rest, gender = (
            words[0].text.casefold(),
            True,
            words[1:],
            words[0].attr("gender"),
        )
    elif words and words[0].category == "article":
        rest = words[1:]
    else:
        return None
    if not rest or any(w.category not in NOUN_WORDS for w in rest) or rest[-1].category != "noun":
        return None
    if "NN" not in rest[-1].tags:
        return None  # "Jesse's rooms": each room or all of them?
    nouns = tuple(w.lemma.casefold() for w in rest if w.category == "noun")
    return Thing(nouns, owner, pronoun_owner, "" if gender == "any" else gender)


def _name(word: Word) -> bool:
    """A name, or a capitalised word that is also a first name ("Ivy", "Rose"; ADR 0034)."""
    return word.category == "name" or (word.text[:1].isupper() and bool(word.attr("name_gender")))


def _owner_pronoun(word: Word) -> bool:
    """ "her", "his": one owner, named before."""
    return (
        word.category == "pronoun"
        and word.attr("case") in ("possessive", "object_or_possessive")
        and word.attr("number") == "singular"
    )


def _same(thing: Thing | None, figure: Figure) -> bool:
    """The question's thing is the stated one: 'it', or the same nouns with the same or a pronoun owner."""
    if thing is None:
        return False
    if not thing.nouns:
        return thing.pronoun_owner  # "it"
    if thing.nouns != figure.nouns:
        return False
    if thing.pronoun_owner:  # "her room" for "Jesse's room": the genders may not disagree
        return not (thing.gender and figure.gender and thing.gender != figure.gender)
    return thing.owner in ("", figure.owner)  # "the room" or the same owner's room


def _asked(words: tuple[Word, ...], figure: Figure, si: int) -> Answer | None:
    if len(words) < 4 or words[0].category != "question_word":
        return None
    what = _figure_question(words, figure)
    if what is None:
        what = _cover_question(words, figure)
    if what is None:
        what = _difference_question(words, figure)
    if what is None:
        return None
    return _built(figure, what, si, words[0].index)


def _figure_question(words: tuple[Word, ...], figure: Figure) -> str | None:
    """ "What is the area|perimeter of <thing>?" """
    if words[0].lemma.casefold() != "what" or len(words) < 6:
        return None
    copula, article, noun, of = words[1:5]
    if (
        copula.category != "copula"
        or copula.text.casefold() not in SINGULAR_COPULAS
        or article.category != "article"
        or noun.category != "noun"
        or noun.attr("figure") not in ("area", "perimeter")
        or of.category != "prep_of"
    ):
        return None
    if not _same(_thing(words[5:]), figure):
        return None
    return noun.attr("figure") if _flat(figure) else None


def _cover_question(words: tuple[Word, ...], figure: Figure) -> str | None:
    """ "How much carpet | How many square feet of carpet does she need to cover the (whole) floor?"

    Only a noun laid over a surface (`surface: material`, ADR 0213) asks an area: "how much time"
    does not."""
    rest = asked_cover(words, figure.unit.head)
    return "area" if rest is not None and _covers(rest, figure) and _flat(figure) else None


def asked_cover(words: tuple[Word, ...], unit_head: str) -> tuple[Word, ...] | None:
    """The words after "How much carpet" or "How many square feet (of carpet)" asked in ``unit_head``.

    None when the question asks no amount of a covering; shared by the one-figure and the
    counted-figures readings so both accept the same question openings."""
    if words[0].lemma.casefold() != "how" or words[1].category != "question_quantity":
        return None
    rest = words[2:]
    if words[1].attr("kind") == "amount":  # "how much carpet"
        if not rest or rest[0].attr("surface") != "material" or "NN" not in rest[0].tags:
            return None
        return rest[1:]
    if words[1].attr("kind") != "count":
        return None
    # "how many square feet (of carpet)"
    if len(rest) < 2 or rest[0].attr("power") != "2" or rest[1].category != "unit_noun":
        return None
    if rest[1].lemma.casefold() != unit_head:
        return None  # asked in another unit
    rest = rest[2:]
    if len(rest) > 2 and rest[0].category == "prep_of" and rest[1].attr("surface") == "material":
        rest = rest[2:]
    return rest


def _covers(rest: tuple[Word, ...], figure: Figure) -> bool:
    """ "does she need to cover the (whole) floor | her room": the figure's top, laid over."""
    if (
        len(rest) < 6
        or rest[0].category != "auxiliary"
        or rest[0].text.casefold() not in ("does", "did", "will")
    ):
        return False
    doer = rest[1]
    if not (_name(doer) or (doer.category == "pronoun" and doer.attr("case") == "subject")):
        return False
    need, to, cover = rest[2:5]
    if need.category != "verb_need" or to.text.casefold() != "to" or cover.attr("surface") != "lay":
        return False
    if "VB" not in cover.tags:
        return False
    covered = rest[5:]
    if (
        covered
        and covered[0].category == "article"
        and len(covered) > 1
        and covered[1].attr("entire") == "yes"
    ):
        covered = covered[:1] + covered[2:]  # "the whole floor": all of it, as "the floor"
    thing = _thing(covered)
    if thing is None or not thing.nouns:
        return False
    if not (_same(thing, figure) or (len(thing.nouns) == 1 and _top(covered[-1]))):
        return False  # another thing than the one measured, or a surface other than its top
    return not (thing.owner and not thing.pronoun_owner and thing.owner != figure.owner)  # "Tom's floor"


def _top(word: Word) -> bool:
    return word.category == "noun" and word.attr("surface") == "top" and "NN" in word.tags


def _difference_question(words: tuple[Word, ...], figure: Figure) -> str | None:
    """ "How much longer is her room than it is wide?": the first side named less the other."""
    if words[0].lemma.casefold() != "how" or len(words) < 8:
        return None
    much, comparative, copula = words[1:4]
    if much.category != "question_quantity" or much.attr("kind") != "amount":
        return None
    if (
        comparative.category != "measure_adjective"
        or "JJR" not in comparative.tags
        or copula.category != "copula"
    ):
        return None
    thans = [i for i, w in enumerate(words) if w.category == "than_marker"]
    if len(thans) != 1:
        return None
    t = thans[0]
    if not _same(_thing(words[4:t]), figure):
        return None
    tail = words[t + 1 :]
    if len(tail) != 3 or _thing(tail[:1]) != Thing((), "", True) or tail[1].category != "copula":
        return None
    other = tail[2]
    if other.category != "measure_adjective" or "JJ" not in other.tags:
        return None
    named = [s.adjective for s in figure.sides]
    if sorted(named) != sorted([comparative.lemma.casefold(), other.lemma.casefold()]):
        return None
    if comparative.lemma.casefold() == other.lemma.casefold():
        return None
    return "difference:" + comparative.lemma.casefold()


def _flat(figure: Figure) -> bool:
    """One side along the thing and one across it, or two sides given with 'by'."""
    axes = sorted(s.axis for s in figure.sides)
    return axes == ["across", "along"] or all(not s.adjective for s in figure.sides)


def _built(
    figure: Figure, what: str, si: int, at: int, counted: tuple[Fraction, str, str, PerArea] | None = None
) -> Answer | None:
    first, second = figure.sides
    unit = figure.unit
    head = unit.head
    if counted is not None:  # "how many tiles": the area over what one lot covers
        value, answer_unit, step, _ = counted
        kind = "scaled"
    elif what == "area":
        value = first.value * second.value
        answer_unit = f"square {head}"
        step = f"{fmt(first.value)} x {fmt(second.value)} = {fmt(value)} square {head}"
        kind = "value"
    elif what == "perimeter":
        value = 2 * (first.value + second.value)
        answer_unit = head
        step = f"2 x ({fmt(first.value)} + {fmt(second.value)}) = {fmt(value)} {head}"
        kind = "total"
    else:
        named = what.split(":", 1)[1]
        ordered = (first, second) if first.adjective == named else (second, first)
        value = ordered[0].value - ordered[1].value
        if value <= 0:
            return None  # "how much longer ... than it is wide" with the length not the greater side
        first, second = ordered
        answer_unit = head
        step = f"{fmt(first.value)} - {fmt(second.value)} = {fmt(value)} {head}"
        kind = "difference"
    entity = "+".join(((figure.owner,) if figure.owner else ()) + figure.nouns)
    steps = (
        f"{figure.label} is {fmt(first.value)} {head} {first.adjective or 'by'} and {fmt(second.value)} {head} {second.adjective or ''}".rstrip(),
        step,
    )
    return sides_answer(
        SidesGraph(entity, figure.label, "singular", (first, second), unit, kind, si, at),
        tuple(s.adjective or f"side{i}" for i, s in enumerate((first, second))),
        tuple(s.adjective or "side" for s in (first, second)),
        () if counted is None else ((counted[3].sentence_index, counted[3].token_index),),
        (value, answer_unit, steps),
    )


@dataclass(frozen=True, slots=True)
class SidesGraph:
    """What a figure's answer graph is built from: the figure, its two sides and the question's kind."""

    entity: str
    label: str
    number: str
    sides: tuple[Side, Side]
    unit: Unit
    kind: str
    sentence_index: int
    token_index: int


def sides_answer(
    figure: SidesGraph,
    key_names: tuple[str, str],
    unit_names: tuple[str, str],
    extra_positions: tuple[tuple[int, int], ...],
    result: tuple[Fraction, str, tuple[str, ...]],
) -> Answer:
    """The Answer of a figure read from two sides: each side is one held measure of the figure.

    Shared by single figures (perimeter, difference of sides) and counted figures (total area), so both
    build the same graph shape and hash it the same way.
    """
    value, answer_unit, steps = result
    head, dimension = figure.unit.head, figure.unit.dimension
    keys = tuple(f"measure:{name}+dim:{dimension}+{head}" for name in key_names)
    events = tuple(
        Event(
            figure.entity,
            key,
            "hold",
            1,
            s.value,
            f"m{i}",
            (s.sentence_index, i),
            s.sentence_index,
            s.token_index,
            s.text,
        )
        for i, (key, s) in enumerate(zip(keys, figure.sides, strict=True))
    )
    first = figure.sides[0]
    graph = MathProblemGraph(
        (EntityRef(figure.entity, figure.label, "any", figure.number, "thing", first.sentence_index),),
        tuple(
            UnitSpec(k, f"{head} ({name})", dimension, False)
            for k, name in zip(keys, unit_names, strict=True)
        ),
        events,
        QuestionTarget(figure.kind, (figure.entity,), figure.unit, figure.sentence_index, figure.token_index),
        keys,
        Fraction(1),
        answer_unit,
        tuple((s.sentence_index, s.token_index) for s in figure.sides) + extra_positions,
    )
    trace = canonical_hash({"graph": graph, "steps": steps, "value": value})
    return Answer(value, answer_unit, graph, steps, trace)


__all__ = ["SidesGraph", "read_flat_figure", "sides_answer"]
