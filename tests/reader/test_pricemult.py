"""A price told as a multiple or a percentage of another in other words than 'costs' (ADR 0458)."""

from fractions import Fraction

import pytest

from packs.model import Lexicon
from reader.price_multiples import price_multiples
from tests.reader.reading import refusal_of, value_of

TOLD = "A stool costs $20."


@pytest.mark.parametrize(
    ("comparison", "value"),
    [
        ("A bench is worth twice as much as a stool.", 40),
        ("A bench is worth half as much.", 10),
        ("A bench was worth 3 times as much.", 60),
        ("A bench is 25% more expensive than a stool.", 25),
        ("A bench is 40% cheaper than a stool.", 12),
        ("A bench is $6 more expensive than a stool.", 26),
        ("A bench is $6 cheaper.", 14),
        ("A bench is twice as expensive as a stool.", 40),
        ("The bench costs 1/5 as much.", 4),
        ("The bench costs 10% more.", 22),
    ],
)
def test_the_compared_price_in_other_words(comparison: str, value: Fraction, lexicon: Lexicon) -> None:
    assert value_of(f"{TOLD} {comparison} How much does a bench cost?", lexicon) == value


def test_a_second_clause_without_its_verb(lexicon: Lexicon) -> None:
    assert (
        value_of("A stool costs $20, and a bench twice as much. How much does a bench cost?", lexicon) == 40
    )
    assert value_of("A stool costs $20 and a bench $5 more. How much does a bench cost?", lexicon) == 25
    assert (
        value_of(
            "A stool costs $20, while a bench is 10% cheaper. How much do a bench and a stool cost?", lexicon
        )
        == 38
    )


def test_counts_of_both_things_asked(lexicon: Lexicon) -> None:
    story = "A stool costs $20, and a bench twice as much."
    assert value_of(f"{story} How much would one bench and three stools cost?", lexicon) == 100
    assert value_of(f"{story} How much would cost 2 benches and 1 stool?", lexicon) == 100
    assert value_of(f"In a shop, {story[0].lower()}{story[1:]} How much would 2 benches cost?", lexicon) == 80


def test_a_purchase_and_the_thing_compared_with_it(lexicon: Lexicon) -> None:
    story = "Vera buys a desk for $300. The chair cost 1/3 as much."
    assert value_of(f"{story} How much did she pay for everything?", lexicon) == 400
    assert value_of(f"{story} How much did Vera spend in total?", lexicon) == 400
    assert value_of(f"{story} How much did the chair cost?", lexicon) == 100


def test_the_retold_story(lexicon: Lexicon) -> None:
    found = price_multiples(
        "Vera buys a desk for $300. The chair cost 1/3 as much. How much did she pay altogether?"
    )
    assert found is not None
    assert found.text == (
        "Vera bought a desk and a chair. A desk costs $300. The chair cost 1/3 as much as the desk."
        " How much did she pay in total?"
    )


def test_a_thing_named_by_its_owner_is_read_by_its_own_reading(lexicon: Lexicon) -> None:
    """Two owners' things (ADR 0475): not this retelling's, but answered by the percent-prices reading."""
    text = "Vera's desk cost $300. Ann's desk is worth twice as much. How much did Ann's desk cost?"
    assert value_of(text, lexicon) == 600


@pytest.mark.parametrize(
    "text",
    [
        f"{TOLD} A bench is worth 3 times more. How much does a bench cost?",  # 3 or 4 times?
        f"{TOLD} A bench is 3 times more expensive. How much does a bench cost?",
        f"{TOLD} A bench is cheaper. How much does a bench cost?",
        f"{TOLD} A lamp costs $8. A bench costs twice as much. How much does a bench cost?",  # than which?
        f"{TOLD} Vera has a bench. A bench costs twice as much. How much does a bench cost?",
        f"{TOLD} The bench costs 3/2 as much. How much does a bench cost?",
        f"{TOLD} The bench costs 1/3 as much. How much does a bench cost?",  # no whole cents
        "Vera buys a desk for $300. The chair cost 1/3 as much. How much did she pay?",  # the desk, or both?
        "Vera buys a desk for $300. A chair cost 1/3 as much. How much did she pay for everything?",
        "Vera buys a desk for $300. The chair cost 1/3 as much. How much did he pay in total?",
        "Vera buys 2 desks for $300. The chair cost 1/3 as much. How much did she pay in total?",
        f"{TOLD} A bench is 20% off. How much does a bench cost?",
    ],
)
def test_refusals_stand(text: str, lexicon: Lexicon) -> None:
    refusal_of(text, lexicon)
