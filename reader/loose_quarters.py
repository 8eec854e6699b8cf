"""'three quarters' with no coin in the story: coins, or three quarters of the things? (ADR 0358)

"Tim had 40 balls. Tim gave Ann three quarters. How many balls does Tim have?" answered 40: the lexicon
files 'quarter' as a coin, so Tim gave away three coins and kept his balls. A story that names no coin,
no cent and no money of its own tells of balls only; "gave Ann three quarters" is then most likely three
quarters of the balls, with 'of them' left out. ADR 0351 reads "three quarters of" as a share; this is
the shape without 'of'.

An answer refuses when a quarter (a coin word 'quarter' not followed by 'of') is in the problem, no other
coin word, 'coin', a money unit or a money amount is, the answer is neither money nor quarters, and the reading took a quarter as a thing (a step names it).
"How many quarters does Tim have?" and "How much money does Tim have?" ask about the coins and read as
before.
"""

from __future__ import annotations

import re

from packs.model import Lexicon
from reader.answer import Answer
from reader.lifecycle import sentence_words
from reader.refusals import ReaderRefusal, refuse
from reader.tokenise import split_sentences

_COUNTED = re.compile(r"\b\d+ quarters?\b")  # "tim loses 3 quarter": a step that counted quarters as things
COIN_NOUNS = frozenset({"coin", "cent", "penny"})


def _money_or_coin(word) -> bool:
    if word is None:
        return False
    if word.category == "coin_noun" and word.lemma.casefold() != "quarter":
        return True
    if word.lemma.casefold() in COIN_NOUNS:
        return True
    if word.category == "unit_noun" and word.attr("dimension") == "money":
        return True
    shape = getattr(word, "shape", None)
    return word.category == "number" and shape is not None and bool(shape.unit)


def _asks_coins_or_money(answer: Answer, lexicon: Lexicon) -> bool:
    sense = lexicon.lookup(answer.unit)
    if sense is None:
        return False
    if sense.category == "coin_noun":
        return True
    return sense.category == "unit_noun" and sense.entry.attr("dimension") == "money"


def loose_quarters(text: str, answer: Answer, lexicon: Lexicon) -> ReaderRefusal | None:
    """Refuse an answer about other things when the only coin the story names is 'quarter'."""
    if _asks_coins_or_money(answer, lexicon) or not any(_COUNTED.search(step) for step in answer.steps):
        return None  # the reading took no quarter as a coin ("One quarter are girls": a share)
    found = None
    for at, sentence in enumerate(split_sentences(text)):
        words = sentence_words(sentence, lexicon)
        for i, word in enumerate(words):
            if _money_or_coin(word):
                return None
            if word is None or word.category != "coin_noun" or word.lemma.casefold() != "quarter":
                continue
            after = words[i + 1] if i + 1 < len(words) else None
            if after is not None and after.category == "prep_of":
                continue  # "three quarters of them": a share, read by ADR 0351
            if found is None:
                found = (at, i, sentence.tokens[i].text)
    if found is None:
        return None
    return refuse(
        "readings_disagree",
        f"'{found[2]}' in a story with no coin or money: coins, or quarters of the things told?",
        *found,
    )
