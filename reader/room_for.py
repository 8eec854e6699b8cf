"""'room for 10 people' is room, never 10 people held (ADR 0376).

"The van has room for 10 people. How many people are in the van?" answered 10, and "Ann has room for
10 dolls. She buys 3 dolls." answered 13: the readings of 'has <noun> for <amount>' took the amount as
what the holder has, though 'room for', 'space for' or 'seats for' tell how many could fit, not how
many are there. An answer refuses when a word the pack marks as telling room (``room`` attribute:
room, space, seat) is followed by 'for' and an amount, unless the answer came from reading the phrase
as 'can hold' (reader/room_verbs.py), whose own readings keep ADR 0208's and 0369's refusals.
"""

from __future__ import annotations

from packs.model import Lexicon
from reader.answer import Answer
from reader.lifecycle import sentence_words
from reader.refusals import ReaderRefusal, refuse
from reader.room_verbs import ROOM_STEP
from reader.tokenise import split_sentences

NUMBERS = frozenset({"number", "number_word"})
THINGS = frozenset({"noun", "person_noun", "adjective", "additive_marker", "comparative"})
MONEY_SIGNS = frozenset({"$"})
BEFORE_NUMBER = 3  # "room for only 10", "room for up to 10"


def room_for_as_contents(text: str, answer: Answer, lexicon: Lexicon) -> ReaderRefusal | None:
    """Refuse an answer to a story with 'room for <amount>' that was not read as room."""
    if any(ROOM_STEP in step for step in answer.steps):
        return None
    for at, sentence in enumerate(split_sentences(text)):
        words = sentence_words(sentence, lexicon)
        for i in range(len(words) - 2):
            word, after = words[i], words[i + 1]
            if word is None or not word.attr("room") or after is None or after.text.casefold() != "for":
                continue
            if _counted_after(words, i + 2):
                return refuse(
                    "underdetermined",
                    f"'{word.text} for' tells how many could fit, not how many there are",
                    at,
                    i,
                    sentence.tokens[i].text,
                )
    return None


def _counted_after(words, start: int) -> bool:
    """A number of things soon after 'for': "for 10 people", "for only 10", "for 3 more cars".

    A time or money amount after it ("cleaned the room for 20 minutes", "seats for $5") is no room."""
    for at in range(start, min(start + BEFORE_NUMBER, len(words))):
        word = words[at]
        if word is not None and word.category in NUMBERS:
            after = words[at + 1] if at + 1 < len(words) else None
            return (
                after is None
                or after.category in THINGS
                or (after.category == "unit_noun" and _not_time(after))
            )
        if word is None or word.text in MONEY_SIGNS:
            return False
    return False


def _not_time(unit) -> bool:
    """'room for 2 cups' is room; 'the room for 20 minutes' is how long."""
    return unit.attr("dimension") != "time"


__all__ = ["room_for_as_contents"]
