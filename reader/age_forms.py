"""More wordings of ages, retold in the words the ages readings already read (ADR 0450).

ADR 0446 retold five wordings of ages; a survey of the age questions still refused shows four more
ways of saying facts the ages readings (reader/ages.py, age_milestones.py, age_multiples.py) take:

- an offset from a multiple said with 'more'/'less': "Ida is 4 years less than half the age of Ugo",
  "Ida is 3 more than twice Ugo's age" is "4 years younger than half the age of Ugo", "3 years older
  than twice Ugo's age" (ADR 0427 reads that form). Only after 'is'/'was'/'will be' and before a
  multiple of one person's age ("B's age", "the age of B"); "as old as" after 'than' stays refused,
  as it does there.
- "<A> and <B>'s ages": "the sum of Ida and Ugo's ages [now]" is "the sum of the ages of Ida and Ugo",
  two named persons only (a kin word after 'and' could be the kin of either); 'now' is dropped only in
  a sentence with no other time.
- "<N> years of age" is "<N> years old".
- "At that time, ..." opening a sentence right after one that tells exactly one shift ("In 6 years,
  Ida will be 30.") is that shift: "In 6 years, ...". A sentence with a time of its own, or after one
  with no shift or two, is not retold (the time it points back to is not one).
- the question "Calculate|Find|Determine|What is <B>'s age <N> years from now|in <N> years" is "How old
  will <B> be <N> years from now?".

The retold text is read by the ADR 0446 retelling and the ages readings (every check they make:
every age fixed once and needed, whole positive ages, pronouns that fit one person, tenses that
agree with shifts). The hook runs after every other reading refused, so nothing answered changes.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from packs.model import Lexicon
from reader.age_futures import READINGS, read_age_futures
from reader.answer import Answer
from reader.rewrites import Rewrite
from reader.tokenise import split_sentences

NAME = r"[A-Z][a-z]+"
WHO = r"(?:[A-Z][a-z]+(?:'s(?: [a-z]+)? [a-z]+)?|(?:his|her|His|Her)(?: [a-z]+)? [a-z]+)"
NUMBER = r"\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve"
MULTIPLE = r"twice|thrice|half|(?:\d+|two|three|four|five|six|seven|eight|nine|ten) times|\d+/\d+"
OFFSET = re.compile(
    r"\b(?P<verb>is|was|will be) (?P<n>" + NUMBER + r"|an?) (?:(?P<unit>years?) )?(?P<dir>more|less) than "
    r"(?P<k>" + MULTIPLE + r") (?=(?:the age of " + WHO + r"|" + WHO + r"'s age)\b)"
)
JOINT = re.compile(
    r"\b(?P<the>[Tt]he) sum of (?P<a>" + NAME + r") and (?P<b>" + NAME + r")'s ages(?P<now> now)?\b"
)
OF_AGE = re.compile(r"\b(?P<n>" + NUMBER + r") years of age\b")
AT_THAT_TIME = re.compile(r"^At that time, ")
SHIFT = re.compile(
    r"\b(?:[Ii]n|[Aa]fter) (?:a|an|\w+)(?: more)? (?:years?|decades?)\b"
    r"|\b(?:a|an|\w+) (?:years?|decades?) (?:ago|from now)\b"
    r"|\b(?:[Nn]ext|[Ll]ast) year\b"
)
TIMED = re.compile(r"\b(?:then|when|When|Then|now|currently|today|ago|later|earlier)\b")
OTHER_TIME = re.compile(r"\b(?:will|would|was|were|had|then|when|When|Then|ago|later|earlier)\b|'ll\b")
BEFORE_OTHER = re.compile(r"\b(?:then|when|When|Then|now|currently|today|later|earlier)\b")
ASKED_LATER = re.compile(
    r"^(?P<told>If [^,?]+, )?(?:(?:[Cc]alculate|[Ff]ind|[Dd]etermine) |[Ww]hat is |[Ww]hat's )(?P<who>"
    + WHO
    + r")'s age "
    r"(?P<shift>(?:" + NUMBER + r") years from now|in (?:" + NUMBER + r") years)[.?]$"
)


def age_forms(text: str, lexicon: Lexicon) -> Rewrite | None:
    """The problem retold in the ages readings' own words; None when nothing here applies."""
    sentences = split_sentences(text)
    if len(sentences) < 2:
        return None
    said = [text[s.start : s.end].strip() for s in sentences]
    steps: list[str] = []
    out: list[str] = []
    for index, sentence in enumerate(said):
        told = _sentence(sentence, said[index - 1] if index else None, index == len(said) - 1, steps)
        if told is None:
            return None
        out.append(told)
    if not steps:
        return None
    return Rewrite(" ".join(out), tuple(steps))


