"""Readings that answered wrongly on hand-made probes and now refuse (ADR 0089)."""

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # an exchange with no amount of its own may have moved anything
        (
            "Tom had 10 cards. He traded with Ann. He got 3 cards. How many cards does Tom have?",
            "unexpected_category",
        ),
        # a move done 'with' a person: together, or an exchange?
        (
            "Tom had 10 cards. He swapped 3 cards with Ann. How many cards does Tom have?",
            "unexpected_category",
        ),
        (
            "Tom had 9 apples. He bought 4 apples with Ben. How many apples does Tom have?",
            "unexpected_category",
        ),
        # the price after 'a book' is the book's; the pens' price is not said
        (
            "Tom had $20. He bought a book for $5 and 2 pens. How much money does Tom have left?",
            "underdetermined",
        ),
        # bags of apples hold apples nobody counted
        ("Tom bought 4 bags of apples and 2 apples. How many apples did Tom buy?", "ambiguous_unit"),
    ],
)
def test_probe_closures_refuse(text, reason, lexicon):
    assert refusal_of(text, lexicon).reason == reason


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # the partner of a later participle is not the move's
        (
            "Priya caught 19 fish fishing with her uncle. Her uncle gave her 8 fish. How many fish does Priya have?",
            27,
        ),
        ("Tom had $20. He bought a book and 2 pens for $5. How much money does Tom have left?", 15),
        ("Tom bought 4 bags of apples and 2 apples. How many bags did Tom buy?", 4),
        # the packs' contents are stated: nothing is left uncounted
        (
            "Al had 5 cards. He bought 2 packs of cards with 8 cards in each pack. How many cards does Al have?",
            21,
        ),
        ("Tom has 6 trading cards. He buys 2 trading cards. How many trading cards does he have?", 8),
        ("Sara has 10 pears. She shares 4 with Ann. How many pears does Sara have?", 6),
    ],
)
def test_near_shapes_still_read(text, value, lexicon):
    assert value_of(text, lexicon) == value
