"""Reading 'There are five times as many tanks as trucks (in the yard)': a multiple of another kind.

"Tom has 2 more quarters than nickels" already reads one holder's amount of one
kind from its own amount of another (ADR 0056); the plain "there are" form of a
multiple, "there are five times as many tanks as trucks in the yard", is the same
comparison with 'as' in place of 'than', and the holder is the place (or the
story's scene). A bare plural noun right after the second 'as' of a multiple in a
holding statement is therefore the holder's other kind, and the multiple is read
like the unit comparison (ADR 0265). 'times more than' stays refused (ADR 0056),
and the graph still checks the compared kind was told as such.
"""

from __future__ import annotations


def unit_after_as(s, np) -> bool:
    """'as trucks' after 'five times as many tanks' in a holding: a unit, not a holder (ADR 0265)."""
    from reader.rules.context import payload
    from reader.rules.phrases import PERSON_HEADS, capitalised

    after_as = any(a.category == "as_marker" and a.token_index == np.start_index - 1 for a in s.lookback)
    pl = payload(s)
    multiples = [q for q in pl.quantities if q.times is not None]
    return (
        after_as
        and s.frame == "initial_state"
        and s.pending_verb is not None
        and s.pending_verb.category in ("verb_possess", "copula")
        and len(multiples) == 1
        and len(pl.quantities) == 1
        and multiples[0].unit is not None
        and not s.pending_quantities
        and pl.open_preposition is None
        and not pl.objects
        and not np.determiner
        and not np.possessor
        and np.words[-1][2] in ("NNS", "NN")  # "as sheep": an unmarked plural; the graph checks the kind
        and np.words[-1][1] not in PERSON_HEADS
        and not capitalised(np.words[-1][3])
    )


def unit_multiple(clause, holder, order):
    """'There are five times as many tanks as trucks': the holder's tanks are five times its trucks."""
    from reader.frames import Facts, markers_without, refuse_clause, unused_marker
    from reader.values import STAND_IN, Holding

    body = clause.body
    q = body.quantities[0]
    second_as = [m for m in body.markers if m.category == "as_marker"]
    refused = refuse_clause(
        clause,
        "unused_operator",
        "a multiple of another kind needs one amount, a second 'as' and one kind after it",
        q.token_index,
        q.text,
    )
    if len(body.quantities) != 1 or len(second_as) != 1 or body.objects or body.dropped_objects:
        return refused
    if q.unit is None or q.unit == body.than_unit or q.per is not None:
        return refused
    if q.owner or q.share is not None or q.whole:
        return refused
    if q.unit.dimension != body.than_unit.dimension:
        return refused
    if body.recipient is not None or body.source is not None or body.per_unit is not None:
        return refused
    markers, direction = body.markers, 1
    if q.value:  # "5 fewer than twice as many tanks as trucks": the multiple, then the offset (ADR 0056)
        offset = [
            m
            for m in markers
            if m.category in ("comparative", "than_marker") and m.token_index < q.token_index
        ]
        comparatives = [m for m in offset if m.category == "comparative"]
        if len(offset) != 2 or len(comparatives) != 1 or comparatives[0].role not in ("up", "down"):
            return refused
        direction = 1 if comparatives[0].role == "up" else -1
        markers = tuple(m for m in markers if m not in offset)
    unused = unused_marker(clause, markers_without(markers, {"as_marker", STAND_IN}))
    if unused is not None:
        return unused
    at = (order[0], order[1] * 100)
    holding = Holding(holder.key, q, at, holder.key, direction, than_unit=body.than_unit)
    return Facts(holdings=(holding,))
