""" "The oak plank is 25% longer than the pine plank.": a length or weight compared by a percentage (ADR 0500).

ADR 0120 reads a measure told against another thing's measure by a difference in units ("The mast is
6 meters taller than the pole", "The sack is 4 kilograms heavier than the box") and ADR 0101 reads the
measure told outright ("The pole is 30 meters tall", "The box weighs 12 kilograms"). ADR 0317 writes a
percentage of a count as a multiple, and the price readings (ADR 0444, 0458, 0475) take "30% cheaper"
of money; a length or a weight compared by a percentage was read by none of them. Yet when the other
thing's measure is told outright, the percentage names one difference in the same unit: 25% longer
than a plank of 8 feet is 2 feet longer. This retelling writes that difference and the whole reader
reads the retold problem, so the question and every check of ADR 0120 (the units, every measure used,
a chain solved once) still decide.

Read, in a problem of two to eight sentences that ends with a question, a statement made of nothing
but "<Y> is|was P% longer|shorter|taller|higher|deeper|wider|heavier|lighter than <X>.", "<Y>
weighs|weighed P% more|less than <X>." or "<Y> <verb> P% farther|further than <X>.", where <X> is told
exactly once in a sentence of its own as "<X> is|was N <unit> long|tall|high|deep|wide." (a length
unit), "<X> weighs|weighed N <unit>." (a unit of weight) or "<X> <the same verb> N <unit>." (a length
gone: "Ines cycled 30 kilometers."), or was itself just given a measure by a comparison retold here (a
chain: "the birch plank is 10% shorter than the oak plank"). The 'than' part may be left out only when
the sentence right before is the one telling <X>'s measure outright ("The pine plank is 8 feet long.
The oak plank is 25% longer."). A subject is a name, a name's thing ("Ivo's plank") or an article and
up to three words; the retold text names the base as told, with 'the' for its article.

The comparative must fit the measure: 'heavier'/'lighter'/'weighs more' only of a weight, the others
only of a length, 'farther' only of a length gone. Refused (None, so the first refusal stands): a length in hours or days (a duration:
ADR 0120 reads no "2 hours long"), money (the price readings take it), a percentage over 100 ("150%
longer" is said both for 2.5 and 1.5 times), a 'shorter'/'lighter' of 100% or more, a difference that
is not a finite decimal of at most two places, a base told twice or never, a pronoun or 'they' as
either side, 'not' or a negation anywhere, a comparison with 'times' ("3 times longer": 3 or 4
times?), any percentage in the question or in a sentence not read here ("80% of", "a 20% discount"),
and a subject that is its own base.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from fractions import Fraction

from packs.model import Lexicon
from reader.asked_amounts import finite_decimal
from reader.rewrites import Rewrite, with_edits
from reader.tokenise import split_sentences

__all__ = ["percent_measures"]

SUBJECT = r"(?:(?:[Tt]he|[Aa]n?) [a-z]+(?: [a-z]+){0,2}|[A-Z][a-z]+(?:'s [a-z]+(?: [a-z]+)?)?)"
NUM = r"\d+(?:\.\d+)?"
LENGTH_ADJS = frozenset({"long", "tall", "high", "deep", "wide"})
LENGTH_COMPARATIVES = {
    "longer": 1,
    "shorter": -1,
    "taller": 1,
    "higher": 1,
    "deeper": 1,
    "wider": 1,
}
MASS_COMPARATIVES = {"heavier": 1, "lighter": -1}
STATED_LENGTH = re.compile(
    rf"(?P<subj>{SUBJECT}) (?:is|was) (?P<n>{NUM}) (?P<unit>[a-z]+) (?P<adj>[a-z]+)\.$"
)
STATED_DISTANCE = re.compile(rf"(?P<subj>{SUBJECT}) (?P<verb>[a-z]+) (?P<n>{NUM}) (?P<unit>[a-z]+)\.$")
STATED_MASS = re.compile(rf"(?P<subj>{SUBJECT}) (?:weighs|weighed) (?P<n>{NUM}) (?P<unit>[a-z]+)\.$")
COMPARED = re.compile(
    rf"(?P<subj>{SUBJECT}) (?P<verb>is|was) (?P<pct>{NUM})(?:%| percent) (?P<comp>[a-z]+)"
    rf"(?: than (?P<base>{SUBJECT}))?\.$"
)
FARTHER = re.compile(
    rf"(?P<subj>{SUBJECT}) (?P<verb>[a-z]+) (?P<pct>{NUM})(?:%| percent) (?P<comp>farther|further)"
    rf"(?: than (?P<base>{SUBJECT}))?\.$"
)
WEIGHS_MORE = re.compile(
    rf"(?P<subj>{SUBJECT}) (?P<verb>weighs|weighed) (?P<pct>{NUM})(?:%| percent) (?P<dir>more|less)"
    rf"(?: than (?P<base>{SUBJECT}))?\.$"
)
# a first word that is not a subject the reader may take as one thing told once
NOT_SUBJECT = frozenset(
    "it he she they this that these those his her their its each every both all some there if when"
    " then one another other".split()
)
NEGATION = re.compile(r"\b(?:not|never|no|none)\b|n't\b", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class Measure:
    value: Fraction
    unit: str  # the unit word as told ("feet")
    kind: str  # "length", "mass", or "far:<verb>" for a length gone ("far:walked")
    at: int  # the index of the sentence that told it


def _key(subject: str) -> str:
    """A subject as it may be named again: 'A crate' and 'the crate' are one thing."""
    words = subject.casefold().split()
    if words[0] in {"a", "an", "the"}:
        words[0] = "the"
    return " ".join(words)


def _named_again(subject: str) -> str:
    """The subject as named after 'than': "The red rope" is "the red rope", "A crate" is "the crate"."""
    first, _, rest = subject.partition(" ")
    return f"the {rest}" if first in {"The", "A", "An"} and rest else subject


def _subject_ok(subject: str) -> bool:
    return subject.split()[0].casefold() not in NOT_SUBJECT


def _unit_kind(unit: str, lexicon: Lexicon) -> str:
    sense = lexicon.lookup(unit)
    if sense is None or sense.category != "unit_noun":
        return ""
    return sense.entry.attr("measures") or ""


def _stated(sentence: str, lexicon: Lexicon) -> tuple[str, Fraction, str, str] | None:
    """(subject, N, unit, kind) of "<X> is N feet long." / "<X> weighs N kilograms."; None otherwise."""
    m = STATED_LENGTH.fullmatch(sentence)
    measured = "length"
    if m is not None and m.group("adj") in LENGTH_ADJS:
        kind = "length"
    elif (m := STATED_MASS.fullmatch(sentence)) is not None:
        kind = measured = "mass"
    elif (m := STATED_DISTANCE.fullmatch(sentence)) is not None and _moving(m.group("verb"), lexicon):
        kind = f"far:{m.group('verb')}"
    else:
        return None
    if not _subject_ok(m.group("subj")) or _unit_kind(m.group("unit"), lexicon) != measured:
        return None
    value = Fraction(m.group("n"))
    return (m.group("subj"), value, m.group("unit"), kind) if value > 0 else None


def _moving(verb: str, lexicon: Lexicon) -> bool:
    """A verb a distance is gone by ("swam 3 miles"), not 'is', 'weighs' or 'has'."""
    sense = lexicon.lookup(verb)
    return (
        sense is not None
        and sense.category.startswith("verb")
        and verb not in {"weighs", "weighed", "has", "had", "is", "was", "costs", "cost"}
    )


def _decimal(value: Fraction) -> str | None:
    """The value in digits, when a finite decimal of at most two places."""
    if not finite_decimal(value) or (value * 100).denominator != 1:
        return None
    if value.denominator == 1:
        return str(value.numerator)
    return f"{float(value):.2f}".rstrip("0")


def _compared(sentence: str) -> tuple[re.Match[str], str, int] | None:
    """The match, the measure kind and the direction of a comparison by a percentage; None otherwise."""
    m = COMPARED.fullmatch(sentence)
    if m is not None:
        comp = m.group("comp")
        if comp in LENGTH_COMPARATIVES:
            return m, "length", LENGTH_COMPARATIVES[comp]
        if comp in MASS_COMPARATIVES:
            return m, "mass", MASS_COMPARATIVES[comp]
        return None
    m = FARTHER.fullmatch(sentence)
    if m is not None:
        return m, f"far:{m.group('verb')}", 1
    m = WEIGHS_MORE.fullmatch(sentence)
    if m is not None:
        return m, "mass", 1 if m.group("dir") == "more" else -1
    return None


def percent_measures(text: str, lexicon: Lexicon) -> Rewrite | None:
    """The problem with each length or weight compared by a percentage told as a difference; None if none."""
    if "%" not in text and "percent" not in text:
        return None
    sentences = split_sentences(text)
    if not 2 <= len(sentences) <= 8 or not sentences[-1].is_question or NEGATION.search(text):
        return None
    question = text[sentences[-1].start : sentences[-1].end]
    if "%" in question or "percent" in question:
        return None
    parts = [text[s.start : s.end].strip() for s in sentences[:-1]]
    told: dict[str, Measure] = {}
    for at, part in enumerate(parts):
        stated = _stated(part, lexicon)
        if stated is None:
            continue
        subject, value, unit, kind = stated
        if _key(subject) in told:
            return None  # a measure told twice: which is the base?
        told[_key(subject)] = Measure(value, unit, kind, at)
    edits: list[tuple[int, int, str]] = []
    steps: list[str] = []
    for at, (sentence, part) in enumerate(zip(sentences[:-1], parts, strict=True)):
        if "%" not in part and "percent" not in part:
            continue
        found = _compared(part)
        if found is None:
            return None  # a percentage this reading does not take: nothing is retold
        m, kind, direction = found
        subject = m.group("subj")
        base_told = m.group("base")
        if not _subject_ok(subject) or (base_told is not None and not _subject_ok(base_told)):
            return None
        if base_told is None:
            # no 'than': the base is the measure told outright in the sentence just before
            before = _stated(parts[at - 1], lexicon) if at > 0 else None
            if before is None:
                return None
            base_told = _named_again(before[0])
        base_key = _key(base_told)
        base = told.get(base_key)
        if base is None or base_key == _key(subject) or _key(subject) in told or base.kind != kind:
            return None
        pct = Fraction(m.group("pct"))
        if pct <= 0 or pct > 100 or (direction < 0 and pct >= 100):
            return None
        difference = base.value * pct / 100
        shown = _decimal(difference)
        if shown is None:
            return None
        comparative = m.group("comp") if "comp" in m.groupdict() else m.group("dir")
        retold = f"{subject} {m.group('verb')} {shown} {base.unit} {comparative} than {base_told}"
        told[_key(subject)] = Measure(base.value + direction * difference, base.unit, kind, -1)
        start = text.index(part, sentence.start)
        edits.append((start, start + len(part) - 1, retold))
        steps.append(
            f"{m.group('pct')}% {comparative} than {base_told}'s {_decimal(base.value)} {base.unit}"
            f" is {shown} {base.unit} {comparative}"
        )
    return with_edits(text, edits, steps)
