"""A dummy-'it' question over two or more counted things: "How long will it take to groom 4 dogs and 3 cats?"
(ADR 0309).

"It takes 2 hours to groom a dog and 30 minutes to groom a cat" states one time per dog and one per
cat (ADR 0079, 0309). The question asks the time of one doing that covers both kinds; the reader
already answers each kind alone ("How many hours will it take to groom 4 dogs?") by scaling its one
rate, so the question is asked again once per kind, everything else kept, and the answers are added.
Doing the things one after another is what the scaled question already assumes for one kind.

Read (the whole question, nothing else in it):

    How long | How many <unit> | How much [money]  will|does|do|would|did  it  take|cost
        [<name> | <pronoun>]  to <verb>  N [adjectives] <noun> (, | and) N [adjectives] <noun> ...

Only times and prices are added: "How many apples will it take to bake 2 pies and 3 tarts?" may
share apples between the kinds, and people who lift a car may then lift a truck. Every part after
the verb is a count and a noun and nothing else ("and wash 2 cats", "4 dogs and
the cat", "each of the 4 dogs" refuse). The question's opening is the dummy-'it' question itself, so a
comparison ("How many more minutes"), a part ("How many of the minutes") or a second asked thing
never reaches this reading. Each part must be answered by the ordinary reading, all in one unit
(a rate in hours beside one in minutes asked "How long" answers in two units: refused), and each
part must be a different thing, or the sum counts one kind twice.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction

from packs.model import Lexicon
from reader.dummy_it import (
    ONE_WORDS,
    _asked,
    _Cursor,
    _named_person,
    _unpunctuated,
    it_takes_at,
    unit_free_number,
)
from reader.lifecycle import sentence_words
from reader.tokenise import split_sentences

SEPARATORS = frozenset({"and", ","})


@dataclass(frozen=True, slots=True)
class JoinedDoings:
    value: Fraction
    unit: str
    base: object  # the Answer for the first part
    step: str


def _opening_end(c: _Cursor) -> tuple[int, int] | None:
    """Where the doer (or 'to') and the counted parts begin after "How ... will it take [her] to paint".

    None for any other opening.
    """
    asked = _asked(c)
    if asked is None:
        return None
    unit, at, lemma = asked
    if unit is not None and unit.head != "long" and unit.dimension != "time":
        return None  # things used up or people reused: their sum is not said to be the need
    if not it_takes_at(c, at, lemma):
        return None
    begin = _doing_begin(c, at + 3)
    return None if begin is None else (at + 3, begin)


def _number_of_opening(c: _Cursor) -> tuple[str, int, int] | None:
    """ "What is the number of minutes it takes|took [her] to paint": the same question opened with
    "How many minutes does|did it take"; where the doer and the parts begin. None for any other opening.
    """
    words = ("what", "is", "the", "number", "of")
    if any(c.text(i) != word for i, word in enumerate(words)):
        return None
    unit = c.peek(5)
    verb = c.peek(7)
    if unit is None or unit.category != "unit_noun" or unit.attr("dimension") in ("", "money"):
        return None
    if c.text(6) != "it" or verb is None or verb.category != "verb_take" or verb.lemma != "take":
        return None
    tense = {"VBZ": "does", "VBD": "did"}
    aux = next((tense[t] for t in verb.tags if t in tense), None)
    if aux is None:
        return None
    begin = _doing_begin(c, 8)
    if begin is None:
        return None
    return f"How many {unit.text} {aux} it take ", 8, begin


def _doing_begin(c: _Cursor, at: int) -> int | None:
    """After "[her|Dawn] to <verb>" from ``at``: where the counted parts begin."""
    doer = c.peek(at)
    if doer is not None and (doer.category == "pronoun" or _named_person(doer, 0) is not None):
        at += 1
    action = c.peek(at + 1)
    if c.text(at) != "to" or action is None or "VB" not in action.tags:
        return None
    return at + 2


def counted_part(c: _Cursor, start: int, end: int) -> str | None:
    """ "4 dogs", "3 small cats": a stated whole count, describing words, one noun; the noun's lemma."""
    value = unit_free_number(c.peek(start))
    first = c.peek(start)
    if (
        value is None
        or first is None
        or first.text.casefold() in ONE_WORDS
        or value <= 0
        or value.denominator != 1
    ):
        return None
    i = start + 1
    while i < end and c.category(i) == "adjective":
        i += 1
    head = c.peek(i)
    if i != end - 1 or head is None or head.category != "noun":
        return None
    return head.lemma.casefold()


def read_joined_doings(
    text: str, lexicon: Lexicon, read: Callable[[str, Lexicon], object]
) -> JoinedDoings | None:
    """The sum of each part asked alone, or None when the question is not of this shape or a part refuses."""
    from reader.api import Answer

    sentences = split_sentences(text)
    if not sentences or not sentences[-1].is_question:
        return None
    question = sentences[-1]
    words = _unpunctuated(sentence_words(question, lexicon))
    if any(w is None for w in words):
        return None
    c = _Cursor(words)
    tokens = question.tokens
    opened = _opening_end(c)
    if opened is not None:
        rest, begin = opened
        opening = text[: tokens[rest].start]
    else:
        reworded = _number_of_opening(c)
        if reworded is None:
            return None
        head, rest, begin = reworded
        opening = text[: question.start] + head
    cuts = [i for i in range(begin, len(words)) if c.text(i) in SEPARATORS]
    bounds = [begin - 1, *cuts, len(words)]
    parts: list[tuple[int, int]] = []
    for start, end in zip(bounds, bounds[1:], strict=False):
        if end == start + 1 and c.text(start) == "," and c.text(end) == "and":
            continue  # the serial comma of ", and"
        parts.append((start + 1, end))
    if len(parts) < 2 and opened is not None:
        return None  # one part asked with "How ...": the ordinary reading's question
    heads = [counted_part(c, start, end) for start, end in parts]
    if any(h is None for h in heads) or len(set(heads)) != len(heads):
        return None
    doing = text[tokens[rest].start : tokens[begin].start]  # "her to paint "
    answers = []
    for start, end in parts:
        asked = opening + doing + text[tokens[start].start : tokens[end - 1].end] + "?"
        answer = read(asked, lexicon)
        if not isinstance(answer, Answer):
            return None
        answers.append(answer)
    units = {a.unit for a in answers}
    if len(units) != 1:
        return None
    value = sum((a.value for a in answers), Fraction(0))
    shown = " + ".join(str(a.value) for a in answers)
    return JoinedDoings(
        value, answers[0].unit, answers[0], f"each kind asked alone and added: {shown} = {value}"
    )
