"""Whole items made from a stock of material at a stated need of one item (ADR 0318)."""

import pytest

from packs.model import Lexicon
from reader.api import read_all
from reader.made_from_stock import read_made_from_stock
from tests.reader.reading import refusal_of, value_of

FLOUR = "Jim has 600 grams of flour."
LOAF = "One loaf of bread requires 200 grams of flour."
ASK = "How many loaves can Jim bake?"


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (f"{FLOUR} {LOAF} {ASK}", 3),
        (f"{FLOUR} Each loaf needs 200 grams of flour. {ASK}", 3),
        ("A recipe needs 3 eggs. Sam has 12 eggs. How many recipes can he make?", 4),
        ("Lena has 20 cups of sugar. If a cake calls for 4 cups of sugar, how many cakes can she bake?", 5),
        (
            "Omar bought 7 balls of yarn. Each scarf uses 3 balls of yarn. How many scarves could Omar knit?",
            2,
        ),
        (
            "Marnie bought 5 bags of 50 beads and 2 bags of 100 beads. 50 beads are used to make one "
            "bracelet. How many bracelets can Marnie make?",
            9,
        ),
        (
            "Kofi has 60 feet of wire. It takes 4 feet of wire to make a necklace. How many necklaces can he make?",
            15,
        ),
        # a move of the stock told in the story is counted by the ordinary reading
        (f"{FLOUR} He used 200 grams of flour for cookies. {LOAF} {ASK}", 2),
        # kilograms read as grams through the lexicon's units
        (f"Jim has 2 kilograms of flour. {LOAF} {ASK}", 10),
        # whole items only: 700 grams make 3 loaves, 100 grams left over
        (f"Jim has 700 grams of flour. {LOAF} {ASK}", 3),
        ("Luis has 9 meters of ribbon. Each bow uses 1.5 meters of ribbon. How many bows can Luis make?", 6),
        (
            "Amara is baking muffins. She has 14 cups of flour. If one batch of muffins calls for 2 cups "
            "of flour, how many batches can Amara bake?",
            7,
        ),
        (
            "Felix has 1 liter of paint. One sign needs 200 milliliters of paint. How many signs will Felix "
            "be able to make?",
            5,
        ),
        (
            "Hana picked 90 strawberries to make tarts. Each tart needs 15 strawberries. How many tarts can she make?",
            6,
        ),
    ],
)
def test_answers(text, value, lexicon: Lexicon):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        (f"Jim has 600 grams of sugar. {LOAF} {ASK}", "unexpected_category"),  # another material
        (f"{FLOUR} One loaf of bread requires 200 grams of flour for 2 loaves. {ASK}", "unexpected_category"),
        (f"{FLOUR} Two loaves of bread require 200 grams of flour. {ASK}", "unexpected_category"),
        (f"{FLOUR} One loaf of bread requires at least 200 grams of flour. {ASK}", "incomplete_operation"),
        (f"Ann has 600 grams of flour. {LOAF} {ASK}", "unexpected_category"),  # another holder's stock
        (f"{FLOUR} Ann has 400 grams of flour. {LOAF} {ASK}", "unexpected_category"),
        (f"{FLOUR} He already baked 2 loaves. {LOAF} {ASK}", "unexpected_category"),  # items already made
        (f"{FLOUR} {LOAF} One cake requires 100 grams of flour. {ASK}", "unexpected_category"),  # two needs
        (f"{FLOUR} {LOAF} How many cakes can Jim bake?", "unexpected_category"),  # another item asked
        (f"{FLOUR} {LOAF} How many loaves did Jim bake?", "unexpected_category"),  # not 'can'
        (f"{FLOUR} {LOAF} How much flour is left?", "unexpected_category"),
        (f"Jim has 6 cups of flour. {LOAF} {ASK}", "unexpected_category"),  # cups are no grams
        (f"Jim has 100 grams of flour. {LOAF} {ASK}", "unexpected_category"),  # not one loaf
        (f"Jim bought 600 grams of flour to make cookies. {LOAF} {ASK}", "unexpected_category"),
        (
            "Marnie bought 350 beads. 50 beads were used to make one bracelet. How many bracelets can Marnie make?",
            "unexpected_category",
        ),
        (
            "John has 60 feet of wire. It takes 4 feet of wire to make 2 necklaces. How many necklaces can he make?",
            "unit_mismatch",
        ),
        (
            "Sam has 12 eggs. A recipe needs 3 eggs. How many recipes can Sam and Mia make?",
            "unsupported_operation",
        ),
        (
            "Sam buys 12 eggs every day. A recipe needs 3 eggs. How many recipes can he make?",
            "unsupported_operation",
        ),
    ],
)
def test_traps_refuse(text, reason, lexicon: Lexicon):
    assert read_made_from_stock(text, lexicon, read_all) is None
    assert refusal_of(text, lexicon).reason == reason


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Kofi has 60 feet of wire. It takes 4 feet to make a necklace. How many necklaces can he make?", 15),
        (
            "Jim has 600 grams of flour and 300 grams of sugar. Each loaf needs 200 grams. "
            "How many loaves can Jim bake?",
            None,  # 200 grams of which? the stock is of two stuffs
        ),
        (
            f"{FLOUR} Each loaf uses 200 grams of flour. Jim uses 300 grams of flour. {ASK}",
            None,  # spent on the loaves, or elsewhere?
        ),
    ],
)
def test_bare_measures_and_present_uses(text, value, lexicon: Lexicon):
    found = read_made_from_stock(text, lexicon, read_all)
    if value is None:
        assert found is None
        assert refusal_of(text, lexicon) is not None
    else:
        assert found is not None and found.value == value


