"""Parts of a told group of people named by a kind of person, not a describing word (ADR 0306).

"A club has 80 members. 30% are adults. The rest are children. How many children are there?" The
chained-parts reading (ADR 0290) splits one counted whole into parts named by adjectives ("2/5 of the
cards are red"); a share told bare ("40% are ...", "half of them are ...") or 'the rest' names its part
with a noun just as often when the whole is a group of people: adults and children, boys and girls,
men and women. This module holds what that reading needs to take such a noun as a part's word:

- `noun_part`: a plural person noun may name a part ("are adults", "are girls"); other nouns may not,
  since the pack says nothing about which of them split a whole ("hens" and "chickens" are both birds,
  and a hen is a chicken);
- `exclusive_kinds`: two person nouns no one person is both of, the only condition under which 'the
  rest' and a share 'of the remainder' are sound: two genders (boy, girl; man, woman) or two stages of
  life (adult, child; kid; a grown-up 'age' such as a man's). "30% are teachers. The rest are women."
  names parts that may overlap, so the count of women is not told;
- `part_of_group`: a part must be a kind the whole may hold: the whole is people (a person noun or a
  noun that covers persons, "members"), and the part is not the whole's own kind nor exclusive with it
  ("30 children ... 1/3 are adults" refuses);
- `fronted_of`: "Of the rest, 50% are girls" read as "50% of the rest are girls": the base of a share
  told before it, joined to the clause after it;
- `group_holder`: "A church has 120 members", "The school had 300 students": a holder that is a place
  or body rather than a person, read as the whole's place ("how many children are in the church?").

- `complement`: the one other part a whole of one stage of life splits into by gender. "There are 45
  children. One-third of them are girls. How many boys are there?": every child is a boy or a girl, so
  the boys are the rest. Only when the whole's stage is told by its noun (children, kids, adults): "50
  people ... 30% of them are boys" says nothing of girls, since the others may be adults.
"""

from __future__ import annotations

from typing import TypeVar

from reader.complementary_parts import paired_kinds
from reader.rules.context import Word

T = TypeVar("T")

__all__ = ["complement", "exclusive_kinds", "fronted_of", "group_holder", "noun_part", "part_of_group"]

GENDERS = frozenset({"male", "female"})
PEOPLE = frozenset({"person_noun"})
DETERMINERS = frozenset({"a", "an", "the"})


def noun_part(word: Word) -> bool:
    """ "are adults", "are girls": a plural person noun, the only nouns whose splits the pack knows."""
    return word.category in PEOPLE and "NNS" in word.tags


def kind_part(part: Word, head: Word | None) -> bool:
    """ "are oaks" of trees, "are dogs" of pets: a plural noun of a narrower kind of the whole's things (ADR 0394).

    The pack files the part under the whole's own noun (oak: kind of tree) or under the kind a noun of
    use or role covers (pet covers animal; dog: kind of animal). A part named so is the things of that
    kind among the whole; whether two such parts overlap is `distinct_kinds`.
    """
    if head is None or part.category != "noun" or "NNS" not in part.tags or head.category != "noun":
        return False
    kind = part.attr("kind_of")
    if not kind or part.lemma.casefold() == head.lemma.casefold():
        return False
    return kind == head.lemma.casefold() or kind == head.attr("covers")


def distinct_kinds(first: Word, second: Word) -> bool:
    """Two kinds of one wider kind the pack marks as sharing no thing (`distinct_kind`): dogs and cats."""
    if not (first.category == second.category == "noun"):
        return False
    if first.attr("distinct_kind") != "yes" or second.attr("distinct_kind") != "yes":
        return False
    if first.lemma.casefold() == second.lemma.casefold():
        return False
    return bool(first.attr("kind_of")) and first.attr("kind_of") == second.attr("kind_of")


def _stage(word: Word) -> str:
    """ "adult" or "child" when the pack tells a person noun's stage of life; "" otherwise."""
    stage = word.attr("stage") or word.attr("age")
    if not stage and word.attr("kind_of") in ("child", "adult"):
        stage = word.attr("kind_of")  # "boy", "girl": kinds of child
    return stage if stage in ("adult", "child") else ""


