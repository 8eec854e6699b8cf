"""A rate per day narrowed to some days: "paints 3 pictures a day on weekends".

Such a rate holds only on the days named, so a question over a week or a month would need how many
of those days the period has, which no rule reads. The days may come as a time word ("on Fridays",
read as a marker) or as a noun read where a place would stand ("on school days", "on weekends");
either way the clause refuses instead of treating the rate as one for every day.
"""

from __future__ import annotations

from fractions import Fraction

from reader.refusals import ReaderRefusal, refuse
from reader.state import ClausePayload

DAY_SECONDS = Fraction(86400)


def rate_per_day_or_longer(body: ClausePayload) -> bool:
    """The clause states an amount per day, week, month or year."""
    per = [body.per_unit] + [q.per for q in body.quantities]
    return any(u is not None and u.dimension == "time" and u.factor >= DAY_SECONDS for u in per)


def some_days_only(label: str, sentence_index: int, token_index: int) -> ReaderRefusal:
    return refuse(
        "unsupported_operation",
        f"'{label}' narrows a rate in time to some days only: how many such days is not read",
        sentence_index,
        token_index,
        label,
    )
