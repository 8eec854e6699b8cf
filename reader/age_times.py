"""Ages told at another time, with persons named by a kin noun alone and a few more wordings (ADR 0463).

The ages readings (ADR 0122, 0399, 0427, 0432) already read a relation told now or at a shifted time
("5 years ago, Ann was twice as old as her son", "In 3 years, Eve will be 39") and a question at another
time ("how old will her son be in 3 years?", and ADR 0432's "How old will Ivo be?" after exactly one
time to come). Age stories still refused show four wordings of that same family
they do not take:

- a person named by a kin noun alone: "6 years ago, a mother was three times as old as her daughter. If the
  mother is 42 now, how old will the daughter be in 2 years?". "a|an <kin>" is a new person (refused when
  one of that noun was met already); "the <kin>" is the one person of that noun met before it ("a
  daughter", "her daughter", "Ann's daughter"); none or two refuse ("the boy" could be the son told
  before). The kin noun must be singular and tell a gender ("the teacher" tells none: refused), which the
  pronouns after it are checked against as a name's is.
- "right now" is "now".
- a condition holding a 'who' clause between commas: "If Ivo is half as old as his mother, who is 60,
  how old is Pia now?" is the statement "Ivo is half as old as his mother, who is 60." and the
  question "How old is Pia now?": "If P, Q?" asks Q with P told.
- "What's" opening the question is "What is".

The retold text is read by the ages readings (every check they make: each age fixed once and needed,
whole positive ages at every time spoken of, a pronoun that fits exactly one person, tenses that agree
with their shifts); the kin-noun persons are read only here, through ADR 0432's forms with one more
switch. The hook runs after every other reading refused, so nothing answered before changes.
"""

from __future__ import annotations

import re
from dataclasses import replace

from packs.model import Lexicon
from reader import age_multiples
from reader.age_forms import read_retold
from reader.answer import Answer
from reader.rewrites import Rewrite
from reader.tokenise import split_sentences
from reader.whole_problem_words import or_none

RIGHT_NOW = re.compile(r"\b(?P<r>[Rr])ight now\b")
WHATS = re.compile(r"^What's ")
# "If <statement>, who is 60, how old ...?": the condition ends at the comma before the question word
IF_WHO = re.compile(r"^If (?P<told>[^?]+?, who [^,?]+), (?P<asked>(?:how|what) [^,?]+\?)$")
KIN_ALONE = replace(age_multiples.MULTIPLES, kin_alone=True)


def read_age_times(text: str, lexicon: Lexicon) -> Answer | None:
    """The ages readings over the retold problem, else with kin-noun persons; None when they do not answer."""
    found = _retold(text)
    if found is None:
        return _kin_alone(text, lexicon)
    return read_retold(found, lexicon) or _kin_alone(found.text, lexicon, found.steps)


def _kin_alone(text: str, lexicon: Lexicon, before: tuple[str, ...] = ()) -> Answer | None:
    answer = or_none(age_multiples._read, text, lexicon, KIN_ALONE)
    if answer is None:
        return None
    return Answer(answer.value, answer.unit, answer.graph, before + answer.steps, answer.trace_hash)


def _retold(text: str) -> Rewrite | None:
    """The problem in the ages readings' own words; None when no wording here is met."""
    sentences = split_sentences(text)
    if len(sentences) < 2:
        return None
    said = [text[s.start : s.end].strip() for s in sentences]
    steps: list[str] = []
    if any(RIGHT_NOW.search(s) for s in said):
        said = [RIGHT_NOW.sub(lambda m: "Now" if m["r"] == "R" else "now", s) for s in said]
        steps.append("'right now' is 'now'")
    match = IF_WHO.match(said[-1])
    if match is not None:
        asked = match["asked"]
        said[-1:] = [f"{match['told']}.", asked[:1].upper() + asked[1:]]
        steps.append(f"told: {match['told']}")
    if WHATS.match(said[-1]):
        said[-1] = WHATS.sub("What is ", said[-1])
        steps.append("'What's' is 'What is'")
    if not steps:
        return None
    return Rewrite(" ".join(said), tuple(steps))


__all__ = ["read_age_times"]
