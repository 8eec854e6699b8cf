"""A price charged to a group is each member's price (ADR 0466).

"A karate school charges its students $20 a week. How much does it make in 2 weeks?" was answered $40:
the sentence reader took 'charges' as money the school earns and let the group between the verb and the
price go unread. But a price charged to many ("its students", "customers", "each member") is what each
one pays; what the charger makes depends on how many pay, which that reading never counts, even when a
later sentence tells it ("If it has 45 students").

So an answer of the sentence reader is set aside when a pricing verb (a `verb_earn` whose pack entry
`names_amount: price`, as 'charge') is followed by a group of payers: a plural noun, or 'each'/'every' and
a noun, with at most a possessive or an article and describing words before it. The later whole-problem
readings still run, and one that counts the group ("It has 300 members", ADR 0464) may answer. One payer
("charges his neighbor $20") is left to the sentence reader.
"""

from __future__ import annotations

from packs.model import Lexicon
from reader.lifecycle import sentence_words
from reader.refusals import ReaderRefusal, refuse
from reader.rules.context import Word
from reader.tokenise import split_sentences

__all__ = ["charged_group"]

EACH = ("each", "every")


def _pricing(word: Word | None) -> bool:
    return word is not None and word.category == "verb_earn" and word.attr("names_amount") == "price"


def _noun(word: Word | None) -> bool:
    return word is not None and word.category in ("noun", "person_noun")


def _group_after(words: tuple[Word | None, ...], at: int) -> bool:
    """Whether the words from ``at`` name many payers: "its students", "the local farmers", "each member"."""
    each = False
    i = at
    first = words[i] if i < len(words) else None
    if first is not None and first.text.casefold() in EACH:
        each, i = True, i + 1
    elif first is not None and (
        first.category == "article" or (first.category == "pronoun" and "possessive" in first.attr("case"))
    ):
        i += 1
    head = None
    while i < len(words) and (
        words[i] is not None and words[i].category.endswith("adjective") or _noun(words[i])
    ):
        head = words[i] if _noun(words[i]) else head  # "the local farmers": the last noun heads the group
        i += 1
    if head is None:
        return False
    plural = "NNS" in head.tags and head.text.casefold() != head.lemma.casefold()
    return each or plural


def charged_group(text: str, lexicon: Lexicon) -> ReaderRefusal | None:
    """Refuse when a price is charged to a group of payers whose number the answer did not count."""
    for at, sentence in enumerate(split_sentences(text)):
        words = sentence_words(sentence, lexicon)
        for i, word in enumerate(words):
            if _pricing(word) and _group_after(words, i + 1):
                return refuse(
                    "underdetermined",
                    f"'{sentence.tokens[i].text}' prices what each of a group pays; how many pay is not counted",
                    at,
                    i,
                    sentence.tokens[i].text,
                )
    return None
