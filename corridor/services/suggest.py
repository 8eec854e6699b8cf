"""Category suggestions for a candidate, from deterministic sources only.

Four kinds of evidence, each shown to the reviewer with the reason it was
suggested: the lemma and part of speech lemminflect knows, whether the word
follows a number in its sentences, whether it is capitalised where a
sentence does not start, and the census first-name lists (with gender).
Nothing here guesses; the reviewer decides.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import lru_cache

import names as names_package
from lemminflect import getAllLemmas

NUMBER_BEFORE = re.compile(r"(?:\$?\d[\d,]*(?:\.\d+)?%?|\d+/\d+)\s*$")
VERB_ROLE_PREFIX = "verb_"
UNTAUGHT_ROLE_HINTS = ("untaught", "verb_role")


@dataclass(frozen=True)
class Suggestion:
    category: str
    why: str
    attrs: dict[str, str] = field(default_factory=dict)


@dataclass(frozen=True)
class Evidence:
    lemmas: dict[str, tuple[str, ...]]  # part of speech → lemmas
    after_number: int  # contexts where the word follows a number
    capitalised_inside: int  # contexts where it is capitalised but does not start the sentence
    contexts: int
    name_gender: str | None  # "female", "male", "any" or None
    asks_verb_role: bool
    suggestions: tuple[Suggestion, ...]


# A name counts as one gender when that gender's census frequency is at least this many
# times the other's ("Mary" is in both lists, but overwhelmingly female).
DOMINANCE = 4.0


@lru_cache(maxsize=1)
def first_names() -> dict[str, str]:
    """Lower-case first name → gender, from the census lists the `names` package ships."""
    folder = os.path.dirname(names_package.__file__)
    frequency: dict[str, dict[str, float]] = {}
    for gender, filename in (("female", "dist.female.first"), ("male", "dist.male.first")):
        with open(os.path.join(folder, filename), encoding="ascii") as handle:
            for line in handle:
                fields = line.split()
                if len(fields) >= 2:
                    frequency.setdefault(fields[0].lower(), {})[gender] = float(fields[1])
    return {name: _gender(found) for name, found in frequency.items()}


def _gender(found: dict[str, float]) -> str:
    female, male = found.get("female", 0.0), found.get("male", 0.0)
    if female >= DOMINANCE * male:
        return "female"
    if male >= DOMINANCE * female:
        return "male"
    return "any"


def asks_verb_role(reason: str) -> bool:
    """True for the reader's refusal that asks what an untaught verb does."""
    return any(hint in reason for hint in UNTAUGHT_ROLE_HINTS)


def _follows_number(sentence: str, start: int) -> bool:
    return bool(NUMBER_BEFORE.search(sentence[:start]))


def _capitalised_inside(sentence: str, start: int, end: int) -> bool:
    word = sentence[start:end]
    return word[:1].isupper() and bool(sentence[:start].strip())


def gather(
    token: str, reason: str, contexts: Iterable[tuple[str, int, int]], categories: Iterable[str]
) -> Evidence:
    """Evidence and ranked suggestions for ``token`` seen in ``contexts`` (sentence, start, end)."""
    contexts = list(contexts)
    lemmas = {pos: tuple(found) for pos, found in sorted(getAllLemmas(token.lower()).items())}
    after_number = sum(_follows_number(s, a) for s, a, _ in contexts)
    capitalised = sum(_capitalised_inside(s, a, b) for s, a, b in contexts)
    gender = first_names().get(token.lower())
    known = set(categories)
    role_question = asks_verb_role(reason) or (
        "VERB" in lemmas and "NOUN" not in lemmas and reason != "unknown_word" and not gender
    )
    suggestions: list[Suggestion] = []

    def add(category: str, why: str, attrs: dict[str, str] | None = None) -> None:
        if category in known and all(s.category != category for s in suggestions):
            suggestions.append(Suggestion(category, why, attrs or {}))

    if gender and (capitalised or not lemmas):
        add("name", f"a first name in the census lists ({gender})", {"gender": gender})
    if "NOUN" in lemmas:
        if after_number:
            add("noun", f"a noun that follows a number in {after_number} of {len(contexts)} sentences")
        add("noun", f"lemminflect knows it as a noun (lemma {lemmas['NOUN'][0]})")
    if "VERB" in lemmas and not role_question:
        add("verb", f"lemminflect knows it as a verb (lemma {lemmas['VERB'][0]}); choose its role below")
    if "ADJ" in lemmas:
        add("adjective", f"lemminflect knows it as an adjective (lemma {lemmas['ADJ'][0]})")
    if "ADV" in lemmas:
        add("adverb", f"lemminflect knows it as an adverb (lemma {lemmas['ADV'][0]})")
    if gender and not any(s.category == "name" for s in suggestions):
        add("name", f"also a first name in the census lists ({gender})", {"gender": gender})
    return Evidence(
        lemmas, after_number, capitalised, len(contexts), gender, role_question, tuple(suggestions)
    )


def verb_roles(categories: dict) -> list[tuple[str, str]]:
    """The role categories a verb can be taught, with their one-line meanings."""
    return [
        (name, cat.meaning) for name, cat in sorted(categories.items()) if name.startswith(VERB_ROLE_PREFIX)
    ]
