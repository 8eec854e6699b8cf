"""Ages of pets in a chain of multiples, and a 'will be' question at the one time to come told (ADR 0432)."""

import pytest

from reader import Answer
from reader.age_milestones import read_age_milestones
from reader.age_multiples import read_age_multiples
from reader.ages import read_ages
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # animals named as kin are ("Pia's gerbil", "her ferret") or as "the ferret"
        (
            "Pia's gerbil is 2 years old. Her ferret is 3 times as old as her gerbil. How old is the ferret?",
            6,
        ),
        ("Pia's gerbil is 2 years old. Her ferret is twice the age of her gerbil. How old is her ferret?", 4),
        (
            "Kasimir's horse is 20 years old. His goat is half as old as his horse. "
            "His hamster is half the age of his goat. How old is the hamster?",
            5,
        ),
        ("The horse is 18 years old. The goat is half the age of the horse. How old is the goat?", 9),
        ("Pia's ferret is 4 years old. She is 7 times as old as her ferret. How old is Pia?", 28),
        (
            "Pia's gerbil is 3 years old. Her ferret is twice as old as her gerbil. How old will the ferret be in 5 years?",
            11,
        ),
        # a factor written as a fraction below 1
        ("Hector is 1/4 as old as Sofia. Sofia is 44 years old. How old is Hector?", 11),
        ("Hector is 3/4 times as old as Sofia. Sofia is 44 years old. How old is Hector?", 33),
        ("Hector is 2/5 the age of Sofia. Sofia is 45 years old. How old is Hector?", 18),
        # a 'will be' question read at the one time to come the story told
        ("Hector is twice as old as Sofia. In 6 years, he will be 40. How old will Sofia be?", 23),
        ("Hector is twice as old as Sofia. In 6 years, she will be 23. How old will Hector be?", 40),
        ("Hector is 5 years older than Sofia. In 2 years, Sofia will be 31. How old will Hector be?", 36),
        (
            "Hector is three times as old as Sofia. After 3 years, Sofia will be 10. How old will Hector be?",
            24,
        ),
    ],
)
def test_multiples_are_read(lexicon, text, value):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        # a fraction that is not a whole age, above 1, or 'times older'
        "Hector is 1/4 as old as Sofia. Sofia is 42 years old. How old is Hector?",
        "Hector is 5/4 as old as Sofia. Sofia is 44 years old. How old is Hector?",
        "Hector is 3/4 times older than Sofia. Sofia is 44 years old. How old is Hector?",
        "Hector is 1/2 years old. Sofia is twice as old as Hector. How old is Sofia?",
        # two men and a 'he': which one
        "Hector is twice as old as Piet. In 6 years, he will be 40. How old will Piet be?",
        # two times to come, a past, or no time to come at all
        "Hector is twice as old as Sofia. In 6 years, Sofia will be 23. In 2 years, Hector will be 36. How old will Sofia be?",
        "Hector is twice as old as Sofia. Two years ago, Sofia was 15. How old will Hector be?",
        "Hector is 40 years old. Sofia is half as old as Hector. How old will Sofia be?",
        "Hector is twice as old as Sofia. In 6 years, Sofia will be 23. How old was Hector?",
        # which animal, many animals, an owner whose age is not needed, 'it'
        "Pia's gerbil is 2 years old. Ivo's gerbil is 5 years old. How old is the gerbil?",
        "Pia's gerbils are 2 years old. Her ferret is 3 times as old as her gerbils. How old is her ferret?",
        "Pia is 30 years old. Her gerbil is 2 years old. Her ferret is 3 times as old as her gerbil. How old is her ferret?",
        "Pia's ferret is 4 years old. She is 7 times as old as it. How old is Pia?",
        "Pia's ferret is 4 years old. Her gerbil is 2 years old. How old is Pia?",
        # a pet with a name of its own, and a sum or an average beside a pet
        "Pia is 9 years old. Her ferret Rolf is 3 years old. What is their average age?",
        "Pia's ferret is 3 years old. Her gerbil is 2 years old. What is the sum of their ages?",
        "Pia's ferret is 3 years old. Her gerbil is twice as old as her ferret. What is their average age?",
        # a thing that is no animal is not read as one
        "Pia's bicycle is 4 years old. Her scooter is twice as old as her bicycle. How old is her scooter?",
    ],
)
def test_multiple_near_misses_refuse(lexicon, text):
    refusal_of(text, lexicon)


def test_the_earlier_ages_readings_do_not_take_the_new_forms(lexicon):
    text = "Pia's gerbil is 2 years old. Her ferret is 3 times as old as her gerbil. How old is the ferret?"
    assert read_ages(text, lexicon) is None
    assert read_age_milestones(text, lexicon) is None
    found = read_age_multiples(text, lexicon)
    assert isinstance(found, Answer)
    assert found.value == 6
    assert found.unit == "year"
