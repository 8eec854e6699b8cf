"""A rectangle, square or triangle told by its kind and measures over sentences (ADR 0419)."""

from fractions import Fraction

import pytest

from reader.figure_kinds import read_figure_kind
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # one side and how many times as long the thing is as it is wide
        (
            "Lia weaves a mat that is 3 feet wide. It is 5 times as long as it is wide. What is the area of the mat?",
            45,
        ),
        (
            "Lia weaves a mat that is 3 feet wide. It is twice as long as it is wide. What is the perimeter of the mat?",
            18,
        ),
        ("Jon's sign is 2 yards wide. It is three times as long as it is wide. How long is it?", 6),
        ("Lia weaves a mat that is 6 feet long. It is twice as wide as it is long. What is its area?", 72),
        # a rectangle told by a length and a width after 'has'
        ("A rectangle has a length of 11 cm and a width of 2 cm. What is its area?", 22),
        ("If a rectangle has a width of 5 inches and a length of 10 inches, what is its perimeter?", 30),
        # one side and the perimeter or the area
        ("There is a rectangle that is 2 yards wide. If its perimeter is 24 yards, what is its area?", 20),
        ("The rectangle's perimeter is 40 meters. Its width is 8 meters. What is its length?", 12),
        ("A rectangular plot is 9 meters wide. Its area is 99 square meters. How long is the plot?", 11),
        # the ratio and the area (an exact root) or the perimeter
        (
            "The length of a rectangle is 3 times its width. If the area is 108 square feet, what is the length?",
            18,
        ),
        (
            "The length of a rectangle is 9 times its width. If the area is 1 square feet, what is the width?",
            Fraction(1, 3),
        ),
        ("The length of a rectangle is 2 times its width. If the perimeter is 42 cm, what is its area?", 98),
        # squares
        ("A square has sides of 12 cm. What is the perimeter of the square?", 48),
        ("Ana draws a square with sides of 3 inches. What is its area?", 9),
        ("The area of a square is 81 square yards. How long is each side?", 9),
        ("The perimeter of a square is 26 feet. What is the area of the square?", Fraction(169, 4)),
        ("A square rug is 7 feet wide. What is the area of the rug?", 49),
        # a triangle's third side from its perimeter
        (
            "The perimeter of a triangle is 33 inches. Two of its sides are 9 inches and 14 inches. How long is the third side?",
            10,
        ),
        (
            "The perimeter of a triangle is 33 inches. If two of the sides are 9 inches and 14 inches, calculate the length of the third side?",
            10,
        ),
        # asked in the unit told
        ("A rectangle has a length of 11 cm and a width of 2 cm. What is its perimeter, in cm?", 26),
    ],
)
def test_figure_kind_is_read(lexicon, text, expected):
    assert value_of(text, lexicon) == expected


@pytest.mark.parametrize(
    "text",
    [
        # a root that is no fraction
        "The length of a rectangle is 3 times its width. If the area is 100 square feet, what is the length?",
        "The area of a square is 50 square yards. How long is each side?",
        # no triangle has those sides, or a side of a triangle with no perimeter
        "The perimeter of a triangle is 20 inches. Two of its sides are 4 inches and 6 inches. How long is the third side?",
        "Two sides of a triangle are 9 inches and 14 inches. How long is the third side?",
        "The perimeter of a triangle is 33 inches. Two of its sides are 9 inches and 14 inches. What is the area of the triangle?",
        # two units, or asked in another unit
        "A rectangle has a length of 3 feet and a width of 8 inches. What is its area?",
        "A square has sides of 12 cm. What is the perimeter of the square in meters?",
        # a negation, a volume, another thing, a plural, a second thing named with 'a'
        "Lia weaves a mat that is 3 feet wide. It is not 5 times as long as it is wide. What is the area of the mat?",
        "Lia weaves a mat that is 3 feet wide. It is 5 times as long as it is wide. What is the volume of the mat?",
        "Lia weaves a mat that is 3 feet wide. It is 5 times as long as it is wide. What is the area of the rug?",
        "Lia weaves two mats that are 3 feet wide. They are 5 times as long as they are wide. What is their area?",
        "A mat is 3 feet wide. A mat is 5 times as long as it is wide. What is the area of the mat?",
        # a thing of no known shape told by its area: a rectangle's rule would be a guess
        "The pond is 9 meters wide. Its area is 99 square meters. How long is the pond?",
        # too few measures, too many, the asked one told, a length not positive, no unit
        "A rectangle is 9 cm wide. What is its area?",
        "A rectangle has a length of 4 cm and a width of 3 cm. Its area is 12 square cm. What is its perimeter?",
        "The area of a rectangle is 40 square feet. Its width is 5 feet. What is its width?",
        "Lia weaves a mat that is 0 feet wide. It is 5 times as long as it is wide. What is the area of the mat?",
        "The area of a square is 81. What is its perimeter?",
        # a rectangle's 'side' is its length or its width; a change the story only supposes
        "A rectangle has a length of 11 cm and a width of 2 cm. How long is each side?",
        "A square has sides of 5 cm. If each side were 2 cm longer, what would its area be?",
    ],
)
def test_figure_kind_refuses(lexicon, text):
    refusal_of(text, lexicon)


def test_answer_carries_steps_and_unit(lexicon):
    text = (
        "The length of a rectangle is 3 times its width. If the area is 108 square feet, what is the length?"
    )
    found = read_figure_kind(text, lexicon)
    assert found is not None
    assert found.unit == "foot"
    assert any("108" in step for step in found.steps)


def test_shapes_are_pack_data(lexicon):
    for word, shape in (("rectangle", "rectangle"), ("square", "square"), ("triangle", "triangle")):
        sense = lexicon.lookup(word)
        assert sense is not None and sense.entry.attr("shape") == shape
    sense = lexicon.lookup("rectangular")
    assert sense is not None and sense.entry.attr("shape") == "rectangle"
