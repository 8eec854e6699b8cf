"""Kinds read through a general noun, containers 'with' an amount, places first named by arrivals (ADR 0149)."""

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # a gain said with the bare noun: its kind is not stated
        (
            "Ivy had 6 striped socks. She found 4 socks. How many striped socks does she have?",
            "ambiguous_unit",
        ),
        (
            "Ivy had 6 striped socks. She bought 2 more socks. How many striped socks does she have?",
            "ambiguous_unit",
        ),
        # a gift from someone who held no amount of the narrower kind
        (
            "Ivy had 6 striped socks. Ben gave her 3 socks. How many striped socks does Ivy have?",
            "ambiguous_unit",
        ),
        (
            "Ivy had 6 striped socks. She got 3 socks from Ben. How many striped socks does Ivy have?",
            "ambiguous_unit",
        ),
        # a comparison or a holding said with the bare noun
        (
            "Ivy has 6 clay pots. Ben has 2 more pots than Ivy. How many clay pots does Ben have?",
            "ambiguous_unit",
        ),
        ("Ivy has 6 clay pots. Ben has 5 pots. How many clay pots does Ben have?", "ambiguous_unit"),
        # a measure's chain keeps no kind words: asked through one, the other kind would be counted
        (
            "Ben had 9 paper cups. He bought 4 plastic cups. How many paper cups does he have?",
            "ambiguous_unit",
        ),
        ("Ben had 9 paper cups. He bought 4 cups. How many paper cups does he have?", "ambiguous_unit"),
        # several containers 'with' an amount and no 'each': in all or in each one
        ("Ben has 5 boxes with 4 kites. How many kites does he have?", "ambiguous_unit"),
        ("There are 3 tanks with 7 fish. How many fish are there?", "ambiguous_unit"),
        ("Ben bought 2 crates with 9 pears. How many pears did he buy?", "ambiguous_unit"),
        # a place first named by arrivals in a story that counts those things elsewhere
        (
            "There are 16 geese on the lake. 5 of them walk to the barn. How many geese are in the barn?",
            "underdetermined",
        ),
        (
            "There are 25 fans in the hall. 8 fans went to the stage. How many fans are on the stage?",
            "underdetermined",
        ),
    ],
)
def test_guesses_about_kinds_and_places_refuse(text, reason, lexicon):
    assert refusal_of(text, lexicon).reason == reason


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # what leaves a holder who held one kind is of that kind
        ("Ivy had 6 striped socks. She lost 2 socks. How many striped socks does she have?", 4),
        ("Ivy had 6 striped socks. She gave 2 socks to Ben. How many striped socks does Ivy have?", 4),
        # the general noun asked: the sum
        ("Ivy had 6 striped socks. She found 4 socks. How many socks does she have?", 10),
        ("Ivy has 6 clay pots. Ben has 2 more pots than Ivy. How many pots does Ben have?", 8),
        # the kind said again
        ("Ivy had 6 striped socks. Ben gave her 3 striped socks. How many striped socks does Ivy have?", 9),
        # a kind narrowed only by its contents is the same stuff
        (
            "Ben had 8 pieces of fudge. He ate 3 pieces. His aunt gave him 2 more pieces. How many pieces of fudge does he have?",
            7,
        ),
        ("Ben had 9 paper cups. He bought 4 plastic cups. How many cups does he have?", 13),
        ("Ben had 9 paper cups. He bought 4 paper cups. How many paper cups does he have?", 13),
        # 'each', 'in each', or one container settle the amount
        ("Ben has 5 boxes with 4 kites each. How many kites does he have?", 20),
        ("Ben has 5 boxes with 4 kites in each box. How many kites does he have?", 20),
        ("Ben has a box with 4 kites. How many kites does he have?", 4),
        ("Ben has 1 box with 4 kites. He buys 2 kites. How many kites does he have?", 6),
        # 'with' after a place, not after the counted containers
        ("There are 4 owls in a barn with 3 mice. How many more owls are there than mice?", 1),
        # arrivals: 'more', a stated start, or no other place counting that kind
        (
            "There are 16 geese on the lake. 5 more geese land on the lake. How many geese are on the lake?",
            21,
        ),
        (
            "There are 16 geese on the lake and 2 geese in the barn. 5 geese walk to the barn. How many geese are in the barn?",
            7,
        ),
        ("7 geese walked to the barn. How many geese are in the barn?", 7),
    ],
)
def test_sound_readings_still_answer(text, value, lexicon):
    assert value_of(text, lexicon) == value
