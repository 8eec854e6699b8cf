"""Answers a reading may give whose words may mean another thing, refused after reading (ADR 0358).

A part of one thing ("ate 1/4 of an apple"), 'quarters' with no 'of' in a story with no coin or
money, a list of prices with 'each' on some counted items only, a measure answered for 'how many
<things>', room for people ('holds 40 people') answered as the people there, and a thing that 'holds'
an amount then given more. Near misses that
say what they mean still answer.
"""

from fractions import Fraction

import pytest

from tests.reader.reading import refusal_of, value_of

ANSWERED = [
    ("Leo has 6 pies. He ate half of the pies. How many pies does he have?", Fraction(3)),
    ("There are 40 children in a group. One quarter are girls. How many are boys?", Fraction(30)),
    ("Tim had 12 quarters. He lost 2 quarters. How many quarters does he have?", Fraction(10)),
    ("Tim had 40 balls and 3 dimes. He lost two quarters. How many balls does he have?", Fraction(40)),
    ("Ann buys 3 hats for $10 each and 2 pens for $2 each. How much does she spend?", Fraction(34)),
    ("Ann buys 3 hats for $10 each and a pen for $2. How much does she spend?", Fraction(32)),
    (
        "Ann has 3 bags. Each bag has 2 pounds of apples. How many pounds of apples does she have?",
        Fraction(6),
    ),
    ("Tom had 14 paper cups. He bought 6 paper cups. How many paper cups does he have now?", Fraction(20)),
    ("A bus holds 40 people. How many people does the bus hold?", Fraction(40)),
    ("Each box holds 12 eggs. Ann has 3 boxes. How many eggs does she have?", Fraction(36)),
    ("The jar has 50 marbles. Ann put 20 marbles in the jar. How many marbles are in the jar?", Fraction(70)),
    (
        "The jar held 50 marbles. Ann put 20 marbles in the jar. How many marbles are in the jar?",
        Fraction(70),
    ),
    ("It takes 5 pears to make a tart. How many pears does it take to make 4 tarts?", Fraction(20)),
    ("It takes 6 screws to fix a shelf. How many screws are needed for 4 shelves?", Fraction(24)),
    (
        "It takes 2 bags of sand to fill a pit. How many bags of sand does it take to fill 3 pits?",
        Fraction(6),
    ),
]

REFUSED = [
    ("Ann has 4 apples. She ate 1/4 of an apple. How many apples does she have?", "non_integer_count"),
    ("Leo has 6 pies. He ate half of a pie. How many pies does he have?", "non_integer_count"),
    ("Tim had 40 balls. Tim gave Ann three quarters. How many balls does Tim have?", "readings_disagree"),
    ("Tim had 40 balls. He lost two quarters. How many balls does he have?", "readings_disagree"),
    ("Ann buys 3 hats for $10 each and 2 pens for $2. How much does she spend?", "readings_disagree"),
    ("Ann has 2 pounds of apples. How many apples does she have?", "unit_mismatch"),
    ("Ann has 3 bags. Each bag has 2 pounds of apples. How many apples does she have?", "unit_mismatch"),
    ("A bus holds 40 people. How many people are on the bus?", "underdetermined"),
    (
        "The jar holds 50 marbles. Ann put 20 marbles in the jar. How many marbles are in the jar?",
        "underdetermined",
    ),
    (
        "It takes 4 trucks to move a house. How many trucks does it take to move 3 houses?",
        "unresolved_pronoun",
    ),
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_near_misses_that_say_what_they_mean_answer(text, value, lexicon):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(("text", "reason"), REFUSED)
def test_words_that_may_mean_another_thing_refuse(text, reason, lexicon):
    assert refusal_of(text, lexicon).reason == reason
