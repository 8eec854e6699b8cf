"""Several flat things of one size: "Tom's rooms are 10 feet long and 8 feet wide. He has 3 rooms." (ADR 0213)

ADR 0169 reads one flat thing's two sides. A plural thing told with two sides
in one clause ("<owner>'s rooms are N <unit> long and N <unit> wide", or
"Each <room> is ...") says the size of every one of a set; alone it leaves the
set's size open, so that reading refuses it. This reading adds the one missing
fact, how many there are ("He has 3 rooms (in all)", "There are 3 rooms"; a
statement of its own or a fronted "If ..." of the question), and answers only
a question about the whole set's area:

- "How much <stuff> | How many square <unit> (of <stuff>) does <doer> need to
  cover the floors of all (the) <rooms> | all (of) (the|his) <rooms> | all of them?"
- "What is the (total) area of all (the) <rooms>?"

The answer is length x width x count, in square units. The count must name the
measured things (the same noun) and be a whole number of at least two; its
holder, the question's doer and the things' owner must be one person (a name
or a pronoun whose gender does not disagree). The sides must be one along and
one across (the adjectives' `axis`), in one unit. A question about one of the
things, a count of something else, a second count, two units, or any other word
leave the first refusal standing.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from packs.model import Lexicon
from reader.answer import Answer
from reader.derivation import fmt
from reader.flat_figures import (
    Side,
    SidesGraph,
    _adjective_sides,
    _condition,
    _name,
    _owner_pronoun,
    asked_cover,
    plain_value,
    sides_answer,
)
from reader.lifecycle import sentence_words
from reader.rules.context import Word
from reader.tokenise import split_sentences
from reader.values import Unit

PLURAL_COPULAS = ("are", "were")
SINGULAR_COPULAS = ("is", "was")
NOUN_WORDS = frozenset({"noun", "adjective"})  # "the small rooms"


@dataclass(frozen=True, slots=True)
class Owner:
    """Who the things belong to or who speaks of them: a name, a pronoun, or nobody ("")."""

    name: str  # casefolded name, "" for a pronoun or nobody
    gender: str  # "" when none is said or 'any'
    pronoun: bool


@dataclass(frozen=True, slots=True)
class Figures:
    """Every one of a set of things: the noun, its owner, its two sides and their unit."""

    noun: str
    owner: Owner | None
    label: str
    sides: tuple[Side, Side]
    unit: Unit


@dataclass(frozen=True, slots=True)
class Count:
    """How many of the things there are, who holds them, and where it was said."""

    noun: str
    value: Fraction
    holder: Owner | None  # None for "there are N rooms"
    sentence_index: int
    token_index: int
    text: str


def read_counted_figures(text: str, lexicon: Lexicon) -> Answer | None:
    """The area of a whole set of same-sized flat things, when the problem is exactly that."""
    sentences = split_sentences(text)
    if len(sentences) < 2 or len(sentences) > 3 or not sentences[-1].is_question:
        return None
    found = [sentence_words(s, lexicon) for s in sentences]
    if any(w is None for words in found for w in words):
        return None
    last = len(found) - 1
    condition, question = _condition(found[-1])  # type: ignore[arg-type]
    statements = [(i, w) for i, w in enumerate(found[:-1])] + ([(last, condition)] if condition else [])
    if len(statements) != 2:
        return None
    figures = [f for si, w in statements if (f := _figures(w, si)) is not None]  # type: ignore[arg-type]
    counts = [c for si, w in statements if (c := _count(w, si)) is not None]  # type: ignore[arg-type]
    if len(figures) != 1 or len(counts) != 1:
        return None  # not one measured set and one count of it
    figure, count = figures[0], counts[0]
    if count.noun != figure.noun or count.value < 2 or count.value.denominator != 1:
        return None  # a count of other things, or no whole set of several
    person = _person(figure.owner, count.holder)
    if person is False:
        return None  # the things' owner and the count's holder are not one person
    if not _whole_area_question(question, figure, person):
        return None
    return _built(figure, count, last, question[0].index)


def _figures(words: tuple[Word, ...], si: int) -> Figures | None:
    """ "Tom's rooms are 10 feet long and 8 feet wide", "Each room is ...", "Each of his rooms is ..."."""
    verbs = [i for i, w in enumerate(words) if w.category == "copula"]
    if len(verbs) != 1:
        return None
    v = verbs[0]
    subject, copula = words[:v], words[v].text.casefold()
    if subject and subject[0].category == "distributive":  # "each room is", "each of his rooms is"
        if copula not in SINGULAR_COPULAS:
            return None
        rest = subject[1:]
        if rest and rest[0].category == "prep_of":
            found = _things(rest[1:], plural=True)
        else:
            found = _things(rest, plural=False, bare=True)
    elif copula in PLURAL_COPULAS:
        found = _things(subject, plural=True)
    else:
        return None
    if found is None:
        return None
    sides = _adjective_sides(words[v + 1 :], si)
    if sides is None:
        return None
    (first, unit_a), (second, unit_b) = sides
    if unit_a != unit_b or sorted(s.axis for s in (first, second)) != ["across", "along"]:
        return None  # two units, or no flat figure ("long and deep")
    noun, owner = found
    label = " ".join(w.text for w in subject)
    return Figures(noun, owner, label, (first, second), unit_a)


def _things(words: tuple[Word, ...], plural: bool, bare: bool = False) -> tuple[str, Owner | None] | None:
    """ "Tom's rooms", "his rooms", "the rooms", "room" (after 'each'): the noun and its owner."""
    owner: Owner | None = None
    rest = words
    if len(words) >= 3 and _name(words[0]) and words[1].category == "possessive_marker":
        owner, rest = _named(words[0]), words[2:]
    elif words and _owner_pronoun(words[0]):
        owner, rest = Owner("", _gender(words[0]), True), words[1:]
    elif words and words[0].category == "article" and words[0].attr("definite") == "true":
        rest = words[1:]
    elif not bare:
        return None
    if not rest or any(w.category not in NOUN_WORDS for w in rest) or rest[-1].category != "noun":
        return None
    if ("NNS" if plural else "NN") not in rest[-1].tags:
        return None
    return rest[-1].lemma.casefold(), owner


def _count(words: tuple[Word, ...], si: int) -> Count | None:
    """ "He has 3 rooms (in all)", "Ana owns 4 rooms in total", "There are 3 rooms (in all)"."""
    if (
        len(words) == 6
        and words[-2].category == "prep_in"
        and (words[-1].category == "aggregate_marker" or words[-1].attr("selects") == "all")
    ):
        words = words[:-2]  # "in all", "in total": the whole set, as said anyway
    if len(words) != 4:
        return None
    who, verb, number, noun = words
    value = plain_value(number)
    if value is None or noun.category != "noun" or "NNS" not in noun.tags:
        return None
    holder: Owner | None = None
    if who.category == "existential":
        if verb.category != "copula" or verb.text.casefold() not in PLURAL_COPULAS:
            return None
    elif verb.category == "verb_possess" and {"VBZ", "VBD"} & set(verb.tags):
        holder = _doer(who)
        if holder is None:
            return None
    else:
        return None
    return Count(noun.lemma.casefold(), value, holder, si, number.index, number.text)


def _doer(word: Word) -> Owner | None:
    """A name, or a singular subject pronoun."""
    if _name(word):
        return _named(word)
    if word.category == "pronoun" and word.attr("case") == "subject" and word.attr("number") == "singular":
        if word.attr("person") != "3":
            return None
        return Owner("", _gender(word), True)
    return None


def _named(word: Word) -> Owner:
    gender = word.attr("gender") or word.attr("name_gender")
    return Owner(word.text.casefold(), "" if gender == "any" else gender, False)


def _gender(word: Word) -> str:
    gender = word.attr("gender")
    return "" if gender == "any" else gender  # 'its' stays neuter: a thing, never a person


def _person(owner: Owner | None, holder: Owner | None) -> Owner | None | bool:
    """The one person the problem speaks of (None for nobody); False when owner and holder differ."""
    if owner is None or holder is None:
        return owner or holder
    if not _agree(owner, holder):
        return False
    return owner if not owner.pronoun else holder


def _agree(owner: Owner, other: Owner) -> bool:
    """One person: the same name, or a pronoun whose gender does not disagree with the other's."""
    if not owner.pronoun and not other.pronoun:
        return owner.name == other.name
    return not (owner.gender and other.gender and owner.gender != other.gender)


