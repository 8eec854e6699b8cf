"""'ones' after an amount: which earlier noun it repeats (ADR 0182).

"found 5 new ones" names no noun of its own; it repeats one named before. The noun is
borrowed only when exactly one can be meant, looked for nearest first: the last amount
read in this sentence, else the one kind its subject holds or moves in earlier
sentences, else the one counted kind of the whole problem so far. "Sam had 28 socks. He
bought 36 new ones." borrows socks; "Sam had 28 socks and 9 hats. He bought 6 new ones."
refuses, since either could be meant.

The words of 'ones' must not contradict the borrowed noun's own: after "5 red marbles",
"4 blue ones" are not red marbles. The unit keeps no word classes, so 'bottle' in "bottle
caps" cannot be told from 'red'; any word of 'ones' the borrowed noun does not carry
refuses when that noun carries words of its own. After a bare noun ("28 socks"), "36 new
ones" are socks, as the same sentence has always read them.
"""

from __future__ import annotations

from reader.refusals import ReaderRefusal, refuse
from reader.rules.context import payload
from reader.state import ProblemReadingState, SentenceReadingState
from reader.values import Unit


def _in_sentence(s: SentenceReadingState) -> Unit | None:
    earlier = payload(s).quantities + tuple(
        q for f in payload(s).finished_clauses for q in f.clause.quantities
    )
    units = [q.unit for q in earlier if q.unit is not None]
    return units[-1] if units else None


def _before_sentence(s: SentenceReadingState, p: ProblemReadingState) -> set[Unit]:
    """The subject's counted kinds in earlier sentences, else the problem's (rates and prices aside)."""
    facts = [(h.entity, "", h.quantity) for h in p.accumulated_initial_state] + [
        (o.actor, o.counterparty, o.quantity) for o in p.accumulated_operations
    ]
    counted = [(a, b, q.unit) for a, b, q in facts if q.unit is not None and q.per is None and not q.price]
    subject = s.pending_entity_ref
    if subject is not None:
        own = {u for a, b, u in counted if subject.key in (a, b)}
        if own:
            return own
    return {u for _, _, u in counted}


def ones_unit(s: SentenceReadingState, p: ProblemReadingState, ones: Unit) -> Unit | ReaderRefusal:
    """The one unit 'ones' repeats, or a refusal naming why none or several could be meant."""
    q = s.pending_quantities[0]
    borrowed = _in_sentence(s)
    if borrowed is None:
        found = _before_sentence(s, p)
        if len(found) != 1:
            detail = (
                "'ones' with no earlier amount to point back to"
                if not found
                else "'ones' could repeat more than one noun named before"
            )
            return refuse("ambiguous_unit", detail, s.sentence_index, q.token_index, q.text)
        borrowed = found.pop()
    own = {m for m in ones.modifiers if not m.startswith("of:")}
    kept = {m for m in borrowed.modifiers if not m.startswith("of:")}
    if kept and not own <= kept:
        return refuse(
            "ambiguous_unit",
            f"'{q.text} {' '.join(sorted(own))} ones' after '{' '.join(sorted(kept))} {borrowed.head}': "
            "another kind of the noun, not the one counted",
            s.sentence_index,
            q.token_index,
            q.text,
        )
    return borrowed
