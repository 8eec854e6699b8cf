"""What words a whole problem holds, gathered once, for the cheap guards of the whole-problem readings.

Nearly every problem of a hard set refuses sentence by sentence and then goes through the fifty-odd
whole-problem readings of ``reader/api.py::read_problem``. Many of them look for one kind of word (a
word with the attribute ``once_a``, the lemma 'week', the word "remaining", ...) and give up without
it, but only after splitting the text and scanning every word. ``text_words`` gathers, once per text,
the truthy attributes, lemmas and categories of every word the lexicon knows in it (looked up exactly
as ``lifecycle.sentence_words`` does) and the text of every token, so such a reading can return None
at once without them.

A guard must be implied by the reading's own code: it only skips a reading that could not have
answered, so no answer and no refusal changes (docs/performance.md, "Tenth session").
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from packs.model import Lexicon
from reader.lifecycle import sentence_words
from reader.tokenise import split_sentences


@dataclass(frozen=True, slots=True)
class TextWords:
    """What the words of a text are: every attribute name some word has a truthy value for
    (``bool(word.attr(name))``), every lemma and category of a known word, and every token's text.

    Lemmas and texts are case-folded: a guard asks whether ``word.lemma.casefold()`` (or ``word.lemma``)
    may be one, or ``token.text.casefold()``.
    """

    attrs: frozenset[str]
    lemmas: frozenset[str]
    categories: frozenset[str]
    texts: frozenset[str]
    shape_units: frozenset[str]  # the unit of every number's shape ("percent" for "50%", "dollar" for "$5")

    def has_attr(self, *names: str) -> bool:
        """Some word of the text has one of these attributes (with a value that is not empty)."""
        return any(name in self.attrs for name in names)


@lru_cache(maxsize=4096)
def _truthy(pairs: tuple[tuple[str, str | None], ...]) -> tuple[str, ...]:
    """The names ``Word.attr`` answers with a value that is not empty: the first pair of each name decides."""
    seen: set[str] = set()
    found = []
    for key, value in pairs:
        if key not in seen:
            seen.add(key)
            if value:
                found.append(key)
    return tuple(found)


# text -> (lexicon, its words); a pure function of the two, checked by the lexicon's identity on every hit.
_MEMO: dict[str, tuple[Lexicon, TextWords]] = {}


def text_words(text: str, lexicon: Lexicon) -> TextWords:
    """The attributes, lemmas and categories of the text's known words, and its texts; memoised (small, cleared when full)."""
    hit = _MEMO.get(text)
    if hit is not None and hit[0] is lexicon:
        return hit[1]
    attrs: set[str] = set()
    lemmas: set[str] = set()
    categories: set[str] = set()
    texts: set[str] = set()
    shape_units: set[str] = set()
    for sentence in split_sentences(text):
        for token, word in zip(sentence.tokens, sentence_words(sentence, lexicon), strict=True):
            texts.add(token.text.casefold())
            if word is None:
                continue
            categories.add(word.category)
            if word.shape is not None:
                shape_units.add(word.shape.unit)
            sense = word.sense
            if sense is None:
                lemmas.add(word.text.casefold())  # Word.lemma of a word with no sense
                continue
            lemmas.add(sense.entry.lemma.casefold())
            if sense.entry.attrs:
                attrs.update(_truthy(sense.entry.attrs))
    found = TextWords(
        frozenset(attrs), frozenset(lemmas), frozenset(categories), frozenset(texts), frozenset(shape_units)
    )
    if len(_MEMO) >= 64:
        _MEMO.clear()
    _MEMO[text] = (lexicon, found)
    return found


__all__ = ["TextWords", "text_words"]
