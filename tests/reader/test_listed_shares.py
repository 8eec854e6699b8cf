"""Bare shares listed beside a share of the whole, "one half", and two kinds that split a group (ADR 0365)."""

import pytest

from reader import Answer, read_problem
from reader.chained_parts import read_chained_parts
from tests.reader.reading import refusal_of, value_of

KITES = "There are 36 kites in a shed. {} How many kites are white?"


@pytest.mark.parametrize(
    ("parts", "value"),
    [
        ("One-third are green, one-half are yellow, and the rest are white.", 6),
        ("One-third of the kites are green, one-half of the kites are yellow, and the rest are white.", 6),
        ("One-third of them are green, one half are yellow, and the rest are white.", 6),
        ("1/4 of them are green, 1/3 are yellow, 1/6 are red, and the rest are white.", 9),
        ("25% of the kites are green, 50% are yellow and the rest are white.", 9),
        ("Only 25 percent are green, only 50 percent are yellow and the rest are white.", 9),
        # a share of the remainder keeps its own base after the listed share
        ("1/3 of them are green, 1/6 are yellow, half of the rest are red, and the rest are white.", 9),
    ],
)
def test_a_listed_bare_share_is_of_the_whole(parts, value, lexicon):
    assert value_of(KITES.format(parts), lexicon) == value


@pytest.mark.parametrize(
    "parts",
    [
        # the list is broken by a sentence: of the whole, or of what the first left?
        "One-third of them are green. One-half are yellow, and the rest are white.",
        # a count before the share
        "12 are green, one-half are yellow, and the rest are white.",
        # shares beyond the whole, a rest of nothing, a count that is not whole
        "Half of them are green, two-thirds are yellow, and the rest are white.",
        "Half of them are green, one-half are yellow, and the rest are white.",
        "1/8 of them are green, 1/2 are yellow, and the rest are white.",
        # parts that may overlap
        "One-third of them are green, one-half are big, and the rest are white.",
        # 'of them' after a part: of the whole or of that part?
        "One-third of them are green, half of them are yellow, and the rest are white.",
    ],
)
def test_a_share_that_may_not_be_of_the_whole_refuses(parts, lexicon):
    text = KITES.format(parts)
    assert read_chained_parts(text, lexicon) is None
    assert isinstance(read_problem(text, lexicon), type(refusal_of(text, lexicon)))


def test_each_listed_part_is_asked_by_its_word(lexicon):
    told = "A shelf has 80 jars. 25% of the jars are red, 40% are blue and the rest are white. "
    assert value_of(told + "How many jars are red?", lexicon) == 20
    assert value_of(told + "How many jars are blue?", lexicon) == 32
    assert value_of(told + "How many jars are white?", lexicon) == 28
    assert value_of(told + "How many jars are not white?", lexicon) == 52
    assert refusal_of(told + "How many jars are green?", lexicon).reason == "unsupported_operation"
    assert refusal_of(told + "How many pots are white?", lexicon).reason == "unsupported_operation"


def test_one_half_is_a_share(lexicon):
    told = "There were 24 hats in a closet. A quarter were black, {} were brown and the rest were white. "
    for half in ("one half", "one-half", "half"):
        assert value_of(told.format(half) + "How many hats were brown?", lexicon) == 12
        assert value_of(told.format(half) + "How many hats were white?", lexicon) == 6
    for other in ("one and a half", "a half dozen", "two halves"):
        assert read_chained_parts(told.format(other) + "How many hats were white?", lexicon) is None


def test_the_steps_name_the_listed_share(lexicon):
    result = read_problem(
        "Of the 48 ducks, 1/4 are brown, 1/3 are white and the rest are grey. How many ducks are grey?",
        lexicon,
    )
    assert isinstance(result, Answer)
    assert result.value == 20
    assert "1/3 are white: 16" in result.steps
    assert "the rest are grey: 20" in result.steps


def test_two_kinds_that_split_a_group_must_fill_it(lexicon):
    """Girls and boys of a group of children are all of it: shares that leave some over refuse."""
    told = "There are 40 children in a class. 1/4 of them are girls and {} are boys. How many boys are there?"
    for share in ("3/4", "1/2"):  # a listed share of kinds of person refuses: the kinds may overlap
        assert read_chained_parts(told.format(share), lexicon) is None
    people = "In a class of 30 students, 40% are girls, 30% are boys, and the rest are teachers. How many teachers?"
    assert read_chained_parts(people, lexicon) is None
    counted = (
        "There are 40 children in a class. 10 of them are girls and {} are boys. How many boys are there?"
    )
    assert value_of(counted.format(30), lexicon) == 30
    assert read_chained_parts(counted.format(20), lexicon) is None
