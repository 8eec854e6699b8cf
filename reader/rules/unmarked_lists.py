"""Lists written without commas: "3 cups of flour 5 cups of sugar and 4 cups of salt" (ADR 0142).

Public problem sets often leave out the commas of a list. A number that
comes right after a finished amount phrase (a bare number, its noun and
perhaps an 'of' content) is read as if a comma stood before it, and the
list is then read by the rules for lists (ADR 0067): it must be closed by
'and' and a last amount, or the sentence refuses.

Only the plainest shape is read. Every item must be a bare number followed
by its noun words, with no phrase between the items; a unit of measure
needs its 'of' content ("3 cups of flour"), so "5 feet 3 inches" (one
length) and "2 hours 30 minutes" stay refused; a price ("$75 5 pairs"), a
person ("3 kids 4 cookies"), a verb that may take a receiver before its
amount ("gave 3 dogs 2 bones") and a list that also has commas between its
items all keep the refusal they had.
"""

from __future__ import annotations

from reader.refusals import ReaderRefusal, refuse
from reader.rules.context import Word, payload, with_payload
from reader.rules.lists import ITEMS, OPEN, _in_list_position, _next_separator, _quantities, _verb_index
from reader.rules.phrases import close_np
from reader.state import ListInProgress, ProblemReadingState, SentenceReadingState
from reader.values import QuantityRef

BARE_NUMBERS = frozenset({"integer", "grouped_integer", "decimal"})
NOUNS = frozenset({"noun", "unit_noun", "coin_noun"})
ITEM_WORDS = NOUNS | {"adjective", "prep_of"}  # what an amount phrase may hold after its number
# "gave 3 dogs 2 bones": the first amount may be the receivers, not an item
RECEIVER_VERBS = frozenset({"verb_give", "verb_sell", "verb_pay"})


def plain_amount(q: QuantityRef) -> bool:
    """A bare number with a counted noun, or with a unit of measure and its content ("3 cups of flour")."""
    if q.value is None or q.unit is None or q.text.startswith("$"):
        return False
    if q.price or q.divisor or q.whole or q.owner or q.per or q.container or q.share or q.times:
        return False
    if q.unit.dimension == "money":
        return False
    return not q.unit.dimension or any(m.startswith("of:") for m in q.unit.modifiers)


def _span_is_phrase(s: SentenceReadingState, q: QuantityRef, number: int) -> bool:
    """Every token between the amount's number and the next one is its noun words, ending on a noun."""
    start = max(q.number_tokens or (q.token_index,))
    span = [a for a in s.lookback if start < a.token_index < number]
    return (
        len(span) == number - start - 1
        and bool(span)
        and span[0].category != "prep_of"
        and span[-1].category in NOUNS
        and all(a.category in ITEM_WORDS for a in span)
    )


def _phrase_ends_item(s: SentenceReadingState) -> bool:
    """The open phrase can be the end of an amount: its noun agrees with the number, and is no name.

    "13 goals worth 3 points": a singular noun after 13 is no unit's end, so no list starts there.
    "Grade 4": a capitalised noun before a number names something. After 'of' ("cups of brown sugar")
    the content is adjectives and one noun.
    """
    np = payload(s).open_np
    prep = payload(s).open_preposition
    if np is None or not np.words or "capitalised" in np.words[-1][3]:
        return False
    if prep is not None and prep.category == "prep_of":
        return all(w[1] == "adjective" for w in np.words[:-1]) and np.words[-1][1] in NOUNS
    if not s.pending_quantities or s.pending_quantities[-1].value is None:
        return False
    plural = s.pending_quantities[-1].value != 1
    return np.words[-1][2] == ("NNS" if plural else "NN")


def unmarked_separator(
    s: SentenceReadingState, p: ProblemReadingState, word: Word
) -> SentenceReadingState | None:
    """A bare number right after a plain amount phrase, in list position, is the list's next item."""
    if word.category != "number" or word.shape is None or word.shape.primitive not in BARE_NUMBERS:
        return None
    if s.frame == "question" or word.index < 1:
        return None
    if s.pending_verb is not None and s.pending_verb.category in RECEIVER_VERBS:
        return None
    if not _phrase_ends_item(s):
        return None
    closed = close_np(s, p)
    if isinstance(closed, ReaderRefusal) or closed.pending_quantities:
        return None
    pl = payload(closed)
    current = pl.open_list
    if pl.open_np is not None or pl.pending_conjunction is not None or pl.elliptic:
        return None
    if not pl.quantities or not _in_list_position(closed):
        return None
    last = pl.quantities[-1]
    if not plain_amount(last) or not _span_is_phrase(s, last, word.index):
        return None
    prep = pl.open_preposition
    if prep is not None and prep.category != "prep_of":
        return None
    separator = Word("", word.index - 1, "punctuation")
    if current is None:
        verb = _verb_index(closed)
        if [q for q in pl.quantities if q.token_index > verb] != [last]:
            return None  # "2 dogs and 3 cats 4 fish": only the first item may open the list
        opened = ListInProgress(OPEN, separator.index, "", verb, (last.token_index,), unmarked=True)
    elif current.unmarked and current.role == ITEMS and current.items[-1] == last.token_index:
        opened = _next_separator(current, separator)
    else:
        return None
    return with_payload(closed, open_list=opened, open_preposition=None)


def commas_mixed(current: ListInProgress) -> bool:
    """An unmarked list takes a comma only right before its 'and' (an Oxford comma)."""
    return current.unmarked and current.text != ""


def unmarked_items_refusal(s: SentenceReadingState, current: ListInProgress) -> ReaderRefusal | None:
    """Every item of an unmarked list, the last included, must be a plain amount phrase."""
    if not current.unmarked:
        return None
    found = {q.token_index: q for q in _quantities(s)}
    for item in current.items:
        q = found.get(item)
        if q is None or not plain_amount(q):
            return refuse(
                "unexpected_category",
                "an item of a list written without commas is not a plain amount with its noun",
                s.sentence_index,
                item,
                "" if q is None else q.text,
            )
    return None


__all__ = ["commas_mixed", "plain_amount", "unmarked_items_refusal", "unmarked_separator"]
