"""A number offset from a number (told as the one number) and a rate asked from two totals (ADR 0506)."""

from fractions import Fraction

import pytest

from packs.model import Lexicon
from reader.number_offsets import number_offsets
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Juno picked 3 more than 12 figs. How many figs did Juno pick?", 15),
        (
            "Mel painted 4 fewer than 19 bowls on Monday and 6 bowls on Tuesday. How many bowls did Mel paint in all?",
            21,
        ),
        (
            "The park has 9 more than 100 oaks and 2 fewer than 20 elms. How many trees does the park have?",
            127,
        ),
        ("Ria is 4 less than 15 years old. How old is Ria?", 11),
        # two totals of one trip, in either order, and across two sentences
        ("Odo drove 160 miles and used 5 gallons of gas. How many miles per gallon did he get?", 32),
        ("Odo used 5 gallons of gas and drove 160 miles. How many miles per gallon did Odo get?", 32),
        (
            "Odo drove 75 miles. He used 6 gallons of gas. How many miles per gallon did he get?",
            Fraction(25, 2),
        ),
        # both shapes together
        (
            "Odo drove 2 more than 148 miles and used 1 less than 7 gallons of gas. How many miles per gallon did Odo get?",
            25,
        ),
    ],
)
def test_read(text: str, value: Fraction, lexicon: Lexicon) -> None:
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        # an open bound, a multiple, a scaled count, nothing left, money signs, decimals
        "Juno stacked more than 12 crates. How many crates did Juno stack?",
        "Juno stacked 3 more than 2 times 6 crates. How many crates did Juno stack?",
        "Juno stacked 3 more than 2 dozen crates. How many crates did Juno stack?",
        "Juno stacked 13 fewer than 12 crates. How many crates did Juno stack?",
        "Juno spent $3 more than $12 on paint. How much did Juno spend?",
        "Juno poured 1.5 more than 4 cups of tea. How many cups of tea did Juno pour?",
        # the same things told by another doer: a comparison with a word left out?
        "Ida has 7 beads. Sam has 2 more than 4 beads. How many beads does Sam have?",
        "Ida has 7 beads and Sam has 2 more than 4 beads. How many beads does Sam have?",
        # a second doer, a rate already told, a change after the totals, a distractor, no finite decimal
        "Odo drove 160 miles and Ivy used 5 gallons of gas. How many miles per gallon did he get?",
        "Odo drove 160 miles and used 5 gallons of gas each day. How many miles per gallon did he get?",
        "Odo drove 160 miles and used 5 gallons of gas. Then he drove 40 more miles. How many miles per gallon did he get?",
        "Odo drove 160 miles on 2 days and used 5 gallons of gas. How many miles per gallon did he get?",
        "Odo drove 100 miles and used 3 gallons of gas. How many miles per gallon did he get?",
        # another unit asked, 'they'
        "Odo drove 160 miles and used 5 gallons of gas. How many miles per liter did he get?",
        "They drove 160 miles and used 5 gallons of gas. How many miles per gallon did they get?",
    ],
)
def test_refused(text: str, lexicon: Lexicon) -> None:
    refusal_of(text, lexicon)


def test_offset_is_told_as_the_number(lexicon: Lexicon) -> None:
    found = number_offsets("Juno picked 3 more than 12 figs. How many figs did Juno pick?", lexicon)
    assert found is not None
    assert found.text == "Juno picked 15 figs. How many figs did Juno pick?"
    assert found.steps == ("'3 more than 12' read as 12 + 3 = 15",)