MARNIE = "Marnie makes bead bracelets. She bought 5 bags of 50 beads and 2 bags of 100 beads."
ABLE = "If 50 beads are used to make one bracelet, how many bracelets will Marnie be able to make"


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (f"{MARNIE} {ABLE} out of the beads she bought?", 9),
        (f"{MARNIE} {ABLE} with the beads?", 9),
        (
            f"Marnie makes bead bracelets. She had 40 beads. She bought 100 beads. {ABLE} out of the beads she bought?",
            None,
        ),
        (f"{MARNIE} {ABLE} out of the beads he bought?", None),  # another holder's purchase
        (f"{MARNIE} {ABLE} out of the beads she found?", None),  # not how the stock came
        (f"{MARNIE} {ABLE} with the remaining beads?", None),
        (f"{MARNIE} {ABLE} with the string?", None),
        (f"Marnie makes 3 bracelets. She bought 350 beads. {ABLE}?", None),  # items already made
    ],
)
def test_the_stock_named_again_in_the_question(text, value, lexicon: Lexicon):
    found = read_made_from_stock(text, lexicon, read_all)
    if value is None:
        assert found is None
        assert refusal_of(text, lexicon) is not None
    else:
        assert found is not None and found.value == value
        assert value_of(text, lexicon) == value


def test_the_step_tells_what_is_left_over(lexicon: Lexicon):
    found = read_made_from_stock(f"Jim has 700 grams of flour. {LOAF} {ASK}", lexicon, read_all)
    assert found is not None and found.value == 3
    assert "100 left over" in found.step


@pytest.mark.parametrize(
    "text",
    [
        # a distance moved or an activity's amount is no stock held (ADR 0328)
        "Jim walks 6 feet. It takes 8 inches to make a bow. How many bows can Jim make?",
        "Jim walks 6 feet. Each bow needs 8 inches. How many bows can Jim make?",
        "Jim drove 60 miles. It takes 4 miles to make a necklace. How many necklaces can he make?",
        "Jim swims 100 meters. It takes 20 meters to make a flag. How many flags can Jim make?",
        "Jim jumped 6 feet. It takes 8 inches to make a bow. How many bows can Jim make?",
        "Jim rode 60 miles. If each necklace needs 4 miles, how many necklaces can he make?",
        "Jim walks 6 feet. Ann walks 2 feet less than Jim. It takes 8 inches to make a bow. How many bows can Ann make?",
        # a need that names no material meets two materials in its unit
        "Sam has 5 bags of flour and 3 bags of sugar. Each cake needs 2 bags. How many cakes can Sam bake?",
        "Sam has 5 balls of yarn and 3 balls of wool. Each scarf needs 2 balls. How many scarves can Sam knit?",
        "Sam has 5 boxes of nails and 3 boxes of screws. Each shelf needs 2 boxes. How many shelves can Sam build?",
        "Sam has 5 flour bags and 3 sugar bags. Each cake needs 2 bags. How many cakes can Sam bake?",
        "Sam has 5 bags of flour. Each cake needs 2 bags. He bought 3 bags of rice. How many cakes can Sam bake?",
        "Sam has 5 balls of yarn. He bought 3 balls of wool. Each scarf needs 2 balls. How many scarves can Sam knit?",
        # a dropped opening's name that the next sentence's pronoun cannot stand for
        "Mary is making bracelets. He has 350 beads. 50 beads are used to make one bracelet. "
        "How many bracelets can he make?",
        "Mary is baking loaves of bread. He has 600 grams of flour. If each loaf needs 200 grams of flour, "
        "how many loaves can he bake?",
        "Mary is making bracelets. They have 350 beads. 50 beads are used to make one bracelet. "
        "How many bracelets can they make?",
    ],
)
def test_a_stock_is_one_material_held(text, lexicon: Lexicon):
    assert read_made_from_stock(text, lexicon, read_all) is None
    assert refusal_of(text, lexicon) is not None


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Jim has 6 feet of ribbon. It takes 8 inches to make a bow. How many bows can Jim make?", 9),
        ("Sam has 5 bags of flour. Each cake needs 2 bags. How many cakes can Sam bake?", 2),
        (
            "Sam has 5 bags of flour. He bought 3 more bags of flour. Each cake needs 2 bags. "
            "How many cakes can Sam bake?",
            4,
        ),
        # the need names its material: the re-asked question takes the flour only
        (
            "Sam has 5 bags of flour and 3 bags of sugar. Each cake needs 2 bags of flour. "
            "How many cakes can Sam bake?",
            2,
        ),
        # adjectives are kinds of one material
        (
            "Sam has 5 red bags of flour and 3 blue bags of flour. Each cake needs 2 bags. "
            "How many cakes can Sam bake?",
            4,
        ),
        ("Sam has 12 white eggs and 6 brown eggs. A cake needs 3 eggs. How many cakes can Sam bake?", 6),
        # a holder told only by comparison has the stock of the amounts compared
        (
            "Sam has 12 eggs. He has 6 more eggs than Ann. Each cake needs 3 eggs. How many cakes can Ann bake?",
            2,
        ),
        (
            "Mary is making bracelets. She has 350 beads. 50 beads are used to make one bracelet. "
            "How many bracelets can she make?",
            7,
        ),
    ],
)
def test_one_material_held_still_answers(text, value, lexicon: Lexicon):
    found = read_made_from_stock(text, lexicon, read_all)
    assert found is not None and found.value == value
    assert value_of(text, lexicon) == value
