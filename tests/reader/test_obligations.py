"""Obligations: 'had to complete 8 pages' is read only for a question about that obligation (ADR 0124)."""

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Mia had to complete 9 puzzles. How many puzzles did she have to complete?", 9),
        (
            "Nora had to complete 6 pages of math homework and 4 pages of science homework. "
            "How many pages did she have to complete?",
            10,
        ),
        ("Leo has to read 15 books and 6 magazines. How many magazines does Leo have to read?", 6),
        (
            "Leo has to read 15 books and 6 magazines. How many more books than magazines does he have to read?",
            9,
        ),
        ("The team had to win 8 games. How many games did the team have to win?", 8),
        ("Tara had to pay $15. How much money did she have to pay?", 15),
    ],
)
def test_obligation_asked_about(text, value, lexicon):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # the question asks what he holds, not what he must do
        ("Leo has to read 15 books. How many books does Leo have?", "unsupported_operation"),
        # progress or a separate holding beside the obligation: which is it?
        (
            "Leo has to read 15 books. He has 4 books. How many books does he have to read?",
            "unsupported_operation",
        ),
        (
            "Leo had to read 15 books. He read 6 books. How many more books does he have to read?",
            "unsupported_operation",
        ),
        # another verb, another holder, two holders
        ("Leo had to read 15 books. How many books did he have to buy?", "unsupported_operation"),
        ("Leo had to read 15 books. How many books did Ann have to read?", "unsupported_operation"),
        (
            "Leo has to read 15 books. Ann has to read 9 books. How many books does Leo have to read?",
            "unsupported_operation",
        ),
        ("Leo and Ann had to read 15 books. How many books did they have to read?", "unsupported_operation"),
        # a second party, a rate, a negation
        ("Leo had to give 15 books to Ann. How many books did he have to give?", "unsupported_operation"),
        ("Leo had to read 15 books each month. How many books did he have to read?", "unused_operator"),
        ("Leo had to read 15 books. How many books did he not have to read?", "unused_operator"),
        ("Leo had to read 15 books. How many pages did he have to read?", "unit_mismatch"),
    ],
)
def test_obligation_refusals(text, reason, lexicon):
    assert refusal_of(text, lexicon).reason == reason


def test_plan_without_a_number_still_reads_as_a_plan(lexicon):
    # "has to buy a gift" carries no amount: a plan, as before (ADR 0053)
    text = "Ann has to buy a gift. She has 20 dollars. She spends 8 dollars. How many dollars does she have left?"
    assert value_of(text, lexicon) == 12


def test_goal_question_is_unchanged(lexicon):
    text = "Marco has 24 dollars. How many more dollars does he have to earn to have 61 dollars?"
    assert value_of(text, lexicon) == 37
