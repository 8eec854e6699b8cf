"""Distances covered by one act of moving, and compared between doers (ADR 0186).

"The grasshopper jumped 19 inches. The frog jumped 10 inches farther than the
grasshopper. How far did the frog jump?": each doer's distance is the measure of
its own act, so the problem is the chain of measures ADR 0120 solves, with the
verb in place of the measure adjective. It is read only when the ordinary
reading refused and the whole problem is made of nothing but:

- "<A> <verb>ed N <length unit>": a motion verb (``motion`` travel/any) in the
  past or present, its one distance, nothing else;
- "<A> <verb>ed N <unit> farther|further|longer|more|less|lesser|shorter than <B>"
  and "N more|less <unit> than <B>", also in a relative clause on the last doer
  named ("... than the frog who jumped 33 inches farther than ...");
- clauses joined by 'and', and a sentence with no amount and no act of the verb
  at all (a gerund before a noun only: "had a jumping contest");
- one question of the same verb: "How far|How many <unit> did A <verb>?",
  "How much farther|further did A <verb> than B?", "How many more <unit> did A
  <verb> than B?", or a total "How far|much|many <unit> did they|A and B
  <verb> altogether|in all|in total|together?".

Every doer's distance must be fixed exactly once and come out positive; a doer
stated twice (a second act, or two bases) refuses, so several acts are summed
only by a total question over several doers. Every statement must read; one the
question does not use may stay, as the chain is solved in full first.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from fractions import Fraction

from packs.model import Lexicon
from reader.answer import Answer
from reader.measure_attributes import _amount, _subject, _words, measure_answer
from reader.measure_changes import resolve
from reader.measure_comparisons import EVERYONE, Comparison, _listed, solve
from reader.rules.context import Word
from reader.tokenise import split_sentences
from reader.values import Unit

MOVING = frozenset({"travel", "any"})
STATED = frozenset({"VBD", "VBZ"})
TOGETHER = frozenset({"altogether", "together", "combined"})


@dataclass(frozen=True, slots=True)
class Covered:
    """One doer's distance for its act: the doer's key and label, the amount and its unit."""

    entity: str
    label: str
    value: Fraction
    unit: Unit
    sentence_index: int
    token_index: int
    text: str


@dataclass(frozen=True, slots=True)
class Asked:
    entities: tuple[str, ...]
    unit_head: str
    total: bool
    sentence_index: int
    token_index: int


def _moving(word: Word) -> bool:
    return word.category == "verb_activity" and word.attr("motion") in MOVING


def _direction(word: Word) -> int:
    """+1 for a word saying a longer distance, -1 a shorter one, 0 for anything else."""
    if word.category == "measure_adjective" and "JJR" in word.tags and word.attr("dimension") == "length":
        return 1  # farther, further, longer
    if word.category == "comparative":
        return {"up": 1, "down": -1}.get(word.attr("direction"), 0)
    if word.category == "adjective" and "JJR" in word.tags and word.attr("measure_less") == "length":
        return -1  # shorter
    return 0


def _clauses(words: tuple[Word, ...]) -> list[tuple[Word, ...]] | None:
    """Split at 'and' between statements and at 'who' after a doer; the 'who' clause takes that doer."""
    parts: list[tuple[Word, ...]] = []
    start = 0
    for i, w in enumerate(words):
        if w.category == "conjunction" and w.text.casefold() == "and" and i > start:
            left = words[start:i]
            if any(_moving(x) for x in left):
                parts.append(left[:-1] if left[-1].text == "," else left)
                start = i + 1
        elif w.category in ("question_word", "relative_pronoun") and w.text.casefold() == "who":
            left = words[start:i]
            than = [j for j, x in enumerate(left) if x.category == "than_marker"]
            if not than or _subject(left[than[-1] + 1 :]) is None:
                return None  # 'who' on anything but the doer just compared with
            parts.append(left)
            parts.append(left[than[-1] + 1 :] + words[i + 1 :])
            start = len(words)
            break
    if start < len(words):
        parts.append(words[start:])
    return parts


def _statement(words: tuple[Word, ...], si: int, lemma: str):  # noqa: ANN202
    """A Covered, a Comparison, or None; the verb's lemma must be ``lemma`` when one is set."""
    verbs = [i for i, w in enumerate(words) if _moving(w)]
    if len(verbs) != 1 or not STATED & set(words[verbs[0]].tags):
        return None
    v = verbs[0]
    verb = words[v]
    if lemma and verb.lemma.casefold() != lemma:
        return None
    first = _subject(words[:v])
    after = words[v + 1 :]
    if first is None or len(after) < 2:
        return None
    if len(after) == 2:
        found = _amount(after[0], after[1], "length")
        if found is None:
            return None
        return Covered(first[0], first[1], found[0], found[1], si, after[0].index, after[0].text), verb
    if len(after) < 5 or after[3].category != "than_marker":
        return None
    if _direction(after[2]):  # "10 inches farther than", "2 miles more than"
        sign, unit_word = _direction(after[2]), after[1]
    elif after[1].category == "comparative" and _direction(after[1]):  # "2 more miles than"
        sign, unit_word = _direction(after[1]), after[2]
    else:
        return None
    found = _amount(after[0], unit_word, "length")
    second = _subject(after[4:])
    if found is None or second is None or second[0] == first[0]:
        return None
    comparison = Comparison(
        first[0],
        first[1],
        second[0],
        second[1],
        sign,
        found[0],
        found[1],
        Fraction(1),
        "",
        "length",
        si,
        after[0].index,
        after[0].text,
    )
    return comparison, verb


