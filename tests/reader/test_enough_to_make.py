"""'It takes N things to make enough stuff to make M products': the stuff in between left out (ADR 0465)."""

import pytest

from packs.model import Lexicon
from reader.enough_to_make import enough_to_make
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (
            "It takes 4 beehives to make enough honey to bake 10 buns. How many hives does it take to bake 30 buns?",
            12,
        ),
        (
            "It takes 4 beehives to make enough honey to bake 10 buns. How many beehives does it take to bake 30 buns?",
            12,
        ),
        (
            "It takes 8 lemons to squeeze enough juice to make 2 jugs. How many lemons does it take to make 7 jugs?",
            28,
        ),
        (
            "It takes 3 eggs to whip enough batter to bake 12 waffles. How many eggs are needed to bake 48 waffles?",
            12,
        ),
        (
            "It takes 6 trees to give enough wood to build 4 tables. How many trees will it take to build 10 tables?",
            15,
        ),
        (
            "It takes 5 bags of rice to cook enough pudding to make 2 bowls. How many bags of rice does it take to make 8 bowls?",
            20,
        ),
        (
            "It takes Omar 9 pears to cook enough jam to make 3 tarts. How many pears does it take Omar to make 5 tarts?",
            15,
        ),
        (
            "It takes 4 hives to make enough honey to bake 6 buns. How many hives does it take to make enough honey to bake 18 buns?",
            12,
        ),
    ],
)
def test_the_means_is_left_out_and_the_rate_scaled(text: str, value: int, lexicon: Lexicon) -> None:
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        # a count that is not whole
        "It takes 4 beehives to make enough honey to bake 10 buns. How many hives does it take to bake 27 buns?",
        # the stuff in between asked for, or named again
        "It takes 4 beehives to make enough honey to bake 10 buns. How much honey does it take to bake 30 buns?",
        "It takes 4 beehives to make enough honey to bake 10 buns. The honey is thick. How many hives does it take to bake 30 buns?",
        # another product, another means, another verb of the means
        "It takes 8 lemons to squeeze enough juice to make 2 jugs. How many lemons does it take to make 7 pies?",
        "It takes 8 lemons to squeeze enough juice to make 2 jugs. How many lemons does it take to squeeze enough syrup to make 7 jugs?",
        "It takes 8 lemons to squeeze enough juice to make 2 jugs. How many lemons does it take to press enough juice to make 7 jugs?",
        # 'just enough', 'more than enough', 'not enough': not the plain means
        "It takes 8 lemons to squeeze just enough juice to make 2 jugs. How many lemons does it take to make 7 jugs?",
        "It takes 8 lemons to squeeze more than enough juice to make 2 jugs. How many lemons does it take to make 7 jugs?",
        # 'enough ... for' and a second means
        "It takes 8 lemons to squeeze enough juice for 2 jugs. How many lemons does it take to make 7 jugs?",
        "It takes 8 lemons to squeeze enough juice to make 2 jugs and enough zest to make 3 cakes. How many lemons does it take to make 7 jugs?",
        # a second thing used, a time, a past
        "It takes 8 lemons and 2 limes to squeeze enough juice to make 2 jugs. How many lemons does it take to make 7 jugs?",
        "It took 8 lemons to squeeze enough juice to make 2 jugs. How many lemons does it take to make 7 jugs?",
        "It takes 8 lemons to squeeze enough juice to make a dozen jugs. How many lemons does it take to make 36 jugs?",
    ],
)
def test_anything_else_keeps_the_first_refusal(text: str, lexicon: Lexicon) -> None:
    refusal_of(text, lexicon)


def test_only_the_means_is_taken_out(lexicon: Lexicon) -> None:
    found = enough_to_make(
        "It takes 4 beehives to make enough honey to bake 10 buns. How many hives does it take to bake 30 buns?",
        lexicon,
    )
    assert found is not None
    assert found.text == "It takes 4 beehives to bake 10 buns. How many hives does it take to bake 30 buns?"


@pytest.mark.parametrize(
    "text",
    [
        "",
        "It takes 4 beehives to bake 10 buns. How many hives does it take to bake 30 buns?",
        "Ann has enough honey to bake 10 buns. How many buns can she make?",
        "It takes 4 beehives to make enough honey. How many hives does it take to bake 30 buns?",
        "It takes 4 beehives to make enough honey to bake buns. How many hives does it take to bake 30 buns?",
        "How many hives does it take to make enough honey to bake 30 buns?",
    ],
)
def test_no_means_of_the_shape_is_not_retold(text: str, lexicon: Lexicon) -> None:
    assert enough_to_make(text, lexicon) is None
