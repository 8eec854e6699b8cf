"""A number told as an offset from another number, with no holder after 'than' (ADR 0506).

"Rio jogged 2 more than 6 laps" names one amount, not a comparison of two holders: the laps Rio jogged
are 6 and 2 more, so 8 laps. "Ema baked 5 fewer than 30 buns" tells 25 buns, and "4 less than 11 cards"
tells 7 cards. The reader refuses the words because an amount before 'more than' needs a multiple or a
holder after it; here the text is told again with the one number ("Rio jogged 8 laps") and the step
shown, and the whole reader reads the rest, so every check of the older readings still applies. Its
refusal leaves the first refusal standing.

Retold only where both numbers are whole numbers in digits, 'than' is followed directly by the second
number and then a word that names the things counted or a unit ("laps", "miles", "stop signs"). Left as
written, so other readings (or a refusal) decide:
- a name, 'twice', 'half', 'the number of' after 'than', or 'times' after the second number ("2 more
  than 3 times ...") -- comparisons and multiples read elsewhere;
- a number word that scales the count ("5 more than 2 dozen eggs", "hundred", "percent"): the offset
  could be in eggs or in dozens;
- money signs, decimals and fractions on either number ("$2 more than $9", "1.5 more than 3 cups");
- 'more than 9 miles' with no number before it: an open bound, not an amount;
- a result below one ("9 fewer than 6 beads", "5 less than 5 pens");
- the same things told with a number by another doer ("Ida has 7 beads. Sam has 2 more than 4 beads."):
  there the words read like a comparison with 'times' or a name left out, not like one amount.
"""

from __future__ import annotations

import re

from packs.model import Lexicon
from reader.rewrites import Rewrite, with_edits
from reader.tokenise import split_sentences

SCALES = frozenset(
    {
        "times",
        "dozen",
        "dozens",
        "hundred",
        "hundreds",
        "thousand",
        "thousands",
        "million",
        "millions",
        "billion",
        "score",
        "percent",
        "half",
        "halves",
        "quarter",
        "quarters",
        "more",
        "less",
        "fewer",
        "of",
        "and",
        "or",
        "than",
        "to",
        "the",
        "a",
        "an",
    }
)
DATES = frozenset(
    "monday tuesday wednesday thursday friday saturday sunday january february march april may june july"
    " august september october november december".split()
)
OFFSET = re.compile(
    r"(?<![\w$.,/%-])(?P<by>\d+)\s+(?P<way>more|less|fewer)\s+than\s+"
    r"(?P<base>\d+)(?![\d.,/%])\s+(?P<noun>[a-z]+)\b",
    re.IGNORECASE,
)


def number_offsets(text: str, lexicon: Lexicon) -> Rewrite | None:
    """The problem with each "N more|less|fewer than M <noun>" told as the one number; None when there
    is none, or one of them is of a shape left to other readings."""
    del lexicon  # the shape is fixed words and digits; the nouns are read again by the whole reader
    edits: list[tuple[int, int, str]] = []
    steps: list[str] = []
    for found in OFFSET.finditer(text):
        if found.group("noun").casefold() in SCALES:
            return None  # "2 more than 3 times", "5 more than 2 dozen": a multiple or a scaled count
        if _other_holder(text, found):
            return None  # "Leo has 8 marbles. Mia has 2 fewer than 5 marbles.": 'times' left out?
        by, base = int(found.group("by")), int(found.group("base"))
        adds = found.group("way").casefold() == "more"
        value = base + by if adds else base - by
        if value < 1:
            return None  # "9 fewer than 6 beads": no count is told
        sign = "+" if adds else "-"
        edits.append((found.start(), found.end("base"), str(value)))
        steps.append(f"'{text[found.start() : found.end('base')]}' read as {base} {sign} {by} = {value}")
    return with_edits(text, edits, steps)


SUBJECT_PRONOUNS = frozenset({"he", "she", "they", "it", "we", "i", "you"})


def _other_holder(text: str, found: re.Match[str]) -> bool:
    """Whether the counted things are told with another number by another doer: then "2 fewer than 5
    marbles" reads like a comparison with a word left out ("5 times Leo's"), not one amount.

    Another doer is another opening word of the sentence, or a capitalised word between the two
    amounts in the offset's own sentence (a day or a month is no doer)."""
    noun = found.group("noun").casefold()
    sentences = split_sentences(text)
    home = next((s for s in sentences if s.start <= found.start() < s.end), None)
    if home is None:
        return True
    for told in re.finditer(rf"(?<![\w$.,/%-])\d+\s+{re.escape(noun)}\b", text, re.IGNORECASE):
        if found.start() <= told.start() < found.end():
            continue  # the offset's own base
        there = next((s for s in sentences if s.start <= told.start() < s.end), None)
        if there is None or there.is_question:
            continue
        if there is home:
            between = text[min(told.end(), found.end()) : max(told.start(), found.start())]
            if any(word.casefold() not in DATES for word in re.findall(r"\b[A-Z]\w*", between)):
                return True
        elif there.tokens[0].text.casefold() != home.tokens[0].text.casefold() and not (
            there.start > home.start and there.tokens[0].text.casefold() in SUBJECT_PRONOUNS
        ):
            return (
                True  # a later "They gave away 12 masks." speaks of the offset's own doer, or refuses later
            )
    return False
