"""Lists of three or more amounts: "2 dogs, 3 cats and 4 fish" (ADR 0067).

A comma after a finished amount in a statement may open a list. It becomes
one only when an amount follows it at once; from then on the list is read
like the two-item 'and' conjunction, item by item, and it must be closed
by 'and' (the Oxford comma is optional) followed at once by its last
amount. A list that is never closed that way ("2 dogs, 3 cats"), or whose
'and' is followed by anything but an amount ("2 dogs, 3 cats and gave
..."), refuses: the reader cannot tell a list from two clauses with a verb
left out.

Items must share one shape. When some items carry a phrase of their own
("3 apples to Tom") and others do not ("gave away 8 apples, 3 apples to Tom
and 5 apples to Ann"), the first may be the total of the others; and two
items of the same unit with no phrase of their own may be one amount told
twice. Both refuse. A phrase after the last item only ("4 dimes, 4
quarters and 7 nickels in her bank") is read as it is after two items.
"""

from __future__ import annotations

from reader.refusals import ReaderRefusal, refuse
from reader.rules.context import Result, Word, payload, with_payload
from reader.rules.phrases import hold_elliptic
from reader.state import ClausePayload, ListInProgress, SentenceReadingState, evolve
from reader.values import Marker, QuantityRef

OPEN = "open"  # a comma after an amount: a list only if an amount follows at once
ITEMS = "items"  # an amount followed a list comma: 'and' must come before the last item
CLOSING = "closing"  # the list's 'and': the next token must start the last amount
LAST = "last"  # the last item is being read

# Categories that give an item a phrase of its own; 'of' only completes its noun ("4 packs of balls").
PHRASE_CATEGORIES = frozenset(
    {
        "prep_recipient",
        "prep_source",
        "prep_price",
        "prep_with",
        "prep_by",
        "prep_in",
        "prep_among",
        "preposition",
    }
)


def _in_list_position(s: SentenceReadingState) -> bool:
    """A statement's clause after its verb, or a sentence that opens with an amount and has no subject yet.

    "After 3 days, 4 birds and 2 cats came": an amount after an opening preposition is no list item.
    """
    if s.frame == "question":
        return False
    if s.pending_verb is not None:
        return True
    pl = payload(s)
    opening = [q.token_index for q in pl.quantities] + [q.token_index for q, _ in pl.elliptic]
    opening += [q.token_index for q in s.pending_quantities]
    return s.pending_entity_ref is None and 0 in opening


def _verb_index(s: SentenceReadingState) -> int:
    return -1 if s.pending_verb is None else s.pending_verb.token_index


def hold_list_adjectives(s: SentenceReadingState, word: Word) -> SentenceReadingState:
    """ "5 red, 3 blue and 2 green marbles": an adjective-only amount before a comma waits for the noun."""
    if word.attr("mark") != "comma" or not _in_list_position(s):
        return s
    held = hold_elliptic(s)
    return s if held is None else held


def _first_item_phrased(s: SentenceReadingState, number: int) -> bool:
    """Whether the amount before the first list comma carried a phrase; unseen (long) items count as phrased."""
    seen = [a for a in s.lookback if a.token_index > number]
    if not s.lookback or s.lookback[0].token_index > number:
        return True
    return any(a.category in PHRASE_CATEGORIES for a in seen)


def after_comma(s: SentenceReadingState, word: Word) -> Result:
    """Mark a comma right after a finished amount (or an adjective-only one) as a possible list comma."""
    pl = payload(s)
    if word.attr("mark") != "comma" or not _in_list_position(s) or s.pending_quantities:
        return s
    current = pl.open_list
    if current is not None and current.role == LAST:
        done = _finished(s, current)  # "2 dogs, 3 cats and 4 fish, and ...": the list ended before the comma
        if isinstance(done, ReaderRefusal):
            return done
        s, current = done, None
    if pl.pending_conjunction is not None or not (pl.quantities or pl.elliptic):
        return s
    if current is not None and current.role == ITEMS:
        return with_payload(s, open_list=_next_separator(current, word))
    if current is not None and current.role == CLOSING:
        return s
    verb = _verb_index(s)
    earlier = [q.token_index for q in pl.quantities] + [q.token_index for q, _ in pl.elliptic]
    first = min((i for i in earlier if i > verb), default=max(earlier))  # "2 ducks with 5 ducklings each,"
    opened = ListInProgress(
        OPEN, word.index, word.text, _verb_index(s), (first,), current_phrased=_first_item_phrased(s, first)
    )
    return with_payload(s, open_list=opened)


def _next_separator(current: ListInProgress, word: Word, role: str = ITEMS) -> ListInProgress:
    """Close the item just read at a comma or 'and'."""
    return evolve(
        current,
        role=role,
        separator=word.index,
        text=word.text,
        phrased=current.phrased + (current.current_phrased,),
        current_phrased=False,
    )