def _scene(words: tuple[Word, ...]) -> bool:
    """A sentence with no amount and no act of moving: "The frog and the mouse had a jumping contest"."""
    for i, w in enumerate(words):
        if w.category in ("number", "number_word", "multiplier", "fraction_word", "negation"):
            return False
        if _moving(w) and not ("VBG" in w.tags and i + 1 < len(words) and words[i + 1].category == "noun"):
            return False
    return True


def _question(words: tuple[Word, ...], si: int, lemma: str) -> Asked | None:
    """ "How far did A jump?", "How much farther did A jump than B?", "How far did they jump in all?"."""
    if len(words) < 4 or words[0].lemma.casefold() != "how":
        return None
    head, rest = words[1], words[2:]
    unit_head = ""
    compared = False
    if head.category == "measure_adjective" and head.lemma.casefold() == "far" and "JJ" in head.tags:
        pass
    elif head.category == "question_quantity" and head.attr("kind") == "amount":
        if rest and _direction(rest[0]) == 1:  # "how much farther"
            compared, rest = True, rest[1:]
    elif head.category == "question_quantity" and head.attr("kind") == "count":
        if rest and rest[0].category == "comparative" and _direction(rest[0]) == 1:
            compared, rest = True, rest[1:]
        if not rest or rest[0].category != "unit_noun":
            return None
        unit_head, rest = rest[0].lemma.casefold(), rest[1:]
    else:
        return None
    if not rest or rest[0].category != "auxiliary" or rest[0].text.casefold() not in ("do", "does", "did"):
        return None
    verbs = [i for i, w in enumerate(rest) if _moving(w)]
    if len(verbs) != 1 or "VB" not in rest[verbs[0]].tags or rest[verbs[0]].lemma.casefold() != lemma:
        return None
    v = verbs[0]
    who, tail = rest[1:v], rest[v + 1 :]
    at = words[1].index
    if compared:
        if len(tail) < 2 or tail[0].category != "than_marker":
            return None
        first, second = _subject(who), _subject(tail[1:])
        if first is None or second is None or first[0] == second[0]:
            return None
        return Asked((first[0], second[0]), unit_head, False, si, at)
    together = (len(tail) == 1 and tail[0].text.casefold() in TOGETHER) or (
        len(tail) == 2 and tail[0].text.casefold() == "in" and tail[1].text.casefold() in ("all", "total")
    )
    if tail and not together:
        return None
    if len(who) == 1 and who[0].category == "pronoun" and who[0].text.casefold() == "they":
        return Asked((EVERYONE,), unit_head, True, si, at) if together else None
    listed = _listed(who, _subject)
    if listed is not None:
        return Asked(listed, unit_head, True, si, at) if together else None
    one = _subject(who)
    if one is None or together:
        return None  # "how far did the frog jump in all": one doer's several acts are not read
    return Asked((one[0],), unit_head, False, si, at)


