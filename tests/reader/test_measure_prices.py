"""A price per a measure of one stuff prices a purchase of that stuff in that measure (ADR 0439)."""

from fractions import Fraction

import pytest

from packs.model import Lexicon
from reader.measure_prices import measure_price
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Ines buys 5 pounds of plums. The plums cost $2 per pound. How much does Ines pay?", 10),
        ("The flour costs $3 per kilogram. Ines buys 4 kilograms of flour. How much does Ines spend?", 12),
        ("Ines buys 750 grams of flour. The flour costs $4 per kilogram. How much does Ines pay?", 3),
        ("Ines buys 3 quarts of cider. The cider costs $8 per gallon. How much does Ines pay?", 6),
        ("Ines buys 2 pounds of fudge. Fudge costs $3 an ounce. How much does Ines pay?", 96),
        ("Figs cost $9 a pound. Ines buys 2 pounds of figs. How much does Ines pay?", 18),
        ("Figs cost $9 per pound. How much do 4 pounds of figs cost?", 36),
        (
            "Ines had $60. She bought 5 pounds of figs. Figs cost $9 a pound. How much money does Ines have left?",
            15,
        ),
    ],
)
def test_a_measure_bought_takes_the_price_of_its_stuff(text: str, value: int, lexicon: Lexicon) -> None:
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        "Ines buys 5 pounds of plums. Figs cost $2 per pound. How much does Ines pay?",  # another stuff
        "Ines buys 5 kilograms of plums. The plums cost $2 per pound. How much does Ines pay?",  # two systems
        "Ines buys 5 pounds of plums. Each pound costs $2. How much does Ines pay?",  # the stuff not kept
        "Ines buys 5 pounds of plums and 2 pounds of figs. Plums cost $2 a pound. How much does Ines pay?",
        "Ines buys 5 gallons of cider. Omar pays $2 per gallon. How much does Ines pay?",  # a payer's rate
        "Figs cost $9 a pound. Ines buys 4 figs. How much does Ines pay?",  # figs counted, not weighed
        "Red figs cost $9 a pound. Ines buys 2 pounds of red figs. How much does Ines pay?",  # a narrowed stuff
    ],
)
def test_a_price_of_other_stuff_or_another_measure_refuses(text: str, lexicon: Lexicon) -> None:
    refusal_of(text, lexicon)


class _Rate:
    def __init__(self, holder: str, per_key: str, value: int, per_factor: int, activity: str = "") -> None:
        self.holder, self.unit_key, self.per_key = holder, "dim:money", per_key
        self.value, self.per_factor, self.activity = Fraction(value), Fraction(per_factor), activity


def test_the_price_is_of_one_base_unit_and_only_one_price_is_taken() -> None:
    pound = _Rate("plum", "dim:mass_imperial", 2, 16)
    assert measure_price("dim:mass_imperial+of:plum", "buy", [pound]) == Fraction(1, 8)
    told = _Rate("there", "dim:mass_imperial+of:plum", 2, 16)
    assert measure_price("dim:mass_imperial+of:plum", "buy", [told]) == Fraction(1, 8)
    other = _Rate("plum", "dim:mass_imperial", 3, 16)
    assert measure_price("dim:mass_imperial+of:plum", "buy", [pound, other]) is None
    assert measure_price("dim:mass_imperial+of:fig", "buy", [pound]) is None
    assert measure_price("dim:mass_imperial", "buy", [pound]) is None
    assert measure_price("plum", "buy", [pound]) is None
    shipping = _Rate("plum", "dim:mass_imperial", 2, 16, activity="ship")
    assert measure_price("dim:mass_imperial+of:plum", "buy", [shipping]) is None
