"""An amount done in a stated time is a rate: "travels 60 miles in 2 hours" is 30 miles per hour.

Read only where the clause has a verb that can state a rate of doing (an activity, making, earning,
gaining), exactly one amount before "in", and no other rate (ADR 0066). The clause then reads as
"travels 30 miles an hour" would, so every later rule about rates (a question over a period, time
spent on the activity) applies unchanged. "Has 20 apples in 2 days" (a holding) is not a rate:
"in" there places the holding in time, and keeps its refusal.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import NamedTuple

from reader.frames import Facts
from reader.refusals import ReaderRefusal, refuse
from reader.state import SentenceReadingState
from reader.values import Marker, NounPhrase, QuantityRef

RATE_PERIOD = "rate_period"
PERIOD_VERBS = frozenset({"verb_activity", "verb_produce", "verb_earn", "verb_gain"})


def _can_take_period(s: SentenceReadingState) -> bool:
    body = s.partial_frame_payload
    return (
        s.frame not in (None, "question")
        and s.pending_verb is not None
        and s.pending_verb.category in PERIOD_VERBS
        and len(body.quantities) == 1
        and body.quantities[0].value is not None
        and body.quantities[0].per is None
        and body.per_unit is None
        and not s.pending_quantities
        and not body.finished_clauses
    )


def states_period(prep_category: str, role: str) -> bool:
    """'in', or a preposition whose entry marks it as a rate's period ('within', ADR 0128).

    "runs 40 yards within 5 seconds" is 8 yards a second, as "in 5 seconds" would be; every
    other check of ADR 0066 is the same. 'during' is not marked: "during 5 minutes" also
    places events in time, and a fronted period is another shape.
    """
    return prep_category == "prep_in" or (prep_category == "preposition" and role == "period")


def number_starts_period(
    s: SentenceReadingState, prep_category: str, token_index: int, text: str, role: str = ""
):
    """The marker for a number after 'in' (or 'within') that may count a rate's period ("in 2 hours"), else None."""
    if not states_period(prep_category, role) or not _can_take_period(s):
        return None
    return Marker(RATE_PERIOD, token_index, text)


def one_period_rate(s: SentenceReadingState, np: NounPhrase) -> bool:
    """'reads 20 pages in an hour': one time unit after 'in' is the rate's denominator, as 'an hour' is."""
    return (
        _can_take_period(s)
        and np.determiner in ("a", "an")
        and len(np.words) == 1
        and not np.possessor
        and np.words[0][1] == "unit_noun"
        and np.words[0][3].split(":")[0] == "time"
    )


class MarkedAmounts(NamedTuple):
    """A clause's one marker of a kind, the amount it numbers ("in 2 hours") and the clause's other amount.

    Both amounts are None when the clause has two such markers, or other than one numbered and one
    other amount: the caller then refuses, naming the marker.
    """

    marker: Marker
    marked: QuantityRef | None
    other: QuantityRef | None


def marked_amounts(body, category: str) -> MarkedAmounts | None:
    """The marker of ``category`` with the amount it numbers and the other amount; None without such a marker.

    Shared by the rate over a period ("60 miles in 2 hours") and over a cycle ("1 page every 30 minutes").
    """
    markers = [m for m in body.markers if m.category == category]
    if not markers:
        return None
    marker = markers[0]
    marked = [q for q in body.quantities if marker.token_index in q.number_tokens]
    others = [q for q in body.quantities if marker.token_index not in q.number_tokens]
    if len(markers) != 1 or len(marked) != 1 or len(others) != 1:
        return MarkedAmounts(marker, None, None)
    return MarkedAmounts(marker, marked[0], others[0])


def rate_over_period(clause, project: Callable) -> object | None:
    """'60 miles' and 'in 2 hours': 30 miles per hour, and (unless an activity) the 60 miles as an event.

    None when the clause has no period after 'in'. The event is kept because "He got 20 stickers in
    2 days" still says he got them: a holding question must count them. An activity's amount is not
    an event in this reader (ADR 0030), so an activity states only the rate.
    """
    body = clause.body
    found = marked_amounts(body, RATE_PERIOD)
    if found is None:
        return None
    marker, period, amount = found
    if (
        period is None
        or amount is None
        or period.unit is None
        or period.unit.dimension != "time"
        or not period.value
        or amount.value is None
        or body.per_unit is not None
    ):
        return _refused(clause, marker)
    assert period.value is not None and amount.value is not None and period.unit is not None
    per_period = replace(
        amount,
        value=amount.value / period.value,
        number_tokens=amount.number_tokens + period.number_tokens,
        text=f"{amount.text}/{period.text}",
    )
    markers_left = tuple(m for m in body.markers if m is not marker)
    rated = project(
        replace(
            clause, body=replace(body, quantities=(per_period,), per_unit=period.unit, markers=markers_left)
        )
    )
    if clause.verb is None or clause.verb.category == "verb_activity" or not isinstance(rated, Facts):
        return rated
    event_amount = replace(amount, number_tokens=())  # its numbers are already placed in the rate
    happened = project(replace(clause, body=replace(body, quantities=(event_amount,), markers=markers_left)))
    if not isinstance(happened, Facts):
        return happened
    return Facts(
        rated.holdings + happened.holdings,
        rated.operations + happened.operations,
        None,
        rated.scenes + happened.scenes,
    )


def _refused(clause, marker: Marker) -> ReaderRefusal:
    return refuse(
        "unsupported_operation",
        "a time after 'in' that is not the period of one amount",
        clause.sentence_index,
        marker.token_index,
        marker.text,
    )
