"""'It takes AMOUNT for <doer> to VERB ...': the doer named after 'for', read as 'It takes <doer> AMOUNT'.

"It takes 30 minutes for Ann to bake a cake" says what "It takes Ann 30 minutes to bake a cake" says
(ADR 0079): the time one doing takes that person. The question "How long will it take for her to bake
4 cakes?" asks what "How long will it take her to bake 4 cakes?" asks. Both are put back into the
order `reader.dummy_it` already reads, so the rate, its checks and its questions are that module's
(ADR 0341).

Only one person after 'for' (a name, or 'him'/'her' for the one person read so far) followed at once
by 'to' is moved. A thing after 'for' ("for the dough to rise"), two people ("for Ann and Bob"), a
list of rates, or anything else keeps the ordinary refusal.
"""

from __future__ import annotations

from dataclasses import replace

from reader.dummy_it import _amount, _Cursor, _doer, _verb, it_takes_at
from reader.rules.context import Word
from reader.state import ProblemReadingState

LISTING = frozenset({"and", ","})
Words = tuple[Word | None, ...]


def _moved_doer(c: _Cursor, at: int, p: ProblemReadingState, si: int) -> tuple[int, int] | None:
    """Where a 'for <one person> to' starts at ``at``, and how many words the person takes."""
    if c.text(at) != "for":
        return None
    found = _doer(replace(c, at=at + 1), p, si)
    if found is None or found[0] is None:
        return None  # "for the dough to rise": no one does it
    used = found[1]
    if c.text(at + 1 + used) != "to":
        return None
    return at, used


def doer_for_statement(words: Words, p: ProblemReadingState, si: int) -> Words | None:
    """ "It takes 30 minutes for Ann to bake a cake" put as "It takes Ann 30 minutes to bake a cake"."""
    if any(w is not None and w.text.casefold() in LISTING for w in words):
        return None  # a list of rates: which of them would the doer's be?
    c = _Cursor(words)
    if c.text() != "it":
        return None
    verb = _verb(replace(c, at=1))
    if verb is None or verb[0] != "take":
        return None
    lemma, at = verb
    amount = _amount(replace(c, at=at), lemma, si)
    if amount is None:
        return None
    moved = _moved_doer(c, at + amount[1], p, si)
    if moved is None:
        return None
    start, used = moved
    doer = words[start + 1 : start + 1 + used]
    return words[:at] + doer + words[at:start] + words[start + 1 + used :]


def doer_for_question(words: Words, p: ProblemReadingState, si: int) -> Words | None:
    """ "How long will it take for her to bake 4 cakes?" put as "How long will it take her to bake 4 cakes?"."""
    c = _Cursor(words)
    if c.text() != "how":
        return None
    at = next((i for i in range(1, len(words)) if it_takes_at(c, i, "take")), None)
    if at is None:
        return None
    moved = _moved_doer(c, at + 3, p, si)
    if moved is None:
        return None
    start = moved[0]
    return words[:start] + words[start + 1 :]
