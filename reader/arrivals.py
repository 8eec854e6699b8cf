"""A counted group that moves to or from a named place (ADR 0086).

"8 more birds land on the fence", "63 people went to the zoo", "3 birds
flew away from the fence": the sentence has no holder as its subject, only
an amount of things that move themselves. The place is what counts them,
so the place gains the amount when they arrive and loses it when they
leave, just as "5 more children got on the bus" already reads.

The verb's ``motion`` attribute (from the lexicon) says the subject moves:
``arrive`` verbs end up at the place named after to/into/onto or in/on;
``travel`` verbs go where their preposition points (to = arrives, from =
leaves; "swam in the lake" says where they swam, not where they went).
Anything less clear returns None and the clause refuses as before.
"""

from __future__ import annotations

from dataclasses import replace

from reader.values import EntityRef, VerbRef

ARRIVE = "arrive"
TRAVEL = "travel"
JOIN = "join"
ANY = "any"  # "travel": names any way of moving (ADR 0099); it goes where its preposition says


def _counted(clause) -> bool:
    """Every amount is a plain count of things (no money, measure, rate, part or price)."""
    for q in clause.body.quantities:
        unit = q.unit
        if unit is None or unit.dimension or unit.coin:
            return False
        if q.value is None and not q.text:
            return False
        if (
            q.owner
            or q.per is not None
            or q.price
            or q.times is not None
            or q.divisor
            or q.whole
            or q.share is not None
            or q.container is not None
        ):
            return False
    return True


def _place(clause, verb: VerbRef) -> tuple[EntityRef, str] | None:
    """The one place named and whether the group arrives at it or leaves it."""
    body = clause.body
    to, at, source = body.recipient, body.location, body.source
    named = [e for e in (to, at, source) if e is not None]
    if len(named) != 1 or named[0].kind != "thing":
        return None  # no place, a person, or a move from one place to another
    if source is not None:
        return (source, "verb_lose") if verb.motion in (TRAVEL, ANY) else None
    if to is not None:
        return to, "verb_gain"
    return (at, "verb_gain") if verb.motion == ARRIVE else None


def arrival_clause(clause):
    """The clause restated with the place as its subject gaining or losing the group, or None."""
    verb, body = clause.verb, clause.body
    if clause.subject is not None or verb is None or not body.quantities or body.per_unit is not None:
        return None
    if not _counted(clause):
        return None
    from reader.rules.doer_outings import later_amount

    if later_amount(clause):  # "15 campers went rowing with 3 boats": the boats did not go (ADR 0194)
        return None
    if verb.motion == JOIN:
        return _joined(clause, verb)
    if verb.motion not in (ARRIVE, TRAVEL, ANY) or body.objects:
        return None
    return _at_place(clause, verb)


def _joined(clause, verb: VerbRef):
    """ "4 more birds joined them" (them = the place, see joined_place): the place gains the group."""
    body = clause.body
    if len(body.objects) != 1 or body.objects[0].kind != "thing":
        return None
    if body.recipient is not None or body.location is not None or body.source is not None:
        return None
    moved = VerbRef(verb.lemma, "verb_gain", verb.token_index, verb.text, verb.tags, verb.motion)
    return replace(clause, subject=body.objects[0], verb=moved, body=replace(body, objects=()))


def arrival_question(clause):
    """ "How many birds landed on the fence?", "How many children got on the bus?": ask about the place.

    Without this the place was dropped and every arrival anywhere was summed
    ("... 3 children got on the train. How many children got on the bus?"
    answered 8).
    """
    verb, body = clause.verb, clause.body
    if clause.subject is not None or verb is None or body.quantities or body.objects:
        return None
    if verb.motion in (ARRIVE, TRAVEL, ANY):
        return _at_place(clause, verb)
    passive = "VBN" in verb.tags  # "How many shells were found on the beach?" is no arrival
    if (
        verb.category == "verb_gain"
        and not passive
        and (body.location is not None or body.recipient is not None)
    ):
        arrive = VerbRef(verb.lemma, verb.category, verb.token_index, verb.text, verb.tags, ARRIVE)
        return _at_place(clause, arrive)
    return None


def _at_place(clause, verb: VerbRef):
    body = clause.body
    found = _place(clause, verb)
    if found is None:
        return None
    place, category = found
    moved = VerbRef(verb.lemma, category, verb.token_index, verb.text, verb.tags, verb.motion)
    return replace(
        clause,
        subject=place,
        verb=moved,
        body=replace(body, recipient=None, location=None, source=None),
    )


def uncounted_arrival(clause):
    """ "They flew away from the pond", "Half of the birds fly away from the wire": a place's count changes by an amount not read.

    A thing (or no subject at all) moving to or from a named place with no
    amount would otherwise commit nothing, and the place kept its count.
    Returns the refusal, or None. People going somewhere ("Tom went to the
    store") stay scene clauses.
    """
    from reader.refusals import refuse

    verb, body, subject = clause.verb, clause.body, clause.subject
    if verb is None or verb.motion not in (ARRIVE, TRAVEL, ANY) or body.quantities:
        return None
    if subject is not None and subject.kind not in ("thing", "scene"):
        return None
    if _place(clause, verb) is None:
        return None
    return refuse(
        "underdetermined",
        "things move to or from a place, but how many is not read",
        clause.sentence_index,
        verb.token_index,
        verb.text,
    )


def joined_place(s, p):
    """ "2 birds were on the fence. 4 more birds joined them.": 'them' is the group at the one place.

    Only for a clause with no holder as subject, a counted group before a
    'join' verb, and a story where exactly one thing has held or gained
    amounts and nobody else holds anything: that place is where the group
    it holds is, so joining them is arriving there. Returns the place, or
    None (and the pronoun stays unresolved).
    """
    from reader.rules.context import payload

    verb = s.pending_verb
    if verb is None or verb.motion != JOIN or s.pending_entity_ref is not None:
        return None
    if not payload(s).quantities or s.pending_quantities:
        return None
    holders = {h.entity for h in p.accumulated_initial_state} | {o.actor for o in p.accumulated_operations}
    holders |= {o.counterparty for o in p.accumulated_operations if o.counterparty}
    if len(holders) != 1:
        return None
    (key,) = holders
    places = [e for e in p.entity_registry if e.key == key and e.kind == "thing"]
    return places[0] if len(places) == 1 else None


def come_to_join(s, word) -> bool:
    """ "4 more birds came to join them": arriving in order to join is joining; 'join' becomes the verb.

    Only right after an arrival or travel verb and its 'to', with no holder
    as subject and a counted group already read.
    """
    from reader.rules.context import payload

    verb, prep = s.pending_verb, payload(s).open_preposition
    if verb is None or verb.motion not in (ARRIVE, TRAVEL, ANY) or word.attr("motion") != JOIN:
        return False
    if prep is None or prep.token_index != verb.token_index + 1 or word.index != prep.token_index + 1:
        return False
    return s.pending_entity_ref is None and bool(payload(s).quantities) and not s.pending_quantities
