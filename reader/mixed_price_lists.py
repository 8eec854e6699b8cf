"""Prices listed in one sentence with 'each' on some items only (ADR 0358).

"Ann buys 3 hats for $10 each and 2 pens for $2." answered 32: the hats at $10 each and the pens at $2
for both. Word problems often leave 'each' out in lists of price tags ("a lamp for $20, four cups for $3
and two plates for $5" may mean $3 a cup), so "2 pens for $2" beside a priced item may be $2 a pen
or $2 in all; the two readings disagree. ADR 0350 already refuses such a list when it retells one; this
refuses the same list whatever reading answered it.

Only a sentence with two or more prices after 'for'/'at' (a prep_price word) is looked at; one of them
whose thing is counted more than one, with no 'each', 'apiece' or 'a|per <noun>' after its price,
refuses. "5 cups for $3 each and 1 plate for $5" (the plate is one) and a lone "3 pens for $6" read as
before.
"""

from __future__ import annotations

from fractions import Fraction

from packs.model import Lexicon
from reader.lifecycle import sentence_words
from reader.refusals import ReaderRefusal, refuse
from reader.tokenise import split_sentences

THING_WORDS = frozenset({"noun", "unit_noun", "adjective", "prep_of", "coin_noun"})
PER = frozenset({"a", "an", "per"})


def _value(word) -> Fraction | None:
    if word is None:
        return None
    shape = getattr(word, "shape", None)
    if word.category == "number" and shape is not None and not shape.unit:
        return shape.value
    if word.category == "number_word" and word.attr("value"):
        return Fraction(word.attr("value"))
    if word.text.casefold() in ("a", "an"):
        return Fraction(1)
    return None


def _price_end(words, at: int) -> int | None:
    """The index after a money amount starting at ``at`` ("$10", "10 dollars"); None if none is there."""
    word = words[at] if at < len(words) else None
    if word is None or word.category != "number":
        return None
    shape = getattr(word, "shape", None)
    if shape is not None and shape.unit:
        return at + 1
    unit = words[at + 1] if at + 1 < len(words) else None
    if unit is not None and unit.category == "unit_noun" and unit.attr("dimension") == "money":
        return at + 2
    return None


def _per_item(words, at: int) -> bool:
    word = words[at] if at < len(words) else None
    if word is None:
        return False
    if word.category == "distributive":
        return True
    after = words[at + 1] if at + 1 < len(words) else None
    return word.text.casefold() in PER and after is not None and after.category in ("noun", "unit_noun")


def _count(words, at: int) -> Fraction | None:
    """How many things are named right before the price word at ``at``; None when no count is told."""
    i = at - 1
    while i >= 0 and words[i] is not None and words[i].category in THING_WORDS:
        i -= 1
    return _value(words[i]) if i >= 0 else None


def mixed_price_list(text: str, lexicon: Lexicon) -> ReaderRefusal | None:
    """Refuse a list of prices where a counted item's price may be per item or for all."""
    for at, sentence in enumerate(split_sentences(text)):
        words = sentence_words(sentence, lexicon)
        priced = []
        for i, word in enumerate(words):
            if word is None or word.category != "prep_price":
                continue
            end = _price_end(words, i + 1)
            if end is not None:
                priced.append((i, end))
        if len(priced) < 2:
            continue
        for i, end in priced:
            count = _count(words, i)
            if count is not None and count > 1 and not _per_item(words, end):
                return refuse(
                    "readings_disagree",
                    f"in a list of prices, '{sentence.tokens[i + 1].text}' for several things: "
                    "per item or in all?",
                    at,
                    i + 1,
                    sentence.tokens[i + 1].text,
                )
    return None
