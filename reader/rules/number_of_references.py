"""'a certain number of pens', 'more pears than the number of apples': 'number of' as an amount or a reference.

Outside a 'what is the number of' question (ADR 0041) and a multiple's
'twice the number of' (ADR 0114), 'number'/'amount' had no rule. Two
positions say nothing new in these words (ADR 0153):

- after 'a' (and only adjectives that mark the amount as untold, such as
  'certain'), 'a number of pens' is an amount the story does not give:
  it reads as 'some pens', an unknown a later amount may fix;
- right after 'than' or 'as' in a statement, 'the number of apples' names
  the one amount of apples a comparison is measured from: it reads as
  'than apples' / 'as apples', so every check of those rules still applies
  (one holder, one amount of the unit, a unit read before).

'of' must follow at once; anything else after 'number' refuses. The
compared phrase must end the comparison: a word after it that names another
owner, a place, a time or 'each' ('than the number of apples she had', 'in
the box', 'Bob has') refuses, and so does a past comparison once the story
has changed an amount (the amount before or after the change?). 'the total
number', an owner ('her number of'), a question, and every other place keep
the refusal.
"""

from __future__ import annotations

from dataclasses import replace

from reader.refusals import ReaderRefusal
from reader.rules.context import Result, Word, payload, refuse_at, with_payload
from reader.rules.phrases import UNTOLD
from reader.state import ProblemReadingState, SentenceReadingState
from reader.values import QuantityRef

UNTOLD_OF = "untold_of"  # 'a certain number' read; 'of' and the unit's phrase must follow
REFERENCE_OF = "reference_of"  # 'than the number' read; 'of' and the compared phrase must follow
OF_STEPS = frozenset({UNTOLD_OF, REFERENCE_OF})
REFERENCE_MARKERS = frozenset({"than_marker", "as_marker"})
_PAST_AFTER_CHANGE = (
    "'the number of' in a past comparison after the story changed an amount (before or after it?)"
)


def number_of(s: SentenceReadingState, p: ProblemReadingState, word: Word) -> Result | None:
    """The untold amount or the reference a 'number'/'amount' opens, or None when neither applies."""
    np = payload(s).open_np
    if s.frame == "question" or np is None or np.possessor or np.start_index >= word.index:
        return None
    if np.determiner in ("a", "an") and _untold(np, word):
        return _untold_amount(s, p, word)
    if np.determiner == "the" and not np.words and _after_reference(s, np.start_index):
        if s.pending_verb is None or s.expectation is not None:
            return None
        if "VBD" in s.pending_verb.tags and p.accumulated_operations:
            return refuse_at(s, word, "unexpected_category", _PAST_AFTER_CHANGE)
        return replace(with_payload(s, open_np=None), expectation=REFERENCE_OF)
    return None


def _untold(np, word: Word) -> bool:
    """'a number', 'a certain number': only words that mark the amount as not told stand between."""
    if np.start_index + 1 + len(np.words) != word.index:
        return False
    return all(category == "adjective" and info == UNTOLD for _, category, _, info in np.words)


def _untold_amount(s: SentenceReadingState, p: ProblemReadingState, word: Word) -> Result:
    from reader.rules.numbers import _before_number

    ready = _before_number(with_payload(s, open_np=None), p, word)
    if not isinstance(ready, SentenceReadingState):
        return ready
    quantity = QuantityRef(None, word.index, word.text, None, s.sentence_index)
    return replace(ready, pending_quantities=(quantity,), expectation=UNTOLD_OF)


def _after_reference(s: SentenceReadingState, index: int) -> bool:
    return any(a.category in REFERENCE_MARKERS and a.token_index == index - 1 for a in s.lookback)


def after_number_of(s: SentenceReadingState, word: Word) -> Result:
    """The word after 'number'/'amount' read here: 'of' opens the phrase; anything else refuses."""
    if word.category != "prep_of":
        return refuse_at(
            s, word, "unexpected_category", "'number of' / 'amount of' with no 'of' after 'number'"
        )
    return replace(s, expectation="unit" if s.expectation == UNTOLD_OF else None)


def reference_start(s: SentenceReadingState, index: int) -> int:
    """Where the phrase at ``index`` is compared from: right after 'than', or after 'than the number of'."""
    at = {a.token_index: a.category for a in s.lookback}
    if (
        at.get(index - 1) == "prep_of"
        and at.get(index - 2) == "quantity_noun"
        and at.get(index - 3) == "article"
        and at.get(index - 4) in REFERENCE_MARKERS
    ):
        return index - 3
    return index


# Words that may carry the compared phrase on ('than the number of big red apples'); a comma, 'and' or
# the end of the sentence closes it.
PHRASE_WORDS = frozenset({"noun", "adjective", "unit_noun", "coin_noun", "money_noun"})
CLOSERS = frozenset({"punctuation", "conjunction"})


def after_reference(s: SentenceReadingState, found: Word) -> ReaderRefusal | None:
    """A word after 'than the number of apples' that says whose or where ('she had', 'in the box') refuses.

    A plain 'than apples' is the holder's own amount; a phrase that goes on
    to name another owner, a place or a time of the amount ('than the number
    of apples she had', after a change: before or after it?) would need a
    reading of its own, so it refuses rather than guess.
    """
    entries = s.lookback
    for i in range(len(entries) - 4, -1, -1):
        if entries[i].category not in REFERENCE_MARKERS:
            continue  # asked of every token: the window's first test, before the window is made
        window = [a.category for a in entries[i : i + 4]]
        if window[0] in REFERENCE_MARKERS and window[1:] == ["article", "quantity_noun", "prep_of"]:
            after = [a.category for a in entries[i + 4 :]]
            if any(c not in PHRASE_WORDS for c in after):
                return None  # the phrase has already closed
            if found.category in PHRASE_WORDS or (after and found.category in CLOSERS):
                return None
            return refuse_at(
                s,
                found,
                "unexpected_category",
                "a word after 'than the number of ...' that names another owner, place or time (which amount?)",
            )
    return None
