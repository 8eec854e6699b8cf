"""A period of time opening a sentence after "each" or "every": "Every week Tom earns 190 dollars" (ADR 0085).

"Every week, Tom earns 190 dollars" says what "Tom earns 190 dollars every week" says: a rate per
week. Read left to right, "Every week" would open a subject ("every week Tom ..."), so the opening
is lifted off the sentence (with or without its comma) and kept as a marker; when the sentence
commits, the period becomes the denominator of its one amount, exactly as the trailing "every
week" sets it. The opening carries over only where the trailing form is certain: one clause, one
stated amount, a verb of doing (not a holding), no other rate and no other operator word waiting
for a role; a period of a day or longer beside a plural place ("on weekends") holds on some days
only and refuses, as the trailing rate does (ADR 0139, 0151). Anything else ("Each week he earns
190 dollars plus ...", "Every day she reads 20 pages an hour", a question) refuses: which amount
is per period is not certain.
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

from reader.day_sets import DAY_SECONDS, some_days_only
from reader.frames import STATE_VERBS
from reader.refusals import ReaderRefusal, refuse
from reader.state import SentenceReadingState
from reader.values import Marker, Unit

OPENING_RATE = "opening_rate"  # the marker an opening "Every week" leaves on its sentence
RATE_OPENERS = frozenset({"distributive", "rate_marker"})  # "each", "every"


def opening_rate(s: SentenceReadingState) -> Marker | None:
    """'Every week' (each or every, then one unit of time) read so far, opening the sentence."""
    seen = s.lookback
    np = s.partial_frame_payload.open_np
    if (
        len(seen) != 2
        or s.token_index != 2
        or seen[0].token_index != 0
        or seen[0].category not in RATE_OPENERS
        or seen[1].category != "unit_noun"
        or np is None
        or len(np.words) != 1
        or np.words[0][3].split(":")[0] not in ("time", "calendar")
        or s.frame is not None
        or s.pending_verb is not None
        or s.pending_entity_ref is not None
        or s.pending_quantities
        or s.partial_frame_payload.quantities
    ):
        return None
    lemma, _, _, info = np.words[0]
    return Marker(OPENING_RATE, 0, lemma, info)


def rate_opened(s: SentenceReadingState, marker: Marker) -> SentenceReadingState:
    """The sentence starts afresh after 'Every week'; the marker keeps the period for the commit."""
    fresh = SentenceReadingState(sentence_index=s.sentence_index, token_index=s.token_index)
    return replace(fresh, partial_frame_payload=replace(fresh.partial_frame_payload, markers=(marker,)))


def _period(marker: Marker) -> Unit:
    dimension, factor = marker.role.split(":")
    return Unit(marker.text.casefold(), (), dimension, Fraction(factor))


def apply_opening_rate(s: SentenceReadingState) -> SentenceReadingState | ReaderRefusal:
    """At the commit: the opening period becomes the per-unit of the sentence's one amount, or a refusal."""
    body = s.partial_frame_payload
    found = [m for m in body.markers if m.category == OPENING_RATE]
    if not found:
        return s
    (marker,) = found
    others = tuple(m for m in body.markers if m.category != OPENING_RATE)
    verb = s.pending_verb
    if (
        s.frame != "operation"
        or verb is None
        or verb.category in STATE_VERBS
        or body.finished_clauses
        or others
        or body.per_unit is not None
        or len(body.quantities) != 1
        or body.quantities[0].value is None
        or body.quantities[0].per is not None
        or body.elliptic
    ):
        detail = (
            "a period opening a sentence after 'each' or 'every': which amount is per period is not certain"
        )
        return refuse("unsupported_operation", detail, s.sentence_index, marker.token_index, marker.text)
    place = body.location
    if place is not None and place.number == "plural" and _period(marker).factor >= DAY_SECONDS:
        # "Every day Tom picks 12 apples on weekends": as "12 apples a day on weekends", some days only (ADR 0139)
        return some_days_only(place.label, s.sentence_index, marker.token_index)
    return replace(s, partial_frame_payload=replace(body, markers=others, per_unit=_period(marker)))
