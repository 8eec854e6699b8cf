"""'they' for the one shop, firm, farm or team told in the singular, retold as it and read again (ADR 0502)."""

from fractions import Fraction

import pytest

from packs.model import Lexicon
from reader.org_they import org_they
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # a rate of the body, asked with 'do they'
        ("A kite factory makes 160 kites a day. How many kites do they make in 3 days?", 480),
        # money, 'will they'
        ("A print company earns $560 a week. How much money will they earn in 3 weeks?", 1680),
        # 'They' opening a statement, the verb written in the singular
        ("A candle shop had 64 candles. They sold 29 candles. How many candles does the shop have left?", 35),
        ("A chess club has $240. They spend $70 on clocks. How much money does the club have left?", 170),
        # a part of an hour
        ("A roll bakery bakes 60 rolls an hour. How many rolls do they bake in 20 minutes?", 20),
        # 'their' beside 'they'
        (
            "A print company earns $300 a week. Their rent is $90 a week. How much money do they earn in 2 weeks?",
            600,
        ),
    ],
)
def test_read(text: str, value: Fraction, lexicon: Lexicon) -> None:
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        # a person who owns the body: 'they' may be the owner's family
        "Pia owns a roll bakery. They bake 60 rolls an hour. How many rolls do they bake in 2 hours?",
        # plural persons or things named before 'they'
        "A candle shop has 3 clerks. They sell 40 candles a day. How many candles do they sell in 2 days?",
        "A goat farm has 20 goats. They give 30 liters of milk a day. How much milk do they give in 3 days?",
        # two bodies, or several of one
        "A candle shop and a cafe sell 30 candles a day. How many candles do they sell in 2 days?",
        # 'together' and a negation
        "A roll bakery bakes 60 rolls an hour. How many rolls do they bake together in 2 hours?",
        "A print company earns $560 a week. They do not work in May. How much do they earn in 3 weeks?",
        # 'they are': a state, maybe of the things
        "A kite factory makes 160 kites a day. They are sold for $4. How much money does the factory make a day?",
        # 'them' for the things
        "A candle shop had 64 candles. They sold them to a hotel. How many candles does the shop have left?",
    ],
)
def test_refused(text: str, lexicon: Lexicon) -> None:
    refusal_of(text, lexicon)


def test_retelling_writes_the_body(lexicon: Lexicon) -> None:
    found = org_they(
        "A kite factory makes 160 kites a day. They sell 90 kites. How many kites do they have?", lexicon
    )
    assert found is not None
    assert found.text == (
        "A kite factory makes 160 kites a day. The factory sells 90 kites. How many kites does the factory have?"
    )
    assert found.steps == ("'They' is the factory", "'they' is the factory")


def test_other_shapes_are_left_to_the_chain(lexicon: Lexicon) -> None:
    assert (
        org_they("A kite factory makes 160 kites a day. How many kites does it make in 2 days?", lexicon)
        is None
    )
    assert org_they("A kite shop sells 16 kites a day. How many kites do the clerks sell?", lexicon) is None
    assert (
        org_they("A kite workshop makes 16 kites a day. How many kites do they make in 2 days?", lexicon)
        is None
    )
