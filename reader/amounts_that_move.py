"""Amounts that move themselves into or out of a place (ADR 0141).

"5 children got off the bus", "682 more girls joined the school", "3 people
got off." -- the subject is an amount of counted things and the verb moves
them; the place is what counts them. ADR 0086 read arrivals with a verb
marked ``motion``; this module adds the shapes it left out:

- a gaining verb whose source is a place (``off``/``from``): the amount
  leaves the place, as its location (``got on the bus``) already made it
  arrive;
- a ``join`` verb whose object is a place the story named before ("joined
  the school"): the place gains the amount;
- a moving preposition with nothing after it at the end of the clause
  ("3 people got off", "2 got on"): the place is the one place the story
  has counted things in so far ('away' after a verb of moving leaves it).
  Two such places, a person holding things, or none, and it refuses;
- a question comparing two moves of one place ("How many more children
  got on the bus than (those that) got off (the bus)?"): the difference of
  the place's arrivals and departures, read with the same rules.

Everything else keeps the refusal it had: a person as the place, a second
place in the clause, amounts that are not plain counts.
"""

from __future__ import annotations

from dataclasses import replace

from reader.values import EntityRef, VerbRef

JOIN = "join"
_MOVING_PARTICLES = {"prep_source": "source", "prep_in": "location", "prep_recipient": "recipient"}


def leaving_clause(clause):
    """ "5 children got off the bus": a gaining verb, no holder, a counted amount, a place it leaves.

    Returns the clause restated with the place losing the amount, or None.
    """
    from reader.arrivals import _counted

    verb, body = clause.verb, clause.body
    if clause.subject is not None or verb is None or verb.category != "verb_gain":
        return None
    if not body.quantities or body.objects or body.per_unit is not None or not _counted(clause):
        return None
    if body.location is not None or body.recipient is not None:
        return None
    place = body.source
    if place is None or place.kind != "thing":
        return None
    lose = VerbRef(verb.lemma, "verb_lose", verb.token_index, verb.text, verb.tags, verb.motion)
    return replace(clause, subject=place, verb=lose, body=replace(body, source=None))


def leaving_question(clause):
    """ "How many children got off the bus?": the losses of that place by a gaining verb read as leaving."""
    verb, body = clause.verb, clause.body
    if clause.subject is not None or verb is None or verb.category != "verb_gain" or "VBN" in verb.tags:
        return None
    if body.quantities or body.objects or body.location is not None or body.recipient is not None:
        return None
    place = body.source
    if place is None or place.kind != "thing":
        return None
    lose = VerbRef(verb.lemma, "verb_lose", verb.token_index, verb.text, verb.tags, verb.motion)
    return replace(clause, subject=place, verb=lose, body=replace(body, source=None))


def joined_place(s, p, np) -> EntityRef | None:
    """ "682 more girls joined the school": the definite thing right after a join verb is the place joined.

    Only with no holder as subject, a counted amount already read, no
    preposition open, and exactly one thing of that head named before.
    """
    from reader.rules.context import payload
    from reader.rules.phrases import _definite

    verb, pl = s.pending_verb, payload(s)
    if verb is None or verb.motion != JOIN or s.pending_entity_ref is not None or s.frame == "question":
        return None
    if pl.open_preposition is not None or not pl.quantities or s.pending_quantities or pl.objects:
        return None
    if np.determiner != "the" or np.possessor or np.start_index != verb.token_index + 1:
        return None
    return _definite(np, s, p)


