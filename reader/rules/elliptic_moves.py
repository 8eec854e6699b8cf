"""Moves whose amount leaves its noun out and whose other party is left out too (ADR 0088).

"Amy takes 3 away", "7 are eaten by a dog", "She shares 4 with Joshua":
the bare number borrows the one kind in context (``attach_elided``), and
the party the sentence does not name is the one holder of that kind the
story has named. Two holders of the kind, or a subject that holds it too,
leave the party open and the reading refuses.
"""

from __future__ import annotations

from dataclasses import replace

from reader.refusals import refuse
from reader.rules.context import Result, Word, payload, refuse_at, with_payload
from reader.rules.phrases import attach_elided, close_np
from reader.state import ProblemReadingState, SentenceReadingState
from reader.values import EntityRef, Marker, Unit, VerbRef

AWAY_FROM_SUBJECT = frozenset({"verb_give", "verb_lose", "verb_sell"})
PASSIVE = "passive_loss"  # marker: a loss read from a passive; its 'by' agent must follow
AGENT = "passive_agent"  # marker: the 'by' agent was read; the agent neither holds nor loses
SHARE_WITH = "share_with"  # marker: "shares 4 with Ann" gives 4 to Ann
DIVIDES = "divides"  # a verb_split whose "with Ann" divides the amount between them (ADR 0343)


def holder_of(unit: Unit, p: ProblemReadingState) -> tuple[str, ...]:
    """Every entity the story so far has holding, gaining or losing this kind, in first-seen order."""
    keys: list[str] = []
    for h in p.accumulated_initial_state:
        if h.quantity.unit == unit and h.quantity.per is None and h.entity not in keys:
            keys.append(h.entity)
    for o in p.accumulated_operations:
        if o.quantity.unit != unit:
            continue
        for key in (o.actor, o.counterparty):
            if key and key not in keys:
                keys.append(key)
    return tuple(keys)


def _entity(key: str, p: ProblemReadingState) -> EntityRef | None:
    found = [e for e in p.entity_registry if e.key == key]
    return found[0] if len(found) == 1 else None


def _one_amount(s: SentenceReadingState) -> bool:
    pl = payload(s)
    return (
        len(pl.quantities) == 1
        and not pl.finished_clauses
        and pl.quantities[0].value is not None
        and pl.quantities[0].unit is not None
        and not pl.quantities[0].owner
        and not pl.quantities[0].whole
        and pl.quantities[0].share is None
        and pl.quantities[0].per is None
        and not pl.quantities[0].price
    )


def away_after_amount(s: SentenceReadingState, p: ProblemReadingState, word: Word) -> Result | None:
    """ "Amy takes 3 away", "He gave 4 away": 'away' after the amount is the verb's particle.

    With a verb that moves things from the subject it only says so. With a taking verb and no
    'from', the one the amount is taken from is the one holder of its kind, who is not the subject;
    otherwise it refuses.
    """
    verb = s.pending_verb
    pl = payload(s)
    if (
        word.category != "preposition"
        or word.lemma.casefold() != "away"
        or verb is None
        or s.frame != "operation"
        or verb.category not in AWAY_FROM_SUBJECT | {"verb_take"}
        or pl.open_preposition is not None
        or not (s.pending_quantities or pl.quantities)
    ):
        return None
    closed = close_np(s, p)
    if not isinstance(closed, SentenceReadingState):
        return closed
    s = attach_elided(closed, p)
    if not isinstance(s, SentenceReadingState):
        return s
    if verb.category != "verb_take" or payload(s).source is not None:
        return s
    subject = s.pending_entity_ref
    if not _one_amount(s) or subject is None or subject.kind == "group":
        return refuse_at(s, word, "incomplete_operation", "'away' with no 'from': taken from whom?")
    holders = holder_of(payload(s).quantities[0].unit, p)
    source = _entity(holders[0], p) if len(holders) == 1 else None
    if source is None or source.key == subject.key:
        return refuse_at(
            s, word, "incomplete_operation", "'away' with no 'from' and not one other holder of the kind"
        )
    return with_payload(s, source=source)


