"""A count at one place told through 'the number of X at P is N / <factor> the number of Y' (ADR 0359)."""

import pytest

from reader.number_at_places import retold
from reader.tokenise import split_sentences
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # a place told before the clause, an amount
        ("Inside the crate, the number of melons is 22. How many melons are inside the crate?", 22),
        (
            "On the bench, the number of jackets is 9. Zoe takes 3 jackets from the bench. "
            "How many jackets are on the bench now?",
            6,
        ),
        # a multiple of another kind at the same place
        (
            "In the kennel, the number of puppies is twice the number of kittens. There are 7 kittens in the kennel. "
            "How many puppies are in the kennel?",
            14,
        ),
        (
            "The number of rugs in the store is 3 times the number of mats. There are 9 mats in the store. "
            "How many rugs are in the store?",
            27,
        ),
        (
            "The number of rugs in the store is 3 times as many as the number of mats in the same store. "
            "There are 9 mats in the store. How many rugs and mats are in the store?",
            36,
        ),
        (
            "The number of pencils in the case is half the number of pens. There are 12 pens in the case. "
            "How many pencils are in the case?",
            6,
        ),
        (
            "The number of pencils in the case is double the number of pens in the case. There are 12 pens in the case. "
            "How many pencils are in the case?",
            24,
        ),
    ],
)
def test_read(lexicon, text, value):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        # no place: whose rugs?
        "The number of rugs is 3 times the number of mats. There are 9 mats in the store. How many rugs are in the store?",
        # two places compared
        "The number of rugs in the store is 3 times the number of mats in the shed. There are 9 mats in the shed. "
        "How many rugs are in the store?",
        "In the store, the number of rugs is 3 times the number of mats in the other store. "
        "There are 9 mats in the store. How many rugs are in the store?",
        # a place told twice on the same side
        "In the store, the number of rugs in the store is 30. How many rugs are in the store?",
        # negation, a relative clause, a time, 'three times more', a difference, a percentage
        "The number of rugs in the store is not 3 times the number of mats. There are 9 mats in the store. "
        "How many rugs are in the store?",
        "The number of rugs that sell in the store is 3 times the number of mats. There are 9 mats in the store. "
        "How many rugs are in the store?",
        "The number of rugs in the store last week was 3 times the number of mats. There are 9 mats in the store. "
        "How many rugs are in the store?",
        "In the end, the number of rugs is 30. How many rugs are there in the end?",
        "The number of rugs in the store is three times more than the number of mats. There are 9 mats in the store. "
        "How many rugs are in the store?",
        "The number of rugs in the store is 4 more than the number of mats. There are 9 mats in the store. "
        "How many rugs are in the store?",
        # the same kind on both sides, a rate after the amount
        "In the store, the number of rugs is twice the number of rugs. How many rugs are in the store?",
        "In the store, the number of rugs per shelf is 30. How many rugs are in the store?",
    ],
)
def test_refused(lexicon, text):
    assert refusal_of(text, lexicon) is not None


@pytest.mark.parametrize(
    ("sentence", "plain"),
    [
        ("In a yard, the number of carts is 5.", "There are 5 carts in a yard"),
        (
            "The number of carts at the depot was twice the number of vans.",
            "There were twice as many carts as vans at the depot",
        ),
        ("The total number of carts at the depot is 8.", "There are 8 carts at the depot"),
        ("The total number of carts at the depot is twice the number of vans.", None),
        ("The number of carts at the depot is 2/3 the number of vans.", None),
        ("At his depot, the number of carts is 8.", None),
        ("The number of carts at the depot is 8?", None),
    ],
)
def test_retold(lexicon, sentence, plain):
    assert retold(split_sentences(sentence)[0], lexicon) == plain
