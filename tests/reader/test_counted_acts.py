"""Counted acts done with a light 'do', compared between people (ADR 0198)."""

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # 'did' + an act noun is a count of acts done; its questions end with 'do'
        ("Mia did 30 sit-ups. How many sit-ups did Mia do?", 30),
        ("Mia did 30 sit-ups and 20 crunches. How many crunches did she do?", 20),
        ("Uma does 14 lunges. Vic does 11 more lunges than Uma. How many lunges does Vic do?", 25),
        # comparisons before and after the unit, chained, and totals
        ("Mia did 30 sit-ups. Leo did 12 fewer sit-ups than Mia. How many sit-ups did Leo do?", 18),
        ("Mia did 30 sit-ups. Leo did 12 sit-ups fewer than Mia. How many sit-ups did Leo do?", 18),
        (
            "Nora did 25 squats. Omar did 9 more squats than Nora. Pia did 6 squats less than Omar. "
            "How many squats did Pia do?",
            28,
        ),
        ("Mia did 30 sit-ups. Leo did 12 more sit-ups than Mia. How many sit-ups did they do in all?", 72),
        # two doings in one sentence, each with its own 'did'
        ("Uma did 14 cartwheels and Vic did 9 cartwheels. How many more cartwheels did Uma do than Vic?", 5),
        # 'but' between two compared amounts with one 'than'
        (
            "Ravi did 18 pull-ups and 40 crunches. Tess did 7 more pull-ups but 15 fewer crunches than Ravi. "
            "How many crunches did Tess do?",
            25,
        ),
        # 'today' of the one present, said after the compared doer
        (
            "Mia did 30 sit-ups today. Leo did 12 more sit-ups than Mia today. How many sit-ups did Leo do?",
            42,
        ),
        # the postposed comparative also reads for any other move verb
        ("Mia baked 12 buns. Tom baked 5 buns more than Mia. How many buns did Tom bake?", 17),
    ],
)
def test_counted_acts_answer(text, expected, lexicon):
    assert value_of(text, lexicon) == expected


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # 'did' with a noun that is no act keeps the first refusal
        ("Ivy did 20 pears. How many pears did Ivy do?", "unfinished_frame"),
        ("Ivy did 20 dollars. How many dollars did Ivy do?", "unfinished_frame"),
        # a story whose compared count comes out negative
        (
            "Ivy did 20 push-ups. Jon did 30 fewer push-ups than Ivy. How many push-ups did Jon do?",
            "negative_count",
        ),
        # 'today' beside another time: the compared doer's move may be of that other time
        (
            "Ivy did 20 push-ups yesterday. Jon did 5 more push-ups than Ivy today. How many push-ups did Jon do?",
            "unsupported_operation",
        ),
        (
            "Ivy did 20 push-ups on Monday. Jon did 5 more push-ups than Ivy today. How many push-ups did Jon do?",
            "unsupported_operation",
        ),
        # the compared crunches were never stated
        (
            "Ivy did 20 push-ups. Jon did 5 more push-ups but 3 fewer crunches than Ivy. How many crunches did Jon do?",
            "unsupported_operation",
        ),
        # 'more' with no 'than' after another doer's count
        ("Ivy did 20 push-ups. Jon did 5 more push-ups. How many push-ups did Jon do?", "ambiguous_unit"),
    ],
)
def test_counted_acts_refuse(text, reason, lexicon):
    assert refusal_of(text, lexicon).reason == reason


def test_a_negated_doing_is_not_read(lexicon):
    text = "Mia did 30 sit-ups. Leo did not do 12 more sit-ups than Mia. How many sit-ups did Leo do?"
    refusal_of(text, lexicon)


def test_a_group_doing_is_not_shared_out(lexicon):
    refusal_of("Mia and Leo did 30 sit-ups. How many sit-ups did Leo do?", lexicon)