def list_item(s: SentenceReadingState, word: Word) -> SentenceReadingState | None:
    """An amount right after a list comma is the list's next item; None when it is not."""
    current = payload(s).open_list
    if current is None or current.role not in (OPEN, ITEMS):
        return None
    gap = word.index - current.separator
    after_sign = gap == 2 and s.expectation == "dollar_amount"  # ", $ 14.33 for apples"
    if gap != 1 and not after_sign:
        return None
    from reader.rules.unmarked_lists import commas_mixed

    if commas_mixed(current):  # "3 cats 4 dogs, 5 birds and ...": commas in a list written without them
        return None
    if after_sign:
        return s  # the sign before it was already joined
    if current.role == OPEN:
        current = _next_separator(current, Word(current.text, current.separator, "punctuation"))
    listed = with_payload(s, open_list=evolve(current, role=ITEMS, items=current.items + (word.index,)))
    # the comma joins this item as 'and' would: a recipient or source of the item before stays with it
    return with_payload(listed, pending_conjunction=Marker("conjunction", current.separator, current.text))


def last_item(s: SentenceReadingState, word: Word) -> SentenceReadingState:
    """The amount right after the list's 'and' is its last item."""
    current = payload(s).open_list
    if current is None or current.role != CLOSING or payload(s).pending_conjunction is None:
        return s
    return with_payload(s, open_list=evolve(current, role=LAST, items=current.items + (word.index,)))


def on_list_and(s: SentenceReadingState, word: Word) -> Result:
    """'and' in a list says the next amount is the last; 'and' right after a bare comma is the plain 'and'."""
    current = payload(s).open_list
    if current is None:
        return s
    if current.role == ITEMS and word.index == current.separator + 1:
        return with_payload(s, open_list=evolve(current, role=CLOSING, separator=word.index, text=word.text))
    if current.role == ITEMS:
        return with_payload(s, open_list=_next_separator(current, word, CLOSING))
    if current.role == LAST:
        return _finished(s, current)
    return with_payload(s, open_list=None)


def note_list_phrase(s: SentenceReadingState, word: Word) -> SentenceReadingState:
    """A preposition inside an item (before any later verb) gives that item a phrase of its own."""
    current = payload(s).open_list
    if (
        current is None
        or word.category not in PHRASE_CATEGORIES
        or current.role not in (ITEMS, LAST)
        or _verb_index(s) != current.verb_index
    ):
        return s
    return with_payload(s, open_list=evolve(current, current_phrased=True))


def _quantities(s: SentenceReadingState) -> tuple[QuantityRef, ...]:
    pl = payload(s)
    return pl.quantities + tuple(q for f in pl.finished_clauses for q in f.clause.quantities)


def _finished(s: SentenceReadingState, current: ListInProgress) -> Result:
    """Check a complete list's items share one shape, then forget it."""
    from reader.rules.unmarked_lists import unmarked_items_refusal

    plain = unmarked_items_refusal(s, current)  # items with no commas between them (ADR 0142)
    if plain is not None:
        return plain
    phrased = current.phrased + (current.current_phrased,)
    first = current.items[0]
    trailing = not any(phrased[:-1])  # "4 dimes, 4 quarters and 7 nickels in her bank": as with two items
    if len(set(phrased)) > 1 and not trailing:
        return refuse(
            "ambiguous_unit",
            "some items of a list carry a phrase of their own and others do not: a total and its parts?",
            s.sentence_index,
            first,
            "",
        )
    if not phrased[0]:  # none, or only the last, has a phrase of its own
        units = []
        for q in _quantities(s):
            if q.unit is not None and any(q.token_index in (n, n + 1) for n in current.items):
                units.append((q.unit.head, q.unit.modifiers))
        if len(units) != len(set(units)):
            return refuse(
                "ambiguous_unit",
                "two items of a list count the same unit with nothing to tell them apart",
                s.sentence_index,
                first,
                "",
            )
    return with_payload(s, open_list=None)


def carry_list(s: SentenceReadingState) -> SentenceReadingState:
    """After an item splits off its own clause ("3 apples to Tom, 2 apples to Ann"), the list goes on."""
    finished = payload(s).finished_clauses
    if not finished or finished[-1].clause.open_list is None:
        return s
    last = finished[-1]
    kept = evolve(last, clause=evolve(last.clause, open_list=None))
    return with_payload(s, finished_clauses=finished[:-1] + (kept,), open_list=last.clause.open_list)


def unclosed_list(s: SentenceReadingState) -> ReaderRefusal | None:
    """At the end of a sentence: a list with no 'and' before its last item, or with nothing after it, refuses."""
    lists = [payload(s).open_list] + [f.clause.open_list for f in payload(s).finished_clauses]
    for current in lists:
        if current is None or current.role == OPEN:
            continue
        if current.role == LAST:
            done = _finished(s, current)
            if isinstance(done, ReaderRefusal):
                return done
            continue
        detail = (
            "a list of amounts with no 'and' before its last item"
            + (" (its items have no commas between them)" if current.unmarked else "")
            if current.role == ITEMS
            else "the 'and' of a list of amounts is not followed by an amount"
        )
        return refuse("unfinished_frame", detail, s.sentence_index, current.separator, current.text)
    return None


def priced_each(body: ClausePayload) -> bool:
    """ "3 pens for $2 each and 4 pads for $3 each": an item priced 'each' ends its own clause.

    Without 'each' ("3 games for $5 and 2 games for $4") the price may be for one or for all,
    and two prices in one clause still refuse.
    """
    prices = [q.token_index for q in body.quantities if q.price]
    return bool(prices) and any(
        m.category == "distributive" and m.token_index > max(prices) for m in body.markers
    )
