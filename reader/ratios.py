""" "Lia has 3 red beads for every 2 blue beads. She has 30 red beads. How many blue beads ...?" (ADR 0441).

A ratio told as "N A for every|each [M] B" names no amount of its own: it says how two counts of one
holder go together. The sentence reader has no role for 'every'/'each' there and refuses. When the
same holder's count of one of the two things is told, the other follows (K A give K * M / N B), and
the story can be retold with both counts as plain amounts, "Lia has 30 red beads and 20 blue beads.",
for the whole reader to answer its question as it answers any other.

Only these shapes are retold, every word of a fixed part:

- the ratio: "<holder> has|have N A for every|each [M] B [that <pronoun> has|have]." ("There are
  N A for every B." is matched but no count of 'there' is read, so it stays refused); the holder a name, 'the' and one noun, or a capitalised
  word; A and B plural nouns (B singular after 'each'/'every' with no M), one optional adjective
  before each, never the same words;
- the count: "<the holder | he | she | it | they> has|have K A|B." as a sentence of its own, or as an
  'if' clause opening the question ("If she has 30 red beads, how many ...?") or closing it ("... if
  she has 30 red beads?"); a pronoun must agree with a name's gender;
- the question: exactly one "How many ... does|do <holder> have ...?" or "How many ... are there ...?",
  passed on as told, so the reader's own checks (the holder, the things asked) still hold.

Anything else refuses as before: a third statement (a distractor), a count that does not divide
evenly (no part of a goat), a ratio told of a part ("3 of the red beads for every ..."), of a price or of
money ("$2 for every dollar"), a negation, another holder, or a thing the count names that is
neither of the ratio's two.
"""

from __future__ import annotations

import re
from fractions import Fraction

from packs.model import Lexicon
from reader.derivation import fmt
from reader.rewrites import Rewrite
from reader.rules.context import Word
from reader.tokenise import split_sentences
from reader.whole_problem_words import Unread, or_none, plain_number, plain_words

NOUN_CATEGORIES = frozenset({"noun", "person_noun"})
HAVE = frozenset({"has", "have"})
PRONOUNS = {"he": "male", "she": "female", "it": "neuter", "they": "plural"}
RATIO = re.compile(
    r"^(?P<holder>[A-Z][a-z]+|The [a-z]+|There) (?P<verb>has|have|are) (?P<n>\w+) (?P<a>[a-z]+(?: [a-z]+)?)"
    r" for (?:every|each) (?:(?P<m>\w+) )?(?P<b>[a-z]+(?: [a-z]+)?)(?P<that> that (?P<tp>he|she|it|they) (?:has|have))?\.$"
)
COUNT = r"(?P<ch>[A-Z]?[a-z]+|The [a-z]+|the [a-z]+) (?:has|have) (?P<k>\w+) (?P<c>[a-z]+(?: [a-z]+)?)"
COUNT_SENTENCE = re.compile(r"^" + COUNT + r"\.$")
IF_FIRST = re.compile(r"^If " + COUNT + r", (?P<q>how many [^,?]+)\?$")
IF_LAST = re.compile(r"^(?P<q>How many [^,?]+) if " + COUNT + r"\?$")
QUESTION = re.compile(
    r"^How many [a-z]+(?: [a-z]+){0,3} (?:(?:does|do) \S+(?: \S+)? have|are there)(?: altogether| in total| in all)?\?$"
)


def told_ratios(text: str, lexicon: Lexicon) -> Rewrite | None:
    """The story retold with both counts of the ratio as plain amounts; None when it is not the shape."""
    return or_none(_retold, text, lexicon)


