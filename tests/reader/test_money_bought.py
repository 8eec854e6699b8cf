"""An amount of money as what is bought: its count by a price, their parts, or the spending in all (ADR 0473)."""

import pytest

from packs.model import Lexicon
from reader.money_bought import read_money_bought
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # the count: the money over the price of each
        ("Quinn buys $15 of erasers for $3 each. How many erasers did he buy?", 5),
        ("Noor bought $10 worth of apples at $1.25 each. How many apples did she get?", 8),
        ("Soren purchased $36 in planks for $4 each. How many planks will he buy?", 9),
        # the parts of each, told of 'they' or of 'each <thing>'
        ("Mabel buys $12 of jars for $4 each. They hold 30 buttons each. How many buttons did she buy?", 90),
        (
            "Piet bought $20 worth of rolls at $5 each. Each roll has 11 stamps. How many stamps did he get in all?",
            44,
        ),
        # a counted purchase, then money spent on another kind
        ("Wilma buys 2 rugs that cost $40 each. She also buys $15 in cushions. How much does she spend?", 95),
        ("Ravi bought 3 belts at $7 each. He bought $9 of laces. How much money did he spend in total?", 30),
    ],
)
def test_read(text: str, value: int, lexicon: Lexicon) -> None:
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        # a count that is not whole
        "Quinn buys $16 of erasers for $3 each. How many erasers did he buy?",
        # the price or the parts told of another thing
        "Mabel buys $12 of jars for $4 each. Each box holds 30 buttons. How many buttons did she buy?",
        # 'worth' without 'of', and a value held, not a payment
        "Noor bought $10 worth apples at $1.25 each. How many apples did she get?",
        "Noor has $10 worth of apples at $1.25 each. How many apples did she buy?",
        # parts without 'each': of each jar, or of them all?
        "Mabel buys $12 of jars for $4 each. They hold 30 buttons. How many buttons did she buy?",
        # a second person, or a pronoun that does not agree
        "Wilma buys 2 rugs that cost $40 each. Omar also buys $15 in cushions. How much does she spend?",
        "Victor bought $20 worth of rolls at $5 each. How many rolls did she get?",
        # the things asked where their parts are told
        "Piet bought $20 worth of rolls at $5 each. Each roll has 11 stamps. How many rolls did he get?",
        # the spending on one kind only is not the spending in all
        "Wilma buys 2 rugs that cost $40 each. She also buys $15 in cushions. How much does she spend on rugs?",
    ],
)
def test_refused(text: str, lexicon: Lexicon) -> None:
    refusal_of(text, lexicon)


def test_reading_gives_its_steps(lexicon: Lexicon) -> None:
    found = read_money_bought(
        "Mabel buys $12 of jars for $4 each. They hold 30 buttons each. How many buttons did she buy?",
        lexicon,
    )
    assert found is not None
    assert found.value == 90 and found.unit == "button"
    assert found.steps == ("jars bought: 12 / 4 = 3", "buttons: 3 x 30 = 90")


def test_reading_leaves_other_shapes_to_the_chain(lexicon: Lexicon) -> None:
    assert (
        read_money_bought("Quinn buys 5 erasers for $3 each. How many erasers did he buy?", lexicon) is None
    )
    assert read_money_bought("Quinn spent $15 on erasers. How much did he spend?", lexicon) is None
