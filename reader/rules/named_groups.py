"""'They' for the persons the sentence before named side by side (ADR 0137).

"Sam had 19 dollars and Ann had 16 dollars. They each earned 5 dollars.":
no group was ever named, yet 'they' plainly means Sam and Ann together.
It is read as that group only when the story leaves no other choice:

- 'they' opens a clause of a statement (questions keep 'everyone named',
  ADR 0007), and nothing in its own sentence named a person or a group yet;
- the sentence just before gave facts whose doers or holders are exactly
  every person named so far, two or more, each the subject of a clause of
  its own ("A had ... and B had ..." or "A ..., B ..., and C ..."): a person
  met only as a receiver, a thing that holds amounts, or a 'you'/'I' refuse;
- no counted things were read in that sentence or so far in this one:
  "Sam picked 5 apples and Ann picked 3 apples. They were ripe." could be
  the apples, so the reader refuses as ambiguous rather than guess.

The group is never one of its members, so an amount it gets still needs
'each' (frames refuse a group's amount without it), and a question's
'they' about it asks for a total only with 'in all' or 'together'.
"""

from __future__ import annotations

from reader.refusals import ReaderRefusal
from reader.rules.context import Word, payload, refuse_at
from reader.rules.pronouns import EVERYONE  # the question's 'they' has the same key
from reader.speakers import is_speaker
from reader.state import ProblemReadingState, SentenceReadingState
from reader.values import EntityRef, QuantityRef


def _counted(q: QuantityRef) -> bool:
    """Counted things ('5 apples') could themselves be 'they'; money, measures and rates could not."""
    return q.unit is not None and not q.unit.dimension and q.per is None


def _opens_clause(s: SentenceReadingState) -> bool:
    return s.pending_verb is None and s.pending_entity_ref is None and not s.pending_quantities


def named_group(
    s: SentenceReadingState, p: ProblemReadingState, word: Word
) -> EntityRef | ReaderRefusal | None:
    """The group of every person named, or None when the rule does not apply (the old refusal stands)."""
    if s.frame == "question" or word.attr("case") != "subject" or word.attr("number") != "plural":
        return None
    if not _opens_clause(s) or any(e.kind in ("person", "group") for e in payload(s).new_entities):
        return None
    known = p.entity_registry
    if any(is_speaker(e.key) or e.kind == "group" for e in known):
        return None
    people = tuple(e for e in known if e.kind == "person")
    if len(people) < 2:
        return None
    before = s.sentence_index - 1
    holdings = [h for h in p.accumulated_initial_state if h.order[0] == before]
    operations = [o for o in p.accumulated_operations if o.order[0] == before]
    doers = {h.entity for h in holdings} | {o.actor for o in operations}
    if not doers or doers != {e.key for e in people}:
        return None
    parties = {o.counterparty for o in operations} - {""}
    if not parties <= doers:
        return None
    here = list(payload(s).quantities) + [q for f in payload(s).finished_clauses for q in f.clause.quantities]
    amounts = [h.quantity for h in holdings] + [o.quantity for o in operations] + here
    if any(_counted(q) for q in amounts):
        return refuse_at(
            s,
            word,
            "ambiguous_pronoun_referent",
            f"'{word.text}' could mean the persons named or the things they counted",
        )
    members = tuple(e.key for e in people)
    return EntityRef(EVERYONE, "everyone named", "any", "plural", "group", s.sentence_index, members)
