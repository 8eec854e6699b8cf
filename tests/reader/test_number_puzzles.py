"""A linear statement about one unknown asked back, and a direct "What is N more than half of M?" (ADR 0445)."""

from fractions import Fraction

import pytest

from packs.model import Lexicon
from reader.number_puzzles import number_puzzle
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Six more than a fifth of a number is 10. What is the number?", 20),
        ("Four less than five times a number is 31. What is the number?", 7),
        ("Two fewer than half of a number is 9. What's the number?", 22),
        ("Three quarters of a number is 15. Find the number.", 20),
        ("One-third of a number plus 2 is 9. Find the number.", 21),
        ("A number multiplied by 7 is 56. What is the number?", 8),
        ("A certain number decreased by 12 is 30. What is the number?", 42),
        ("Three times a number, minus 5, equals 19. What is the number?", 8),
        ("0.5 of a number increased by 1 is equal to 6. Find the number.", 10),
        ("Twice a number plus 3 is 10. What is the number?", Fraction(7, 2)),
    ],
)
def test_a_number_is_solved_for(text: str, value: Fraction, lexicon: Lexicon) -> None:
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Six more than twice the number of swans on the lake is 20. How many swans are on the lake?", 7),
        (
            "Three less than triple the number of pears in the bowl is 24. How many pears are there in the bowl?",
            9,
        ),
        ("Half the number of pigs in the pen plus 4 is 10. How many pigs will you find in the pen?", 12),
        ("Twice the number of blue pens, plus 1, is 17. How many blue pens are there?", 8),
        ("Twice the number of owls in the barn was 14. How many owls were in the barn?", 7),
    ],
)
def test_a_count_of_things_is_solved_for(text: str, value: int, lexicon: Lexicon) -> None:
    assert value_of(text, lexicon) == value


def test_an_age_is_solved_for_in_years(lexicon: Lexicon) -> None:
    assert value_of("Twice Nina's age, plus 6, is 40. How old is Nina?", lexicon) == 17
    assert value_of("Four times Ravi's age minus 2 years is 38 years. What is Ravi's age?", lexicon) == 10
    found = number_puzzle("Twice Nina's age, plus 6, is 40. How old is Nina?", lexicon)
    assert found is not None and found.unit == "year"


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("What is 9 more than a third of 30?", 19),
        ("What is 4 less than 6 times 5?", 26),
        ("What's half of 18 plus 2?", 11),
        ("What is 25% of 60?", 15),
    ],
)
def test_a_question_with_no_unknown_is_worked_out(text: str, value: int, lexicon: Lexicon) -> None:
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        "Six more than twice the number of swans on the lake is 21. How many swans are on the lake?",  # 7.5 swans
        "Twice Nina's age, plus 6, is 41. How old is Nina?",  # 17.5 years
        "Six more than twice the number of swans on the lake is 20. How many geese are on the lake?",
        "Six more than twice the number of swans on the lake is 20. How many swans are in the park?",
        "Six more than twice the number of swans on the lake is 20. How many swans are there?",  # place dropped
        "Six more than twice the number of swans on the lake is 20. How many swans were on the lake?",
        "Twice Nina's age, plus 6, is 40. How old is Sara?",
        "Twice Nina's age, plus 6, is 40. How old is she?",
        "Twice Nina's age, plus 6, is 40. How old will Nina be in 2 years?",
        "Six more than a fifth of a number is not 10. What is the number?",
        "Six more than a fifth of a number is 10. Sam has 3 cats. What is the number?",
        "Six more than twice a number plus 1 is 21. What is the number?",  # two offsets
        "Twice the sum of a number and 3 is 20. What is the number?",
        "The sum of two numbers is 40. What is the smaller number?",
        "The sum of two consecutive numbers is 41. What is the larger number?",
        "Six more than a fifth of a number is 4. What is the number?",  # negative
        "Two more than three times a number is 3. What is the number?",  # 1/3: no finite decimal
        "What is 20 less than half of 30?",  # negative
        "Six more than a fifth of a number is 10. What is the number of swans?",
        "Six more than twice the number of swans Mia has is 20. How many swans does Mia have?",
    ],
)
def test_other_shapes_are_refused(text: str, lexicon: Lexicon) -> None:
    refusal_of(text, lexicon)
    assert number_puzzle(text, lexicon) is None


def test_a_factor_binds_tighter_than_the_operation_after_it(lexicon: Lexicon) -> None:
    # x/2 + 5, never (x + 5)/2
    assert value_of("Half of a number plus 5 is 12. Find the number.", lexicon) == 14


def test_the_steps_say_the_equation(lexicon: Lexicon) -> None:
    found = number_puzzle("Six more than a fifth of a number is 10. What is the number?", lexicon)
    assert found is not None
    assert found.steps[0] == "1/5 x + 6 = 10"
    assert found.steps[-1] == "x = 4 / 1/5 = 20"
