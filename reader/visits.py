"""Visits counted: "Fred went to 36 basketball games this year, but missed 35" (ADR 0163).

A going the lexicon marks ``visits`` counts the events or places gone to: `to` after 'to' ("went to
36 games"), `direct` as its object ("attended 36 games"). Nothing is held, given or gained, so the
sentence-by-sentence reading refuses the number after 'to'; this reading is tried after it, only for
a problem made of nothing but such statements about one person and one question over them:

- "<person> <visit verb, past> [to] N <nouns> [<this/last/... period>] [, but <missed verb> N]
  [, and plans to go to N <nouns> <period>]": one period per count ("this year", "last month"); what
  was missed is not gone to, so it is left out; a plan (a word marked ``intends``) is not yet gone
  to; 'he'/'she' is that person;
- "How many <nouns> (did | will) <person> <visit verb> [to] [<period> | in all | in total |
  altogether]?" sums the counts of that period, or all of them; several counts and neither a period
  nor a total refuse (the last one, or all?); 'did' never counts a plan, 'will' needs one.

One person, one head noun, at most one kind named before it ("basketball games" then "games": the
story's one kind), whole counts, no two counts of one period. Any other word, a plan with no period,
'more', a period asked that no statement names, or a second kind leaves the first refusal standing.
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

VISITS = frozenset({"to", "direct"})  # the lexicon's ways of counting what is gone to
PERIOD_OPENERS = frozenset({"determiner", "time_marker"})  # "this year", "last month"
PERIOD_DIMENSIONS = frozenset({"time", "calendar"})  # "week", "month", "year"
PERIOD_RELATIONS = frozenset({"past", "now", "future"})  # "last", "this", "next": periods that do not overlap


@dataclass(frozen=True, slots=True)
class Visit:
    """One count of visits: the kind before the head noun, its period, how many, where it was read."""

    kind: str
    period: str
    count: Fraction
    sentence_index: int
    token_index: int
    text: str
    planned: bool = False  # "plans to go to 16 games next month": not yet gone to


@dataclass
class _Story:
    doer: Word | None = None
    head: str = ""


def read_visits(text: str, lexicon: Lexicon) -> Answer | None:
    """The answer when the whole problem counts one person's visits; else None."""
    return or_none(_read, text, lexicon)


def _read(text: str, lexicon: Lexicon) -> Answer | None:
    shape = story_and_question(text, lexicon, lambda words: any(w.attr("visits") in VISITS for w in words))
    if shape is None:
        return None  # a sentence about something else: not this reading
    statements, question, qi = shape
    story = _Story()
    visits = [x for si, words in statements for x in _statement(words, si, story)]
    asked = _question(question, qi, story)
    return _solve(tuple(visits), asked, story)


def _verb(words: tuple[Word, ...], at: int, tag: str) -> int:
    """A visit verb with the tag asked, and 'to' after it when it counts after 'to'; where its count starts."""
    if at >= len(words):
        raise Unread
    verb = words[at]
    way = verb.attr("visits")
    if verb.category != "verb" or way not in VISITS or tag not in verb.tags:
        raise Unread
    at += 1
    if way == "to":
        if at >= len(words) or words[at].category != "prep_recipient" or words[at].text.casefold() != "to":
            raise Unread
        at += 1
    return at


def _noun(words: tuple[Word, ...], at: int, story: _Story, plural: bool) -> tuple[str, int]:
    """ "basketball games", "games": the kind before the head noun ("" for none); the head is the story's."""
    names = []
    while at < len(words) and words[at].category == "noun" and len(names) < 2:
        names.append(words[at])
        at += 1
    if not names:
        raise Unread
    head = names[-1]
    if plural and "NNS" not in head.tags:
        raise Unread
    lemma = head.lemma.casefold()
    if story.head and story.head != lemma:
        raise Unread  # games beside shops
    story.head = lemma
    return " ".join(w.lemma.casefold() for w in names[:-1]), at


def _period(words: tuple[Word, ...], at: int) -> tuple[str, int]:
    """ "this year", "last month": the opener's relation and the unit ("past year"); "" when none is there."""
    if at + 1 < len(words) and words[at].category in PERIOD_OPENERS and words[at + 1].category == "unit_noun":
        relation = words[at].attr("relation")
        if words[at + 1].attr("dimension") not in PERIOD_DIMENSIONS or relation not in PERIOD_RELATIONS:
            raise Unread  # "all year", "whole week": a period that may hold the others
        return f"{relation} {words[at + 1].lemma.casefold()}", at + 2
    return "", at


def _statement(words: tuple[Word, ...], si: int, story: _Story) -> list[Visit]:
    """ "Fred went to 36 basketball games this year, but missed 35[, and plans to go to 16 games next year]"."""
    if len(words) < 4:
        raise Unread
    story.doer = one_person(words[0], story.doer)
    if _intends(words[1]):
        plan, end = _counted(words, 1, si, story, planned=True)
        if end != len(words):
            raise Unread
        return [plan]
    visit, end = _counted(words, 1, si, story, planned=False)
    end = _missed(words, end)
    if end == len(words):
        return [visit]
    if words[end].category == "punctuation" and words[end].attr("mark") == "comma":
        end += 1
    if end + 1 >= len(words) or words[end].category != "conjunction" or words[end].lemma.casefold() != "and":
        raise Unread
    if not _intends(words[end + 1]):
        raise Unread
    plan, end = _counted(words, end + 1, si, story, planned=True)
    if end != len(words):
        raise Unread
    return [visit, plan]


