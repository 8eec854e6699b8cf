"""What "them" stands for in "8 of them" (ADR 0052).

"N of them" is a part of the amount just read, in that amount's unit. It
must be one amount: the earlier amounts of this sentence, or else those of
the latest sentence that stated any, are the candidates (prices and rates
are never "them"). One unit: that unit. Several kinds of one noun ("35
green towels and 21 white towels"): the general noun ("towels"), whose
changes apply to the sum of the kinds. Anything else ("35 apples and 21
pears") could be either amount, or a mix, and refuses. From an earlier
sentence the amount must also be the subject's own: "Tom had 21 apples.
She ate 10 of them" does not say whose apples went.
"""

from __future__ import annotations

from reader.refusals import ReaderRefusal, refuse
from reader.rules.context import Word, payload
from reader.state import ProblemReadingState, SentenceReadingState
from reader.values import QuantityRef, Unit


def _candidates(s: SentenceReadingState, p: ProblemReadingState) -> tuple[list[QuantityRef], set[str]]:
    """The amounts 'them' may stand for, and who held or moved them ("" when read in this sentence)."""
    here = list(payload(s).quantities) + [q for f in payload(s).finished_clauses for q in f.clause.quantities]
    if here:
        return here, set()
    facts = [(h.quantity, {h.entity}) for h in p.accumulated_initial_state] + [
        (o.quantity, {o.actor, o.counterparty} - {""}) for o in p.accumulated_operations
    ]
    if not facts:
        return [], set()
    latest = max(q.sentence_index for q, _ in facts)
    chosen = [(q, who) for q, who in facts if q.sentence_index == latest]
    return [q for q, _ in chosen], set().union(*(who for _, who in chosen))


def partitive_unit(s: SentenceReadingState, p: ProblemReadingState, word: Word) -> Unit | ReaderRefusal:
    amounts, holders = _candidates(s, p)
    units: list[Unit] = []
    for q in amounts:
        if q.unit is not None and q.per is None and not q.price and q.unit not in units:
            units.append(q.unit)
    if not units:
        return refuse(
            "unresolved_pronoun",
            f"'{word.text}' has no amount before it to stand for",
            s.sentence_index,
            word.index,
            word.text,
        )
    subject = s.pending_entity_ref
    if holders and subject is not None and subject.key not in holders:
        return refuse(
            "unresolved_pronoun",
            f"'{word.text}' stands for an amount that is not '{subject.label}''s",
            s.sentence_index,
            word.index,
            word.text,
        )
    if len(units) == 1:
        return units[0]
    heads = {(u.head, u.dimension) for u in units}
    if len(heads) == 1 and not units[0].dimension:
        return Unit(units[0].head, coin=units[0].coin)  # "green and white towels": 'them' is the towels
    return refuse(
        "unresolved_pronoun",
        f"'{word.text}' could stand for more than one amount",
        s.sentence_index,
        word.index,
        word.text,
    )
