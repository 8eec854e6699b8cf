"""Ages told at another time in other words, retold in the ages reading's own (ADR 0446)."""

import pytest

from reader.age_futures import age_futures, read_age_futures
from reader.ages import read_ages
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # 'then' closing a relation told at the sentence's own shift
        ("In 5 years, Rosa will be twice Theo's age then. If Rosa is 21 now, how old is Theo?", 8),
        (
            "Four years ago, Rosa was three times as old as Theo then. Rosa is 25 now. How old is Theo now?",
            11,
        ),
        # 'present' / 'current' ages in a present sentence with no shift
        (
            "Rosa is 6 years older than Theo. In 2 years, Rosa will be 20. What is the sum of their present ages?",
            30,
        ),
        (
            "In 3 years, Rosa will be 15. The sum of the current ages of Rosa and Theo is 30. How old is Theo now?",
            18,
        ),
        # "K times the age (that) B is now"
        (
            "In 4 years, Rosa will be 3 times the age that Theo is now. Theo is 6 now. How old is Rosa now?",
            14,
        ),
        # a factor spelled as a fraction below 1
        (
            "Theo is 5 years old today. In 3 years, he will be one-fourth the age of his uncle. How old is his uncle today?",
            29,
        ),
        # the question asked by a noun, or with 'going to be', or with a trailing 'in years'
        ("Rosa is 6 years older than Theo. In 2 years, Rosa will be 20. What is Theo's age?", 12),
        (
            "Rosa is 6 years older than Theo. In 2 years, Rosa will be 20. Calculate the age of Theo currently.",
            12,
        ),
        (
            "Rosa is 6 years older than Theo. In 2 years, Rosa will be 20. What will be Theo's age in 8 years?",
            20,
        ),
        (
            "Rosa's aunt is 4 times as old as Rosa's cat. If in 3 years, Rosa's aunt will be 35 years, "
            "how old is Rosa's cat going to be in three years?",
            11,
        ),
        (
            "In 2 years, Rosa will be twice as old as Theo is now. Theo is 7 now. How much older is Rosa than Theo, in years?",
            5,
        ),
    ],
)
def test_other_words_for_ages_are_read(lexicon, text, value):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        # 'then' with no time of its own in the sentence
        "Rosa will be twice Theo's age then. Rosa is 20 now. How old is Theo?",
        # 'present ages' in a sentence of another time
        "In 5 years, the sum of their present ages will be 40. Rosa is 10 now. How old is Theo now?",
        # the age another had at another time
        "Theo is 10 years old now. In 5 years, Rosa will be twice the age that Theo was 2 years ago. How old is Rosa now?",
        # a spelled fraction that is not below 1, or not a plain one
        "In 4 years, Rosa will be three-halves the age of Theo. Rosa is 2 now. How old is Theo now?",
        "In 4 years, Rosa will be one-thirds the age of Theo. Rosa is 2 now. How old is Theo now?",
        # a question whose person has no age told, and a pronoun that could be either man
        "Rosa is 8 years older than Theo. What is Theo's age?",
        "Hugo is twice as old as Theo. In 5 years, he will be 29. How old will Theo be?",
        # an age that is not whole
        "In 4 years, Rosa will be one-third the age of Theo. Rosa is 3 now. How old is Theo's uncle now?",
    ],
)
def test_near_misses_refuse(lexicon, text):
    refusal_of(text, lexicon)


def test_the_retelling_and_the_ages_reading(lexicon):
    text = "In 5 years, Rosa will be twice Theo's age then. If Rosa is 21 now, how old is Theo?"
    assert read_ages(text, lexicon) is None
    found = age_futures(text, lexicon)
    assert found is not None
    assert found.text == "In 5 years, Rosa will be twice Theo's age. If Rosa is 21 now, how old is Theo?"
    answer = read_age_futures(text, lexicon)
    assert answer is not None
    assert answer.value == 8
    assert answer.steps[0] == "'then' is the time the sentence itself tells"


def test_nothing_to_retell_is_none(lexicon):
    assert age_futures("Rosa is 20 years old. How old is Rosa?", lexicon) is None
