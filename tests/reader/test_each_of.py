"""'each of' a counted set read as 'each <noun>' and a count of that set (ADR 0154)."""

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the number names the set: a count of it, and a rate per member
        ("Each of the 4 chests has 6 coats. How many coats are there?", 24),
        ("Each of the nine rafts has 3 paddles. How many paddles are there in all?", 27),
        ("Each of 5 hives has 20 bees. How many bees are there?", 100),
        ("Each of the 4 chests has 6 coats. How many chests are there?", 4),
        ("Each of the 4 chests has 6 coats. How many coats are in 3 chests?", 18),
        ("Each of the 4 chests has 6 coats and 2 hats. How many hats are there?", 8),
        ("Each of the 4 chests has 6 coats. Mo has 5 coats. How many coats does Mo have?", 5),
        # a possessive names the holder of the set
        ("Each of his 3 drawers has 8 spoons. How many spoons does he have?", 24),
        # inside a clause, after a place preposition
        ("There are 5 cups in each of the 6 cabinets. How many cups are there?", 30),
        ("There were 2 kittens in each of the 7 baskets. How many kittens were there?", 14),
        # no number: the set was counted before
        ("Mo has 3 chests. Each of the chests has 6 coats. How many coats does Mo have?", 18),
        ("Mo has 3 chests. Each of his chests has 6 coats. How many coats does Mo have?", 18),
        # 'them': the story's one counted amount, just read
        ("Mo has 3 chests. Each of them has 6 coats. How many coats does Mo have?", 18),
        ("There are 4 sheds. Each of them has 3 rakes. How many rakes are there?", 12),
    ],
)
def test_each_of_a_set_is_read(lexicon, text, expected):
    assert value_of(text, lexicon) == expected


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # 'them' with two candidate sets, a group that could be 'them', or new and old things
        (
            "Mo has 3 chests. Al has 2 crates. Each of them has 6 coats. How many coats are there?",
            "unexpected_category",
        ),
        (
            "Mo has 3 chests and 2 crates. Each of them has 6 coats. How many coats does Mo have?",
            "unexpected_category",
        ),
        (
            "The girls have 3 chests. Each of them has 6 coats. How many coats are there?",
            "unexpected_category",
        ),
        (
            "Mo had 3 chests. He bought 2 more chests. Each of them has 6 coats. How many coats does Mo have?",
            "unexpected_category",
        ),
        ("Each of them has 6 coats. How many coats are there?", "unexpected_category"),
        # a second count of a set already counted: the same chests, or others?
        (
            "Mo has 3 chests. Each of the 5 chests has 6 coats. How many coats does Mo have?",
            "unexpected_category",
        ),
        # a part of the set, a set never counted, a longer phrase
        ("Each of the first 3 chests has 6 coats. How many coats are there?", "unexpected_category"),
        (
            "Each of the chests has 6 coats. How many coats are there?",
            "dangling_entity",
        ),  # read as "each chest" (ADR 0220); no chests told
        ("Each of the 3 chests of the ship has 6 coats. How many coats are there?", "unexpected_category"),
        # a later amount of the set's kind: members of the set, or others?
        ("Each of the 4 chests has 6 coats. Mo has 2 chests. How many coats does Mo have?", "ambiguous_unit"),
        (
            "Mo has 3 chests. Each of them has 6 coats. He buys 2 more chests. How many coats does Mo have?",
            "ambiguous_unit",
        ),
        # operator words keep their own refusal
        ("There are not 5 cups in each of the 6 cabinets. How many cups are there?", "unused_operator"),
        ("There are 5 cups in each of the 6 cabinets together. How many cups are there?", "unused_operator"),
    ],
)
def test_unsound_each_of_refuses(lexicon, text, reason):
    assert refusal_of(text, lexicon).reason == reason
