"""A holding told as a part of things already told: "Ann has 9 of those stamps" (ADR 0372).

"Tom has 12 stamps. Ann has 9 of those stamps. How many stamps do Tom and Ann have in all?" was answered
21: Ann's 9 were read as stamps of her own, beside Tom's 12. "of those stamps" says they are some of
the stamps told before, so they may be among Tom's 12 (12 in all), or a box's ("There are 30 stamps in a
box. Ann has 9 of the stamps."), and the story does not say whether they left them. When a statement
holds "N of the/those/these <noun>" with a possession verb and that noun was counted in an earlier
statement, the story check refuses (``underdetermined``). Moves ("took 9 of those stamps") say where
the things came from and are left to the readings of moves.
"""

from __future__ import annotations

from packs.model import Lexicon
from reader.lifecycle import sentence_words
from reader.refusals import ReaderRefusal, refuse
from reader.rules.context import Word
from reader.state import ProblemReadingState
from reader.tokenise import Sentence

POINTERS = frozenset({"the", "those", "these"})
NOUNS = frozenset({"noun", "money_noun", "unit_noun"})


def _nouns(words: tuple[Word | None, ...]) -> set[str]:
    return {w.lemma.casefold() for w in words if w is not None and w.category in NOUNS}


def _held_part(words: tuple[Word | None, ...]) -> tuple[int, str] | None:
    """(number's index, noun) of "has 9 of those stamps"; None when the sentence holds no such part."""
    for at in range(1, len(words) - 3):
        verb, number, of, pointer, noun = words[at - 1 : at + 4]
        if None in (verb, number, of, pointer, noun):
            continue
        if verb.category != "verb_possess" or number.category not in ("number", "number_word"):
            continue
        if of.category != "prep_of" or pointer.text.casefold() not in POINTERS or noun.category not in NOUNS:
            continue
        return at, noun.lemma.casefold()
    return None


def part_of_told_things(
    sentences: tuple[Sentence, ...], problem: ProblemReadingState, lexicon: Lexicon
) -> ReaderRefusal | None:
    """Refuse a holding of "N of those <noun>" once that noun was counted in an earlier statement."""
    told: set[str] = set()
    for si, sentence in enumerate(sentences):
        if sentence.is_question:
            continue
        words = sentence_words(sentence, lexicon)
        found = _held_part(words)
        if found is not None and found[1] in told:
            at, noun = found
            return refuse(
                "underdetermined",
                f"a part of the '{noun}' told before is held: among those counted, or beside them?",
                si,
                at,
                words[at].text,
            )
        told |= _nouns(words)
    return None
