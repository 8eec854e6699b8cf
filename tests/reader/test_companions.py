"""Persons counted after 'with' as companions of an activity, per day (ADR 0144)."""

import pytest

from reader import Answer, read_problem
from reader.companions import read_companions
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # a total over the days, in separate sentences or one list
        (
            "Marco played chess with 4 kids on Monday. He played chess with 6 kids on Tuesday. "
            "How many kids did he play with altogether?",
            10,
        ),
        (
            "Priya played soccer with 9 friends on Saturday and 7 friends on Sunday. "
            "How many friends did she play soccer with in all?",
            16,
        ),
        (
            "Omar walked with 3 neighbors on Monday. He walked with 5 neighbors on Thursday. "
            "How many neighbors did he walk with in total?",
            8,
        ),
        (
            "Kofi jogged with six friends on Monday and eleven friends on Friday. "
            "How many friends did he jog with altogether?",
            17,
        ),
        (
            "Ben swam with 1 friend on Monday. He swam with 3 friends on Tuesday. "
            "How many friends did he swim with in all?",
            4,
        ),
        # the days a question names
        (
            "Lena played cards with 2 cousins on Friday, 5 cousins on Saturday and 4 cousins on Sunday. "
            "How many cousins did she play with on Friday and Sunday?",
            6,
        ),
        (
            "Ivan played hockey with 10 boys on Monday. He played hockey with 8 boys on Wednesday. "
            "How many boys did he play with on Wednesday?",
            8,
        ),
        (
            "Amara played basketball with 7 players on Monday, 9 players on Wednesday, and 6 players on Friday. "
            "How many players did she play with in all on Monday and Friday?",
            13,
        ),
        # a difference of two days
        (
            "Lena played cards with 2 cousins on Friday, 5 cousins on Saturday and 4 cousins on Sunday. "
            "How many more cousins did she play with on Saturday than on Friday?",
            3,
        ),
        (
            "Nadia worked with 15 students on Monday. She had worked with 12 students on Sunday. "
            "How many more students did she work with on Monday than on Sunday?",
            3,
        ),
        # the activity named in the question keeps only its own outings; none named keeps all
        (
            "Rosa played tennis with 3 girls on Tuesday and 2 girls on Thursday. She played golf with 4 girls on "
            "Saturday. How many girls did she play tennis with altogether?",
            5,
        ),
        (
            "Rosa played tennis with 3 girls on Tuesday and 2 girls on Thursday. She played golf with 4 girls on "
            "Saturday. How many girls did she play with altogether?",
            9,
        ),
        # one outing, no day
        ("Ben played checkers with 5 kids. How many kids did Ben play checkers with?", 5),
    ],
)
def test_companions_are_counted(lexicon, text, value):
    assert value_of(text, lexicon) == value


def test_the_answer_counts_the_persons_and_shows_each_outing(lexicon):
    text = (
        "Marco played chess with 4 kids on Monday. He played chess with 6 kids on Tuesday. "
        "How many kids did he play with altogether?"
    )
    result = read_problem(text, lexicon)
    assert isinstance(result, Answer)
    assert result.unit == "kid"
    assert result.steps[-1] == "4 + 6 = 10"
    assert len(result.graph.events) == 2


@pytest.mark.parametrize(
    "text",
    [
        # a number that counts no companion
        "Mina played chess with 8 kids on Monday for 2 hours. She played chess with 5 kids on Tuesday. "
        "How many kids did she play with altogether?",
        # the same kids again: a sum would count them twice
        "Mina played chess with 8 kids on Monday. She played chess with the same kids on Tuesday. "
        "How many kids did she play with altogether?",
        # two outings and neither a day nor a total asked
        "Mina played chess with 8 kids on Monday. She played chess with 5 kids on Tuesday. "
        "How many kids did she play with?",
        # a day no statement names
        "Mina played chess with 8 kids on Monday. She played chess with 5 kids on Tuesday. "
        "How many kids did she play with on Friday?",
        # a difference that is not positive
        "Mina played chess with 5 kids on Monday. She played chess with 8 kids on Tuesday. "
        "How many more kids did she play with on Monday than on Tuesday?",
        # another person
        "Mina played chess with 8 kids on Monday. Leo played chess with 5 kids on Tuesday. "
        "How many kids did she play with altogether?",
        # negation
        "Mina played chess with 8 kids on Monday. She did not play chess with 5 kids on Tuesday. "
        "How many kids did she play with altogether?",
        # another kind of person
        "Mina played chess with 8 kids on Monday. She played chess with 5 adults on Tuesday. "
        "How many kids did she play with altogether?",
        # 'more' in a statement
        "Mina played chess with 8 kids on Monday. She played chess with 5 more kids on Tuesday. "
        "How many kids did she play with altogether?",
        # 'each', a group, 'together'
        "Mina played chess with 8 kids each on Monday. How many kids did she play with?",
        "Mina and Leo played chess with 8 kids on Monday. How many kids did they play with?",
        "Mina played chess with 8 kids on Monday. She played chess with 5 kids on Tuesday. "
        "How many kids did she play with together?",
        # the same activity twice on one day: a restatement or a second group?
        "Mina played chess with 8 kids on Monday. She played chess with 5 kids on Monday. "
        "How many kids did she play with on Monday?",
        # two groups with no day to tell them apart
        "Mina played chess with 8 kids and 5 kids. How many kids did she play with altogether?",
        # an activity the question names that no statement does
        "Mina played chess with 8 kids on Monday. She played chess with 5 kids on Tuesday. "
        "How many kids did she play checkers with altogether?",
        # a pronoun that does not fit the one person
        "Mina played chess with 8 kids on Monday. She played chess with 5 kids on Tuesday. "
        "How many kids did he play with altogether?",
        # things, not persons
        "Mina played chess with 8 dolls on Monday. She played chess with 5 dolls on Tuesday. "
        "How many dolls did she play with altogether?",
    ],
)
def test_near_misses_refuse(lexicon, text):
    assert read_companions(text, lexicon) is None
    refusal_of(text, lexicon)
