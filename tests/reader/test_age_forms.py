"""More wordings of ages, retold in the ages readings' own (ADR 0450)."""

import pytest

from reader.age_forms import age_forms, read_age_forms
from reader.ages import read_ages
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # an offset from a multiple said with 'more' / 'less'
        ("Lars is 5 years less than twice the age of Vera. Vera is 12 years old. How old is Lars?", 19),
        ("Lars is 3 more than half Vera's age. Vera is 30 years old. How old is Lars?", 18),
        ("Lars is one year more than 3 times Vera's age. Lars is 31 years old. How old is Vera?", 10),
        # "A and B's ages"
        ("The sum of Lars and Vera's ages is 39. Lars is 5 years older than Vera. How old is Vera?", 17),
        (
            "The sum of Lars and Vera's ages now is 40. Vera is 2 years younger than Lars. How old is Lars?",
            21,
        ),
        # 'years of age'
        ("Vera is 44 years of age. Lars is 9 years younger than Vera. How old is Lars?", 35),
        # 'at that time' after one shift
        (
            "In 3 years, Vera will be 16. At that time, Lars will be twice as old as Vera. How old is Lars now?",
            29,
        ),
        (
            "Two years ago, Vera was 9. At that time, Lars was 3 times as old as Vera. How old is Lars now?",
            29,
        ),
        # the question asked by a noun at a later time
        ("Lars is 4 years older than Vera. Vera is 18 years old. Calculate Lars's age 7 years from now.", 29),
        (
            "Lars is 2 years less than half the age of Vera. If Vera will be 44 years old four years from now, "
            "calculate Lars's age 6 years from now.",
            24,
        ),
    ],
)
def test_more_wordings_of_ages_are_read(lexicon, text, value):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        # 'as old as' after 'than', and 'times older'
        "Lars is 5 years less than twice as old as Vera. Vera is 12 years old. How old is Lars?",
        "Lars is 5 years less than 3 times older than Vera. Vera is 12 years old. How old is Lars?",
        # a count of years that does not agree with 'year(s)', and an age that is not whole
        "Lars is 4 year less than half Vera's age. Vera is 30 years old. How old is Lars?",
        "Lars is 4 years less than half the age of Vera. Vera is 31 years old. How old is Lars?",
        # 'at that time' with no one time before it, or a pronoun that could be either man
        "Vera is 20. At that time, Lars will be twice as old as Vera. How old is Lars now?",
        "Otto is twice as old as Lars. In 3 years, he will be 21. At that time, Vera will be 12. How old is Vera now?",
        # a sum that is not whole, a distractor age, and a person with no age
        "The sum of Lars and Vera's ages is 40. Lars is 5 years older than Vera. How old is Vera?",
        "Lars is 3 more than half Vera's age. Vera is 30 years old. Otto is 50 years old. How old is Lars?",
        "Vera is 44 years of age. How old is Lars?",
        # not an age at all
        "Lars has 3 more than half Vera's age. Vera is 30 years old. How old is Lars?",
    ],
)
def test_near_misses_refuse(lexicon, text):
    refusal_of(text, lexicon)


def test_the_retelling_and_the_ages_reading(lexicon):
    text = (
        "In 3 years, Vera will be 16. At that time, Lars will be twice as old as Vera. How old is Lars now?"
    )
    assert read_ages(text, lexicon) is None
    found = age_forms(text, lexicon)
    assert found is not None
    assert found.text == (
        "In 3 years, Vera will be 16. In 3 years, Lars will be twice as old as Vera. How old is Lars now?"
    )
    answer = read_age_forms(text, lexicon)
    assert answer is not None
    assert answer.value == 29
    assert answer.steps[0] == "'at that time' is In 3 years"


def test_nothing_to_retell_is_none(lexicon):
    assert age_forms("Vera is 20 years old. How old is Vera?", lexicon) is None
