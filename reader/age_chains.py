"""Chains of ages told by a share of another's age, an offset from a multiple of "his|her age", and the
gap between two ages asked at a time to come (ADR 0499).

The ages readings (reader/ages.py and the retellings of ADR 0427, 0432, 0446, 0450, 0456, 0463, 0467)
read a chain of ages told by multiples, halves and offsets, asked now or at a time to come: "Pia is 9
years old. Her uncle is 5 times her age. How old will her uncle be when Pia is 20?". A survey of the age
stories they still refuse shows three wordings of the same family that they do not take; each is retold
here in words they read, and the whole problem is read again:

- a share of another's age spelled as a word or written with 'of': "Oren is a third of his aunt's age",
  "one-fifth of Lio's age", "1/4 of the age of his cousin", "2/3 his uncle's age" are "1/3 as old as his
  aunt", "1/5 as old as Lio", "1/4 the age of his cousin", "2/3 as old as his uncle"; "a quarter of her
  age" is "1/4 as old as her". Only after 'is', 'was' or 'will be', only a share below one whole
  ('a|one' and an ordinal from 'third' to 'tenth' or 'quarter', a count word and a plural ordinal, or a
  written fraction below 1), and only before "<person>'s age", "his|her age" or "the age of <person>".
  The share must follow the copula at once, so "two and a third of" is never read as a share.
- an offset from a multiple of "his|her age" said with 'more'/'less': "Vic is 4 more than 3 times his
  age" is "Vic is 4 years older than 3 times his age" (ADR 0450 retells the same offset before
  "<person>'s age" and "the age of <person>", not before a possessive pronoun).
- the gap between two ages asked at a time to come: "In 6 years, how many years older will Ned be than
  Kay?" is "How many years older is Ned than Kay?". Every age moves by the same years, so the gap then
  is the gap now; and ages that are positive now stay positive at any later time. Only a time to come
  ("in N years", "N years from now", "after N years") opening or closing the question; a time gone
  ("5 years ago, how much older was ...") is not retold, since a person may not have been born then.

Two small wordings ride along, as they keep such chains refused: a possessive written with a curly
apostrophe ("Lio’s age") is read as one with a straight one, and "How old, in years, is <person>?" is
"How old is <person>?" (an age is told in years).

What stays refused, and why: everything the ages readings refuse on the retold text (a pronoun that
could mean two persons, as "her" after "her mother" and "her aunt"; an age fixed twice or not needed; an
age that is not a whole positive number of years, as a third of 20; 'times older'); a share above one
("4/3 of his age", "three halves"), which reads two ways beside 'older'; a share before anything but an
age; and a share or an offset in a sentence with no copula before it ("Twice Ava's age is ...").
The hook runs after every other reading refused, so nothing answered before changes.
"""

from __future__ import annotations

import re

from packs.model import Lexicon
from reader.age_forms import MULTIPLE, NUMBER
from reader.other_shares import PARTS
from reader.rewrites import Rewrite, with_edits

COUNT_WORDS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9}
SPELLED = r"(?:a|an|one|two|three|four|five|six|seven|eight|nine)[ -](?:[a-z]+)"
WRITTEN = r"\d+/\d+"
OWNER = (
    r"(?:[A-Z][a-z]+(?:'s(?: [a-z]+)? [a-z]+)?"  # a name, or a name's kin
    r"|(?:his|her|the|His|Her)(?: [a-z]+)? [a-z]+)"  # his|her|the [adjective] kin
)
COPULA = r"(?P<verb>\b(?:is|was|will be)) "
SHARE_OF_AGE = re.compile(
    COPULA + r"(?P<share>" + SPELLED + r"|" + WRITTEN + r")(?P<of> of)? "
    r"(?:(?P<owner>" + OWNER + ")['\u2019]" + r"s age\b|(?P<pronoun>his|her) age\b|(?P<the_age>the age of) )"
)
OFFSET_OF_OWN = re.compile(
    COPULA + r"(?P<n>" + NUMBER + r") (?:(?P<unit>years?) )?(?P<dir>more|less) than "
    r"(?P<k>" + MULTIPLE + r") (?=(?:his|her) age\b)"
)
LATER = (
    r"(?:[Ii]n|[Aa]fter) (?:"
    + NUMBER
    + r"|a|an) (?:more )?(?:years?|decades?)|(?:"
    + NUMBER
    + r") years from now"
)
GAP = r"how many years (?P<dir>older|younger) (?:is (?P<a1>[^?,]+?)|will (?P<a2>[^?,]+?) be) than (?P<b>[^?,]+?)"
GAP_LATER_FIRST = re.compile(r"^(?P<later>" + LATER + r"), " + GAP + r"\?$")
GAP_LATER_LAST = re.compile(r"^H" + GAP[1:] + r" (?P<later>" + LATER + r")\?$")
IN_YEARS = re.compile(r"\b(?P<how>[Hh]ow old), in years, (?=(?:is|was|will) )")
TIME_WORDS = re.compile(r"\b(?:now|then|today|currently|ago|when|When|if|If|was|were)\b")


