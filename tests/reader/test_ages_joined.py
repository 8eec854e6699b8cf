"""Ages told two to a sentence, and the years until an age relation holds (ADR 0456)."""

import pytest

from reader.age_joins import age_joins, read_age_joins
from reader.age_waits import read_age_waits
from reader.ages import read_ages
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # the years until a relation holds
        ("Brona is 33. Otto is 6. In how many years will Brona be twice as old as Otto?", 21),
        ("Brona is 33. Her son is 5. In how many years will Brona be 3 times as old as her son?", 9),
        ("Brona is 33. Otto is 6. How many years from now will Otto be half as old as Brona?", 21),
        ("Brona is 33. Otto is 6. After how many years would Brona be twice as old as Otto?", 21),
        ("Brona is 33 years old. In how many years will Brona be 50 years old?", 17),
        ("Brona is 12. Otto is 14. In how many years will their combined age be 40?", 7),
        ("Brona is 12. Otto is 14. In how many years will the sum of their ages be 40 years old?", 7),
        (
            "In 2 years, Brona will be 35. Otto is 6. In how many years will Brona be twice as old as Otto?",
            21,
        ),
        (
            "Brona is 27 years older than Otto. Otto is 6. In how many years will Brona be twice as old as Otto?",
            21,
        ),
        # an age at the time a relation holds
        (
            "Otto is 6 years old and his aunt is 33 years old. How old will Otto be when his aunt is twice as old as him?",
            27,
        ),
        ("Otto is 6 and his aunt is 33. How old will his aunt be when she is twice as old as Otto?", 54),
        (
            "Otto is 6 and his aunt is 33. How old will Otto be when his aunt is 6 times as old as Otto is now?",
            9,
        ),
        # two ages in one sentence
        ("Brona is 36 and 3 times as old as Otto. How old is Otto?", 12),
        ("Brona is 4 years older than Otto and 2 years younger than Ulla. Otto is 30. How old is Ulla?", 36),
        ("Two years ago, Brona was 20 and Otto was 9. What is the sum of their ages now?", 33),
        ("In 4 years, Brona will be 20 and Otto will be 11. What is the sum of their ages now?", 23),
        (
            "Brona and Otto are friends. Brona is 12 and Otto is 14. What is the sum of their ages in 2 years?",
            30,
        ),
        # 'older'/'younger' with no 'than' after one person
        ("Brona is 30 years old. Her brother is 5 years older. How old is her brother?", 35),
        ("Brona will be 30 in 3 years. Her sister, Ulla, is 4 years younger. How old is Ulla?", 23),
    ],
)
def test_joined_ages_and_waits_are_read(lexicon, text, value):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        # a wait that is gone, now, or not whole; a relation of a difference alone
        "Brona is 33. Otto is 17. In how many years will Brona be twice as old as Otto?",
        "Brona is 34. Otto is 17. In how many years will Brona be twice as old as Otto?",
        "Brona is 33. Otto is 6. In how many years will Brona be 5 times as old as Otto?",
        "Brona is 33. Otto is 6. In how many years will Brona be 27 years older than Otto?",
        "Brona is 33 years old. In how many years will Brona be 30?",
        # a relation with a time of its own
        "Brona is 33. Otto is 6. In how many years will Brona be twice as old as Otto was?",
        "Brona is 33. Otto is 6. In how many years will Brona be twice as old as Otto is now?",
        # a distractor age, an age not told, a pronoun that could be either woman
        "Brona is 33. Otto is 6. Ulla is 2. In how many years will Brona be twice as old as Otto?",
        "Brona is 27 years older than Otto. In how many years will Brona be twice as old as Otto?",
        "Brona is 33. Ulla is 6. In how many years will she be twice as old as Ulla?",
        "Brona is 12. Otto is 14. Ulla is 3. In how many years will their combined age be 40?",
        "Brona is 12. Otto is 14. In how many years will their combined age be 41?",
        # not two ages in one sentence this reading splits
        "Brona will be 30 in 4 years and Otto will be 11. What is the sum of their ages now?",
        "Brona was 20 and is twice as old as Otto. How old is Otto?",
        "Brona is 40 and twice as old as Otto and Ulla. How old is Otto?",
        "Brona and Otto are twins. Brona is 12 and Otto is 14. What is the sum of their ages in 2 years?",
        # 'older' with no 'than' after two persons, or of an animal
        "Brona is 30 and Otto is 20. Her cousin is 6 years older. How old is her cousin?",
        "Brona is 30 years old. Her dog is 4 years younger. How old is her dog?",
    ],
)
def test_near_misses_refuse(lexicon, text):
    refusal_of(text, lexicon)


def test_the_retelling(lexicon):
    text = "Brona is 36 and 3 times as old as Otto. How old is Otto?"
    assert read_ages(text, lexicon) is None
    found = age_joins(text, lexicon)
    assert found is not None
    assert found.text == "Brona is 36. Brona is 3 times as old as Otto. How old is Otto?"
    answer = read_age_joins(text, lexicon)
    assert answer is not None
    assert answer.value == 12


def test_a_time_opening_the_sentence_is_shared(lexicon):
    found = age_joins("In 4 years, Brona will be 20 and Otto will be 11. How old is Otto now?", lexicon)
    assert found is not None
    assert found.text == "In 4 years, Brona will be 20. In 4 years, Otto will be 11. How old is Otto now?"


def test_the_wait_shows_its_equation(lexicon):
    answer = read_age_waits(
        "Brona is 33. Otto is 6. In how many years will Brona be twice as old as Otto?", lexicon
    )
    assert answer is not None
    assert answer.value == 21
    assert answer.steps[-1] == "Brona and Otto: 33 + t = 2 x (6 + t) + 0, so t = 21 years"


def test_nothing_to_retell_is_none(lexicon):
    assert age_joins("Brona is 20 years old. How old is Brona?", lexicon) is None
