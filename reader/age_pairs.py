"""The difference between two ages asked, and "the age of B's" (ADR 0467).

The ages readings (reader/ages.py and the retellings of ADR 0446, 0450, 0456, 0463) read two relations
told in one sentence ("Nora is twice as old as Ivo and Pia is half as old as Ivo", ADR 0456's
"Ada is twice as old as Ben and half as old as Cy") and "How much older is A than B?". Age stories still
refused show two wordings they do not take:

- "What is the difference between the ages of <A> and <B>?" (also "the age of <A> and <B>", "<A>'s age
  and <B>'s age", after an optional "If <statement>, "): the difference of two ages is the elder's less
  the younger's, so it is retold "How much older is <A> than <B>?" and, when the ages reading refuses
  that (A not older), "How much older is <B> than <A>?". A not older refuses the first, so the one
  answer is always positive; equal ages refuse both ways, as the ages reading refuses a difference that
  is not positive. A time in the question ("... in 4 years?") or any other wording is not retold.
- "the age of <B>'s" closing a clause in a told sentence is "the age of <B>": the possessive names the
  same age ("Pia's age is half the age of Ivo's").

The retold text is read by ADR 0456's joined-relation retelling, ADR 0450's and 0463's retellings, and
the ages readings, with every check they make (every age fixed once and needed, whole positive ages,
pronouns that fit one person, tenses that agree with their shifts). The hook runs after every other
reading refused, so nothing answered before changes.
"""

from __future__ import annotations

import re

from packs.model import Lexicon
from reader.age_forms import read_age_forms, read_retold
from reader.age_joins import read_age_joins
from reader.age_times import read_age_times
from reader.answer import Answer
from reader.rewrites import Rewrite
from reader.tokenise import split_sentences

NAME = r"[A-Z][a-z]+"
AGE_OF_OWNED = re.compile(r"\bthe age of (?P<b>" + NAME + r")'s(?=[.?,])")
DIFFERENCE = re.compile(
    r"^(?P<lead>If [^,?]+, )?[Ww]hat is the difference between "
    r"(?:the ages? of (?P<a>" + NAME + r") and (?P<b>" + NAME + r")"
    r"|(?P<a2>" + NAME + r")'s age and (?P<b2>" + NAME + r")'s age)\?$"
)


def read_age_pairs(text: str, lexicon: Lexicon) -> Answer | None:
    """The retold problem read by the ages readings; None when nothing here applies or they do not answer."""
    for found in _retold(text):
        answer = read_retold(found, lexicon, read_age_joins, read_age_forms, read_age_times)
        if answer is not None:
            return answer
    return None


def _retold(text: str) -> list[Rewrite]:
    """The problem in the ages readings' own words, one retelling for each order a difference is asked in."""
    sentences = split_sentences(text)
    if len(sentences) < 2:
        return []
    said = [text[s.start : s.end].strip() for s in sentences]
    steps: list[str] = []
    out: list[str] = []
    for sentence in said[:-1]:
        out.extend(_told(sentence, steps))
    asked = said[-1]
    match = AGE_OF_OWNED.search(asked)
    if match is not None:
        return []  # "the age of Ivo's" in the question: not read here
    orders = _asked(asked)
    if orders is None:
        return [Rewrite(" ".join(out + [asked]), tuple(steps))] if steps else []
    return [
        Rewrite(" ".join(out + [question]), (*steps, f"the difference of two ages is {question[:-1]!r}"))
        for question in orders
    ]


def _told(sentence: str, steps: list[str]) -> list[str]:
    """One told sentence, with "the age of B's" as "the age of B"."""
    match = AGE_OF_OWNED.search(sentence)
    if match is None:
        return [sentence]
    steps.append(f"'the age of {match['b']}'s' is 'the age of {match['b']}'")
    return [AGE_OF_OWNED.sub(r"the age of \g<b>", sentence)]


def _asked(question: str) -> list[str] | None:
    """ "What is the difference between the ages of A and B?" as "How much older is A than B?" both ways."""
    match = DIFFERENCE.match(question)
    if match is None:
        return None
    a, b = (match["a"], match["b"]) if match["a"] else (match["a2"], match["b2"])
    if a == b:
        return []
    how = "how" if match["lead"] else "How"
    lead = match["lead"] or ""
    return [f"{lead}{how} much older is {x} than {y}?" for x, y in ((a, b), (b, a))]


__all__ = ["read_age_pairs"]