def _whole_area_question(words: tuple[Word, ...], figure: Figures, person: Owner | None) -> bool:
    """ "How much carpet does he need to cover the floors of all the rooms?", "What is the total area of all the rooms?" """
    if len(words) < 6 or words[0].category != "question_word":
        return False
    if words[0].lemma.casefold() == "what":
        copula, article = words[1:3]
        rest = words[3:]
        if copula.category != "copula" or copula.text.casefold() not in SINGULAR_COPULAS:
            return False
        if article.category != "article" or article.attr("definite") != "true":
            return False
        if rest and rest[0].category == "aggregate_marker":
            rest = rest[1:]  # "the total area": of all of them, as said anyway
        if len(rest) < 3 or rest[0].attr("figure") != "area" or rest[1].category != "prep_of":
            return False
        return _all_of(rest[2:], figure, person)
    rest = asked_cover(words, figure.unit.head)
    if (
        rest is None
        or len(rest) < 6
        or rest[0].category != "auxiliary"
        or rest[0].text.casefold() not in ("does", "did", "will")
    ):
        return False
    doer = _doer(rest[1])
    if doer is None or (person is not None and not _agree(person, doer)):
        return False
    need, to, cover = rest[2:5]
    if need.category != "verb_need" or to.text.casefold() != "to" or cover.attr("surface") != "lay":
        return False
    if "VB" not in cover.tags:
        return False
    covered = rest[5:]
    if (  # "the floors of all the rooms": the tops of every one of them
        len(covered) > 3
        and covered[0].category == "article"
        and covered[1].category == "noun"
        and covered[1].attr("surface") == "top"
        and "NNS" in covered[1].tags
        and covered[2].category == "prep_of"
    ):
        covered = covered[3:]
    return _all_of(covered, figure, person)


