"""The length of a person's trip: "Oscar's bus ride to school is 0.75 mile" (ADR 0203).

A noun that is a moving verb's noun use (ride, walk, drive, run, swim, jump:
``motion`` travel/any) names an act of going somewhere, and a trip has one
measure in space, its length; so "is 0.75 mile" needs no 'long' to say which
measure it is (a rope or a room would: long, wide or tall?). The problem is
read as ADR 0101's stated measures, only when the ordinary reading refused and
the whole problem is made of nothing but:

- "<Name>'s [nouns] <trip noun> [to [the] <place>] is|was N <length unit>"
  ("0.75 of a mile" too, for a number below one), two joined by 'and'; after
  'and' the trip may be left out when the owner alone is said ("... and
  Charlie's is 0.25 mile": the trip named just before);
- one question: "How much|many <unit> longer|farther|further is|was A than
  B?", "How much shorter ...?" (B less A), or "How far is A?" ("How long is
  A?" may ask the trip's time, so it keeps its refusal); the
  second trip may again be the owner alone ("than Charlie's").

A trip asked without its place is the one trip of that owner and noun told;
asked with a place, the place must be the one told. Every trip told must be
asked, each owner's trip told once, in one unit (no conversion), and a
difference must be positive; anything else leaves the first refusal standing.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from packs.model import Lexicon
from reader.answer import Answer
from reader.distances import Covered, _moving
from reader.measure_attributes import _name, _words, measure_answer
from reader.measure_comparisons import solve
from reader.rules.context import Word
from reader.tokenise import split_sentences
from reader.two_acts import distance_after

MODIFIERS = frozenset({"noun", "adjective"})  # "bus ride", "morning walk"


@dataclass(frozen=True, slots=True)
class Trip:
    """A trip named by its owner and its noun phrase; ``place`` is "" when none is said."""

    owner: str
    head: str  # "bus ride"
    place: str
    label: str

    @property
    def key(self) -> str:
        return f"{self.owner.casefold()}'s {self.head.casefold()}"


@dataclass(frozen=True, slots=True)
class Told:
    trip: Trip
    value: Fraction
    unit: object
    sentence_index: int
    token_index: int
    text: str


@dataclass(frozen=True, slots=True)
class Asked:
    trips: tuple[Trip, ...]  # one for a length, two for the first less the second
    unit_head: str
    sentence_index: int
    token_index: int


def _trip_noun(word: Word) -> bool:
    return _moving(word) and "NN" in word.tags


def _modifier(word: Word) -> bool:
    """ "bus" in "bus ride", "bike" in "bike ride" (a verb's noun use, as ADR 0186's "jump rope")."""
    return word.category in MODIFIERS or (word.category.startswith("verb") and "NN" in word.tags)


def trip(words: tuple[Word, ...], head: str = "") -> Trip | None:
    """ "Oscar's bus ride to school", or "Charlie's" alone when ``head`` names the trip just before."""
    if len(words) < 2 or not _name(words[0]) or words[1].category != "possessive_marker":
        return None
    owner, rest = words[0].text, words[2:]
    if not rest:
        return Trip(owner, head, "", f"{owner}'s {head}") if head else None
    place = ""
    to = [i for i, w in enumerate(rest) if w.text.casefold() == "to"]
    if to:
        after = rest[to[0] + 1 :]
        if after and after[0].category == "article" and after[0].text.casefold() == "the":
            after = after[1:]
        if len(after) != 1 or after[0].category != "noun" or "NN" not in after[0].tags:
            return None
        place, rest = after[0].text.casefold(), rest[: to[0]]
    if not rest or not _trip_noun(rest[-1]) or not all(_modifier(w) for w in rest[:-1]):
        return None
    named = " ".join(w.text for w in rest)
    label = f"{owner}'s {named}" + (f" to {place}" if place else "")
    return Trip(owner, named, place, label)


def _statements(words: tuple[Word, ...], si: int, head: str) -> list[Told] | None:
    """One or two trips' lengths; the second may name its owner only."""
    joins = [i for i, w in enumerate(words) if w.category == "conjunction" and w.text.casefold() == "and"]
    if len(joins) > 1:
        return None
    parts = [words] if not joins else [words[: joins[0]], words[joins[0] + 1 :]]
    if len(parts) == 2 and parts[0] and parts[0][-1].text == ",":
        parts[0] = parts[0][:-1]
    told: list[Told] = []
    for n, part in enumerate(parts):
        verbs = [i for i, w in enumerate(part) if w.category == "copula"]
        if len(verbs) != 1 or part[verbs[0]].text.casefold() not in ("is", "was"):
            return None
        v = verbs[0]
        named = trip(part[:v], told[0].trip.head if n == 1 and told else "")
        found = distance_after(part[v + 1 :])
        if named is None or found is None:
            return None
        value, unit, number = found
        told.append(Told(named, value, unit, si, number.index, number.text))
    return told


