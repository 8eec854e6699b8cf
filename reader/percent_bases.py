""" "Tove counts 40 swans and 25% more geese than swans": a percentage of a count just told (ADR 0494).

ADR 0317 writes "50% more ants than Abe" as a multiple, which the sentence reader reads when the base
after 'than' is a holder it knows. When the base is instead the kind of things counted just before in
the same list ("40 swans ... and 25% more geese than swans"), the multiple has no holder to compare and
the sentence refuses; yet the phrase names one plain amount, the count times (1 +/- P/100). This
retelling tells that amount as a count ("and 50 geese") and the whole reader reads the retold problem,
so every other word, the question above all, is still its to read or refuse.

Read, in a statement of a problem of two to six sentences that ends with a question: "N <things>
[<tail>] [,] and P% more|fewer|less <others> than <things>", where <things> are the one or two words
right after N and again after 'than' (the sentence ends there), the tail is at most five plain words
(no number, no relating word: "on the fence"), <others> differ from <things>, and N and P are the
only numbers of the sentence.

Refused (None, so the first refusal stands): a count that does not come out whole and above nothing,
a 'fewer'/'less' of 100% or more, money or a measure ("$20", "4 hours": not a count), a base that is
not the things just told ("than ducks", "than Abe's"), a comparison with no 'than' (ADR 0317 leaves
"Omar has 50% more marbles." refused: more than what?), "longer", "shorter", "faster" and any other
comparative, a negation, 'they'/'them'/'their' anywhere (whose amount?), leftovers ('left',
'remaining', 'rest'), a percentage in the question, and any sentence with a percentage not read so.
"""

from __future__ import annotations

import re
from fractions import Fraction

from packs.model import Lexicon
from reader.derivation import fmt
from reader.rewrites import Rewrite, with_edits
from reader.tokenise import split_sentences

__all__ = ["percent_bases"]

WORD = r"[a-z]+"
THINGS = rf"{WORD}(?: {WORD})?"
PCT = r"(?P<pct>\d+(?:\.\d+)?)% (?P<dir>more|fewer|less)"
# N things, a plain tail, 'and', the comparison with 'than' and the same things
IN_LIST = re.compile(
    rf"(?<![\w$.,])(?P<n>\d+) (?P<body>{WORD}(?: {WORD})*?)(?: ?,)? and {PCT} (?P<others>{THINGS}) than"
    rf" (?P<base>{THINGS})(?=[.,!?]|$)"
)
NUMBER = re.compile(r"\d|\$")
# words that make the problem not one of a plain count compared: whose amount, what is left, a measure
STOP = frozenset(
    {"they", "them", "their", "not", "no", "never", "left", "remaining", "rest", "remain", "remains"}
    | {"each", "every", "per", "times", "twice", "half", "double", "triple", "percent", "of"}
    | {"hour", "hours", "minute", "minutes", "day", "days", "week", "weeks", "year", "years", "month"}
    | {"months", "dollars", "dollar", "cents", "meters", "miles", "feet", "inches", "pounds", "kilograms"}
    | {"liters", "gallons", "ounces", "grams", "yards", "km", "kilometers", "centimeters", "cm"}
)
# words that cannot stand in a tail between the count and 'and': they relate or bring amounts
TAIL_STOP = STOP | {"more", "less", "fewer", "than", "as", "and", "or", "but", "some", "all", "only"}
NUMBER_WORDS = frozenset(
    "one two three four five six seven eight nine ten eleven twelve dozen dozens hundred thousand".split()
)
BEFORE_COUNT = frozenset({"in", "at", "on", "for", "after", "by", "within", "day", "week", "grade", "to"})


def _words(text: str) -> list[str]:
    return re.findall(r"[a-z']+", text.casefold())


def _scaled(n: int, pct: str, direction: str) -> Fraction | None:
    """The count n times (1 +/- pct/100), when whole and above nothing."""
    p = Fraction(pct)
    if p <= 0 or (direction != "more" and p >= 100):
        return None
    value = n * (1 + p / 100 if direction == "more" else 1 - p / 100)
    return value if value.denominator == 1 and value > 0 else None


def _count_ok(text: str, start: int) -> bool:
    """The count at ``start`` is an amount told, not a time or a place ("in 3 rooms", "day 2")."""
    before = _words(text[:start])
    return not before or before[-1] not in BEFORE_COUNT


def _in_list(text: str, start: int, end: int) -> tuple[tuple[int, int, str], str] | None:
    part = text[start:end]
    found = list(IN_LIST.finditer(part))
    if len(found) != 1 or part.count("%") != 1 or part.count(" than ") != 1:
        return None
    m = found[0]
    body = m.group("body").split()
    base = m.group("base").split()
    if body[: len(base)] != base or len(body) > len(base) + 5:
        return None  # the base is not the things told right after N, or the tail is long
    tail = body[len(base) :]
    if any(w in TAIL_STOP or w in NUMBER_WORDS for w in tail):
        return None
    if m.group("others") == m.group("base") or any(w in STOP for w in m.group("others").split()):
        return None
    if any(w in STOP for w in base) or not _count_ok(part, m.start("n")):
        return None
    if NUMBER.findall(part[: m.start("n")]) or len(re.findall(r"\d+(?:\.\d+)?", part)) != 2:
        return None  # another number in the sentence: the base may not be the one told
    if any(w in NUMBER_WORDS for w in _words(part)):
        return None  # another number in the sentence: the base may not be the one told
    value = _scaled(int(m.group("n")), m.group("pct"), m.group("dir"))
    if value is None:
        return None
    cut = start + m.start("pct")
    edit = (cut, start + m.end("base"), f"{fmt(value)} {m.group('others')}")
    step = (
        f"{m.group('pct')}% {m.group('dir')} {m.group('others')} than {m.group('n')} {m.group('base')}"
        f" is {fmt(value)} {m.group('others')}"
    )
    return edit, step


def percent_bases(text: str, lexicon: Lexicon) -> Rewrite | None:
    """The problem with each percentage comparison of counts told as the count it names; None if none."""
    del lexicon  # the retold problem is read by the whole reader, with its lexicon
    sentences = split_sentences(text)
    if len(sentences) < 2 or not sentences[-1].is_question or len(sentences) > 6:
        return None
    if any(w in STOP for w in _words(text) if w in {"they", "them", "their", "not", "no", "never"}):
        return None
    if any(
        w in {"left", "remaining", "rest", "remain", "remains"} or w.endswith("n't") for w in _words(text)
    ):
        return None
    if "%" in text[sentences[-1].start : sentences[-1].end]:
        return None
    edits: list[tuple[int, int, str]] = []
    steps: list[str] = []
    for s in sentences[:-1]:
        if "%" not in text[s.start : s.end]:
            continue
        found = _in_list(text, s.start, s.end)
        if found is None:
            return None  # a percentage this reading does not take: nothing is retold
        edits.append(found[0])
        steps.append(found[1])
    return with_edits(text, edits, steps)
