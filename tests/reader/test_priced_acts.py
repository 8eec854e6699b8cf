"""Acts counted 'N times' with a cost for each: "rode the carousel 7 times ... each ride cost 5 tickets" (ADR 0210)."""

import pytest

from reader.priced_acts import read_priced_acts
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # two rides told in one list, one cost in the question's if-part
        (
            "At the street fair Rosa rode the ferris wheel 4 times and the bumper cars 6 times. "
            "If each ride cost 3 tickets, how many tickets did she use?",
            30,
        ),
        # the cost as its own sentence, acts told over two sentences
        (
            "Rosa rode the carousel 2 times. She rode the roller coaster 5 times. Each ride cost 2 tickets. "
            "How many tickets did Rosa use in all?",
            14,
        ),
        # a list with commas, 'rode' said again, 'one time'
        (
            "Rosa rode the swings 2 times, the slide 3 times and rode the carousel 1 time. "
            "Each ride costs 4 tokens. How many tokens did she spend altogether?",
            24,
        ),
        # a money cost, asked as 'how much'
        ("Rosa rode the carousel 3 times. Each ride costs $2. How much money did she spend?", 6),
        ("Rosa rode the carousel 3 times. Each ride costs 2 dollars. How much did she pay in total?", 6),
        # no object named: the verb's own noun still names every act
        ("Omar swam 5 times. Each swim cost $3. How much money did he spend?", 15),
    ],
)
def test_priced_acts_are_counted(lexicon, text, expected):
    assert value_of(text, lexicon) == expected


def test_the_answer_names_the_unit_and_the_steps(lexicon):
    found = read_priced_acts(
        "Rosa rode the carousel 2 times and the slide 3 times. Each ride cost 4 tickets. "
        "How many tickets did she use?",
        lexicon,
    )
    assert found is not None
    assert (found.value, found.unit) == (20, "ticket")
    assert found.steps[-1] == "5 x 4 ticket each = 20 ticket"


@pytest.mark.parametrize(
    "text",
    [
        # the asked unit is not the cost's
        "Rosa rode the carousel 3 times. Each ride costs 2 tickets. How much money did she spend?",
        "Rosa rode the carousel 3 times. Each ride costs 2 tickets. How many dollars did she spend?",
        # a time is no price
        "Rosa rode the carousel 3 times. Each ride costs 2 minutes. How many minutes did she spend?",
        # 'each' names a narrower act, or something else, than the acts told
        "Rosa rode the carousel 3 times. Each carousel ride costs 2 tickets. How many tickets did she use?",
        "Rosa rode the carousel 3 times. Each ticket costs 2 dollars. How much money did she spend?",
        # two activities, two doers, a group
        "Rosa rode the carousel 3 times and swam 2 times. Each ride costs 2 tickets. How many tickets did she use?",
        "Rosa rode the carousel 3 times and Omar rode it 2 times. Each ride costs 2 tickets. "
        "How many tickets did they use?",
        "Rosa rode the carousel 3 times. Each ride costs 2 tickets. How many tickets did Omar use?",
        # negation, a future, a losing verb, a narrowed question
        "Rosa did not ride the carousel 3 times. Each ride costs 2 tickets. How many tickets did she use?",
        "Rosa rode the carousel 3 times. Each ride costs 2 tickets. How many tickets will she use?",
        "Rosa rode the carousel 3 times. Each ride costs 2 tickets. How many tickets did she lose?",
        "Rosa rode the carousel 3 times. Each ride costs 2 tickets. How many tickets did she use on the slide?",
        # the same ride told twice, two costs, a count that is no whole number of acts
        "Rosa rode the carousel 3 times and the carousel 2 times. Each ride costs 2 tickets. "
        "How many tickets did she use?",
        "Rosa rode the carousel 3 times. Each ride costs 2 tickets. Each ride costs 3 tickets. "
        "How many tickets did she use?",
        "Rosa rode the carousel 2.5 times. Each ride costs 2 tickets. How many tickets did she use?",
        # a cost sentence that says more than the one cost
        "Rosa rode the carousel 3 times. Each ride cost 2 tickets and 1 dollar. How many tickets did she use?",
        # a holding beside the acts, a period on them
        "Rosa had 20 tickets. She rode the carousel 3 times. Each ride costs 2 tickets. How many tickets did she use?",
        "Rosa rode the carousel 3 times in 2 days. Each ride costs 2 tickets. How many tickets did she use?",
    ],
)
def test_other_stories_refuse(lexicon, text):
    assert refusal_of(text, lexicon) is not None
    assert read_priced_acts(text, lexicon) is None
