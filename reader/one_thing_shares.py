"""A share of one thing ("ate 1/4 of an apple") is no count of whole things (ADR 0358).

"Ann has 4 apples. She ate 1/4 of an apple. How many apples does she have?" answered 3: the share was
read as a share of her apples and "an apple" as the one whole eaten, so a quarter of an apple went away
as a whole apple. What is left is 3 3/4 apples, a part of a thing that no rule of counted things keeps.
Any "<share> of a|an|one [adjectives] <thing>" (a fraction such as '1/4' or 'half', or a count of
'thirds', 'quarters', ...) before an ordinary noun refuses the answer. A unit of measure or time
("half of a mile", "a quarter of an hour") and a scale word ("half of a dozen") are amounts of their
own and are left to the readings that read them.
"""

from __future__ import annotations

from packs.model import Lexicon
from reader.lifecycle import sentence_words
from reader.refusals import ReaderRefusal, refuse
from reader.tokenise import split_sentences

ONE = frozenset({"a", "an", "one"})
SHARE_CATEGORIES = frozenset({"fraction_word", "ordinal_word"})


def _share(word) -> bool:
    if word is None:
        return False
    if word.category in SHARE_CATEGORIES:
        return True
    if word.category == "coin_noun" and word.lemma.casefold() == "quarter":
        return True  # "three quarters of a pie"
    shape = getattr(word, "shape", None)
    return word.category == "number" and shape is not None and not shape.unit and 0 < shape.value < 1


def share_of_one(text: str, lexicon: Lexicon) -> ReaderRefusal | None:
    """Refuse a share of one ordinary thing anywhere in the problem; None when there is none."""
    for at, sentence in enumerate(split_sentences(text)):
        words = sentence_words(sentence, lexicon)
        for i in range(len(words) - 3):
            if not _share(words[i]) or words[i + 1] is None or words[i + 1].category != "prep_of":
                continue
            article = words[i + 2]
            if article is None or article.text.casefold() not in ONE:
                continue
            j = i + 3
            while j < len(words) and words[j] is not None and words[j].category == "adjective":
                j += 1
            head = words[j] if j < len(words) else None
            if head is None or head.category != "noun":
                continue
            return refuse(
                "non_integer_count",
                f"'{sentence.tokens[i].text} of {article.text} {head.text}' is a part of one thing, "
                "not a count of whole things",
                at,
                i,
                sentence.tokens[i].text,
            )
    return None