def story_place(s, p):
    """ "3 people got off.": a moving particle with nothing after it names the one place of the story.

    Read only at the end of a clause with no holder as subject, a counted
    amount before the verb, the particle right after the verb, and exactly
    one thing that has held or gained amounts so far (and nobody else holding
    anything). Returns the state with that place in the particle's role, or None.
    """
    from reader.rules.context import payload, with_payload

    verb, pl = s.pending_verb, payload(s)
    prep = pl.open_preposition
    if prep is None or prep.token_index != s.token_index - 1 or pl.open_np is not None:
        return None
    role = _MOVING_PARTICLES.get(prep.category)
    if role is None or verb is None or s.pending_entity_ref is not None or s.frame == "question":
        return None
    amounts = pl.quantities + s.pending_quantities  # "2 got on": the unit is borrowed later
    if prep.token_index != verb.token_index + 1 or not amounts:
        return None
    if any(q.token_index > verb.token_index for q in amounts):
        return None
    if pl.objects or pl.recipient is not None or pl.source is not None or pl.location is not None:
        return None
    if verb.category != "verb_gain" and verb.motion is None:
        return None
    holders = {h.entity for h in p.accumulated_initial_state} | {o.actor for o in p.accumulated_operations}
    holders |= {o.counterparty for o in p.accumulated_operations if o.counterparty}
    holders.discard("")
    if len(holders) != 1:
        return None
    (key,) = holders
    places = [e for e in p.entity_registry if e.key == key and e.kind == "thing"]
    if len(places) != 1:
        return None
    return with_payload(s, open_preposition=None, **{role: places[0]})


def away_particle(s, word):
    """ "3 birds flew away.": 'away' right after a verb of moving leaves a place, as 'from' would.

    Only with no holder as subject and an amount before the verb; the place
    is then named by a 'from' phrase after it or, with none, by story_place.
    """
    from reader.rules.context import payload, with_payload
    from reader.values import Marker

    verb = s.pending_verb
    if word.lemma.casefold() != "away" or verb is None or verb.motion not in ("travel", "any"):
        return None
    if word.index != verb.token_index + 1 or s.pending_entity_ref is not None or s.frame == "question":
        return None
    pl = payload(s)
    if (
        pl.open_np is not None
        or pl.open_preposition is not None
        or not (pl.quantities or s.pending_quantities)
    ):
        return None
    return with_payload(s, open_preposition=Marker("prep_source", word.index, word.text))


# "How many more children got on the bus than (those that) got off (the bus)?": two moves of one place.
THAN_THAT = "than_that"
THAN_MOVE = "than_move"
THAN_PARTICLE = "than_particle"
THAN_PLACE = "than_place"


def _place_of(pl):
    named = [e for e in (pl.location, pl.source, pl.recipient) if e is not None]
    return named[0] if len(named) == 1 and named[0].kind == "thing" else None


def _moving(verb) -> bool:
    return verb is not None and (verb.category == "verb_gain" or verb.motion in ("arrive", "travel", "any"))


def than_that(s, word):
    """ "than those that got off": the relative pronoun right after 'than those' in such a question."""
    from reader.rules.context import payload, with_payload
    from reader.rules.than_clauses import THAN_THOSE
    from reader.values import Marker

    pl = payload(s)
    if s.frame != "question" or s.pending_entity_ref is not None or not _moving(s.pending_verb):
        return None
    if (
        not pl.markers
        or pl.markers[-1].category != THAN_THOSE
        or pl.markers[-1].token_index != word.index - 1
    ):
        return None
    if _place_of(pl) is None or pl.objects:
        return None
    return with_payload(s, markers=pl.markers + (Marker(THAN_THAT, word.index, word.text),))


def than_move_verb(s, word):
    """The second verb of such a question: kept as a marker whose role is its category, or None."""
    from reader.rules.context import payload, with_payload
    from reader.rules.than_clauses import THAN_THOSE
    from reader.values import Marker

    pl = payload(s)
    if s.frame != "question" or s.pending_entity_ref is not None or not _moving(s.pending_verb):
        return None
    if _place_of(pl) is None or pl.objects or pl.open_np is not None or s.pending_quantities:
        return None
    last = pl.markers[-1] if pl.markers else None
    if last is None or last.token_index != word.index - 1:
        return None
    if last.category not in ("than_marker", THAN_THOSE, THAN_THAT):
        return None
    if word.category != "verb_gain" and word.attr("motion") not in ("arrive", "travel", "any"):
        return None
    role = f"{word.category}:{word.attr('motion') or ''}"
    return with_payload(s, markers=pl.markers + (Marker(THAN_MOVE, word.index, word.text, role),))


