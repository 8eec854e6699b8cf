"""An amount pointed back to ("twice that many", "6 more than half that amount"), retold as the amount it names (ADR 0479)."""

import pytest

from packs.model import Lexicon
from reader.that_multiples import that_multiples
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # an offset around the factor
        (
            "Wendy picked 50 pears. Basil picked 4 more than half that amount. How many pears did Basil pick?",
            29,
        ),
        (
            "Wendy sold 14 kites. Basil sold 3 fewer than twice that number. How many kites did Basil sell?",
            25,
        ),
        (
            "Wendy sold 14 kites. Basil sold 2 more than 3 times that many. How many kites did they sell in all?",
            58,
        ),
        # a spelled share with 'of', and a fraction
        ("Wendy picked 27 figs. Basil picked two-thirds of that amount. How many figs did Basil pick?", 18),
        (
            "Wendy picked 27 figs. Basil picked 1 more than 1/3 of that number. How many figs did Basil pick?",
            10,
        ),
        # the amount in the sentence before, with a pronoun after
        (
            "Wendy has 16 shells. Her cousin gives her twice that many. How many shells does Wendy have now?",
            48,
        ),
        # other adjectives on the same counted noun
        (
            "Wendy has 7 white socks and 1 more than twice that many grey socks. How many socks does Wendy have?",
            22,
        ),
        # money, with an offset in dollars
        (
            "Wendy paid $24 for a hat and $3 more than half that amount for a belt. How much did Wendy pay?",
            39,
        ),
    ],
)
def test_read(text: str, value: int, lexicon: Lexicon) -> None:
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        # a count that is not whole
        "Wendy picked 51 pears. Basil picked 4 more than half that amount. How many pears did Basil pick?",
        # two amounts that could be meant, or one not told
        "Wendy sold 14 kites and 5 balls. Basil sold 3 fewer than twice that number. How many kites did Basil sell?",
        "Wendy sold some kites. Basil sold 3 fewer than twice that number. How many kites did Basil sell?",
        # a rate, a time, another unit
        "Wendy sold 14 kites a day. Basil sold 3 fewer than twice that number. How many kites did Basil sell?",
        "Wendy sold 14 kites. Two days later Basil sold 3 fewer than twice that many balls. How many balls did he sell?",
        "Wendy swam 20 minutes and 3 more than twice that many hours. How many hours did Wendy swim?",
        # no offset told, or a comparison after the phrase
        "Wendy sold 14 kites. Basil sold more than twice that number. How many kites did Basil sell?",
        "Wendy sold 14 kites. Basil sold twice that many more. How many kites did Basil sell?",
        # the phrase in the question
        "Wendy sold 14 kites. How many kites did Basil sell if he sold 3 fewer than twice that number?",
        # money counted with 'many'
        "Wendy earned $14 and Basil earned 3 more than twice that many. How much did Basil earn?",
    ],
)
def test_refused(text: str, lexicon: Lexicon) -> None:
    refusal_of(text, lexicon)


def test_retelling_gives_its_step(lexicon: Lexicon) -> None:
    found = that_multiples(
        "Wendy picked 50 pears. Basil picked 4 more than half that amount. How many pears did Basil pick?",
        lexicon,
    )
    assert found is not None
    assert found.text == "Wendy picked 50 pears. Basil picked 29 pears. How many pears did Basil pick?"
    assert found.steps == ("'4 more than half that amount' is 1/2 x 50: 29 pears",)


def test_measures_keep_their_unit(lexicon: Lexicon) -> None:
    found = that_multiples(
        "Wendy drank 1.5 liters of tea. Then she drank three times that much milk. How many liters of milk did she drink?",
        lexicon,
    )
    assert found is not None
    assert "4.5 liters of milk" in found.text
    assert (
        that_multiples(
            "Wendy bought 3 pounds of rice and half that much weight. How many pounds did Wendy buy?", lexicon
        )
        is None
    )
