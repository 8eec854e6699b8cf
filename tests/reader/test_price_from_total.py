"""One unknown price found from a told total (ADR 0416, reader/price_from_total.py)."""

from fractions import Fraction

import pytest

from reader.price_from_total import read_price_from_total
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Ivo bought a bench and 3 pots for $90. The bench cost $60. How much did each pot cost?", 10),
        (
            "A cafe ordered 8 kettles and 12 spoons for a total of $124. If a kettle costs $14, "
            "how much does a spoon cost?",
            1,
        ),
        (
            "Felix bought 2 tents for $40 each and a lantern. He spent $97 in total. How much did the lantern cost?",
            17,
        ),
        (
            "Rosa spent a total of $33. She bought a vase and 4 bowls. Each bowl cost $3. What was the price of the vase?",
            21,
        ),
        (
            "Marta bought a rug for $25. She also bought 5 towels. She paid $45 in total. How much did each towel cost?",
            4,
        ),
        (
            "Leon bought a box of nails and 2 shovels for $38. Shovels cost $15 each. How much did the nails cost?",
            8,
        ),
        (
            "Hana bought 4 jars and 3 buckets for $31. The jars all cost the same. Each bucket cost $5. "
            "How much did one jar cost?",
            4,
        ),
        (
            "Pablo bought 6 kites and 4 balls for $9. If a kite costs $0.50, how much does a ball cost?",
            Fraction(3, 2),
        ),
        (
            "Omar bought a desk, a lamp and 2 rugs for $130. The desk cost $70. The lamp cost $20. How much did each rug cost?",
            20,
        ),
    ],
)
def test_price_answered(text, value, lexicon):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        # the rest is not said to be shared evenly among several
        "Ivo bought a bench and 3 pots for $90. The bench cost $60. How much did one pot cost?",
        "Ivo bought a bench and 3 pots for $90. The bench cost $60. How much did the pot cost?",
        # two prices unknown
        "Ivo bought a bench, a lamp and 3 pots for $90. The bench cost $60. How much did each pot cost?",
        # the prices told come to more than the total, or the share is not whole cents
        "Ivo bought a bench and 3 pots for $50. The bench cost $60. How much did each pot cost?",
        "Ivo bought a bench and 3 pots for $61. The bench cost $60. How much did each pot cost?",
        # a negation, a price that may be for all of them, 'each' that may be everything's
        "Ivo bought a bench and 3 pots for $90. The bench did not cost $60. How much did each pot cost?",
        "Omar bought 2 benches and 3 pots for $90. The benches cost $60. How much did each pot cost?",
        "Omar bought 3 pots and a bench for $20 each. He spent $90 in total. How much did each pot cost?",
        # the total told covers one sentence only; another buyer; a pronoun of the wrong gender
        "Omar bought a bench and 3 pots for $90. He also bought a lamp for $6. The bench cost $60. "
        "How much did each pot cost?",
        "Omar bought a bench and 3 pots. She spent $90 in total. The bench cost $60. How much did each pot cost?",
        "Omar bought a bench and 3 pots. Rosa spent $90 in total. The bench cost $60. How much did each pot cost?",
        # a price of the contents is no price of the container
        "Omar bought 2 bags of onions and a bench for $90. Each onion costs $1. How much does the bench cost?",
        # two kinds whose words overlap
        "Omar bought a clay pot and 3 pots for $90. The clay pot cost $60. How much did each pot cost?",
    ],
)
def test_price_refused(text, lexicon):
    assert refusal_of(text, lexicon) is not None
    assert read_price_from_total(text, lexicon) is None


def test_steps_say_the_share(lexicon):
    found = read_price_from_total(
        "Ivo bought a bench and 3 pots for $90. The bench cost $60. How much did each pot cost?", lexicon
    )
    assert found is not None
    assert found.unit == "dollar"
    assert "(90 - 60) / 3" in " ".join(found.steps).replace("$", "")
