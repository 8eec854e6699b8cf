"""A pace told as a whole job done in a time, asked for another job or another time (ADR 0449)."""

import pytest

from packs.model import Lexicon
from reader.done_in_time import done_in_time
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (
            "Marisol can read a 180-page novel in 12 hours. How long would it take her to read a 300-page novel?",
            20,
        ),
        ("Desmond can read a 240-page book in 8 hours. How many pages can he read in 3 hours?", 90),
        (
            "Ottilie can type a 900-word report in 30 minutes. How long will it take her to type a 1500-word report?",
            50,
        ),
        (
            "Priya can read a magazine with 60 pages in 2 hours. How long would it take her to read 150 pages?",
            5,
        ),
        (
            "Odalys can read a 150-page diary in 5 hours. How many minutes will it take her to read 40 pages?",
            80,
        ),
    ],
)
def test_a_thing_of_n_units_is_its_units_for_an_activity(text: str, value: int, lexicon: Lexicon) -> None:
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Hazel can paint a birdhouse in 2 hours. How long will it take her to paint 7 birdhouses?", 14),
        ("Ignatius can carve a spoon in 40 minutes. How many spoons can he carve in 8 hours?", 12),
        ("Thaddeus polishes a trophy in 5 minutes. How many trophies does he polish in 2 hours?", 24),
        ("The robot can stack a crate in 4 minutes. How many crates can it stack in an hour?", 15),
        ("Cornelius can walk a mile in 15 minutes. How far can he walk in 90 minutes?", 6),
    ],
)
def test_one_thing_in_a_time(text: str, value: int, lexicon: Lexicon) -> None:
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Winifred can stitch 4 quilts in 10 days. How long will it take her to stitch 6 quilts?", 15),
        ("Rosalind can sort 45 parcels in an hour. How many parcels can she sort in 4 hours?", 180),
        (
            "The printer can fill 12 trays within 3 minutes. How many trays can the printer fill in 20 minutes?",
            80,
        ),
        (
            "Anneliese can type 55 words in a minute. How many hours will she take to finish typing a story "
            "with 6600 words?",
            2,
        ),
        (
            "Fenwick can read 9 pages of his journal in 6 minutes. How many minutes will it take him to read "
            "27 pages of his journal?",
            18,
        ),
        (
            "Gwendolyn can read a 320-page atlas in 16 hours. How long would it take her to finish reading a "
            "200-page atlas at this constant rate?",
            10,
        ),
    ],
)
def test_the_question_in_other_words(text: str, value: int, lexicon: Lexicon) -> None:
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        "Marisol can read a 180-page novel in 12 hours. How many novels can she read in 36 hours?",
        "Desmond can read a 240-page book in 8 hours. How long will it take his sister to read a 120-page book?",
        "Hazel can paint a birdhouse in 2 hours and a bench in 5 hours. How long will it take her to paint "
        "3 birdhouses and 2 benches?",
        "Ignatius carved a spoon in 40 minutes. How many spoons can he carve in 8 hours?",
        "Leopold can swim a lap in 3 minutes. How many laps can they swim in 45 minutes?",
        "Edward can swim a lap in 3 minutes. How many laps can she swim in 45 minutes?",
        "Hazel can paint a birdhouse in 2 hours. How long will it take her to paint 7 birdhouses if she rests?",
        "Winifred can stitch 4 quilts in 10 days. How long will it take her to sew 6 quilts?",
        "Hazel can paint a birdhouse in 3 hours. How many birdhouses can she paint in 10 hours?",
        "Marisol can bake a 2-pound loaf in 1 hour. How long will it take her to bake a 4-pound loaf?",
        "Marisol can read a 180-page novel in 12 hours. How long would it take her to read it at twice the rate?",
        "Fenwick can read 9 pages of his journal in 6 minutes. How many minutes will it take him to read "
        "27 pages of her journal?",
    ],
)
def test_refused(text: str, lexicon: Lexicon) -> None:
    refusal_of(text, lexicon)


def test_the_retold_words(lexicon: Lexicon) -> None:
    found = done_in_time(
        "Gwendolyn can read a 320-page atlas in 16 hours. How long would it take her to finish reading a "
        "200-page atlas at this constant rate?",
        lexicon,
    )
    assert found is not None and not found.one_thing
    assert found.rewrite.text == (
        "Gwendolyn can read 320 pages in 16 hours. How many hours will it take her to read 200 pages?"
    )
    found = done_in_time(
        "Hazel can paint a birdhouse in 2 hours. How long will it take her to paint 7 birdhouses?", lexicon
    )
    assert found is not None and found.one_thing
    assert found.rewrite.text.startswith("Hazel can paint 1 birdhouse in 2 hours.")


def test_not_retold(lexicon: Lexicon) -> None:
    assert (
        done_in_time(
            "Ignatius carved a spoon in 40 minutes. How many spoons can he carve in 8 hours?", lexicon
        )
        is None
    )
    assert (
        done_in_time("Hazel can paint a birdhouse in 2 hours. Tom helps. How long will it take her?", lexicon)
        is None
    )
    assert (
        done_in_time(
            "Hazel can paint a birdhouse in 2 hours. How long will it take him to paint 4 birdhouses?",
            lexicon,
        )
        is None
    )
