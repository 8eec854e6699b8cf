"""A price worked out from an old thing's, an owner's, or a price paid (ADR 0475)."""

import pytest

from packs.model import Lexicon
from reader.percent_prices import read_percent_prices
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # a new thing against one person's old one
        (
            "Omar decides to buy himself a new tent. It cost 20% more than his old $150 tent. How much did it cost?",
            180,
        ),
        (
            "Greta buys a new easel. It costs half as much as her old $90 easel. How much does her new easel cost?",
            45,
        ),
        ("Greta bought a new easel. It was 15% cheaper than her old $60 easel. How much did it cost?", 51),
        (
            "Omar gets a new locker that costs 10% more than his old locker. "
            "If his old locker was $70 a month, how much does his new locker cost?",
            77,
        ),
        (
            "Omar buys a new bike. It costs 30% more than his old bike. His old bike cost $400. "
            "How much does his new bike cost?",
            520,
        ),
        # two owners' things
        (
            "Hugo's drum cost $210. Priya's drum is worth twice as much. What is the total price of their drums?",
            630,
        ),
        (
            "Hugo's drum cost $200. Priya's drum is 35% cheaper than Hugo's. How much does Priya's drum cost?",
            130,
        ),
        (
            "Priya's drum costs 3 times as much as Hugo's drum. Hugo's drum costs $80. How much is Priya's drum?",
            240,
        ),
        # a price paid, found back
        (
            "Dora spent $4800 on a used boat, which is 20% less than the original price. What was the original price?",
            6000,
        ),
        (
            "Dora bought a rug for $130, which is 30% more than what Abel paid for the same rug. How much did Abel pay?",
            100,
        ),
    ],
)
def test_read(text: str, value: int, lexicon: Lexicon) -> None:
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        # part of a cent
        "Omar decides to buy himself a new tent. It cost 33% more than his old $0.50 tent. How much did it cost?",
        "Dora bought a rug for $131, which is 30% more than what Abel paid for the same rug. How much did Abel pay?",
        # "N times more": N or N + 1 times?
        "Omar decides to buy himself a new tent. It cost 3 times more than his old $150 tent. How much did it cost?",
        # a pronoun that does not agree, another thing
        "Omar decides to buy himself a new tent. It cost 20% more than her old $150 tent. How much did it cost?",
        "Omar decides to buy himself a new tent. It cost 20% more than his old $150 stove. How much did it cost?",
        # the old price told twice, or never
        "Omar buys a new bike. It costs 30% more than his old $300 bike. His old bike cost $400. How much does it cost?",
        "Omar buys a new bike. It costs 30% more than his old bike. How much does his new bike cost?",
        # another period asked than the one told
        "Omar buys a new locker. It costs 10% more than his old locker. "
        "If his old locker was $70 a month, how much does his new locker cost per year?",
        # a total over things of two nouns, or a comparison after no price
        "Hugo's drum cost $210. Priya's flute is worth twice as much. What is the total price of their drums?",
        "Priya's drum is worth twice as much. Hugo's drum cost $210. How much is Priya's drum?",
        # nothing or less than nothing left
        "Dora spent $4800 on a used boat, which is 100% less than the original price. What was the original price?",
        # asked another price than the one compared with
        "Dora spent $4800 on a used boat, which is 20% less than the original price. What was the usual price?",
    ],
)
def test_refused(text: str, lexicon: Lexicon) -> None:
    refusal_of(text, lexicon)


def test_reading_gives_its_steps(lexicon: Lexicon) -> None:
    found = read_percent_prices(
        "Omar decides to buy himself a new tent. It cost 20% more than his old $150 tent. How much did it cost?",
        lexicon,
    )
    assert found is not None
    assert found.value == 180 and found.unit == "dollar"
    assert found.steps == ("his old tent at $150; the new one costs 20% more than it: $150 x 6/5 = $180",)


def test_reading_leaves_other_shapes_to_the_chain(lexicon: Lexicon) -> None:
    assert (
        read_percent_prices(
            "A pen costs $9 more than a pencil. A pencil costs $2. How much is a pen?", lexicon
        )
        is None
    )
    assert read_percent_prices("Omar buys a tent for $150. How much did he pay?", lexicon) is None
