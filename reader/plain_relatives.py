""" "Rosa owns a boat that she sails on the lake": a relative clause with no amount, set aside (ADR 0385).

A relative clause after a newly named thing or person often only describes it ("a boat that she
sails on the lake", "a pilot who flies for an airline", "cousins who like music"). It tells no amount and
moves nothing the story counts, so the sentence says, for the arithmetic, what it says without the
clause. When the ordinary reading refuses at the clause's pronoun, the sentence is read again with
every token of the clause passed over (each other token keeps its index); the reading's own refusals
stand, and when it refuses the first refusal stands.

A clause is set aside only when all of this holds:

- it runs from 'that', 'which' or 'who' (with an optional comma before it) to the end of the sentence,
  in a statement, and its pronoun is the sentence's only relative pronoun or question word;
- the head before it is one new thing or person ("a"/"an", describing words, a singular noun), or a
  plural person noun with no determiner right after 'is'/'are' ("are cousins who ...");
- every word of the clause is a plain describing word: nouns, adjectives, articles,
  prepositions of place, 'and', a person's pronoun ('he', 'her'), and a verb that neither moves,
  changes, buys, pays, costs nor holds anything, and is not in the past ("a cat that broke his
  vases" tells an event, "a dog that barks" a habit). No number, no operator word (not, than, twice, half,
  each, per, more, less, left, all, same, only, ...), no 'it'/'they'/'them' (they could stand for
  something counted), no name ("a cousin who is Ben" would say who is who), no comma, modal or time
  word;
- no earlier sentence tells an amount: a clause set aside in a story already under way could hide
  what happened to what was counted ("... He met a girl who took his fruit");
- neither the head nor any noun of the clause is named anywhere else in the problem: "a store that
  sells books" refuses when books are counted, and "an apple that is rotten" when apples are.
"""

from __future__ import annotations

from packs.model import Lexicon
from reader.lifecycle import sentence_words
from reader.refusals import ReaderRefusal
from reader.relative_readings import (
    Choices,
    Feed,
    is_relative_refusal,
    opens_relative,
    past_form,
    read_fed,
    words_of,
)
from reader.rules.context import Word
from reader.state import ProblemReadingState
from reader.tokenise import Sentence

# Word categories a describing clause may hold; anything else (numbers, markers, other verbs) refuses.
PLAIN = frozenset(
    {
        "article",
        "adjective",
        "noun",
        "person_noun",
        "pronoun",
        "possessive_marker",
        "preposition",
        "prep_in",
        "prep_with",
        "prep_of",
        "prep_price",  # "at the courthouse", "for kids": with no number in the clause, no price
        "prep_source",
        "prep_recipient",
        "conjunction",
        "adverb",
        "verb",
        "verb_activity",
        "verb_produce",
        "verb_sell",
        "copula",
    }
)
# Words whose category above hides an operator, a quantity or a change ("doubles" is filed as a noun).
OPERATOR_WORDS = frozenset(
    {
        "not",
        "no",
        "never",
        "than",
        "twice",
        "thrice",
        "half",
        "halves",
        "double",
        "doubles",
        "doubled",
        "triple",
        "triples",
        "tripled",
        "each",
        "every",
        "per",
        "more",
        "most",
        "less",
        "least",
        "fewer",
        "left",
        "all",
        "both",
        "same",
        "equal",
        "only",
        "just",
        "also",
        "too",
        "again",
        "still",
        "already",
        "rest",
        "remaining",
        "total",
        "sum",
        "times",
        "empty",
        "full",
        "extra",
        "another",
        "other",
        "else",
        "some",
        "many",
        "much",
        "few",
        "several",
        "any",
        "none",
        "dozen",
        "pair",
        "percent",
        "quarter",
        "third",
        "score",
        "except",
        "without",
        "instead",
        "out",
        "away",
        "off",
        "up",
        "down",
        "back",
    }
)
PERSON_GENDERS = frozenset({"male", "female"})  # 'he', 'she', 'him', 'her', 'his'
ONE = frozenset({"a", "an"})
MODIFIERS = frozenset({"adjective", "noun", "measure_adjective"})
HEADS = frozenset({"noun", "person_noun"})
AMOUNTS = frozenset({"number", "number_word"})
COUNTED = frozenset({"noun", "person_noun", "unit_noun", "money_noun", "coin_noun", "quantity_noun"})


