"""A flat thing's two sides: its area, perimeter or the difference of its sides (ADR 0169)."""

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the area, only when the question names it or asks what covers the thing
        ("The court is 20 feet long and 15 feet wide. What is the area of the court?", 300),
        (
            "Ivy's den is 11 feet long and 7 feet wide. How much carpet does she need to cover the whole floor?",
            77,
        ),
        ("Ivy's den is 11 feet long and 7 feet wide. How much carpet does Ivy need to cover her den?", 77),
        (
            "The slab is 4 meters wide and 6 meters long. How many square meters of paint does Al need to cover the slab?",
            24,
        ),
        ("The sheet is 8 inches by 5 inches. What is the area of the sheet?", 40),
        ("The sheet is 8 by 5 inches. What is the area of the sheet?", 40),
        ("The lawn was six yards long and five yards wide. What was the area of the lawn?", 30),
        # the perimeter
        ("The court is 20 feet long and 15 feet wide. What is the perimeter of the court?", 70),
        ("The sheet is 8 inches by 5 inches. What is the perimeter of the sheet?", 26),
        # one side less the other, named by the comparative and the adjective after 'it is'
        ("The court is 20 feet long and 15 feet wide. How much longer is the court than it is wide?", 5),
        ("The plot is 30 feet long and 45 feet wide. How much wider is the plot than it is long?", 15),
        # a fronted condition, with a comma or with a capital where it ends
        ("If the tile is 2 feet long and 3 feet wide, what is the area of the tile?", 6),
        ("If his shed is 9 feet long and 4 feet wide How much tar does he need to cover the shed?", 36),
        # what one thing covers, or how many stand on an area: a whole count of them
        (
            "The hall is 6 feet long and 10 feet wide. Each tile is 3 square feet. How many tiles does Jo need to cover the floor?",
            20,
        ),
        (
            "The hall is 6 feet long and 10 feet wide. If each tile is of size 4 square feet How many tiles does Jo need to cover the hall?",
            15,
        ),
        (
            "The grove is 300 feet long and 200 feet wide. There are 3 pines per 100 square feet. How many pines are there in the grove?",
            1800,
        ),
    ],
)
def test_flat_figure_is_read(lexicon, text, expected):
    assert value_of(text, lexicon) == expected


@pytest.mark.parametrize(
    "text",
    [
        # no flat figure: one side runs up or down, or both are lengths
        "The tank is 20 feet long and 15 feet deep. What is the area of the tank?",
        "The wall is 20 feet tall and 15 feet high. What is the area of the wall?",
        "The court is 20 feet long and 15 feet long. What is the area of the court?",
        # two units, a zero side, a vague side
        "The court is 20 feet long and 15 inches wide. What is the area of the court?",
        "The court is 20 feet long and 0 feet wide. What is the area of the court?",
        "The court is about 20 feet long and 15 feet wide. What is the area of the court?",
        # another thing, another owner, several things, another surface
        "The court is 20 feet long and 15 feet wide. What is the area of the field?",
        "Tom's court is 20 feet long and 15 feet wide. What is the area of Ann's court?",
        "Tom's court is 20 feet long and 15 feet wide. How much sod does Ann need to cover her court?",
        "The courts are 20 feet long and 15 feet wide. What is the area of the courts?",
        "The den is 20 feet long and 15 feet wide. How much paint does Bo need to cover the wall?",
        "The den is 20 feet long and 15 feet wide. How much paint does Bo need to cover half the floor?",
        "The den is 20 feet long and 15 feet wide. The hall is 5 feet long and 3 feet wide. What is the area of the den?",
        # a question in another unit, a side asked, a time asked, a side not the greater
        "The court is 20 feet long and 15 feet wide. How many square inches of sod does Bo need to cover the court?",
        "The court is 20 feet long and 15 feet wide. How long is the court?",
        "The court is 20 feet long and 15 feet wide. How long will it take Bo to cover the court?",
        "The court is 15 feet long and 20 feet wide. How much longer is the court than it is wide?",
        "The court is 20 feet long and 15 feet wide. How much taller is the court than it is wide?",
        # 'by' names no side: no difference of sides
        "The court is 20 feet by 15 feet. How much longer is the court than it is wide?",
        # a holding beside the figure, or more than one thing to cover
        "The mat is 3 feet long and 2 feet wide. Ann has 4 square feet of cloth. How much cloth does Ann need to cover the mat?",
        "The mat is 3 feet long and 2 feet wide. How much cloth does Ann need to cover 2 mats?",
        # a part of a tile, another unit or noun, a tile's size with 'are there', a price for a size
        "The hall is 6 feet long and 10 feet wide. Each tile is 7 square feet. How many tiles does Jo need to cover the floor?",
        "The hall is 6 feet long and 10 feet wide. Each tile is 3 square inches. How many tiles does Jo need to cover the floor?",
        "The hall is 6 feet long and 10 feet wide. Each tile is 3 square feet. How many mats does Jo need to cover the floor?",
        "The hall is 6 feet long and 10 feet wide. Each tile is 3 square feet. How many tiles are there in the hall?",
        "The hall is 6 feet long and 10 feet wide. Each tile costs 3 dollars. How many tiles does Jo need to cover the floor?",
        "The grove is 300 feet long and 200 feet deep. There are 3 pines per 100 square feet. How many pines are there in the grove?",
    ],
)
def test_flat_figure_refuses(lexicon, text):
    assert refusal_of(text, lexicon) is not None
