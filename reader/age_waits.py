"""How many years until an age relation holds: "In how many years will Ada be twice as old as Ben?" (ADR 0456).

The ages reading (ADR 0122) asks an age at a time it is told; a common question asks the time instead:
the number of years from now until a relation between ages holds. Every age moves by the same number of
years, so with each age now fixed by the story, a relation "A + t = k x (B + t) + c" fixes t alone.

Read: a story the ages reading reads (every fact one equation over ages now), and the question "In how
many years will|would <A> be <relation>?" or "How many years from now will <A> be <relation>?", where the
relation is one the ages reading reads in a statement with no time of its own: "twice as old as Ben",
"3 times Ben's age", "30 years old", "5 years older than Ben"; or "their combined age be 44". The relation is
read as that statement ("Ada is twice as old as Ben"), at the unknown time t.

Refused: a relation with a time of its own ("twice as old as Ben is now", "double his current age", "then"),
a relation of a difference of ages alone (k = 1: it holds always or never), a t that is not a whole
positive number of years (a time gone, or now, is not "in how many years"), a story age the question does
not use (a distractor), an age not fixed or fixed twice, and everything the ages reading refuses (pronouns
that could mean two persons, ages not whole and positive, tenses with no shift between them).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from fractions import Fraction

from packs.model import Lexicon
from reader import ages
from reader.age_joins import age_joins
from reader.age_multiples import MULTIPLES
from reader.answer import Answer
from reader.canonical import canonical_hash
from reader.derivation import fmt
from reader.tokenise import split_sentences
from reader.whole_problem_words import known_words, or_none

ASKED = re.compile(
    r"^(?:[Ii]n how many years|[Aa]fter how many years|How many years from now) (?:will|would) "
    r"(?P<who>.+?) be (?P<rest>[^?]+)\?$"
)
WHEN_ASKED = re.compile(
    r"^How old will (?P<asked>[^,?]+?) be when (?P<who>[^,?]+?) (?:is|will be) (?P<rest>[^,?]+)\?$"
)
OTHER_NOW = re.compile(r" is (?:now|currently|today)$")
SUM = re.compile(r"^(?:their (?:combined|total) age|the (?:sum|total) of their ages)$")
YEARS_OLD = re.compile(r"^(?P<n>\d+) years old$")
TIMED = re.compile(
    r"\b(?:now|currently|current|today|present|then|when|ago|later|earlier|was|were|is|are|had|has|once"
    r"|years? from now|this year|next year|last year|in \w+ years?|after \w+ years?)\b"
)


def read_age_waits(text: str, lexicon: Lexicon) -> Answer | None:
    """The years from now until the asked relation holds (or an age then); None when this does not answer."""
    return or_none(_read, text, lexicon)


def _read(text: str, lexicon: Lexicon) -> Answer | None:
    retold = age_joins(text, lexicon)
    before = retold.steps if retold is not None else ()
    if retold is not None:  # "Ada and Ben are brothers.", "Ada is 30 and Ben is 8.": one age to a sentence
        text = retold.text
    sentences = split_sentences(text)
    if len(sentences) < 2:
        return None
    question = text[sentences[-1].start : sentences[-1].end].strip()
    match = ASKED.match(question) or WHEN_ASKED.match(question)
    if match is None:
        return None
    asked_phrase = match.groupdict().get("asked")
    rest = match["rest"]
    other_now = bool(asked_phrase and OTHER_NOW.search(rest))
    if other_now:  # "when Ben is 3 times as old as Ada is now": Ada's age now, Ben's at that time
        rest = OTHER_NOW.sub("", rest)
    if TIMED.search(rest) or TIMED.search(match["who"].replace("'s", "")):
        return None  # a relation with a time of its own: "twice his current age", "as old as Ada was"
    if asked_phrase is not None and TIMED.search(asked_phrase.replace("'s", "")):
        return None
    if SUM.match(match["who"]):
        rest = YEARS_OLD.sub(r"\g<n> years", rest)  # "their combined age be 44 years old": 44 years
    reading = ages._Reading()
    reading.more = MULTIPLES
    facts: list[ages.Fact] = []
    for si, sentence in enumerate(sentences[:-1]):
        if sentence.is_question:
            return None
        for part in ages._clauses(known_words(sentence, lexicon)):
            facts.extend(ages._statements(part, si, reading))
    told = split_sentences(f"{match['who']} is {rest}.")
    if len(told) != 1:
        return None
    qi = len(sentences) - 1
    said = ages._statements(known_words(told[0], lexicon), qi, reading)
    ages._check_tenses(reading)
    if reading.told_at or reading.when_tense:
        return None  # "A was 20 when B was 8": a time told by ages, which this reading does not check
    if len(said) != 1 or said[0].shift or said[0].other_shift:
        return None
    asked = ""
    if asked_phrase is not None:
        phrase = split_sentences(f"{asked_phrase}.")
        if len(phrase) != 1:
            return None
        asked = ages._person(known_words(phrase[0], lexicon), reading)
    told_all = ages._their([*facts, said[0]], reading)  # "their combined age": the two persons told
    relation = replace(told_all[-1], sentence_index=qi)
    wait = _Wait(relation, other_now, asked, before)
    return _solve(tuple(told_all[:-1]), wait, reading)


@dataclass(frozen=True, slots=True)
class _Wait:
    relation: ages.Fact  # the relation at the unknown time, read as a statement
    other_now: bool  # the other's age is taken now ("as old as Ada is now"), not at that time
    asked: str  # the person whose age at that time is asked, or "" for the number of years
    before: tuple[str, ...]  # the retelling's steps


def _solve(facts: tuple[ages.Fact, ...], wait: _Wait, reading: ages._Reading) -> Answer | None:
    fixed = ages._fixed(facts)
    if fixed is None:
        return None
    now, fixed_by = fixed
    relation = wait.relation
    persons = tuple(p for p in (relation.subject, relation.other) if p)
    needed = (*persons, wait.asked) if wait.asked else persons
    if any(p not in now for p in needed):
        return None  # a person in the question whose age the story does not fix
    if ages._needed(needed, facts, fixed_by) != set(range(len(facts))):
        return None  # an age the question does not use
    if wait.asked and not relation.other:
        return None  # "How old will Ada be when Ben is 9?": the ages reading's own question
    a = now[relation.subject]
    b = now[relation.other] if relation.other else Fraction(0)
    if wait.other_now:
        if not relation.other or relation.factor == -1:
            return None
        years = relation.factor * b + relation.offset - a
    elif relation.other:
        if relation.factor == 1:
            return None  # a difference of ages alone holds at every time or none
        years = (relation.factor * b + relation.offset - a) / (1 - relation.factor)
    else:
        years = relation.offset - a
    if years <= 0 or years.denominator != 1:
        return None  # a time gone or now, or not a whole number of years
    times = {0, int(years)} | {f.shift for f in facts} | {f.other_shift for f in facts}
    if any(age + t <= 0 or (age + t).denominator != 1 for age in now.values() for t in times):
        return None  # an age not whole and positive at a time the text speaks of
    step = _step(wait, a, b, years, reading)
    if wait.asked:
        value = now[wait.asked] + years
        asked = ages.Asked(
            "value", (wait.asked,), int(years), 1, relation.sentence_index, relation.token_index
        )
        found = ages._built(facts, asked, (wait.asked,), now, fixed_by, value, reading)
        steps = (*wait.before, *found.steps[:-1], step, found.steps[-1])
    else:
        value = years
        asked = ages.Asked("value", persons[:1], 0, 1, relation.sentence_index, relation.token_index)
        found = ages._built(facts, asked, persons[:1], now, fixed_by, value, reading)
        steps = (*wait.before, *found.steps, step)
    trace = canonical_hash({"graph": found.graph, "steps": steps, "value": value})
    return Answer(value, "year", found.graph, steps, trace)


def _step(wait: _Wait, a: Fraction, b: Fraction, years: Fraction, reading: ages._Reading) -> str:
    relation = wait.relation
    subject = reading.persons[relation.subject].label
    if not relation.other:
        return (
            f"{subject} is {fmt(relation.offset)} in {fmt(relation.offset)} - {fmt(a)} = {fmt(years)} years"
        )
    other = reading.persons[relation.other].label
    if relation.factor == -1:
        said = f"({fmt(a)} + t) + ({fmt(b)} + t) = {fmt(relation.offset)}"
    elif wait.other_now:
        said = f"{fmt(a)} + t = {fmt(relation.factor)} x {fmt(b)} + {fmt(relation.offset)}"
    else:
        said = f"{fmt(a)} + t = {fmt(relation.factor)} x ({fmt(b)} + t) + {fmt(relation.offset)}"
    return f"{subject} and {other}: {said}, so t = {fmt(years)} years"


__all__ = ["read_age_waits"]
