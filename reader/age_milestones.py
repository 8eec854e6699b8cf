"""Ages told at a milestone: "Ann turned 8 two years ago", "Ann was 20 when Ben was 8" (ADR 0427).

The ages reading (ADR 0122, 0399) reads an age told now or at a stated shift. Three more ways of
telling an age at a time pin that time down just as well, and one more way of relating two ages:

- a birthday reached: "<person> turned N [years old] <N years ago|a year ago|last year>",
  "<person> will turn N <in N years|after N years>", "<person> turns N <in N years>": the person's age
  at that shift is N. With no shift ("James turned 23") the time is not told, so it refuses; 'turned'
  with a time to come, or 'will turn' with a time gone, refuses as any tense that disagrees does.
- one past time named by another's age: "<A> was X [years old] when <B> was Y [years old]" (or the
  'when' clause first) tells A - B = X - Y, which holds at every time. It may be told once; both must
  be stated ages (no comparison), and, when B's age now is known, B must have been Y before now.
  With no age now told, the question "How old will A be when B turns|is Z?" is still answered
  (Z + X - Y), but only when Z is past Y for a time to come ('will'), or before Y for a time gone
  ('was'), and the story tells nothing else.
- a time to come named by a birthday: "when <B> turns Z" in the question, as "when B is Z".
- an offset from a multiple: "<A> is N years older|younger than twice|half|K times <B>'s age" (or
  "the age of B") is A = K x B +/- N; "as old as" after 'than' refuses.

'turn' is read by its lemma: it is the one English verb of reaching an age, and it is read here only
inside a problem made of nothing but ages. Everything else (pronoun binding, every age used once and
needed, whole positive ages at every time told, 'times older than') stays with reader/ages.py.
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

from packs.model import Lexicon
from reader import ages
from reader.ages import FUTURE, PAST, PRESENT, Asked, Fact, Milestones, _Reading
from reader.answer import Answer
from reader.canonical import canonical_hash
from reader.derivation import fmt
from reader.rules.context import Word
from reader.whole_problem_words import Unread, or_none

TURN = "turn"  # the verb of reaching an age


def read_age_milestones(text: str, lexicon: Lexicon) -> Answer | None:
    """The ages reading with the forms above; None when it does not answer."""
    return or_none(ages._read, text, lexicon, MILESTONES)


def _turn(word: Word) -> bool:
    return word.category in ("verb", "noun") and word.lemma.casefold() == TURN


def _told_age(words: tuple[Word, ...], tense: str, subject: str, reading: _Reading) -> tuple[Fraction, Word]:
    """ "8", "8 years old": a stated age (no comparison), whole and positive."""
    other, _, value, at = ages._predicate(words, tense, subject, reading)
    if other or value <= 0 or value.denominator != 1:
        raise Unread
    return value, at


def _statement(
    words: tuple[Word, ...], shift: int | None, now: tuple[int, ...], si: int, reading: _Reading
) -> Fact | None:
    turns = [i for i, w in enumerate(words) if _turn(w)]
    whens = [i for i, w in enumerate(words) if ages._when(w)]
    if not turns and not whens:
        return None
    if now or len(turns) + len(whens) > 1:
        raise Unread  # "turned 8 and is now 10", a 'when' with a birthday: two times in one clause
    if turns:
        return _turned(words, turns[0], shift, si, reading)
    if shift is not None:
        raise Unread  # "3 years ago, Ann was 20 when Ben was 8": which time is which
    return _was_when(words, whens[0], si, reading)


def _turned(words: tuple[Word, ...], at: int, shift: int | None, si: int, reading: _Reading) -> Fact:
    verb = words[at].text.casefold()
    if shift is None:
        raise Unread  # "James turned 23": when is not told
    if verb == "turn" and at > 0 and ages._will(words[at - 1]):
        tense, start = FUTURE, at - 1
    elif verb == "turned":
        tense, start = PAST, at
    elif verb == "turns" and shift > 0:
        tense, start = FUTURE, at  # "turns 30 in 2 years": a present of a time to come
    else:
        raise Unread
    subject = ages._subject(words[:start], reading)
    moved = ages._timed(tense, shift, reading)
    value, told = _told_age(words[at + 1 :], tense, subject, reading)
    return Fact(subject, "", Fraction(0), value, moved, si, told.index, told.text, moved)


def _was_when(words: tuple[Word, ...], at: int, si: int, reading: _Reading) -> Fact:
    if at == 0:
        commas = [i for i, w in enumerate(words) if ages._comma(w)]
        if len(commas) != 1:
            raise Unread
        clause, main = words[1 : commas[0]], words[commas[0] + 1 :]
    else:
        main, clause = words[:at], words[at + 1 :]
        if main and ages._comma(main[-1]):
            main = main[:-1]
    if reading.told_at:
        raise Unread  # a second such time: which one is meant is no longer plain
    subject, x, told = _was(main, reading)
    other, y, _ = _was(clause, reading, subject)
    reading.told_at = {subject: x, other: y}
    return Fact(subject, other, Fraction(1), x - y, 0, si, told.index, told.text, 0)


def _was(words: tuple[Word, ...], reading: _Reading, not_this: str = "") -> tuple[str, Fraction, Word]:
    """ "Ann was 20 [years old]": the person and the stated age; only 'was' (one past time)."""
    copulas = [i for i, w in enumerate(words) if w.category == "copula"]
    if len(copulas) != 1 or words[copulas[0]].text.casefold() != "was":
        raise Unread
    if any(w.category in ("time_marker", "prep_in", "auxiliary") for w in words):
        raise Unread
    person = (
        ages._person(words[: copulas[0]], reading, not_this)
        if not_this
        else ages._subject(words[: copulas[0]], reading)
    )
    if person == not_this:
        raise Unread
    value, told = _told_age(words[copulas[0] + 1 :], PAST, person, reading)
    return person, value, told


def _scaled(words: tuple[Word, ...], subject: str, reading: _Reading) -> tuple[str, Fraction]:
    """ "twice the age of Ben", "half Ben's age", "3 times his age" after 'N years older than'."""
    factor, rest = ages._factor(words)
    if factor <= 0 or factor == 1:
        raise Unread
    if rest and rest[0].category == "prep_of":
        rest = rest[1:]  # "half of Ben's age"
    if not rest or rest[0].category == "as_marker":
        raise Unread  # "older than twice as old as Ben": not read
    other = ages._age_of(rest, reading, subject)
    if other == subject:
        raise Unread
    return other, factor


def _when_clause(clause: tuple[Word, ...], reading: _Reading) -> tuple[str, Fraction]:
    """ "Ben turns 18 [years old]": Ben and 18, a time to come."""
    turns = [i for i, w in enumerate(clause) if _turn(w)]
    if len(turns) != 1 or clause[turns[0]].text.casefold() != "turns":
        raise Unread  # "when Ben turned 18", "when Ben will turn 18": not read
    person = ages._person(clause[: turns[0]], reading)
    value, _ = _told_age(clause[turns[0] + 1 :], PRESENT, person, reading)
    return person, value


def _told_time(known: dict[str, Fraction], reading: _Reading) -> bool:
    """The time of "A was X when B was Y" came before now: Y less B's age now is a whole negative number."""
    for person, age in reading.told_at.items():
        if person in known:
            moved = age - known[person]
            if moved >= 0 or moved.denominator != 1:
                return False
    return True


