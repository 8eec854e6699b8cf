"""'a'/'an' before a thing done every N units of time is one of it (ADR 0410)."""

import pytest

from packs.model import Lexicon
from reader.one_every import one_every
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Tom eats an apple every 2 hours. How many apples does he eat in 10 hours?", 5),
        ("Maya reads a page every 10 minutes. How many pages does she read in 2 hours?", 12),
        ("Omar uses a tablet every 4 hours. How many tablets does he use in 20 hours?", 5),
        ("A robot builds a car every 12 minutes. How many cars does it build in 3 hours?", 15),
        ("Ben buys a book every 3 months. How many books does he buy in a year?", 4),
        ("Ivy knits a scarf every 3 weeks. How many scarves does she knit in 15 weeks?", 5),
        ("Sam plants a tree every 2 years. How many trees does he plant in 10 years?", 5),
    ],
)
def test_an_article_before_a_thing_every_cycle_counts_one(text: str, value: int, lexicon: Lexicon) -> None:
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        "John takes a pill every 5 hours. How many pills does he take in 12 hours?",
        "Kai saves a coin every 2 weeks. How many coins does he save in a year?",
        "Tom eats an apple every 2 hours. How many apples does he eat in 45 minutes?",
        "A hen lays an egg every 2 days. How many eggs does it lay in 8 days?",
        "Tom does not eat an apple every 2 hours. How many apples does he eat in 10 hours?",
        "Tom eats an apple every 2 hours. How many apples does Sam eat in 10 hours?",
        "Tom eats an apple every other hour. How many apples does he eat in 10 hours?",
        "Maya reads a page every 10 minutes. How many minutes does it take her to read 12 pages?",
    ],
)
def test_what_the_cycle_reader_refuses_for_one_still_refuses(text: str, lexicon: Lexicon) -> None:
    refusal_of(text, lexicon)


def test_only_the_article_before_the_cycled_thing_is_retold(lexicon: Lexicon) -> None:
    found = one_every("Tom eats an apple every 2 hours. How many apples does he eat in 10 hours?", lexicon)
    assert found is not None
    assert found.text == "Tom eats 1 apple every 2 hours. How many apples does he eat in 10 hours?"


@pytest.mark.parametrize(
    "text",
    [
        "",
        "Tom eats an apple every day. How many apples does he eat in a week?",
        "Tom eats an apple. How many apples does he eat?",
        "Tom runs a mile every 10 minutes. How many miles does he run in an hour?",
        "How many apples does Tom eat if he eats an apple every 2 hours?",
    ],
)
def test_no_clause_of_the_shape_is_not_retold(text: str, lexicon: Lexicon) -> None:
    assert one_every(text, lexicon) is None
