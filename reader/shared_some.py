""" "He deleted some apps and files": one 'some' before two joined plural nouns (ADR 0193).

'some' is the one word the reader takes as an amount it does not know (ADR 0008). Before two
plural nouns joined by 'and' it counts each of them: "some apps and files" says what "some apps
and some files" says, two amounts nothing states, each found later from a start and an end. The
reader joined the second noun to the clause as a new subject and refused; the sentence is read
again with a 'some' added before that noun, every written token at its own index.

Only the plain shape is read: 'some', one plural noun, 'and', one plural noun, and then the end
of the clause (the sentence's end, a comma, 'and', or a preposition opening a place: "some books
and pens in a garage sale", "at a fair"; 'at' or 'for' before a price is not a place). A noun after the second ("some apps and file cabinets"), a verb
("some apps and files were lost"), a number or another word before it keeps the old refusal.
"""

from __future__ import annotations

from packs.model import Lexicon
from reader.lifecycle import begin_sentence, end_sentence
from reader.refusals import ReaderRefusal
from reader.relative_readings import Choices, Feed, feed_tokens, words_of
from reader.rules.context import Word
from reader.state import ProblemReadingState
from reader.tokenise import Sentence

SOME = "some"
# What may close the joined nouns: a comma or 'and' (punctuation, conjunction), or a place.
CLOSING = frozenset({"punctuation", "conjunction", "prep_in", "prep_source", "prep_recipient", "preposition"})
PLACE_OR_PRICE = "prep_price"  # 'at', 'for': "at a fair", "for $5"
ARTICLES = frozenset({"article"})
NOUNS = frozenset({"noun", "container_noun", "animal_noun", "coin_noun"})


def _plural_noun(word: Word | None) -> bool:
    return word is not None and word.category in NOUNS and "NNS" in word.tags


def _closes(words: tuple[Word | None, ...], at: int) -> bool:
    """The joined nouns end here: a comma, 'and', a place; 'at'/'for' only before a place, not a price
    ("at a fair", not "for $5", whose amount might be read as one noun's price alone)."""
    word = words[at]
    if word is None:
        return False
    if word.category in CLOSING:
        return True
    nxt = words[at + 1] if at + 1 < len(words) else None
    return word.category == PLACE_OR_PRICE and nxt is not None and nxt.category in ARTICLES


def shared_some(
    words: tuple[Word | None, ...], start: int = 0, end: int | None = None
) -> tuple[tuple[int, str], ...]:
    """Where a 'some' is to be added (after the 'and' at that index) for "some apps and files" in words[start:end]."""
    end = len(words) if end is None else end
    added = []
    for i in range(start, end - 3):
        some, first, join, second = words[i : i + 4]
        if some is None or some.category != "vague_quantifier" or some.lemma.casefold() != SOME:
            continue
        if not (_plural_noun(first) and join is not None and join.lemma == "and" and _plural_noun(second)):
            continue
        if i + 4 < end and not _closes(words, i + 4):
            continue
        if first.lemma == second.lemma:  # type: ignore[union-attr]
            continue
        added.append((i + 2, SOME))
    return tuple(added)


def read_shared_some(
    sentence: Sentence,
    problem: ProblemReadingState,
    lexicon: Lexicon,
    choices: Choices,
    refusal: ReaderRefusal,
) -> ProblemReadingState | ReaderRefusal:
    """The sentence read with each shared 'some' said again before its second noun; else the old refusal."""
    if sentence.is_question or refusal.sentence_index != problem.sentence_index:
        return refusal
    added = shared_some(words_of(sentence, lexicon))
    if not added:
        return refusal
    feed = Feed(added_after=added)
    state = feed_tokens(sentence, problem, lexicon, choices, feed, begin_sentence(problem, sentence.start))
    if isinstance(state, ReaderRefusal):
        return refusal
    done = end_sentence(state, problem, sentence.end, False)
    return refusal if isinstance(done, ReaderRefusal) else done


__all__ = ["read_shared_some", "shared_some"]