def read_age_forms(text: str, lexicon: Lexicon) -> Answer | None:
    """The retold problem read by the ADR 0446 retelling, else by the ages readings alone."""
    found = age_forms(text, lexicon)
    return None if found is None else read_retold(found, lexicon, read_age_futures)


def read_retold(
    found: Rewrite, lexicon: Lexicon, *first: Callable[[str, Lexicon], Answer | None]
) -> Answer | None:
    """A retold ages problem read by the given readings first, else by the ages readings alone; the
    retelling's steps stand before the reading's."""
    for read in (*first, *READINGS):
        answer = read(found.text, lexicon)
        if answer is not None:
            return Answer(
                answer.value, answer.unit, answer.graph, found.steps + answer.steps, answer.trace_hash
            )
    return None


def _sentence(sentence: str, before: str | None, last: bool, steps: list[str]) -> str | None:
    """One sentence retold; None when it has a form this reading must not pass on."""
    out = sentence
    if last:
        match = ASKED_LATER.match(out)
        if match is not None:
            steps.append(f"asked: {match['who']}'s age {match['shift']}")
            how = "how" if match["told"] else "How"
            return f"{match['told'] or ''}{how} old will {match['who']} be {match['shift']}?"
    if AT_THAT_TIME.match(out):
        shifts = SHIFT.findall(before or "")
        if len(shifts) != 1 or SHIFT.search(out) or TIMED.search(out) or BEFORE_OTHER.search(before or ""):
            return None  # no one time to point back to, or a second time in the sentence itself
        shift = shifts[0]
        out = shift[:1].upper() + shift[1:] + ", " + out[len("At that time, ") :]
        steps.append(f"'at that time' is {shift}")
    for match in reversed(list(OFFSET.finditer(out))):
        n = match["n"]
        single = n in ("one", "1", "a", "an")
        if match["unit"] is not None and (match["unit"] == "year") != single:
            return None  # "4 year more", "1 years less": not a plain count of years
        if n in ("a", "an") and match["unit"] is None:
            return None  # "a more than twice": no count
        older = "older" if match["dir"] == "more" else "younger"
        said = f"{match['verb']} {n} {'year' if single else 'years'} {older} than {match['k']} "
        out = out[: match.start()] + said + out[match.end() :]
        unit = f"{match['unit']} " if match["unit"] else ""
        steps.append(f"'{n} {unit}{match['dir']} than' an age is '{older} than'")
    match = JOINT.search(out)
    if match is not None:
        if match["a"] == match["b"]:
            return None
        if match["now"] and (SHIFT.search(out) or OTHER_TIME.search(out)):
            return None  # 'now' beside another time in one sentence
        out = (
            out[: match.start()]
            + f"{match['the']} sum of the ages of {match['a']} and {match['b']}"
            + out[match.end() :]
        )
        steps.append(f"'{match['a']} and {match['b']}'s ages' are the ages of both")
    match = OF_AGE.search(out)
    if match is not None:
        out = OF_AGE.sub(r"\g<n> years old", out)
        steps.append("'years of age' is 'years old'")
    return out


__all__ = ["age_forms", "read_age_forms"]
