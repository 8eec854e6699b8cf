"""Rules for amounts: numerals, number words, scale words, currency and "some"."""

from __future__ import annotations

from fractions import Fraction

from reader.per_activity import paid_each
from reader.rules.context import Result, Word, payload, previous_category, refuse_at, unexpected, with_payload
from reader.rules.lists import carry_list, last_item, list_item, priced_each
from reader.rules.phrases import close_np
from reader.state import ProblemReadingState, SentenceReadingState, evolve
from reader.values import Marker, QuantityRef, Unit

NUMBER_PREPOSITIONS = frozenset({"prep_price", "prep_among"})  # "for $5": a price; "among 3 friends": shares


def _value(word: Word) -> Fraction:
    if word.shape is not None:
        return word.shape.value
    return Fraction(word.attr("value", "0"))


def _compound_tens(s: SentenceReadingState, value: Fraction) -> SentenceReadingState | None:
    """ "twenty five" / "twenty-five": a units word right after a tens word adds to it."""
    if not s.pending_quantities:
        return None
    last = s.pending_quantities[-1]
    prev = previous_category(s)
    dash = prev == "punctuation" and len(s.lookback) > 1 and s.lookback[-2].category == "number_word"
    if prev != "number_word" and not dash:
        return None
    if last.value is None or not (20 <= last.value <= 90 and last.value % 10 == 0 and 1 <= value <= 9):
        return None
    merged = evolve(last, value=last.value + value, number_tokens=last.number_tokens + (s.token_index,))
    return evolve(s, pending_quantities=s.pending_quantities[:-1] + (merged,))


def _before_number(s: SentenceReadingState, p: ProblemReadingState, word: Word) -> Result:
    """Close what came before a number; a number right after a preposition with no rule refuses."""
    from reader.rules.unmarked_lists import unmarked_separator

    unmarked = unmarked_separator(s, p, word)  # "3 cups of flour 5 cups of sugar and ..." (ADR 0142)
    s = s if unmarked is None else unmarked
    prep = payload(s).open_preposition
    embedded = prep is not None and prep.category == "prep_with" and bool(payload(s).quantities)
    embedded = embedded or (prep is not None and prep.category == "prep_in" and s.frame == "question")
    from reader.rate_periods import number_starts_period
    from reader.time_scopes import number_opens_period

    opening = prep is not None and number_opens_period(s, prep.category)  # "In one day ..." (ADR 0065)
    period = (
        number_starts_period(s, prep.category, word.index, word.text, prep.role) if prep is not None else None
    )
    if period is None and prep is not None:  # "eats 70 crickets every 3 days" (ADR 0339)
        from reader.every_periods import number_after_every

        period = number_after_every(s, prep, word.index, word.text)
        s = s if period is None else with_payload(s, open_np=None)
    if period is not None:  # "travels 60 miles in 2 hours" (ADR 0066)
        s = with_payload(s, markers=payload(s).markers + (period,))
    free = opening or period is not None
    if prep is not None and prep.category not in NUMBER_PREPOSITIONS and not embedded and not free:
        return refuse_at(s, word, "unexpected_category", f"no rule reads a number after '{prep.text}'")
    np = payload(s).open_np
    if np is not None and not np.words and np.determiner in ("a", "an"):
        return unexpected(s, word, "after 'a'")
    closed = close_np(s, p)
    if not isinstance(closed, SentenceReadingState):
        return closed
    if closed.pending_quantities:
        from reader.affine_multiples import offset_waits

        waiting = offset_waits(closed, word.index)  # "60 less than four times as many" (ADR 0344)
        if waiting is None:
            return refuse_at(closed, word, "unexpected_category", "two amounts in a row")
        closed = waiting
    listed = list_item(closed, word)  # "2 dogs, 3 cats and 4 fish" (ADR 0067)
    closed = last_item(closed, word) if listed is None else listed
    body = payload(closed)
    joined = body.pending_conjunction is not None or embedded or body.open_preposition is not None
    joined = joined or s.expectation == "dollar_amount"  # "and $ 14", ", $ 14": the sign was joined
    if body.quantities and not joined:
        from reader.affine_multiples import finished_offset

        waiting = finished_offset(closed, word.index)  # "5 more roommates than 4 times as many" (ADR 0344)
        if waiting is not None:
            return with_payload(waiting, pending_conjunction=None)
        return refuse_at(
            closed, word, "unexpected_category", "a second amount with no 'and' or preposition joining it"
        )
    if (
        body.pending_conjunction is not None
        and (body.recipient or body.source or body.location or priced_each(body) or paid_each(closed))
        and closed.pending_verb is not None
    ):
        from reader.rules.phrases import finish_clause

        verb = closed.pending_verb
        closed = carry_list(evolve(finish_clause(closed, subject_kept=True), pending_verb=verb))
        if body.location is not None:  # the place goes on until the next item names its own (ADR 0067)
            closed = with_payload(closed, location=body.location, location_inherited=True)
    right_after = embedded and prep is not None and prep.token_index == word.index - 1
    right_after = right_after and _with_follows_amount(s, prep)
    return with_payload(
        closed,
        pending_conjunction=None,
        open_preposition=None if embedded or period is not None else payload(closed).open_preposition,
        with_amounts=payload(closed).with_amounts + ((word.index,) if right_after else ()),
    )


def _with_follows_amount(s: SentenceReadingState, prep: Marker | None) -> bool:
    """ "4 bags with 5 apples": 'with' right after the last amount's noun, not after a place ("in a tree with")."""
    from reader.rules.nouns import NOUN_WORDS

    quantities = payload(s).quantities
    if prep is None or not quantities:
        return False
    start = quantities[-1].token_index
    between = [a for a in s.lookback if start < a.token_index < prep.token_index]
    return bool(between) and all(a.category in NOUN_WORDS for a in between)


