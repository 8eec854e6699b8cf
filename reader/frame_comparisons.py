"""Two comparisons in one holding clause, split into one comparison each (ADR 0056).

"Jake has 7 fewer peaches than Steven and 8 more peaches than Jill" states
two amounts of Jake's, each against its own holder; "Jake has 3 fewer
peaches and 4 more apples than Steven" states two amounts against one
holder. Each part is then read by the one-comparison rule in frames.py.
Any other arrangement keeps the old refusal: pairing an amount with the
wrong 'than' would compare with the wrong holder.
"""

from __future__ import annotations

from dataclasses import replace

from reader.refusals import ReaderRefusal
from reader.values import Marker, QuantityRef


def _first_token(q: QuantityRef) -> int:
    return min(q.number_tokens, default=q.token_index)


def comparison_parts(body) -> tuple[tuple[QuantityRef, tuple[Marker, ...], object], ...] | None:
    """Each amount with its comparative, its 'than' and its holder, or None when the pairing is not certain.

    Every amount must carry its own comparative right after it. Either every
    comparison has its own 'than' and holder, in reading order and before the
    next amount begins, or one 'than' and one holder after the last
    comparative serve every amount, which must then be of different units.
    """
    comparatives = [m for m in body.markers if m.category == "comparative"]
    thans = [m for m in body.markers if m.category == "than_marker"]
    quantities = list(body.quantities)
    n = len(quantities)
    if n < 2 or len(comparatives) != n or any(q.value is None or q.unit is None for q in quantities):
        return None
    if any(q.per is not None or q.times is not None or q.owner or q.share is not None for q in quantities):
        return None
    starts = [_first_token(q) for q in quantities]
    if starts != sorted(starts):
        return None
    for i, (q, comparative) in enumerate(zip(quantities, comparatives, strict=True)):
        if comparative.token_index <= q.token_index:
            return None
        if i + 1 < n and comparative.token_index >= starts[i + 1]:
            return None
    if len(thans) == n and len(body.objects) == n:
        for i, than in enumerate(thans):
            if than.token_index <= comparatives[i].token_index:
                return None
            if i + 1 < n and than.token_index >= starts[i + 1]:
                return None
        return tuple((q, (comparatives[i], thans[i]), body.objects[i]) for i, q in enumerate(quantities))
    if len(thans) == 1 and len(body.objects) == 1 and thans[0].token_index > comparatives[-1].token_index:
        units = [q.unit for q in quantities]
        if len(set(units)) != n:
            return None
        return tuple((q, (comparatives[i], thans[0]), body.objects[0]) for i, q in enumerate(quantities))
    return None


def split_comparisons(clause, holder, order, one_comparison):
    """Read every part with ``one_comparison``; the facts of all parts, or the first part's refusal."""
    from reader.frames import Facts

    body = clause.body
    parts = comparison_parts(body)
    if parts is None:
        return None
    others = tuple(m for m in body.markers if m.category not in ("comparative", "than_marker"))
    holdings = []
    for i, (q, markers, other) in enumerate(parts):
        kept = tuple(sorted(markers + others, key=lambda m: m.token_index))
        part = replace(clause, body=replace(body, quantities=(q,), markers=kept, objects=(other,)))
        facts = one_comparison(part, holder, order)
        if isinstance(facts, ReaderRefusal):
            return facts
        holdings.extend(replace(h, order=(h.order[0], h.order[1] + i)) for h in facts.holdings)
    return Facts(holdings=tuple(holdings))


def times_more(body) -> Marker | None:
    """'5 times more books than Sandy': a multiplying word right before the comparative (ADR 0056).

    English uses this for 5 times as many and for 5 times as many more (6
    times as many); the data sets use both, so the reader never chooses.
    """
    multipliers = {m.token_index for m in body.markers if m.category == "multiplier"}
    for m in body.markers:
        if m.category == "comparative" and m.token_index - 1 in multipliers:
            return m
    return None


def after_unit(quantities) -> set[int]:
    """The token right after '6.8 gallons' (number, plain modifiers, head): where an additive 'more' may stand.

    A unit narrowed by an 'of' phrase spans words the unit does not count,
    so it gives no position and 'more' there keeps refusing.
    """
    found = set()
    for q in quantities:
        if q.unit is None or not q.number_tokens or any(m.startswith("of:") for m in q.unit.modifiers):
            continue
        found.add(max(q.number_tokens) + len(q.unit.modifiers) + 2)
    return found


def unit_comparison(clause, holder, order):
    """ "He has 2 more quarters than nickels": one amount measured from the holder's own amount of another unit.

    One amount, its comparative right after the number, one 'than' and no
    other holder; the two units must differ. The graph then checks the
    compared unit is one kind stated as such (ADR 0056).
    """
    from reader.frames import Facts, markers_without, refuse_clause, unused_marker
    from reader.values import Holding

    body = clause.body
    comparatives = [m for m in body.markers if m.category == "comparative"]
    thans = [m for m in body.markers if m.category == "than_marker"]
    refused = refuse_clause(
        clause,
        "unused_operator",
        "a comparison with another unit needs one amount, 'more' or 'fewer', and one 'than'",
    )
    if len(comparatives) != 1 or len(thans) != 1 or len(body.quantities) != 1 or body.objects:
        return refused
    q, comparative = body.quantities[0], comparatives[0]
    if q.value is None or q.unit is None or comparative.role not in ("up", "down"):
        return refused
    if comparative.token_index != max(q.number_tokens, default=q.token_index) + 1:
        return refused
    if q.unit == body.than_unit or q.per is not None or q.owner or q.share is not None:
        return refused
    if body.than_unit is not None and q.unit.dimension != body.than_unit.dimension:
        return refused  # "4 more plates than cups": a count is never some more than a measure (ADR 0153)
    if body.recipient is not None or body.source is not None:
        return refused
    unused = unused_marker(clause, markers_without(body.markers, {"comparative", "than_marker"}))
    if unused is not None:
        return unused
    direction = 1 if comparative.role == "up" else -1
    holding = Holding(
        holder.key, q, (order[0], order[1] * 100), holder.key, direction, than_unit=body.than_unit
    )
    return Facts(holdings=(holding,))


def unit_after_than(s, np) -> bool:
    """In a holding statement, a bare plural noun right after 'than' ("than nickels") is a unit, not a holder."""
    from reader.rules.number_of_references import reference_start
    from reader.rules.phrases import PERSON_HEADS, capitalised

    start = reference_start(s, np.start_index)  # "than the number of nickels" (ADR 0153)
    after_than = any(a.category == "than_marker" and a.token_index == start - 1 for a in s.lookback)
    return (
        after_than
        and s.frame == "initial_state"
        and s.pending_verb is not None
        and s.pending_verb.category in ("verb_possess", "copula")
        and not np.determiner
        and not np.possessor
        and np.words[-1][2] == "NNS"
        and np.words[-1][1] not in PERSON_HEADS
        and not capitalised(np.words[-1][3])
    )