def _retold(text: str, lexicon: Lexicon) -> Rewrite | None:
    sentences = split_sentences(text)
    said = [text[s.start : s.end].strip() for s in sentences]
    words = [plain_words(s, lexicon) for s in sentences]  # Unread on any unknown word
    if len(said) not in (2, 3) or not said[-1].endswith("?") or any(s.endswith("?") for s in said[:-1]):
        return None
    ratio = RATIO.match(said[0])
    if ratio is None:
        return None
    holder = ratio["holder"]
    there = holder == "There"
    if not there and not _holder(words[0]):
        return None
    if there != (ratio["verb"] == "are"):
        return None
    if there and ratio["that"]:
        return None
    n = _count(ratio["n"], words[0])
    m = Fraction(1) if ratio["m"] is None else _count(ratio["m"], words[0])
    a, b = ratio["a"], ratio["b"]
    if a == b:
        return None
    if len(said) == 3:
        count = COUNT_SENTENCE.match(said[1])
        question = said[2]
        if count is None:
            return None
    else:
        count = IF_FIRST.match(said[1]) or IF_LAST.match(said[1])
        if count is None:
            return None
        question = count["q"][0].upper() + count["q"][1:] + "?"
    if QUESTION.match(question) is None or (there and " are there" not in question):
        return None
    if ratio["tp"]:
        _same_holder(ratio["tp"], holder, words)  # "that he has" after "Tara has": whose things?
    _same_holder(count["ch"], holder, words)
    k = _count(count["k"], [w for ws in words for w in ws])
    plural = _plurals(words)
    a_plural = _plural_of(a, plural, words, False)
    b_plural = _plural_of(b, plural, words, m == 1 and ratio["m"] is None)
    told = count["c"]
    if told == a_plural:
        other, found, asked = k * m / n, a_plural, b_plural
        step = f"{fmt(k)} {a_plural} / {fmt(n)} x {fmt(m)} = {fmt(other)} {b_plural} ({fmt(n)} {a} for every {fmt(m)} {b})"
    elif told == b_plural:
        other, found, asked = k * n / m, b_plural, a_plural
        step = f"{fmt(k)} {b_plural} / {fmt(m)} x {fmt(n)} = {fmt(other)} {a_plural} ({fmt(n)} {a} for every {fmt(m)} {b})"
    else:
        return None
    if other.denominator != 1 or other <= 0:
        return None  # no part of a thing: the ratio does not fit the count told
    who = "There are" if there else f"{holder} {'have' if ratio['verb'] == 'have' else 'has'}"
    retold = f"{who} {fmt(k)} {found} and {fmt(other)} {asked}. {question}"
    return Rewrite(retold, (step,))


def _count(surface: str, words) -> Fraction:
    """A whole positive count written as digits or a number word."""
    for w in words:
        if w.text == surface:
            value = plain_number(w)
            if value is None or value.denominator != 1 or value <= 0:
                raise Unread
            return value
    raise Unread


def _holder(words) -> bool:
    """The ratio's holder: a name, "The <noun>", or 'he'/'she'/'it'/'they' -- never 'Each', 'Everyone'."""
    first = words[0]
    if first.category == "name" or (first.text[:1].isupper() and bool(first.attr("name_gender"))):
        return True
    if first.category == "article" and first.text == "The":
        return len(words) > 1 and words[1].category == "noun"
    return first.category == "pronoun" and first.text.casefold() in PRONOUNS


def _same_holder(said: str, holder: str, words) -> None:
    """The count's holder is the ratio's: its own words, or a pronoun agreeing with it."""
    first = words[0][0]
    if said.casefold() == holder.casefold() and holder != "There":
        return
    if said in PRONOUNS or said.casefold() in PRONOUNS:
        gender = PRONOUNS[said.casefold()]
        if holder == "There":
            raise Unread
        if holder.startswith("The "):
            if gender != "neuter" and not (gender == "plural"):
                raise Unread
            return
        told = first.attr("name_gender") or first.attr("gender")
        if first.category != "name" and not first.attr("name_gender"):
            if gender != "neuter":
                raise Unread
            return
        if gender in ("male", "female") and told in ("male", "female") and told == gender:
            return
        raise Unread
    raise Unread


def _plurals(words) -> dict[str, str]:
    """Each plural noun's lemma and the surface it is written with in the story."""
    found: dict[str, str] = {}
    for ws in words:
        for w in ws:
            if w.category in NOUN_CATEGORIES and "NNS" in w.tags:
                found.setdefault(w.lemma.casefold(), w.text.casefold())
    return found


def _plural_of(phrase: str, plural: dict[str, str], words, single: bool) -> str:
    """ "red bead" -> "red beads": the phrase with its noun in the plural the story uses.

    ``single``: the noun follows a bare 'each'/'every' and must be singular ("for each cow"); else plural.
    """
    *adjectives, noun = phrase.split(" ")
    word = _word(noun, words)
    if word.category not in NOUN_CATEGORIES:
        raise Unread
    for adjective in adjectives:
        if _word(adjective, words).category in ("number", "number_word", "determiner", "pronoun"):
            raise Unread
    if not single:
        if "NNS" not in word.tags or noun == word.lemma.casefold() and "NN" in word.tags:
            raise Unread  # "3 goats for every 2 cow": not a count of things
        return phrase
    if "NN" not in word.tags or noun != word.lemma.casefold():
        raise Unread  # "for each cows"
    lemma = word.lemma.casefold()
    if lemma not in plural:
        raise Unread
    return " ".join([*adjectives, plural[lemma]])


def _word(surface: str, words) -> Word:
    for ws in words:
        for w in ws:
            if w.text.casefold() == surface:
                return w
    raise Unread


__all__ = ["told_ratios"]
