"""'How far did she walk?', 'How long did she walk?': a length or a duration asked in the story's own unit.

A speed read earlier ("at 3 miles per hour", "walks 2 miles per hour") names the one length unit and
the one time unit the story measures its motion in. 'How far' then asks "how many <that length
unit>" and 'how long' "how many <that time unit>", and the question reads on as such a question
does (ADR 0099). With no speed read, or with two length units or two time units in the story, the
words keep their old reading (and usually refuse): a length the story never used is not guessed.
"""

from __future__ import annotations

from dataclasses import replace

from reader.rules.context import Result, Word, payload, previous_category, with_payload
from reader.state import ProblemReadingState, SentenceReadingState
from reader.values import QuestionPart, Unit


def _length(unit: Unit | None) -> bool:
    return unit is not None and unit.dimension.startswith("length")


def _story(s: SentenceReadingState, p: ProblemReadingState) -> tuple[list[Unit], list[Unit], bool]:
    """The length units and time units of every amount read so far, and whether a speed was among them.

    A condition clause before the question ("If she walked 6 miles at 3 miles per hour, how long ...")
    is still in the sentence, not yet in the problem, so its amounts are read from there.
    """
    amounts = [h.quantity for h in p.accumulated_initial_state] + [
        o.quantity for o in p.accumulated_operations
    ]
    pers: list[Unit] = [q.per for q in amounts if q.per is not None]
    sped = any(_length(q.unit) and q.per is not None and q.per.dimension == "time" for q in amounts)
    for finished in payload(s).finished_clauses:
        body = finished.clause
        amounts += list(body.quantities)
        if body.per_unit is not None:
            pers.append(body.per_unit)
            sped = sped or (
                body.per_unit.dimension == "time" and any(_length(q.unit) for q in body.quantities)
            )
    units = [q.unit for q in amounts if q.unit is not None] + pers
    lengths = [u for u in units if _length(u)]
    times = [u for u in units if u.dimension == "time"]
    return lengths, times, sped


def _one(units: list[Unit]) -> Unit | None:
    heads = {(u.head, u.modifiers) for u in units}
    return units[0] if len(heads) == 1 else None


def asked_unit(s: SentenceReadingState, p: ProblemReadingState, lemma: str) -> Unit | None:
    """The story's one length unit ('far') or one time unit ('long') when a speed was read, else None."""
    lengths, times, sped = _story(s, p)
    if not sped:
        return None
    return _one(lengths if lemma == "far" else times)


def speed_question(s: SentenceReadingState, p: ProblemReadingState, word: Word) -> Result | None:
    """'How far' / 'How long' right after 'How' in a question about a speed story, else None."""
    if s.frame != "question" or s.expectation != "how" or previous_category(s) != "question_word":
        return None
    if word.lemma not in ("far", "long"):
        return None
    unit = asked_unit(s, p, word.lemma)
    if unit is None:
        return None
    part = QuestionPart("amount", word.index, unit, motion=True)
    return replace(with_payload(s, question=part), expectation="question_aux")
