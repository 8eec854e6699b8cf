"""An item's own place phrase that no rule reads, beside another item's place (ADR 0277).

"There are 3 dogs in the park and 4 cats at home": the second item goes on in the park (ADR 0067)
until it names a place of its own with 'in' or 'on'. 'at', 'near', 'under', 'by', 'for' name a
place (or a time, or a purpose) no rule reads, so the phrase used to be passed over and the cats
were counted in the park. And "3 dogs at home and 4 cats in the park" gave the last item's place
to both. Either way the things are counted where the story did not put them.

Soundness comes from refusing the spread, not from reading the phrase:

- in a statement, a phrase after an amount that a preposition opens and no rule reads, in an item
  that took the place of the item before it, refuses;
- a clause's own place ('in', 'on'), said after a later item than such a phrase, would cover the
  earlier item too: it refuses.

A phrase no rule reads beside no place ("bought 3 apples at the store") is scenery as before; 'of'
and 'with' only complete their noun ("4 bags with handles").
"""

from __future__ import annotations

from reader.refusals import ReaderRefusal, refuse
from reader.rules.context import Result, payload, with_payload
from reader.state import SentenceReadingState
from reader.values import Marker

# Prepositions that only complete the noun before them: never a place of the item's own.
COMPLETING = frozenset({"prep_of", "prep_with"})
# A person's holding or own move: the clause's place is only where it happened, never a party of it;
# a question that names the place is checked against the story (ADR 0184, 0212, 0277).
SCENERY_VERBS = frozenset(
    {
        "verb_possess",
        "verb_remain",
        "verb_gain",
        "verb_earn",
        "verb_buy",
        "verb_lose",
        "verb_pay",
        "verb_sell",
    }
)


def _scenery(s: SentenceReadingState) -> bool:
    """ "Jon found 8 quarters under the couch and 5 dimes in the car": the car holds nothing of the reading."""
    subject, verb = s.pending_entity_ref, s.pending_verb
    return (
        subject is not None
        and subject.kind == "person"
        and verb is not None
        and verb.category in SCENERY_VERBS
    )


def unread_item_place(
    s: SentenceReadingState, prep: Marker | None, start: int, text: str, note: bool = True
) -> Result:
    """A statement's phrase after an amount that no rule reads: refused beside an inherited place, else noted.

    ``note`` False only refuses: a time ("4 cats at night") is kept by its own rule (ADR 0185).
    """
    pl = payload(s)
    if (
        s.frame == "question"
        or prep is None
        or prep.category in COMPLETING
        or not pl.quantities
        or _scenery(s)
    ):
        return s
    if prep.token_index < max(q.token_index for q in pl.quantities):
        return s  # a phrase before the amount ("At the park, ...") is no item's own
    if pl.location_inherited and pl.location is not None:
        return refuse(
            "unused_operator",
            f"'{text}' after '{prep.text}' gives an item a place or time of its own no rule reads, "
            f"beside '{pl.location.label}' of the item before",
            s.sentence_index,
            start,
            text,
        )
    return with_payload(s, unread_places=pl.unread_places + (prep.token_index,)) if note else s


def place_over_unread(s: SentenceReadingState, start: int, label: str) -> ReaderRefusal | None:
    """A clause's own place said after a later item than a phrase no rule read: it would cover both items."""
    pl = payload(s)
    if not pl.unread_places or not pl.quantities:
        return None
    last = max(q.token_index for q in pl.quantities)
    if not any(at < last for at in pl.unread_places):
        return None
    return refuse(
        "unused_operator",
        f"'{label}' would be the place of an earlier item that named a place of its own no rule reads",
        s.sentence_index,
        start,
        label,
    )
