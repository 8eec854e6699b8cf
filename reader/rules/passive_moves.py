"""Agentless passives that add to or split an amount (ADR 0125).

"There are 4 cards. 3 more cards are added.": an amount as subject, a
copula and right after it the participle of a gaining verb whose passive
brings the things to whoever holds them (entry attribute
``passive: arrives``: add, bring) is a gain of the one holder of the
amount's kind, the scene of "There are 4 cards" included. Most gaining
verbs do not say that in the passive: "4 apples are picked" takes them
off the tree, "3 kittens were saved" may name a part of a set, so only
the marked verbs are read and the rest keep their refusal. The event
keeps no doer, as a passive loss does (ADR 0088).

"Eric has 64 peanuts. The peanuts are split into groups of 8.": 'the
<things>' before a copula and a splitting verb's participle is all of the
one amount one person holds of exactly that kind, as 'them' is after an
active split (ADR 0031); the rest of the clause is read by the active
split and packing rules.

Nothing here guesses: two holders of the kind, none, a holding that has
moved, an operator word other than an additive 'more' or an opening 'if',
a question clause, a 'by' agent (who did it may be who held them) or a
phrase after a passive gain (which may name another holder) all refuse.
"""

from __future__ import annotations

from dataclasses import replace

from reader.rules.context import Result, Word, payload, refuse_at, with_payload
from reader.rules.elliptic_moves import AGENT, _entity, _one_amount, holder_of, passive_participle
from reader.rules.phrases import attach_elided
from reader.state import ProblemReadingState, SentenceReadingState
from reader.values import EntityRef, Marker, QuantityRef, VerbRef

ARRIVES = "arrives"  # entry attribute value: the passive brings the things to their holder
SCENE = "there"
# on the participle's VerbRef: read from a passive, so a 'by' agent would be a second doer
PASSIVE_TAG = "PASSIVE"
UNNAMED = "unnamed"  # role of the agent marker a passive gain leaves: the doer is not named
NEXT = "next"  # role of an opening time marker that only orders the event after the story ('then')
IN_PARTICLE = "in"  # "were brought in": the things came in to their holder (ADR 0230)
AFTER_IN = "passive_in"  # expectation after that particle: only the clause's end may follow


def _additive_more_only(s: SentenceReadingState) -> bool:
    """Every marker read so far is a 'more' after the amount ('3 more cards', '3 cards more') or an opening 'if'."""
    quantities = s.pending_quantities + payload(s).quantities
    if len(quantities) != 1:
        return False
    start = min((quantities[0].token_index, *quantities[0].number_tokens))
    return all(
        (m.category == "comparative" and m.role == "up" and m.token_index > start)
        or (m.category == "subordinator" and m.token_index == 0)  # "If 3 more are added, ..."
        or (m.category == "additive_marker" and m.token_index == start - 1)  # "another 12" (ADR 0230)
        or (m.category == "time_marker" and m.role == NEXT and m.token_index < start)  # "(but) then 12 more"
        for m in payload(s).markers
    )


def _gainer(key: str, s: SentenceReadingState, p: ProblemReadingState) -> EntityRef | None:
    if key == SCENE:
        return EntityRef(SCENE, SCENE, "neuter", "plural", "scene", s.sentence_index)
    return _entity(key, p)


def passive_gain(s: SentenceReadingState, p: ProblemReadingState, word: Word) -> Result | None:
    """ "3 more cards are added": the one holder of the kind gains the amount; else None or a refusal."""
    pl = payload(s)
    if (
        not passive_participle(s, word, "verb_gain")
        or word.attr("passive") != ARRIVES
        or s.pending_entity_ref is not None
        or pl.finished_clauses
        or len(s.pending_quantities) + len(pl.quantities) != 1
        or not _additive_more_only(s)
    ):
        return None
    s = attach_elided(s, p)
    if not isinstance(s, SentenceReadingState):
        return s
    if not _one_amount(s):
        return refuse_at(s, word, "unsupported_operation", "a passive gain needs one counted amount")
    holders = holder_of(payload(s).quantities[0].unit, p)
    gainer = _gainer(holders[0], s, p) if len(holders) == 1 else None
    if gainer is None:
        return refuse_at(s, word, "incomplete_operation", "a passive gain with not one holder of the kind")
    ref = VerbRef(word.lemma, word.category, word.index, word.text, (*word.tags, PASSIVE_TAG))
    unnamed = Marker(AGENT, word.index, word.text, UNNAMED)  # the event keeps no doer (as in ADR 0088)
    s = with_payload(s, markers=payload(s).markers + (unnamed,))
    return replace(s, pending_entity_ref=gainer, pending_verb=ref, frame="operation", expectation="object")


