"""Red-team wrongs mended by ADR 0211: a question's subject after its copula that was dropped, and
containers counted from contents the story keeps in another place."""

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    "text",
    [
        "There are 12 children. Each meal costs 3 dollars. How much was the bill?",
        "There are 5 tables. Each chair costs 4 dollars. How much was the bill?",
        "Ann has 5 tables. How much is the cake?",
        "Ann has 5 tables. How many were the cakes?",
        "Ann has 5 tables. How much was her cake?",
        "Ann has 5 dollars. How much was the cost?",
        "There are 5 tables in the room. How much is the room?",
        "Ann has 5 tables. How much is her money?",  # money dropped would ask for the tables
    ],
)
def test_a_copula_question_about_a_thing_no_rule_reads_refuses(lexicon, text):
    assert refusal_of(text, lexicon).reason == "dangling_entity"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a bare state after the copula is no subject: the question reads as before
        (
            (
                "5 crows were sitting on the roof. 3 more crows came to join them. How many crows are "
                "sitting on the roof?"
            ),
            8,
        ),
        ("There were 7 parents and 9 pupils in the hall. How many people were present in the hall?", 16),
        ("Ann has 9 apples. Ben has 4 apples. How many more apples does Ann have than Ben?", 5),
    ],
)
def test_copula_questions_that_still_read(lexicon, text, expected):
    assert value_of(text, lexicon) == expected


@pytest.mark.parametrize(
    "text",
    [
        "Each box has 6 pencils. Ann has 30 pencils in her bag. How many boxes does Ann have?",
        "Each crate holds 10 oranges. Raj has 50 oranges on his desk. How many crates does Raj have?",
        "Each crate holds 10 oranges. Raj has 50 oranges in a big basket. How many crates does Raj have?",
    ],
)
def test_contents_kept_in_another_place_are_not_counted_in_containers(lexicon, text):
    assert refusal_of(text, lexicon).reason == "unit_mismatch"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the place is the asked container itself, or the things were put into the containers
        ("Each crate holds 10 oranges. Raj has 50 oranges in crates. How many crates does Raj have?", 5),
        ("He had 40 fish in different tanks. Each tank has 2 fish in it. How many tanks did he have?", 20),
        (
            "There are 18 shells in Lu's shell collection. If the shells are organized into groups of size 3 "
            "How many groups are there?",
            6,
        ),
        ("Each crate holds 10 oranges. Raj has 5 crates. How many oranges does Raj have?", 50),
    ],
)
def test_containers_still_counted_when_the_place_is_theirs(lexicon, text, expected):
    assert value_of(text, lexicon) == expected