def _only_difference(fact: Fact, asked: Asked, reading: _Reading) -> Answer | None:
    """ "A was X when B was Y. How old will A be when B turns Z?": Z + X - Y, with no age now told."""
    person, z = asked.when if asked.when is not None else ("", Fraction(0))
    a = asked.persons[0] if asked.kind == "value" else ""
    if not a or a == person or {fact.subject, fact.other} != {a, person} or fact.factor != 1:
        return None
    told = reading.told_at
    if set(told) != {a, person} or len(reading.persons) != 2:
        return None
    if reading.when_tense == FUTURE and z <= told[person]:
        return None  # "will be ... when B turns 5" after B was 8: that time is gone
    if reading.when_tense == PAST and z >= told[person]:
        return None  # "was ... when B was 10" after B was 8: it may not have come yet
    if reading.when_tense not in (FUTURE, PAST):
        return None
    value = z + told[a] - told[person]
    if value <= 0 or z <= 0:
        return None
    moved = int(z - told[person])
    answer = ages._built(
        (fact,), replace(asked, shift=moved), (a,), dict(told), {a: 0, person: 0}, value, reading
    )
    label = reading.persons
    steps = (
        f"{label[a].label} - {label[person].label} = {fmt(told[a])} - {fmt(told[person])} = {fmt(told[a] - told[person])}"
        " at every time",
        f"{label[person].label} is {fmt(z)}: {label[a].label} is {fmt(z)} + {fmt(told[a] - told[person])} = {fmt(value)}",
    )
    trace = canonical_hash({"graph": answer.graph, "steps": steps, "value": value})
    return replace(answer, steps=steps, trace_hash=trace)


MILESTONES = Milestones(_statement, _scaled, _when_clause, _told_time, _only_difference)

__all__ = ["read_age_milestones"]
