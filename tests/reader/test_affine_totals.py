"""A relation that scales and shifts, or a total in other words, solved with the two holders' total (ADR 0462)."""

import pytest

from packs.model import Lexicon
from reader.affine_totals import read_affine_total
from tests.reader.reading import refusal_of, value_of

NUMBER_OF = "Lucia has 6 more than 3 times the number of buttons Bram has."
AS_MANY = "Lucia has 6 more than 3 times as many buttons as Bram."


@pytest.mark.parametrize(
    ("total", "value"),
    [
        ("If there are 54 buttons total, how many does Lucia have?", 42),
        ("If there are 54 buttons in total, how many buttons does Bram have?", 12),
        ("If there are 54 buttons altogether, how many does Bram have?", 12),
        ("If there are 54 total buttons, how many does Lucia have?", 42),
    ],
)
def test_there_are_a_total_after_the_number_of(total: str, value: int, lexicon: Lexicon) -> None:
    assert value_of(f"{NUMBER_OF} {total}", lexicon) == value


@pytest.mark.parametrize(
    "total",
    [
        "They have 54 buttons together.",
        "Together, they have 54 buttons.",
        "They have a combined total of 54 buttons.",
        "Lucia and Bram have 54 buttons in all.",
    ],
)
def test_a_they_or_both_names_total(total: str, lexicon: Lexicon) -> None:
    assert value_of(f"{AS_MANY} {total} How many buttons does Bram have?", lexicon) == 12


def test_an_opening_that_names_the_two_holders(lexicon: Lexicon) -> None:
    text = (
        "Rex and Bill are barn cats. Bill has one less than twice as many whiskers as Rex. "
        "If they have 47 whiskers combined, how many whiskers does Bill have?"
    )
    assert value_of(text, lexicon) == 31


def test_a_past_doing_with_its_particle(lexicon: Lexicon) -> None:
    text = (
        "Together, Ines and Oskar gave out 130 flyers. If Oskar gave out 10 fewer than 6 times as many flyers "
        "as Ines, how many flyers did Ines give out?"
    )
    assert value_of(text, lexicon) == 20


def test_money_earned(lexicon: Lexicon) -> None:
    story = "Vera earned 4 times as much money as Cal. Together they earned $75."
    assert value_of(f"{story} How many dollars did Vera earn?", lexicon) == 60
    assert value_of(f"{story} How much did Cal earn? Use C to represent Cal's pay.", lexicon) == 15


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (
            "Ula weighs 5 kilograms less than twice Piet's weight. Together they weigh 70 kilograms. "
            "How many kilograms does Ula weigh?",
            45,
        ),
        (
            "Ula and Piet have a combined height of 100 inches. Ula is 4 inches more than double Piet's height. "
            "How tall is Piet?",
            32,
        ),
        (
            "Ula biked 2 miles less than 3 times the distance that Piet biked. Together they biked 18 miles. "
            "How far did Piet bike?",
            5,
        ),
    ],
)
def test_two_measures_and_their_total(text: str, value: int, lexicon: Lexicon) -> None:
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        # a part of a button
        f"{NUMBER_OF} If there are 55 buttons total, how many does Lucia have?",
        # a third person
        f"{AS_MANY} Nico has 4 buttons. They have 54 buttons together. How many buttons does Bram have?",
        f"{AS_MANY} They have 54 buttons together. How many buttons does Nico have?",
        # another thing in the total
        f"{AS_MANY} They have 54 beads together. How many buttons does Bram have?",
        # each, not together
        f"{AS_MANY} They have 54 buttons each. How many buttons does Bram have?",
        # another verb in the total
        "Ines handed out 3 more than twice as many flyers as Oskar. They sold 48 flyers altogether. "
        "How many flyers did Oskar hand out?",
        # a total of a narrower kind than the relation's
        "Ines handed out 3 more than twice as many flyers as Oskar. They handed out 48 red flyers altogether. "
        "How many flyers did Oskar hand out?",
        # a weight in another unit
        "Ula weighs 5 kilograms less than twice Piet's weight. Together they weigh 70 pounds. "
        "How many kilograms does Ula weigh?",
    ],
)
def test_near_misses_refuse(text: str, lexicon: Lexicon) -> None:
    refusal_of(text, lexicon)


def test_the_reading_itself_leaves_other_shapes(lexicon: Lexicon) -> None:
    assert (
        read_affine_total(f"{AS_MANY} They have 54 buttons. How many buttons does Bram have?", lexicon)
        is None
    )
    assert (
        read_affine_total(f"They have 54 buttons together. {AS_MANY} How many does Bram have?", lexicon)
        is None
    )
    found = read_affine_total(f"{NUMBER_OF} If there are 54 buttons total, how many does Bram have?", lexicon)
    assert found is not None and found.value == 12