def read_distances(text: str, lexicon: Lexicon) -> Answer | None:
    """The answer when the whole problem is distances of one motion verb and one question; else None."""
    sentences = split_sentences(text)
    if len(sentences) < 2 or not sentences[-1].is_question:
        return None
    question = _words(sentences[-1], lexicon)
    if question is None:
        return None
    lemmas = {w.lemma.casefold() for w in question if _moving(w)}
    if len(lemmas) != 1:
        return None
    (lemma,) = lemmas
    covered: list[Covered] = []
    comparisons: list[Comparison] = []
    named: dict[str, str] = {}
    for si, sentence in enumerate(sentences[:-1]):
        words = _words(sentence, lexicon)
        if words is None or sentence.is_question:
            return None
        if _scene(words):
            continue
        parts = _clauses(words)
        if parts is None:
            return None
        for part in parts:
            found = _statement(part, si, lemma)
            if found is None:
                return None
            fact, _ = found
            entity = resolve(fact.entity, named)
            if entity is None:
                return None
            if isinstance(fact, Covered):
                covered.append(Covered(entity, *_rest(fact)))
                named.setdefault(entity, "")
            else:
                other = resolve(fact.other, named)
                if other is None:
                    return None
                named.setdefault(entity, "")
                named.setdefault(other, "")
                comparisons.append(_re_keyed(fact, entity, other))
    asked = _question(question, len(sentences) - 1, lemma)
    return None if asked is None else _answer(tuple(covered), tuple(comparisons), asked, named, lemma)


def _rest(fact: Covered) -> tuple:
    return fact.label, fact.value, fact.unit, fact.sentence_index, fact.token_index, fact.text


def _re_keyed(c: Comparison, entity: str, other: str) -> Comparison:
    return replace(c, entity=entity, other=other)


def _answer(
    covered: tuple[Covered, ...],
    comparisons: tuple[Comparison, ...],
    asked: Asked,
    named: dict[str, str],
    lemma: str,
) -> Answer | None:
    """The asked distance, difference or total of the solved chain; None when anything disagrees."""
    if not covered:
        return None
    entities = asked.entities
    if entities == (EVERYONE,):
        entities = tuple(named)
        if len(entities) < 2:
            return None
    unit = covered[0].unit
    units = [c.unit for c in covered] + [c.unit for c in comparisons]
    if any(u != unit for u in units) or asked.unit_head not in ("", unit.head):
        return None  # mixed units, or a question in another unit: no conversion is guessed here
    known = solve(tuple((c.entity, c.value, c.label) for c in covered), comparisons)
    if known is None or set(named) - set(known) or any(e not in known for e in entities):
        return None  # a doer fixed twice, never, or at nothing or less; or asked about an unknown doer
    if len(set(entities)) != len(entities):
        return None
    values = [known[e].value for e in entities]
    if asked.total:
        value, kind = sum(values, Fraction(0)), "total"
    elif len(values) == 2:
        value, kind = values[0] - values[1], "difference"
        if value <= 0:
            return None  # "how much farther did A jump than B" with A's jump not the longer
    else:
        value, kind = values[0], "value"
    return measure_answer(kind, entities, unit, asked, covered, comparisons, known, lemma, values, value)


__all__ = ["read_distances"]
