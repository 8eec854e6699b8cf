"""A supposed part named by a denied doing: "If 2 of the games didn't work, ..." (ADR 0168).

The 'if' clause of ADR 0117 names its part by a state ("were hiding");
here it names it by a doing denied with do-support ("did not work",
"didn't fit"): a partitive naming the kind, an auxiliary that carries
do-support (`light_verb`), a negation and one base-form verb, nothing
after it. Only the things' own failing is said, so the part splits the
whole and nothing leaves: the question must ask for the rest with an
adjective the lexicon marks `sound` ("how many good games"), or repeat
the denial ("how many games did not work") for the part.

The whole may be several amounts of the kind that one holder came to
have ("bought 16 games from a friend and 8 more at a garage sale"): the
part is of all of them, so the whole is their sum. Any amount of the kind
that someone else has, or that left, leaves the whole unknown.
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

from reader.part_questions import DENIED
from reader.part_subjects import subject
from reader.rules.context import Word
from reader.state import ProblemReadingState
from reader.state_parts import names_kind, plain_count
from reader.values import Operation, QuantityRef

__all__ = ["DENIED", "denied_clause", "summed_whole"]


def denied_clause(
    words: list[Word | None], end: int
) -> tuple[Word, Fraction | None, tuple[Word, ...], Word] | None:
    """ "2 of the games didn't work": number, share, kind words (named by 'of the') and the denied verb."""
    span = words[1:end]
    if len(span) < 6 or any(w is None for w in span):
        return None
    clause = [w for w in span if w is not None]
    aux, negation, verb = clause[-3:]
    if aux.category != "auxiliary" or not aux.attr("light_verb") or negation.category != "negation":
        return None
    if "VB" not in verb.tags or verb.category == "auxiliary":
        return None
    found = subject(words, 1, end - 3)
    if found is None or not found[2]:
        return None  # "2 of them": the kind must be named
    return found[0], found[1], found[2], verb


def summed_whole(problem: ProblemReadingState, kind: tuple[Word, ...]) -> tuple[QuantityRef, str] | None:
    """All amounts of the kind, when each is a plain count one named holder has or came to have.

    "He bought 16 games ... and 8 more": 24 games; "32 adventure books and 37 mystery books" are
    69 books when the partitive names the bare head ("of the books"). A loss, another holder's amount or a rate of
    the kind refuses the sum; a single amount is left to the one-amount reading.
    """
    stated = [(h.quantity, h.entity, not (h.than or h.verb)) for h in problem.accumulated_initial_state] + [
        (o.quantity, _receiver(o), True) for o in problem.accumulated_operations
    ]
    named = [(q, holder) for q, holder, plain in stated if plain and names_kind(kind, q)]
    if len(named) < 2 or not all(plain_count(q) for q, _ in named):
        return None
    unit, holder = named[0][0].unit, named[0][1]
    assert unit is not None
    if not holder or any(who != holder for _, who in named):
        return None
    if any(q.unit != unit for q, _ in named):
        if len(kind) != 1:
            return None  # only the bare head names kinds told apart by their narrowing words
        unit = replace(unit, modifiers=())  # "32 adventure books and 37 mystery books": 69 books
    if sum(1 for q, _, _ in stated if q.unit is not None and q.unit.head == unit.head) != len(named):
        return None
    first = named[0][0]
    total = sum((q.value for q, _ in named if q.value is not None), Fraction(0))
    return QuantityRef(
        total, first.token_index, str(total), unit=unit, sentence_index=first.sentence_index
    ), holder


def _receiver(operation: Operation) -> str:
    """Who came to have the amount: a gain's actor, a transfer's other party ("bought 16 from a friend")."""
    if operation.kind == "gain":
        return operation.actor
    return operation.counterparty if operation.kind == "transfer" else ""
