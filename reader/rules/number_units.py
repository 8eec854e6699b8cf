"""Number-unit words: "a 12-ounce bottle", "2 120-page books", "a 3-hour drive".

The tokeniser keeps "12-ounce" whole (a hyphen next to a digit stays
inside). It is a measure of each thing the noun after it counts: "2
12-ounce bottles" says what "2 bottles with 12 ounces each" says, and "a
12-ounce bottle" what "1 bottle with 12 ounces" says. The measure is read
as an amount of its own with a marker; the statement that commits the
clause makes the counted noun its container (``reader/frame_measures.py``),
so the embedded-amount rule of ADR 0043 multiplies it out. Anything else
(no count or 'a' before it, a question, a price, a second amount)
refuses (ADR 0054).
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

from packs.model import Lexicon
from reader.primitives import NumberShape
from reader.rules.context import Result, Word, payload, previous_category, refuse_at, with_payload
from reader.state import ProblemReadingState, SentenceReadingState
from reader.values import Marker, QuantityRef, Unit

NUMBER_UNIT = "number_unit"
UNIT_CATEGORIES = frozenset({"unit_noun", "noun"})  # "12-ounce", "120-page"; not "5-star", "3-legged"
COUNT_BEFORE = frozenset({"number", "number_word", "scale_word"})


def number_unit_word(text: str, index: int, shape: NumberShape, lexicon: Lexicon) -> Word | None:
    """The token as a number carrying its unit word's sense; None (unknown) when the unit is no noun."""
    sense = lexicon.lookup(shape.unit)
    if sense is None or sense.category not in UNIT_CATEGORIES:
        return None
    return Word(text, index, "number", sense=sense, shape=shape)


def measure_unit(word: Word) -> Unit:
    """ "ounce" with its dimension and factor; "page" as a counted thing."""
    assert word.sense is not None
    lemma = word.sense.entry.lemma.casefold()
    if word.sense.category == "unit_noun":
        return Unit(lemma, (), word.attr("dimension"), Fraction(word.attr("factor", "1")))
    return Unit(lemma)


def _count_before(s: SentenceReadingState) -> tuple[SentenceReadingState, QuantityRef] | None:
    """The count the measure is of: a number just read ("2 12-ounce"), or 'a' / 'an' ("a 12-ounce")."""
    np = payload(s).open_np
    if np is None:
        if len(s.pending_quantities) != 1 or previous_category(s) not in COUNT_BEFORE:
            return None
        count = s.pending_quantities[0]
        return (s, count) if count.value is not None and count.unit is None else None
    if np.determiner not in ("a", "an") or np.words or np.possessor or s.pending_quantities:
        return None
    one = QuantityRef(Fraction(1), np.start_index, np.determiner, None, s.sentence_index, ())
    return replace(with_payload(s, open_np=None), pending_quantities=(one,)), one


def on_number_unit(s: SentenceReadingState, p: ProblemReadingState, word: Word) -> Result:
    pl = payload(s)
    if s.frame in (None, "question") or s.pending_verb is None:
        return refuse_at(
            s, word, "unexpected_category", "a number-unit word outside a statement's object is not read"
        )
    if pl.quantities or pl.per_unit is not None or pl.open_preposition is not None or pl.elliptic:
        return refuse_at(
            s, word, "unexpected_category", "a number-unit word next to another amount or after a preposition"
        )
    found = _count_before(s)
    if found is None:
        return refuse_at(s, word, "unexpected_category", "a number-unit word with no count or 'a' before it")
    s, _count = found
    assert word.shape is not None
    measure = QuantityRef(
        word.shape.value, word.index, word.text, measure_unit(word), s.sentence_index, (word.index,)
    )
    marker = Marker(NUMBER_UNIT, word.index, word.text)
    return replace(
        with_payload(
            s, quantities=payload(s).quantities + (measure,), markers=payload(s).markers + (marker,)
        ),
        expectation="unit",
    )
