"""A rate asked from two totals of one doer's one outing (ADR 0506).

"Ira rode 90 miles and used 3 gallons of fuel. How many miles per gallon did he get?" tells two totals
of the same trip; the asked rate is the first total shared over the second: 90 / 3 = 30 miles for each
gallon. The reader reads each total but gives 'per' no role in such a question. Here each total is
asked again of the whole reader in plain words ("How many miles did he ride?", "How many gallons did he
use?"), so every check it makes (whose amount, a change after it, a second doer) still applies, and
only when both answers are exactly the two numbers told is the one shared over the other.

Read only where the question is "How many <things> per <unit> did|does|do|will <doer> <verb> [...]?",
the doer one name, a singular pronoun or "the <noun>", and the verb the story's verb for the things or
'get'; and the story is statements holding exactly two numbers, one before the asked things and one
before the unit (its plural), each told once. Left refused:
- any other number in the story (a distractor, a third total, a second trip);
- 'each', 'every', 'per' or 'a' + unit of time in the story: a rate is already told there;
- a doer 'they' or 'we', a second name anywhere in the problem, or a re-asked total the reader does not give back
  as the told number (a second doer, a change after the totals, an unread verb such as 'saw');
- a rate that is no finite decimal (10 / 3 miles per gallon cannot be given exactly).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction

from packs.model import Lexicon
from reader.asked_amounts import finite_decimal
from reader.lifecycle import sentence_words
from reader.tokenise import split_sentences

QUESTION = re.compile(
    r"^how many (?P<things>[a-z]+(?: [a-z]+)?) per (?P<unit>[a-z]+) (?P<aux>did|does|do|will) "
    r"(?P<doer>he|she|it|i|[A-Z][a-z]+|the [a-z]+) (?P<verb>[a-z]+)(?P<tail>(?: [a-z']+)*)\?$",
    re.IGNORECASE,
)
TOLD_RATE = re.compile(r"\b(?:each|every|per|an?\s+(?:hour|minute|day|week|month|year)s?)\b", re.IGNORECASE)
NUMBER = re.compile(r"(?<![\w.,/$])\d+(?![\d.,/])")
ANY_DIGIT = re.compile(r"\d")
PRONOUNS = frozenset({"he", "she", "it", "i"})


@dataclass(frozen=True, slots=True)
class PerRate:
    value: Fraction
    unit: str
    base: object
    step: str


def read_per_rate(text: str, lexicon: Lexicon, read: Callable[[str, Lexicon], object]) -> PerRate | None:
    """The asked rate of two told totals, each re-asked of the whole reader; None when it is not that."""
    from reader.answer import Answer

    sentences = split_sentences(text)
    if len(sentences) < 2 or not sentences[-1].is_question:
        return None
    question = sentences[-1]
    asked = QUESTION.match(text[question.start : question.end].strip())
    if asked is None:
        return None
    story = text[: question.start]
    if TOLD_RATE.search(story) or ANY_DIGIT.search(asked.group(0)):
        return None
    numbers = list(NUMBER.finditer(story))
    if len(numbers) != 2 or len(ANY_DIGIT.findall(story)) != sum(len(n.group(0)) for n in numbers):
        return None  # a distractor, a decimal, a third total: not two totals alone
    things, unit = asked.group("things").casefold(), asked.group("unit").casefold()
    told = {}
    for number in numbers:
        after = story[number.end() :].casefold()
        if after.startswith(f" {things}") and re.match(rf" {re.escape(things)}\b", after):
            told.setdefault("things", []).append(number)
        elif re.match(rf" {re.escape(unit)}e?s\b", after):
            told.setdefault("unit", []).append(number)
    if len(told.get("things", ())) != 1 or len(told.get("unit", ())) != 1:
        return None
    verbs = _verbs(sentences[:-1], lexicon, told["things"][0].start(), told["unit"][0].start())
    if verbs is None:
        return None
    things_verb, unit_verb = verbs
    if asked.group("verb").casefold() not in (things_verb, "get"):
        return None
    plural = re.match(rf" ({re.escape(unit)}e?s)\b", story[told["unit"][0].end() :], re.IGNORECASE).group(1)
    aux, doer, tail = asked.group("aux"), asked.group("doer"), asked.group("tail")
    totals = []
    for noun, verb, number in (
        (things, things_verb, told["things"][0]),
        (plural, unit_verb, told["unit"][0]),
    ):
        reasked = f"How many {noun} {aux} {doer} {verb}{tail}?"
        found = read(text[: question.start] + reasked + text[question.end :], lexicon)
        if not isinstance(found, Answer) or found.value != int(number.group(0)):
            return None  # the reader does not give this total back as the doer's told number
        totals.append(found)
    value = totals[0].value / totals[1].value
    if value <= 0 or not finite_decimal(value):
        return None
    step = f"{totals[0].value} {things} shared over {totals[1].value} {plural}: {value} {things} per {unit}"
    return PerRate(value, f"{things} per {unit}", totals[0], step)


def _verbs(sentences, lexicon: Lexicon, things_at: int, unit_at: int) -> tuple[str, str] | None:
    """The lemmas of the verbs right before the two told numbers; None when either is not a verb, or
    when a verb has a subject of its own other than one word opening its sentence ("and Kit used")."""
    lemmas: dict[int, str] = {}
    subjects: set[str] = set()
    for sentence in sentences:
        words = sentence_words(sentence, lexicon)
        tokens = sentence.tokens
        for i, token in enumerate(tokens):
            if token.start in (things_at, unit_at) and i > 0:
                word = words[i - 1]
                if word is None or not word.category.startswith("verb"):
                    return None
                before = tokens[i - 2].text.casefold() if i >= 2 else ""
                if i == 2:
                    subjects.add(before)
                elif before != "and" or not subjects:
                    return None  # "and Kit used 4 gallons": a second doer, or an unread opening
                lemmas[token.start] = word.lemma.casefold()
    if things_at not in lemmas or unit_at not in lemmas or len(subjects - PRONOUNS) > 1:
        return None
    return lemmas[things_at], lemmas[unit_at]
