"""Resolving he, she, it and they against the entities read so far.

Candidates must agree in gender and number; among them an exact gender
beats a name that may be either, and a later mention beats an earlier
one. If the best candidates tie, the pronoun is ambiguous and reading
stops: guessing would risk a wrong answer. "They" binds only to a group
or a plural phrase, never to one person. An object pronoun ("gave him")
cannot mean the subject of its own clause.
"""

from __future__ import annotations

from reader.refusals import ReaderRefusal
from reader.rules.context import Word, payload, refuse_at, with_payload
from reader.speakers import is_speaker, speaker_referent
from reader.state import FinishedClause, ProblemReadingState, SentenceReadingState
from reader.unnamed import is_unnamed, unnamed_referent
from reader.values import EntityRef, PronounResolution

EVERYONE = "everyone named"
GENDERED = frozenset({"male", "female"})  # values of a pronoun's ``gender`` attribute that pick one
RECENCY_WINDOW = 1  # the current and the previous sentence count as equally recent
# Verbs whose amount can only be the subject's own (frames refuse someone else's amount with them).
OWN_AMOUNT_VERBS = frozenset({"verb_give", "verb_lose", "verb_sell", "verb_pay"})


def agrees(entity: EntityRef, word: Word) -> bool:
    """Whether a pronoun's number and gender can stand for this entity (speakers never)."""
    number, gender = word.attr("number"), word.attr("gender")
    if is_speaker(entity.key):
        return False  # 'he' or 'they' never means 'you' or 'I' (ADR 0058)
    if number == "plural":
        return entity.number == "plural"
    if entity.number != "singular":
        return False
    if gender == "neuter":
        return entity.kind == "thing"
    return entity.kind == "person" and entity.gender in (gender, "any")


def _told_other_gender(
    entity: EntityRef, word: Word, s: SentenceReadingState, p: ProblemReadingState
) -> bool:
    """A name of either gender already meant by a pronoun of the other one (ADR 0233).

    "Yusra had 5 buttons. He bought 3. How many buttons does she have?" A name the lexicon does
    not know may be 'he' or 'she', but not both: once a pronoun of one gender has meant it, a
    pronoun of the other gender cannot, and with no one else to mean the text contradicts itself.
    """
    gender = word.attr("gender")
    if entity.gender != "any" or gender not in GENDERED:
        return False
    told = p.pronoun_resolution_history + payload(s).resolutions
    return any(r.resolved_to == entity.key and r.gender in GENDERED and r.gender != gender for r in told)


def _last_mention(entity: EntityRef, p: ProblemReadingState) -> int:
    latest = entity.sentence_index
    for holding in p.accumulated_initial_state:
        if holding.entity == entity.key:
            latest = max(latest, holding.order[0])
    for op in p.accumulated_operations:
        if entity.key in (op.actor, op.counterparty):
            latest = max(latest, op.order[0])
    for resolution in p.pronoun_resolution_history:
        if resolution.resolved_to == entity.key:
            latest = max(latest, resolution.sentence_index)
    return latest


def _past_change_by_a_person(s: SentenceReadingState, clause: FinishedClause) -> bool:
    """A question's opening clause telling what a person did ("If Emily bought 2 roses, ...").

    Only a past change: a holding or a future ("If Joe will have 15 marbles") may not be the
    amount the question asks about, so its subject stays out of reach of a pronoun.
    """
    verb = clause.verb
    return (
        s.frame == "question"
        and clause.subject is not None
        and clause.subject.kind == "person"
        and verb is not None
        and verb.category != "verb_possess"
        and "VBD" in verb.tags
    )


def _opening_rival(s: SentenceReadingState, word: Word, chosen: EntityRef) -> EntityRef | None:
    """The subject of a question's opening clause that the pronoun may mean as well as the one chosen.

    ADR 0190 lets such a subject be a candidate only after a past change; otherwise it is left out,
    and the pronoun found someone earlier. "If Tom buys 7 cards, how many will he have?" may ask
    about Tom, who was just named: the choice is not the story's to make.
    """
    if s.frame != "question" or word.forced_referent or is_unnamed(chosen.key):
        return None  # each reading of an ambiguous pronoun is tried on its own (ADR 0058, 0183)
    for clause in payload(s).finished_clauses:
        subject = clause.subject
        if subject is None or subject.key == chosen.key or not agrees(subject, word):
            continue
        if subject.kind not in ("person", "group"):
            continue  # "If there are 11 sets ...": the scene is no one a pronoun means
        if any(e.key == chosen.key for e in clause.clause.objects):
            continue  # "If Tom gives him 7, how many will he have?": the one the clause is about
        if _past_change_by_a_person(s, clause):
            continue  # a candidate already, weighed by recency
        if subject.kind == "group" and chosen.key in subject.members:
            continue
        return subject
    return None


