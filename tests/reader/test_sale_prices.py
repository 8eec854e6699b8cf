"""One thing bought at a cut, its price told on its own; a usual price and a cut (ADR 0457)."""

from fractions import Fraction

import pytest

from packs.model import Lexicon
from reader.sale_prices import normal_prices, sale_price
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # the money paid in the buying clause, the cut in a sentence of its own, the price before asked
        (
            "Perpetua bought a pair of mittens for $12. The mittens were already marked 60% off."
            " What was the original price of the mittens?",
            30,
        ),
        ("Augustin bought a radio for $68. The radio was marked 15% off. What was the regular price?", 80),
        (
            "I bought a pair of clogs for $21. The clogs were 30% off. What is the original price of the clogs?",
            30,
        ),
        (
            "Solveig bought garden chairs for $90. They were already 25% off. What was the original price?",
            120,
        ),
        (
            "Isidro bought a floor lamp for $72. It was marked 10% off. How much was the original price of it?",
            80,
        ),
        # the price before the cut told apart, asked what was paid or saved
        (
            "Clara bought a vacuum with a 30% discount. The regular price of the vacuum was $110."
            " How much did she pay?",
            77,
        ),
        (
            "Oscar bought a tripod at a 20% discount. If the original price was $55, how much did he pay?",
            44,
        ),
        (
            "Oscar bought a tripod at a 20% discount. If the original price was $55, how much did he pay"
            " for the tripod after the discount?",
            44,
        ),
        (
            "Oscar bought a tripod at a 20% discount. The original price of it was $55. How much did he save?",
            11,
        ),
        ("Marisol buys a $140 heater with a 5% discount. How much does she pay?", 133),
        ("Marisol buys a $140 heater at a 25% discount. How much money did she save?", 35),
        # ADR 0409 widened: the sale price named, an -ing word before the noun, a name of no known gender
        (
            "Thaddeus bought a writing desk at a 20% discount and paid the sale price of $160."
            " What was the original price of the writing desk?",
            200,
        ),
        (
            "Thaddeus bought a reading chair with a 40% discount and paid the discounted price of $54."
            " What was the regular price?",
            90,
        ),
        (
            "Ximena bought a drum at a 25% discount. If she paid $45, how much was the original price of the drum?",
            60,
        ),
        # a usual price and a cut, retold as one purchase at a discount
        (
            "Quentin buys 8 spoons. They are normally $3 each, but they are on sale for 50% off. How much does he spend?",
            12,
        ),
        (
            "Bowls are usually $10 each, but they are on sale for 30% off. Renata buys 3 bowls. How much does she pay?",
            21,
        ),
        ("Renata bought a scarf. It was regularly $24, but it was 25% off. How much did she pay in all?", 18),
        (
            "Quentin bought five rugs. Each rug is normally $40. The rugs are now 20% off."
            " How much did Quentin spend on rugs?",
            160,
        ),
    ],
)
def test_read(text: str, value: int, lexicon: Lexicon) -> None:
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        # asked what was paid or saved, "for $Y" may be the price before the cut: not read here
        "Augustin bought a radio for $68. The radio was marked 15% off. How much did he save?",
        # the cut on another thing, the price asked of another thing, a count of things
        "Perpetua bought a pair of mittens for $12. The hats were already marked 60% off. What was the original price?",
        "Augustin bought a radio for $68. The radio was marked 15% off. What was the original price of the kettle?",
        "Augustin bought 2 radios for $68. The radios were marked 15% off. What was the original price?",
        # "the price" may be the price paid or the price before the cut
        "Clara bought a vacuum with a 30% discount. The price of the vacuum was $110. How much did she pay?",
        # a known name and a pronoun that does not agree: someone else
        "Marisol buys a $140 heater with a 5% discount. How much did he pay?",
        # another change asked, another thing's price, a cut of the whole price or more
        "Clara bought a vacuum with a 30% discount. The regular price was $110. How much did she pay after the tax?",
        "Clara bought a vacuum with a 30% discount. The regular price of the fan was $110. How much did she pay?",
        "Marisol buys a $140 heater with a 100% discount. How much does she pay?",
        # another number, two cuts
        "Marisol buys a $140 heater with a 5% discount. She buys 2 mugs. How much does she pay?",
        "Quentin buys 8 spoons. They are normally $3 each, but they are on sale for 50% off. There is a 10% discount."
        " How much does he spend?",
        # the usual price of all the things or each? a pronoun with nothing before it; another kind
        "Quentin buys 8 spoons. They are normally $24, but they are on sale for 50% off. How much does he spend?",
        "They are normally $3 each, but they are on sale for 50% off. Quentin buys 8 spoons. How much does he spend?",
        "Quentin buys 8 spoons. The forks are normally $3 each, but they are on sale for 50% off. How much does he spend?",
        "Quentin buys 8 spoons and 2 forks. They are normally $3 each, but they are 50% off. How much does he spend?",
        # a denial; the saving asked; a price told without 'normally'
        "Quentin buys 8 spoons. They are normally $3 each, but they are not on sale for 50% off. How much does he spend?",
        "Quentin buys 8 spoons. They are normally $3 each, but they are on sale for 50% off. How much did he save?",
        "Quentin buys 8 spoons. They are $3 each, but they are on sale for 50% off. How much does he spend?",
    ],
)
def test_refused(text: str, lexicon: Lexicon) -> None:
    refusal_of(text, lexicon)


def test_sale_price_gives_the_money_told_and_the_step(lexicon: Lexicon) -> None:
    found = sale_price("Marisol buys a $140 heater at a 25% discount. How much money did she save?", lexicon)
    assert found is not None
    buyer, money, value, step = found
    assert (buyer, money, value) == ("Marisol", Fraction(140), Fraction(35))
    assert "25%" in step


def test_normal_prices_retells_one_purchase(lexicon: Lexicon) -> None:
    found = normal_prices(
        "Quentin buys 8 spoons. They are normally $3 each, but they are on sale for 50% off. How much does he spend?",
        lexicon,
    )
    assert found is not None
    assert (
        found.text
        == "Quentin buys 8 spoons for $3 each and got a 50% discount. How much money did Quentin spend?"
    )
