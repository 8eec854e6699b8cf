"""Companions of an activity: "Julia played tag with 12 kids on Monday" (ADR 0144).

The persons counted after 'with' are not held, given or gained: they are who
shared the doer's activity on that day. A question "How many kids did she
play with (on Monday | altogether)?" counts them again, per the days it
names. So this reading is tried only when the ordinary reading refused, and
only for a problem made of nothing but such statements about one person and
one question over them:

- "<person> <activity verb> [object] with N <persons> [on <day>]", the
  object at most two nouns ("tag", "board games"); a list of further
  "N <persons> on <day>" joined by commas and 'and', each with its own day;
  "had played" as the past of the story;
- "How many <persons> did <person> <verb> [object] with [on <day> [and <day>]]
  [altogether | in all | in total]?" sums the events of those days (of that
  object, if named); "How many more <persons> did ... with on <day> than on
  <day>?" subtracts the second day's from the first.

One person only ('he'/'she' is that person), one verb, one noun for the
persons counted, whole counts, and no two statements of the same activity on
the same day (a restatement or a second group?). Any other word, a number
that is no count of companions ("for 3 hours"), 'the same', 'more' in a
statement, 'each', 'not', a day asked that no statement names, a question
without a day or total over several events, and a difference that is not
positive leave the first refusal standing.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from packs.model import Lexicon
from reader.answer import Answer
from reader.derivation import fmt
from reader.doer_tallies import DoerChanges, Tally, doer_answer, whole_count
from reader.rules.context import Word
from reader.whole_problem_words import Unread, one_person, or_none, story_and_question

NO_DAY = ""  # an event whose day the statement does not name


@dataclass(frozen=True, slots=True)
class Outing:
    """One count of companions: the activity's object, its day, how many, and where it was read."""

    thing: tuple[str, ...]
    day: str
    count: Fraction
    sentence_index: int
    token_index: int
    text: str


@dataclass(frozen=True, slots=True)
class Asked:
    kind: str  # "sum" or "difference"
    thing: tuple[str, ...]  # () for every activity
    days: tuple[str, ...]  # () for every day; two for a difference
    sentence_index: int
    token_index: int


@dataclass
class _Story:
    """What every clause must agree on: the one doer, the verb and the persons' noun."""

    doer: Word | None = None
    verb: str = ""
    noun: str = ""

    def same(self, field: str, value: str) -> None:
        have = getattr(self, field)
        if have and have != value:
            raise Unread  # a second verb or a second kind of person
        setattr(self, field, value)


def read_companions(text: str, lexicon: Lexicon) -> Answer | None:
    """The answer when the whole problem is companions of one doer's activity; else None."""
    return or_none(_read, text, lexicon)


def _read(text: str, lexicon: Lexicon) -> Answer | None:
    shape = story_and_question(text, lexicon, lambda words: any(w.category == "prep_with" for w in words))
    if shape is None:
        return None  # a sentence about something else: not this reading
    statements, question, qi = shape
    story = _Story()
    outings = [x for si, words in statements for x in _statement(words, si, story)]
    asked = _question(question, qi, story)
    return _solve(tuple(outings), asked, story)


def _comma(word: Word) -> bool:
    return word.category == "punctuation" and word.attr("mark") == "comma"


def _and(word: Word) -> bool:
    return word.category == "conjunction" and word.lemma.casefold() == "and"


# --- statements ----------------------------------------------------------------


def _statement(words: tuple[Word, ...], si: int, story: _Story) -> list[Outing]:
    """ "Julia played tag with 12 kids on Monday, 9 kids on Tuesday and 3 kids on Friday"."""
    if len(words) < 5:
        raise Unread
    story.doer = one_person(words[0], story.doer)
    at = 1
    if words[at].category == "verb_possess" and words[at].text.casefold() == "had":
        at += 1  # "She had played tag with 6 kids": the past before the past, still the story's past
    verb = words[at]
    if verb.category != "verb_activity" or "VBD" not in verb.tags and "VBN" not in verb.tags:
        raise Unread
    story.same("verb", verb.lemma.casefold())
    thing, at = _thing(words, at + 1)
    if at >= len(words) or words[at].category != "prep_with":
        raise Unread
    items = _items(words[at + 1 :])
    outings = []
    for number, noun, day in items:
        if len(items) > 1 and day == NO_DAY:
            raise Unread  # "with 3 kids and 4 kids": two groups on one day, or two days unsaid?
        story.same("noun", noun.lemma.casefold())
        outings.append(
            Outing(thing, day, whole_count(number), si, number.index, f"{number.text} {noun.text}")
        )
    return outings


