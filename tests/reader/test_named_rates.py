"""An amount named by the noun that says what it is: a speed, a rate, a salary, a fee (ADR 0337)."""

import pytest

from reader import Answer, read_problem
from reader.named_rates import named_rates
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "plain"),
    [
        ("Jim reads at a rate of 40 pages an hour.", "Jim reads 40 pages an hour."),
        ("Ruiz receives a monthly salary of $500.", "Ruiz receives $500 per month."),
        ("Woody gets an allowance of $24 every week.", "Woody gets $24 every week."),
        ("Tom charges a fee of $5 per hour.", "Tom charges $5 per hour."),
        ("He bought 20 eggs at the price of $2 per egg.", "He bought 20 eggs at $2 per egg."),
        ("She hikes 12 miles at a pace of 4 miles per hour.", "She hikes 12 miles at 4 miles per hour."),
        ("Sam picks apples at a rate of 20 per hour.", "Sam picks 20 apples per hour."),
        ("His base pay is $10 an hour.", "He earns $10 an hour."),
        ("Ann's weekly allowance is $5.", "Ann gets $5 per week."),
    ],
)
def test_the_named_amount_told_plainly(text: str, plain: str, lexicon) -> None:
    found = named_rates(text, lexicon)
    assert found is not None and found.text == plain
    assert len(found.steps) == 1


@pytest.mark.parametrize(
    "text",
    [
        "Jim reads at a maximum rate of 40 pages an hour.",  # not the rate he reads at
        "Jim reads at his rate of 40 pages an hour.",  # whose rate, told before?
        "He borrowed $100 at an interest rate of 12%.",  # a share of something else
        "He pays a fee of 12%.",
        "He paid the price of 3 apples.",  # a count of the things priced
        "The car has a speed of 40 miles per hour.",  # no act of moving
        "He drives at a speed of 40.",  # no rate told
        "He gets a weekly allowance of $5 a month.",  # two periods
        "Her salary is $500.",  # a month's? a year's?
        "Her monthly salary is $500 more than Bob's.",
        "Her monthly salary was $500.",
        "Their monthly salary is $500.",
        "The store gives a discount of $10.",  # a discount is not the price
        "Tom has a total of 48 marbles.",  # 'a total of' is read by the sentence reader itself
    ],
)
def test_what_is_not_retold(text: str, lexicon) -> None:
    assert named_rates(text, lexicon) is None


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Terry drives at a speed of 40 miles per hour. How far does he drive in 3 hours?", 120),
        ("Jim reads at a rate of 40 pages an hour. How many pages does he read in 3 hours?", 120),
        ("Jim reads at a rate of 40 pages an hour. How many pages does he read in 90 minutes?", 60),
        ("Carl types at a speed of 50 words per minute. How many words does he type in 10 minutes?", 500),
        ("Ruiz receives a monthly salary of $500. How much money does he receive in 3 months?", 1500),
        ("Ruiz earns an annual salary of $6000. How much does he earn in 2 years?", 12000),
        ("Martha receives a daily allowance of $12. How much money does she receive in 5 weeks?", 420),
        ("Tom charges a fee of $100 a day. How much does he charge for 5 days?", 500),
        ("Alan bought 20 eggs at the price of $2 per egg. How much did he pay?", 40),
        ("Alan has $20. He pays a fee of $5. How much money does he have left?", 15),
        ("His base pay is $10 an hour. How much does he earn in 4 hours?", 40),
        ("Her monthly salary is $500. How much does she earn in 3 months?", 1500),
        ("Sam picks apples at a rate of 20 per hour. How many apples does he pick in 30 minutes?", 10),
    ],
)
def test_named_amounts_answered(text: str, value: int, lexicon) -> None:
    assert value_of(text, lexicon) == value


def test_the_retelling_is_a_step_of_the_answer(lexicon) -> None:
    found = read_problem(
        "Ruiz receives a monthly salary of $500. How much money does he receive in 3 months?", lexicon
    )
    assert isinstance(found, Answer)
    assert found.steps[0] == "'a monthly salary of $500' read as '$500 per month'"


@pytest.mark.parametrize(
    "text",
    [
        "Terry drives at a speed of 40 miles per hour. How far does Ann drive in 3 hours?",
        "Terry drives at a maximum speed of 40 miles per hour. How far does he drive in 3 hours?",
        "Terry drives at a speed of 40 miles per hour. Ann drives twice as fast. How far does Ann drive in 3 hours?",
        "Ruiz earns a salary of $500. How much does he earn in 3 months?",
        "Ruiz earns a monthly salary of $500 a week. How much does he earn in 4 weeks?",
        "Ruiz earns a monthly salary of $500. Ann earns twice as much. How much does Ann earn in 3 months?",
        "Ruiz does not earn a monthly salary of $500. How much does he earn in 3 months?",
        "Martha and her sister each receive a daily allowance of $12. How much money does Martha receive in 5 days?",
        "Tom charges a fee of $100 a day plus $20 an hour. How much does he charge for 5 days?",
        "Tom charges a fee of 12% per day. How much does he charge for 5 days?",
        "Gnuff charges a flat rate of $20 per tutoring session plus $7 per minute. How much does he charge for a 10 minute session?",
        "Alan bought 20 eggs at a price of $2 per chicken. How much did he pay?",
        "Alan bought 20 eggs at the price of 3 apples. How much did he pay?",
        "Her monthly salary is $500 more than Bob's. How much does she earn in 3 months?",
        "Her monthly salary was $500. How much does she earn in 3 months?",
        "Sam picks red apples at a rate of 20 per hour. How many apples does he pick in 5 hours?",
        "Sam picks apples at a rate of 20 per hour. How many apples does Ann pick in 5 hours?",
    ],
)
def test_traps_refuse(text: str, lexicon) -> None:
    refusal_of(text, lexicon)


@pytest.mark.parametrize(
    "text",
    [
        "The kids get a weekly allowance of $10. How much do they get in 6 weeks?",
        "The workers earn a monthly salary of $500. How much do they earn in 6 months?",
        "Ruiz and Ann get a weekly allowance of $10. How much do they get in 6 weeks?",
        "They get an allowance of $10 a week. How much do they get in 6 weeks?",
        "Both kids earn an hourly wage of $12. How much do they earn in 5 hours?",
    ],
)
def test_a_pay_of_one_beside_many_is_not_retold(text: str, lexicon) -> None:
    """'a salary' is each one's: told plainly after a group it would read as the group's (red team)."""
    assert named_rates(text, lexicon) is None
    refusal_of(text, lexicon)


def test_a_pay_of_one_person_is_still_retold(lexicon) -> None:
    text = "Ruiz gets a weekly allowance of $10 from his parents. How much does he get in 6 weeks?"
    assert value_of(text, lexicon) == 60
