"""A word the lexicon reads as a noun, standing where the verb should be (ADR 0070).

The seed gives a surface that is both a noun and a verb form to the noun
("sweeps", "goes", "saw", "calls"), and a past participle right after a
noun is read as describing it ("the storm moved" as "the moved storm").
When such a reading leaves a sentence with no verb at all, the sentence is
read again with that word as its verb. Only a word right after the head
of a noun phrase is tried, and only one such reading may succeed: if two
words could each be the verb, the sentence refuses as before.
"""

from __future__ import annotations

from dataclasses import replace

from packs.model import Entry, Sense
from reader.rules.context import Word

NO_VERB_DETAIL = "no verb decided what this sentence says"
FINITE_TAGS = ("VBZ", "VBD")  # a third-person or past form is a verb wherever it stands
PLAIN_TAG = "VB"  # "the birds land": a plain form is a verb only after a plural head
HEAD_CATEGORIES = frozenset({"noun", "person_noun", "name", "pronoun", "coin_noun", "money_noun"})
VERBAL = frozenset({"auxiliary", "copula", "existential", "question_word"})  # "could fit 8 action figures"
PLURAL_PRONOUNS = frozenset({"they", "we", "i", "you"})


def verb_tags(word: Word, before: Word | None) -> tuple[str, ...]:
    """The verb tags ``word`` may be read with right after ``before``; () when it is no candidate."""
    if before is None or before.category not in HEAD_CATEGORIES or word.sense is None:
        return ()
    if before.category == "pronoun" and "possessive" in before.attr("case", ""):
        return ()  # "her saws": an owner, not a subject
    tags = word.tags
    if word.category == "verb":  # an untaught past form taken as a participle: "the storm moved"
        return ("VBD",) if "VBD" in tags else ()
    if word.category != "noun":
        return ()
    found = tuple(t for t in FINITE_TAGS if t in tags)
    if not found and PLAIN_TAG in tags and _plural_head(before):
        found = (PLAIN_TAG,)
    return found


def _plural_head(word: Word) -> bool:
    if word.category == "pronoun":
        return word.text.lower() in PLURAL_PRONOUNS
    return "NNS" in word.tags and "NN" not in word.tags


DONE_ACTS = "done_acts"  # a marker among a light 'do''s tags: read it as making the counted acts (ADR 0198)


def as_verb(word: Word, tags: tuple[str, ...]) -> Word:
    """``word`` as an untaught verb (or its own verb category) carrying only ``tags``."""
    assert word.sense is not None
    entry = word.sense.entry
    category = entry.category if entry.category.startswith("verb") else "verb"
    if entry.attr("light_verb"):
        category = "verb_activity"  # "she did 50 minutes of babysitting": 'do' as the activity (ADR 0118)
        if DONE_ACTS in tags:  # "did 51 push-ups": the acts done are counted as made (ADR 0198)
            category = "verb_produce"
            tags = tuple(t for t in tags if t != DONE_ACTS)
    surface = word.sense.surface
    forms = tuple((surface, tag) for tag in tags)
    verb_entry = Entry(entry.lemma, category, forms, entry.attrs, entry.provenance)
    sense = Sense(verb_entry, tags[0], surface)
    return replace(word, category=category, sense=sense)


def candidates(words: tuple[Word | None, ...]) -> tuple[tuple[int, tuple[str, ...]], ...]:
    """(token index, verb tags) of every word of a sentence that could be its missing verb."""
    found = []
    for i in range(1, len(words)):
        word = words[i]
        if word is None:
            continue
        if any(w is not None and is_verbal(w) for w in words[:i]):
            break  # only a word before any verb stands where the verb should be
        tags = verb_tags(word, words[i - 1])
        if tags:
            found.append((i, tags))
    return tuple(found)


def is_verbal(word: Word) -> bool:
    """A verb, auxiliary, copula, "there" or question word: with one before it, no noun is tried as the verb."""
    return word.category in VERBAL or word.category.startswith("verb")


def is_no_verb(result: object) -> bool:
    return (
        getattr(result, "reason", None) == "unfinished_frame"
        and getattr(result, "detail", "") == NO_VERB_DETAIL
    )


__all__ = ["NO_VERB_DETAIL", "as_verb", "candidates", "is_no_verb", "is_verbal", "verb_tags"]