def _thing(words: tuple[Word, ...], at: int) -> tuple[tuple[str, ...], int]:
    """At most two nouns naming what was played or done ("tag", "board games"), then where 'with' is."""
    thing: list[str] = []
    while at < len(words) and words[at].category == "noun" and len(thing) < 2:
        thing.append(words[at].lemma.casefold())
        at += 1
    return tuple(thing), at


def _items(words: tuple[Word, ...]) -> list[tuple[Word, Word, str]]:
    """ "12 kids on Monday, 9 kids on Tuesday and 3 kids on Friday": each count, its noun and its day."""
    items = []
    at = 0
    while True:
        if at + 1 >= len(words):
            raise Unread
        number, noun = words[at], words[at + 1]
        if number.category not in ("number", "number_word") or noun.category != "person_noun":
            raise Unread  # "12 more kids", "the same kids", "2 dogs", "3 hours"
        if "NNS" not in noun.tags and whole_count(number) != 1:
            raise Unread
        at += 2
        day = NO_DAY
        if at < len(words) and words[at].category == "prep_in" and words[at].lemma.casefold() == "on":
            day = _day(words, at + 1)
            at += 2
        items.append((number, noun, day))
        if at == len(words):
            return items
        if _comma(words[at]):
            at += 1
            if at < len(words) and _and(words[at]):
                at += 1
        elif _and(words[at]):
            at += 1
        else:
            raise Unread


def _day(words: tuple[Word, ...], at: int) -> str:
    """The day after 'on': a time word of the 'during' kind ("Monday"), one only."""
    if at >= len(words):
        raise Unread
    word = words[at]
    if word.category != "time_marker" or word.attr("relation") != "during":
        raise Unread
    return word.lemma.casefold()


# --- the question ----------------------------------------------------------------


def _question(words: tuple[Word, ...], si: int, story: _Story) -> Asked:
    """ "How many [more] kids did she play [tag] with [on Monday [and Friday]] [altogether] [than on ...]"."""
    if len(words) < 7 or words[0].category != "question_word" or words[0].attr("asks") != "manner":
        raise Unread
    if words[1].category != "question_quantity" or words[1].attr("kind") != "count":
        raise Unread
    at = 2
    more = words[at].category == "comparative" and words[at].lemma.casefold() == "more"
    at += 1 if more else 0
    noun, aux = words[at], words[at + 1]
    if noun.category != "person_noun" or noun.lemma.casefold() != story.noun:
        raise Unread  # another kind of person than the statements count
    if aux.category != "auxiliary" or aux.text.casefold() != "did":
        raise Unread
    story.doer = one_person(words[at + 2], story.doer)
    if at + 3 >= len(words):
        raise Unread
    verb = words[at + 3]
    if verb.category != "verb_activity" or verb.lemma.casefold() != story.verb or "VB" not in verb.tags:
        raise Unread
    thing, at = _thing(words, at + 4)
    if at >= len(words) or words[at].category != "prep_with":
        raise Unread
    rest = words[at + 1 :]
    if more:
        return _difference(rest, thing, si, words[0].index)
    days, rest = _days(rest)
    total, rest = _total(rest)
    if not days:
        days, rest = _days(rest)  # "altogether on Monday and Friday"
    if rest:
        raise Unread
    return Asked("sum" if total or len(days) > 1 else "one", thing, days, si, words[0].index)


def _days(words: tuple[Word, ...]) -> tuple[tuple[str, ...], tuple[Word, ...]]:
    """ "on Monday", "on Monday and Friday", "on Monday and on Friday": the days and the words after."""
    days: list[str] = []
    at = 0
    while at < len(words) and words[at].category == "prep_in" and words[at].lemma.casefold() == "on":
        days.append(_day(words, at + 1))
        at += 2
        while at < len(words) and (_and(words[at]) or _comma(words[at])):
            at += 1
            if at < len(words) and words[at].category == "time_marker":
                days.append(_day(words, at))
                at += 1
            elif at >= len(words) or words[at].category != "prep_in":
                raise Unread
    if len(set(days)) != len(days):
        raise Unread
    return tuple(days), words[at:]


