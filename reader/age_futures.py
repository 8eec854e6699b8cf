"""Ages told at another time, retold in the words the ages reading already reads (ADR 0446).

The ages reading (ADR 0122, 0399, 0427, 0432) reads a relation now ("Eli is twice as old as Mo"), at a
stated shift ("In 3 years, Eli will be twice as old as Mo", both ages then) or across two times ("In 3
years, Eli will be twice as old as Mo is now"). Five common ways of saying the same things are left
refused by it, and each is retold here word for word into the form it reads:

- 'then' closing a relation told at a shift: "In 4 years, Lia will be twice Kim's age then" is the
  relation at that time, which is what the shift alone already says, so 'then' is dropped. Only when
  the sentence itself tells the shift; a 'then' after a sentence with no time of its own is kept (and
  refused), as the time it points back to is another sentence's.
- 'present' or 'current' before 'age(s)' in a sentence in the present with no shift: "the sum of their
  present ages", "the current ages of Ada and Ben" are their ages now, which is what the present with no
  shift already says. In a sentence with a shift, 'will' or a past it stays (and is refused).
- "<K> times the age (that) <B> is now|currently|today" is "<K> times as old as <B> is now", which the
  ages reading reads as the one relation across two times (the subject at the clause's shift, B now).
- a factor spelled as a fraction below 1 before "the age of" / "as old as": "one-third the age of her
  aunt" is "1/3 the age of her aunt" (ADR 0432 reads written fractions below 1 there).
- the question asked for one person's age by a noun: "What is Jon's age?", "What is the present age of
  Jon?", "Calculate the age of Jon currently." are "How old is Jon now?", and "What will be Jon's age in
  5 years?" is "How old will Jon be in 5 years?".

The retold text is read only by the ages readings, with every check they make (every age fixed once and
needed, whole positive ages at every time told, pronouns that fit one person); this reading is tried only
after every other reading refused, so nothing answered before changes.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from packs.model import Lexicon
from reader.age_milestones import read_age_milestones
from reader.age_multiples import read_age_multiples
from reader.ages import read_ages
from reader.answer import Answer
from reader.rewrites import Rewrite
from reader.tokenise import split_sentences

SHIFT = re.compile(
    r"\b(?:[Ii]n|[Aa]fter) (?:a|an|\w+)(?: more)? (?:years?|decades?)\b"
    r"|\b(?:a|an|\w+) (?:years?|decades?) (?:ago|from now)\b"
    r"|\b(?:[Nn]ext|[Ll]ast) year\b"
)
OTHER_TIME = re.compile(r"\b(?:will|would|was|were|had|then|when|When|Then|ago|later|earlier)\b|'ll\b")
WHO = r"(?:[A-Z][a-z]+(?:'s(?: [a-z]+)? [a-z]+)?|(?:his|her|His|Her)(?: [a-z]+)? [a-z]+)"
THEN = re.compile(r"(?P<pre>\bage|\bas old as " + WHO + r") then(?=[.!,]?$)")
NOW_ADJECTIVE = re.compile(r"\b(?P<pre>their|the|'s) (?:present|current) (?P<age>ages?)\b")
AGE_THAT = re.compile(
    r"\b(?P<k>twice|thrice|half|\w+ times) the age (?:that )?(?P<who>"
    + WHO
    + r") is (?P<now>now|currently|today)\b"
)
SPELLED = {"half": 2, "third": 3, "thirds": 3, "fourth": 4, "fourths": 4, "quarter": 4, "quarters": 4}
SPELLED |= {"fifth": 5, "fifths": 5, "sixth": 6, "sixths": 6}
COUNTS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5}
FRACTION = re.compile(
    r"\b(?P<n>[Oo]ne|two|three|four|five)-(?P<d>half|thirds?|fourths?|quarters?|fifths?|sixths?)"
    r"(?= (?:the age of|as old as) )"
)
ASKED_NOW = [
    re.compile(
        r"^(?:What is|What's) the (?:(?:present|current) )?age of (?P<who>"
        + WHO
        + r")(?P<now> now| currently| today)?\?$"
    ),
    re.compile(
        r"^(?:What is|What's) (?P<who>"
        + WHO
        + r")'s (?:(?:present|current) )?age(?P<now> now| currently| today)?\?$"
    ),
    re.compile(
        r"^(?:Calculate|Find|Determine|Compute) the (?:(?:present|current) )?age of (?P<who>"
        + WHO
        + r")(?P<now> now| currently| today)?[.?]$"
    ),
    re.compile(
        r"^(?:Calculate|Find|Determine|Compute) (?P<who>"
        + WHO
        + r")'s (?:(?:present|current) )?age(?P<now> now| currently| today)?[.?]$"
    ),
]
ASKED_LATER = re.compile(
    r"^What will (?:be (?P<a>"
    + WHO
    + r")'s age|(?P<b>"
    + WHO
    + r")'s age be) (?P<shift>in \w+ years|\w+ years from now)\?$"
)
IF_SHIFT = re.compile(r"^If (?P<shift>in \w+ years), (?P<told>[^,?]+), (?P<asked>how [^,?]+\?)$")
GOING = re.compile(r"^(?P<how>[Hh]ow old) (?:is|are) (?P<who>" + WHO + r") going to be(?P<rest>[^?,]*)\?$")
TRAILING = re.compile(
    r"^(?P<asked>How (?:much|many years) older (?:is|was) [^,?]+), (?:right now, )?in years\?$"
)
READINGS: tuple[Callable[[str, Lexicon], Answer | None], ...] = (
    read_ages,
    read_age_milestones,
    read_age_multiples,
)


def age_futures(text: str, lexicon: Lexicon) -> Rewrite | None:
    """The problem retold in the ages reading's own words; None when nothing here applies."""
    sentences = split_sentences(text)
    if len(sentences) < 2:
        return None
    said = [text[s.start : s.end].strip() for s in sentences]
    steps: list[str] = []
    told = [_story(s, steps) for s in said[:-1]]
    if any(t is None for t in told):
        return None
    asked = _question(said[-1], steps)
    if asked is None or not steps:
        return None
    return Rewrite(" ".join([*(t for t in told if t is not None), asked]), tuple(steps))