def exclusive_kinds(first: Word, second: Word) -> bool:
    """Two person nouns no one person is both of: two genders, or two stages of life."""
    if not (first.category in PEOPLE and second.category in PEOPLE):
        return False
    if first.lemma.casefold() == second.lemma.casefold():
        return False
    genders = {first.attr("gender"), second.attr("gender")}
    if genders == GENDERS:
        return True
    stages = {_stage(first), _stage(second)}
    return stages == {"adult", "child"}


def part_of_group(part: Word, head: Word | None) -> bool:
    """A person noun naming a part of a whole of people that is neither its own kind nor one it excludes."""
    if head is None or not noun_part(part):
        return False
    if not (head.category in PEOPLE or head.attr("covers") == "person"):
        return False
    if part.lemma.casefold() == head.lemma.casefold():
        return False
    return not exclusive_kinds(part, head)


def _complementary(told: Word, other: Word, head: Word) -> bool:
    """Two genders of the whole's own stage of life: "boys" beside "girls" in a whole of "children"."""
    if not (noun_part(told) and noun_part(other) and head.category in PEOPLE):
        return False
    if {told.attr("gender"), other.attr("gender")} != GENDERS or head.attr("gender") != "any":
        return False
    stage = _stage(head)
    return bool(stage) and _stage(told) == stage and _stage(other) == stage


def complement(told: Word, asked: tuple[Word, ...], head: Word | None) -> Word | None:
    """The one word of the question that, with the told part, splits the whole; None otherwise.

    Two genders of the whole's stage (ADR 0306), or a pair the pack gives the whole (ADR 0417).
    """
    if head is None:
        return None
    found = {
        w.lemma.casefold(): w for w in asked if _complementary(told, w, head) or paired_kinds(told, w, head)
    }
    return next(iter(found.values())) if len(found) == 1 else None


def group_holder(words: tuple[Word, ...]) -> tuple[str, ...] | None:
    """ "A church", "The school": a determiner and one plain noun that is no person, as a place's words."""
    if len(words) != 2 or words[0].text.casefold() not in DETERMINERS:
        return None
    noun = words[1]
    if noun.category != "noun" or "NN" not in noun.tags or noun.attr("covers"):
        return None
    return (noun.text.casefold(),)


def share_end(words: tuple[Word, ...]) -> int:
    """The index after a share opening a clause ("50%", "1/3", "half", "one-third"); 0 when none opens it."""
    first = words[0] if words else None
    if first is None:
        return 0
    if (
        first.category == "number"
        and first.shape is not None
        and first.shape.primitive in ("fraction", "percent")
    ):
        return 1
    if first.category == "fraction_word":
        return 1
    if first.category in ("number_word", "article") and len(words) > 2:
        at = 2 if words[1].text == "-" else 1
        if words[at].category == "ordinal_word" or words[at].lemma.casefold() == "quarter":
            return at + 1
    return 0


def fronted_of(clauses: list[tuple[tuple[Word, ...], T]]) -> list[tuple[tuple[Word, ...], T]]:
    """ "Of the rest, 50% are girls": a clause of an 'of' phrase alone moved after the next clause's share.

    Only a share takes it, and only one with no 'of' of its own ("Of the rest, half of them ..." says two
    bases); an 'of' phrase with nothing after it, or before anything but a share, is left as it is, and
    the reading refuses it as a clause of no part.
    """
    found: list[tuple[tuple[Word, ...], T]] = []
    at = 0
    while at < len(clauses):
        words, where = clauses[at]
        if words[0].text.casefold() == "of" and len(words) > 1 and at + 1 < len(clauses):
            following, _ = clauses[at + 1]
            end = share_end(following)
            if end and not (len(following) > end and following[end].text.casefold() == "of"):
                found.append((following[:end] + words + following[end:], where))
                at += 2
                continue
        found.append((words, where))
        at += 1
    return found
