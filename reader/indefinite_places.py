"""A place named with 'a' in two statements may be two places (ADR 0370).

"There are twice as many goats as pigs in a barn. There are 10 pigs in a barn." was answered 20: both
sentences were read of one barn. 'a barn' introduces a barn each time it is said; only 'the barn' (or 'it')
points back to one already named, so the second 'a barn' may be another barn whose pigs the first sentence
does not compare with. The same holds for a holder named "A barn has ..." twice. So when one place (its
adjectives and noun: "a red basket" is not "a blue basket") is named with 'a' or 'an' in two statements,
each time as where amounts are held ("in a barn", "on a shelf", "at a farm", or opening a holding: "A barn
has ...") or where a move puts things ("puts 4 nuts into a bag"), the story check refuses
(``readings_disagree``): one place or two? A move's setting ("sold 5 at a flea market"), 'the barn' the
second time, and a time ("in a day", a unit noun) are left to the ordinary reading.
"""

from __future__ import annotations

from packs.model import Lexicon
from reader.lifecycle import sentence_words
from reader.refusals import ReaderRefusal, refuse
from reader.rules.context import Word
from reader.state import ProblemReadingState
from reader.tokenise import Sentence

PLACE_PREPOSITIONS = frozenset({"in", "on", "at", "inside"})
INTO = frozenset({"into", "onto", "inside"})
ADJECTIVES = frozenset({"adjective", "color", "colour"})


HOLDING = frozenset({"verb_possess", "existential", "copula"})


def _indefinite_places(words: tuple[Word | None, ...]) -> list[tuple[int, str]]:
    """(token index, words) of each place named with 'a'/'an' after a place preposition or opening a sentence
    that tells what is held ("There are 10 pigs in a barn", "A barn has 10 pigs"); its adjectives are part of
    the name ("a red basket" is not "a blue basket")."""
    found: list[tuple[int, str]] = []
    holding = any(w is not None and w.category in HOLDING for w in words)
    # "sold 5 stamps at a flea market": where a move was done, not a place that holds amounts; a move
    # into a container ("puts 4 nuts into a bag") names a place that holds them
    prepositions = PLACE_PREPOSITIONS if holding else INTO
    for at, word in enumerate(words):
        if word is None or word.category != "article" or word.text.casefold() not in ("a", "an"):
            continue
        before = words[at - 1] if at > 0 else None
        opening = at == 0
        if opening and not holding:
            continue
        if not opening and (before is None or before.text.casefold() not in prepositions):
            continue
        nxt = at + 1
        while nxt < len(words) and words[nxt] is not None and words[nxt].category in ADJECTIVES:
            nxt += 1
        noun = words[nxt] if nxt < len(words) else None
        if noun is None or noun.category != "noun" or noun.attr("time"):
            continue
        named = " ".join(w.lemma for w in words[at + 1 : nxt + 1] if w is not None)
        found.append((nxt, named))
    return found


def one_place_or_two(
    sentences: tuple[Sentence, ...], _problem: ProblemReadingState, lexicon: Lexicon
) -> ReaderRefusal | None:
    """A refusal at the second statement naming the same place with 'a', else None."""
    seen: dict[str, int] = {}
    for si, sentence in enumerate(sentences):
        if sentence.is_question:
            continue
        for at, lemma in _indefinite_places(sentence_words(sentence, lexicon)):
            first = seen.setdefault(lemma, si)
            if first != si:
                text = sentence.tokens[at].text
                return refuse(
                    "readings_disagree",
                    f"'a {text}' is named again with 'a': the same {text} as before, or another one?",
                    si,
                    at,
                    text,
                )
    return None