def _asked_things(s: SentenceReadingState, entity: EntityRef, case: str | None) -> bool:
    """The subject of a question is not the things the question counts (ADR 0209).

    "put the rest into cages ... How many cages did they use?": the cages are the last plural
    thing named, yet 'they' who use cages cannot be the cages themselves.
    """
    asked = payload(s).question
    return (
        s.frame == "question"
        and case == "subject"
        and entity.kind == "thing"
        and asked is not None
        and asked.unit is not None
        and entity.key == asked.unit.head
    )


def candidates(s: SentenceReadingState, p: ProblemReadingState) -> tuple[EntityRef, ...]:
    seen: dict[str, EntityRef] = {}
    for entity in p.entity_registry + payload(s).new_entities:
        seen.setdefault(entity.key, entity)
    subject = s.pending_entity_ref
    if subject is not None:
        seen.setdefault(subject.key, subject)
    for entity in payload(s).objects:
        seen.setdefault(entity.key, entity)
    # "If Emily bought 2 roses, how much did she spend?": the opening clause's person (ADR 0190)
    for clause in payload(s).finished_clauses:
        if _past_change_by_a_person(s, clause) and clause.subject is not None:
            seen.setdefault(clause.subject.key, clause.subject)
    return tuple(seen.values())


def _named_outside(group: EntityRef, s: SentenceReadingState, p: ProblemReadingState) -> tuple[str, ...]:
    """Persons named in the story who are not members of the group a question's 'they' found."""
    if group.key == EVERYONE:
        return ()
    if group.kind == "group" and group.members:
        people = [e.key for e in candidates(s, p) if e.kind == "person" and not is_speaker(e.key)]
        return tuple(k for k in people if k not in group.members)
    return _doers_beside(group, s, p)


def _doers_beside(group: EntityRef, s: SentenceReadingState, p: ProblemReadingState) -> tuple[str, ...]:
    """ "Ravi picked 18 pears. His brothers picked 8. How many did they pick in all?": the brothers, or all?

    A plural noun for people ('his brothers', 'the girls') names no members, so a question's 'they'
    that found it may leave out, or take in, a person the story told holding or moving amounts. Only
    for the subject 'they' of a question, and only for persons who held or moved something, in the
    story or in the question's opening clause (ADR 0364); an owner named only in a possessive ("Mr.
    Lee's students") is no doer.
    """
    if group.kind not in ("person", "group") or group.number != "plural" or group.members:
        return ()
    if is_unnamed(group.key):
        return ()  # "They had 50 balloons. Ivy popped 12.": a 'they' with no one named keeps its own refusal
    doers = {h.entity for h in p.accumulated_initial_state} | {o.actor for o in p.accumulated_operations}
    doers |= {o.counterparty for o in p.accumulated_operations if o.counterparty}
    doers |= {f.subject.key for f in payload(s).finished_clauses if f.subject is not None}
    return tuple(
        e.key
        for e in candidates(s, p)
        if e.kind == "person"
        and e.number == "singular"
        and not is_speaker(e.key)
        and e.key != group.key
        and e.key in doers
    )


def _everyone(s: SentenceReadingState, p: ProblemReadingState) -> EntityRef | None:
    """'They' in a question, with no group read: everyone named so far, if that is two or more people.

    The question must then ask for an aggregate ("in all", "together"), or it refuses.
    """
    people = tuple(e for e in p.entity_registry if e.kind == "person" and not is_speaker(e.key))
    known = {e.key for e in people}
    earlier = [f.subject for f in payload(s).finished_clauses] + list(payload(s).new_entities)
    new = {e.key: e for e in earlier if e is not None and e.kind == "person" and e.key not in known}
    if len(people) == 1 and len(new) == 1:
        return _one_and_the_new(s, people[0], next(iter(new.values())))
    if len(people) < 2:
        return None
    if new:
        return None  # "If Sue has 4, how many do they have in all?": Sue, named in the question, too?
    members = tuple(e.key for e in people)
    return EntityRef(EVERYONE, "everyone named", "any", "plural", "group", s.sentence_index, members)


