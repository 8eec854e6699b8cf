"""A discount, coupon, tax or tip named with no amount refuses (ADR 0353).

"Ann buys 3 shirts at $40 each with a coupon. How much does she pay?" was answered 120: the coupon
took no part in the reading, yet it lowers what she pays by an amount nobody told. The pack marks the
nouns that change a price or a pay by a share of it (``percent_change``: discount, coupon, tax, tip,
commission, ...). When such a noun is stated with an amount ("a 10% discount", "a $5 tip") the reading
of ADR 0152 takes the phrase out and applies it; this check runs on the ordinary reading, which gives
such a noun no role, so any of them left in the story or the question with no amount beside it means
the amount asked may be changed by an amount not read, and the reading refuses at that noun. One told
with an amount ("$20 in tips", "a tip of $5") is left to the checks that read or refuse that amount.
"""

from __future__ import annotations

from packs.model import Lexicon
from reader.lifecycle import sentence_words
from reader.refusals import ReaderRefusal, refuse
from reader.rules.context import Word
from reader.state import ProblemReadingState
from reader.tokenise import Sentence

NOUN_TAGS = frozenset({"NN", "NNS"})
COUNTS = frozenset({"number", "number_word", "scale_word", "question_quantity"})  # "140 coupons", "how many"


def untold_price_change(
    sentences: tuple[Sentence, ...], problem: ProblemReadingState, lexicon: Lexicon
) -> ReaderRefusal | None:
    """A refusal at the first noun that changes a price by an untold amount, else None.

    A noun the story counts ("Ali has 140 coupons", "How many coupons") names things held, not a
    change of a price, so a lemma counted anywhere in the problem is left to the ordinary reading.
    """
    looked = [sentence_words(sentence, lexicon) for sentence in sentences]
    counted = {
        word.lemma
        for words in looked
        for before, word in zip(words, words[1:], strict=False)
        if word is not None and before is not None and before.category in COUNTS
    }
    for si, sentence in enumerate(sentences):
        for at, word in enumerate(looked[si]):
            if word is None or word.category != "noun" or not NOUN_TAGS & set(word.tags):
                continue
            if _with_an_amount(looked[si], at):
                continue  # "made $20 in tips", "a tip of $5": the amount is told, and read or refused as such
            if word.attr("percent_change") in ("down", "up") and word.lemma not in counted:
                text = sentence.tokens[at].text
                return refuse(
                    "underdetermined",
                    f"'{text}' changes what is paid by an amount the reading does not apply",
                    si,
                    at,
                    text,
                )
    return None


def _category(words: tuple[Word | None, ...], at: int) -> str:
    word = words[at] if 0 <= at < len(words) else None
    return word.category if word is not None else ""


def _with_an_amount(words: tuple[Word | None, ...], at: int) -> bool:
    """ "$20 in tips", "a tip of $5": an amount right before the noun, before its 'in' or 'of', or after 'of'."""
    if _category(words, at - 1) in COUNTS:
        return True
    if _category(words, at - 1) in ("prep_in", "prep_of") and _category(words, at - 2) in COUNTS:
        return True
    return _category(words, at + 1) == "prep_of" and _category(words, at + 2) in COUNTS
