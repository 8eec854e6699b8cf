"""The part of a told whole that is left: 'not', 'neither ... nor', and parts told by what they do (ADR 0332).

ADR 0290 reads parts of one counted whole by a state word ("49 of the sweets are red") and asks a part
by its own word. Here the same reading also asks what lies outside the told parts, and takes a part
told by a verb and its object:

- "How many of the sweets are neither red nor green?", "How many jelly beans are not red?": the whole
  less the named parts. Each named part must be a part of the whole itself (not a part of a part: the
  others' share of that word is not told), and ADR 0290 has already checked that no two parts overlap.
- "40 percent of the students have glasses, how many students do not have glasses?": a part named by
  a verb and a plain object ("have glasses", "play chess"). Two such parts may overlap (students who
  play chess and tennis), so a part of this kind must stand alone; the question must repeat its verb
  and object word for word, in its tense ("do not have" after "have", "did not have" after "had").

A negation is never passed over: a 'not' the shape does not place, a negated part, a negated part of a
part, or any other word after 'not' refuses (the whole-problem reading gives up).
"""

from __future__ import annotations

from reader.rules.context import Word
from reader.whole_problem_words import Unread

__all__ = ["asked_outside", "predicate", "asked_predicate", "place_word", "same_place"]

NOT_OBJECT = frozenset({"coin_noun", "quantity_noun", "unit_noun", "percent_noun"})
OBJECT_DETERMINERS = frozenset({"a", "an"})
DO_FORMS = {"do": "present", "does": "present", "did": "past"}


def _text(word: Word) -> str:
    return word.text.casefold()


def _noun(word: Word) -> bool:
    """A noun of a thing or person; no pronoun ("them", "their"): what it points to is not read here."""
    return word.category.endswith("noun") and word.category != "pronoun" and "pronoun" not in word.category


def _negation(word: Word) -> bool:
    return word.category == "negation" or _text(word) in ("not", "n't")


def asked_outside(after: tuple[Word, ...]) -> tuple[Word, ...] | None:
    """The state words after 'are' in "are not red" / "are neither red nor green"; None for no negation.

    Unread when a negation opens the words in any other shape ("not all red", "neither red or green").
    """
    if not after or not (_negation(after[0]) or _text(after[0]) == "neither"):
        return None
    if _negation(after[0]):
        if len(after) != 2:
            raise Unread
        return (after[1],)
    if len(after) != 4 or _text(after[2]) != "nor" or after[1].lemma.casefold() == after[3].lemma.casefold():
        raise Unread  # "neither red or green", "neither blue nor blue"
    return (after[1], after[3])


def _verb(word: Word) -> bool:
    """A main verb that may tell what each thing does or has: no copula, auxiliary or modal."""
    return (
        word.category.startswith("verb")
        and "modal" not in word.category
        and any(t.startswith("VB") for t in word.tags)
    )


def tenses(verb: Word) -> frozenset[str]:
    """The tenses a plural subject's verb form may be in: "had" past, "have" present, "read" either."""
    found = set()
    if "VBD" in verb.tags:
        found.add("past")
    if {"VB", "VBP"} & set(verb.tags):
        found.add("present")
    return frozenset(found)


def _object(words: tuple[Word, ...]) -> tuple[str, ...]:
    """A plain object ("glasses", "a dog", "red hats"): adjectives and nouns ending on a noun, no amount."""
    if words and _text(words[0]) in OBJECT_DETERMINERS:
        words = words[1:]
    if not words or not all(
        w.category == "adjective" or (_noun(w) and w.category not in NOT_OBJECT) for w in words
    ):
        raise Unread
    if words[-1].category == "adjective":
        raise Unread
    return tuple(_text(w) for w in words)


def predicate(words: tuple[Word, ...]) -> tuple[Word, tuple[str, ...], frozenset[str]] | None:
    """ "have glasses" closing a part's clause: the verb, the words (verb lemma then object) and its tenses.

    None when the clause does not end on a verb and its object; Unread when it does in a shape not taken.
    """
    at = next((i for i, w in enumerate(words) if _verb(w)), None)
    if at is None or at == len(words) - 1:
        return None
    verb = words[at]
    if any(_negation(w) or w.category in ("auxiliary", "copula") for w in words):
        raise Unread  # "do not have glasses", "have been sick": a part told another way
    if not tenses(verb):
        raise Unread  # "has glasses" of a plural part: not the plain present or past of many things
    return verb, (verb.lemma.casefold(),) + _object(words[at + 1 :]), tenses(verb)


def asked_predicate(
    body: tuple[Word, ...],
) -> tuple[tuple[Word, ...], tuple[str, ...], frozenset[str], bool] | None:
    """ "students do not have glasses" / "students have glasses": the things' words, the predicate words,
    the tense and whether it is denied; None when the body has no verb of this shape."""
    at = next((i for i, w in enumerate(body) if _verb(w) or _text(w) in DO_FORMS), None)
    if at is None or at == 0:
        return None
    things = body[:at]
    rest = body[at:]
    if _text(rest[0]) in DO_FORMS:
        tense = DO_FORMS[_text(rest[0])]
        if len(rest) < 4 or not _negation(rest[1]) or not _verb(rest[2]):
            raise Unread  # "do they have", "did have": not a plain denial of the part
        verb = rest[2]
        if not ({"VB", "base"} & set(verb.tags)) or _text(verb) != verb.lemma.casefold():
            raise Unread
        return things, (verb.lemma.casefold(),) + _object(rest[3:]), frozenset({tense}), True
    verb = rest[0]
    if len(rest) < 2:
        raise Unread
    if not tenses(verb):
        raise Unread
    return things, (verb.lemma.casefold(),) + _object(rest[1:]), tenses(verb), False


def place_word(word: Word, last: bool) -> bool:
    """A word of a place's name: "a local high school", "a parking lot" (a gerund or 'lot' at its end)."""
    if word.category in ("number", "number_word", "punctuation") or _text(word) == "of":
        return False
    if word.category == "adjective" or word.category == "measure_adjective":
        return True
    if _noun(word) and word.category not in NOT_OBJECT:
        return True
    if word.category.startswith("verb") and "VBG" in word.tags and not last:
        return True  # "parking" in "parking lot"
    return last and word.category == "vague_quantifier" and _text(word) == "lot"


def same_place(asked: tuple[str, ...], told: tuple[str, ...]) -> bool:
    """The question's place is the whole's, or its last words ("the lot" for "a parking lot")."""
    return bool(asked) and asked == told[len(told) - len(asked) :]
