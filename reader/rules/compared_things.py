"""'The red box has twice as many apples as the blue box': a thing named after the second 'as' is the reference.

Before this, a definite phrase after the second 'as' closed as a phrase with
no role, and the multiple refused for want of a holder to compare with. A
thing is read as the reference only where nothing else fits: the clause
already holds a multiple, its subject is a thing too, and the phrase is one
definite, singular ordinary noun ('the blue box', "Danielle's apartment"),
so a bare plural ('as pears', a second unit) or a person keeps its own rule
(ADR 0114).
"""

from __future__ import annotations

from reader.rules.context import payload
from reader.state import ProblemReadingState, SentenceReadingState
from reader.values import NounPhrase


def thing_after_as(s: SentenceReadingState, p: ProblemReadingState, np: NounPhrase) -> bool:
    pl = payload(s)
    subject = s.pending_entity_ref
    after_as = _right_after_as(s, np)
    head_category, head_tag = (np.words[-1][1], np.words[-1][2]) if np.words else ("", "")
    definite = np.determiner == "the" or (bool(np.possessor) and np.determiner != "pronoun")
    return (
        after_as
        and subject is not None
        and subject.kind == "thing"
        and s.frame != "question"
        and any(q.times is not None for q in pl.quantities)
        and not s.pending_quantities
        and pl.open_preposition is None
        and not pl.objects
        and definite
        and head_category == "noun"
        and head_tag != "NNS"
        and not _head_taken(s, p, np)
    )


def _head_taken(s: SentenceReadingState, p: ProblemReadingState, np: NounPhrase) -> bool:
    """ "the green box" after a "red box" read before: a 'the' phrase names an earlier thing by its head
    alone ("the store" after "a pet store"), so while an earlier thing has that head and another
    key, which box is meant is not known; refuse."""
    if np.determiner != "the":
        return False  # "Danielle's apartment": the owner's name makes the key exact
    head = np.words[-1][0].casefold()
    key = " ".join(w[0] for w in np.words).casefold()
    return any(e.kind == "thing" and e.key.split(" ")[-1] == head and e.key != key for e in p.entity_registry)


def _right_after_as(s: SentenceReadingState, np: NounPhrase) -> bool:
    """The phrase starts right after 'as', or after 'as' and one owner's name ("as Danielle's apartment")."""
    at = {a.token_index: a.category for a in s.lookback}
    if at.get(np.start_index - 1) == "as_marker":
        return True
    # an owned phrase starts at its possessive marker: 'as' (start - 2), the name (start - 1), "'s" (start)
    return (
        bool(np.possessor)
        and at.get(np.start_index) == "possessive_marker"
        and at.get(np.start_index - 1) == "name"
        and at.get(np.start_index - 2) == "as_marker"
    )