def _one_and_the_new(s: SentenceReadingState, one: EntityRef, new: EntityRef) -> EntityRef | None:
    """ "Ed has 4. If Jo has 3, how many do they have in all?": the one person told and the one the question names.

    A story that named one person cannot mean that person alone by a plural 'they'. When the
    question's opening clause names exactly one more, as the subject of that clause and one
    person ('Jo', 'his sister', not 'his friends'), 'they' can only be the two of them, the same
    'everyone named' with the newcomer counted (ADR 0364). Anyone else in the question's opening,
    a second newcomer or a newcomer who is only an object, keeps the refusal.
    """
    subjects = {f.subject.key for f in payload(s).finished_clauses if f.subject is not None}
    if new.number != "singular" or is_speaker(new.key) or new.key not in subjects:
        return None
    if one.number != "singular":
        return None
    others = [
        e for e in payload(s).objects if e.kind in ("person", "group") and e.key not in (one.key, new.key)
    ]
    if others:
        return None
    return EntityRef(
        EVERYONE, "everyone named", "any", "plural", "group", s.sentence_index, (one.key, new.key)
    )


def _collective(s: SentenceReadingState, p: ProblemReadingState) -> EntityRef | None:
    """ "A store had 34 oranges. They sold 20.": 'they' for the one organisation in a story with no people.

    Only as a subject, only when no person or group was named at all, and only when exactly
    one entity, a thing, has held or moved amounts so far (ADR 0040).
    """
    if s.pending_verb is not None or s.pending_entity_ref is not None:
        return None
    known = p.entity_registry + payload(s).new_entities
    if any(e.kind in ("person", "group") for e in known):
        return None
    if any(  # "The box has 12 pens. If Tom has 9 pens, how many do they have?": Tom is named too (ADR 0372)
        e is not None and e.kind in ("person", "group")
        for f in payload(s).finished_clauses
        for e in (f.subject, *f.clause.objects)
    ):
        return None
    holders = {h.entity for h in p.accumulated_initial_state if h.quantity.per is None} | {
        o.actor for o in p.accumulated_operations
    }
    # "The shop makes $5 off each jersey. They sold 20.": a seller's price per item (ADR 0195)
    holders |= {h.entity for h in p.accumulated_initial_state if _money_per_item(h.quantity)}
    things = [e for e in known if e.key in holders and e.kind == "thing" and e.number == "singular"]
    return things[0] if len(things) == 1 and len(holders) == 1 else None


def _money_per_item(quantity) -> bool:
    """Money per one counted item, not per time: what a seller is paid for each thing."""
    unit, per = quantity.unit, quantity.per
    return per is not None and unit is not None and unit.dimension == "money" and not per.dimension


def _unnamed(s: SentenceReadingState, p: ProblemReadingState, word: Word) -> EntityRef | None:
    """ "He had 15 aquariums ...": a first sentence that opens with a pronoun and no one named (ADR 0058)."""
    known = p.entity_registry + payload(s).new_entities + payload(s).objects
    if s.sentence_index != 0 or any(e.kind in ("person", "group") for e in known):
        return None
    if s.pending_entity_ref is not None and s.pending_entity_ref.kind in ("person", "group"):
        return None
    return unnamed_referent(word.attr("gender"), word.attr("number"), s.sentence_index)


