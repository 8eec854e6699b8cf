"""The answer graph of one person's counted acts, shared by the whole-problem readings that build it.

Companions (ADR 0144), visits (ADR 0163) and priced acts (ADR 0210) each follow one doer through a short
story and sum what the doer did. They differ in what they count and how they name it, not in the graph:
one person, one unit key, one change event for each counted act. Building that graph here keeps their
derivations and hashes of one shape.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from reader.answer import Answer
from reader.canonical import canonical_hash
from reader.graph import Event, MathProblemGraph, UnitSpec
from reader.rules.context import Word
from reader.values import EntityRef, QuestionTarget, Unit
from reader.whole_problem_words import Unread


@dataclass(frozen=True, slots=True)
class Tally:
    """One counted act as the graph records it: the amount it moves and where its number was read."""

    amount: Fraction
    sentence_index: int
    token_index: int
    text: str


@dataclass(frozen=True, slots=True)
class DoerChanges:
    """What the doer's acts change: the unit key and its label, the verb they are filed under, the sign."""

    key: str
    label: str
    unit: str
    verb_category: str
    verb_lemma: str
    sign: int = 1
    kind: str = "change"


def whole_count(word: Word) -> Fraction:
    """A positive whole number said with digits or a number word ("7 times", "three kids"); else Unread."""
    if word.category == "number" and word.shape is not None and word.shape.primitive == "integer":
        value = Fraction(word.shape.value)
    elif word.category == "number_word" and word.attr("value"):
        value = Fraction(word.attr("value"))
    else:
        raise Unread  # "2.5 times", "half", "some"
    if value <= 0 or value.denominator != 1:
        raise Unread
    return value


def doer_answer(
    doer: Word,
    changes: DoerChanges,
    tallies: Sequence[Tally],
    where: tuple[int, int],
    result: tuple[Fraction, tuple[str, ...]],
    extra_positions: tuple[tuple[int, int], ...] = (),
) -> Answer:
    """The Answer for `result` (value, derivation steps) read from one doer's tallied acts."""
    value, steps = result
    name = doer.text.casefold()
    events = tuple(
        Event(
            name,
            changes.key,
            "change",
            changes.sign,
            t.amount,
            "",
            (t.sentence_index, n),
            t.sentence_index,
            t.token_index,
            t.text,
            verb_category=changes.verb_category,
            doer=name,
            verb_lemma=changes.verb_lemma,
        )
        for n, t in enumerate(tallies)
    )
    question = QuestionTarget(
        changes.kind,
        (name,),
        Unit(changes.unit),
        where[0],
        where[1],
        verb_category=changes.verb_category,
        verb_lemma=changes.verb_lemma,
    )
    graph = MathProblemGraph(
        (EntityRef(name, doer.text, "any", "singular", "person", tallies[0].sentence_index),),
        (UnitSpec(changes.key, changes.label, "", True),),
        events,
        question,
        (changes.key,),
        Fraction(1),
        changes.unit,
        tuple((t.sentence_index, t.token_index) for t in tallies) + extra_positions,
    )
    trace = canonical_hash({"graph": graph, "steps": steps, "value": value})
    return Answer(value, changes.unit, graph, steps, trace)


__all__ = ["DoerChanges", "Tally", "doer_answer", "whole_count"]