def age_chains(text: str, lexicon: Lexicon) -> Rewrite | None:
    """The problem with each share of an age, offset from a multiple of 'his|her age', and gap asked at a
    time to come told in the ages readings' words; None when there is none or one is of another shape."""
    del lexicon  # the shapes are fixed words; the lexicon plays no part
    edits: list[tuple[int, int, str]] = []
    steps: list[str] = []
    for found in SHARE_OF_AGE.finditer(text):
        told = _share(found)
        if told is None:
            return None
        edits.append((found.start("share"), found.end(), told))
        steps.append(f"'{text[found.start('share') : found.end()].strip()}' read as '{told.strip()}'")
    for found in OFFSET_OF_OWN.finditer(text):
        told = _offset(found)
        if told is None:
            return None
        edits.append((found.start("n"), found.end(), told))
        steps.append(f"'{text[found.start('n') : found.end()].strip()}' read as '{told.strip()}'")
    for found in IN_YEARS.finditer(text):
        edits.append((found.start(), found.end(), f"{found['how']} "))
        steps.append("'how old, in years,' is 'how old': an age is told in years")
    question = _gap_question(text)
    if question is not None:
        edits.append(question[0])
        steps.append(question[1])
    return with_edits(text, edits, steps)


def _fraction(share: str) -> tuple[int, int] | None:
    """(numerator, denominator) of a share below one whole; None for any other words."""
    if "/" in share:
        top, bottom = (int(part) for part in share.split("/"))
        return (top, bottom) if 0 < top < bottom else None
    count, part = re.split(r"[ -]", share.casefold(), maxsplit=1)
    plural = part.endswith("s") and part[:-1] in PARTS
    denominator = PARTS.get(part[:-1] if plural else part)
    if denominator is None or denominator == 2:
        return None  # "a half of" is read by the ages reading itself, or not at all
    numerator = 1 if count in ("a", "an", "one") else COUNT_WORDS[count]
    if plural != (numerator > 1) or numerator >= denominator:
        return None  # "two third", "a thirds", "five fourths": no share below one
    if count in ("a", "an") and (count == "an") != part.startswith("e"):
        return None  # "an third", "a eighth": no article English writes
    return numerator, denominator


def _share(found: re.Match[str]) -> str | None:
    """The share told as "<n>/<d> as old as <owner>" or "<n>/<d> the age of"; None when it is no share."""
    fraction = _fraction(found["share"])
    if fraction is None:
        return None
    written = f"{fraction[0]}/{fraction[1]}"
    if found["the_age"]:
        return f"{written} the age of "
    if found["pronoun"]:
        return f"{written} as old as {'him' if found['pronoun'] == 'his' else 'her'}"
    return f"{written} as old as {found['owner']}"


def _offset(found: re.Match[str]) -> str | None:
    """The offset told as "<n> years older|younger than <k> "; None when the count is no count of years."""
    n = found["n"]
    single = n in ("one", "1")
    if found["unit"] is not None and (found["unit"] == "year") != single:
        return None  # "4 year more", "1 years less"
    older = "older" if found["dir"] == "more" else "younger"
    return f"{n} {'year' if single else 'years'} {older} than {found['k']} "


def _gap_question(text: str) -> tuple[tuple[int, int, str], str] | None:
    """The last sentence, a gap of two ages asked at a time to come, told as the gap now; else None."""
    start = max(text.rfind(". "), text.rfind("? "), text.rfind("! "))
    start = 0 if start < 0 else start + 2
    question = text[start:].strip()
    found = GAP_LATER_FIRST.match(question) or GAP_LATER_LAST.match(question)
    if found is None:
        return None
    a = found["a1"] or found["a2"]
    if TIME_WORDS.search(a) or TIME_WORDS.search(found["b"]):
        return None  # "than Kay is now", "than Kay was": a second time in the question
    told = f"How many years {found['dir']} is {a} than {found['b']}?"
    at = text.index(question, start)
    step = f"the gap asked {found['later']} is the gap now: every age moves by the same years"
    return (at, at + len(question), told), step


__all__ = ["age_chains"]
