"""'twice that many', 'half that amount': the factor times the one amount just told (ADR 0171)."""

from fractions import Fraction

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # in the same sentence, after the one amount told
        ("Kit baked 14 pies on Friday and twice that many on Saturday. How many pies did Kit bake?", 42),
        (
            "There are 11 geese on the lake, and three times that many on the shore. How many geese are there in all?",
            44,
        ),
        ("Abe has 7 cards and Flo has five times that many. How many cards do they have together?", 42),
        ("A zoo has 40 parrots and 1/4 that many owls. How many owls does the zoo have?", 10),
        ("Abe sold 50 hats and half of that number the next day. How many hats did Abe sell?", 75),
        ("Abe has 12 bowls and thrice that many plates. How many plates does Abe have?", 36),
        # money: the product keeps its dollar sign
        ("Flo earned $18 on Monday and twice that much on Tuesday. How much money did Flo earn?", 54),
        (
            "Flo earned $15 on Monday and half that amount on Tuesday. How much money did Flo earn?",
            Fraction(45, 2),
        ),
        # in the next sentence, when it is the story's first told amount
        ("Kit picked 20 plums. Ned picked half that many. How many plums did Ned pick?", 10),
        (
            "Kit picked 20 plums. Ned picked 1.5 times that many plums. How many plums did they pick in all?",
            50,
        ),
        ("Kit picked 20 plums. Ned picked twice that number. How many plums did they pick in all?", 60),
    ],
)
def test_that_many_is_read(lexicon, text, expected):
    assert value_of(text, lexicon) == expected


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # two amounts that could be meant
        (
            "There are 6 cats and 4 dogs in the yard and twice that number in the barn. How many are in the barn?",
            "unexpected_category",
        ),
        (
            "Kit has 6 pens. Ned has 2 pens. Lu has twice that many pens. How many pens does Lu have?",
            "unexpected_category",
        ),
        (
            "Kit had 9 pens. She lost 2. Lu has twice that many pens. How many pens does Lu have?",
            "unexpected_category",
        ),
        # a worked amount just before: a comparison or a multiple
        (
            "Kit has 6 pens. Ned has 2 more pens than Kit. Lu has twice that many. How many pens does Lu have?",
            "unexpected_category",
        ),
        (
            "Kit has 6 pens. Ned has twice as many pens as Kit. Lu has 3 times that many pens. How many does Lu have?",
            "unexpected_category",
        ),
        # the unit changes (a measure of one thing for another is read since ADR 0340)
        (
            "Kit swam 30 minutes and twice that many hours. How many hours did Kit swim?",
            "unexpected_category",
        ),
        # a product that is no finite decimal
        ("Kit has 10 pens and Lu has 1/3 that many. How many pens does Lu have?", "unsupported_operation"),
        # in a question
        ("Kit has 5 pens. How many pens would Lu have if she had twice that many?", "unexpected_category"),
        # 'much' after a plain count: a measure of what?
        ("Kit bought 3 pies and twice that much flour. How much flour did she buy?", "unexpected_category"),
    ],
)
def test_that_many_refuses(lexicon, text, reason):
    assert refusal_of(text, lexicon).reason == reason
