"""'put in' with no place named: the amount goes into the one thing that calls for it (ADR 0098).

"The recipe calls for 12 cups of flour. She already put in 6 cups." The
particle 'in' right after a verb of giving, before any object, names no
place of its own; the place is the thing whose requirement the story
stated. With no such thing, or with two, the reading refuses rather than
guess where the amount went.
"""

from __future__ import annotations

from reader.refusals import refuse
from reader.rules.context import Result, Word, payload, previous_category, with_payload
from reader.state import ProblemReadingState, SentenceReadingState


def put_in(s: SentenceReadingState, p: ProblemReadingState, word: Word) -> Result | None:
    """ "put in 6 cups": the place is the one thing in need; None when 'in' is not such a particle."""
    verb = s.pending_verb
    body = payload(s)
    if (
        word.category != "prep_in"
        or verb is None
        or verb.category != "verb_give"
        or previous_category(s) != "verb_give"
        or body.open_np is not None
        or body.quantities
        or s.pending_quantities
        or body.location is not None
    ):
        return None
    from reader.requirements import is_requirement

    places = {h.entity for h in p.accumulated_initial_state if is_requirement(h)}
    things = [p.entity(key) for key in sorted(places)]
    things = [e for e in things if e is not None and e.kind == "thing"]
    if len(things) != 1 or len(places) != 1:
        detail = f"'{verb.text} in' names no place, and no single thing the story says needs it"
        return refuse("incomplete_operation", detail, s.sentence_index, s.token_index, word.text)
    return with_payload(s, location=things[0])
