"""Ages of pets in a chain of multiples, fraction factors, and a question at the one time to come told (ADR 0432).

The ages reading (ADR 0122, 0399, 0427) relates persons by "twice as old as", "half the age of",
"3 times as old as"; three more shapes of such problems are left refused by it:

- the holders are animals kept by a person: "Nia's hamster is 2 years old. Her parrot is 4 times the
  age of her hamster. How old is the parrot?". An animal is a noun the lexicon files as a kind of
  animal, bird, fish or insect, or as kept as a pet (``kind_of``, ``held_as``); it is named as a
  person's kin is ("Nia's hamster", "her parrot") or as "the parrot", which means the one parrot met
  before it (two refuse) or, when none was, a new one. No 'he' or 'she' is read to mean an animal,
  and a plural copula ('are', 'were') anywhere leaves the problem refused: "her fish are 3" is not
  one age. A pet with a name of its own ("her cat Tom") is not read, and beside an animal only one
  holder's age, or a difference of two, is asked: "the sum of their ages" could count the owner too.
- a factor written as a fraction below 1: "Ada is 1/4 as old as Ben", "3/4 times as old as", "2/3 the age
  of". Above 1 ("3/2 as old as") or before 'older' it is left refused, as is "1/2 years old".
- a question in 'will be' with no time of its own, "How old will Petra be?", after a story that told
  ages now and at exactly one time to come ("In 4 years, she will be 30"): the question is read at
  that time. A second time to come, any past, or a 'when' clause leave it refused as before.

Everything else (pronouns that fit exactly one person, every age fixed once and needed, whole
positive ages) stays with reader/ages.py; this reading is tried only after every other whole-problem
reading refused, so nothing answered before changes.
"""

from __future__ import annotations

from dataclasses import replace

from packs.model import Lexicon
from reader import ages
from reader.age_milestones import MILESTONES
from reader.answer import Answer
from reader.rules.context import Word
from reader.tokenise import split_sentences
from reader.whole_problem_words import known_words, or_none

ANIMAL_KINDS = frozenset({"animal", "bird", "fish", "insect"})  # the lexicon's kinds of living animals
PET = "pet"  # held_as: kept as a pet (ADR 0331), so a living thing with an age of its own
PLURAL_COPULAS = frozenset({"are", "were"})


def read_age_multiples(text: str, lexicon: Lexicon) -> Answer | None:
    """The ages reading with animals as holders and an open 'will be' question; None when it does not answer."""
    return or_none(_read, text, lexicon)


def _read(text: str, lexicon: Lexicon, more: ages.Milestones | None = None) -> Answer | None:
    for sentence in split_sentences(text):
        if any(
            w.category == "copula" and w.text.casefold() in PLURAL_COPULAS
            for w in known_words(sentence, lexicon)
        ):
            return None  # "her fish are 3 years old": many animals, no one age
    found = ages._read(text, lexicon, more or MULTIPLES)  # ADR 0463 passes one more form
    if found is not None and _animals_told(text, lexicon) and not _one_asked(found):
        return None  # "the sum of their ages", "their average age" beside a pet: whose ages are summed
    return found


def _animals_told(text: str, lexicon: Lexicon) -> bool:
    return any(_animal(w) for sentence in split_sentences(text) for w in known_words(sentence, lexicon))


def _one_asked(found: Answer) -> bool:
    """The question asks one holder's age, or how much older one is than another -- never a sum over them."""
    question = found.graph.question
    return (question.kind == "value" and len(question.entities) == 1) or question.kind == "difference"


def _animal(word: Word) -> bool:
    """A noun of a kind of animal, or one kept as a pet: "rabbit", "parrot", "puppy"."""
    if word.category != "noun":
        return False
    return word.attr("kind_of") in ANIMAL_KINDS or word.attr("held_as") == PET


MULTIPLES = replace(MILESTONES, being=_animal, open_future=True, fraction_factors=True)

__all__ = ["read_age_multiples"]
