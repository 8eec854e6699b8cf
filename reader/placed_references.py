"""A place told after the person a comparison is measured from (ADR 0370).

"Ivan has 17 stamps. Nora has as many stamps as Ivan does in his album." was answered 17, and so was
"... as Ivan does at school": the place after Ivan was passed over, yet it may narrow Ivan's amount to the
stamps in his album (or kept at school), of which the story told nothing. So a statement whose 'than' or
second 'as' names a person in a holding ('has', 'keeps', 'holds') (a name, a pronoun, a person noun, with an optional 'does'/'has' standing in for
the verb) followed by a place ('in', 'on', 'at', 'inside' and a noun) refuses (``unexpected_category``): whose
amount the place narrows, and by how much, is not read. A time ("than him in the morning", "on Monday")
is not a place and is left to the readings of dated comparisons, and a move's place ("did 7 more
pull-ups than Ravi at the gym") is where both moves were done, not a part of what someone holds.
"""

from __future__ import annotations

from packs.model import Lexicon
from reader.lifecycle import sentence_words
from reader.refusals import ReaderRefusal, refuse
from reader.rules.context import Word
from reader.state import ProblemReadingState
from reader.tokenise import Sentence

PLACE_PREPOSITIONS = frozenset({"in", "on", "at", "inside"})
PERSON = frozenset({"name", "pronoun", "person_noun"})
LEADING = frozenset({"article", "determiner", "pronoun", "possessive_marker", "adjective"})
STAND_INS = frozenset({"does", "did", "do", "has", "had", "have"})


def _cat(words: tuple[Word | None, ...], at: int) -> str:
    word = words[at] if 0 <= at < len(words) else None
    return word.category if word is not None else ""


def _text(words: tuple[Word | None, ...], at: int, sentence: Sentence) -> str:
    return sentence.tokens[at].text.casefold() if 0 <= at < len(sentence.tokens) else ""


def _placed_after(words: tuple[Word | None, ...], sentence: Sentence, start: int) -> int | None:
    """The index of the place noun after the person at ``start`` (the word after 'than' or 'as'), else None."""
    at = start
    while _cat(words, at) in ("article", "determiner", "pronoun", "possessive_marker") and _cat(
        words, at + 1
    ) in PERSON | {"possessive_marker"}:
        at += 1  # "her brother", "the boys"
    if _cat(words, at) not in PERSON:
        return None
    at += 1
    if _text(words, at, sentence) in STAND_INS:
        at += 1
    if _text(words, at, sentence) not in PLACE_PREPOSITIONS:
        return None
    at += 1
    while _cat(words, at) in LEADING:
        at += 1
    return (
        at if _cat(words, at) == "noun" and not (words[at] is not None and words[at].attr("time")) else None
    )


def place_after_reference(
    sentences: tuple[Sentence, ...], _problem: ProblemReadingState, lexicon: Lexicon
) -> ReaderRefusal | None:
    """A refusal at the place told after a comparison's reference person, else None."""
    for si, sentence in enumerate(sentences):
        if sentence.is_question:
            continue
        words = sentence_words(sentence, lexicon)
        if not any(w is not None and w.category == "verb_possess" for w in words):
            continue  # "did 7 more pull-ups than Ravi at the gym": a move's setting, where both did them
        seen_as = False
        for at, word in enumerate(words):
            if word is None:
                continue
            opener = word.category == "than_marker" or (word.category == "as_marker" and seen_as)
            seen_as = seen_as or word.category == "as_marker"
            if not opener:
                continue
            place = _placed_after(words, sentence, at + 1)
            if place is not None:
                text = sentence.tokens[place].text
                return refuse(
                    "unexpected_category",
                    f"a place ('{text}') after the person compared with: it may narrow that person's amount",
                    si,
                    place,
                    text,
                )
    return None
