"""Containers being made with N things in each, counted from the things one has (ADR 0232)."""

import pytest

from packs.model import Lexicon
from tests.reader.reading import refusal_of, value_of

MAKING = "Nadia was making boxes of muffins with 4 muffins in each box."


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (
            "Keiko was making baggies of pretzels with 4 pretzels in each bag. If she had 10 salted "
            "pretzels and 14 plain pretzels, how many baggies could she make?",
            6,
        ),
        (f"{MAKING} If she had 28 muffins, how many boxes could she make?", 7),
        (f"{MAKING} She had 36 muffins. How many boxes could she make?", 9),
        (f"{MAKING} If she had 36 muffins, how many boxes can she make?", 9),
        (f"{MAKING} If she had 28 muffins and ate 8 of them, how many boxes could she make?", 5),
        (f"{MAKING} If she had 36 muffins and 8 scones, how many boxes could she make?", 9),
        (
            "Yuki was making packs of stickers with 5 stickers in each pack. If she had 17 star stickers, "
            "13 moon stickers and 20 sun stickers, how many packs could she make?",
            10,
        ),
    ],
)
def test_answers(text, value, lexicon: Lexicon):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        (f"{MAKING} If she had 30 muffins, how many boxes could she make?", "non_integer_count"),
        (f"{MAKING} If she had 2 muffins, how many boxes can she make?", "non_integer_count"),
        (f"{MAKING} If she had 3 boxes of 12 muffins, how many boxes could she make?", "underdetermined"),
        (
            f"{MAKING} If she had 28 muffins and Omar had 8 muffins, how many boxes could she make?",
            "underdetermined",
        ),
        (f"{MAKING} If she had 28 scones, how many boxes could she make?", "underdetermined"),
        (f"{MAKING} If she had 28 muffins, how many boxes did she make?", "underdetermined"),
        (f"{MAKING} If she had 36 muffins, how many boxes could Omar make?", "underdetermined"),
        (f"{MAKING} If he had 28 muffins, how many boxes could she make?", "unresolved_pronoun"),
        (f"{MAKING} If she did not have 28 muffins, how many boxes could she make?", "unused_operator"),
        (
            "Nadia was making boxes of muffins with 4 muffins in each bag. If she had 28 muffins, "
            "how many boxes could she make?",
            "ambiguous_unit",
        ),
        (
            "Nadia was making boxes of muffins with 4 lemon muffins in each box. If she had 28 muffins, "
            "how many boxes could she make?",
            "underdetermined",
        ),
        (
            "Nadia and Omar were making boxes of muffins with 4 muffins in each box. If they had 28 "
            "muffins, how many boxes could they make?",
            "unsupported_operation",
        ),
    ],
)
def test_refusals(text, reason, lexicon: Lexicon):
    assert refusal_of(text, lexicon).reason == reason


BOOK = "Henry was organizing his stamps in a book with 6 on each page."


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (
            f"{BOOK} If he had 12 new stamps and 18 old stamps to put in the book, how many pages would he use?",
            5,
        ),
        (f"{BOOK} He had 30 stamps to put in the book. How many pages would he use?", 5),
        (
            "Nina was putting her stickers in a scrapbook with 9 on each page. If she had 27 shiny stickers "
            "and 9 plain stickers to put in the scrapbook, how many pages will she use?",
            4,
        ),
        (
            "Robin was making baggies of cookies with 6 cookies in each bag. If she had 48 cookies, "
            "how many baggies could Robin make?",
            8,
        ),
    ],
)
def test_parts_of_a_holder_used(text, value, lexicon: Lexicon):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        f"{BOOK} If he had 30 stamps, how many pages would he use?",  # which stamps go in?
        "Henry was organizing his new stamps in a book with 6 on each page. If he had 12 new stamps and "
        "18 old stamps, how many pages would he use?",
        f"{BOOK} If he had 32 stamps to put in the book, how many pages would he use?",
        f"{BOOK} If he had 30 stamps and 12 stickers to put in the book, how many pages would he use?",
        f"{BOOK} If he had 30 stamps to put in the book, how many pages did he use?",
        f"{BOOK} If he had 30 stamps to put in the box, how many pages would he use?",
        f"{BOOK} If he had 30 stamps to put in the book, how many pages would Emma use?",
        "Henry was organizing her stamps in a book with 6 on each page. If he had 30 stamps to put in "
        "the book, how many pages would he use?",
    ],
)
def test_parts_of_a_holder_refused(text, lexicon: Lexicon):
    assert refusal_of(text, lexicon) is not None


def test_uneven_pages_refuse_as_non_integer(lexicon: Lexicon):
    text = f"{BOOK} If he had 32 stamps to put in the book, how many pages would he use?"
    assert refusal_of(text, lexicon).reason == "non_integer_count"
