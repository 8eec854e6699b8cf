"""Room told with another verb: "A bus can seat 40 people" is "A bus can hold 40 people" (ADR 0376).

ADR 0208 and 0369 read room told with 'can hold' (containers needed, rounded up; the room of several
containers) and refuse every other question, above all room asked as contents. Stories tell the same
room with other words: "can fit", "can carry", "can seat", "can accommodate", "has room for". The
pack marks them (``room: can`` on a word whose verb after 'can' or 'could' says room, ``room: for``
on 'room' in 'has room for'); such a phrase is told again with 'can hold' and the whole reader reads
the retold text, so every reading and refusal of 'hold' applies unchanged. Nothing is counted here.

Retold only in a statement of exactly this shape, which can only be room of a kind of container:
"Each|A|An <one or two nouns> can|could <room verb> <number> <nouns or adjectives>." or
"Each|A|An <one or two nouns> has room for <number> <nouns or adjectives>." Anything after the
things ('at a time', 'per trip', 'each day', 'more', a clause) keeps the text as it was: 'carry'
with a trip is a load (ADR 0224), and 'has room for 5 more' is room left, not room. A person or a
name as subject, 'the', 'not', or a possessive keep it too. A question is retold only when its
verb closes it ("How many people can 3 vans seat?") and a statement of the same problem was retold
with that verb.
"""

from __future__ import annotations

from packs.model import Lexicon
from reader.lifecycle import sentence_words
from reader.rewrites import Rewrite, with_edits
from reader.tokenise import split_sentences

OPENERS = frozenset({"each", "a", "an"})
ABILITY = frozenset({"can", "could"})
HAVE = frozenset({"has", "have"})
MAX_NOUNS = 2  # "a lunch box"
THING_WORDS = frozenset({"noun", "person_noun", "adjective", "unit_noun", "coin_noun"})
NUMBERS = frozenset({"number", "number_word"})
ROOM_STEP = "read as 'can hold'"  # in every step of a retold room phrase (reader/room_for.py looks for it)


def room_verbs(text: str, lexicon: Lexicon) -> Rewrite | None:
    """The problem with each room phrase of the module docstring told with 'can hold'."""
    edits: list[tuple[int, int, str]] = []
    steps: list[str] = []
    retold: set[str] = set()
    questions = []
    for sentence in split_sentences(text):
        words = sentence_words(sentence, lexicon)
        if sentence.is_question:
            questions.append((sentence, words))
            continue
        found = _room_statement(words)
        if found is None:
            continue
        first, last = found
        tokens = sentence.tokens
        said = " ".join(t.text for t in tokens[first : last + 1])
        edits.append((tokens[first].start, tokens[last].end, "can hold"))
        steps.append(f"'{said}' {ROOM_STEP}: room, as 'hold' tells it")
        retold.add(words[last].lemma.casefold())
    if not edits:
        return None
    for sentence, words in questions:
        at = _room_question(words, retold)
        if at is not None:
            token = sentence.tokens[at]
            edits.append((token.start, token.end, "hold"))
            steps.append(f"'{token.text}' in the question read as 'hold'")
    return with_edits(text, edits, steps)


def _room_statement(words) -> tuple[int, int] | None:
    """The span of the room phrase ('can seat', 'has room for') in a statement of the docstring's shape."""
    if len(words) < 5 or words[0] is None or words[0].text.casefold() not in OPENERS:
        return None
    at = 1
    while at < len(words) and _is(words[at], "noun") and at <= MAX_NOUNS:
        at += 1
    if at == 1 or at + 2 >= len(words):
        return None
    first = at
    if _text(words[at]) in ABILITY and words[at].category == "auxiliary" and _marked(words[at + 1], "can"):
        last = at + 1
    elif _text(words[at]) in HAVE and _marked(words[at + 1], "for") and _text(words[at + 2]) == "for":
        last = at + 2
    else:
        return None
    rest = words[last + 1 :]
    if len(rest) < 2 or rest[0] is None or rest[0].category not in NUMBERS:
        return None
    if not all(w is not None and w.category in THING_WORDS for w in rest[1:]):
        return None
    return first, last


def _room_question(words, retold: set[str]) -> int | None:
    """The index of a room verb retold in a statement that closes a question asked with 'can'."""
    if not words or not _marked(words[-1], "can") or words[-1].lemma.casefold() not in retold:
        return None
    if words[-1].text.casefold() != words[-1].lemma.casefold():
        return None
    if not any(_text(w) in ABILITY for w in words[:-1]):
        return None
    return len(words) - 1


def _marked(word, room: str) -> bool:
    """A word the pack marks as telling room in this way, in its bare form."""
    return word is not None and word.attr("room") == room and word.text.casefold() == word.lemma.casefold()


def _is(word, category: str) -> bool:
    return word is not None and word.category == category


def _text(word) -> str:
    return "" if word is None else word.text.casefold()


__all__ = ["ROOM_STEP", "room_verbs"]