def _intends(word: Word) -> bool:
    """ "plans": a word whose verb form says what is meant to be done, not what was done."""
    return word.attr("intends") == "yes" and "VBZ" in word.tags


def _counted(words: tuple[Word, ...], at: int, si: int, story: _Story, planned: bool) -> tuple[Visit, int]:
    """ "went to 36 basketball games this year" or "plans to go to 16 games next year"; where it ends."""
    start = at
    if planned:
        if at + 1 >= len(words) or words[at + 1].text.casefold() != "to":
            raise Unread
        at = _verb(words, at + 2, "VB")
    else:
        at = _verb(words, at, "VBD")
    if at >= len(words):
        raise Unread
    number = words[at]
    count = whole_count(number)
    kind, end = _noun(words, at + 1, story, count != 1)
    period, end = _period(words, end)
    if planned and not period:
        raise Unread  # a plan with no time: when?
    if period.startswith("future" if not planned else "past"):
        raise Unread  # "went to 5 games next year", "plans to go last year"
    text = " ".join(w.text for w in words[start:end])  # "went to 36 basketball games this year"
    return Visit(kind, period, count, si, number.index, text, planned), end


def _missed(words: tuple[Word, ...], at: int) -> int:
    """ ", but missed 35": a count not gone to, left out; where the words after it start."""
    start = at
    if at < len(words) and words[at].category == "punctuation" and words[at].attr("mark") == "comma":
        at += 1
    if at >= len(words) or words[at].category != "contrast_marker":
        return start  # no missed count here
    if at + 2 >= len(words):
        raise Unread
    verb = words[at + 1]
    if verb.category != "verb" or verb.attr("visits") != "missed" or "VBD" not in verb.tags:
        raise Unread
    whole_count(words[at + 2])
    return at + 3


@dataclass(frozen=True, slots=True)
class _Asked:
    kind: str
    period: str
    total: bool
    future: bool  # 'will': the plans count too
    where: tuple[int, int]


def _question(words: tuple[Word, ...], si: int, story: _Story) -> _Asked:
    """ "How many [kind] <nouns> did <person> go to [<period> | in all]": kind, period, total, where."""
    if len(words) < 6 or words[0].category != "question_word" or words[0].attr("asks") != "manner":
        raise Unread
    if words[1].category != "question_quantity" or words[1].attr("kind") != "count":
        raise Unread
    kind, at = _noun(words, 2, story, True)
    if (
        at >= len(words)
        or words[at].category != "auxiliary"
        or words[at].text.casefold() not in ("did", "will")
    ):
        raise Unread
    future = words[at].text.casefold() == "will"
    if at + 1 >= len(words):
        raise Unread
    story.doer = one_person(words[at + 1], story.doer)
    at = _verb(words, at + 2, "VB")
    period, at = _period(words, at)
    total, at = _total(words, at)
    if at != len(words) or (period and total):
        raise Unread
    return _Asked(kind, period, total, future, (si, words[0].index))


def _total(words: tuple[Word, ...], at: int) -> tuple[bool, int]:
    """ "altogether", "in all", "in total" (never "together": with whom?)."""
    if (
        at < len(words)
        and words[at].category == "aggregate_marker"
        and words[at].lemma.casefold() == "altogether"
    ):
        return True, at + 1
    if at + 1 < len(words) and words[at].category == "prep_in" and words[at].lemma.casefold() == "in":
        last = words[at + 1].lemma.casefold()
        if (words[at + 1].category == "determiner" and last == "all") or (
            words[at + 1].category == "aggregate_marker" and last == "total"
        ):
            return True, at + 2
    return False, at


def _solve(visits: tuple[Visit, ...], asked: _Asked, story: _Story) -> Answer | None:
    kind, period, total = asked.kind, asked.period, asked.total
    if story.doer is None or not visits:
        return None
    kinds = sorted({v.kind for v in visits if v.kind})
    if len(kinds) > 1 or (kind and kinds and kind != kinds[0]) or (kind and not kinds):
        return None  # two kinds told, or a kind asked that the story never names
    periods = [v.period for v in visits]
    if len({p.split(" ")[-1] for p in periods if p}) > 1:
        return None  # "this year" beside "this month": one period may hold the other
    if len(set(periods)) != len(periods) or (len(visits) > 1 and "" in periods):
        return None  # one period twice, or a count with no period beside others: the same visits?
    if period:
        used = tuple(v for v in visits if v.period == period)
        if not used:
            return None  # a period no statement names
    elif total or len(visits) == 1:
        used = visits
    else:
        return None  # several periods and neither a period nor a total asked
    if not asked.future and any(v.planned for v in used):
        return None  # 'did' over a plan: it has not happened
    if asked.future and (not any(v.planned for v in used) or (period and not all(v.planned for v in used))):
        return None  # 'will' with no plan, or asked of a period already gone
    value = sum((v.count for v in used), Fraction(0))
    return _built(used, asked.where, story, value)


def _built(used: tuple[Visit, ...], where: tuple[int, int], story: _Story, value: Fraction) -> Answer:
    assert story.doer is not None
    steps = [f"{story.doer.text} {v.text}" for v in used]
    steps.append(f"{' + '.join(fmt(v.count) for v in used)} = {fmt(value)}")
    changes = DoerChanges(f"{story.head}+visit", f"{story.head} (visited)", story.head, "verb", "visit")
    tallies = tuple(Tally(v.count, v.sentence_index, v.token_index, v.text) for v in used)
    return doer_answer(story.doer, changes, tallies, where, (value, tuple(steps)))


__all__ = ["Answer", "read_visits"]
