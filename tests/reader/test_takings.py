"""Money taken in by selling: 'makes $5 off each jersey', and 'make' asked after a sale (ADR 0195)."""

from fractions import Fraction

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("The bakery makes $4 off each pie. They sold 12 pies. How much money did they make?", 48),
        ("The bakery makes $4 on each pie. The bakery sold 12 pies. How much money did the bakery make?", 48),
        (
            "The bakery makes $4 off each pie and $2 off each muffin. They sold 12 pies and 10 muffins."
            " How much money did they make?",
            68,
        ),
        (
            "The bakery makes $4 off each pie and $2 off each muffin. The bakery sold 12 pies."
            " How much money did the bakery make?",
            48,
        ),
        ("Nina makes $3 off each bracelet. She sold 9 bracelets. How much money did she earn?", 27),
        ("Each bracelet costs $3. Nina sold 9 bracelets. How much money did she make?", 27),
        (
            "Nina earns $3 for each bracelet and $5 for each necklace. She sold 4 necklaces."
            " How much money did she earn?",
            20,
        ),
    ],
)
def test_takings_of_a_priced_sale(lexicon, text, value):
    assert value_of(text, lexicon) == Fraction(value)


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # a cost is told: 'make' may be the profit
        (
            "Nina makes $3 off each bracelet. She paid $5 for a table. She sold 9 bracelets."
            " How much money did she make?",
            "ambiguous_unit",
        ),
        (
            "Nina spent $10 on beads. She makes $3 off each bracelet. She sold 9 bracelets."
            " How much money did she make?",
            "ambiguous_unit",
        ),
        # money came in otherwise than by the sale
        (
            "Nina makes $3 off each bracelet. She sold 9 bracelets. She also found $2. How much money did she make?",
            "ambiguous_unit",
        ),
        # what was sold is not what is priced
        (
            "Nina makes $3 off each bracelet. She sold 9 rings. How much money did she make?",
            "underdetermined",
        ),
        # 'they' for a seller needs the seller's own price: a bare item price names no seller
        ("Each pen costs $2. They sold 3 pens. How much money did they earn?", "unresolved_pronoun"),
    ],
)
def test_takings_refusals(lexicon, text, reason):
    assert refusal_of(text, lexicon).reason == reason
