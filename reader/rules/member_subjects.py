"""A group opening a statement with its number of members: "A group of 6 students went to the zoo" (ADR 0245).

A collective the lexicon marks ``members`` (group, team, class, family, crowd, herd, flock; ADR 0205)
is nothing but its members: "a group of 6 students" names 6 students, as "among a group of 5
friends" names 5 sharers. So when such a phrase opens a statement as its subject, the group noun is
passed over and the number is read as if the sentence began with it: "A group of 6 students went to
the zoo" reads as "6 students went to the zoo", and every later rule sees only that clause.

Only one shape is read: 'a'/'an', optional adjectives and a singular members noun as the first words
of a statement's clause (an opening time phrase may come before it: "On Monday a group of 7 children
..."), with no verb, amount, preposition, place or 'if' read yet, then 'of' and a plain number
(digits or number words, no price, percentage or fraction) with a noun of its own right after it
(ADR 0092's check: "A family of 4 went ..." refuses). A container ("A box of 6 pens costs ..."), a
possessive or 'the' ("The group of 6 ..."), a group in a question or after a preposition ("for a
class of 30 students", "In a class of 25 students, ...") and any other word after 'of' ("A group of
students ...") refuse as before: the group's size is then unsaid or the phrase is no subject.
"""

from __future__ import annotations

from dataclasses import replace

from reader.refusals import refuse
from reader.rules.collectives import COLLECTIVE_MEMBERS, COLLECTIVE_NUMBER, plain_number
from reader.rules.context import Result, Word, payload, with_payload
from reader.state import SentenceReadingState

SUBJECT_MEMBERS_OF = "subject_members_of"  # the expectation after a statement's opening "A group of"


def _opening_group(s: SentenceReadingState) -> bool:
    pl = payload(s)
    np = pl.open_np
    return (
        np is not None
        and bool(np.words)
        and np.determiner in ("a", "an")
        and not np.possessor
        and not np.of_content
        and not np.in_of
        and np.words[-1][1] == "noun"
        and np.words[-1][2] == "NN"
        and np.words[-1][3] == COLLECTIVE_MEMBERS
        and all(w[1] == "adjective" for w in np.words[:-1])
    )


def _clause_start(s: SentenceReadingState) -> bool:
    """Nothing of the clause read yet but the group phrase (and an opening time phrase set aside)."""
    pl = payload(s)
    return (
        s.frame is None
        and s.expectation is None
        and s.pending_verb is None
        and s.pending_entity_ref is None
        and not s.pending_quantities
        and not pl.quantities
        and not pl.objects
        and pl.recipient is None
        and pl.source is None
        and pl.location is None
        and pl.open_preposition is None
        and pl.pending_conjunction is None
        and not pl.finished_clauses
        and not pl.new_entities
        and not pl.elliptic
        and not pl.dropped_objects
        and not pl.subject_list
        and all(m.category == "time_marker" for m in pl.markers)
    )


def members_subject_of(s: SentenceReadingState, word: Word) -> SentenceReadingState | None:
    """At the 'of' of a statement's opening "A group of": drop the group noun and wait for its number."""
    if word.category != "prep_of" or not _opening_group(s) or not _clause_start(s):
        return None
    return replace(with_payload(s, open_np=None), expectation=SUBJECT_MEMBERS_OF)


def after_members_subject(s: SentenceReadingState, word: Word | None) -> Result:
    """The word after "A group of": a plain number is the subject's amount; anything else refuses."""
    if s.expectation != SUBJECT_MEMBERS_OF:
        return s
    if word is not None and plain_number(word):
        return replace(s, expectation=COLLECTIVE_NUMBER)  # its noun must follow (ADR 0092)
    return refuse(
        "unexpected_category",
        "a group opening a statement with no plain number of members",
        s.sentence_index,
        s.token_index,
        word.text if word is not None else "",
    )
