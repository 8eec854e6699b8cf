"""A price told in a sentence after the purchase, retold as "Each <C> cost $P" and read again (ADR 0404)."""

from fractions import Fraction

import pytest

from reader.later_prices import later_prices
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("James buys 6 t-shirts. They each cost $20. How much did he pay?", 120),
        ("Kim buys 3 pizzas. The pizzas cost $12 each. How much does she pay?", 36),
        (
            "Tom bought a lamp and 2 chairs. The lamp cost $50 and each chair cost $20. How much did he spend?",
            90,
        ),
        (
            "Tom bought a lamp and 2 chairs. The lamp cost $50. Each chair cost $20. How much did he spend?",
            90,
        ),
        ("Owen buys 3 jackets. The jackets each cost $40. How much does Owen pay?", 120),
        ("Irene bought 7 pencils. They were $1 each. How much did Irene spend?", 7),
        ("Marco bought 9 apples. They each cost 2 dollars. How much did he spend?", 18),
        ("Tariq buys 5 notebooks. They each cost $3.50. How much does he pay?", Fraction(35, 2)),
        ("Nina had $50. She bought 4 bowls. They each cost $5. How much money does she have left?", 30),
        # the price sentence already read as it is keeps its reading
        ("She bought 4 books. Each book cost $5. How much did she spend?", 20),
    ],
)
def test_a_price_told_after_the_purchase_is_read(text, value, lexicon):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        # 'They' for two bought groups
        "Ann bought 5 pens and 3 pencils. They cost $2 each. How much did Ann spend?",
        # a total or each?
        "Ann bought 5 pens. They cost $20. How much did Ann spend?",
        "Ann bought 5 pens. The pens cost $20. How much did Ann spend?",
        # a kind never bought
        "Ann bought 5 pens. The hats cost $2 each. How much did Ann spend?",
        # two purchases of that kind
        "Owen bought 3 jackets. Ana bought 2 jackets. The jackets cost $40 each. How much did Owen spend?",
        # 'They' could be the buyers
        "Rosa and Tim buy 2 lamps. They each cost $30. How much do they pay?",
        # a singular price for a plural purchase
        "Irene bought 2 clocks and 3 mugs. The clock cost $25 and each mug cost $6. How much did Irene spend?",
        # negation, time, another unit
        "Ann bought 5 pens. They did not cost $2 each. How much did Ann spend?",
        "Ann bought 5 pens. Next year they will cost $3 each. How much did Ann spend?",
        "Ann bought 5 pens. They each weigh 2 pounds. How much did Ann spend?",
    ],
)
def test_a_price_bound_to_no_one_purchase_refuses(text, lexicon):
    assert refusal_of(text, lexicon) is not None


def test_the_retold_text_names_the_bought_kind(lexicon):
    found = later_prices("Tom bought a lamp and 2 chairs. The lamp cost $50. How much did he spend?", lexicon)
    assert found is not None
    assert found.text == "Tom bought 1 lamp and 2 chairs. Each lamp cost $50. How much did he spend?"


def test_nothing_is_retold_without_a_purchase_or_text(lexicon):
    assert later_prices("", lexicon) is None
    assert later_prices("They each cost $20. How much is that?", lexicon) is None
    assert later_prices("She bought 4 books. Each book cost $5. How much?", lexicon) is None


def test_the_rewrite_keeps_no_state_between_calls(lexicon):
    first = later_prices("Kim buys 3 pizzas. The pizzas cost $12 each. How much?", lexicon)
    later_prices("Ann bought 5 pens and 2 cups. They cost $2 each. How much?", lexicon)
    again = later_prices("Kim buys 3 pizzas. The pizzas cost $12 each. How much?", lexicon)
    assert first == again
