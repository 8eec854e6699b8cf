"""A span of time opening a sentence with 'for': "Every day for 30 days he picks 4 apples" (ADR 0151).

"Every day for 30 days he picks 4 apples" says what "he picks 4 apples every day for 30 days" says,
and "For 30 days he picks 4 apples a day" what "he picks 4 apples a day for 30 days" says: a rate
kept up over a counted span, which ADR 0066 already reads at the end of a clause. Read left to
right, the opening runs on into the subject ("30 days he") and the subject's amount meets the span
as a second amount. So the opening ('for', one number, one unit of time, after an optional "each
day" or "every week") is lifted off the sentence at its subject, with or without a comma, and put
back at the commit behind the clause's amount, where the trailing form has it. Only then is the
clause read, so the meaning (or the refusal) is the trailing form's own, never a new one.

The span is put back only where the trailing form is certain to be what was meant:

- a rate stated in the clause or by the opening ("every day"), in the very unit of the span
  ("every day for 3 weeks" is no count of days); a span with no rate ("For 30 days he picks 12
  apples": 12 in all, or 12 each day?) refuses;
- or an activity with no amount at all ("For 3 hours, Tom read") -- the time spent on it.

A question, two clauses, a holding, a second span or a second rate refuse: which amount the span
counts is not certain.
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

from reader.frames import STATE_VERBS
from reader.opening_rates import OPENING_RATE, RATE_OPENERS, apply_opening_rate
from reader.refusals import ReaderRefusal, refuse
from reader.state import SentenceReadingState
from reader.values import Marker, QuantityRef, Unit

FRONTED_SPAN = "fronted_span"  # the marker an opening "For 30 days" leaves on its sentence
SINGLE_NUMBERS = frozenset({"number", "number_word"})
TIME_KINDS = ("time", "calendar")


def _time_word(s: SentenceReadingState, at: int) -> tuple[str, str] | None:
    """The lemma and 'dimension:factor' of the open noun phrase's one unit of time, if it is one."""
    np = s.partial_frame_payload.open_np
    if np is None or len(np.words) != 1 or np.start_index != at:
        return None
    lemma, category, _, info = np.words[0]
    if category != "unit_noun" or info.split(":")[0] not in TIME_KINDS:
        return None
    return lemma, info


def fronted_span(s: SentenceReadingState) -> SentenceReadingState | None:
    """'For 30 days' or 'Every day for 30 days' read so far from the sentence's start: lifted, else None.

    The state returned starts the sentence afresh, its markers keeping the span (and the opening
    rate's period) for the commit.
    """
    seen = [a.category for a in s.lookback]
    body = s.partial_frame_payload
    # "Then for four days she ...": a leading 'then' is kept, as "Then, she ..." keeps it (ADR 0060)
    kept = tuple(
        m for m in body.markers if m.category == "time_marker" and m.role == "next" and m.token_index == 0
    )
    if kept:
        seen = seen[1:]
    if (
        len(s.lookback) != s.token_index
        or not s.lookback
        or s.lookback[0].token_index != 0
        or s.frame is not None
        or s.pending_verb is not None
        or body.quantities
        or body.markers != kept  # "At 3 days" leaves its 'at' here: only 'for' states a span
        or len(s.pending_quantities) != 1
    ):
        return None
    rate: Marker | None = None
    if len(seen) == 5 and seen[0] in RATE_OPENERS and seen[1] == "unit_noun":
        per = body.per_unit
        if per is None or per.dimension not in TIME_KINDS:
            return None
        rate = Marker(OPENING_RATE, len(kept), per.head, f"{per.dimension}:{per.factor}")
        seen = seen[2:]
    if len(seen) != 3 or seen[0] != "prep_price" or seen[1] not in SINGLE_NUMBERS or seen[2] != "unit_noun":
        return None
    (count,) = s.pending_quantities
    unit = _time_word(s, s.token_index - 1)
    if not count.price or count.value is None or count.unit is not None or unit is None:
        return None
    lemma, info = unit
    span = Marker(FRONTED_SPAN, count.token_index, count.text, f"{lemma}:{info}:{count.value}")
    fresh = SentenceReadingState(sentence_index=s.sentence_index, token_index=s.token_index)
    markers = kept + ((rate, span) if rate is not None else (span,))
    return replace(fresh, partial_frame_payload=replace(fresh.partial_frame_payload, markers=markers))


def _span_quantity(marker: Marker, sentence_index: int) -> QuantityRef:
    lemma, dimension, factor, value = marker.role.split(":")
    unit = Unit(lemma, (), dimension, Fraction(factor))
    return QuantityRef(
        Fraction(value),
        marker.token_index,
        marker.text,
        unit,
        sentence_index,
        (marker.token_index,),
        price=True,
    )


def _refused(s: SentenceReadingState, marker: Marker, why: str) -> ReaderRefusal:
    detail = f"a span opening a sentence with 'for': {why}"
    return refuse("unsupported_operation", detail, s.sentence_index, marker.token_index, marker.text)


def apply_fronted_span(s: SentenceReadingState) -> SentenceReadingState | ReaderRefusal:
    """At the commit: the span goes back behind the clause's amount, as the trailing 'for 30 days' stands."""
    body = s.partial_frame_payload
    found = [m for m in body.markers if m.category == FRONTED_SPAN]
    if not found:
        return s
    (span,) = found
    opened = any(m.category == OPENING_RATE for m in body.markers)
    s = replace(
        s, partial_frame_payload=replace(body, markers=tuple(m for m in body.markers if m is not span))
    )
    if opened:  # "Every day for 30 days ...": the opening's period first, on its own terms (ADR 0085)
        rated = apply_opening_rate(s)
        if isinstance(rated, ReaderRefusal):
            return rated
        s = rated
    body = s.partial_frame_payload
    verb = s.pending_verb
    quantity = _span_quantity(span, s.sentence_index)
    if (
        s.frame != "operation"
        or verb is None
        or verb.category in STATE_VERBS
        or body.finished_clauses
        or body.elliptic
        or any(q.price for q in body.quantities)
        or any(m.category == OPENING_RATE for m in body.markers)
    ):
        return _refused(s, span, "which amount the span counts is not certain")
    per = body.per_unit
    if per is None:
        if body.quantities or verb.category != "verb_activity":  # "For 30 days he picks 12 apples"
            return _refused(s, span, "the amount may be for the whole span or for each of its units of time")
    elif (
        len(body.quantities) != 1
        or body.quantities[0].value is None
        or body.quantities[0].per is not None
        or per.head != quantity.unit.head
        or per.dimension != quantity.unit.dimension
    ):
        return _refused(s, span, "the rate is not one amount per the span's own unit of time")
    return replace(s, partial_frame_payload=replace(body, quantities=body.quantities + (quantity,)))
