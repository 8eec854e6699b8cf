"""Amounts told after a subject and before any verb are not the next verb's (ADR 0295).

The seed gives a surface that is both a noun and a verb form to the noun ("cut", "set", "hit",
"spread", "bet" are nouns with VB/VBD tags, ADR 0070). In "He cut 5 apples and ate 3" the word
'cut' then opens a noun phrase (or joins the subject: "Tom cut"), the first clause ends at 'and'
with its subject and its amount but no verb, and 'ate' right after 'and' took the subject and the
amount both: "ate 5 and 3". What the first clause did with its amount is not known (cut, set aside,
put on the desk, bet), so a verb straight after 'and' (or 'and then') never adopts an amount its
clause told before any verb; the clause refuses as a sentence with no verb, and ADR 0070's reading
of a noun in verb position then names the word to teach when there is one.

A clause whose subject follows the 'and' ("If 6 of them left and she got another 4") has a verb of
its own for what follows, and amounts named with no subject before them ("5 apples and 3 pears
were eaten") are a subject, not an object: both read as before.
"""

from __future__ import annotations

from reader.refusals import ReaderRefusal, refuse
from reader.rules.context import Word, payload
from reader.state import SentenceReadingState
from reader.verb_position import NO_VERB_DETAIL

BETWEEN = frozenset({"adverb", "time_marker"})  # "and then ate 3", "and also sold 3"


def borrowed_amounts(s: SentenceReadingState, word: Word) -> ReaderRefusal | None:
    """A refusal when the verb ``word``, right after 'and', would take amounts told before any verb."""
    pl = payload(s)
    conjunction = pl.pending_conjunction
    if (
        conjunction is None
        or s.pending_verb is not None
        or s.frame == "question"
        or s.pending_entity_ref is None
        or pl.auxiliary
        or not pl.quantities
    ):
        return None
    if conjunction.token_index >= word.index:
        return None
    after = [a for a in s.lookback if a.token_index > conjunction.token_index]
    if any(a.category not in BETWEEN for a in after):
        return None  # "... and she got 4": the clause after 'and' has a subject of its own
    if not any(q.token_index < conjunction.token_index for q in pl.quantities):
        return None
    return refuse("unfinished_frame", NO_VERB_DETAIL, s.sentence_index, word.index, word.text)


__all__ = ["borrowed_amounts"]
