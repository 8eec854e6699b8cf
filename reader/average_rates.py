"""A rate told as an average ("an average of 4 laps a day", "on average, 3 calls per hour"), where every
other reading refused (ADR 0505).

An average of N for each X, taken over some number of Xs, gives the total exactly: N times the count is
the sum. So where the question asks for a total over all the Xs (or for the rate itself), the averaging
words add nothing, and the problem is told again without them and read by the whole reader. "During 25
minutes" in such a story is told as "In 25 minutes". A refusal of the retold text leaves the first
refusal standing.

Retold: "an average of" right before a number whose clause names a rate ('per', 'a', 'an', 'each',
'every' after the number: "Kim bakes an average of 12 rolls an hour"), "On average," opening a
sentence, and "on average" anywhere else ("How many rolls does Kim bake in 5 hours on average?").

Refused (left as it was): a story or question about one particular X (an ordinal, 'last', 'next',
'other', "one of these": the average says nothing about one day or one hole); an average with no rate
after it ("an average of 88 on her tests": an averages problem, or an average of told amounts, read by
reader/averages.py or refused); 'average' left over after the retelling ("an average dog", "what is the
average"); an average aimed at or told beside amounts of particular days ('wants', 'goal', 'reach',
'so far', 'the rest', 'remaining', 'past', 'tonight', a weekday: "She wants an average of 20 laps a day.
She swam 15 laps on Monday."); approximations ('about', 'roughly', 'nearly', 'almost', 'around',
'at least', 'at most', 'approximately'); negation; an average told of a group ('they', 'we', 'both', 'all', 'together',
'combined', 'each of', a counted subject: is the rate per member or for all of them?); and an average
asked with 'each' or a rate in the question ("how many does each of them read on average?", "how many
a day on average?"), where the total may be several told amounts that are not equal; and an average asked
where the story tells no average rate, or with no span told in the question ("Ali picked 8 figs. Bo
picked 5 figs. How many figs did Ali pick on average?", "Ed ran 2 miles at 8 minutes per mile. How many
minutes did he run on average?").
"""

from __future__ import annotations

import re

from packs.model import Lexicon
from reader.rewrites import Rewrite, with_edits

NUMBER = r"(?:\$?\d[\d,]*(?:\.\d+)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a\s+dozen)"
AN_AVERAGE_OF = re.compile(rf"\ban\s+average\s+of\s+(?={NUMBER}\b)", re.IGNORECASE)
OPENING = re.compile(r"(?:^|(?<=[.!?]\s))On\s+average,\s+(?P<next>\w)")
ON_AVERAGE = re.compile(r",?\s+on\s+average\b,?", re.IGNORECASE)
DURING = re.compile(rf"\bDuring\s+(?={NUMBER}\s+(?:seconds?|minutes?|hours?|days?|weeks?|months?|years?)\b)")
RATE_AFTER = re.compile(rf"^{NUMBER}\b[^.,;!?]*?\b(?:per|a|an|each|every)\s+\w+", re.IGNORECASE)
AVERAGE = re.compile(r"\baverag", re.IGNORECASE)
PARTICULAR = re.compile(
    r"\b(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last|final|next|other|"
    r"another|\d+(?:st|nd|rd|th)|one\s+of\s+(?:these|those|the|them))\b",
    re.IGNORECASE,
)
APPROXIMATE = re.compile(
    r"\b(?:about|roughly|nearly|almost|around|approximately|at\s+least|at\s+most|or\s+so|up\s+to)\b",
    re.IGNORECASE,
)
TARGET = re.compile(
    r"\b(?:wants?|wanted|goal|target|reach|hopes?|aims?|plans?|so\s+far|rest|remaining|past|tonight|today|"
    r"yesterday|tomorrow|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b",
    re.IGNORECASE,
)
NEGATION = re.compile(r"\b(?:not|never|no|none|nobody|without)\b|n't\b", re.IGNORECASE)
GROUP = re.compile(
    rf"\b(?:they|we|both|all|together|combined|altogether|each\s+of|everyone|between)\b|^(?:the\s+)?{NUMBER}\s",
    re.IGNORECASE,
)
PERIOD = r"(?:second|minute|hour|day|week|month|year|night|game|round|lap|hole|mile)"
RATE = re.compile(rf"\b(?:per|every)\s+\w+|\ban?\s+{PERIOD}\b", re.IGNORECASE)
SPAN = re.compile(rf"\b(?:in|for|over)\s+{NUMBER}\s+\w+", re.IGNORECASE)
SENTENCE = re.compile(r"[^.!?]+[.!?]?")


def average_rates(text: str, lexicon: Lexicon) -> Rewrite | None:
    """The problem with its averaging words left out; None when there are none or a guard holds."""
    del lexicon  # the shapes are fixed words; the lexicon plays no part
    if any(guard.search(text) for guard in (PARTICULAR, APPROXIMATE, NEGATION, TARGET)):
        return None
    edits: list[tuple[int, int, str]] = []
    steps: list[str] = []
    story_averaged = False
    for sentence in SENTENCE.finditer(text):
        said = sentence.group()
        asked = said.rstrip().endswith("?")
        averaged = loose = False
        for found in AN_AVERAGE_OF.finditer(said):
            if not RATE_AFTER.search(said[found.end() :]):
                return None  # "an average of 88 on her tests": no rate
            edits.append((sentence.start() + found.start(), sentence.start() + found.end(), ""))
            steps.append(f"'{found.group().strip()}' left out: an average rate over all gives the total")
            averaged = True
        opening = OPENING.search(said)
        if opening is not None:
            start = sentence.start() + opening.start()
            edits.append((start, sentence.start() + opening.end(), opening.group("next").upper()))
            steps.append("'On average,' left out: an average rate over all gives the total")
            averaged = loose = True
        else:
            for found in ON_AVERAGE.finditer(said):
                edits.append((sentence.start() + found.start(), sentence.start() + found.end(), ""))
                steps.append("'on average' left out: an average rate over all gives the total")
                averaged = loose = True
        if averaged and GROUP.search(said.strip()):
            return None  # the average of a group: per member, or for all of them?
        if loose and asked and (re.search(r"\beach\b", said, re.IGNORECASE) or RATE.search(said)):
            return None  # "how many does each read on average?", "how many a day on average?"
        if loose and asked and not (story_averaged and SPAN.search(said)):
            return None  # "Ali read 9 books, Bo read 5. How many did Ali read on average?": no averaged rate
        story_averaged = story_averaged or (averaged and not asked)
    if not edits:
        return None
    for found in DURING.finditer(text):
        edits.append((found.start(), found.end(), "In "))
        steps.append("'During' read as 'In'")
    retold = with_edits(text, edits, steps)
    if retold is None or AVERAGE.search(retold.text):
        return None  # "an average dog", "what is the average": 'average' still to be read
    return retold


__all__ = ["average_rates"]
