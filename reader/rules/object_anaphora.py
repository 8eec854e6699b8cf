"""'Them' or 'it' as the object of a selling or losing verb: the things the clause before just got (ADR 0137).

"Ivo bakes 12 pies and sells them for $3 each", "Ivo picked a melon and
ate it": the pronoun is no entity but the whole amount just named, so the
clause reads as if that amount were written again ("sells 12 pies").

Only when nothing else could be meant: the one clause before in the same
sentence is the same subject's gain (buying, making, earning, getting) of
exactly one amount of counted things, 'them' follows more than one and
'it' exactly one, and the subject held or moved none of those things
before that sentence ("Ivo had 4 pies. He bakes 12 pies and sells them"
could mean all 16). Two amounts ("12 pies and 4 tarts") refuse as
ambiguous; anything else keeps the old refusal.
"""

from __future__ import annotations

from reader.refusals import ReaderRefusal
from reader.rules.context import Word, payload, refuse_at, with_payload
from reader.state import ProblemReadingState, SentenceReadingState
from reader.values import QuantityRef

# Verbs that take the subject's own things away: the pronoun's things must be the subject's.
TAKING_AWAY = frozenset({"verb_sell", "verb_lose"})
GETTING = frozenset({"verb_gain", "verb_produce", "verb_earn", "verb_buy"})


def _object_position(s: SentenceReadingState) -> bool:
    return (
        s.pending_verb is not None
        and payload(s).open_preposition is None
        and not payload(s).quantities
        and not s.pending_quantities
    )


def just_named(
    s: SentenceReadingState, p: ProblemReadingState, word: Word
) -> SentenceReadingState | ReaderRefusal | None:
    """The amount the pronoun repeats, added to this clause; None when the rule does not apply."""
    verb, subject = s.pending_verb, s.pending_entity_ref
    if s.frame == "question" or verb is None or subject is None or verb.category not in TAKING_AWAY:
        return None
    if word.attr("gender") not in ("neuter", "any") or "object" not in word.attr("case"):
        return None
    if not _object_position(s) or len(payload(s).finished_clauses) != 1:
        return None  # "Ivo picked 6 pears and Ann picked 4 pears and sold them": hers, or all ten?
    before = payload(s).finished_clauses[0]
    if before.subject is None or before.subject.key != subject.key:
        return None
    if before.verb is None or before.verb.category not in GETTING:
        return None
    amounts = [q for q in before.clause.quantities if not q.price and q.per is None]  # "for $4" is no thing
    if len(amounts) > 1:
        return refuse_at(
            s, word, "ambiguous_pronoun_referent", f"'{word.text}' could stand for more than one amount"
        )
    if len(amounts) != 1:
        return None
    q = amounts[0]
    if q.value is None or q.unit is None or q.unit.dimension or q.per is not None or q.price or q.owner:
        return None
    if q.times is not None or q.share is not None or q.container is not None or q.whole:
        return None
    plural = word.attr("number") == "plural"
    if (q.value > 1) != plural or q.value.denominator != 1 or q.value < 1:
        return None
    earlier = [h.quantity for h in p.accumulated_initial_state if h.entity == subject.key]
    earlier += [o.quantity for o in p.accumulated_operations if subject.key in (o.actor, o.counterparty)]
    if any(e.unit is not None and e.unit.head == q.unit.head for e in earlier):
        return None
    again = QuantityRef(q.value, word.index, word.text, q.unit, s.sentence_index)
    return with_payload(s, quantities=payload(s).quantities + (again,))
