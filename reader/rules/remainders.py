"""'the rest' in a move: "He ate 8 of them and gave the rest to Ann" (ADR 0050).

'the rest' is what is left of an amount after a part of it went away, so
it is read only when that part is known: the subject moved an amount of
one kind away earlier in this sentence or before, and holds nothing of any
other kind. It then means everything of that kind the subject still holds,
read like "all of them" (ADR 0032). With no part before it, or with two
kinds it could be the rest of, the marker stays and the sentence refuses.
"""

from __future__ import annotations

from dataclasses import replace

from reader.rules.context import Result, Word, payload, with_payload
from reader.state import ProblemReadingState, SentenceReadingState
from reader.values import NounPhrase, QuantityRef, Unit

AWAY_VERBS = frozenset({"verb_give", "verb_lose", "verb_sell"})
REST_VERBS = AWAY_VERBS | {"verb_split"}  # "split the rest into groups of 8" (ADR 0051)


def part_moved_away(s: SentenceReadingState, p: ProblemReadingState, subject: str) -> Unit | None:
    """The unit of the part: the subject's latest change, which must move an amount away.

    A gain after the part ("ate 3, found 4 more, gave the rest away") leaves 'the rest' unclear: None.
    """
    here = [
        f
        for f in payload(s).finished_clauses
        if f.subject is not None and f.subject.key == subject and f.clause.quantities
    ]
    if here:
        last = here[-1]
        away = last.verb is not None and last.verb.category in AWAY_VERBS
        units = [
            q.unit for q in last.clause.quantities if q.unit is not None and q.per is None and not q.price
        ]
        return units[-1] if away and len(units) == len(last.clause.quantities) == 1 else None
    touched = [op for op in p.accumulated_operations if subject in (op.actor, op.counterparty)]
    if not touched:
        return None
    last_op = touched[-1]
    if last_op.actor != subject or last_op.kind not in ("loss", "transfer") or last_op.quantity.unit is None:
        return None
    return last_op.quantity.unit


def _kinds_held(s: SentenceReadingState, p: ProblemReadingState, subject: str) -> set[str]:
    """Every counted or measured kind the subject held or moved, so 'the rest' cannot mean two of them."""
    units = [
        h.quantity.unit for h in p.accumulated_initial_state if h.entity == subject and h.quantity.per is None
    ]
    units += [o.quantity.unit for o in p.accumulated_operations if subject in (o.actor, o.counterparty)]
    units += [
        q.unit
        for f in payload(s).finished_clauses
        if f.subject is not None and f.subject.key == subject
        for q in f.clause.quantities
        if q.per is None
    ]
    return {u.head for u in units if u is not None}


def rest_of_part(s: SentenceReadingState, p: ProblemReadingState, word: Word) -> Result | None:
    """'gave the rest to Ann' after 'ate 8 of them': all the subject still holds of that kind; else None."""
    subject, verb = s.pending_entity_ref, s.pending_verb
    if (
        subject is None
        or subject.kind == "scene"
        or verb is None
        or verb.category not in REST_VERBS
        or s.pending_quantities
        or payload(s).quantities
        or payload(s).per_unit is not None
    ):
        return None
    unit = part_moved_away(s, p, subject.key)
    if unit is None or unit.dimension or _kinds_held(s, p, subject.key) != {unit.head}:
        return None
    rest = QuantityRef(None, word.index, f"the {word.text}", unit, s.sentence_index, whole=True)
    return with_payload(s, open_np=None, quantities=payload(s).quantities + (rest,))


def remaining_before_noun(s: SentenceReadingState, p: ProblemReadingState, word: Word) -> Result | None:
    """ "put the remaining pieces into bags": 'the remaining <noun>' reads as 'the rest', its noun the unit.

    The same part must be known as for 'the rest'; the noun that follows must name the part's kind,
    which the open phrase's mark has checked when it closes (ADR 0179).
    """
    np = payload(s).open_np
    if (
        word.category != "verb_remain"
        or "VBG" not in word.tags
        or np is None
        or np.words
        or np.possessor
        or np.determiner != "the"
    ):
        return None
    if rest_of_part(s, p, word) is None:
        return None  # no known part, or more than one kind it could be the rest of
    from reader.rules.remaining_shares import REMAINING_ALL

    waiting = QuantityRef(None, word.index, f"the {word.text}", None, s.sentence_index, whole=True)
    marked = NounPhrase(
        np.start_index, determiner=REMAINING_ALL
    )  # its noun must name the part's kind (ADR 0179)
    return replace(with_payload(s, open_np=marked), pending_quantities=(waiting,), expectation="unit")
