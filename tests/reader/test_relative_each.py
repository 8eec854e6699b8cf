"""A measure of each thing told in a relative clause, "3 sacks that are 5 pounds each" (ADR 0448)."""

import pytest

from packs.model import Lexicon
from reader.relative_each import relative_each
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Rosa buys 6 sacks of rice that are 5 pounds each. How many pounds of rice does she buy?", 30),
        ("Rosa buys 6 sacks of rice which are 5 pounds each. How many pounds of rice does she buy?", 30),
        ("Rosa buys 6 sacks of rice that weigh 5 pounds each. How many pounds of rice does she buy?", 30),
        ("Rosa buys 6 sacks of rice that each weigh 5 pounds. How many pounds of rice does she buy?", 30),
        (
            "Rosa buys 6 sacks of rice, each of which weighs 5 pounds. How many pounds of rice does she buy?",
            30,
        ),
        ("Rosa bought 6 sacks of rice that were 5 pounds each. How many pounds of rice did she buy?", 30),
        (
            "Omar buys 4 cartons of milk that contain 2 liters each. He drinks 3 liters of milk. How many liters of milk does he have?",
            5,
        ),
        ("Lina has 5 books that are 120 pages each. How many pages does she have?", 600),
    ],
)
def test_a_measure_of_each_thing(text: str, value: int, lexicon: Lexicon) -> None:
    assert value_of(text, lexicon) == value


def test_the_pace_asked_for_things_of_a_measure_each(lexicon: Lexicon) -> None:
    rate = "Kemal writes 25 pages a day."
    assert (
        value_of(f"{rate} How many days will it take him to write 4 novels that are 250 pages each?", lexicon)
        == 40
    )
    assert (
        value_of(f"{rate} How long will it take him to write 4 novels that are 250 pages each?", lexicon)
        == 40
    )


def test_a_length_of_a_stuff_used_by_a_later_sentence(lexicon: Lexicon) -> None:
    story = "Nadia buys 4 rolls of ribbon that are 15 feet each."
    assert value_of(f"{story} It takes 3 feet to make a bow. How many bows can she make?", lexicon) == 20
    assert (
        value_of(f"{story} She uses 20 feet of ribbon. How many feet of ribbon does she have left?", lexicon)
        == 40
    )


def test_a_decimal_measure_keeps_its_decimal(lexicon: Lexicon) -> None:
    text = "Lina buys 5 boxes of tea that are 1.5 ounces each. How many ounces of tea does she buy?"
    assert str(value_of(text, lexicon)) == "15/2"


def test_the_retellings_tried_in_turn(lexicon: Lexicon) -> None:
    found = relative_each(
        "Ivo buys 3 spools of wire that are 20 feet each. How many feet of wire does he buy?", lexicon
    )
    assert [r.text.split(".")[0] for r in found] == [
        "Ivo buys 3 spools of wire with 20 feet each",
        "Ivo buys 60 feet of wire",
    ]


def test_things_named_again_keep_the_count(lexicon: Lexicon) -> None:
    found = relative_each("Ivo buys 3 spools of wire that are 20 feet each. He sells 1 spool.", lexicon)
    assert len(found) == 1  # no total: the spools are still spoken of


@pytest.mark.parametrize(
    "text",
    [
        "Nadia buys 4 rolls of ribbon that are 15 feet. How many feet of ribbon does she buy?",  # no 'each'
        "Nadia buys 4 rolls of ribbon that are 15 feet together. How many feet of ribbon does she buy?",
        "Nadia buys 4 rolls of ribbon that are 15 feet each and 2 feet wide. How many feet of ribbon does she buy?",
        "Nadia does not buy 4 rolls of ribbon that are 15 feet each. How many feet of ribbon does she buy?",
        "Nadia buys 4 rolls of ribbon that are 15 feet each. How many hours does she buy?",  # another unit
        "Nadia buys 4 rolls of ribbon that are 15 feet each. How many feet of ribbon does Paul buy?",  # holder
        "Lina buys 5 boxes of tea that are 8 ounces each. How many ounces of tea does he buy?",  # pronoun
        "Lina and Sam buy 5 boxes of tea that are 8 ounces each. How many ounces of tea do they buy?",
        "Tariq buys 3 jugs that hold 4 gallons each. How many gallons does he buy?",  # what they could hold
        "Lee has 3 rooms that are 12 feet each. How many feet does he have?",  # long, wide or round?
        "Ann has 10 books that are 50 pages each. She lost 3 of them. How many pages does Ann have?",
        "Ann has 10 boxes that each hold 5 pens. She lost 3 of them. How many pens does Ann have?",
        "Ivan has 5 boxes that each had 40 crayons. How many crayons does Ivan have?",  # and now?
    ],
)
def test_outside_the_shape_keeps_the_refusal(text: str, lexicon: Lexicon) -> None:
    refusal_of(text, lexicon)


def test_a_price_each_is_not_this_reading(lexicon: Lexicon) -> None:
    assert relative_each("Lina buys 5 boxes that are $8 each. How much does she spend?", lexicon) == ()
    assert value_of("James buys 3 shirts that cost $20 each. How much does he spend?", lexicon) == 60
