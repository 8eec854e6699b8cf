"""A wage pays its own activity, each duration keeps its activity, and 'more' starts (ADR 0121)."""

from fractions import Fraction

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # a wage with a named activity pays that activity
        (
            "Nora earns $12 an hour for babysitting. She did 2 hours of babysitting. How much did she earn?",
            24,
        ),
        ("Sam earns $10 an hour for gardening. He did 90 minutes of gardening. How much did he earn?", 15),
        ("Sam earns $10 an hour for reading. He read for 3 hours. How much did he earn?", 30),
        ("Sam earns $10 a day for gardening. He did 2 days of gardening. How much did he earn?", 20),
        (
            "Sam makes $7 an hour for swimming lessons. He did 4 hours of swimming lessons. How much did he make?",
            28,
        ),
        # a wage with no named activity pays the holder's one activity (ADR 0030)
        ("Sam earns $10 an hour. He did 2 hours of painting. How much did he earn?", 20),
        (
            "Sam earns $10 an hour. He did 2 hours of gardening and 1 hour of gardening. How much did he earn?",
            30,
        ),
        # a rate stated with a verb counts time on that verb's activity only
        (
            "Omar reads 20 pages an hour. He did 3 hours of reading and 2 hours of swimming. "
            "How many pages did he read?",
            60,
        ),
        (
            "Nora earns $10 an hour. She worked 3 hours. Then she worked 2 more hours. How much did she earn?",
            50,
        ),
        # 'more' with an earlier amount, or asked for what was added
        ("Ann has 5 shells. She found 12 more shells. How many shells does she have?", 17),
        ("Ann found 12 more shells. How many shells did she find?", 12),
        ("Ann found 5 more shells. Now she has 12 shells. How many shells did she have at first?", 7),
        ("Ann picked 5 more apples. Bob picked 3 apples. How many more apples did Ann pick than Bob?", 2),
        (
            "A jar has 12 liters of water. Kim adds 3.5 liters more. How many liters of water are there in all?",
            Fraction(31, 2),
        ),
    ],
)
def test_answers(lexicon, text, value):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # time on another activity is not paid by a wage for one activity
        (
            "Nora earns $12 an hour for babysitting. Yesterday she did 3 hours of reading. How much did she earn?",
            "underdetermined",
        ),
        (
            "Nora earns $12 an hour for tutoring. Yesterday she read for 3 hours. How much did she earn?",
            "underdetermined",
        ),
        ("Sam earns $10 an hour to tutor. He read for 3 hours. How much did he earn?", "underdetermined"),
        # 'coach' is filed as a person, but a bare one after 'to' is the verb: the work the wage pays
        ("Sam earns $10 an hour to coach. He read for 3 hours. How much did he earn?", "underdetermined"),
        # a wage that goes to someone else has no role in what the earner has
        ("Sam earns $10 an hour to Ann. He read for 3 hours. How much did he earn?", "unsupported_operation"),
        (
            "Sam earns $10 an hour to the coach. He worked for 3 hours. How much did he earn?",
            "unsupported_operation",
        ),
        (
            "Sam earns $10 an hour for walking dogs. He walked for 3 hours. How much did he earn?",
            "underdetermined",
        ),
        (
            "Sam makes $7 an hour for swimming lessons. He swam for 4 hours. How much did he make?",
            "underdetermined",
        ),
        # each duration keeps its own activity: no merging into the first one
        (
            "Nora earns $12 an hour for babysitting. Yesterday she did 3 hours of reading and 2 hours of "
            "babysitting. How much did she earn?",
            "underdetermined",
        ),
        (
            "Nora earns $12 an hour. Yesterday she did 3 hours of reading and 2 hours of babysitting. "
            "How much did she earn?",
            "underdetermined",
        ),
        (
            "Omar reads 20 pages an hour. He did 3 hours of swimming. How many pages did he read?",
            "underdetermined",
        ),
        # 'more' with nothing stated before it: the holder's whole is unknown
        ("Nora earns $10 an hour. She worked 2 more hours. How much did she earn?", "underdetermined"),
        ("Ann found 12 more shells. How many shells does she have?", "underdetermined"),
        ("Ann got 4 more stickers from Tom. How many stickers does Ann have?", "underdetermined"),
        (
            "Ann found 12 more shells. Bob found 3 shells. How many shells do they have together?",
            "underdetermined",
        ),
        (
            "Ann picked 7 more apples. Then she picked 3 apples. How many apples does Ann have?",
            "underdetermined",
        ),
    ],
)
def test_refusals(lexicon, text, reason):
    assert refusal_of(text, lexicon).reason == reason


def test_each_duration_names_its_own_activity(lexicon):
    from reader.api import read_problem

    result = read_problem(
        "Sam earns $10 an hour for reading. He did 2 hours of reading. How much did he earn?", lexicon
    )
    assert [e.unit_key for e in result.graph.events] == ["dim:time+act:read"]
    assert result.graph.rates[0].paid_for == "read"
