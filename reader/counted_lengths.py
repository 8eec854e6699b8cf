"""Lengths told in counted things or in time: "The first chapter is 66 pages long" (ADR 0143).

"<thing> is N <unit> long" states how long the thing is. With a length unit
that is reader/measure_attributes.py's reading (ADR 0101); this module reads
the same shape when the unit is a counted noun ("66 pages long": the chapter
has 66 pages) or a time unit ("The movie is 2 hours long"), and the one way
such lengths add up: the parts of a whole the story counted.

- statements: "<thing> is|was N <unit> long", several in one sentence joined
  by 'and', a comma, or nothing ("... 66 pages long the second chapter is
  ..."); "<whole> has|contains N <parts>" ("A book has 3 chapters");
- a thing is an article and nouns ("the old book"), a name's thing
  ("Jesse's essay"), "the <ordinal> <part>" or "each <part>";
- questions: "How long is <thing>?", "How many <unit> long is <thing>?",
  "How many <unit> does <thing> have [altogether]?", "How many <unit> are
  [there] in <thing>?", "How many more <unit> does <A> have than <B>?",
  "How much|many <unit> longer is <A> than <B>?".

A whole's length is the sum over its parts (pages or time, never a length in
space: a table's legs are not laid end to end) only when the story counted them
and stated every one exactly once by its ordinal (first, second, ...), or
stated "each <part>" (count times that length). This is tried only when the
ordinary reading refused, and only for a problem made of nothing but these
sentences. Any other dimension (wide, tall), another verb, a negation, a
person as the thing, units that differ, a part beyond the count, a length
stated twice, a question in another unit, or a stated length the answer does
not use (other than a sibling part beside a difference) leaves the first
refusal standing.
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
from reader.whole_problem_words import plain_number

LONG = "long"  # the one dimension adjective these units measure
EACH = 0  # the ordinal an "each <part>" statement stands for
TIMED = ("time", "length_")  # unit dimensions a length may be told in; money or mass are never "long"
MODIFIERS = frozenset({"adjective", "noun"})  # "the old book", "the photo album"
AGGREGATES = frozenset({"altogether", "total", "all"})


@dataclass(frozen=True, slots=True)
class Thing:
    key: str
    label: str
    part: str = ""  # the part noun for "the first chapter" / "each chapter"
    ordinal: int = -1  # 1, 2, ... or EACH; -1 for a thing that is not a numbered part


@dataclass(frozen=True, slots=True)
class Length:
    thing: Thing
    value: Fraction
    unit: Unit
    sentence_index: int
    token_index: int
    text: str
    sequence: bool = False  # told in things that come one after another ("pages"): the thing has that many


@dataclass(frozen=True, slots=True)
class Whole:
    thing: Thing
    count: int
    part: str
    sentence_index: int
    token_index: int
    text: str


@dataclass(frozen=True, slots=True)
class Known:
    value: Fraction
    lengths: tuple[Length, ...]
    whole: Whole | None = None


def read_counted_lengths(text: str, lexicon: Lexicon) -> Answer | None:
    """The answer when the problem is stated lengths (and a counted whole) and one question; else None."""
    sentences = split_sentences(text)
    if len(sentences) < 2 or not sentences[-1].is_question:
        return None
    lengths: list[Length] = []
    wholes: list[Whole] = []
    for si, sentence in enumerate(sentences[:-1]):
        if sentence.is_question:
            return None
        words = _words(sentence, lexicon)
        if words is None:
            return None
        read = _statements(words, si)
        if read is None:
            return None
        if isinstance(read, Whole):
            wholes.append(read)
        else:
            lengths.extend(read)
    question = _words(sentences[-1], lexicon)
    if question is None or not lengths:
        return None
    asked = _question(question)
    if asked is None:
        return None
    return _answer(tuple(lengths), tuple(wholes), asked, len(sentences) - 1, question[0].index)


def _words(sentence, lexicon: Lexicon) -> tuple[Word, ...] | None:
    found = sentence_words(sentence, lexicon)
    return None if any(w is None for w in found) else found  # type: ignore[return-value]


def _statements(words: tuple[Word, ...], si: int) -> Whole | tuple[Length, ...] | None:
    """One sentence: a counted whole, or one or more lengths each closed by 'long'."""
    ends = [i for i, w in enumerate(words) if _long(w)]
    if not ends:
        return _whole(words, si)
    if ends[-1] != len(words) - 1:
        return None  # words after the last length: not a statement this module reads
    found: list[Length] = []
    start = 0
    for end in ends:
        clause = words[start : end + 1]
        while clause and (clause[0].text == "," or _and(clause[0])):
            clause = clause[1:]  # ", and the second chapter is ...": the join carries no amount
        length = _length(clause, si)
        if length is None:
            return None
        found.append(length)
        start = end + 1
    return tuple(found)


def _long(word: Word) -> bool:
    return word.category == "measure_adjective" and word.lemma.casefold() == LONG and "JJ" in word.tags


def _and(word: Word) -> bool:
    return word.category == "conjunction" and word.text.casefold() == "and"


def _length(words: tuple[Word, ...], si: int) -> Length | None:
    """ "The first chapter is 66 pages long": subject, copula, amount, unit, 'long' and nothing else."""
    if len(words) < 5 or words[-4].category != "copula" or words[-4].text.casefold() not in ("is", "was"):
        return None
    thing = _thing(words[:-4])
    amount = _amount(words[-3], words[-2])
    if thing is None or amount is None:
        return None
    number, unit = words[-3], words[-2]
    sequence = unit.category == "noun" and unit.attr("sequence") == "yes"
    return Length(thing, amount[0], amount[1], si, number.index, number.text, sequence)


def _whole(words: tuple[Word, ...], si: int) -> Whole | None:
    """ "A book has 3 chapters": the whole and how many parts it is made of."""
    if len(words) < 4 or words[-3].category != "verb_possess" or not {"VBZ", "VBD"} & set(words[-3].tags):
        return None
    if words[-3].lemma.casefold() not in ("have", "contain"):
        return None
    thing = _thing(words[:-3])
    count = plain_number(words[-2])
    part = words[-1]
    if thing is None or thing.ordinal != -1 or count is None or count.denominator != 1 or count < 1:
        return None
    if part.category != "noun" or ("NNS" if count > 1 else "NN") not in part.tags:
        return None
    number = words[-2]
    return Whole(thing, int(count), part.lemma.casefold(), si, number.index, number.text)


def _thing(words: tuple[Word, ...]) -> Thing | None:
    """A thing, never a person: article and nouns, a name's thing, an ordinal part, or each part."""
    if len(words) < 2:
        return None
    first, rest = words[0], words[1:]
    head = rest[-1]
    if not _noun(head):
        return None  # a singular noun: "the chapters is" or a person noun is not a thing's length
    if first.category == "distributive" and len(rest) == 1:  # "each chapter"
        part = head.lemma.casefold()
        return Thing(f"{part}#each", f"each {head.text}", part, EACH)
    owner = ""
    if _name(first) and rest[0].category == "possessive_marker":
        owner, rest = first.text + "'s", rest[1:]
    elif first.category != "article":
        return None
    if not rest:
        return None
    ordinal = _ordinal(rest[0]) if len(rest) == 2 and not owner else None
    if ordinal is not None:  # "the first chapter", "the second chapter"
        part = head.lemma.casefold()
        return Thing(f"{part}#{ordinal}", f"the {rest[0].text} {head.text}", part, ordinal)
    if any(w.category not in MODIFIERS for w in rest[:-1]):
        return None
    label = " ".join(([owner] if owner else []) + [w.text for w in rest])
    return Thing(label.casefold(), label)


