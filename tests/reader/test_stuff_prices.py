"""A price per a measure or container prices only the stuff it was told of (ADR 0431)."""

import pytest

from packs.model import Lexicon
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    "text",
    [
        "Rice costs $2 a pound. How much do 3 pounds of beans cost?",
        "Each kilogram of potatoes costs $3. How much will 5 kilograms of apples cost?",
        "Flour costs $4 a bag. How much do 3 bags of sugar cost?",
        "Juice costs $3 a bottle. How much do 5 bottles of water cost?",
    ],
)
def test_a_price_is_not_lent_to_another_stuff(text: str, lexicon: Lexicon) -> None:
    assert refusal_of(text, lexicon).reason == "unit_mismatch"


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Rice costs $2 a pound. How much do 3 pounds of rice cost?", 6),
        ("Each kilogram of potatoes costs $3. How much will 5 kilograms cost?", 15),
        ("Each bag of flour costs $4. How much do 3 bags of flour cost?", 12),
        ("Juice costs $3 a bottle. How much do 5 bottles of juice cost?", 15),
        ("The bus gets 12 miles per gallon. How many miles can it travel on 6 gallons of diesel?", 72),
    ],
)
def test_the_same_stuff_or_no_stuff_is_still_priced(text: str, value: int, lexicon: Lexicon) -> None:
    assert value_of(text, lexicon) == value
