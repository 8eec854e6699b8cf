"""A group named by its number of members after 'among': "shared them among a group of 5 friends" (ADR 0205).

"a group of 5 friends", "a team of 4 players" name 5 friends and 4 players: the group is nothing but
its members. After 'among' or 'between' the phrase says how many share, exactly as "among 5
friends" does, so the group noun is passed over and the number is read as the number of shares
(ADR 0031), with its own noun right after it (ADR 0092's check: "among a family of 4." refuses).

Only 'a'/'an', adjectives and a noun the lexicon marks ``members`` (group, team, class, family,
flock) right after the 'among' are read; a container ("among a box of 6"), a possessive, a number
before the group or any word after 'of' that is not a plain number refuses, since the group's
size is then unsaid.
"""

from __future__ import annotations

from dataclasses import replace

from reader.refusals import refuse
from reader.rules.collectives import COLLECTIVE_MEMBERS, COLLECTIVE_NUMBER, plain_number
from reader.rules.context import Result, Word, payload, with_payload
from reader.state import SentenceReadingState

MEMBERS_OF = "members_of"  # the expectation after "among a group of"


def members_after_among(s: SentenceReadingState, word: Word) -> SentenceReadingState | None:
    """At the 'of' of "among a group of": drop the group noun and wait for the number of members."""
    pl = payload(s)
    np, prep = pl.open_np, pl.open_preposition
    if (
        word.category != "prep_of"
        or prep is None
        or prep.category != "prep_among"
        or np is None
        or not np.words
        or np.determiner not in ("a", "an")
        or np.possessor
        or np.of_content
        or np.words[-1][1] != "noun"
        or np.words[-1][3] != COLLECTIVE_MEMBERS
        or any(w[1] != "adjective" for w in np.words[:-1])
        or s.pending_quantities
        or s.pending_verb is None
        or s.frame == "question"
    ):
        return None
    return replace(with_payload(s, open_np=None), expectation=MEMBERS_OF)


def after_members_of(s: SentenceReadingState, word: Word | None) -> Result:
    """The word after "among a group of": a plain number counts the sharers; anything else refuses."""
    if s.expectation != MEMBERS_OF:
        return s
    if word is not None and plain_number(word):
        return replace(s, expectation=COLLECTIVE_NUMBER)  # 'among' stays open: the number is a divisor
    return refuse(
        "unexpected_category",
        "a group after 'among' with no plain number of members",
        s.sentence_index,
        s.token_index,
        word.text if word is not None else "",
    )
