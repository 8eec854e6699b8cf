"""'A bus holds 40 people': room for people, not people on board (ADR 0358).

"A bus holds 40 people. How many people are on the bus?" answered 40. A vehicle, a room or a table
that 'holds' people says how many it has room for; how many are on it is not told (a bus holding 40
may carry 12). Boxes and jars that hold things are left to the ordinary reading ("Each box holds 12
eggs. She has 3 boxes." is how stories say the eggs are there).

An answer counting people (a person noun) refuses when a sentence says a thing 'holds' (a
`verb_possess` with `capacity: yes`) a number of people and the question sentence does not ask with
such a verb itself ("How many people does the bus hold?" still answers 40).
"""

from __future__ import annotations

from packs.model import Lexicon
from reader.answer import Answer
from reader.lifecycle import sentence_words
from reader.refusals import ReaderRefusal, refuse
from reader.tokenise import split_sentences


def _capacity(word) -> bool:
    return word is not None and word.category == "verb_possess" and word.attr("capacity") == "yes"


def _person_amount(words, at: int) -> bool:
    """A number (any adjectives) then a person noun at ``at``."""
    first = words[at] if at < len(words) else None
    if first is None or first.category not in ("number", "number_word"):
        return False
    i = at + 1
    while i < len(words) and words[i] is not None and words[i].category == "adjective":
        i += 1
    head = words[i] if i < len(words) else None
    return head is not None and head.category == "person_noun"


def seats_not_riders(text: str, answer: Answer, lexicon: Lexicon) -> ReaderRefusal | None:
    """Refuse a count of people read from room for them; None otherwise."""
    sense = lexicon.lookup(answer.unit)
    if sense is None or sense.category != "person_noun":
        return None
    sentences = split_sentences(text)
    found = None
    for at, sentence in enumerate(sentences):
        words = sentence_words(sentence, lexicon)
        asks = any(w is not None and w.lemma.casefold() == "how" for w in words)
        if asks and any(_capacity(w) for w in words):
            return None  # "How many people does the bus hold?"
        for i, word in enumerate(words):
            if found is None and _capacity(word) and _person_amount(words, i + 1):
                found = (at, i, sentence.tokens[i].text)
    if found is None:
        return None
    return refuse(
        "underdetermined",
        f"'{found[2]}' says how many people there is room for, not how many there are",
        *found,
    )