def _the_whole(subject: EntityRef, p: ProblemReadingState):
    """The one stated holding that 'the <things>' names, and its holder; None when not exactly one.

    Like 'them' after a splitting verb (ADR 0031): one holder states one amount of exactly that
    kind, holds nothing else, and nothing has moved it since, so 'the <things>' is all of it.
    """
    held = [
        h
        for h in p.accumulated_initial_state
        if h.quantity.unit is not None
        and h.quantity.per is None
        and " ".join((*h.quantity.unit.modifiers, h.quantity.unit.head)) == subject.key
    ]
    if len(held) != 1:
        return None
    holding = held[0]
    q = holding.quantity
    others = [h for h in p.accumulated_initial_state if h.entity == holding.entity and h is not holding]
    moved = [o for o in p.accumulated_operations if holding.entity in (o.actor, o.counterparty)]
    if others or moved or holding.than or q.value is None or q.unit.dimension:
        return None
    holder = _entity(holding.entity, p)
    if holder is None or holder.kind != "person" or holder.number != "singular":
        return None
    return holding, holder


def passive_split(s: SentenceReadingState, p: ProblemReadingState, word: Word) -> Result | None:
    """ "Eric has 64 peanuts. The peanuts are split into groups of 8." reads as "He splits them ...".

    'the <things>' as subject of a copula and right after it the participle of a splitting verb:
    the one person holding exactly those things splits all of them. Any doubt about whose things
    or how many keeps the old refusal: the rest of the clause ('among 2 friends', 'into groups
    of 8') is then read by the active split and packing rules.
    """
    verb, subject = s.pending_verb, s.pending_entity_ref
    pl = payload(s)
    if (
        not passive_participle(s, word, "verb_split")
        or subject is None
        or subject.kind != "thing"
        or subject.number != "plural"
        or s.pending_quantities
        or pl.quantities
        or pl.finished_clauses
        or any(not (m.category == "subordinator" and m.token_index == 0) for m in pl.markers)
    ):
        return None
    found = _the_whole(subject, p)
    if found is None:
        return refuse_at(
            s, word, "incomplete_operation", "a passive split of things not one person holds all of"
        )
    holding, holder = found
    q = holding.quantity
    whole = QuantityRef(q.value, verb.token_index - 1, f"the {subject.label}", q.unit, s.sentence_index)
    ref = VerbRef(word.lemma, word.category, word.index, word.text, (*word.tags, PASSIVE_TAG))
    s = with_payload(s, quantities=(whole,))
    return replace(s, pending_entity_ref=holder, pending_verb=ref, frame="operation", expectation="object")


def agent_after_passive_move(s: SentenceReadingState, word: Word) -> Result | None:
    """ "3 cards are added by Ann", "split into groups of 6 by Ann": a 'by' agent is refused.

    The rules above read the holder as the one the move happens to; an agent could be someone
    who did it for them or from their own things, and no rule tells which. After a passive gain
    any other phrase ("to his collection", "to the box") is refused too: it may name the holder.
    """
    verb = s.pending_verb
    if verb is None or PASSIVE_TAG not in verb.tags:
        return None
    if word.category == "prep_by":
        return refuse_at(s, word, "unsupported_operation", "a 'by' agent after a passive gain or split")
    if verb.category == "verb_gain" and _bare_in(s, word):
        return replace(s, expectation=AFTER_IN)  # "12 more were brought in." (ADR 0230)
    if verb.category == "verb_gain":
        # "4 more are added to his collection": a place named after the participle may be another
        # holder than the one the gain was given to, so only the bare passive is read
        return refuse_at(s, word, "unsupported_operation", "a place or party after a passive gain")
    return None


def _bare_in(s: SentenceReadingState, word: Word) -> bool:
    """'in' right after the participle of a passive gain: the particle of 'brought in', not a place yet."""
    verb = s.pending_verb
    return word.lemma.casefold() == IN_PARTICLE and verb is not None and word.index == verb.token_index + 1


def after_passive_in(s: SentenceReadingState, word: Word) -> Result | None:
    """ "12 more were brought in.": after the particle only the clause's end may come (ADR 0230).

    "brought in" says the things came in to the holder the passive gain already chose; "brought in
    a van" or "brought in to the vet" names a place or party that may be another holder, so any
    word but a comma or period refuses as a place after a passive gain does.
    """
    if s.expectation != AFTER_IN:
        return None
    if word.category == "punctuation" and word.text in (",", "."):
        return replace(s, expectation=None)
    return refuse_at(s, word, "unsupported_operation", "a place or party after a passive gain")
