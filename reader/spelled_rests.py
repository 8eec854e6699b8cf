"""A spelled share of what is left ("a fourth of the remainder", "one-third of the rest", "a quarter of the
money she had left"), told in digits ("1/4 of the remainder", "1/3 of the rest", "1/4 of the remaining
money") where every other reading refused (ADR 0495).

The reader takes "1/4 of the remaining" and "1/3 of the rest" (ADR 0179), but a spelled share after 'and'
leaves the clause unfinished, and "a quarter of the money she had left" stops at the coin word. A share
of the rest, the remainder or what is left is always a part, never a coin or a position, so there the
words say nothing the digits do not: the text is told again with the digits and read by the whole reader.
Its refusal leaves the first refusal standing.

Retold only where the share is 'a', 'one' (hyphen or not) and a singular ordinal from 'third' to 'tenth'
or 'quarter', or a count word from two to nine and the plural, smaller than the ordinal; and 'of' is
followed by "the remainder", "the rest" or "the remaining" (kept as written), "what <he|she|they|I|we>
had|has|have left" (told as "the rest") or "the money <pronoun> had left" (told as "the remaining money"). A number right before the share
("twenty-one thirds", "two and a third") leaves the text as it was, and so do a 'quarter' in a story
that names coins (it may be one, ADR 0351) and a pronoun before "had left" that is not the sentence's
opening subject pronoun ("She gave a quarter of what he had left").
"""

from __future__ import annotations

import re

from packs.model import Lexicon
from reader.other_shares import PARTS
from reader.rewrites import Rewrite, with_edits

ORDINALS = {**PARTS, "ninth": 9}  # the share words of ADR 0361, and one more
COUNTS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9}
PRONOUNS = r"(?:he|she|they|i|we)"
REST = r"(?:the\s+remainder\b|the\s+rest\b|the\s+remaining\b)"
WHAT_LEFT = rf"what\s+(?P<what_pronoun>{PRONOUNS})\s+(?:had|has|have)\s+left\b"
MONEY_LEFT = rf"the\s+money\s+(?P<money_pronoun>{PRONOUNS})\s+(?:had|has|have)\s+left\b"
COINS = re.compile(r"\b(?:coins?|dimes?|nickels?|penn(?:y|ies)|cents?|quarters)\b", re.IGNORECASE)
SENTENCE_START = re.compile(r"(?:^|[.!?]\s+)(?P<first>\w+)[^.!?]*$")
SHARE = re.compile(
    r"(?<![\w$-])(?P<count>a|one|two|three|four|five|six|seven|eight|nine)[\s-]+"
    r"(?P<part>[a-z]+?)(?P<plural>s?)\s+of\s+"
    rf"(?:(?P<rest>{REST})|(?P<what>{WHAT_LEFT})|(?P<money>{MONEY_LEFT}))",
    re.IGNORECASE,
)
NUMBER = r"(?:\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand))"
NUMBER_BEFORE = re.compile(rf"(?:{NUMBER}[\s-]*|{NUMBER}\s+and\s+)$", re.IGNORECASE)


def spelled_rests(text: str, lexicon: Lexicon) -> Rewrite | None:
    """The problem with each spelled share of what is left told in digits; None when there is none or a
    share of another shape stands before the words of what is left."""
    del lexicon  # the shapes are fixed words; the lexicon plays no part
    edits: list[tuple[int, int, str]] = []
    steps: list[str] = []
    for found in SHARE.finditer(text):
        told = _share(found)
        if told is None:
            return None
        if NUMBER_BEFORE.search(text[: found.start()]):
            return None  # "two and a third of the rest", "twenty-one thirds": a longer amount
        if found.group("part").casefold() == "quarter" and COINS.search(text):
            return None  # "a quarter" in a story of coins may be one: ADR 0351's to tell
        pronoun = found.group("what_pronoun") or found.group("money_pronoun")
        if pronoun is not None and pronoun.casefold() != _subject(text[: found.start()]):
            return None  # "She gave a quarter of what he had left": whose rest?
        end = found.end("part") + len(found.group("plural"))
        edits.append((found.start(), end, told))
        steps.append(f"'{text[found.start() : end]}' read as '{told}'")
        for group, said in (("money", "the remaining money"), ("what", "the rest")):
            if found.group(group):
                edits.append((*found.span(group), said))
                steps.append(f"'{found.group(group)}' read as '{said}'")
    return with_edits(text, edits, steps)


def _subject(before: str) -> str | None:
    """The first word of the sentence the share stands in, lowered: the pronoun of "what she had left"
    must be the sentence's own subject pronoun."""
    found = SENTENCE_START.search(before)
    return found.group("first").casefold() if found else None


def _share(found: re.Match[str]) -> str | None:
    """The share in digits; None when the count and the ordinal make no part."""
    count = found.group("count").casefold()
    part = ORDINALS.get(found.group("part").casefold())
    plural = bool(found.group("plural"))
    if part is None:
        return None
    numerator = 1 if count in ("a", "one") else COUNTS[count]
    if plural != (numerator > 1) or numerator >= part:
        return None  # "two third of", "a thirds of", "five fourths": no share of the rest
    return f"{numerator}/{part}"


__all__ = ["spelled_rests"]
