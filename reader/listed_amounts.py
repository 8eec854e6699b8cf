"""A list of bare amounts told for counted occasions, asked as a total or an average (ADR 0442).

"Lia got 80, 90 and 70 on her three tests. What is her average score?" refused at the second number
("two amounts in a row"): no rule reads a list of amounts that share one verb and one holder. The
list is one act told once per occasion, so it is retold as one sentence per amount ("Lia got 80
points. Lia got 90 points. ...") and the whole reader adds them up; an average is that total over
the number of amounts.

Read only a problem of exactly two sentences:

- "<Name> <verb in the past> N1, N2[,] and N3 [<plural noun>] on|in [her|his|the] [first|last]
  <count> <occasions>.": the count (a number word or digits) must be exactly the number of amounts,
  or the list does not say one amount per occasion and it refuses; the occasions are a plural noun
  (not a person) or a unit of time ("on three days").
- "What is|was her|his|the average|total <score noun>?", or "How many <noun> did <holder> <same verb>
  in all|in total|altogether|on average?". The holder is the told name or a pronoun that agrees with
  it (a name the pack files as female is not 'he').

A list whose unit is not told ("got 80, 90 and 70") is read as points only when the question asks
a score (score, points, marks, grade): "How many apples did she get?" after it refuses. A told unit
must be the asked one (miles asked after miles; 'score' only after points or marks). An average that
is not a finite decimal refuses, since it cannot be given exactly.

Anything else -- a third sentence, a second holder, a negation, mixed units, a distractor number --
does not fit the shape and stays refused. Tried only after every other reading refused.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from fractions import Fraction

from packs.model import Lexicon

_NUMBER = r"\d+(?:\.\d+)?"
_TOLD = re.compile(
    rf"^(?P<who>[A-Z][a-z]+) (?P<verb>[a-z]+) (?P<nums>{_NUMBER}(?:, {_NUMBER})*,? and {_NUMBER})"
    r"(?: (?P<unit>[a-z]+))? (?:on|in) (?:(?P<pos>her|his|the) )?(?:(?:first|last) )?"
    r"(?P<count>[a-z]+|\d+) (?P<occ>[a-z]+)\.$"
)
_WHAT = re.compile(r"^What (?:is|was) (?P<pos>her|his|the) (?P<kind>average|total) (?P<noun>[a-z]+)\?$")
_HOW_MANY = re.compile(
    r"^How many (?P<noun>[a-z]+) did (?P<who>[A-Za-z]+) (?P<verb>[a-z]+) "
    r"(?P<tail>in all|in total|altogether|on average)\?$"
)
_SCORE_NOUNS = frozenset({"score", "points", "marks", "grade"})
_SCORE_UNITS = frozenset({"points", "marks"})
_PRONOUNS = {"she": "female", "her": "female", "he": "male", "his": "male"}


@dataclass(frozen=True, slots=True)
class ListedAmounts:
    """The retold sum problem, its steps, how many amounts it adds, and whether their average is asked."""

    text: str
    steps: tuple[str, ...]
    total: Fraction
    count: int
    average: bool


def listed_amounts(text: str, lexicon: Lexicon) -> ListedAmounts | None:
    """The list retold as one sentence per amount with a total question; None when the shape does not fit."""
    parts = re.split(r"(?<=[.?])\s+", text.strip())
    if len(parts) != 2:
        return None
    told, asked = _TOLD.match(parts[0]), parts[1]
    if told is None:
        return None
    who, verb, unit = told["who"], _verb(told["verb"], lexicon), told["unit"]
    if verb is None or not _name(who, lexicon):
        return None
    amounts = [Fraction(n) for n in re.split(r",? and |, ", told["nums"])]
    if _count(told["count"], lexicon) != len(amounts) or not _occasions(told["occ"], lexicon):
        return None  # the count of occasions is not the count of amounts: not one amount each
    if unit is not None and not _plural_noun(unit, lexicon):
        return None
    if told["pos"] not in (None, "the") and not _agrees(told["pos"], who, lexicon):
        return None
    question = _question(asked, who, verb, unit, lexicon)
    if question is None:
        return None
    noun, average = question
    sentences = " ".join(f"{who} {told['verb']} {_fmt(n)} {noun}." for n in amounts)
    retold = f"{sentences} How many {noun} did {who} {verb} in all?"
    step = f"{told['nums']} on {len(amounts)} {told['occ']} read as {len(amounts)} amounts of {noun}"
    return ListedAmounts(retold, (step,), sum(amounts, Fraction(0)), len(amounts), average)


def _question(asked: str, who: str, verb: str, unit: str | None, lexicon: Lexicon) -> tuple[str, bool] | None:
    """(the noun the amounts are counted in, whether the average is asked), or None."""
    what = _WHAT.match(asked)
    if what is not None:
        if what["pos"] != "the" and not _agrees(what["pos"], who, lexicon):
            return None
        if what["noun"] not in _SCORE_NOUNS or (unit is not None and unit not in _SCORE_UNITS):
            return None  # only a score is asked this way, and only of points or marks
        return unit or "points", what["kind"] == "average"
    how = _HOW_MANY.match(asked)
    if how is None or _verb(how["verb"], lexicon, "VB") != verb:
        return None
    if how["who"] != who and not (how["who"] in ("she", "he") and _agrees(how["who"], who, lexicon)):
        return None
    noun = how["noun"]
    if unit is None and noun not in _SCORE_UNITS:
        return None  # a list with no unit is a list of scores, never of apples
    if unit is not None and noun != unit:
        return None
    return noun, how["tail"] == "on average"


def _verb(text: str, lexicon: Lexicon, form: str = "VBD") -> str | None:
    """The lemma of a verb in the given form ('got' -> 'get'); None for anything else."""
    sense = lexicon.lookup(text)
    if sense is None or not sense.entry.category.startswith("verb") or (text, form) not in sense.entry.forms:
        return None
    return sense.entry.lemma


def _name(text: str, lexicon: Lexicon) -> bool:
    """A name: one the pack lists (as a name, or a noun with a name's gender: 'Tom'), or a word it does not know."""
    sense = lexicon.lookup(text)
    return sense is None or sense.entry.category == "name" or "name_gender" in dict(sense.entry.attrs)


def _agrees(pronoun: str, who: str, lexicon: Lexicon) -> bool:
    """'her', 'she' of a name not filed as male; 'his', 'he' of one not filed as female."""
    sense = lexicon.lookup(who)
    if sense is None:
        return True  # a name the pack does not know: the one person of the story
    attrs = dict(sense.entry.attrs)
    gender = attrs.get("gender") if sense.entry.category == "name" else attrs.get("name_gender")
    return gender is None or gender == _PRONOUNS[pronoun]


def _count(text: str, lexicon: Lexicon) -> int | None:
    if text.isdigit():
        return int(text)
    sense = lexicon.lookup(text)
    if sense is None or sense.entry.category != "number_word":
        return None
    value = Fraction(dict(sense.entry.attrs).get("value", "0"))
    return int(value) if value.denominator == 1 and value >= 2 else None


def _occasions(text: str, lexicon: Lexicon) -> bool:
    """A plural thing noun (tests, games) or a plural unit of time (days, weeks)."""
    sense = lexicon.lookup(text)
    if sense is None or not text.endswith("s"):
        return False
    attrs = dict(sense.entry.attrs)
    if sense.entry.category == "unit_noun":
        return attrs.get("dimension") == "time"
    return sense.entry.category == "noun" and (
        (text, "NNS") in sense.entry.forms or sense.entry.lemma == text
    )


def _plural_noun(text: str, lexicon: Lexicon) -> bool:
    sense = lexicon.lookup(text)
    return (
        sense is not None
        and sense.entry.category in ("noun", "unit_noun")
        and text.endswith("s")
        and (text, "NNS") in sense.entry.forms
    )


def _fmt(value: Fraction) -> str:
    return str(value.numerator) if value.denominator == 1 else str(float(value))


__all__ = ["ListedAmounts", "listed_amounts"]
