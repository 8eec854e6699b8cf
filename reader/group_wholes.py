"""A whole told in a fronted phrase before its parts: "In a class of 30 students, half are girls" (ADR 0342).

The chained-parts reading (ADR 0290) takes its whole from a sentence of its own ("There are 30 students
in a class"). A group is as often told in a phrase that opens the sentence of its first parts:

- "In a class of 30 students, ...", "In the group of 40 people, ...": a collective noun (one whose
  members the pack knows it has) names the whole's place, its count and things follow 'of';
- "Of the 120 people, ...": the whole alone.

The phrase holds no verb, so it tells no time of its own: the parts' verbs say whether the group is
told as it was then ("half were absent"), and a question of now after them refuses as after a past
whole. Only a comma may close the phrase, and some part must follow it in the same sentence (a question
straight after it, "In a class of 30 students, how many ...", tells no part).
"""

from __future__ import annotations

from dataclasses import dataclass

from reader.rules.context import Word

__all__ = ["GroupOpening", "group_opening"]

DETERMINERS = frozenset({"a", "an", "the"})
PAST_COPULAS = frozenset({"was", "were"})
PRESENT_TAGS = frozenset({"VB", "VBP", "VBZ"})


@dataclass(frozen=True, slots=True)
class GroupOpening:
    number: int  # the index of the whole's count
    things: tuple[Word, ...]  # the counted things' words ("students")
    place: tuple[str, ...]  # ("class",) for "In a class of ..."; () for "Of the ..."
    rest: int  # the index of the first word after the closing comma
    past: bool  # a part of the sentence told in the past ("half were absent")


def _collective(word: Word) -> bool:
    """A singular noun of a body with members: "class", "group", "team"."""
    return (
        word.category == "noun"
        and "NN" in word.tags
        and (word.attr("collective") == "yes" or word.attr("members") == "yes")
    )


def _comma(words: tuple[Word, ...], start: int) -> int | None:
    return next((i for i in range(start, len(words)) if words[i].attr("mark") == "comma"), None)


def group_opening(words: tuple[Word, ...]) -> GroupOpening | None:
    """ "In a class of 30 students," / "Of the 120 people,": the whole's words; None for another opening."""
    texts = [w.text.casefold() for w in words]
    if len(words) >= 8 and texts[0] == "in" and texts[1] in DETERMINERS and _collective(words[2]):
        if texts[3] != "of":
            return None
        number, place = 4, (texts[2],)
    elif len(words) >= 6 and texts[0] == "of" and texts[1] == "the":
        number, place = 2, ()
    else:
        return None
    comma = _comma(words, number + 1)
    if comma is None or comma == number + 1 or comma >= len(words) - 2:
        return None
    if texts[comma + 1] in ("how", "what"):
        return None  # a question straight after the whole tells no part
    past = any(
        texts[i] in PAST_COPULAS or ("VBD" in words[i].tags and not PRESENT_TAGS & set(words[i].tags))
        for i in range(comma + 1, len(words))
        if words[i].category == "copula" or words[i].category.startswith("verb")
    )
    return GroupOpening(number, words[number + 1 : comma], place, comma + 1, past)