def _noun(word: Word) -> bool:
    """A singular noun, or a verb's noun reading after its article ("the play")."""
    if "NN" not in word.tags:
        return False
    return word.category == "noun" or word.category.startswith("verb")


def _name(word: Word) -> bool:
    """A name, or a capitalised word that is also a first name ("Tom"; ADR 0034)."""
    return word.category == "name" or (word.text[:1].isupper() and bool(word.attr("name_gender")))


def _ordinal(word: Word) -> int | None:
    """ "first", "third"; "second" is also a time unit in the lexicon, so its text is read too."""
    if word.category == "ordinal_word" and word.attr("value").isdigit():
        return int(word.attr("value"))
    if word.text.casefold() == "second":
        return 2
    return None


def _amount(number: Word, unit: Word) -> tuple[Fraction, Unit] | None:
    """ "66 pages": a whole count of a plain noun; "2 hours", "12 feet": a time or length unit."""
    value = plain_number(number)
    if value is None or value <= 0:
        return None
    if unit.category == "noun":
        if value.denominator != 1 or ("NNS" if value > 1 else "NN") not in unit.tags:
            return None
        return value, Unit(unit.lemma.casefold())
    if unit.category == "unit_noun" and unit.attr("dimension").startswith(TIMED):
        factor = Fraction(unit.attr("factor", "1"))
        return value, Unit(unit.lemma.casefold(), (), unit.attr("dimension"), factor)
    return None


