"""Things grouped in the passive with no one holding them: "The bananas are organized into groups of 18" (ADR 0201).

'the <things>', a copula and right after it the participle of a putting or splitting verb
("are organized", "were put", "are split") says how the things lie: each container named after
'into' holds the stated number of them. When no person holds those things (ADR 0125 reads the
one person who does), the clause is read as a rate of the scene, as "Each group has 18 bananas"
is: `reader/grouping_rates.py` turns it into that rate when the clause ends, and refuses every
other shape. The number of containers is then asked and read by ADR 0113 (a told total divided
by the number in each, refused when it leaves a remainder).

A person holding the things, an amount read before the participle, an operator word other than an
opening 'if', or a question clause keep the old refusal: the grouping could then be a move of
someone's things, which the active packing rule (ADR 0051) reads instead.
"""

from __future__ import annotations

from dataclasses import replace

from reader.rules.context import Result, Word, payload
from reader.rules.elliptic_moves import passive_participle
from reader.rules.passive_moves import PASSIVE_TAG
from reader.state import ProblemReadingState, SentenceReadingState
from reader.values import Unit, VerbRef

GROUPING_VERBS = ("verb_split", "verb_give")  # "are split / organized / put / placed into groups"
GROUPED_TAG = "GROUPED"  # on the participle's VerbRef: a passive grouping of the scene's things
PERSON_KINDS = ("person", "group")


def _held_by_someone(kind_key: str, p: ProblemReadingState) -> bool:
    """Whether anyone but the scene has held, gained or lost things of exactly this kind."""
    kinds = {e.key: e.kind for e in p.entity_registry}
    for h in p.accumulated_initial_state:
        u = h.quantity.unit
        placed = h.entity == "there" or kinds.get(h.entity) == "thing"  # "18 bananas in the collection"
        if u is not None and not placed and u.head == kind_key.split()[-1]:  # "18 red pencils" too
            return True
    for o in p.accumulated_operations:
        u = o.quantity.unit
        if u is not None and u.head == kind_key.split()[-1]:
            return True
    return False


def passive_grouping(s: SentenceReadingState, p: ProblemReadingState, word: Word) -> Result | None:
    """ "The bananas are organized into groups of 18": a grouping of things no person holds, else None."""
    subject = s.pending_entity_ref
    pl = payload(s)
    if (
        not any(passive_participle(s, word, c) for c in GROUPING_VERBS)
        or subject is None
        or subject.kind != "thing"
        or subject.number != "plural"
        or subject.members
        or s.pending_quantities
        or pl.quantities
        or pl.objects
        or pl.finished_clauses
        or any(not (m.category == "subordinator" and m.token_index == 0) for m in pl.markers)
        or _held_by_someone(subject.key, p)
    ):
        return None
    ref = VerbRef(
        word.lemma, word.category, word.index, word.text, (*word.tags, PASSIVE_TAG, GROUPED_TAG)
    )  # 'by Ann' refuses (ADR 0125)
    return replace(s, pending_verb=ref, frame="operation", expectation="object")


def grouped_in_passive(s: SentenceReadingState) -> bool:
    """The clause is a passive grouping: its number in each container comes with no amount before it."""
    verb = s.pending_verb
    return verb is not None and GROUPED_TAG in verb.tags


def grouped_things(s: SentenceReadingState) -> Unit | None:
    """ "into groups of 18": in a passive grouping a number with no noun counts the things grouped."""
    subject = s.pending_entity_ref
    if not grouped_in_passive(s) or subject is None:
        return None
    *modifiers, head = subject.key.split()
    return Unit(head, tuple(sorted(set(modifiers))))
