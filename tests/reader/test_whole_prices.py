"""A priced sale of 'all' or 'all but N' when the seller's chain before it is known (ADR 0226)."""

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Each vase costs $4. Ada had 9 vases. She sold all but 3 of them. How much money did she make?", 24),
        ("Each vase costs $4. Ada had 9 vases. She sold all of them. How much money did she make?", 36),
        ("Each vase costs $4. Ada had 9 vases. She sold all but 3 of them. How many vases did she sell?", 6),
        ("Each vase costs $4. Ada had 9 vases. She sold all but 3 of them. How many vases does she have?", 3),
        (
            "Each vase costs $4. Ada had 9 vases. She made 2 more vases. She sold all but 3 of them. "
            "How much money did she make?",
            32,
        ),
        (
            "Each vase costs $4. Ada had 9 vases and Bo had 2 vases. She sold all but 3 of her vases. "
            "How much money did she make?",
            24,
        ),
        (
            "Each vase costs $4. Ada had 9 vases. Bo bought all but 3 of her vases. How much money did Bo spend?",
            24,
        ),
        # a shop's (or a box's) things sold by one person: the MultiArith box convention (ADR 0239)
        (
            "Each vase costs $4. A shop had 9 vases. Ada sold all but 3 vases. How much money did she make?",
            24,
        ),
    ],
)
def test_priced_whole_sale(text: str, expected: int, lexicon) -> None:
    assert value_of(text, lexicon) == expected


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # keeping more than was held, or all of it
        (
            "Each vase costs $4. Ada had 9 vases. She sold all but 12 of them. How much money did she make?",
            "underdetermined",
        ),
        (
            "Each vase costs $4. Ada had 9 vases. She sold all but 9 of them. How much money did she make?",
            "underdetermined",
        ),
        # an unknown step before the sale
        (
            "Each vase costs $4. Ada had 9 vases. She found some vases. She sold all but 3 of them. "
            "How much money did she make?",
            "underdetermined",
        ),
        # 'them' after two holders of the kind
        (
            "Each vase costs $4. Ada had 9 vases and Bo had 2 vases. She sold all but 3 of them. "
            "How much money did she make?",
            "underdetermined",
        ),
        # nothing told about what the seller held
        (
            "Each vase costs $4. Ada sold all but 3 of her vases. How much money did she make?",
            "underdetermined",
        ),
        # 'already had' may place the holding before anything
        (
            "Each vase costs $4. Ada had 9 vases. She already had 2 vases. She sold all of them. "
            "How much money did she make?",
            "underdetermined",
        ),
        # the price is for a narrower kind
        (
            "Each red vase costs $4. Ada had 9 vases. She sold all but 3 of them. How much money did she make?",
            "underdetermined",
        ),
    ],
)
def test_refused(text: str, reason: str, lexicon) -> None:
    assert refusal_of(text, lexicon).reason == reason
