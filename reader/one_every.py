"""'a'/'an' before a counted thing done every N units of time is one of it (ADR 0410).

"John takes a pill every 6 hours" says what "John takes 1 pill every 6 hours" says: the article
before a countable noun in such a clause counts one thing a cycle, just as 'one' does, and the
reader of cycles (ADR 0339, 0398) already reads "1 pill every 6 hours" with all of its checks (the
cycle's unit, the whole number of cycles in every stretch the problem names). So the article is
written as '1' and the whole reader reads the written text; its refusal leaves the first refusal
standing, so nothing is answered that the cycle reader would not answer for "1 pill".

Only the exact shape "<verb> a|an <noun> every <number> <unit of time>" in a statement is retold:
the article must follow a verb (not "a pill every 6 hours" after "than" or inside a question), the
noun must be singular and a plain noun (not a unit: "a mile every 10 minutes" is a length, not a
counted thing, and 'a' before a unit is read elsewhere), and 'every' must be followed by a number
and a unit of time. Nothing is retold when no clause has that shape.
"""

from __future__ import annotations

from packs.model import Lexicon
from reader.lifecycle import sentence_words
from reader.rewrites import Rewrite, with_edits
from reader.rules.context import Word
from reader.tokenise import split_sentences

ARTICLES = frozenset({"a", "an"})
NUMBERS = frozenset({"number", "number_word"})
TIME_DIMENSIONS = frozenset({"time", "calendar"})


def one_every(text: str, lexicon: Lexicon) -> Rewrite | None:
    """The problem with 'a'/'an' before "<noun> every N <unit of time>" written as '1'; None if not read."""
    if "every" not in text.casefold():
        return None  # the words the shape needs
    sentences = split_sentences(text)
    if not sentences or len(sentences) < 2 or not sentences[-1].is_question:
        return None
    edits: list[tuple[int, int, str]] = []
    for sentence in sentences[:-1]:
        if sentence.is_question:
            return None
        words = sentence_words(sentence, lexicon)
        for at in range(1, len(words) - 4):
            if _one_every_at(words, at):
                token = sentence.tokens[at]
                edits.append((token.start, token.end, "1"))
    steps = ["a <thing> every N <units> = 1 <thing> every N <units>: the article counts one thing a cycle"]
    return with_edits(text, edits, steps)


def _one_every_at(words: tuple[Word | None, ...], at: int) -> bool:
    verb, article, noun, every, number, unit = words[at - 1 : at + 5]
    return (
        verb is not None
        and (verb.category == "verb" or verb.category.startswith("verb_"))
        and article is not None
        and article.text.casefold() in ARTICLES
        and noun is not None
        and noun.category == "noun"
        and noun.text.casefold() == noun.lemma.casefold()
        and every is not None
        and every.text.casefold() == "every"
        and number is not None
        and number.category in NUMBERS
        and unit is not None
        and unit.category == "unit_noun"
        and unit.attr("dimension") in TIME_DIMENSIONS
    )


__all__ = ["one_every"]
