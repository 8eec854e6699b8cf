"""One doer's two acts of moving, compared: "Stanley ran 0.4 mile and walked 0.2 mile" (ADR 0203).

"How much farther did Stanley run than walk?" compares two acts of one doer,
not two doers, so ADR 0186's distances (one verb, several doers) cannot read
it: here each act is keyed by its verb and the question names both verbs.
Tried only when the ordinary reading refused, and only for a problem made of
nothing but:

- "<A> <verb>ed N <length unit>", clauses joined by 'and' (or ', and', 'and
  then'); a clause after 'and' may leave its subject out (it is the one
  before), or say 'he'/'she' for the one doer named; "0.4 of a mile" is 0.4
  mile when the number is below one;
- one question: "How much farther|further|more|longer did A <verb> than
  <verb>?", "How many more <unit> did A <verb> than <verb>?", "How many
  <unit> farther ...", or with less|shorter (the second act less the first).

Exactly one doer and exactly two acts of two different motion verbs
(``motion`` travel/any), both in the question, one tense throughout (did with
a past story, does with a present one), one unit and a positive difference.
A second doer, a third act, an act of one verb told twice, another unit, a
negation or any other word leaves the first refusal standing.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from packs.model import Lexicon
from reader.answer import Answer
from reader.distances import Covered, _direction, _moving
from reader.measure_attributes import _amount, _gender, _subject, _words, measure_answer
from reader.measure_changes import resolve
from reader.measure_comparisons import solve
from reader.rules.context import Word
from reader.tokenise import split_sentences

TENSES = {"did": "VBD", "does": "VBZ"}  # the question's auxiliary and the story's tense it asks about


@dataclass(frozen=True, slots=True)
class Act:
    """One act: the doer, the verb's lemma and tense, and the distance covered."""

    doer: str
    lemma: str
    tense: str
    covered: Covered


@dataclass(frozen=True, slots=True)
class Asked:
    verbs: tuple[str, str]  # the act that went farther, then the other
    unit_head: str
    tense: str
    sentence_index: int
    token_index: int


def distance_after(words: tuple[Word, ...]) -> tuple[Fraction, object, Word] | None:
    """ "0.4 mile", "0.4 of a mile": the value, the unit and the number's word; anything else None.

    "N of a <unit>" is read only for N below one: "0.75 of a mile" is three quarters of one mile,
    while "3 of a mile" says nothing sensible."""
    if len(words) == 2:
        found = _amount(words[0], words[1], "length")
        return None if found is None else (found[0], found[1], words[0])
    if len(words) == 4 and words[1].category == "prep_of" and words[2].text.casefold() == "a":
        if "NN" not in words[3].tags:
            return None
        found = _amount(words[0], words[3], "length")
        if found is None or not 0 < found[0] < 1:
            return None
        return found[0], found[1], words[0]
    return None


def _clauses(words: tuple[Word, ...]) -> list[tuple[Word, ...]]:
    """Split at each 'and' (a comma before it and a 'then' after it belong to the join)."""
    parts: list[tuple[Word, ...]] = []
    start = 0
    for i, w in enumerate(words):
        if w.category == "conjunction" and w.text.casefold() == "and":
            left = words[start:i]
            parts.append(left[:-1] if left and left[-1].text == "," else left)
            start = i + 1
    parts.append(words[start:])
    return [_without_then(p) for p in parts]


def _without_then(words: tuple[Word, ...]) -> tuple[Word, ...]:
    if words and words[0].category == "time_marker" and words[0].attr("relation") == "next":
        return words[1:]  # "and then walked ...": the story's order, which changes nothing here
    return words


def _acts(sentences, lexicon: Lexicon) -> tuple[list[Act], dict[str, str]] | None:
    """Every act told before the question and the doers named (with their gender); None when any
    clause is something else."""
    acts: list[Act] = []
    named: dict[str, str] = {}
    for si, sentence in enumerate(sentences):
        words = _words(sentence, lexicon)
        if words is None or sentence.is_question:
            return None
        doer = ""
        for n, part in enumerate(_clauses(words)):
            verbs = [i for i, w in enumerate(part) if _moving(w)]
            if len(verbs) != 1:
                return None
            v = verbs[0]
            verb = part[v]
            tense = next((t for t in ("VBD", "VBZ") if t in verb.tags), "")
            found = distance_after(part[v + 1 :])
            if not tense or found is None:
                return None
            if v == 0:
                if n == 0 or not doer:
                    return None  # no subject to share: only a later clause of a sentence leaves it out
            else:
                subject = _subject(part[:v])
                if subject is None:
                    return None
                key = resolve(subject[0], named)
                if key is None:
                    return None
                named.setdefault(key, _gender(part[:v]))
                doer = key
            value, unit, number = found
            covered = Covered(doer, f"{doer}'s {verb.lemma}", value, unit, si, number.index, number.text)  # type: ignore[arg-type]
            acts.append(Act(doer, verb.lemma.casefold(), tense, covered))
    return acts, named


