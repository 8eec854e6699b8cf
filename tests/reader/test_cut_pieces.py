"""A told measure cut into pieces of a told size: "He cuts that into 12-ounce steaks" (ADR 0428)."""

from fractions import Fraction

import pytest

from packs.model import Lexicon
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # the measure in the size's unit, over the size: 6 pounds are 96 ounces, 96 / 8 = 12
        ("Gus buys 6 pounds of brisket. He cuts that into 8-ounce steaks. How many steaks does he get?", 12),
        ("Gus buys 6 pounds of brisket. He cuts it into 8 ounce steaks. How many steaks does he have?", 12),
        (
            "Gus buys 6 pounds of brisket. He cuts the brisket into 8-ounce steaks. How many steaks are there?",
            12,
        ),
        # metric units, a decimal measure, a volume
        (
            "Lia has 2.5 kilograms of tofu. She slices it into 250-gram cubes. How many cubes does she get?",
            10,
        ),
        (
            "Lia has 3 liters of tea. She divides that into 250-milliliter flasks. How many flasks does she get?",
            12,
        ),
        # lengths, and the same unit on both sides
        ("Gus has 2 yards of twine. He cuts it into 4-inch pieces. How many pieces does he get?", 18),
        ("Gus has 30 feet of hose. He cuts it into 5-foot pieces. How many pieces does Gus get?", 6),
        # past tense, 'make' asked, 'in total'
        ("Lia had 4 feet of ribbon. She cut it into 3-inch bows. How many bows did she make?", 16),
        ("Lia has 4 feet of ribbon. She chops it into 6-inch bits. How many bits does she get in total?", 8),
    ],
)
def test_cut_pieces_are_counted(text: str, value: int, lexicon: Lexicon) -> None:
    assert value_of(text, lexicon) == Fraction(value)


@pytest.mark.parametrize(
    "text",
    [
        # pieces that do not divide the whole evenly
        "Gus buys 6 pounds of brisket. He cuts that into 7-ounce steaks. How many steaks does he get?",
        # units the pack does not convert: metric mass and imperial mass, mass and length
        "Lia has 2 kilograms of tofu. She slices it into 4-ounce cubes. How many cubes does she get?",
        "Lia has 2 kilograms of tofu. She slices it into 4-inch cubes. How many cubes does she get?",
        # two amounts that 'that' could mean
        "Gus buys 6 pounds of brisket and 2 pounds of ham. He cuts that into 8-ounce steaks. How many steaks does he get?",
        "Gus buys 6 pounds of brisket. He buys 2 more pounds. He cuts that into 8-ounce steaks. How many steaks does he get?",
        # 'they' for a group, a negation, a condition
        "Gus has 30 feet of hose. They cut it into 5-foot pieces. How many pieces do they get?",
        "Gus has 30 feet of hose. He does not cut it into 5-foot pieces. How many pieces does he get?",
        "Gus has 30 feet of hose. If he cuts it into 5-foot pieces, how many pieces does he get?",
        # the whole asked after the cut, a sentence between, a sale asked
        "Gus has 30 feet of hose. He cuts it into 5-foot pieces. How many feet of hose does he have?",
        "Gus has 30 feet of hose. He cuts it into 5-foot pieces. He sells 2 pieces. How many pieces does he have?",
        "Gus has 30 feet of hose. He cuts it into 5-foot pieces. How many pieces does he sell?",
        # someone else cuts, another thing is cut, money or a count is cut
        "Gus has 30 feet of hose. Lia cuts that into 5-foot pieces. How many pieces does Lia get?",
        "Gus has 30 feet of hose. He cuts the rope into 5-foot pieces. How many pieces does he get?",
        "Gus has $30. He divides that into $5 envelopes. How many envelopes does he get?",
        "Gus has 12 pears. He cuts them into 2-ounce wedges. How many wedges does he get?",
        # a part of the whole, or two sizes
        "Gus has 30 feet of hose. He cuts half of it into 5-foot pieces. How many pieces does he get?",
    ],
)
def test_cut_pieces_refuse_near_the_shape(text: str, lexicon: Lexicon) -> None:
    refusal_of(text, lexicon)