def _all_of(words: tuple[Word, ...], figure: Figures, person: Owner | None) -> bool:
    """ "all (of) (the|his) rooms", "all of them": every one of the measured things."""
    if not words or words[0].category != "determiner" or words[0].attr("selects") != "all":
        return False
    rest = words[1:]
    if rest and rest[0].category == "prep_of":
        rest = rest[1:]
    if len(rest) == 1 and rest[0].category == "pronoun":
        return rest[0].attr("number") == "plural" and rest[0].attr("case") in (
            "object",
            "object_or_possessive",
        )
    found = _things(rest, plural=True, bare=True)
    if found is None or found[0] != figure.noun:
        return False
    owner = found[1]
    if owner is None or person is None:
        return owner is None  # "all the rooms"; "all his rooms" needs someone he is
    return _agree(person, owner)


def _built(figure: Figures, count: Count, si: int, at: int) -> Answer:
    first, second = figure.sides
    unit = figure.unit
    head = unit.head
    value = first.value * second.value * count.value
    answer_unit = f"square {head}"
    entity = "+".join(((figure.owner.name,) if figure.owner and figure.owner.name else ()) + (figure.noun,))
    steps = (
        f"each {figure.noun} is {fmt(first.value)} {head} {first.adjective} and {fmt(second.value)} {head} {second.adjective}",
        f"{fmt(first.value)} x {fmt(second.value)} = {fmt(first.value * second.value)} square {head} each",
        f"{fmt(first.value * second.value)} x {fmt(count.value)} {figure.noun}s = {fmt(value)} square {head}",
    )
    return sides_answer(
        SidesGraph(entity, figure.label, "plural", (first, second), unit, "scaled", si, at),
        (first.adjective, second.adjective),
        (first.adjective, second.adjective),
        ((count.sentence_index, count.token_index),),
        (value, answer_unit, steps),
    )


__all__ = ["read_counted_figures"]
