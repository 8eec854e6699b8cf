"""'Ben ate 20 of them' of another person's things: the owner loses them (ADR 0405)."""

from fractions import Fraction

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Ella baked 50 muffins. Ben ate 20 of them. How many muffins are left?", 30),
        ("Ella baked 50 muffins. Ben ate 20 of them. How many muffins does Ella have left?", 30),
        ("Ella baked 50 muffins. Ben ate 20 of them. How many muffins did Ben eat?", 20),
        ("Zoe picked 30 apples. Her brother took 8 of them. How many apples does Zoe have left?", 22),
        (
            "Zoe picked 30 apples. Her brother took 8 of them."
            " If she put the rest into bags of 2, how many bags could she make?",
            11,
        ),
        (
            "Ella baked 50 muffins. Ben ate 20 of them. She put the rest in boxes of 5. How many boxes did she make?",
            6,
        ),
        ("Ella baked 50 muffins. Ben ate 20 of them. Mia ate 10 of them. How many muffins are left?", 20),
        ("Ella had 50 cards. Ben lost 20 of them. How many cards does Ella have left?", 30),
        ("Zoe had 30 apples. Tom had 10 apples. Tom ate 8 of them. How many apples does Zoe have left?", 30),
    ],
)
def test_the_owner_loses_what_another_used_or_took(lexicon, text, value):
    assert value_of(text, lexicon) == Fraction(value)


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # the eater holds none of them
        ("Ella baked 50 muffins. Ben ate 20 of them. How many muffins does Ben have?", "dangling_entity"),
        # two owners of such things: whose were eaten?
        (
            "Ella baked 50 muffins. Mia baked 30 muffins. Ben ate 20 of them. How many muffins does Ella have left?",
            "unresolved_pronoun",
        ),
        # two kinds: 'them' could be either
        (
            "Ella baked 50 muffins and 30 cookies. Ben ate 20 of them. How many muffins does Ella have left?",
            "unresolved_pronoun",
        ),
        (
            "Ella picked 40 apples. Ben picked 20 pears. Tom ate 5 of them. How many pears does Ben have left?",
            "unresolved_pronoun",
        ),
        # the things were split between two people before
        (
            "Zoe picked 30 apples. She gave 10 of them to Sam. Tom took 8 of them. How many apples does Zoe have left?",
            "unresolved_pronoun",
        ),
        # a rate of someone else's things: for how many days?
        (
            "Ella had 50 muffins. Ben ate 2 of them a day. How many muffins does Ella have left?",
            "unsupported_operation",
        ),
        # a selling or a giving of another's things is not read
        (
            "Zoe picked 30 apples. Tom sold 8 of them. How many apples does Zoe have left?",
            "unresolved_pronoun",
        ),
        # a remainder not split evenly
        (
            "Zoe picked 30 apples. Her brother took 8 of them."
            " If she put the rest into bags of 4, how many bags could she make?",
            "non_integer_count",
        ),
    ],
)
def test_someone_elses_things_refusals(lexicon, text, reason):
    assert refusal_of(text, lexicon).reason == reason
