""" "For the school bake sale Carol made 30 cupcakes": a verb naming a kind inside an opening phrase (ADR 0166).

A comma-less opening phrase of place or occasion closes before its subject (ADR 0084), but only when
every word of it can stand in a noun phrase. English builds nouns from a bare verb and a noun ("a
bake sale", "a car wash", "the swim meet"), and such a verb, read token by token, opens a clause
("school bake ...") that the subject then interrupts; a written comma does not help. Inside the
object of a preposition that never takes a clause ('for', 'at', 'in', 'during', ...), a verb in its
bare form standing before a noun, right after a singular noun, an article or a determiner, can be
nothing but part of the noun: a singular noun would need "bakes" to be its subject, and 'the' needs
a noun. The verb is passed over ("For the school sale"), a comma is read where the subject starts
(unless one is written), and the sentence is read as that comma form reads it, so the meaning (or
the refusal) is that form's own.

Only the sound case is read:
- the sentence is a statement opening with such a preposition ('after' and 'before' may open a
  clause, and are left alone);
- the phrase holds nothing but words of a noun phrase (ADR 0084's list: no number, no operator
  word) and the verbs above, and ends in a noun, a name or a unit right before a comma or the
  subject: a name, a subject pronoun or 'the';
- reading the sentence so refusing keeps the old refusal.
"""

from __future__ import annotations

from packs.model import Lexicon
from reader.lifecycle import begin_sentence, end_sentence
from reader.opening_settings import HEADS, PHRASE_WORDS, starts_subject
from reader.refusals import ReaderRefusal
from reader.relative_readings import Choices, Feed, feed_tokens, words_of
from reader.rules.context import Word
from reader.state import ProblemReadingState
from reader.tokenise import Sentence

# Prepositions that take a noun phrase and never a clause ("for", "at", "in", "during", "on").
CLAUSE_FREE = frozenset({"prep_price", "prep_in", "preposition"})
# Forms of a verb that a singular noun could have as its own verb: the bare form never is one.
INFLECTED = frozenset({"VBZ", "VBD", "VBN", "VBG"})
# Words that open a noun phrase: a verb right after one ("the bake sale") can only be part of the noun.
NOUN_OPENERS = frozenset({"article", "determiner"})
# What the verb narrows: a noun or a unit ("a bake sale", "the bake day").
NOUN_HEADS = frozenset({"noun", "unit_noun"})
# Words of one noun phrase between a preposition and a verb inside its object (ADR 0238).
NOUN_PHRASE = frozenset(
    {"article", "determiner", "noun", "name", "adjective", "unit_noun", "possessive_marker"}
)


def read_fronted_compound(
    sentence: Sentence,
    problem: ProblemReadingState,
    lexicon: Lexicon,
    choices: Choices,
    refusal: ReaderRefusal,
) -> ProblemReadingState | ReaderRefusal:
    """The sentence read with the phrase's verbs as parts of its noun and a comma before the subject."""
    if sentence.is_question or refusal.sentence_index != problem.sentence_index:
        return refusal
    words = words_of(sentence, lexicon)
    plan = _plan(words)
    if plan is None:
        inner = _inner_plan(words)  # "baked 71 cupcakes for her school's bake sale" (ADR 0238)
        plan = None if inner is None else (inner, None)
    if plan is None:
        return refusal
    verbs, last = plan
    feed = Feed(skipped=verbs, added_after=() if last is None else ((last, ","),))
    state = feed_tokens(sentence, problem, lexicon, choices, feed, begin_sentence(problem, sentence.start))
    if isinstance(state, ReaderRefusal):
        return refusal
    done = end_sentence(state, problem, sentence.end, False)
    return refusal if isinstance(done, ReaderRefusal) else done


def _modifies(word: Word | None) -> bool:
    """A word a bare verb after it can only narrow a noun: an article, a determiner, a singular noun
    or a possessive ("the school's bake sale": a possessive needs its noun, ADR 0238)."""
    if word is None:
        return False
    return (
        word.category in NOUN_OPENERS
        or word.category == "possessive_marker"
        or (word.category == "noun" and "NN" in word.tags)
    )


def _in_object(words: tuple[Word | None, ...], i: int) -> bool:
    """Word ``i`` stands inside the object of a clause-free preposition after the sentence's start.

    Walking back, only words of one noun phrase (an article, a determiner, a possessive pronoun or
    marker, nouns, names, adjectives) stand between it and the preposition ("for her school's").
    """
    j = i - 1
    while j >= 1:
        w = words[j]
        if w is None:
            return False
        if w.category in CLAUSE_FREE:
            return True
        possessive = w.category == "pronoun" and w.attr("case") in ("possessive", "object_or_possessive")
        if w.category not in NOUN_PHRASE and not possessive:
            return False
        j -= 1
    return False


def _inner_plan(words: tuple[Word | None, ...]) -> frozenset[int] | None:
    """The bare verbs inside a later prepositional phrase that can only be parts of its noun, or None.

    "Megan baked 71 cupcakes for the bake sale": after 'for' and 'the' a bare verb before a noun
    cannot open a clause, exactly as in an opening phrase (ADR 0166); no comma is read.
    """
    if any(w is None for w in words):
        return None
    verbs = frozenset(i for i in range(2, len(words) - 1) if _noun_verb(words, i) and _in_object(words, i))
    return verbs or None


def _noun_verb(words: tuple[Word | None, ...], i: int) -> bool:
    """A bare verb after a singular noun or an article, before a noun: a part of the noun ("school bake sale")."""
    w, after = words[i], words[i + 1]
    return (
        w is not None
        and w.category.startswith("verb")
        and "VB" in w.tags
        and not set(w.tags) & INFLECTED
        and _modifies(words[i - 1])
        and after is not None
        and after.category in NOUN_HEADS
    )


def _plan(words: tuple[Word | None, ...]) -> tuple[frozenset[int], int | None] | None:
    """The verbs passed over and where a comma is to be read (None: it is written), or None."""
    if len(words) < 5 or any(w is None for w in words):
        return None
    opener = words[0]
    if opener is None or opener.category not in CLAUSE_FREE:
        return None
    verbs: set[int] = set()
    for i in range(1, len(words) - 1):
        w = words[i]
        assert w is not None
        previous = words[i - 1]
        if i >= 2 and previous is not None and previous.category in HEADS:
            if w.attr("mark") == "comma":  # "For the bake sale, Mia made ...": the comma is written
                return (frozenset(verbs), None) if verbs else None
            if starts_subject(w):
                return (frozenset(verbs), i - 1) if verbs else None
        if _noun_verb(words, i):
            verbs.add(i)
        elif w.category not in PHRASE_WORDS:
            return None
    return None


__all__ = ["read_fronted_compound"]
