""" "How many cups are on that shelf?": 'that' before a place already named points back to it (ADR 0135).

The lexicon files 'that' as a relative pronoun, so "on that shelf" refused
as a relative clause with nothing before it. After a preposition of place
('in', 'on', 'to', 'into', 'from') and before one noun that ends its
phrase, 'that' cannot open a clause: it is a determiner pointing back to
a thing the story has already named, and says what 'the' says there. The
sentence is read again with such a 'that' read as 'the', every token at
its own index.

Only a noun that an earlier sentence registered as a thing or a group is
pointed back to. "twice that number", "half that amount", "1/4 of that
money" point back to an amount, not to a place, and keep their refusal:
neither 'twice' nor 'of' is a preposition of place, and an amount is not
a registered thing.
"""

from __future__ import annotations

from packs.model import Lexicon
from reader.refusals import ReaderRefusal
from reader.relative_readings import Choices, Feed, read_fed, words_of
from reader.rules.context import Word, category_at
from reader.rules.nouns import NOUN_WORDS
from reader.state import ProblemReadingState
from reader.tokenise import Sentence

# Prepositions after which a noun names where things are, go to or come from.
PLACE_PREPOSITIONS = frozenset({"prep_in", "prep_recipient", "prep_source"})
POINTED_KINDS = frozenset({"thing", "group"})
AS_DETERMINER = "the"


def read_demonstrative(
    sentence: Sentence,
    problem: ProblemReadingState,
    lexicon: Lexicon,
    choices: Choices,
    refusal: ReaderRefusal,
) -> ProblemReadingState | ReaderRefusal:
    """The sentence read with each pointing 'that' as 'the'; else the old refusal."""
    if refusal.sentence_index != problem.sentence_index:
        return refusal
    words = words_of(sentence, lexicon)
    named = {e.key for e in problem.entity_registry if e.kind in POINTED_KINDS}
    pointing = [i for i in range(len(words)) if _points_back(words, i, named)]
    if refusal.token_index not in pointing:
        return refusal
    feed = Feed(read_as=tuple((i, AS_DETERMINER) for i in pointing))
    return read_fed(sentence, problem, lexicon, choices, feed)


def _points_back(words: tuple[Word | None, ...], i: int, named: set[str]) -> bool:
    """'that' between a preposition of place and one noun that ends its phrase and names a known thing."""
    that, noun = words[i], words[i + 1] if i + 1 < len(words) else None
    if that is None or that.category != "relative_pronoun" or that.text.casefold() != "that":
        return False
    if category_at(words, i - 1) not in PLACE_PREPOSITIONS or noun is None or noun.category not in NOUN_WORDS:
        return False
    if category_at(words, i + 2) in NOUN_WORDS | {"prep_of", "possessive_marker"}:
        return False  # "in that school bus", "in that box of pens": a longer phrase than the thing named
    return noun.lemma.casefold() in named


__all__ = ["read_demonstrative"]
