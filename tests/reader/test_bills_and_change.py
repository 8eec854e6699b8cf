"""Counted banknotes read as money, and a price from a bill handed over and the change (ADR 0411)."""

from fractions import Fraction

import pytest

from reader import Answer, read_problem
from reader.bills_and_change import bills_as_money, paid_less_change
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # counted banknotes, a list of them retold as one amount
        ("Perla has five $10 bills and two $5 bills. How much money does Perla have?", 60),
        (
            "Anton keeps three $50 bills and four $1 bills in a box. How many dollars does he keep in the box?",
            154,
        ),
        ("Bea has a $20 bill and two ten dollar bills. How much money does Bea have?", 40),
        ("Bea has one $20 bill and two 5 dollar bills. How much money does Bea have?", 30),
        # the noun of the list's last item, and a count told against the item before
        ("Kemal has 2 $50 and 6 $10 bills. How much money does Kemal have?", 160),
        ("Joan has nine $10 bills and four fewer $20 bills. How much money does Joan have in all?", 190),
        ("Joan has two $10 bills and three more $1 bills. How much money does Joan have?", 25),
        # then read on by the whole reader
        ("Perla has five $10 bills. She spends $18 on lunch. How much money does she have left?", 32),
        ("Perla has five $10 bills and 8 dimes. How much money does Perla have?", Fraction(254, 5)),
        # a price from the bill handed over and the change
        (
            "Uma buys 5 rulers. She pays with a $20 bill and gets $10 in change. How much does each ruler cost?",
            2,
        ),
        (
            "Uma bought 4 rulers. She paid with two $10 bills and got $6 back. How much did each ruler cost?",
            3.5,
        ),
        (
            "Uma buys 6 rulers and pays with a $50 bill and gets $20 in change. How much does each ruler cost?",
            5,
        ),
        (
            "Uma bought 3 rulers. She gave the cashier $40 and got $10 in change. How much did each ruler cost?",
            10,
        ),
        (
            "Uma bought 2 pens for $3 each and a ruler. She paid with a $20 bill and got $9 in change. "
            "How much did the ruler cost?",
            5,
        ),
    ],
)
def test_reads(text, value, lexicon):
    assert value_of(text, lexicon) == Fraction(value)


@pytest.mark.parametrize(
    "text",
    [
        # banknotes with no worth, no count, or counted again as things
        "Perla has 5 bills. How much money does Perla have?",
        "Perla has some $10 bills. How much money does Perla have?",
        "Perla has five $10 bills. She gave two to Sam. How much money does Perla have?",
        "Perla has five $10 bills. She lost one of them. How much money does Perla have?",
        "Perla has five $10 bills. She spent one of the bills. How much money does Perla have?",
        "Perla has five $10 bills and two fewer $5 bills than Sam. How much money does Perla have?",
        "Perla has five $10 bills. How much are the $10 bills worth?",
        "Perla and Sam each have five $10 bills. How much money do they have?",
        "Perla does not have five $10 bills. How much money does Perla have?",
        # the change as large as what was handed over, or an uneven price
        "Uma buys 5 rulers. She pays with a $20 bill and gets $25 in change. How much does each ruler cost?",
        "Uma buys 3 rulers. She pays with a $20 bill and gets $10 in change. How much does each ruler cost?",
        # things of two kinds whose prices may differ, a group, a condition, another payer
        "Uma buys a cap and 2 rulers. She pays with a $20 bill and gets $8 in change. How much does each cost?",
        "Uma and Sam buy 5 rulers. They pay with a $20 bill and get $10 in change. How much does each ruler cost?",
        "Uma buys 5 rulers. If she pays with a $20 bill and gets $10 in change, how much does each ruler cost?",
        "Uma buys 5 rulers. Her dad pays with a $20 bill and gets $10 in change. How much does each ruler cost?",
        "Uma buys 5 rulers. She pays with a $20 bill but gets $10 in change. How much does each ruler cost?",
    ],
)
def test_refuses(text, lexicon):
    refusal_of(text, lexicon)


def test_banknotes_retold_as_one_amount(lexicon):
    found = bills_as_money("Kemal has 2 $50 and 6 $10 bills. How much money does Kemal have?", lexicon)
    assert found is not None
    assert found.text == "Kemal has $160. How much money does Kemal have?"


def test_no_retelling_when_the_banknotes_are_counted(lexicon):
    assert bills_as_money("Kemal has 2 $50 bills. How many bills does Kemal have?", lexicon) is None


def test_paid_less_change_retold_as_a_total(lexicon):
    text = "Uma bought 4 rulers. She paid with two $10 bills and got $6 back. How much did each ruler cost?"
    found = paid_less_change(text, lexicon)
    assert found is not None
    assert found.text == "Uma bought 4 rulers. She paid $14 in total. How much did each ruler cost?"
    answer = read_problem(text, lexicon)
    assert isinstance(answer, Answer)
    assert answer.steps[0] == "$20 handed over - $6 back in change = $14 spent in total"
