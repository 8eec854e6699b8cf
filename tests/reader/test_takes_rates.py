"""A work rate told one way and asked the other way round (ADR 0433)."""

import pytest

from packs.model import Lexicon
from reader.takes_rates import takes_rates
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("It takes Wendell 4 minutes to sand 10 planks. How many planks can he sand in 20 minutes?", 50),
        ("It takes Felix 8 minutes to trim a hedge. How many hedges can he trim in 48 minutes?", 6),
        ("It takes Lucinda 12 minutes to knit 8 rows. How many rows can Lucinda knit in 1 hour?", 40),
        (
            "It takes the robot 6 seconds to stack 4 boxes. How many boxes can the robot stack in 1 minute?",
            40,
        ),
    ],
)
def test_a_time_for_a_count_answers_the_count_in_a_time(text: str, value: int, lexicon: Lexicon) -> None:
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Tobias sews 14 buttons an hour. How many hours will Tobias take to sew 70 buttons?", 5),
        ("Greta types 45 words a minute. How many minutes will she take to type 270 words?", 6),
        ("Ines can peel 20 potatoes in 15 minutes. How many hours will Ines take to peel 160 potatoes?", 2),
        ("Yara reads 5 poems every 10 minutes. How long will she take to read 25 poems?", 50),
    ],
)
def test_the_doer_before_take_is_asked_as_after_a_dummy_it(text: str, value: int, lexicon: Lexicon) -> None:
    assert value_of(text, lexicon) == value


def test_every_is_a_pace_only_for_whole_cycles(lexicon: Lexicon) -> None:
    story = "Hollis types 18 lines every 4 minutes."
    assert value_of(f"{story} How many minutes will it take him to type 90 lines?", lexicon) == 20
    refusal_of(f"{story} How many minutes will it take him to type 100 lines?", lexicon)


def test_the_retold_words(lexicon: Lexicon) -> None:
    found = takes_rates(
        "It takes her 3 minutes to read a page. How many pages can she read in 9 minutes?", lexicon
    )
    assert found is not None
    assert found.text.startswith("She can read 1 page in 3 minutes.")
    found = takes_rates("Al reads 4 pages an hour. How long will he take to read 8 pages?", lexicon)
    assert found is not None and found.text.endswith("How long will it take him to read 8 pages?")
    found = takes_rates(
        "Al reads 4 pages every 5 minutes. How long will it take him to read 8 pages?", lexicon
    )
    assert found is not None and found.text.startswith("Al reads 4 pages in 5 minutes.")


@pytest.mark.parametrize(
    "text",
    [
        "It takes Wendell 4 minutes to sand 10 planks. How many planks can Rosa sand in 20 minutes?",
        "It takes Wendell 4 minutes to sand 10 planks. How many planks can he paint in 20 minutes?",
        "It takes Wendell 4 minutes to sand 10 planks. How many boards can he sand in 20 minutes?",
        "It takes Wendell 4 minutes to sand 10 planks. How many planks can he sand in 3 days?",
        "It takes Wendell and Rosa 4 minutes to sand 10 planks. How many planks can they sand in 20 minutes?",
        "It takes Wendell 4 minutes to sand 10 planks. How many planks can he and Rosa sand in 20 minutes?",
        "It takes Wendell 4 minutes to sand 10 planks. How many planks can he not sand in 20 minutes?",
        "Greta types 45 words a minute. How many minutes will she take to write 270 words?",
        "Greta types 45 words a minute. How many minutes will Omar take to type 270 words?",
        "Greta and Omar type 45 words a minute. How many minutes will they take to type 270 words?",
    ],
)
def test_other_doers_verbs_things_and_units_keep_the_refusal(text: str, lexicon: Lexicon) -> None:
    refusal_of(text, lexicon)


@pytest.mark.parametrize(
    "text",
    [
        "It takes 4 minutes to sand 10 planks. How many planks can Wendell sand in 20 minutes?",  # no doer
        "It took Wendell 4 minutes to sand 10 planks. How many planks did he sand?",  # past: not retold
        "It takes Wendell 4 minutes to sand 10 planks slowly. How many planks can he sand in 8 minutes?",
        "It takes them 4 minutes to sand 10 planks. How many planks can they sand in 8 minutes?",  # a group
        "It takes Wendell 4 dollars to sand 10 planks. How many planks can he sand for 8 dollars?",  # no time
    ],
)
def test_shapes_not_retold(text: str, lexicon: Lexicon) -> None:
    found = takes_rates(text, lexicon)
    assert found is None or "can sand 10 planks" not in found.text
