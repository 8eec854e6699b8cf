"""A direct proportion told once and asked for another amount (ADR 0414, reader/proportions.py)."""

from fractions import Fraction

import pytest

from reader.proportions import read_proportion
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Ms. Alice can grade 296 papers in 8 hours. How many papers can she grade in 11 hours?", 407),
        ("198 passengers fit into 9 buses. How many passengers fit in 5 buses?", 110),
        ("In 21 hours, a heating plant consumes 7 liters of fuel. How much does it consume in 90 hours?", 30),
        ("Nancy earns $28 for working 4 hours. How many hours does she have to work to earn $70?", 10),
        ("Luis is driving 80 miles in 2 hours. How far will he go in 15 minutes?", 10),
        (
            "Luis is driving 80 miles in 2 hours. How many hours will it take him to drive 100 miles?",
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
        "Ms. Alice can grade 300 papers in 8 hours. How many papers can she grade in 3 hours?",
        # another doer, another thing, another verb
        "Ms. Alice can grade 296 papers in 8 hours. How many papers can he grade in 11 hours?",
        "Ms. Alice can grade 296 papers in 8 hours. How many tests can she grade in 11 hours?",
        "In 21 hours, a heating plant consumes 7 liters of fuel. How much does it use in 90 hours?",
        # a second rate, a distractor amount, a negation, more time
        "Ms. Alice can grade 296 papers in 8 hours and 20 tests in 2 hours. How many papers can she grade in 11 hours?",
        "Nancy earns $28 for working 4 hours. She spends $10. How many hours does she have to work to earn $70?",
        "198 passengers don't fit into 9 buses. How many passengers fit in 5 buses?",
        "Ms. Alice can grade 296 papers in 8 hours. How many papers can she grade in 3 more hours?",
        # a day is not a fixed count of working hours
        "Ms. Alice can grade 296 papers in 8 hours. How many papers can she grade in 11 days?",
        # a group of doers, told once, is not a room each bus has
        "The printers print 45 pages in 3 minutes. How many pages do they print in 10 minutes?",
        "198 passengers ride in 9 buses. How many passengers ride in 5 buses?",
    ],
)
def test_proportion_refused(text, lexicon):
    assert refusal_of(text, lexicon) is not None
    assert read_proportion(text, lexicon) is None


def test_steps_say_the_pace(lexicon):
    found = read_proportion("Luis is driving 80 miles in 2 hours. How far will he go in 15 minutes?", lexicon)
    assert found is not None
    assert found.value == 10 and found.unit == "mile"
    assert found.steps[0].startswith("80 mile per 2 hour")


def test_empty_and_one_sentence(lexicon):
    assert read_proportion("", lexicon) is None
    assert read_proportion("Ms. Alice can grade 296 papers in 8 hours.", lexicon) is None