def read_plain_relative(
    sentence: Sentence,
    problem: ProblemReadingState,
    lexicon: Lexicon,
    choices: Choices,
    refusal: ReaderRefusal,
    sentences: tuple[Sentence, ...],
) -> ProblemReadingState | ReaderRefusal:
    """The sentence read without its describing relative clause; else the old refusal."""
    if sentence.is_question or refusal.sentence_index != problem.sentence_index:
        return refusal
    words = words_of(sentence, lexicon)
    if any(w is None for w in words):
        return refusal
    openers = [i for i, w in enumerate(words) if opens_relative(w) or _category(words, i) == "question_word"]
    if len(openers) != 1 or not opens_relative(words[openers[0]]):
        return refusal
    at = openers[0]
    if not (is_relative_refusal(refusal) or refusal.token_index == at):
        return refusal  # the ordinary reading refused somewhere else: that refusal stands
    head = at - 2 if _is_comma(words[at - 1]) else at - 1
    end = len(words) - 1 if _is_stop(words[-1]) else len(words)
    if head < 1 or end <= at + 1 or not _new_head(words, head):
        return refusal
    if not all(_plain(words[i]) for i in range(at + 1, end)):
        return refusal
    if not _scene_setting(sentence, sentences, lexicon):
        return refusal
    if _named_elsewhere(words, head, at, end, sentence, sentences, lexicon):
        return refusal
    feed = Feed(skipped=frozenset(range(head + 1, end)))
    return read_fed(sentence, problem, lexicon, choices, feed, refusal)


def _category(words: tuple[Word | None, ...], i: int) -> str:
    w = words[i] if 0 <= i < len(words) else None
    return w.category if w is not None else ""


def _is_comma(word: Word | None) -> bool:
    return word is not None and word.attr("mark") == "comma"


def _is_stop(word: Word | None) -> bool:
    return word is not None and word.category == "punctuation" and word.text in (".", "!")


def _new_head(words: tuple[Word | None, ...], head: int) -> bool:
    """ "a boat", "an old truck", or "cousins" right after 'are': one new thing, or people named."""
    noun = words[head]
    if noun is None or noun.category not in HEADS:
        return False
    if "NNS" in noun.tags and "NN" not in noun.tags:
        return noun.category == "person_noun" and _category(words, head - 1) == "copula"
    i = head - 1
    while i >= 0 and _category(words, i) in MODIFIERS:
        i -= 1
    return i >= 0 and words[i] is not None and words[i].text.casefold() in ONE


def _plain(word: Word | None) -> bool:
    if word is None or word.category not in PLAIN:
        return False
    if word.text.casefold() in OPERATOR_WORDS or word.lemma.casefold() in OPERATOR_WORDS:
        return False
    if word.category == "pronoun":
        return word.attr("gender") in PERSON_GENDERS  # 'it', 'they', 'them' could stand for what is counted
    if word.category == "adverb":
        return not word.attr("adds")
    if word.category.startswith("verb") and past_form(word):
        return False  # "a cat that broke his things": an event, which may have changed what is counted
    return True


def _scene_setting(sentence: Sentence, sentences: tuple[Sentence, ...], lexicon: Lexicon) -> bool:
    """No sentence before this one tells an amount: the clause describes the scene, not a later event."""
    for other in sentences:
        if other is sentence or other.start >= sentence.start:
            return True
        if any(w is None or w.category in AMOUNTS for w in sentence_words(other, lexicon)):
            return False
    return True


def _named_elsewhere(
    words: tuple[Word | None, ...],
    head: int,
    at: int,
    end: int,
    sentence: Sentence,
    sentences: tuple[Sentence, ...],
    lexicon: Lexicon,
) -> bool:
    """The head or a noun of the clause is named again: what the clause says may bear on what is counted."""
    kinds = {w.lemma.casefold() for w in words[at + 1 : end] if w is not None and w.category in COUNTED}
    kinds.add(words[head].lemma.casefold())
    outside = [w for i, w in enumerate(words) if i < head or i >= end]
    for other in sentences:
        if other is not sentence:
            outside.extend(sentence_words(other, lexicon))
    return any(w is None or (w.category in COUNTED and w.lemma.casefold() in kinds) for w in outside)


__all__ = ["read_plain_relative"]
