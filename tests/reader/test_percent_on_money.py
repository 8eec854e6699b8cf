"""A tip, a tax or a raise as a percentage of the one price or wage told (ADR 0422)."""

from fractions import Fraction

import pytest

from packs.model import Lexicon
from reader.percent_on_money import percent_on_money
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # a tip or a tax on a price told by a clause of its own
        (
            "Jun gets a massage and tips the therapist 20%. The massage cost $70. How much did he pay in total?",
            84,
        ),
        ("Jun gets a massage and tips the therapist 20%. If the massage cost $70 how much was the tip?", 14),
        ("The repair cost $40. Jun tips the mechanic 15%. How much did Jun pay?", 46),
        ("Jun's supper cost $32. He left a 25% tip. How much did he pay in all?", 40),
        ("Jun's supper was $32. He left the waiter a 25% tip. How much was the tip?", 8),
        ("The bill was $90. Jun left a 10% tip. How much did Jun spend?", 99),
        ("Jun leaves a 20% tip on an $85 check. How much is the tip?", 17),
        ("Jun buys a radio for $50. The sales tax is 7%. What was the total cost?", Fraction(107, 2)),
        # a raise of a wage
        ("Jun's salary is $2500. He gets a 6% raise. What is his new salary?", 2650),
        (
            "Jun receives a weekly salary of $600. If he gets a 5% raise, how much will his new salary be?",
            630,
        ),
        ("Jun earns $1800 a month. He got a 10% raise. How much was the raise?", 180),
        ("Jun earns $1800 a month. He got a 10% raise. What is his new monthly salary?", 1980),
        # a tax taken out of pay
        ("Jun earns $900. He pays 20% in taxes. How much money does he have left?", 720),
        ("Jun's pay is $900. He pays 20 percent for the tax. How much is his take-home pay?", 720),
        ("Thirty percent of Jun's pay goes to taxes. If his pay is $900, how much does he take home?", 630),
        ("Jun earns $900. He pays 20% in taxes. How much did he pay in taxes?", 180),
    ],
)
def test_the_percentage_moves_the_one_amount(text: str, value: int, lexicon: Lexicon) -> None:
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        # what was priced is not what was got, or someone else's
        "Jun gets a massage and tips the therapist 20%. The facial cost $70. How much did he pay in total?",
        "Jun gets a massage and tips the therapist 20%. The massage cost $70. How much did Ada pay?",
        "Ada's supper cost $32. Jun left a 25% tip. How much did Jun pay?",
        # a group, several percentages, a discount before the tip, tax included
        "Jun's supper cost $32. They left a 25% tip. How much did they pay?",
        "Jun's supper cost $32. He left a 25% tip. He paid a 5% tax. How much did he pay?",
        "Jun's supper cost $32 after a 10% discount. He left a 25% tip. How much did he pay?",
        "Jun buys a radio for $50 including tax. The tax is 7%. How much did he pay?",
        # a raise told before the salary (before or after it?), repeated, or for another period
        "Jun gets a 6% raise. His salary is $2500. What is his new salary?",
        "Jun's salary is $2500. He gets a 6% raise every year. What is his new salary?",
        "Jun earns $1800 a month. He got a 10% raise. What is his new yearly salary?",
        # the question does not fit the relation: a tip out of pay, total paid out of pay
        "Jun's salary is $2500. He pays a 6% tip. How much does he have left?",
        "Jun earns $900. He pays 20% in taxes. How much did he pay?",
        "Jun earns $900. He pays 120% in taxes. How much money does he have left?",
        # negation
        "Jun's salary is $2500. He does not get a 6% raise. What is his new salary?",
    ],
)
def test_near_shapes_refuse(text: str, lexicon: Lexicon) -> None:
    refusal_of(text, lexicon)


def test_the_reading_says_its_base_and_step(lexicon: Lexicon) -> None:
    found = percent_on_money("Jun's supper cost $32. He left a 25% tip. How much did he pay in all?", lexicon)
    assert found is not None
    name, money, value, role, step = found
    assert (name, money, value, role) == ("Jun", 32, 40, "price")
    assert "25" in step


def test_a_story_with_a_second_amount_is_not_read(lexicon: Lexicon) -> None:
    text = "Jun's supper cost $32 and his drink cost $4. He left a 25% tip. How much did he pay in all?"
    assert percent_on_money(text, lexicon) is None