@dataclass(frozen=True, slots=True)
class Asked:
    things: tuple[Thing, ...]  # one for a value, two for a difference (the first less the second)
    unit_head: str  # "" when the question names no unit
    aggregate: bool = False
    holding: bool = False  # "how many pages does it have", "how many pages are in it": a count it holds


def _question(words: tuple[Word, ...]) -> Asked | None:
    if len(words) < 4 or words[0].lemma.casefold() != "how":
        return None
    aggregate = False
    if words[-1].category == "aggregate_marker":
        aggregate, words = True, words[:-1]  # "altogether", "in total"
        if words[-1].category == "prep_in":
            words = words[:-1]
    elif len(words) > 2 and words[-2].category == "prep_in" and words[-1].text.casefold() in AGGREGATES:
        aggregate, words = True, words[:-2]  # "in all", "in total"
    head = words[1]
    if _long(head) and words[2].category == "copula":  # "How long is the book"
        thing = _thing(words[3:])
        return None if thing is None else Asked((thing,), "", aggregate)
    if head.category != "question_quantity":
        return None
    rest = words[2:]
    more = bool(rest) and rest[0].category == "comparative" and rest[0].attr("direction") == "up"
    if more:
        rest = rest[1:]
    unit_head = ""
    if rest and rest[0].category in ("noun", "unit_noun"):
        if head.attr("kind") != "count":
            return None
        unit_head, rest = rest[0].lemma.casefold(), rest[1:]
    elif head.attr("kind") == "count":
        return None  # "how many" names what it counts
    if len(rest) < 2:
        return None
    if _long(rest[0]) and rest[1].category == "copula" and not more and unit_head:  # "how many pages long is"
        thing = _thing(rest[2:])
        return None if thing is None else Asked((thing,), unit_head, aggregate)
    longer = rest[0].category == "measure_adjective" and rest[0].lemma.casefold() == LONG
    if longer and "JJR" in rest[0].tags and rest[1].category == "copula" and not more and not aggregate:
        pair = _than(rest[2:])  # "how much longer is A than B"
        return None if pair is None else Asked(pair, unit_head)
    if not unit_head:
        return None
    if rest[0].category == "auxiliary" and rest[0].text.casefold() in ("does", "did"):
        if rest[-1].category == "verb_possess" and rest[-1].lemma.casefold() in ("have", "contain"):
            if more:
                return None  # "how many more pages does A have" names no one to compare with
            thing = _thing(rest[1:-1])  # "how many pages does the book have"
            return None if thing is None else Asked((thing,), unit_head, aggregate, True)
        verbs = [i for i, w in enumerate(rest) if w.category == "verb_possess"]
        if not more or aggregate or len(verbs) != 1 or rest[verbs[0]].lemma.casefold() != "have":
            return None
        first = _thing(rest[1 : verbs[0]])  # "how many more pages does A have than B"
        after = rest[verbs[0] + 1 :]
        if first is None or not after or after[0].category != "than_marker":
            return None
        second = _thing(after[1:])
        if second is None or second.key == first.key:
            return None
        return Asked((first, second), unit_head, holding=True)
    if rest[0].category == "copula" and not more:  # "how many pages are there in the book"
        at = 2 if len(rest) > 2 and rest[1].category == "existential" else 1
        if len(rest) <= at or rest[at].category != "prep_in":
            return None
        thing = _thing(rest[at + 1 :])
        return None if thing is None else Asked((thing,), unit_head, aggregate, True)
    return None


def _than(words: tuple[Word, ...]) -> tuple[Thing, Thing] | None:
    than = [i for i, w in enumerate(words) if w.category == "than_marker"]
    if len(than) != 1:
        return None
    first, second = _thing(words[: than[0]]), _thing(words[than[0] + 1 :])
    if first is None or second is None or first.key == second.key:
        return None
    return first, second


def _known(key: str, lengths: tuple[Length, ...], wholes: tuple[Whole, ...]) -> Known | None:
    """A thing's length: stated once, or the sum over the parts of a counted whole."""
    stated = [x for x in lengths if x.thing.key == key]
    counted = [w for w in wholes if w.thing.key == key]
    if len(stated) + len(counted) != 1:
        return None  # unknown, stated twice, or both stated and counted
    if stated:
        return Known(stated[0].value, (stated[0],))
    whole = counted[0]
    parts = [x for x in lengths if x.thing.part == whole.part]
    ordinals = sorted(x.thing.ordinal for x in parts)
    if ordinals == [EACH]:
        return Known(whole.count * parts[0].value, tuple(parts), whole)
    if ordinals != list(range(1, whole.count + 1)):
        return None  # a part with no length, a part stated twice, or 'each' beside a numbered part
    return Known(sum((x.value for x in parts), Fraction(0)), tuple(parts), whole)


