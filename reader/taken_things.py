"""Things one makes by taking them: "Megan took 15 pictures at the zoo" (ADR 0238).

'took' is a move from a source ("took 5 apples from Ann"); with no one taken from it refused as
"'took' without saying from whom". But one takes a picture, a photo or a selfie by making it: the
lexicon marks such a noun ``taken: made``. When that noun heads the counted object of a take
("took 15 pictures", "took 15 funny photos"), the take is marked, and when its clause names no one
taken from and no one given to, its move is read as a making (``verb_produce``): the taker gains
the things made.

Only the counted object right after the take's number (with any describing words between) does
this, right after the verb ("took away 15 photos" is a move). "took 15 of the pictures" counts
things that were already there (a partitive); a take with 'from' someone (or "off the wall") is
still a move from there, and one with 'to' someone keeps its refusal, exactly as before. Any
other noun keeps the take and its refusal.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from reader.values import QuantityRef, VerbRef

if TYPE_CHECKING:  # frames.py imports this module, and the rules import frames.py
    from reader.rules.context import Word
    from reader.state import SentenceReadingState

TAKE = "verb_take"
MADE = "made"
MADE_TAG = "MADE_BY_TAKING"  # on the take's VerbRef: its object is a thing made by taking it
PRODUCE = "verb_produce"
# The only words that may stand between the take's number and its noun: "took 15 funny photos".
MODIFIERS = frozenset({"adjective", "noun", "measure_adjective"})


def made_by_taking(s: SentenceReadingState, word: Word) -> SentenceReadingState | None:
    """The state with the pending take read as a making, when ``word`` is a made-by-taking object."""
    verb = s.pending_verb
    if verb is None or verb.category != TAKE or word.attr("taken") != MADE:
        return None
    if len(s.pending_quantities) != 1:
        return None
    q = s.pending_quantities[0]
    if q.value is None or q.owner or q.share is not None or q.whole or q.per is not None:
        return None
    between = [a for a in s.lookback if q.token_index < a.token_index < word.index]
    if len(between) != word.index - q.token_index - 1 or any(a.category not in MODIFIERS for a in between):
        return None  # "took 15 of the pictures": those were there already
    from reader.rules.context import payload

    np = payload(s).open_np
    if np is not None and np.in_of:
        return None
    if verb.token_index + 1 != q.token_index or any(t.startswith(MADE_TAG) for t in verb.tags):
        return None  # "took away 15 photos": a particle says a move; only "took 15 photos" makes them
    return replace(s, pending_verb=replace(verb, tags=(*verb.tags, f"{MADE_TAG}:{word.lemma.casefold()}")))


def made_operation(verb: VerbRef, q: QuantityRef) -> VerbRef | None:
    """The take read as a making, for a take marked by ``made_by_taking``, of that same kind of thing.

    Called only for a take with no source and no receiver ("took 15 photos to school" keeps its
    refusal). A second amount sharing the verb must be of the marked kind or borrow it ("and 18 at
    the museum"): "took 15 photos and 3 apples" takes the apples from no one, and refuses.
    """
    made = {t.partition(":")[2] for t in verb.tags if t.startswith(MADE_TAG + ":")}
    if len(made) != 1 or q.purpose:
        return None  # "took 15 photos to school": 'to' + a word is no making's purpose to trust
    if q.unit is not None and q.unit.head.casefold() not in made:
        return None
    return replace(verb, category=PRODUCE)


def made_by_take(event, question) -> bool:
    """'How many pictures did she take?' counts the takes read as makings (their lemma is still 'take')."""
    return (
        question.verb_category == TAKE
        and event.verb_category == PRODUCE
        and event.verb_lemma == question.verb_lemma == "take"
    )
