"""Lengths told in counted things or in time, and a counted whole's sum over its parts (ADR 0143)."""

import pytest

from reader import Answer, read_problem
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # a whole counted, every part stated by its ordinal: the sum
        (
            "A diary has 3 chapters. The first chapter is 12 pages long. The second chapter is 20 pages "
            "long. The third chapter is 8 pages long. How many pages does the diary have altogether?",
            40,
        ),
        # clauses with no stop between them
        (
            "A diary has 2 chapters. The first chapter is 12 pages long the second chapter is 20 pages "
            "long. How many pages are in the diary?",
            32,
        ),
        # each part: count times the length
        (
            "A manual has 6 sections. Each section is 9 pages long. How many pages does the manual have in total?",
            54,
        ),
        ("A series has 10 episodes. Each episode is 22 minutes long. How long is the series?", 220),
        # a difference between two parts: the third part may stand beside it
        (
            "A diary has 3 chapters. The first chapter is 12 pages long. The second chapter is 20 pages "
            "long. The third chapter is 8 pages long. How many more pages does the second chapter have "
            "than the third chapter?",
            12,
        ),
        ("The lesson is 45 minutes long. How long is the lesson?", 45),
        ("The lesson was 2 hours long. How many hours long was the lesson?", 2),
        (
            "The hymn is 24 lines long and the chant is 10 lines long. How much longer is the hymn than the chant?",
            14,
        ),
        ("The freight train is 9 cars long. How many cars does the freight train have?", 9),
        # the clause reader reads "is 300 pages long" as "has 300 pages"
        (
            "The journal is 300 pages long. The notebook is 80 pages long. How many pages are there in all?",
            380,
        ),
    ],
)
def test_lengths_in_counted_things_and_time_are_read(lexicon, text, value):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # a part with no length, no count of parts, a part beyond the count, a part stated twice
        (
            "A diary has 3 chapters. The first chapter is 12 pages long. The second chapter is 20 pages "
            "long. How many pages does the diary have?",
            "unattached_quantity",
        ),
        (
            "The first chapter is 12 pages long. The second chapter is 20 pages long. How many pages does "
            "the diary have?",
            "unattached_quantity",
        ),
        (
            "A diary has 2 chapters. The first chapter is 12 pages long. The third chapter is 20 pages "
            "long. How many pages does the diary have?",
            "unattached_quantity",
        ),
        (
            "A diary has 2 chapters. The first chapter is 12 pages long. The first chapter is 20 pages "
            "long. How many pages does the diary have?",
            "unattached_quantity",
        ),
        # bricks lie in rows: a wall 30 bricks long does not hold 30 bricks
        ("The wall is 30 bricks long. How many bricks does the wall have?", "unattached_quantity"),
        # lengths in space do not add up to the whole
        ("A table has 4 legs. Each leg is 3 feet long. How long is the table?", "unattached_quantity"),
        # mixed units, a question in another unit, another dimension, a negation
        (
            "The lesson is 2 hours long. The break is 15 minutes long. How much longer is the lesson than "
            "the break?",
            "unattached_quantity",
        ),
        ("The lesson is 2 hours long. How many minutes long is the lesson?", "unattached_quantity"),
        ("The lane is 50 meters long. How wide is the lane?", "unattached_quantity"),
        ("The essay is not 8 pages long. How many pages does the essay have?", "unused_operator"),
        # not longer, and a stated length the answer does not use
        (
            "The chant is 10 lines long and the hymn is 24 lines long. How much longer is the chant than "
            "the hymn?",
            "unattached_quantity",
        ),
        # the clause reader reads both lengths and has no reading for a "how long" question
        (
            "The hymn is 24 lines long. The chant is 10 lines long. How long is the hymn?",
            "no_question_target",
        ),
        # 'first' and 'second' chapters would be one holder to the clause reader: not read there
        (
            "A diary has 2 chapters. The first chapter is 12 pages long. If there are 30 pages in the "
            "diary, how many pages are in the second chapter?",
            "unattached_quantity",
        ),
    ],
)
def test_what_the_rule_does_not_settle_refuses(lexicon, text, reason):
    assert refusal_of(text, lexicon).reason == reason


def test_the_sum_is_a_step_of_the_derivation(lexicon):
    result = read_problem(
        "A diary has 2 chapters. The first chapter is 12 pages long. The second chapter is 20 pages long. "
        "How many pages does the diary have?",
        lexicon,
    )
    assert isinstance(result, Answer)
    assert result.unit == "page"
    assert "12 + 20 = 32 page" in result.steps
