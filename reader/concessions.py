"""Words that only concede or contrast around an opening condition are set aside before reading (ADR 0204).

"But, if only 9 were eaten, how many ...?" and "If she used 70 of them
though, how many ...?" suppose what "If 9 were eaten, how many ...?" and
"If she used 70 of them, how many ...?" suppose. A contrast marker opening a
sentence already adds nothing to the arithmetic (`rules/markers.on_contrast`);
what stopped the reading was only that the 'if' no longer stood first. A
concession that the lexicon marks `clause_final: concession` ('though') may
close a clause as an adverb; right before the comma that ends the opening
condition it carries no amount either.

The words are dropped only in that frame:

- an opening contrast marker (with its comma, if any) is dropped only when a
  subordinator with `condition: yes` follows it;
- a `clause_final` concession is dropped only inside a sentence that then opens
  with such a condition, and only right before a comma, so "though she had 5"
  (a clause it opens) is never touched.

Refusals name the token where it stands as written (the order map of
`fronted_totals`).
"""

from __future__ import annotations

from dataclasses import replace

from packs.model import Lexicon
from reader.reorders import reorder_each
from reader.tokenise import Sentence

CONTRAST = "contrast_marker"
SUBORDINATOR = "subordinator"


def _words(sentence: Sentence, lexicon: Lexicon) -> tuple:
    from reader.lifecycle import sentence_words

    return sentence_words(sentence, lexicon)


def _is(word, category: str) -> bool:
    return word is not None and word.category == category


def _condition(word) -> bool:
    return _is(word, SUBORDINATOR) and word.attr("condition") == "yes"


def _opening(words: tuple) -> int:
    """How many opening tokens are a contrast marker and its comma before a condition (0 when none)."""
    if not words or not _is(words[0], CONTRAST):
        return 0
    at = 2 if len(words) > 1 and words[1] is not None and words[1].text == "," else 1
    return at if len(words) > at and _condition(words[at]) else 0


def set_aside(sentence: Sentence, lexicon: Lexicon) -> tuple[Sentence, tuple[int, ...]] | None:
    """The sentence without its framing contrast and concession, and each read position's written position."""
    words = _words(sentence, lexicon)
    start = _opening(words)
    if start == 0 and not (words and _condition(words[0])):
        return None
    comma = next((i for i in range(start, len(words)) if words[i] is not None and words[i].text == ","), 0)
    last = words[comma - 1] if comma > start + 1 else None
    conceded = _is(last, SUBORDINATOR) and last.attr("clause_final") == "concession"
    kept = [i for i in range(start, len(words)) if not (conceded and i == comma - 1)]
    if len(kept) == len(words):
        return None
    order = tuple(kept)
    return replace(sentence, tokens=tuple(sentence.tokens[i] for i in order)), order


def set_aside_all(
    sentences: tuple[Sentence, ...], lexicon: Lexicon
) -> tuple[tuple[Sentence, ...], dict[int, tuple[int, ...]]]:
    """Every sentence with its framing words dropped; the orders map read positions back."""
    return reorder_each(sentences, lambda sentence: set_aside(sentence, lexicon))
