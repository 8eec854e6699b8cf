"""A percent of 'that' and a bare 'that' for a mass or money just told (ADR 0420, on ADR 0171/0340/0351)."""

from fractions import Fraction

import pytest

from packs.model import Lexicon
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # a percent of 'that': the share of a hundred times the amount just told
        ("Pim earns $600. He spends 10% of that on games. How much money does Pim have left?", 540),
        ("Pim earns $600. He spends 15 percent of that on games. How much money does he spend on games?", 90),
        ("Pim has $40 and gives 50% of that to Rue. How much money does Pim have left?", 20),
        (
            "Rue jogged for 80 minutes. She spent 25% of that time on hills. How many minutes did she spend on hills?",
            20,
        ),
        ("Rue spent $90 on seeds. Pim spent 30% of that amount on pots. How much money did Pim spend?", 27),
        ("Pim earns $600. He spends 12.5% of that on games. How much money does he have left?", 525),
        # 'that' alone, right after a verb: the mass or money just told
        ("Pim buys 5 kilograms of oats. He gives that to Rue. How many kilograms of oats does Pim have?", 0),
        ("Tess earns $120. She spends that on a coat. How much money does Tess spend on the coat?", 120),
        ("Pim buys 5 kilograms of oats and gives that to Rue. How many kilograms of oats does Pim have?", 0),
        # 'quantity' is an amount word like 'number' and 'amount'
        ("Pim baked 14 buns. Tess baked 3 times that quantity. How many buns did Tess bake?", 42),
        ("Pim baked 14 buns on Monday and half that quantity on Tuesday. How many buns did Pim bake?", 21),
        # the older shapes stay as they were
        ("Rue has 9 buttons and six times that number of beads. How many beads does Rue have?", 54),
        ("Rue swam for 60 minutes and ran for 1/3 of that time. How many minutes did Rue run?", 20),
    ],
)
def test_that_reads_the_amount_just_told(text: str, value: int, lexicon: Lexicon) -> None:
    assert value_of(text, lexicon) == Fraction(value)


@pytest.mark.parametrize(
    "text",
    [
        # the holder keeps part of what it gained: no new gain
        "Pim earns $600. He saves 10% of that. How much money does Pim have left?",
        # a percent above the whole of a bare 'that'
        "Pim earns $600. He spends 120% of that on games. How much money does Pim have left?",
        # a count is 'those', not 'that'
        "Pim buys 5 pears. He gives that to Rue. How many pears does Rue have?",
        # another thing named where the amount was told: the coat, or the money?
        "Rue bought a coat for $60. She returned that. How much money did Rue spend?",
        "Pim buys 5 kilograms of oats in a tin. He gives that to Rue. How many kilograms of oats does Pim have?",
        # two amounts told before 'that'
        "Pim earns $600 and $50 in tips. He spends 10% of that on games. How much money does he have left?",
        # 'that' naming a thing, or opening a clause
        "Pim buys 5 kilograms of oats. He gives that tin to Rue. How many kilograms of oats does Pim have?",
        "Pim said that 5 kilograms of oats was plenty. How many kilograms of oats did he buy?",
        "Pim baked 14 buns and 6 pies. Tess baked 3 times that quantity. How many buns did Tess bake?",
        # a rate is no amount to hand over
        "Rue earns $12 an hour. She spends that on lunch. How much money does Rue spend?",
    ],
)
def test_that_refuses_when_the_amount_is_unclear(text: str, lexicon: Lexicon) -> None:
    refusal_of(text, lexicon)
