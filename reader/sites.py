"""Capitalised words that name a site, not a person: no 'he' or 'she' can mean them (ADR 0215).

"Bianca uploaded 33 pictures to Facebook. She put 27 ..." An unknown capitalised word is read as a
proper name (ADR 0105), so 'She' could mean Bianca or Facebook and the reading refused. A word
reads as a site only when the text itself leaves no room for a person:
- it is not in the lexicon (every name the pack knows stays a person);
- every one of its mentions, in any case, stands right after 'to' (``prep_recipient``) whose
  nearest verb before it is one the lexicon marks ``recipient: place`` (upload: one uploads to a
  place online, never to a person), and no possessive marker follows it.

A site is never a subject, never owns anything and is never asked about in any other shape: one
such mention anywhere keeps it a possible person and the pronoun keeps refusing. Only the reading
fork over an ambiguous pronoun's referents (``reader/api.py``) drops a site; nothing else changes.
"""

from __future__ import annotations

import re

from packs.model import Lexicon
from reader.tokenise import split_sentences

RECIPIENT = "prep_recipient"
PLACE = "place"  # the value of a verb's ``recipient`` attribute for a verb whose 'to' is a place


def _category(text: str, lexicon: Lexicon) -> str:
    sense = lexicon.lookup(text)
    return sense.category if sense is not None else ""


def _unknown_capital(text: str, lexicon: Lexicon) -> bool:
    return text[:1].isupper() and text.isalpha() and lexicon.lookup(text) is None


def _to_a_place(texts: tuple[str, ...], at: int, lexicon: Lexicon) -> bool:
    """The mention at ``at`` follows 'to' whose nearest verb before it sends to a place."""
    if at < 2 or _category(texts[at - 1], lexicon) != RECIPIENT:
        return False
    if at + 1 < len(texts) and _category(texts[at + 1], lexicon) == "possessive_marker":
        return False
    for before in reversed(texts[: at - 1]):
        sense = lexicon.lookup(before)
        if sense is not None and sense.category.startswith("verb"):
            return sense.entry.attr("recipient") == PLACE
    return False


def site_keys(text: str, lexicon: Lexicon) -> frozenset[str]:
    """Entity keys (casefolded) of the unknown capitalised words the text uses only as places sent to."""
    mentions: dict[str, list[bool]] = {}
    capitals: set[str] = set()
    for sentence in split_sentences(text):
        texts = tuple(t.text for t in sentence.tokens)
        for at, word in enumerate(texts):
            if not word.isalpha():
                continue
            key = word.casefold()
            mentions.setdefault(key, []).append(_to_a_place(texts, at, lexicon))
            if at > 0 and _unknown_capital(word, lexicon):
                capitals.add(key)
    return frozenset(k for k in capitals if all(mentions[k]))


_LOWER_WORD = re.compile(r"(?<![\w'’-])[a-z]+(?![\w'’-])")  # a whole word, not a piece of "don't"


def capitalised_sites(text: str, lexicon: Lexicon) -> str:
    """The text with each unknown lower-case word that stands where only a site can be capitalised.

    "Robin uploaded 35 pictures to facebook." A lower-case word the lexicon does not know refused as
    an unknown word, though right after 'to' following a verb that sends to a place online it can
    only name the place, as "to Facebook" does (ADR 0223). Such a word is written with a capital, so
    it reads as the capitalised site above; every other mention of it stays as written (an unknown
    word still refuses), and nothing the lexicon knows is touched.
    """
    if all(lexicon.lookup(w) is not None for w in set(_LOWER_WORD.findall(text))):
        return text  # every lower-case word is known: nothing to capitalise, and no need to tokenise
    spans = []
    for sentence in split_sentences(text):
        texts = tuple(t.text for t in sentence.tokens)
        for at, token in enumerate(sentence.tokens):
            word = token.text
            if not (word.isalpha() and word.islower()) or lexicon.lookup(word) is not None:
                continue
            if _unknown_capital(word.capitalize(), lexicon) and _to_a_place(texts, at, lexicon):
                spans.append(token.start)
    for start in spans:
        text = text[:start] + text[start].upper() + text[start + 1 :]
    return text
