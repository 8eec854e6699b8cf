""" "A coop has 4 less than 6 times the amount of hens as roosters. If there are 52 total chickens, how many
hens are there?" (ADR 0468).

ADR 0462 solves a scaled and shifted relation between two holders with their told total, but it leaves out a
relation between two kinds held by one holder whose total is told by a wider noun: hens and roosters are both
chickens (the pack's ``kind_of``), so "52 total chickens" is the sum of the two kinds, and the story was refused.

This reading takes the whole story in one fixed shape and solves the two-unknown system itself:

- one relation "A|The <place noun> has|had [N more|less|fewer than] <M times|twice|...> as many X as Y" or
  "... <factor> the amount|number of X as Y", X and Y two different plural nouns;
- one total "[If] there are|were T [total] Z [total|in total|in all|altogether]" in the relation's tense,
  where Z is the plural of the one wider kind the pack files both X and Y under (``kind_of``);
- the question "how many X|Y are|were there?" in the same tense, last or after the 'if' clause's comma.

No person, pronoun or other amount is read; a kind the pack does not file under Z (or under two different
kinds), a total of X or Y themselves, or counts that do not come out whole and positive leave the refusal.
"""

from __future__ import annotations

from fractions import Fraction

from packs.model import Lexicon
from reader.affine_totals import LESS
from reader.answer import Answer
from reader.derivation import fmt
from reader.doer_tallies import whole_count
from reader.rules.context import Word
from reader.tokenise import split_sentences
from reader.whole_problem_words import Unread, lowered, multiple_at, or_none_cut, short_story, value_answer

TENSES = {"has": "present", "had": "past", "are": "present", "were": "past"}
ENDINGS = (("in", "total"), ("in", "all"), ("total",), ("altogether",))


def read_kind_total(text: str, lexicon: Lexicon) -> Answer | None:
    """One kind's count from a relation between two kinds and their wider kind's total; None otherwise."""
    return or_none_cut(_read, text, lexicon)


def _read(text: str, lexicon: Lexicon) -> Answer | None:
    read = short_story(split_sentences(text), lexicon, 3)
    clauses = list(read[:-1])
    last = read[-1]
    texts = lowered(last)
    if len(clauses) == 1:
        if texts[:1] != ["if"] or texts.count(",") != 1:
            raise Unread
        comma = texts.index(",")
        clauses.append(last[1:comma])
        last = last[comma + 1 :]
    elif "if" in texts or "," in texts:
        raise Unread
    if any(w.text == "," for c in clauses for w in c):
        raise Unread
    holder, tense, factor, shift, first, second = _relation(clauses[0])
    value, wider = _total(clauses[1], tense)
    asked = _question(last, tense)
    kinds = {first.attr("kind_of"), second.attr("kind_of")}
    if kinds != {wider.lemma.casefold()} or first.lemma.casefold() == second.lemma.casefold():
        raise Unread
    if asked not in (first.text.casefold(), second.text.casefold()):
        raise Unread
    other = (value - shift) / (factor + 1)
    subject = factor * other + shift
    if other <= 0 or subject <= 0 or other.denominator != 1 or subject.denominator != 1:
        return None
    x, y = first.text.casefold(), second.text.casefold()
    shift_said = "" if not shift else (f" + {fmt(shift)}" if shift > 0 else f" - {fmt(-shift)}")
    minus = "" if not shift else (f" - {fmt(shift)}" if shift > 0 else f" + {fmt(-shift)}")
    steps = (
        f"{x} and {y} are both {wider.text.casefold()}: {x} = {fmt(factor)} x {y}{shift_said}, and "
        f"{x} + {y} = {fmt(value)}",
        f"{y} = ({fmt(value)}{minus}) / {fmt(factor + 1)} = {fmt(other)}",
        f"{x} = {fmt(factor)} x {fmt(other)}{shift_said} = {fmt(subject)}",
    )
    found = subject if asked == x else other
    return value_answer(found, asked, holder, steps, len(read) - 1)


def _plural_noun(word: Word) -> Word:
    if word.category != "noun" or "NNS" not in word.tags or word.text[:1].isupper():
        raise Unread
    return word


def _relation(words: tuple[Word, ...]) -> tuple[str, str, Fraction, Fraction, Word, Word]:
    """ "A coop has 4 less than 6 times the amount of hens as roosters" and its neighbours."""
    texts = lowered(words)
    if texts[0] not in ("a", "an", "the") or words[1].category != "noun" or "NN" not in words[1].tags:
        raise Unread
    at = 2
    if texts[at] not in ("has", "had"):
        if words[at].category != "noun" or "NN" not in words[at].tags:
            raise Unread
        at += 1  # "a chicken farm"
    tense = TENSES.get(texts[at])
    if tense is None or texts[at] not in ("has", "had"):
        raise Unread
    holder = " ".join(texts[1:at])
    at += 1
    shift = Fraction(0)
    if texts[at + 1] in LESS | {"more"} and texts[at + 2] == "than":
        shift = whole_count(words[at])
        shift = -shift if texts[at + 1] in LESS else shift
        at += 3
    factor, at = multiple_at(words, at)
    if texts[at : at + 2] == ["as", "many"]:
        at += 2
    elif texts[at] == "the" and texts[at + 1] in ("amount", "number") and texts[at + 2] == "of":
        at += 3
    else:
        raise Unread
    first = _plural_noun(words[at])
    if texts[at + 1] != "as" or at + 3 != len(words):
        raise Unread
    second = _plural_noun(words[at + 2])
    return holder, tense, factor, shift, first, second


def _total(words: tuple[Word, ...], tense: str) -> tuple[Fraction, Word]:
    """ "there are|were T [total] Z [total|in total|in all|altogether]" in the relation's tense."""
    texts = lowered(words)
    if texts[0] != "there" or TENSES.get(texts[1]) != tense or texts[1] not in ("are", "were"):
        raise Unread
    value = whole_count(words[2])
    at = 3
    if texts[at] == "total":
        at += 1
    wider = _plural_noun(words[at])
    rest = tuple(texts[at + 1 :])
    if rest and (rest not in ENDINGS or at == 4):
        raise Unread
    return value, wider


def _question(words: tuple[Word, ...], tense: str) -> str:
    """ "how many X are|were there" in the relation's tense: the kind asked."""
    texts = lowered(words)
    if texts[:2] != ["how", "many"] or len(words) != 5 or texts[4] != "there":
        raise Unread
    if TENSES.get(texts[3]) != tense or texts[3] not in ("are", "were"):
        raise Unread
    return _plural_noun(words[2]).text.casefold()


__all__ = ["read_kind_total"]
