"""A rate told as an average, told again without the averaging words and read by the whole reader (ADR 0505)."""

from fractions import Fraction

import pytest

from packs.model import Lexicon
from reader.average_rates import average_rates
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # 'an average of' before a rate
        ("Gus walks an average of 7 miles a day. How many miles does he walk in 6 days?", 42),
        ("Vera earns an average of $19 per hour. She works 4 hours. How much does she earn?", 76),
        # 'On average,' opening a sentence, 'on average' closing the question
        ("On average, Ruth bakes 8 pies per hour. How many pies does Ruth bake in 3 hours?", 24),
        ("Lex swims 3 laps every 4 minutes on average. How many laps does Lex swim in 1 hour?", 45),
        ("Ivo reads 10 pages an hour on average. How many pages does Ivo read in 7 hours on average?", 70),
        # 'During N minutes' told as 'In N minutes'
        ("During 15 minutes, Ada can fold 6 cranes on average. How many cranes can she fold in 2 hours?", 48),
        # the time asked
        ("Ona knits an average of 12 rows per hour. How many hours does Ona need to knit 60 rows?", 5),
    ],
)
def test_read(text: str, value: Fraction, lexicon: Lexicon) -> None:
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        # one particular hour
        "Gus walks an average of 7 miles a day. How many miles does he walk on the first day?",
        "Gus walks an average of 7 miles a day. How many miles does he walk on the last day?",
        # approximations, negation
        "Gus walks an average of 7 miles a day. How many miles does he walk in about 6 days?",
        "Gus walks at least 7 miles a day on average. How many miles does he walk in 6 days?",
        "Gus does not walk an average of 7 miles a day. How many miles does he walk in 6 days?",
        # a group: per member or for all?
        "They walk an average of 7 miles a day. How many miles do they walk in 6 days?",
        # no rate after the average; the average itself still to be read
        "Gus scored 60 on a test, giving him an average of 75. How many points did he score?",
        "Gus walks an average of 7 miles a day. What is the average number of miles he walks in 6 days?",
        # an average aimed at, or told beside the amounts of particular days
        "Ada wants to walk an average of 5 miles a day. She walked 3 miles on Monday. How many miles must she walk?",
        "Ada walked 8 miles so far. She walks an average of 5 miles a day. How many miles does she walk in 4 days?",
        # an average asked after plain rates: per mile, not the total
        "Ed ran 2 miles at a pace of 8 minutes per mile. Then he ran 1 mile at a pace of 11 minutes per mile. "
        "How many minutes did Ed run on average?",
        # the average of several told amounts asked with 'each'
        "Ada, Ben and Cal pick 30 figs. How many figs does each of them pick on average?",
    ],
)
def test_refused(text: str, lexicon: Lexicon) -> None:
    refusal_of(text, lexicon)


def test_retelling_leaves_the_averaging_words_out(lexicon: Lexicon) -> None:
    found = average_rates(
        "During 15 minutes, Ada can fold 6 cranes on average. How many cranes can she fold in 2 hours?",
        lexicon,
    )
    assert found is not None
    assert found.text == "In 15 minutes, Ada can fold 6 cranes. How many cranes can she fold in 2 hours?"


def test_other_shapes_are_left_to_the_chain(lexicon: Lexicon) -> None:
    assert average_rates("Gus walks 7 miles a day. How many miles does he walk in 6 days?", lexicon) is None
    assert average_rates("Gus is an average worker. He walks 7 miles a day. How many?", lexicon) is None
    assert average_rates("During 15 minutes, Ada folds 6 stars. How many stars?", lexicon) is None
