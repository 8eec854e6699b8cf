"""A rate kept up for a stretch told in a sentence of its own: "She does this for 6 days." (ADR 0430).

"Nora bakes 15 buns a day. She does this for 6 days." says what "Nora bakes 15 buns a day for
6 days." says: 'this' stands for the whole doing of the sentence before, and the stretch belongs to
it. The sentence reader refuses 'this' with no noun after it, so the two sentences are written as one
and the whole reader reads the written problem; its refusal leaves the first refusal standing.

The sentence is joined to the one before only when:

- it is "<pronoun> does|did|do this|that for <N> <periods> ..." and is not the question;
- the sentence before is a statement that opens with a name or a pronoun the first pronoun agrees
  with (she after a woman's name or 'she', he after a man's name or 'he', they after 'they');
- the sentence before tells a rate in that same period ("a day", "an hour", "per day", "every day") and no
  other period, and has no 'for', no negation, modal or vague amount: without the rate, "bakes 15
  buns. She does this for 6 days." could mean 15 buns once or 15 buns a day, and the reader does
  not guess;
- exactly one sentence of the problem has this shape.

What follows the stretch ("... for 6 days and then sells half of them") stays in the joined sentence
for the reader to read or refuse.
"""

from __future__ import annotations

from packs.model import Lexicon
from reader.lifecycle import sentence_words
from reader.rewrites import Rewrite, with_edits
from reader.rules.context import Word
from reader.text_words import text_words
from reader.tokenise import Sentence, split_sentences
from reader.week_days import ONE_EACH, UNSURE

_DOES = frozenset({"does", "did", "do"})
_THIS = frozenset({"this", "that"})
_PERIODS = frozenset({"minute", "hour", "day", "night", "week", "month", "year"})
_HALTING = UNSURE | frozenset({"modal", "ability", "subordinator"})
_RATE_BEFORE = ONE_EACH | {"an"}  # "a day", "an hour", "per week", "every day"


def repeated_doings(text: str, lexicon: Lexicon) -> Rewrite | None:
    """The problem with "<pronoun> does this for N <periods>" joined to the sentence before, else None."""
    known = text_words(text, lexicon)
    if not (_THIS & known.texts) or not (_DOES & known.texts):
        return None
    sentences = split_sentences(text)
    if len(sentences) < 3 or not sentences[-1].is_question:
        return None
    found = [at for at in range(1, len(sentences) - 1) if _stretch(sentences[at], lexicon) is not None]
    if len(found) != 1:
        return None
    at = found[0]
    sentence, before = sentences[at], sentences[at - 1]
    stretch = _stretch(sentence, lexicon)
    assert stretch is not None
    pronoun, period = stretch
    if before.is_question or not _rate_before(before, lexicon, pronoun, period):
        return None
    start, end = before.tokens[-1].end, sentence.tokens[3].start
    said = " ".join(token.text for token in sentence.tokens)
    step = f'"{said}" keeps up the rate of the sentence before'
    return with_edits(text, [(start, end, " ")], [step])


def _stretch(sentence: Sentence, lexicon: Lexicon) -> tuple[Word, str] | None:
    """(the pronoun, the period) of "<pronoun> does this for <N> <periods>", else None."""
    words = sentence_words(sentence, lexicon)
    if sentence.is_question or len(words) < 6 or any(word is None for word in words[:6]):
        return None
    pronoun, does, this, for_, count, period = words[:6]
    assert pronoun and does and this and for_ and count and period
    if (
        pronoun.category != "pronoun"
        or pronoun.text.casefold() not in ("he", "she", "they")
        or does.text.casefold() not in _DOES
        or this.text.casefold() not in _THIS
        or for_.text.casefold() != "for"
        or count.category not in ("number", "number_word")
        or count.text.startswith("$")
        or period.category != "unit_noun"
        or period.lemma not in _PERIODS
    ):
        return None
    return pronoun, period.lemma


def _agrees(opener: Word, pronoun: Word) -> bool:
    """The sentence before opens with the one the pronoun stands for."""
    said = pronoun.text.casefold()
    if opener.category == "pronoun":
        return opener.text.casefold() == said
    if opener.category != "name" or said == "they":
        return False
    return opener.attr("gender") == {"he": "male", "she": "female"}[said]


def _rate_before(sentence: Sentence, lexicon: Lexicon, pronoun: Word, period: str) -> bool:
    """The sentence before opens with the pronoun's referent and tells a rate in ``period`` only."""
    words = sentence_words(sentence, lexicon)
    if not words or any(word is None for word in words):
        return False
    known = [word for word in words if word is not None]
    if not _agrees(known[0], pronoun):
        return False
    rates = 0
    for at, word in enumerate(known):
        text = word.text.casefold()
        if word.category in _HALTING or text in ("for", "not", "this", "that"):
            return False
        if word.category == "unit_noun" and word.lemma in _PERIODS:
            if word.lemma != period or at == 0 or known[at - 1].text.casefold() not in _RATE_BEFORE:
                return False
            rates += 1
    return rates == 1


__all__ = ["repeated_doings"]
