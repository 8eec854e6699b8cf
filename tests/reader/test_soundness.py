"""Two readings that let the wrong thing choose (ADR 0330): a wage paying for time that was not work,
and a story pronoun settled only by whom the question names."""

import pytest

from reader.wage_work import is_work
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    "text",
    [
        "Tom earns $5 an hour. He slept 8 hours. How much did he earn?",
        "Tom makes $5 an hour. He slept 8 hours. How much did he make?",
        "Tom earns $5 an hour. He read for 3 hours. How much did he earn?",
        "Tom earns $5 an hour. He played for 3 hours. How much did he earn?",
        "Tom earns $5 an hour. He walked for 2 hours. How much did he earn?",
        "Tom earns $5 an hour. He studied for 4 hours. How much did he earn?",
        "Tom earns $5 an hour. He did 3 hours of reading. How much did he earn?",
        "Tom earns $5 an hour. He drove for 3 hours. How much did he earn?",  # not said to be his job
        "Tom earns $100 a day. He slept 3 days. How much did he earn?",
        "Each week Tom earns 150 dollars. He slept 3 weeks. How much did he earn?",
        "Tom earns $5 an hour. He worked out for 2 hours. How much did he earn?",
        "Tom earns $5 an hour. He worked on his homework for 2 hours. How much did he earn?",
        "Tom earns $5 an hour. He did 2 hours of painting pictures. How much did he earn?",
    ],
)
def test_a_wage_does_not_pay_for_other_time(lexicon, text):
    assert refusal_of(text, lexicon).reason == "underdetermined"


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Tom earns $5 an hour. He worked 8 hours. How much did he earn?", 40),
        ("Tom earns $6 an hour. He worked 90 minutes. How much did he earn?", 9),
        ("Tom earns $5 an hour. He did 3 hours of babysitting. How much did he earn?", 15),
        ("Tom earns $5 an hour. He did 3 hours of housework. How much did he earn?", 15),
        ("Tom earns $5 an hour for reading. He read for 3 hours. How much did he earn?", 15),
        ("Tom earns $5 an hour for sleeping. He slept 3 hours. How much did he earn?", 15),
        ("Tom earns $100 a day. He worked 3 days. How much did he earn?", 300),
        ("Tom earns $5 an hour. He worked 3 hours on Monday. How much did he earn?", 15),
        ("Tom earns $8 an hour. He did 2 hours of gardening. How much did he earn?", 16),
        ("Mia reads 20 pages an hour. She read for 3 hours. How many pages did she read?", 60),
    ],
)
def test_a_wage_pays_for_work(lexicon, text, value):
    assert value_of(text, lexicon) == value


def test_work_is_marked_in_the_lexicon(lexicon):
    assert is_work("work", lexicon.lookup)
    assert is_work("babysitting", lexicon.lookup)
    assert not is_work("sleep", lexicon.lookup)
    assert not is_work("read books", lexicon.lookup)


@pytest.mark.parametrize(
    "text",
    [
        "Sam met Tom. He charges $1 for each tomato. He sold 2 tomatoes. How much money did Sam make?",
        "Sam met Tom. He charges $1 for each tomato. He sold 2 tomatoes. How much money did Tom make?",
        "Sam met Tom. He found 2 pears. How many pears did Sam find?",
        "Ann met Mia. She bought 4 pens. How many pens did Ann buy?",
        "Sam has 5 apples. Tom has 3 apples. He found 2 pears. How many pears did Sam find?",
        "Ann has 4 pens. She gave 3 pens to Mia. She bought 2 pens. How many pens did Mia buy?",
        "The farmer met the baker. He sold 2 pies at $3 each. How much money did the farmer make?",
    ],
)
def test_the_question_does_not_choose_a_story_pronoun(lexicon, text):
    refusal_of(text, lexicon)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # the same answer whoever 'he' is
        ("Sam has 5 apples. Tom has 3 apples. He found 2 pears. How many pears did he find?", 2),
        # 'she' carries on from the 'she' before it, who was Ann
        ("Ann has 4 pens. She gave 3 pens to Mia. She bought 2 pens. How many pens did Ann buy?", 2),
        # she is not Mia, to whom she gives
        ("Ann met Mia. She gave 3 pens to Mia. She bought 2 pens. How many pens did Ann buy?", 2),
        # the dropped reading needs a number the story never told: the story, not the question, chose
        (
            "Joan found 72 seashells. She gave Alyssa some of her seashells. She has 28 seashells."
            " How many seashells did she give to Alyssa?",
            44,
        ),
        ("Ann has 4 pens. She bought 3 pens. How many pens did Ann buy?", 3),
    ],
)
def test_a_story_that_chooses_still_answers(lexicon, text, value):
    assert value_of(text, lexicon) == value
