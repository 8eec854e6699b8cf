"""A measure asked while the holder's things moved in a unit that does not convert to it (ADR 0173)."""

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a change in the asked unit, or one that converts to it
        ("Nell had 6 pounds of plums. She ate 2 pounds of plums. How many pounds of plums are left?", 4),
        ("Nell had 6 pounds of plums. She ate 8 ounces. How many pounds are left?", 5.5),
        ("Nell had 3 gallons of cider. She drank 2 quarts. How many quarts are left?", 10),
        ("Otto had 9 meters of twine. He used 300 centimeters. How many meters are left?", 6),
        # a thing of its own kind, money, time, or a move of someone who holds their own
        ("Nell had 6 pounds of plums. She ate 2 pears. How many pounds of plums are left?", 6),
        ("Nell had 6 pounds of plums. She spent 3 dollars. How many pounds of plums does she have?", 6),
        ("Otto had 9 meters of twine. He bought 3 apples. How many meters of twine does he have?", 9),
        (
            "Nell had 6 pounds of plums. Otto had 5 plums. He ate 2 plums. How many pounds of plums does Nell have?",
            6,
        ),
        # a count asked: a measure of another thing
        ("Nell had 15 plums. She ate 2 kilograms of rice. How many plums are left?", 15),
        ("Nell had 15 plums. She ate 2 plums. How many plums are left?", 13),
        # coins: other coins are not the asked coins
        ("Otto has 20 dimes. He finds 3 quarters. How many dimes does he have?", 20),
        ("Otto has 20 dimes. He spends 4 dimes. How many dimes does he have?", 16),
    ],
)
def test_convertible_or_unrelated_moves_are_read(lexicon, text, expected):
    assert value_of(text, lexicon) == pytest.approx(expected)


@pytest.mark.parametrize(
    "text",
    [
        # a portion taken by someone who holds nothing: it may have come from the asked holder
        "The pot had 3 liters of soup. Ada ate 2 bowls. How many liters of soup are in the pot?",
        "The barrel had 50 gallons of rain. Ned used 4 buckets. How many gallons are in the barrel?",
        "Nell had 6 pounds of plums. Otto ate 2 plums. How many pounds of plums does Nell have?",
        "Nell had 15 plums. Otto ate 2 pounds of plums. How many plums does Nell have?",
        # counted things, portions and containers moved out of a measure
        "Nell had 6 pounds of plums. She ate 2 plums. How many pounds are left?",
        "Nell had 6 pounds of plums. She bought 2 plums. How many pounds of plums does she have?",
        "Nell had 6 pounds of plums. She gave Otto 2 plums. How many pounds does she have?",
        "Nell had 6 pounds of plums. She bought 2 bags of plums. How many pounds of plums does she have?",
        "Otto had 2 liters of cider. He drank 3 glasses. How many liters are left?",
        "Otto had 2 liters of cider. He drank 3 bottles. How many liters of cider are left?",
        "Otto had 9 meters of twine. He used 2 pieces. How many meters of twine are left?",
        "Otto had 6 liters of paint. He used 2 cans. How many liters of paint are left?",
        "Otto had 7 kilograms of gravel. He used 2 buckets. How many kilograms of gravel are left?",
        "Otto has 2 liters of cider. If he drinks 3 glasses, how many liters are left?",
        # a weight drunk from a volume
        "Otto had 2 liters of cider. He drank 6 ounces. How many liters are left?",
        "Otto had 2 liters of cider. He drank 6 fluid ounces. How many liters are left?",
        # a measure moved out of a count
        "Nell had 15 plums. She ate 2 pounds of plums. How many plums are left?",
        "Nell had 15 plums. She ate 2 pounds. How many plums are left?",
        # money held in a unit that is not a coin may be in the asked coins
        "Otto had 60 cents. He found 2 dimes. How many dimes does he have?",
        "Otto has 4 dollars. He finds 3 quarters. How many quarters does he have?",
    ],
)
def test_unconverted_moves_refuse(lexicon, text):
    assert refusal_of(text, lexicon).reason == "unit_mismatch"
