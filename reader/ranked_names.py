"""An ordinal naming one of a series with no article before it: "In fourth grade there were 33 students" (ADR 0238).

'fourth' is an operator word: a fraction's denominator ("a fourth of the cakes", "one fourth") or,
after 'the', a position ("the fourth day"). With no article, "in fourth grade" refused: no rule
gave 'fourth' a role. English drops the article before an ordinal only where the ordinal and its
noun name one member of a fixed series, the way a name does: the lexicon marks such nouns
``ranked: name`` (grade, floor). There the phrase means exactly what "the fourth grade" means,
which the reader already reads as a place, so the article is written in and nothing else changes.

Only an ordinal (a word the lexicon calls ``ordinal_word``, or a written "4th") that opens its
sentence or stands right after a preposition, followed directly by a ``ranked: name`` noun, is
touched. After a number ("one fourth grade"?), an article, a possessive or any other word it stays
as written; so does "the fourth of the cakes" and "a fourth of the class".
"""

from __future__ import annotations

import re

from packs.model import Lexicon, normalise_surface
from reader.tokenise import split_sentences

RANKED = "name"
PREPOSITIONS = frozenset({"preposition", "prep_in", "prep_price", "prep_source", "prep_recipient", "prep_of"})
_WRITTEN_ORDINAL = re.compile(r"^\d+(st|nd|rd|th)$")
_LETTERS = re.compile(r"[^\W\d_]+")
# Per lexicon: the surfaces of its ranked nouns, kept with the lexicon so a new pack is never
# answered from another's set.
_RANKED_SURFACES: dict[int, tuple[Lexicon, frozenset[str]]] = {}


def _category(text: str, lexicon: Lexicon) -> str:
    sense = lexicon.lookup(text)
    return sense.category if sense is not None else ""


def _ordinal(text: str, lexicon: Lexicon) -> bool:
    return _category(text, lexicon) == "ordinal_word" or bool(_WRITTEN_ORDINAL.match(text))


def _ranked(text: str, lexicon: Lexicon) -> bool:
    sense = lexicon.lookup(text)
    return sense is not None and sense.category == "noun" and sense.entry.attr("ranked") == RANKED


def _ranked_surfaces(lexicon: Lexicon) -> frozenset[str]:
    """Every surface of a ``ranked: name`` noun ("grade", "grades", "floor", ...), found once per lexicon."""
    hit = _RANKED_SURFACES.get(id(lexicon))
    if hit is not None and hit[0] is lexicon:
        return hit[1]
    surfaces = frozenset(
        surface
        for entry in lexicon.entries
        if entry.attr("ranked") == RANKED
        for surface, _tag in entry.forms
        if _ranked(surface, lexicon)
    )
    if len(_RANKED_SURFACES) >= 8:
        _RANKED_SURFACES.clear()
    _RANKED_SURFACES[id(lexicon)] = (lexicon, surfaces)
    return surfaces


def ranked_names(text: str, lexicon: Lexicon) -> str:
    """The text with 'the' written before each bare ordinal that names one of a ranked series."""
    ranked = _ranked_surfaces(lexicon)
    if ranked.isdisjoint(map(normalise_surface, _LETTERS.findall(text))):  # one C loop over the words
        return text  # no ranked noun at all: most problems, read at the cost of one scan
    spans: list[tuple[int, bool]] = []
    for sentence in split_sentences(text):
        tokens = sentence.tokens
        for at in range(len(tokens) - 1):
            if not _ordinal(tokens[at].text, lexicon) or not _ranked(tokens[at + 1].text, lexicon):
                continue
            if at == 0 or _category(tokens[at - 1].text, lexicon) in PREPOSITIONS:
                spans.append((tokens[at].start, at == 0))
    for start, opens in reversed(spans):
        word = text[start:]
        if opens:  # "Fourth grade had 33 students": "The fourth grade had ..."
            text = text[:start] + "The " + word[:1].lower() + word[1:]
        else:
            text = text[:start] + "the " + word
    return text
