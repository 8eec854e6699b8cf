"""A modal spelled like a noun, where only the noun fits: "a can of soup", "each can costs $2".

The lexicon gives one sense to a surface, and "can" is the modal; its noun (the container)
keeps only the plural "cans". After an article, a number, 'each' or 'per', and before 'of' or a
verb in the -s form, a modal is impossible ("a can of", "1 can holds"): there the word is the
noun the lexicon knows under the same lemma (ADR 0105).
"""

from __future__ import annotations

from packs.model import Entry, Lexicon, Sense
from reader.lifecycle import lookup, sentence_words
from reader.tokenise import Sentence

BEFORE = frozenset({"article", "number", "number_word", "distributive", "rate_marker"})


def noun_sense(text: str, lexicon: Lexicon) -> Sense | None:
    """The singular noun sharing an auxiliary's lemma, when the lexicon knows its plural."""
    sense = lexicon.lookup(text)
    if sense is None or sense.category != "auxiliary":
        return None
    plural = lexicon.lookup(sense.entry.lemma + "s")
    if plural is None or plural.category != "noun" or plural.entry.lemma != sense.entry.lemma:
        return None
    surface = sense.surface or text.casefold()
    noun = plural.entry
    entry = Entry(noun.lemma, "noun", ((surface, "NN"), *noun.forms), noun.attrs, noun.provenance)
    return Sense(entry, "NN", surface)


def _fits_after(sentence: Sentence, at: int, lexicon: Lexicon) -> bool:
    if at + 1 >= len(sentence.tokens):
        return False
    nxt = lookup(sentence.tokens[at + 1].text, at + 1, lexicon)
    if nxt is None:
        return False
    return nxt.category == "prep_of" or (nxt.category.startswith("verb") and "VBZ" in nxt.tags)


def modal_nouns(sentence: Sentence, lexicon: Lexicon) -> frozenset[int]:
    """Token indexes of modals read as the noun they share a lemma with."""
    found = set()
    words = sentence_words(sentence, lexicon)
    for i in range(1, len(sentence.tokens)):
        before = words[i - 1]
        if before is None or before.category not in BEFORE:
            continue
        if noun_sense(sentence.tokens[i].text, lexicon) is not None and _fits_after(sentence, i, lexicon):
            found.add(i)
    return frozenset(found)