def than_particle(s, word):
    """The particle after that second verb ('off', 'on', 'away'): which way the things went."""
    from reader.rules.context import payload, with_payload
    from reader.values import Marker

    pl = payload(s)
    last = pl.markers[-1] if pl.markers else None
    if last is None or last.category != THAN_MOVE or last.token_index != word.index - 1:
        return None
    category = "prep_source" if word.lemma.casefold() == "away" else word.category
    if category not in _MOVING_PARTICLES:
        return None
    return with_payload(s, markers=pl.markers + (Marker(THAN_PARTICLE, word.index, word.text, category),))


def than_place(s, p, np):
    """ "... than got off the bus": the phrase after the particle must be the question's own place."""
    from reader.refusals import refuse
    from reader.rules.context import payload, with_payload
    from reader.rules.phrases import _definite
    from reader.values import Marker

    pl = payload(s)
    last = pl.markers[-1] if pl.markers else None
    if last is None or last.category != THAN_PARTICLE or np.start_index != last.token_index + 1:
        return None
    place = _place_of(pl)
    known = _definite(np, s, p) if np.determiner == "the" and not np.possessor else None
    if place is None or known is None or known.key != place.key:
        return refuse(
            "unexpected_category",
            "the second move of the comparison names another place",
            s.sentence_index,
            np.start_index,
            np.words[-1][0] if np.words else "",
        )
    marker = Marker(THAN_PLACE, np.start_index, known.key)
    return with_payload(s, open_np=None, open_preposition=None, markers=pl.markers + (marker,))


def than_move_question(clause, part):
    """The difference of the place's two moves, or None when the clause is no such question.

    The first move is the question's verb and place; the second is the verb
    after 'than' with its particle, at the same place. Both must be read as
    moves of that place (one arriving, one leaving), of different kinds.
    """
    from reader.frames import refuse_clause
    from reader.rules.than_clauses import THAN_THOSE
    from reader.values import QuestionTarget

    body = clause.body
    cats = [m.category for m in body.markers]
    if THAN_MOVE not in cats:
        return None
    refused = refuse_clause(
        clause,
        "unused_operator",
        "'than' with a second move needs 'how many more', one place and a particle",
        clause.verb.token_index,
        clause.verb.text,
    )
    if cats.count(THAN_MOVE) != 1 or cats.count(THAN_PARTICLE) != 1 or cats.count("comparative") != 1:
        return refused
    used = {THAN_MOVE, THAN_PARTICLE, THAN_PLACE, THAN_THAT, THAN_THOSE, "than_marker", "comparative"}
    if any(c not in used for c in cats) or cats.count("than_marker") != 1:
        return refused
    comparative = next(m for m in body.markers if m.category == "comparative")
    if (
        part.unit is None
        or comparative.token_index != part.token_index + 1
        or comparative.role not in ("up", "down")
    ):
        return refused
    first = _first_move(clause)
    if first is None:
        return refused
    move = next(m for m in body.markers if m.category == THAN_MOVE)
    particle = next(m for m in body.markers if m.category == THAN_PARTICLE)
    place = first.subject
    second = _second_move(clause, move, particle, place)
    if second is None or second == first.verb.category:
        return refused
    if body.quantities or body.objects or body.per_unit is not None:
        return refused
    a, b = first.verb.category, second
    if comparative.role == "down":
        a, b = b, a
    target = QuestionTarget(
        "verb_difference_change",
        (place.key,),
        part.unit,
        clause.sentence_index,
        part.token_index,
        a,
        "",
        part.asks,
        verb_lemma=first.verb.lemma,
        than_verb_category=b,
    )
    return target


def _first_move(clause):
    from reader.arrivals import arrival_question

    moved = arrival_question(clause) or leaving_question(clause)
    if moved is None or moved.subject is None or moved.verb.category not in ("verb_gain", "verb_lose"):
        return None
    return moved


def _second_move(clause, move, particle, place):
    """The category the second verb gives the place: verb_gain when arriving, verb_lose when leaving."""
    category, _, motion = move.role.partition(":")
    role = _MOVING_PARTICLES[particle.role]
    tags = ("VBD",)
    verb = VerbRef(move.text, category, move.token_index, move.text, tags, motion or None)
    places = {"location": None, "source": None, "recipient": None}
    places[role] = place
    body = replace(clause.body, markers=(), **places)
    restated = replace(clause, verb=verb, body=body)
    moved = _first_move(restated)
    return moved.verb.category if moved is not None and moved.subject == place else None
