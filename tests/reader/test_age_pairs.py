"""The difference between two ages asked, and "the age of B's" (ADR 0467)."""

import pytest

from reader.age_pairs import _retold, read_age_pairs
from reader.ages import read_ages
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # two relations of one person
        ("Anouk is twice as old as Bertil and half as old as Cosmo. Cosmo is 36. How old is Bertil?", 9),
        ("Derek is 7 years older than Ella and 3 times as old as Fiona. Ella is 8. How old is Fiona?", 5),
        (
            "Gaspard is half as old as Hilde and 2 years younger than Ivo. If Hilde is 50, "
            "what is the sum of their ages?",
            102,
        ),
        # two persons, each with a relation
        (
            "Joost is 3 times as old as Kaja and Lieve is 5 years older than Kaja. Kaja is 4. "
            "What is the sum of the ages of Joost and Lieve?",
            21,
        ),
        # "the age of B's"
        (
            "Mees is twice as old as Noor and Otto's age is half the age of Noor's. If Noor is 10, "
            "how much older is Mees than Otto?",
            15,
        ),
        # the difference of two ages, asked in either order
        (
            "Pim is twice as old as Quirine and Roel is 9 years older than Quirine. Quirine is 6. "
            "What is the difference between the ages of Pim and Roel?",
            3,
        ),
        (
            "Pim is twice as old as Quirine and Roel is 9 years older than Quirine. Quirine is 6. "
            "What is the difference between the ages of Roel and Pim?",
            3,
        ),
        (
            "Sanne is 4 times as old as Teun. Teun is 5. What is the difference between Teun's age and Sanne's age?",
            15,
        ),
    ],
)
def test_joined_relations_and_differences_are_read(lexicon, text, value):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        # 'and' between two persons, not two relations
        "Anouk is twice as old as Bertil and Cosmo. Bertil is 6. How old is Anouk?",
        # a pronoun after 'and' could be either person
        "Anouk is twice as old as Bertil and she is 4 years older than Cosmo. Cosmo is 8. How old is Anouk?",
        # two 'and's in one sentence
        "Anouk is twice as old as Bertil and half as old as Cosmo and Derek. Cosmo is 40. How old is Bertil?",
        # the named person in the question was never told
        "Anouk is twice as old as Bertil and half as old as Cosmo. If Kosmo is 40, how old is Bertil?",
        # equal ages: no one is older
        "Pim is twice as old as Quirine and Roel is 6 years older than Quirine. Quirine is 6. "
        "What is the difference between the ages of Pim and Roel?",
        # the two relations cannot both hold
        "Derek is twice as old as Ella and 3 years younger than Ella. Ella is 9. How old is Derek?",
        # a half that is not a whole age
        "Anouk is twice as old as Bertil and half as old as Cosmo. Cosmo is 38. How old is Bertil?",
        # a relation of ages in months
        "Anouk is twice as old as Bertil and 3 months older than Cosmo. Bertil is 6. How old is Cosmo?",
        # the difference between a person and herself
        "Pim is twice as old as Quirine. Quirine is 6. What is the difference between the ages of Pim and Pim?",
    ],
)
def test_near_misses_refuse(lexicon, text):
    refusal_of(text, lexicon)


def test_the_retelling_and_the_ages_reading(lexicon):
    text = (
        "Mees is twice as old as Noor and Otto's age is half the age of Noor's. If Noor is 10, "
        "how much older is Mees than Otto?"
    )
    assert read_ages(text, lexicon) is None
    (found,) = _retold(text)
    assert found.text == (
        "Mees is twice as old as Noor and Otto's age is half the age of Noor. If Noor is 10, "
        "how much older is Mees than Otto?"
    )
    assert found.steps == ("'the age of Noor's' is 'the age of Noor'",)
    answer = read_age_pairs(text, lexicon)
    assert answer is not None and answer.value == 15


def test_a_difference_is_tried_both_ways(lexicon):
    text = "Sanne is 4 times as old as Teun. Teun is 5. What is the difference between the ages of Teun and Sanne?"
    first, second = _retold(text)
    assert first.text.endswith("How much older is Teun than Sanne?")
    assert second.text.endswith("How much older is Sanne than Teun?")
    answer = read_age_pairs(text, lexicon)
    assert answer is not None and answer.value == 15


def test_nothing_to_retell(lexicon):
    assert _retold("Sanne is 4 times as old as Teun. Teun is 5. How old is Sanne?") == []
    # "the age of B's" in the question is not retold
    assert _retold("Sanne is 4 times as old as Teun. Teun is 5. Is Sanne the age of Teun's?") == []
