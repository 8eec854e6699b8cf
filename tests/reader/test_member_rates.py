"""A rate told of one member of a kind, asked of a held group of that kind over a stretch (ADR 0436)."""

import pytest

from packs.model import Lexicon
from reader.member_rates import read_member_rate
from tests.reader.reading import refusal_of, value_of

RATE = "A finch eats 6 seeds a day."
HELD = "Dora has 4 finches."


@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("How many seeds do Dora's finches eat in 3 days?", 72),
        ("How many seeds do her finches eat in a week?", 168),
        ("How many seeds do the finches eat over 2 days?", 48),
        ("How many seeds do they eat each day?", 24),
        ("How many seeds will Dora's finches eat for 5 days?", 120),
        ("How many seeds does Dora need to feed her finches for 2 days?", 48),
        ("How many seeds does she need to feed the finches in a day?", 24),
    ],
)
def test_the_group_does_the_count_times_one_members_rate(question: str, value: int, lexicon: Lexicon) -> None:
    assert value_of(f"{RATE} {HELD} {question}", lexicon) == value
    assert value_of(f"{HELD} {RATE.replace('A finch', 'Each finch')} {question}", lexicon) == value


def test_each_one_after_the_count_and_times_a_period(lexicon: Lexicon) -> None:
    story = "Rufus has three mares. Each one eats 5 pounds of hay, twice a day."
    assert (
        value_of(f"{story} How many pounds of hay does he need to feed his mares for 4 days?", lexicon) == 120
    )
    story = "Rufus has 3 mares. Every mare drinks 2 gallons of water thrice a day."
    assert value_of(f"{story} How many gallons of water do his mares drink in 2 days?", lexicon) == 36


def test_a_measure_may_be_a_decimal_but_a_count_comes_out_whole(lexicon: Lexicon) -> None:
    text = "A kid goat drinks 1.5 liters of milk a day. Nell has 3 goats. How many liters of milk do her goats drink in 3 days?"
    refusal_of(text, lexicon)  # "kid goat": not one word of the kind
    assert value_of(
        "A goat drinks 1.5 liters of milk a day. Nell has 3 goats. How many liters of milk do her goats drink in 3 days?",
        lexicon,
    ) == pytest.approx(13.5)


@pytest.mark.parametrize(
    "text",
    [
        "The finches eat 6 seeds a day. Dora has 4 finches. How many seeds do Dora's finches eat in 3 days?",
        "Finches eat 6 seeds a day. Dora has 4 finches. How many seeds do Dora's finches eat in 3 days?",
        "A finch eats 6 seeds a day. Dora has 4 robins. How many seeds do Dora's robins eat in 3 days?",
        "A finch eats 6 seeds a day. Dora has 4 finches. How many seeds do Omar's finches eat in 3 days?",
        "A finch eats 6 seeds a day. Dora has 4 finches. How many nuts do Dora's finches eat in 3 days?",
        "A finch eats 6 seeds a week. Dora has 4 finches. How many seeds do Dora's finches eat in 3 days?",
        "A finch eats 6 seeds an hour. Dora has 4 finches. How many seeds do Dora's finches eat in a day?",
        "Each one eats 6 seeds a day. Dora has 4 finches. How many seeds do Dora's finches eat in 3 days?",
        "Dora has 4 finches and 2 robins. Each one eats 6 seeds a day. How many seeds do they eat in 3 days?",
        "Dora has 4 finches. Omar has 2 finches. Each finch eats 6 seeds a day. How many seeds do the finches eat in 3 days?",
        "A finch doesn't eat 6 seeds a day. Dora has 4 finches. How many seeds do Dora's finches eat in 3 days?",
        "A finch eats 6 seeds a day. Dora has 4 finches. How many seeds does Dora eat in 3 days?",
        "A finch eats 6 seeds a day. Dora has 4 finches. How many seeds do his finches eat in 3 days?",
        "A finch ate 6 seeds a day. Dora has 4 finches. How many seeds do Dora's finches eat in 3 days?",
    ],
)
def test_other_kinds_holders_and_shapes_keep_the_first_refusal(text: str, lexicon: Lexicon) -> None:
    refusal_of(text, lexicon)


def test_only_the_whole_shape_is_read(lexicon: Lexicon) -> None:
    assert read_member_rate(f"{RATE} {HELD}", lexicon) is None
    assert (
        read_member_rate(f"{RATE} {HELD} Dora is 9. How many seeds do they eat in 3 days?", lexicon) is None
    )
    found = read_member_rate(f"{RATE} {HELD} How many seeds do they eat in 3 days?", lexicon)
    assert found is not None and found.value == 72 and found.unit == "seed"
