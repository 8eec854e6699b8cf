"""'in each one' after a place of plural containers: "put them into folders with 5 in each one" (ADR 0051).

'one' after 'in each' repeats the noun of the containers just named as the
place; it is the rate's denominator, not an amount. With no such place it
stays a number and refuses as before.
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

from reader.rules.context import Word, payload, with_payload
from reader.rules.passive_groupings import grouped_in_passive
from reader.state import SentenceReadingState
from reader.values import QuantityRef, Unit


def each_one(s: SentenceReadingState, word: Word) -> SentenceReadingState | None:
    pl = payload(s)
    np, prep, place = pl.open_np, pl.open_preposition, pl.location or pl.recipient
    if (
        word.category != "number_word"
        or word.attr("value") != "1"
        or np is None
        or np.words
        or np.determiner != "each"
        or prep is None
        or prep.category != "rate_marker"
        or place is None
        or place.kind != "thing"
        or place.number != "plural"
        or pl.per_unit is not None
        or s.pending_quantities
        or not pl.quantities
    ):
        return None
    last = pl.quantities[-1]  # "5 files in each one": 'one' belongs to the amount it ends
    counted = replace(last, number_tokens=last.number_tokens + (word.index,))
    return with_payload(
        s,
        open_np=None,
        open_preposition=None,
        per_unit=Unit(place.key),
        quantities=pl.quantities[:-1] + (counted,),
    )


SIZED = "size_of_each"  # role given to the 'of' of "groups of size 18" once the size noun is read


def size_of_each(s: SentenceReadingState, word: Word) -> SentenceReadingState | None:
    """ "into groups of size 18": a noun marked ``size_of_each`` right after '<plural containers> of'.

    It names no thing; it only says the number after it is how many one container holds, so it is
    passed over and the 'of' keeps waiting for that number (read by `groups_of`).
    """
    pl = payload(s)
    prep, place = pl.open_preposition, pl.location or pl.recipient
    seen = [a.category for a in s.lookback[-2:]]
    if (
        word.attr(SIZED) != "yes"
        or prep is None
        or prep.category != "prep_of"
        or prep.token_index != word.index - 1
        or prep.role
        or seen != ["noun", "prep_of"]
        or pl.open_np is not None
        or place is None
        or place.kind != "thing"
        or place.number != "plural"
        or pl.per_unit is not None
        or s.pending_quantities
        or s.pending_verb is None
    ):
        return None
    return with_payload(s, open_preposition=replace(prep, role=SIZED))


def groups_of(s: SentenceReadingState, word: Word) -> SentenceReadingState | None:
    """ "split them into groups of 9": a number right after '<plural containers> of' is the number in each.

    The containers just closed as the place things go into become the rate's denominator; the number
    waits for its unit like any amount ("groups of 9 students"), or borrows the one unit in context.
    """
    pl = payload(s)
    prep, place = pl.open_preposition, pl.location or pl.recipient
    seen = [a.category for a in s.lookback[-2:]]
    sized = prep is not None and prep.role == SIZED and seen == ["prep_of", "noun"]  # "groups of size 18"
    if (
        word.category not in ("number", "number_word")
        or prep is None
        or prep.category != "prep_of"
        or prep.token_index != word.index - (2 if sized else 1)
        or (seen != ["noun", "prep_of"] and not sized)
        or place is None
        or place.kind != "thing"
        or place.number != "plural"
        or pl.per_unit is not None
        or s.pending_quantities
        or (not pl.quantities and not grouped_in_passive(s))
        or s.pending_verb is None
    ):
        return None
    quantity = QuantityRef(
        word.shape.value if word.shape else Fraction(word.attr("value", "0")),
        word.index,
        word.text,
        None,
        s.sentence_index,
        (word.index,),
    )
    s = with_payload(s, open_preposition=None, per_unit=Unit(place.key))
    return replace(s, pending_quantities=(quantity,), expectation="unit")
