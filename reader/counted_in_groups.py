"""A count asked 'in dozens' or 'in hundreds': a unit of groups no rule converts to (ADR 0277).

"Rita has 30 pencils. How many pencils does Rita have in dozens?" used to answer 30: 'dozens'
after 'in' was read as a place the holder keeps things in, and a place whose head is no noun of
its own (the lexicon's 'dozen' is a scale word) was passed over as scenery (ADR 0212); after
another place ("in her basket in dozens") it was read as where the basket is. The phrase asks
the count in groups of twelve (or a hundred), a conversion no rule makes: the problem refuses.

Only 'in' right before a scale word, or a noun whose lemma is a scale word ("dozens",
"hundreds"), in any sentence; "2 dozen eggs" (a number) and "in 3 boxes" read as before.
"""

from __future__ import annotations

from packs.model import Lexicon
from reader.lifecycle import sentence_words
from reader.refusals import ReaderRefusal, refuse
from reader.tokenise import split_sentences

SCALE = "scale_word"


def _a_scale(word, lexicon: Lexicon) -> bool:
    if word is None:
        return False
    if word.category == SCALE:
        return True
    sense = lexicon.lookup(word.lemma)
    return sense is not None and sense.entry.category == SCALE


def counted_in_groups(text: str, lexicon: Lexicon) -> ReaderRefusal | None:
    """Refuse a phrase 'in <scale word>' anywhere in the problem."""
    for at, sentence in enumerate(split_sentences(text)):
        words = sentence_words(sentence, lexicon)
        for i in range(len(words) - 1):
            here = words[i]
            if here is None or here.category != "prep_in" or here.text.casefold() != "in":
                continue
            if _a_scale(words[i + 1], lexicon):
                token = sentence.tokens[i + 1].text
                return refuse(
                    "unit_mismatch",
                    f"'in {token}' asks the count in groups no rule converts to",
                    at,
                    i + 1,
                    token,
                )
    return None