def passive_participle(s: SentenceReadingState, word: Word, category: str) -> bool:
    """A statement's copula with, right after it, the past participle of a verb of ``category``."""
    verb = s.pending_verb
    return (
        verb is not None
        and verb.category == "copula"
        and s.frame != "question"
        and word.category == category
        and "VBN" in word.tags
        and word.index == verb.token_index + 1
    )


def passive_loss(s: SentenceReadingState, p: ProblemReadingState, word: Word) -> Result | None:
    """ "7 are eaten by a dog": an amount as subject, a copula and a losing verb's participle.

    The loser is the one holder of the amount's kind; the agent after 'by' must follow and only
    names who did it. A verb whose things outlast the act ("3 were broken") may state what they
    are rather than that they went, so it is not read (entry attribute ``result: remains``).
    """
    pl = payload(s)
    if (
        not passive_participle(s, word, "verb_lose")
        or s.pending_entity_ref is not None
        or pl.markers
        or pl.finished_clauses
        or len(s.pending_quantities) + len(pl.quantities) != 1
    ):
        return None
    if word.attr("result") == "remains":
        return refuse_at(
            s, word, "readings_disagree", f"'{word.text}' may say what they are, not that they went"
        )
    s = attach_elided(s, p)
    if not isinstance(s, SentenceReadingState):
        return s
    if not _one_amount(s):
        return refuse_at(s, word, "unsupported_operation", "a passive loss needs one counted amount")
    holders = holder_of(payload(s).quantities[0].unit, p)
    loser = _entity(holders[0], p) if len(holders) == 1 else None
    if loser is None:
        return refuse_at(s, word, "incomplete_operation", "a passive loss with not one holder of the kind")
    passive = Marker(PASSIVE, word.index, word.text)
    ref = VerbRef(word.lemma, word.category, word.index, word.text, word.tags)
    s = with_payload(s, markers=payload(s).markers + (passive,))
    return replace(s, pending_entity_ref=loser, pending_verb=ref, frame="operation", expectation="object")


def agent_after_passive(s: SentenceReadingState, word: Word) -> Result | None:
    """ "... eaten by a dog": 'by' right after the passive participle opens its agent."""
    markers = payload(s).markers
    if word.category != "prep_by" or not markers or markers[-1].category != PASSIVE:
        return None
    if markers[-1].token_index != word.index - 1:
        return None
    agent = Marker(AGENT, word.index, word.text)
    return with_payload(
        s, markers=markers[:-1] + (agent,), open_preposition=Marker("prep_by", word.index, "by")
    )


def share_with_partner(s: SentenceReadingState, entity: EntityRef) -> Result | None:
    """ "She shares 4 with Joshua": one named person after 'with' in a sharing clause is who gets them."""
    verb = s.pending_verb
    pl = payload(s)
    prep = pl.open_preposition
    if (
        prep is None
        or prep.category != "prep_with"
        or verb is None
        or verb.category != "verb_split"
        or s.frame != "operation"
        or pl.recipient is not None
        or entity.kind != "person"
        or entity.number != "singular"
    ):
        return None
    if verb.with_partner == DIVIDES:
        # "Ann split 1 pear with Bob": the pear is divided between them, how is not told (ADR 0343)
        return refuse(
            "unsupported_operation",
            f"'{verb.text} ... with {entity.label}' divides the amount between them in parts not told",
            s.sentence_index,
            prep.token_index,
            prep.text,
        )
    if any(q.value == 1 for q in pl.quantities):
        # "She shared 1 pear with Bob": one thing shared with someone is split between them, not given (ADR 0343)
        return refuse(
            "unsupported_operation",
            f"'{verb.text} 1 ... with {entity.label}' may divide the one thing between them",
            s.sentence_index,
            prep.token_index,
            prep.text,
        )
    marker = Marker(SHARE_WITH, prep.token_index, prep.text)
    return with_payload(s, recipient=entity, open_preposition=None, markers=pl.markers + (marker,))
