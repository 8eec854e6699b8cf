"""A clause with an untaught verb and no amount, joined by "and" to the next verb.

"He went to the orchard and picked 5 peaches", "She was playing a game
and had 43 lives": the first verb moves nothing and names no amount, so
it only sets the scene (ADR 0047 skips such clauses when they stand
alone). "And" then opens a second clause with the same subject instead
of a second verb in one clause. Only a verb with no taught move
qualifies; the first clause must hold no number, no operator word and no
person after "to" or "from", and must either go to or come from a place
(a thing after "to"/"from") or name an object, which ADR 0047 then checks
is counted nowhere. A bare "He traded and got 3 cards" keeps its refusal:
an untaught verb that names nothing may have moved what he held (ADR 0097).
"""

from __future__ import annotations

from reader.rules.context import Word, payload
from reader.rules.participles import DESCRIPTIVE_VERBS
from reader.state import SentenceReadingState
from reader.values import EntityRef


def ends_scene_clause(s: SentenceReadingState, word: Word) -> bool:
    """The clause before 'and' is an untaught verb with no amount; this verb starts the next clause."""
    pl = payload(s)
    pending = s.pending_verb
    return (
        pending is not None
        and pending.category in DESCRIPTIVE_VERBS
        and pl.pending_conjunction is not None
        and pl.pending_conjunction.token_index == word.index - 1
        and s.frame not in (None, "question")
        and not pl.quantities
        and not s.pending_quantities
        and not pl.objects
        and not pl.elliptic
        and pl.open_np is None
        and pl.open_preposition is None
        and _place_or_none(pl.recipient)
        and _place_or_none(pl.source)
        and (
            pl.recipient is not None
            or pl.source is not None
            or any(not d.intended for d in pl.dropped_objects)
        )
        and pl.per_unit is None
        and not pl.markers
        and word.category.startswith("verb")
    )


def _place_or_none(party: EntityRef | None) -> bool:
    """ "to the orchard", "from the store": a thing after an untaught verb is where, not a second party."""
    return party is None or party.kind == "thing"
