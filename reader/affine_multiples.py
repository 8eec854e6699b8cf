"""'60 less than four times as many siblings as Masud': an offset before a multiple whose factor is a number.

ADR 0056 reads an offset before a factor word ("9 more than half as many"); with "N times" the factor
is itself a number, so the second number refused as "two amounts in a row". Here the offset waits
aside (``scaled_offset``) while the factor number, 'times' and 'as many' or 'the number of' follow,
and ``scaled_amount`` gives the multiple the offset's value as it does after 'half' (ADR 0344).
Any other word while the offset waits refuses: the offset would have no role. An offset that already
took its unit ("4 dollars more than half as much money") is taken back out of the clause's amounts the
same way, and the frame checks that the multiple counts in that unit.
"""

from __future__ import annotations

from dataclasses import replace

from reader.rules.context import payload, with_payload
from reader.state import SentenceReadingState
from reader.values import QuantityRef, Unit

NUMBER_WORDS = frozenset({"number", "number_word"})
UNIT_WORDS = frozenset({"noun", "unit_noun"})


def offset_waits(closed: SentenceReadingState, index: int) -> SentenceReadingState | None:
    """The one pending amount, its 'more'/'fewer' and 'than' right before the number at ``index``."""
    from reader.rules.multiples import offset_before

    if closed.frame == "question" or closed.pending_verb is None or payload(closed).scaled_offset is not None:
        return None
    counted = offset_before(closed, payload(closed).markers, index)
    if counted is None or counted.unit is not None or counted.share is not None or counted.times is not None:
        return None
    return replace(with_payload(closed, scaled_offset=counted), pending_quantities=())


def finished_offset(s: SentenceReadingState, index: int) -> SentenceReadingState | None:
    """ "5 more roommates than twice as many as Bob", "$20 more than twice as much money as Darwin": the
    offset already took its unit; it must be the clause's only amount, its unit's last word (or the
    dollar amount itself) right before 'more'/'fewer', and 'than' right before the factor at ``index``."""
    body = payload(s)
    if (
        s.frame == "question"
        or s.pending_verb is None
        or s.pending_quantities
        or body.scaled_offset is not None
        or len(body.quantities) != 1
        or body.objects
        or body.dropped_objects
        or body.open_preposition is not None
    ):
        return None
    counted = body.quantities[0]
    last = max(counted.number_tokens, default=counted.token_index)
    categories = {a.token_index: a.category for a in s.lookback}
    comparative = [m for m in body.markers if m.category == "comparative" and m.role in ("up", "down")]
    than = [m for m in body.markers if m.category == "than_marker"]
    if len(comparative) != 1 or len(than) != 1 or than[0].token_index != index - 1:
        return None
    dollars = counted.unit is not None and counted.unit.head == "dollar" and last == index - 3
    unit_word = categories.get(last + 1) in UNIT_WORDS
    # "4 dollars more than", "$20 more than", "five more roommates than": one unit word, either side
    after_unit = comparative[0].token_index == index - 2 and (dollars or (unit_word and last == index - 4))
    before_unit = (
        comparative[0].token_index == last + 1 == index - 3 and categories.get(index - 2) in UNIT_WORDS
    )
    if not (after_unit or before_unit):
        return None
    if counted.value is None or counted.unit is None or counted.unit.modifiers or not _plain(counted):
        return None
    return with_payload(s, quantities=(), scaled_offset=counted)


def _plain(q: QuantityRef) -> bool:
    """An amount held as it is: not a share, a rate, a price, a whole, a container's or another owner's."""
    return not (q.owner or q.per or q.price or q.times or q.divisor or q.whole or q.share or q.container)


def step_allowed(s: SentenceReadingState, category: str, factor: str, lemma: str) -> bool:
    """While the offset waits, only the factor's own words may come: "four times as many" or
    "four times the number of" ("twenty five times": a units word after a tens word)."""
    if payload(s).scaled_offset is None:
        return True
    previous = s.lookback[-1].category if s.lookback else ""
    if previous in NUMBER_WORDS:
        return category == "number_word" or (category == "multiplier" and factor == "number")
    if previous == "multiplier":
        return category == "as_marker" or (category == "article" and lemma == "the")
    if previous == "as_marker":
        return category == "question_quantity"
    if previous == "article":
        return lemma in ("number", "amount")
    return False


def with_offset(s: SentenceReadingState, amount: QuantityRef) -> tuple[SentenceReadingState, QuantityRef]:
    """The multiple takes the waiting offset's value and numbers; 'more'/'fewer' and 'than' stay for the frame."""
    offset = payload(s).scaled_offset
    if offset is None:
        return s, amount
    numbers = offset.number_tokens + amount.number_tokens
    scaled = replace(amount, value=offset.value, number_tokens=numbers)
    if offset.unit is None:
        return with_payload(s, scaled_offset=None), scaled
    # "5 more roommates than twice as many as Bob": the multiple's unit, named or borrowed as for any
    # multiple, must be the offset's; the frame checks it
    return with_payload(s, scaled_offset=None, offset_unit=offset.unit), scaled


def offset_unit_differs(offset_unit: Unit | None, unit: Unit | None) -> bool:
    """ "4 dollars more than half as much money": dollars and money agree; roommates and siblings do not."""
    if offset_unit is None:
        return False
    if unit is None:
        return True
    if offset_unit.head == "dollar" and unit.head == "money" and not unit.modifiers:
        return False
    return (offset_unit.head, offset_unit.modifiers) != (unit.head, unit.modifiers)
