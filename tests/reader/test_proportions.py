"""A direct proportion told once and asked for another amount (ADR 0414, reader/proportions.py)."""

from fractions import Fraction

import pytest

from reader.proportions import read_proportion
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Ms. Rivera can grade 232 essays in 8 hours. How many essays can she grade in 11 hours?", 319),
        ("126 people fit into 7 buses. How many people fit in 4 buses?", 72),
        ("In 12 hours, a boiler consumes 9 liters of oil. How much does it consume in 60 hours?", 45),
        ("Emma earns $36 for working 4 hours. How many hours does she have to work to earn $81?", 9),
        ("Omar is driving 120 miles in 2 hours. How far will he go in 20 minutes?", 20),
        (
            "Omar is driving 120 miles in 2 hours. How many hours will it take him to drive 150 miles?",
            Fraction(5, 2),
        ),
        ("A tap fills 20 buckets in 4 minutes. How many buckets does it fill in 1 hour?", 300),
        ("In 4 days, Maya reads 96 pages. How many pages does she read in 2 weeks?", 336),
        ("Ms. Rivera can grade 120 essays in 6 hours. How many essays can she grade in 9 hours?", 180),
        ("Nancy earns $28 in 4 hours. How many hours will it take her to earn $70?", 10),
    ],
)
def test_proportion_answered(text, value, lexicon):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        # a part of a paper: a count must come out whole
        "Ms. Rivera can grade 300 essays in 8 hours. How many essays can she grade in 3 hours?",
        # another doer, another thing, another verb
        "Ms. Rivera can grade 232 essays in 8 hours. How many essays can he grade in 11 hours?",
        "Ms. Rivera can grade 232 essays in 8 hours. How many tests can she grade in 11 hours?",
        "In 12 hours, a boiler consumes 9 liters of oil. How much does it use in 60 hours?",
        # a second rate, a distractor amount, a negation, more time
        "Ms. Rivera can grade 232 essays in 8 hours and 20 tests in 2 hours. How many essays can she grade in 11 hours?",
        "Emma earns $36 for working 4 hours. She spends $10. How many hours does she have to work to earn $81?",
        "126 people don't fit into 7 buses. How many people fit in 4 buses?",
        "Ms. Rivera can grade 232 essays in 8 hours. How many essays can she grade in 3 more hours?",
        # a day is not a fixed count of working hours
        "Ms. Rivera can grade 232 essays in 8 hours. How many essays can she grade in 11 days?",
        # a group of doers, told once, is not a room each bus has
        "The printers print 45 pages in 3 minutes. How many pages do they print in 10 minutes?",
        "198 passengers ride in 9 buses. How many passengers ride in 5 buses?",
    ],
)
def test_proportion_refused(text, lexicon):
    assert refusal_of(text, lexicon) is not None
    assert read_proportion(text, lexicon) is None


def test_steps_say_the_pace(lexicon):
    found = read_proportion(
        "Omar is driving 120 miles in 2 hours. How far will he go in 20 minutes?", lexicon
    )
    assert found is not None
    assert found.value == 20 and found.unit == "mile"
    assert found.steps[0].startswith("120 mile per 2 hour")


def test_empty_and_one_sentence(lexicon):
    assert read_proportion("", lexicon) is None
    assert read_proportion("Ms. Rivera can grade 232 essays in 8 hours.", lexicon) is None
