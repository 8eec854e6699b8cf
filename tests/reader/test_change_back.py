"""Change given back after paying with a bill or an amount told in a clause of its own (ADR 0296)."""

from fractions import Fraction

import pytest

from reader import Answer, read_problem
from reader.api import read_all
from reader.change_back import read_change_back
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # the payment in the question's 'if' clause, before or after it
        (
            "Nina bought 3 notebooks for $2 each and 2 pens for $1 each. If she paid with a $20 bill, "
            "how much change did she get back?",
            12,
        ),
        (
            "Omar bought 4 muffins at $3 each. How much change did he get back if he gave a twenty dollar bill?",
            8,
        ),
        (
            "Ruth bought 2 lamps for $25 each. How much change did she get back if she gave a one hundred dollar bill?",
            50,
        ),
        (
            "Zoe bought 10 pencils at $1 each and 2 erasers at $2 each. "
            "How much change will she receive if she gives one fifty-dollar bill?",
            36,
        ),
        # the payment a sentence of its own, after every purchase
        (
            "Paul bought 2 kites for $7 each and 3 balls for $4 each. He gave the cashier $50. How much change did he receive?",
            24,
        ),
        ("Ivan bought 3 shirts for $12 each. He gave $40 to the cashier. How much change did he get?", 4),
        ("Max bought 4 books for $15 each. He paid the cashier $100. How much change did he receive?", 40),
        (
            "Rosa bought 6 candles at $4 each. She paid with 2 $20 bills. How much change did she get back?",
            16,
        ),
        (
            "Sam bought 3 toys for $9 each. He gave the cashier three $10 bills. How much change did he get back?",
            3,
        ),
        (
            "Ada bought 3 hats for $8 each. She also bought 2 scarves for $5 each. She paid with a $50 bill. How much change did she get back?",
            16,
        ),
        # 'in change', present tense, and nothing back
        (
            "Mia orders 2 salads that cost $6 each. She pays with a $20 bill. How much does she get in change?",
            8,
        ),
        (
            "Ines bought 8 bananas for $1 each and 2 melons for $3 each. If she paid with a $20 bill, "
            "how much money did she get in change?",
            6,
        ),
        (
            "Eli bought 5 cups for $3 each and 1 plate for $5. If he gave the cashier two $10 bills, how much change will he get back?",
            0,
        ),
    ],
)
def test_reads(text, value, lexicon):
    assert value_of(text, lexicon) == value


def test_the_step_says_payment_less_price(lexicon):
    text = "Leo buys 7 apples at $2 each. If he pays with a $20 bill, how much change will he get?"
    found = read_change_back(text, lexicon, read_all)
    assert found is not None and found.value == Fraction(6) and found.unit == "dollar"
    assert "$20 handed over - $14 spent = $6 back" in found.step
    answer = read_problem(text, lexicon)
    assert isinstance(answer, Answer) and answer.steps[-1] == found.step


@pytest.mark.parametrize(
    "text",
    [
        # the payment does not cover the price
        "Nina bought 3 notebooks for $2 each. She paid with a $5 bill. How much change did she get back?",
        "Nina bought 3 notebooks for $2 each. If she gave the cashier $5, how much change did she get back?",
        # another payer, a group, a second person
        "Omar bought 4 muffins at $3 each. His dad paid with a $20 bill. How much change did Omar get back?",
        "Tom bought 4 apples for $2 each. Ann bought 3 pears for $1 each. She paid with a $20 bill. How much change did she get back?",
        "Tom bought 4 apples for $2 each. If he paid with a $20 bill, how much change would Ann get back?",
        # a purchase after the payment; other money held, found or given
        "Paul bought 2 kites for $7 each. He paid with a $20 bill. Then he bought a ball for $4. How much change did he get back?",
        "Rosa had $30. She bought 6 candles at $4 each. She paid with a $20 bill. How much change did she get back?",
        "Tom bought 4 apples for $2 each. He found $5. He paid with a $20 bill. How much change did he get back?",
        "Tom bought 4 apples for $2 each. He gave a $2 tip. He paid with a $20 bill. How much change did he get back?",
        # a discount no rule here reads; 'change' in another sense
        "Lena bought 5 stickers for $1 each and got a 10% discount. She paid with a $10 bill. How much change did she get?",
        "Max bought 4 books for $15 each. He packed a change of clothes. He paid with a $100 bill. How much change did he get?",
        # negation, a choice, two amounts handed over, an amount given to no one
        "Tom bought 4 apples for $2 each. He did not pay with a $20 bill. How much change did he get back?",
        "Tom bought 4 apples for $2 each. He paid with a $20 bill or a $10 bill. How much change did he get back?",
        "Tom bought 4 apples for $2 each. He gave the cashier two $10 bills and $3. How much change did he get?",
        "Tom bought 4 apples for $2 each. He gave $20. How much change did he get back?",
        # other questions
        "Tom bought 4 apples for $2 each. He paid with a $20 bill. How much money did he get back?",
        "Tom bought 4 apples for $2 each. If he paid with a $20 bill, how much change will he get back from the store?",
        "Tom sold 4 apples for $2 each. He paid with a $20 bill. How much change did he get back?",
    ],
)
def test_refuses(text, lexicon):
    assert read_change_back(text, lexicon, read_all) is None
    refusal_of(text, lexicon)


def test_refusal_reasons(lexicon):
    assert (
        refusal_of(
            "Ivan and Ada bought 3 shirts for $12 each. They gave the cashier $50. How much change did they get?",
            lexicon,
        ).reason
        == "unsupported_operation"
    )
    assert (
        refusal_of(
            "Nina bought 3 notebooks for $2 each. She paid with a $5 bill. How much change did she get back?",
            lexicon,
        ).reason
        == "unexpected_category"
    )