def read_age_futures(text: str, lexicon: Lexicon) -> Answer | None:
    """The retold problem read by the ages readings alone (the first that answers), its steps after the retelling's."""
    found = age_futures(text, lexicon)
    if found is None:
        return None
    for read in READINGS:
        answer = read(found.text, lexicon)
        if answer is not None:
            return Answer(
                answer.value, answer.unit, answer.graph, found.steps + answer.steps, answer.trace_hash
            )
    return None


def _story(sentence: str, steps: list[str]) -> str | None:
    """One sentence of the story, retold; None when it has a form this reading must not pass on."""
    if sentence.endswith("?"):
        return None
    return _common(sentence, steps)


def _common(sentence: str, steps: list[str]) -> str | None:
    shifted = bool(SHIFT.search(sentence))
    out = sentence
    if THEN.search(out):
        if not shifted or len(SHIFT.findall(out)) != 1 or len(THEN.findall(out)) != 1:
            return None  # 'then' pointing at another sentence's time, or two times in one sentence
        out = THEN.sub(r"\g<pre>", out)
        steps.append("'then' is the time the sentence itself tells")
    if NOW_ADJECTIVE.search(out):
        if shifted or OTHER_TIME.search(out):
            return None  # "in 5 years, their present ages": two times in one clause
        out = NOW_ADJECTIVE.sub(r"\g<pre> \g<age>", out).replace(" 's ", "'s ")
        steps.append("'present'/'current' ages are the ages now")
    match = AGE_THAT.search(out)
    if match is not None:
        out = (
            out[: match.start()]
            + f"{match['k']} as old as {match['who']} is {match['now']}"
            + out[match.end() :]
        )
        steps.append(f"'the age {match['who']} is {match['now']}' is {match['who']}'s age now")
    fraction = FRACTION.search(out)
    if fraction is not None:
        numerator, denominator = COUNTS[fraction["n"].casefold()], SPELLED[fraction["d"]]
        if numerator >= denominator or (fraction["n"].casefold() == "one") != (
            not fraction["d"].endswith("s")
        ):
            return None  # "two-third", "one-thirds", "three-halves": not a plain fraction below 1
        out = out[: fraction.start()] + f"{numerator}/{denominator}" + out[fraction.end() :]
        steps.append(f"'{fraction[0]}' is {numerator}/{denominator}")
    return out


def _question(sentence: str, steps: list[str]) -> str | None:
    """The question, retold; None when it is not one of the forms above or a plain question."""
    for pattern in ASKED_NOW:
        match = pattern.match(sentence)
        if match is not None:
            steps.append(f"asked: {match['who']}'s age now")
            return f"How old is {match['who']} now?"
    match = IF_SHIFT.match(sentence)
    if match is not None:  # "If in 6 years, Ann will be 30, how old ...": the condition told as a statement
        told = _common(f"{_upper(match['shift'])}, {match['told']}.", steps)
        asked = _question(_upper(match["asked"]), steps)
        if told is None or asked is None or not SHIFT.search(told) or "will be" not in told:
            return None
        steps.append(f"'if {match['shift']}, ...' told as a statement")
        return f"{told} {asked}"
    match = GOING.match(sentence)
    if match is not None:
        steps.append("'is going to be' is 'will be'")
        return f"{match['how']} will {match['who']} be{match['rest']}?"
    match = TRAILING.match(sentence)
    if match is not None:
        steps.append("a difference of ages is asked in years at any time")
        return f"{match['asked']}?"
    match = ASKED_LATER.match(sentence)
    if match is not None:
        who = match["a"] or match["b"]
        steps.append(f"asked: {who}'s age {match['shift']}")
        return f"How old will {who} be {match['shift']}?"
    if not sentence.endswith("?"):
        return None
    return _common(sentence, steps)


def _upper(phrase: str) -> str:
    return phrase[:1].upper() + phrase[1:]


__all__ = ["age_futures", "read_age_futures"]
