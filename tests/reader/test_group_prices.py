"""A price told for a group of a told number of things, asked for some of the things (ADR 0434)."""

from fractions import Fraction

import pytest

from packs.model import Lexicon
from reader.group_prices import read_group_price
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("A box of 30 buttons costs $6. How much does one button cost?", Fraction(1, 5)),
        ("A box of 30 buttons costs $6. How much does each button cost?", Fraction(1, 5)),
        ("A box of 30 buttons costs $6. What is the price of a single button?", Fraction(1, 5)),
        ("A box of 30 buttons costs $6. How much is one button?", Fraction(1, 5)),
        ("A box of 30 buttons costs $6. How much would 60 buttons cost?", 12),
        ("One bag of 16 oranges sells for $4. How much do 48 oranges cost?", 12),
        ("A crate of 25 melons is $50. What is the cost of each melon?", 2),
        ("Three sets of 4 bowls cost $24. How much does one bowl cost?", 2),
        ("3 sets of 4 bowls cost $24 each. How much does one bowl cost?", 6),
        ("Packs of 20 balloons cost $5 each. How much do 60 balloons cost?", 15),
        ("Six jars of 2 liters of syrup cost $36. What is the price of 4 liters of syrup?", 12),
        ("Six jars of 2 liters of syrup cost $36. What is the price of 1 liter of syrup?", 3),
    ],
)
def test_the_group_price_is_spread_over_what_it_holds(text: str, value, lexicon: Lexicon) -> None:
    assert value_of(text, lexicon) == Fraction(value)


def test_a_part_of_a_set_needs_the_story_to_sell_the_things_one_by_one(lexicon: Lexicon) -> None:
    told = "A set of 10 forks costs $15."
    refusal_of(f"{told} How much would 4 forks cost?", lexicon)
    assert value_of(f"{told} If each fork is sold separately, how much would 4 forks cost?", lexicon) == 6
    assert value_of(f"{told} If each fork were sold individually, how much would 4 forks cost?", lexicon) == 6


def test_the_reading_answers_with_a_step_about_the_group(lexicon: Lexicon) -> None:
    found = read_group_price("A box of 30 buttons costs $6. How much does one button cost?", lexicon)
    assert found is not None
    assert found.steps[0].startswith("a box holds 30 button in all for 6 dollar")


@pytest.mark.parametrize(
    "text",
    [
        "Packs of 20 balloons cost $5. How much do 60 balloons cost?",  # a pack's price or a balloon's?
        "A pack of 20 balloons costs $5 each. How much does one balloon cost?",  # 'each' of one pack
        "A pack of 20 balloons cost $5. How much does one balloon cost?",  # a past sale
        "A pack of 20 balloons costs $5. How much do 2 packs cost?",  # the groups asked
        "A pack of 20 balloons costs $5. How much does one ribbon cost?",  # another thing
        "A pack of 7 balloons costs $5. How much does one balloon cost?",  # no price in whole cents
        "A pack of 20 balloons does not cost $5. How much does one balloon cost?",
        "A team of 5 riders costs $50. How much does one rider cost?",  # people, not a container
        "A bag of 40 beans weighs 2 kg. How much do 10 beans weigh?",  # the bag's own weight
        "A set of 8 cups costs $24. How much do 2 pints cost?",  # cups as things, not a volume
        "Six jars of 2 liters of syrup cost $36. What is the price of 4 liters of honey?",
        "Six jars of 2 liters of syrup cost $36. What is the price of 4 hours?",
        "Six jars of 2 liters of syrup cost $36. What is the price of 250 milliliters of syrup?",  # a part
        "A bag of 4 kilograms of rice costs $8. How much do 6 kilograms of rice cost?",  # a part of a bag
        "A box of 30 buttons costs $6. Ann buys 2 boxes. How much does one button cost?",
        "A box of 30 buttons costs 60 cents. How much does one button cost?",
    ],
)
def test_other_shapes_keep_the_first_refusal(text: str, lexicon: Lexicon) -> None:
    refusal_of(text, lexicon)
