"""Parts of a told group, each part with a count for every member; the asked total (ADR 0365)."""

import pytest

from reader import Answer, read_problem
from reader.parts_each import read_parts_each
from tests.reader.reading import refusal_of, value_of

CAMP = "There are 24 campers in a camp. {} How many blankets are in the camp?"


@pytest.mark.parametrize(
    ("parts", "value"),
    [
        ("Half of them have 4 blankets each and the rest have 2 blankets each.", 72),
        ("Half of them have 4 blankets each and the other half have 2 blankets each.", 72),
        ("Half the campers have 4 blankets each. The rest of the campers have 2 blankets each.", 72),
        ("6 of the campers have 4 blankets each and the remaining campers have 2 blankets each.", 60),
        (
            "One-third of them have 3 blankets each, a sixth have 5 blankets each and the rest have 2 blankets each.",
            68,
        ),
        ("25% of the campers have 4 blankets each and 75% have 2 blankets each.", 60),
        ("Half of them have four blankets each and 12 have two blankets each.", 72),
    ],
)
def test_each_part_counts_its_members_times_its_count(parts, value, lexicon):
    assert value_of(CAMP.format(parts), lexicon) == value


@pytest.mark.parametrize(
    "question",
    [
        "How many blankets are in the camp?",
        "How many blankets are there in all?",
        "How many blankets in total are in the camp?",
        "How many blankets do the campers have in total?",
        "How many blankets do they have altogether?",
    ],
)
def test_the_total_is_asked_in_several_words(question, lexicon):
    text = "There are 24 campers in a camp. Half of them have 4 blankets each and the rest have 2 blankets each. "
    assert value_of(text + question, lexicon) == 72


@pytest.mark.parametrize(
    "parts",
    [
        # no 'each': each, or together?
        "Half of them have 4 blankets and the rest have 2 blankets.",
        "Half of them have 4 blankets each and the rest have 2 blankets.",
        # parts that leave members untold, or go beyond the whole, or do not come out whole
        "Half of them have 4 blankets each and 8 have 2 blankets each.",
        "Half of them have 4 blankets each and 20 have 2 blankets each.",
        "A fifth of them have 4 blankets each and the rest have 2 blankets each.",
        "Half of them have 4 blankets each.",
        # 'the other half' after a part that is no half; 'the rest' before a part
        "A quarter of them have 4 blankets each and the other half have 2 blankets each.",
        "The rest have 2 blankets each and half of them have 4 blankets each.",
        # two kinds; a negation; a move; 'of them' after a part; a bare share in a later sentence
        "Half of them have 4 blankets each and the rest have 2 pillows each.",
        "Half of them do not have 4 blankets each and the rest have 2 blankets each.",
        "Half of them buy 4 blankets each and the rest buy 2 blankets each.",
        "A third of them have 4 blankets each, half of them have 5 blankets each and the rest have 2 blankets each.",
        "A third of them have 4 blankets each. A sixth have 5 blankets each and the rest have 2 blankets each.",
        "6 of them have 4 blankets each, a sixth have 5 blankets each and the rest have 2 blankets each.",
    ],
)
def test_parts_that_do_not_tell_every_member_refuse(parts, lexicon):
    text = CAMP.format(parts)
    assert read_parts_each(text, lexicon) is None
    refusal_of(text, lexicon)


@pytest.mark.parametrize(
    "question",
    [
        "How many blankets are in the tent?",  # a place the whole was not told in
        "How many pillows are in the camp?",  # things no part holds
        "How many campers are in the camp?",
        "How many blankets do the leaders have?",
        "How many blankets were in the camp?",  # a past the story did not tell
        "How many blankets does each camper have?",
    ],
)
def test_a_question_of_something_else_refuses(question, lexicon):
    text = "There are 24 campers in a camp. Half of them have 4 blankets each and the rest have 2 blankets each. "
    assert read_parts_each(text + question, lexicon) is None


def test_a_past_story_is_asked_in_the_past(lexicon):
    told = (
        "There were 10 wagons in a station. Half of them had 7 crates each and the rest had 9 crates each. "
    )
    assert value_of(told + "How many crates were in the station?", lexicon) == 80
    assert value_of(told + "How many crates did the wagons hold altogether?", lexicon) == 80
    assert read_parts_each(told + "How many crates are in the station?", lexicon) is None
    now = "There are 10 wagons in a station. Half of them had 7 crates each and the rest had 9 crates each. "
    assert read_parts_each(now + "How many crates were in the station?", lexicon) is None


def test_a_holder_named_whole_is_not_asked_by_they(lexicon):
    told = "Tom has 12 boxes. Half of them hold 6 pens each and the rest hold 4 pens each. "
    assert read_parts_each(told + "How many pens do they hold?", lexicon) is None
    assert read_parts_each(told + "How many pens does Tom have?", lexicon) is None


def test_the_steps_show_each_part(lexicon):
    result = read_problem(
        "A museum has 20 rooms. 25% of the rooms have 8 paintings each and the rest have 6 paintings each. "
        "How many paintings are in the museum?",
        lexicon,
    )
    assert isinstance(result, Answer)
    assert result.value == 130
    assert result.unit == "painting"
    assert "25% of the rooms have 8 paintings each: 5 x 8 = 40" in result.steps
    assert "the rest have 6 paintings each: 15 x 6 = 90" in result.steps
