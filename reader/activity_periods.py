"""An activity kept up at a rate over a period: "reads 20 pages a day for 5 days".

The clause says two things ADR 0030 already reads when they come in two sentences: a rate of the
activity ("reads 20 pages a day") and the time spent on it ("He read for 5 days"). It is split into
exactly those two facts, so the question "How many pages did he read?" is the rate times the days
(ADR 0066). A duration per period ("works 3 hours a day for 6 days") keeps its refusal: its amount
and its period are both time, and the time chain would add them.
"""

from __future__ import annotations

from dataclasses import replace

from reader.frames import Clause, Facts, rate_clause, same_kind
from reader.refusals import ReaderRefusal
from reader.values import EntityRef, VerbRef


def activity_over_period(
    clause: Clause, subject: EntityRef, verb: VerbRef, order: tuple[int, int]
) -> Facts | ReaderRefusal | None:
    """The rate and the time spent, or None when the clause is not one amount per period and one 'for' period."""
    body = clause.body
    per = body.per_unit
    if per is None or per.dimension != "time":
        return None
    periods = [q for q in body.quantities if q.price and same_kind(q.unit, per)]
    amounts = [q for q in body.quantities if q not in periods]
    if len(periods) != 1 or len(amounts) != 1 or periods[0].value is None:
        return None
    if any(m.category == "ability" for m in body.markers):
        return None  # "can read 20 pages a day for 5 days" says what he could do, not what he did
    amount = amounts[0]
    if amount.value is None or amount.price or (amount.unit is not None and amount.unit.dimension == "time"):
        return None
    rated = rate_clause(replace(clause, body=replace(body, quantities=(amount,))), subject, verb, order)
    if not isinstance(rated, Facts):
        return rated
    from reader.activity import activity_facts

    spent = replace(body, quantities=(replace(periods[0], price=False),), per_unit=None, markers=())
    timed = activity_facts(replace(clause, body=spent), subject, verb, order)
    if not isinstance(timed, Facts):
        return timed
    return Facts(holdings=rated.holdings, operations=timed.operations)
