"""Measures of an entity itself: its length, height, width, depth or weight (ADR 0101)."""

from fractions import Fraction

import pytest

from reader import Answer, read_problem
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("The hose is 25 meters long. How long is the hose?", 25),
        ("The well is 8 meters deep. How deep is the well?", 8),
        ("The lamp weighs 4 pounds. How much does the lamp weigh?", 4),
        ("The lamp weighs 4 pounds. How heavy is the lamp?", 4),
        ("The lamp weighs 4 pounds. How many pounds does the lamp weigh?", 4),
        ("The plank is 1.5 meters long. How many meters long is the plank?", Fraction(3, 2)),
        ("Rosa weighs 41 kilograms. Ivan weighs 38 kilograms. How much heavier is Rosa than Ivan?", 3),
        ("Rosa weighs 41 kilograms. Ivan weighs 38 kilograms. How much more does Rosa weigh than Ivan?", 3),
        (
            "Rosa weighs 41 kilograms. Ivan weighs 38 kilograms. "
            "How many more kilograms does Rosa weigh than Ivan?",
            3,
        ),
        (
            "The birch is 9 meters tall and the maple is 14 meters tall. How much taller is the maple than the birch?",
            5,
        ),
        (
            "Lea's scarf is 5 feet long. Max's scarf is 3 feet long. How much longer is Lea's scarf than Max's scarf?",
            2,
        ),
    ],
)
def test_stated_measures_are_read(lexicon, text, value):
    assert value_of(text, lexicon) == value


def test_the_answer_is_in_the_stated_unit(lexicon):
    result = read_problem("The hose is 25 meters long. How long is the hose?", lexicon)
    assert isinstance(result, Answer)
    assert result.unit == "meter"


@pytest.mark.parametrize(
    "text",
    [
        # a weight is not an amount held: eating or packing does not change it here
        "The dog weighs 20 pounds. It eats 2 pounds of food. How much does the dog weigh?",
        "The dog weighs 20 pounds. The dog eats 2 pounds of food. How much does the dog weigh?",
        # a change of a measure is not read yet
        "The ribbon is 2 meters long. Ann cuts off 1 meter. How long is the ribbon?",
        "Tom weighs 80 kilograms. Tom lost 5 kilograms. How much does Tom weigh?",
        "Tom weighs 80 kilograms. How much does Tom weigh now?",
        # a measure the question does not use, or one subject measured twice
        "Rosa weighs 41 kilograms. Ivan weighs 38 kilograms. Kai weighs 30 kilograms. How heavy is Rosa?",
        "The cat weighs 9 pounds. The cat weighs 11 pounds. How much does the cat weigh?",
        # a second dimension, area, another dimension asked
        "The mat is 3 feet long and 2 feet wide. How long is the mat?",
        "The mat is 3 feet long. How wide is the mat?",
        # a comparison that is not positive, or across units
        "Rosa weighs 38 kilograms. Ivan weighs 41 kilograms. How much heavier is Rosa than Ivan?",
        "Rosa weighs 40 kilograms. Ivan weighs 40 kilograms. How much heavier is Rosa than Ivan?",
        "The rope is 2 feet long. The string is 20 inches long. How much longer is the rope than the string?",
        "The bag weighs 3 pounds. How many ounces does the bag weigh?",
        # pronouns, groups, each, negation, conditions, approximations
        "Ben is 5 feet tall. Sam is 6 feet tall. How tall is he?",  # he could be either (ADR 0111)
        "Ben is 5 feet tall. How tall is she?",
        "Ben and Sue weigh 90 pounds. How much does Ben weigh?",
        "Each box weighs 4 pounds. How much does the box weigh?",
        "Ben is not 5 feet tall. How tall is Ben?",
        "If Ben is 5 feet tall, how tall is Ben?",
        "Tom weighs about 80 kilograms. How much does Tom weigh?",
        # pages and hours are lengths only with 'long' (ADR 0143), never a width or a height
        "The book is 300 pages wide. How wide is the book?",
        "The movie is 2 hours tall. How tall is the movie?",
    ],
)
def test_near_misses_refuse(lexicon, text):
    refusal_of(text, lexicon)


def test_the_first_refusal_stands(lexicon):
    refusal = refusal_of(
        "The dog weighs 20 pounds. It eats 2 pounds of food. How much does the dog weigh?", lexicon
    )
    assert refusal.reason == "untaught_verb_role"
    assert refusal.token_text == "weighs"