def resolve_pronoun(
    s: SentenceReadingState, p: ProblemReadingState, word: Word, as_possessive: bool = False
) -> tuple[EntityRef, SentenceReadingState] | ReaderRefusal:
    case = "possessive" if as_possessive else word.attr("case")
    speaker = speaker_referent(word.attr("person"), word.attr("number"), s.sentence_index)
    if speaker is not None:  # 'you', 'I', 'we' name a holder of their own (ADR 0058)
        log = PronounResolution(word.text.casefold(), speaker.key, s.sentence_index, word.index)
        known = {e.key for e in p.entity_registry + payload(s).new_entities}
        added = () if speaker.key in known else (speaker,)
        return speaker, with_payload(
            s,
            resolutions=payload(s).resolutions + (log,),
            new_entities=payload(s).new_entities + added,
        )
    direct_object = (
        s.pending_verb is not None
        and payload(s).open_preposition is None
        and not payload(s).quantities
        and not s.pending_quantities
    )
    is_object = case == "object" or (case == "object_or_possessive" and direct_object)
    subject_key = s.pending_entity_ref.key if s.pending_entity_ref is not None else ""
    verb = s.pending_verb.category if s.pending_verb is not None else ""
    owner_of_amount = "possessive" in case and s.pending_verb is not None and bool(s.pending_quantities)
    current = s.sentence_index
    scored = []
    for entity in candidates(s, p):
        if not agrees(entity, word) or _told_other_gender(entity, word, s, p):
            continue
        if is_object and entity.key == subject_key and s.pending_verb is not None:
            continue
        if _asked_things(s, entity, case):
            continue  # "How many cages did they use?": the cages are counted, not the ones using them
        if owner_of_amount and verb == "verb_take" and entity.key == subject_key:
            continue  # "Kirsten stole some of her meatballs": one does not steal one's own
        if owner_of_amount and verb in OWN_AMOUNT_VERBS and subject_key and entity.key != subject_key:
            continue  # "she gave Sam some of her shells", "Ed lost 17 of his marbles": one gives or loses one's own
        in_sentence = (
            entity.key == subject_key
            or entity in payload(s).new_entities
            or entity in payload(s).objects
            or any(r.resolved_to == entity.key for r in payload(s).resolutions)
        )
        recency = current if in_sentence else _last_mention(entity, p)
        scored.append((recency, entity))
    if not scored and case in ("subject", "object"):
        from reader.if_clause_subjects import opening_subject

        told = opening_subject(s, word, agrees)  # "If Tom buys 4 pens, how much will he spend?" (ADR 0363)
        if told is not None:
            scored.append((current, told))
    if not scored and word.attr("number") == "plural":
        body = _collective(s, p)
        if body is not None:
            scored.append((current, body))
    if not scored and is_object and word.attr("number") == "plural":
        from reader.arrivals import joined_place

        place = joined_place(s, p)  # "4 more birds joined them": the birds on the one place (ADR 0086)
        if place is not None:
            scored.append((current, place))
    if not scored:
        group = _everyone(s, p) if word.attr("number") == "plural" and s.frame == "question" else None
        if group is None:
            from reader.rules.named_groups import named_group

            named = named_group(s, p, word)  # "A had ... and B had .... They ...": the two of them (ADR 0137)
            if isinstance(named, ReaderRefusal):
                return named
            group = named
        group = group or _unnamed(s, p, word)
        if group is not None and is_unnamed(group.key):
            s = with_payload(s, new_entities=payload(s).new_entities + (group,))
        if group is None:
            return refuse_at(
                s, word, "unresolved_pronoun", f"no entity read so far agrees with '{word.text}'"
            )
        scored.append((current, group))
    best = max(score for score, _ in scored)
    winners = [entity for score, entity in scored if score >= best - RECENCY_WINDOW]
    if len(winners) > 1:
        chosen = [e for e in winners if e.key == word.forced_referent]
        if not chosen:
            keys = "; ".join(e.key for e in winners)
            return refuse_at(s, word, "ambiguous_pronoun_referent", f"'{word.text}' could mean: {keys}")
        winners = chosen
    entity = winners[0]
    rival = _opening_rival(s, word, entity)
    if rival is not None:  # "Noah has 18. If Tom buys 7, how many will he have?" (ADR 0191)
        return refuse_at(
            s,
            word,
            "ambiguous_pronoun_referent",
            f"'{word.text}' could mean {entity.label} or {rival.label}, the subject of the question's opening clause",
        )
    outside = (
        _named_outside(entity, s, p) if word.attr("number") == "plural" and s.frame == "question" else ()
    )
    if outside and not entity.members and case != "subject":
        outside = ()  # "How many did Ravi give them?": only a subject 'they' may take in the doers
    if outside:  # "Ivan and Lena each have 30. Tom has 4. How many do they have?": the pair, or all three?
        return refuse_at(
            s,
            word,
            "ambiguous_pronoun_referent",
            f"'{word.text}' could mean {entity.label} or everyone named ({', '.join(outside)} too)",
        )
    log = PronounResolution(
        word.text.casefold(), entity.key, s.sentence_index, word.index, word.attr("gender") or ""
    )
    return entity, with_payload(s, resolutions=payload(s).resolutions + (log,))