def _question(words: tuple[Word, ...], si: int) -> tuple[Asked, tuple[Word, ...]] | None:
    """ "How much farther did Stanley run than walk?": the doer (unresolved) and the two verbs in order."""
    if len(words) < 6 or words[0].lemma.casefold() != "how" or words[1].category != "question_quantity":
        return None
    rest = words[2:]
    unit_head = ""
    sign = 0
    if words[1].attr("kind") == "count":  # "how many more miles", "how many miles farther"
        if rest[0].category == "comparative":
            sign, rest = _direction(rest[0]), rest[1:]
        if not rest or rest[0].category != "unit_noun":
            return None
        unit_head, rest = rest[0].lemma.casefold(), rest[1:]
    elif words[1].attr("kind") != "amount":
        return None
    if not sign and rest and rest[0].category != "auxiliary":
        sign, rest = _direction(rest[0]), rest[1:]
    if not sign or len(rest) < 5 or rest[0].category != "auxiliary":
        return None
    tense = TENSES.get(rest[0].text.casefold())
    if tense is None:
        return None
    if not (_moving(rest[-3]) and rest[-2].category == "than_marker" and _moving(rest[-1])):
        return None
    first, second = rest[-3], rest[-1]
    if "VB" not in first.tags or "VB" not in second.tags:
        return None
    who = rest[1:-3]
    lemmas = (first.lemma.casefold(), second.lemma.casefold())
    if lemmas[0] == lemmas[1]:
        return None
    ordered = lemmas if sign > 0 else (lemmas[1], lemmas[0])
    return Asked(ordered, unit_head, tense, si, words[1].index), who


def read_two_acts(text: str, lexicon: Lexicon) -> Answer | None:
    """The difference between one doer's two acts of moving, when that is all the problem says."""
    sentences = split_sentences(text)
    if len(sentences) < 2 or not sentences[-1].is_question:
        return None
    question = _words(sentences[-1], lexicon)
    if question is None:
        return None
    found = _question(question, len(sentences) - 1)
    if found is None:
        return None
    asked, who = found
    told = _acts(sentences[:-1], lexicon)
    if told is None:
        return None
    acts, named = told
    if len(acts) != 2 or len(named) != 1:
        return None  # one act, a third the question does not read, or a second doer
    (doer,) = named
    subject = _subject(who)
    if subject is None or resolve(subject[0], named) != doer:
        return None  # the question asks about someone else, or a pronoun of the other gender
    by_verb = {a.lemma: a for a in acts}
    if set(by_verb) != set(asked.verbs) or any(a.tense != asked.tense for a in acts):
        return None  # an act of one verb told twice, a verb not told, or the tenses disagree
    unit = acts[0].covered.unit
    if any(a.covered.unit != unit for a in acts) or asked.unit_head not in ("", unit.head):
        return None  # no conversion is guessed: "ran 2 miles and walked 800 yards" keeps its refusal
    keys = tuple(f"{doer}#{lemma}" for lemma in asked.verbs)
    facts = tuple(
        Covered(k, *_rest(by_verb[lemma].covered)) for k, lemma in zip(keys, asked.verbs, strict=True)
    )
    known = solve(tuple((f.entity, f.value, f.label) for f in facts), ())
    if known is None:
        return None
    values = [known[k].value for k in keys]
    value = values[0] - values[1]
    if value <= 0:
        return None  # "how much farther did he walk than run" when he ran farther: the question disagrees
    return measure_answer("difference", keys, unit, asked, facts, (), known, "far", values, value)


def _rest(c: Covered) -> tuple:
    return c.label, c.value, c.unit, c.sentence_index, c.token_index, c.text


__all__ = ["distance_after", "read_two_acts"]
