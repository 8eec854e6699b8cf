"""'There are five times as many tanks as trucks (in the yard)': a multiple of another kind (ADR 0265)."""

import pytest

from packs.model import Lexicon
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (
            "There are 12 trucks in the yard. There are five times as many tanks as trucks in the yard."
            " How many tanks and trucks are in the yard?",
            72,
        ),
        ("There are 10 buses. There are six times as many cars as buses. How many cars are there?", 60),
        (
            "There are 30 sheep in the meadow. There are twice as many goats as sheep in the meadow."
            " How many goats are in the meadow?",
            60,
        ),
        (
            "There are 21 roses in the vase. There are 2/3 as many tulips as roses in the vase."
            " How many tulips are in the vase?",
            14,
        ),
        (
            "The garden has 11 oaks. There are three times as many maples as oaks in the garden."
            " How many maples are in the garden?",
            33,
        ),
        (
            "There are 16 lemons in the basket. There are 3 fewer than twice as many limes as lemons"
            " in the basket. How many limes are in the basket?",
            29,
        ),
        (
            "Nora has 25 stamps. She has four times as many stickers as stamps. How many stickers does Nora have?",
            100,
        ),
        (
            "There are 20 chairs in the hall. There are 3 times as many mats as chairs in the hall and"
            " 6 more rugs than mats. How many rugs are in the hall?",
            66,
        ),
    ],
)
def test_a_multiple_of_another_kind_is_read(text: str, value: int, lexicon: Lexicon) -> None:
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # 'times more than' stays ambiguous (ADR 0056)
        (
            "There are 14 vans in the depot. There are three times more carts than vans in the depot."
            " How many carts are in the depot?",
            "unused_operator",
        ),
        # the reference kind was never told
        (
            "There are 14 vans in the depot. There are three times as many carts as trucks in the depot."
            " How many carts are in the depot?",
            "unit_mismatch",
        ),
        # two places, and the comparison names neither
        (
            "There are 14 vans in the depot and 5 vans in the garage. There are three times as many carts"
            " as vans. How many carts are there?",
            "dangling_entity",
        ),
        # the reference kind at another place
        (
            "There are 14 vans in the depot. There are three times as many carts as vans in the garage."
            " How many carts are in the garage?",
            "underdetermined",
        ),
        # another person's own other kind
        (
            "Nora has 25 stamps. Eli has four times as many stickers as stamps. How many stickers does Eli have?",
            "underdetermined",
        ),
        # a denied multiple
        (
            "There are 14 vans in the depot. There are not three times as many carts as vans in the depot."
            " How many carts are in the depot?",
            "unused_operator",
        ),
    ],
)
def test_an_unsure_multiple_of_another_kind_refuses(text: str, reason: str, lexicon: Lexicon) -> None:
    assert refusal_of(text, lexicon).reason == reason
