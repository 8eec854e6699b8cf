"""The person a question's opening 'if' clause tells a present fact about, as its pronoun's referent (ADR 0363).

"A pen costs $3. If Tom buys 4 pens, how much will he spend?" and "If Tom has 4 pens, how
many pens does he have?" name Tom only inside the opening clause. ADR 0190 lets that subject be a
pronoun's referent only after a past change ("If Emily bought 2 roses"), so a present deed or a
holding left 'he' with no one to mean, though the clause is told as a plain fact of the story
and reads so when the name is repeated ("how much will Tom spend?").

Here the subject of such a clause is the referent only when the choice is forced, so that the
pronoun reads exactly as the repeated name would:

- nobody else read so far agrees with the pronoun (any other person told before keeps ADR 0191's
  refusal: "Noah has 18 cards. If Tom buys 7 cards, how many will he have?");
- exactly one subject of the opening clauses agrees ("If Tom buys 4 pens and Sam buys 3 pens,
  how many does he buy?" stays refused), and no other party of those clauses does ("If Tom has 20
  pens and gives 5 pens to Sam, how many does he have?": Tom, or Sam?);
- that subject is one named person and every clause it is the subject of has a finite present
  verb ("has", "buys"): a future ("If Tom will buy 4"), a negation or a modal ("If Tom does not
  buy", "If Tom can buy") leaves the base form and the subject out of reach, as does a deed under
  way ("If Tom is buying 4 pens"); a group ("If Tom and Sam have ...") is left to the rules of
  groups;
- the pronoun stands in the question itself, after the clause, as a subject or an object: a
  possessive ("in his room") names a place or a kin the clause said nothing of.

Everything the clause says is still read by the rules that read it when the name is repeated:
a restated holding with another number, a future, a negation refuse there as before.
"""

from __future__ import annotations

from reader.rules.context import Word, payload
from reader.state import SentenceReadingState
from reader.values import UNDER_WAY_TAG, WAS_UNDER_WAY_TAG, EntityRef

PRESENT = "VBZ"  # "has", "buys": a finite form no auxiliary, modal or 'will' stands before
SET_ASIDE = frozenset({"ability", "negation"})  # "If Tom can buy", "If Tom never buys"
CONDITION = "if"


def _opens_with_if(clause) -> bool:
    return any(
        m.token_index == 0 and m.category == "subordinator" and m.text.casefold() == CONDITION
        for m in clause.clause.markers
    )


def _told_about(clause) -> tuple[EntityRef, ...]:
    """The other parties of a clause: its objects, receiver, source and place."""
    body = clause.clause
    extra = (body.recipient, body.source, body.location)
    return tuple(body.objects) + tuple(e for e in extra if e is not None)


def _present_fact(clause) -> bool:
    verb, subject = clause.verb, clause.subject
    if verb is None or subject is None or subject.kind != "person" or subject.number != "singular":
        return False
    if any(m.category in SET_ASIDE for m in clause.clause.markers):
        return False
    tags = set(verb.tags)
    return PRESENT in tags and not tags & {UNDER_WAY_TAG, WAS_UNDER_WAY_TAG}


def opening_subject(s: SentenceReadingState, word: Word, agrees) -> EntityRef | None:
    """The one agreeing subject of a question's opening clauses that tell a present fact, or None.

    Called only when no entity read so far agrees with the pronoun; ``agrees`` is the
    resolver's own agreement test.
    """
    if s.frame != "question":
        return None
    clauses = payload(s).finished_clauses
    if not clauses or not _opens_with_if(clauses[0]) or any(c.frame == "question" for c in clauses):
        return None  # "How many ... and ...": a clause of the question itself is no opening clause
    found = {c.subject.key: c.subject for c in clauses if c.subject is not None and agrees(c.subject, word)}
    if len(found) != 1:
        return None
    subject = next(iter(found.values()))
    others = [e for c in clauses for e in _told_about(c) if e.key != subject.key and agrees(e, word)]
    if others:
        return None  # "If Tom has 20 pens and gives 5 to Sam, how many does he have?": Tom, or Sam?
    told = [c for c in clauses if c.subject is not None and c.subject.key == subject.key]
    if not all(_present_fact(c) for c in told):
        return None
    return subject