def _longer(word: Word) -> int:
    """+1 for longer/farther/further, -1 for shorter, 0 for anything else."""
    if word.category == "measure_adjective" and "JJR" in word.tags:
        return 1 if word.lemma.casefold() in ("long", "far") else 0
    if word.category == "adjective" and "JJR" in word.tags and word.attr("measure_less") == "length":
        return -1
    return 0


def _question(words: tuple[Word, ...], si: int) -> Asked | None:
    if len(words) < 4 or words[0].lemma.casefold() != "how":
        return None
    head = words[1]
    if head.category == "measure_adjective" and "JJ" in head.tags and head.lemma.casefold() == "far":
        if words[2].category != "copula":
            return None  # "how far is Oscar's walk"; "how long is it" may ask its time, so it is not read
        one = trip(words[3:])
        return None if one is None else Asked((one,), "", si, head.index)
    if head.category != "question_quantity":
        return None
    rest = words[2:]
    unit_head = ""
    if head.attr("kind") == "count":
        if rest[0].category != "unit_noun":
            return None
        unit_head, rest = rest[0].lemma.casefold(), rest[1:]
    elif head.attr("kind") != "amount":
        return None
    if len(rest) < 4 or not _longer(rest[0]) or rest[1].category != "copula":
        return None
    than = [i for i, w in enumerate(rest) if w.category == "than_marker"]
    if len(than) != 1:
        return None
    first = trip(rest[2 : than[0]])
    second = None if first is None else trip(rest[than[0] + 1 :], first.head)
    if first is None or second is None or first.key == second.key:
        return None
    pair = (first, second) if _longer(rest[0]) > 0 else (second, first)
    return Asked(pair, unit_head, si, head.index)


def read_trip_lengths(text: str, lexicon: Lexicon) -> Answer | None:
    """The asked trip's length, or how much longer one trip is than another; else None."""
    sentences = split_sentences(text)
    if len(sentences) < 2 or not sentences[-1].is_question:
        return None
    question = _words(sentences[-1], lexicon)
    asked = None if question is None else _question(question, len(sentences) - 1)
    if asked is None:
        return None
    told: list[Told] = []
    for si, sentence in enumerate(sentences[:-1]):
        words = _words(sentence, lexicon)
        if words is None or sentence.is_question:
            return None
        found = _statements(words, si, "")
        if found is None:
            return None
        told.extend(found)
    keys = [t.trip.key for t in told]
    if len(set(keys)) != len(keys) or sorted(keys) != sorted(t.key for t in asked.trips):
        return None  # a trip told twice, a trip told and not asked, or a trip asked and not told
    by_key = {t.trip.key: t for t in told}
    for one in asked.trips:
        if one.place and one.place != by_key[one.key].trip.place:
            return None  # "Oscar's ride to the park" when his ride to school was told
    unit = told[0].unit
    if any(t.unit != unit for t in told) or asked.unit_head not in ("", unit.head):  # type: ignore[attr-defined]
        return None  # no conversion is guessed
    facts = tuple(
        Covered(t.trip.key, t.trip.label, t.value, t.unit, t.sentence_index, t.token_index, t.text)  # type: ignore[arg-type]
        for t in (by_key[a.key] for a in asked.trips)
    )
    known = solve(tuple((f.entity, f.value, f.label) for f in facts), ())
    if known is None:
        return None
    entities = tuple(f.entity for f in facts)
    values = [known[e].value for e in entities]
    if len(values) == 2:
        value, kind = values[0] - values[1], "difference"
        if value <= 0:
            return None  # "how much longer is A's ride than B's" when A's is not longer
    else:
        value, kind = values[0], "value"
    return measure_answer(kind, entities, unit, asked, facts, (), known, "long", values, value)


__all__ = ["read_trip_lengths", "trip"]