def _answer(
    lengths: tuple[Length, ...], wholes: tuple[Whole, ...], asked: Asked, si: int, ti: int
) -> Answer | None:
    unit = lengths[0].unit
    if any(x.unit != unit for x in lengths) or asked.unit_head not in ("", unit.head):
        return None  # mixed units, or a question in another unit
    for whole in wholes:
        parts = [x for x in lengths if x.thing.part == whole.part]
        if any(x.thing.ordinal > whole.count for x in parts) or len(wholes) > 1:
            return None  # a fourth chapter of a book of three: the story contradicts itself
    known = [_known(t.key, lengths, wholes) for t in asked.things]
    if any(k is None for k in known):
        return None
    found: list[Known] = known  # type: ignore[assignment]
    sequence = all(x.sequence for x in lengths)
    if asked.holding and not sequence:
        return None  # "the wall is 20 bricks long" does not count the bricks of a wall laid in rows
    if any(k.whole is not None for k in found) and not (sequence or unit.dimension == "time"):
        return None  # a table's 4 legs are not laid end to end: lengths in space do not add up to the whole
    if asked.aggregate and not (len(found) == 1 and found[0].whole is not None):
        return None  # "altogether" sums parts; over one stated length it has nothing to add
    used = {x for k in found for x in k.lengths}
    parts_used = {x.thing.part for x in used if x.thing.part}
    for x in lengths:
        if x not in used and not (x.thing.part and x.thing.part in parts_used):
            return None  # a stated length the answer does not read (a sibling part asked beside it may stand)
    for whole in wholes:
        if whole.part not in parts_used:
            return None  # a counted whole whose parts the answer never reads
    if len(found) == 2:
        value = found[0].value - found[1].value
        if value <= 0:
            return None  # "how much longer is A than B" with A not longer
    else:
        value = found[0].value
    if not unit.dimension and value.denominator != 1:
        return None
    return _built(asked, found, value, unit, si, ti)


def _built(asked: Asked, found: list[Known], value: Fraction, unit: Unit, si: int, ti: int) -> Answer:
    key = f"measure:{LONG}+{unit.dimension or 'count'}+{unit.head}"
    things = {x.thing.key: x.thing for k in found for x in k.lengths}
    wholes = [k.whole for k in found if k.whole is not None]
    for w in wholes:
        things[w.thing.key] = w.thing
    entities = tuple(EntityRef(t.key, t.label, "neuter", "singular", "thing", si) for t in things.values())
    units = [UnitSpec(key, f"{unit.head} ({LONG})", unit.dimension, not unit.dimension)]
    events = [
        Event(
            x.thing.key,
            key,
            "hold",
            1,
            x.value,
            "",
            (x.sentence_index, 0),
            x.sentence_index,
            x.token_index,
            x.text,
        )
        for k in found
        for x in k.lengths
    ]
    steps = [f"{x.thing.label} is {fmt(x.value)} {unit.head} {LONG}" for k in found for x in k.lengths]
    numbers = [(x.sentence_index, x.token_index) for k in found for x in k.lengths]
    for w in wholes:
        parts = f"{w.part}:count"
        units.append(UnitSpec(parts, w.part, "", True))
        events.append(
            Event(
                w.thing.key,
                parts,
                "hold",
                1,
                Fraction(w.count),
                "",
                (w.sentence_index, 0),
                w.sentence_index,
                w.token_index,
                w.text,
            )
        )
        numbers.append((w.sentence_index, w.token_index))
    for k in found:
        if k.whole is None:
            continue
        if len(k.lengths) == 1 and k.lengths[0].thing.ordinal == EACH:
            steps.append(f"{k.whole.count} x {fmt(k.lengths[0].value)} = {fmt(k.value)} {unit.head}")
        else:
            steps.append(f"{' + '.join(fmt(x.value) for x in k.lengths)} = {fmt(k.value)} {unit.head}")
    if len(found) == 2:
        steps.append(f"{fmt(found[0].value)} - {fmt(found[1].value)} = {fmt(value)} {unit.head}")
    kind = "difference" if len(found) == 2 else ("total" if wholes else "value")
    question = QuestionTarget(kind, tuple(t.key for t in asked.things), unit, si, ti)
    graph = MathProblemGraph(
        entities,
        tuple(units),
        tuple(events),
        question,
        (key,),
        Fraction(1),
        unit.head,
        tuple(numbers),
    )
    trace = canonical_hash({"graph": graph, "steps": tuple(steps), "value": value})
    return Answer(value, unit.head, graph, tuple(steps), trace)


__all__ = ["Answer", "read_counted_lengths"]
