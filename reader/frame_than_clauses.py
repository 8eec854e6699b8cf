"""Projecting 'How many more cakes did he sell than those he bought?' into a difference of two verbs (ADR 0057).

One doer, two kinds of event: the question's verb minus the verb after
'than those' (the other way round for 'fewer'). The holder after 'those'
must be the question's subject; a different holder, a group, an unknown
doer, two verbs of one kind (the events could not be told apart) or any
other operator word refuses.
"""

from __future__ import annotations

from reader.frames import MOVE_VERBS, Clause, Facts, refuse_clause, unused_marker
from reader.refusals import ReaderRefusal
from reader.rules.than_clauses import THAN_THOSE, THAN_VERB
from reader.values import QuestionTarget

USED = frozenset({THAN_THOSE, THAN_VERB, "than_marker", "comparative"})


def than_clause_question(clause: Clause, subject, part, verb) -> Facts | ReaderRefusal:
    body = clause.body
    comparatives = [m for m in body.markers if m.category == "comparative"]
    thans = [m for m in body.markers if m.category == "than_marker"]
    second = [m for m in body.markers if m.category == THAN_VERB]
    refused = refuse_clause(
        clause,
        "unused_operator",
        "'than those' needs 'how many more', one doer and a second verb of another kind",
        verb.token_index,
        verb.text,
    )
    if len(comparatives) != 1 or len(thans) != 1 or len(second) != 1 or part.unit is None:
        return refused
    comparative, other_verb = comparatives[0], second[0]
    if comparative.token_index != part.token_index + 1 or comparative.role not in ("up", "down"):
        return refused
    if (
        subject is None
        or subject.kind != "person"
        or subject.members
        or len(body.objects) != 1
        or body.objects[0].key != subject.key
    ):
        return refused
    if (
        verb.category not in MOVE_VERBS
        or other_verb.role not in MOVE_VERBS
        or verb.category == other_verb.role
    ):
        return refused
    if body.quantities or body.per_unit is not None or body.source is not None or body.location is not None:
        return refused
    remaining = tuple(m for m in body.markers if m.category not in USED)
    if remaining:
        unused = unused_marker(clause, remaining)
        return unused if unused is not None else refused
    first, then = (verb.category, other_verb.role)
    if comparative.role == "down":
        first, then = then, first
    target = QuestionTarget(
        "verb_difference_change",
        (subject.key,),
        part.unit,
        clause.sentence_index,
        part.token_index,
        first,
        body.recipient.key if body.recipient is not None else "",
        part.asks,
        verb_lemma=verb.lemma,
        than_verb_category=then,
    )
    return Facts(question=target)