def on_number(s: SentenceReadingState, p: ProblemReadingState, word: Word) -> Result:
    if word.shape is not None and word.shape.primitive == "number_unit":
        from reader.rules.number_units import on_number_unit

        return on_number_unit(s, p, word)  # "2 12-ounce bottles" (ADR 0054)
    if word.shape is not None and word.shape.unit == "ordinal":
        return _ordinal(s, p, word)
    value = _value(word)
    compound = _compound_tens(s, value)
    if compound is not None:
        return compound
    from reader.rules.containers import each_one, groups_of

    container = each_one(s, word) or groups_of(s, word)  # "with 5 in each one", "into groups of 9" (ADR 0051)
    if container is not None:
        return container
    from reader.distribution import receivers

    counted = receivers(s, word)  # "to each of his 6 friends", "equally into 5 bags" (ADR 0133)
    if counted is not None:
        return counted
    from reader.rules.contained_counts import contents_count

    contained = contents_count(s, word)  # "bought 5 bags of 50 beads": 50 in each bag (ADR 0178)
    if contained is not None:
        return contained
    ready = _before_number(s, p, word)
    if not isinstance(ready, SentenceReadingState):
        return ready
    quantity = QuantityRef(value, word.index, word.text, None, s.sentence_index, (word.index,))
    part = _share_of(word)
    if (
        part is not None
    ):  # "25% of the apples", "1/4 of her cards": a part of someone's amount, if 'of' follows
        if s.pending_verb is None or payload(ready).open_preposition is not None:
            return refuse_at(
                s, word, "unsupported_operation", "a fraction or percentage that is not part of a move"
            )
        share = evolve(quantity, value=None, share=part)
        return evolve(ready, pending_quantities=(share,), expectation="share_of")
    prep = payload(ready).open_preposition
    quantity = evolve(
        quantity,
        price=prep is not None and prep.category == "prep_price",
        divisor=prep is not None and prep.category == "prep_among",
    )
    if quantity.price or quantity.divisor:
        # the preposition's role is spent on this amount: a phrase after it ("for $12 a craft") is not its object
        ready = with_payload(ready, open_preposition=None)
    if quantity.price and prep is not None and prep.text.casefold() == "at":
        # "sold 453 cakes at $12": 'at' names a price per item more often than a total (ADR 0083)
        at_price = Marker("prep_price", prep.token_index, prep.text, "at")
        ready = with_payload(ready, markers=payload(ready).markers + (at_price,))
    if (word.shape is not None and word.shape.unit == "dollar") or s.expectation == "dollar_amount":
        money = evolve(quantity, unit=Unit("dollar", (), "money", Fraction(1)))
        return with_payload(ready, quantities=payload(ready).quantities + (money,))
    return evolve(ready, pending_quantities=(quantity,), expectation="unit")


def _share_of(word: Word) -> Fraction | None:
    if word.shape is None:
        return None
    if word.shape.unit == "percent":
        return word.shape.value / 100
    if word.shape.primitive == "fraction":
        return word.shape.value
    return None


def _ordinal(s: SentenceReadingState, p: ProblemReadingState, word: Word) -> Result:
    """ "the 3rd day": a position, read as a modifier of the noun after it; it is never an amount."""
    np = payload(s).open_np
    if np is None or np.words:
        return unexpected(s, word, "(an ordinal position outside a noun phrase)")
    from reader.rules.nouns import add_to_np

    return add_to_np(s, p, evolve(word, category="adjective"))


def on_scale(s: SentenceReadingState, p: ProblemReadingState, word: Word) -> Result:
    factor = Fraction(word.attr("value", "1"))
    np = payload(s).open_np
    if s.pending_quantities and previous_category(s) in ("number", "number_word"):
        last = s.pending_quantities[-1]
        if last.value is None:
            return unexpected(s, word, "after an unknown amount")
        scaled = evolve(last, value=last.value * factor, number_tokens=last.number_tokens + (word.index,))
        return evolve(s, pending_quantities=s.pending_quantities[:-1] + (scaled,))
    if np is not None and not np.words and np.determiner in ("a", "an") and not s.pending_quantities:
        quantity = QuantityRef(factor, word.index, word.text, None, s.sentence_index, (word.index,))
        return evolve(with_payload(s, open_np=None), pending_quantities=(quantity,), expectation="unit")
    return unexpected(s, word, "with no number before it")


def on_vague(s: SentenceReadingState, p: ProblemReadingState, word: Word) -> Result:
    if word.lemma != "some":
        return unexpected(s, word, "(an amount with no number cannot be computed with)")
    ready = _before_number(s, p, word)
    if not isinstance(ready, SentenceReadingState):
        return ready
    quantity = QuantityRef(None, word.index, word.text, None, s.sentence_index)
    return evolve(ready, pending_quantities=(quantity,), expectation="unit")


def on_currency_sign(s: SentenceReadingState, p: ProblemReadingState, word: Word) -> Result:
    """ "$ 5" written apart: the sign makes the next number an amount of dollars."""
    ready = _before_number(s, p, word)
    if not isinstance(ready, SentenceReadingState):
        return ready
    return evolve(ready, expectation="dollar_amount")


NUMBER_HANDLERS = {
    "currency_sign": on_currency_sign,
    "number": on_number,
    "number_word": on_number,
    "scale_word": on_scale,
    "vague_quantifier": on_vague,
}
