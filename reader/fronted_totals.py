"""A question that opens with its totaliser is read with the totaliser last (ADR 0204).

"In total, how much money did she spend?" and "Together, how many apples do
they have?" ask what "How much money did she spend in total?" and "How many
apples do they have together?" ask: the fronted words and their comma only
move the sum's marker to the front. The trailing marker already has its rules
(a sum over the named doers, 'they' for everyone named, the refusals of
ADR 0131), so the tokens are put in that order and read by them; nothing new
decides what the sum is.

The move is made only when nothing else can change its meaning:

- the sentence is a question whose first words are one aggregate marker, after
  an optional 'in' ("Altogether", "Together", "In total"), then a comma and a
  question word;
- no other aggregate marker stands in the question (two totals would be read
  as one) and no subordinator ("if", "when") does: a condition in the question
  keeps its own reordering (ADR 0090) and the two are not combined.

Refusals of the reordered sentence name the token where it stands as written.
"""

from __future__ import annotations

from dataclasses import replace

from packs.model import Lexicon
from reader.refusals import ReaderRefusal
from reader.reorders import reorder_each
from reader.tokenise import Sentence

TOTALISER = "aggregate_marker"
OPTIONAL_BEFORE = "prep_in"  # "In total, ..."
BLOCKERS = frozenset({"aggregate_marker", "subordinator"})


def _categories(sentence: Sentence, lexicon: Lexicon) -> tuple[str, ...]:
    from reader.lifecycle import sentence_words

    return tuple("" if word is None else word.category for word in sentence_words(sentence, lexicon))


def _span(categories: tuple[str, ...]) -> int:
    """How many opening tokens are the totaliser (0 when the sentence does not open with one)."""
    at = 1 if categories[:1] == (OPTIONAL_BEFORE,) else 0
    if len(categories) < at + 3 or categories[at] != TOTALISER:
        return 0
    if categories[at + 1] != "punctuation" or categories[at + 2] != "question_word":
        return 0
    return at + 1


def moved_last(sentence: Sentence, lexicon: Lexicon) -> tuple[Sentence, tuple[int, ...]] | None:
    """The question with its fronted totaliser put last, and each read position's written position."""
    if not sentence.is_question or len(sentence.tokens) < 4:
        return None
    categories = _categories(sentence, lexicon)
    span = _span(categories)
    if span == 0 or sentence.tokens[span].text != ",":
        return None
    if any(category in BLOCKERS for category in categories[span + 1 :]):
        return None
    order = tuple(range(span + 1, len(categories))) + tuple(range(span))
    return replace(sentence, tokens=tuple(sentence.tokens[i] for i in order)), order


def front_totals_last(
    sentences: tuple[Sentence, ...], lexicon: Lexicon
) -> tuple[tuple[Sentence, ...], dict[int, tuple[int, ...]]]:
    """Every question opening with its totaliser reordered; the orders map read positions back."""
    return reorder_each(sentences, lambda sentence: moved_last(sentence, lexicon))


def composed(
    first: dict[int, tuple[int, ...]], then: dict[int, tuple[int, ...]]
) -> dict[int, tuple[int, ...]]:
    """Two reorderings made one after the other, as one map from read positions to written ones."""
    out = dict(first)
    for index, order in then.items():
        before = first.get(index)
        out[index] = order if before is None else tuple(before[i] for i in order)
    return out


def as_written(refusal: ReaderRefusal, orders: dict[int, tuple[int, ...]]) -> ReaderRefusal:
    """A refusal of a reordered question, pointed at the token's position as written."""
    order = orders.get(refusal.sentence_index)
    if order is None or refusal.token_index >= len(order):
        return refusal
    return replace(refusal, token_index=order[refusal.token_index])


def as_read(sentence_index: int, token_index: int, orders: dict[int, tuple[int, ...]]) -> int:
    """A written token position moved to where the reordered question has it (the comma maps to itself)."""
    order = orders.get(sentence_index)
    if order is None or token_index not in order:
        return token_index
    return order.index(token_index)
