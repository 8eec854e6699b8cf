"""'What is the number of apples ...?': a 'what' question whose target is named right after it.

A 'what' question asks for a number only when the words after it name
the quantity: 'what is the (total) number of X' asks the same as
'how many X', and 'what is the (total) amount of X' the same as
'how much X'. Every other 'what' question (an average, a percentage, a
difference, a price, 'what is 5 more than 3') has no clear target here
and refuses at the first word that leaves this one shape (ADR 0041).
"""

from __future__ import annotations

from dataclasses import replace

from reader.rules.context import Result, Word, payload, unexpected, with_payload
from reader.state import ProblemReadingState, SentenceReadingState
from reader.values import Marker, QuestionPart

WHAT_STEPS = frozenset({"what", "what_is", "what_the", "what_the_total", "what_measure"})
SHAPE = "(a 'what' question is read only as 'what is the (total) number of ...' or '... amount of ...')"


def asks_thing(word: Word) -> bool:
    """'what' (asks a thing) opening a sentence may open the one shape this module reads."""
    return word.attr("asks") == "thing" and word.index == 0


def open_what(s: SentenceReadingState) -> SentenceReadingState:
    return replace(s, frame="question", expectation="what")


def in_what(s: SentenceReadingState) -> bool:
    return s.expectation in WHAT_STEPS


def on_what_step(s: SentenceReadingState, p: ProblemReadingState, word: Word) -> Result:
    """One step of 'what' + be + 'the' + (total) + number/amount + 'of'; anything else refuses."""
    step = s.expectation
    if step == "what" and word.category in ("copula", "possessive_marker"):
        return replace(s, expectation="what_is")  # "What is", "What was", "What's"
    if step == "what_is" and word.category == "article" and word.attr("definite") == "true":
        return replace(s, expectation="what_the")
    if step == "what_the" and word.category == "aggregate_marker":
        total = Marker(word.category, word.index, word.text)  # "the total number": a sum, as 'in total'
        return replace(with_payload(s, markers=payload(s).markers + (total,)), expectation="what_the_total")
    if step in ("what_the", "what_the_total") and word.category == "quantity_noun":
        part = QuestionPart(word.attr("kind"), word.index)
        return replace(with_payload(s, question=part), expectation="what_measure")
    if step == "what_measure" and word.category == "prep_of":
        return replace(s, expectation="question_np")  # from here on it reads as 'how many X ...'
    return unexpected(s, word, SHAPE)


def on_quantity_noun(s: SentenceReadingState, p: ProblemReadingState, word: Word) -> Result:
    """'number' or 'amount' outside a 'what' question names no unit of its own, unless a factor precedes it."""
    from reader.rules.number_of_multiples import the_number_of
    from reader.rules.number_of_references import number_of

    scaled = the_number_of(s, p, word)  # "twice the number of pencils as Reeta" (ADR 0114)
    if scaled is not None:
        return scaled
    read = number_of(s, p, word)  # "a certain number of pens", "than the number of apples" (ADR 0153)
    if read is not None:
        return read
    return unexpected(s, word, "outside 'what is the number of' / 'what is the amount of'")
