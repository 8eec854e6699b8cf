"""Averages over told items: persons' ages and measures, acts per person or per told day (ADR 0297)."""

from fractions import Fraction

import pytest

from reader import Answer, read_problem
from reader.api import read_problem as read_whole
from reader.averages import read_average, read_average_acts
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value", "unit"),
    [
        # the ages reading's sum over every person, divided by their count
        (
            (
                "Lucy's aunt is three times as old as Lucy, who is twice as old as Omar. If Omar is 5 "
                "years old, what's the average age of the three?"
            ),
            15,
            "year",
        ),
        (
            "Mia is 8 years old. Her brother Leo is 4 years older than Mia. What is their average age?",
            10,
            "year",
        ),
        (
            "Kira is 12 years old. Ravi is twice as old as Kira. Omar is 6 years younger than Ravi. "
            "Calculate the average age of the three of them.",
            18,
            "year",
        ),
        (
            "Nina is 30 years old. Paul is 5 years younger than Nina. Find the average age of the two.",
            27.5,
            "year",
        ),
        # stated measures: the total of every person's measure, divided by their count
        (
            (
                "Hugo is 3 inches shorter than Clara. Clara is 6 inches taller than Ivan. If Ivan is "
                "48 inches tall, what is the average height for the three of them?"
            ),
            51,
            "inch",
        ),
        (
            "Fred weighs 80 pounds. Gina weighs 10 pounds less than Fred. What is their average weight?",
            75,
            "pound",
        ),
    ],
)
def test_average_of_persons(text, value, unit, lexicon):
    result = read_problem(text, lexicon)
    assert isinstance(result, Answer), result
    assert result.value == Fraction(str(value))
    assert result.unit == unit
    assert result.steps[-1].startswith("the average")
    assert read_average(text, lexicon, read_whole) is not None


@pytest.mark.parametrize(
    ("text", "value", "unit"),
    [
        # per person: the total of the asked act, over the persons who did it
        (
            "Ali collected 14 shells. Bea collected 10 shells. Cam collected 9 shells. "
            "How many shells did they collect on average?",
            11,
            "shell",
        ),
        (
            "Ali collected 14 shells. Bea collected 10 shells. Cam collected 9 shells. "
            "How many shells did each of them collect on average?",
            11,
            "shell",
        ),
        (
            "Ali collected 14 shells. Bea collected 10 shells. Cam collected 9 shells. "
            "What was the average number of shells they collected?",
            11,
            "shell",
        ),
        (
            "Ivy baked 24 cookies, Jon baked 18 cookies, and Kat baked 30 cookies. "
            "How many cookies did they bake on average?",
            24,
            "cookie",
        ),
        # per day, over a count of days the question names and the story fills
        (
            "Sam baked 30 muffins on Monday. He baked 42 muffins on Tuesday. He baked 24 muffins on Wednesday. "
            "What is the average number of muffins he baked per day over the 3 days?",
            32,
            "muffin",
        ),
        (
            "Lena sold 12 cupcakes on Friday and 21 cupcakes on Saturday. "
            "On average, how many cupcakes did she sell each day over the two days?",
            16.5,
            "cupcake",
        ),
    ],
)
def test_average_of_acts(text, value, unit, lexicon):
    result = read_problem(text, lexicon)
    assert isinstance(result, Answer), result
    assert result.value == Fraction(str(value))
    assert result.unit == unit
    assert read_average_acts(text, lexicon, read_whole) is not None


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # 'the four' over three persons; a group of some of the persons; an average that is no finite decimal
        (
            "Kira is 12 years old. Ravi is twice as old as Kira. Omar is 6 years younger than Ravi. "
            "What is the average age of the four?",
            "unattached_quantity",
        ),
        (
            "Kira is 12 years old. Ravi is twice as old as Kira. Omar is 40 years old. "
            "What is the average age of Kira and Ravi?",
            "unattached_quantity",
        ),
        (
            "Nina is 30 years old. Paul is 10 years younger than Nina. If Rosa is 4 years older than Paul, "
            "what is the average age of the three?",
            "unattached_quantity",
        ),
        # a member with an unknown amount, a compared amount, another act, a negation
        (
            "Ali collected 14 shells. Bea collected 10 shells. Cam collected some shells. "
            "How many shells did they collect on average?",
            "unused_operator",
        ),
        (
            "Ali collected 14 shells. Bea collected 10 shells. Cam collected 3 more shells than Bea. "
            "How many shells did they collect on average?",
            "unused_operator",
        ),
        (
            "Ali collected 14 shells. Bea ate 10 shells. Cam collected 9 shells. "
            "How many shells did they collect on average?",
            "unused_operator",
        ),
        # one person's average with no period; a period with no count of days; a count the story does not fill
        (
            "Ali collected 14 shells. Bea collected 10 shells. Cam collected 9 shells. "
            "How many shells did Ali collect on average?",
            "unused_operator",
        ),
        (
            "Sam baked 30 muffins on Monday. He baked 42 muffins on Tuesday. He baked 24 muffins on Wednesday. "
            "How many muffins did he bake per day on average?",
            "unused_operator",
        ),
        (
            "Lena sold 12 cupcakes on Friday and 20 cupcakes on Saturday. She sold 6 cupcakes on Sunday. "
            "On average, how many cupcakes did she sell each day over the two days?",
            "unexpected_category",
        ),
        (
            "Lena sold 12 cupcakes on Friday and bought 20 cupcakes on Saturday. "
            "On average, how many cupcakes did she sell each day over the two days?",
            "unexpected_category",
        ),
    ],
)
def test_average_refuses(text, reason, lexicon):
    assert refusal_of(text, lexicon).reason == reason
    assert read_average(text, lexicon, read_whole) is None
    assert read_average_acts(text, lexicon, read_whole) is None


def test_a_told_average_is_no_item(lexicon):
    text = "Tom picked 7 apples. Ann picked 11 apples. Jo picked 9 apples. How many apples did they pick on average?"
    assert value_of(text, lexicon) == 9
    told = (
        "Tom picked an average of 7 apples. Ann picked 11 apples. How many apples did they pick on average?"
    )
    assert read_average_acts(told, lexicon, read_whole) is None


def test_days_must_be_whole_days(lexicon):
    text = (
        "Tom picked 7 apples in the morning. He picked 11 apples in the afternoon. "
        "How many apples did he pick per day on average over the 2 days?"
    )
    assert read_average_acts(text, lexicon, read_whole) is None
