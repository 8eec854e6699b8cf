"""Shared steps of the whole-problem readings that follow one person through a short story.

Companions (ADR 0144), visits (ADR 0163), ages and percentage nouns read a problem whole, word by
word, and give up on the first word or shape they do not take; these are the steps they share, so
they stay alike.
"""

from __future__ import annotations

from packs.model import Lexicon
from reader.lifecycle import sentence_words
from reader.rules.context import Word
from reader.tokenise import Sentence


class Unread(Exception):
    """A word or a shape the whole-problem reading does not take: the first refusal stands."""


def known_words(sentence: Sentence, lexicon: Lexicon) -> tuple[Word, ...]:
    """The sentence's words, closing mark included; Unread when any word is not in the lexicon."""
    found = sentence_words(sentence, lexicon)
    if any(w is None for w in found):
        raise Unread
    return tuple(w for w in found if w is not None)


def plain_words(sentence: Sentence, lexicon: Lexicon) -> tuple[Word, ...]:
    """The sentence's words without its closing mark; Unread when any word is not in the lexicon."""
    words = known_words(sentence, lexicon)
    if words and words[-1].category == "punctuation" and words[-1].attr("mark") != "comma":
        words = words[:-1]  # the full stop or question mark
    return words


def one_person(word: Word, doer: Word | None) -> Word:
    """The story's one person: a name first, then 'he'/'she' agreeing with it; Unread for anyone else."""
    if word.category == "name" or (word.text[:1].isupper() and bool(word.attr("name_gender"))):
        if doer is not None and doer.text.casefold() != word.text.casefold():
            raise Unread  # two persons: whose doings are asked?
        return doer or word
    if (
        doer is not None
        and word.category == "pronoun"
        and word.attr("case") == "subject"
        and word.attr("number") == "singular"
        and word.attr("gender") in ("male", "female")
    ):
        gender = doer.attr("gender") or doer.attr("name_gender")
        if gender and gender not in (word.attr("gender"), "any"):
            raise Unread
        return doer
    raise Unread