def _total(words: tuple[Word, ...]) -> tuple[bool, tuple[Word, ...]]:
    """ "altogether", "in all", "in total" (never "together": with whom?)."""
    if words and words[0].category == "aggregate_marker" and words[0].lemma.casefold() == "altogether":
        return True, words[1:]
    if len(words) >= 2 and words[0].category == "prep_in" and words[0].lemma.casefold() == "in":
        last = words[1].lemma.casefold()
        if (words[1].category == "determiner" and last == "all") or (
            words[1].category == "aggregate_marker" and last == "total"
        ):
            return True, words[2:]
    return False, words


def _difference(words: tuple[Word, ...], thing: tuple[str, ...], si: int, token: int) -> Asked:
    """ "on Tuesday than on Wednesday": the first day's count less the second's."""
    thans = [i for i, w in enumerate(words) if w.category == "than_marker"]
    if len(thans) != 1:
        raise Unread
    first, left = _days(words[: thans[0]])
    second, right = _days(words[thans[0] + 1 :])
    if left or right or len(first) != 1 or len(second) != 1 or first == second:
        raise Unread
    return Asked("difference", thing, first + second, si, token)


# --- solving ---------------------------------------------------------------------


def _solve(outings: tuple[Outing, ...], asked: Asked, story: _Story) -> Answer | None:
    seen = {(o.thing, o.day) for o in outings}
    if len(seen) != len(outings) or story.doer is None:
        return None  # the same activity twice on one day: a restatement, or a second group?
    if any(o.thing == () for o in outings) and len({o.thing for o in outings}) > 1:
        return None  # "played with 3 kids" beside "played tag with 5 kids": the same play or another?
    kept = [o for o in outings if not asked.thing or o.thing == asked.thing]
    if not kept:
        return None  # an activity no statement names
    if asked.days:
        if any(o.day == NO_DAY for o in kept):
            return None  # a day asked beside counts with no day
        named = {o.day for o in kept}
        if any(d not in named for d in asked.days):
            return None  # a day no statement names for that activity
    if asked.kind == "one" and not asked.days and len(kept) > 1:
        return None  # several outings and neither a day nor 'altogether': the last, or all of them?
    if asked.kind == "difference":
        one = [o for o in kept if o.day == asked.days[0]]
        two = [o for o in kept if o.day == asked.days[1]]
        value = sum((o.count for o in one), Fraction(0)) - sum((o.count for o in two), Fraction(0))
        if value <= 0:
            return None  # "how many more ... on Monday" with Monday not more
        used = one + two
    else:
        used = [o for o in kept if not asked.days or o.day in asked.days]
        value = sum((o.count for o in used), Fraction(0))
    return _built(tuple(used), asked, story, value)


def _built(used: tuple[Outing, ...], asked: Asked, story: _Story, value: Fraction) -> Answer:
    assert story.doer is not None
    steps = [
        f"{story.verb} {' '.join(o.thing) or ''} with {o.text}{_on(o.day)}".replace("  ", " ") for o in used
    ]
    if asked.kind == "difference":
        a = sum((o.count for o in used if o.day == asked.days[0]), Fraction(0))
        b = sum((o.count for o in used if o.day == asked.days[1]), Fraction(0))
        steps.append(f"{fmt(a)} - {fmt(b)} = {fmt(value)}")
    else:
        steps.append(f"{' + '.join(fmt(o.count) for o in used)} = {fmt(value)}")
    changes = DoerChanges(
        f"{story.noun}+act:{story.verb}",
        f"{story.noun} ({story.verb} with)",
        story.noun,
        "verb_activity",
        story.verb,
        kind="difference_change" if asked.kind == "difference" else "change",
    )
    tallies = tuple(Tally(o.count, o.sentence_index, o.token_index, o.text) for o in used)
    return doer_answer(
        story.doer, changes, tallies, (asked.sentence_index, asked.token_index), (value, tuple(steps))
    )


def _on(day: str) -> str:
    return f" on {day}" if day else ""


__all__ = ["Answer", "read_companions"]
