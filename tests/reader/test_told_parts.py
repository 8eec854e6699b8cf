"""A whole, its parts one to a clause and 'the rest' last, all of the whole (ADR 0485)."""

import pytest

from packs.model import Lexicon
from reader.told_parts import read_told_parts
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # how many more of the rest than of the one part told
        (
            "A choir has 90 members. 20% are children. The rest are adults. "
            "How many more adults than children are there?",
            54,
        ),
        # fewer, asked the other way round
        (
            "A choir has 90 members. 20% are children. The rest are adults. "
            "How many fewer children than adults are there?",
            54,
        ),
        # 'Out of the N <things> at the <place>,' and parts joined by 'while'
        (
            "Out of the 60 guests at the gala, 1/5 are men while 1/2 are women. The rest are children. "
            "How many children are there?",
            18,
        ),
        # a relative clause on the whole, asked again in the question
        (
            "Out of the 60 people who joined the parade, 1/5 are men while 1/2 are women. The rest are children. "
            "How many children joined the parade?",
            18,
        ),
        # 'the others' and 'the remaining <things>' for 'the rest'
        (
            "Of the 24 skaters, 1/3 are men and 1/4 are women. The others are children. How many children are there?",
            10,
        ),
        (
            "Of the 24 skaters, 1/3 are men and 1/4 are women. The remaining skaters are children. "
            "How many more children than women are there?",
            4,
        ),
        # counts of the whole, then 'the rest'
        (
            "Out of the 30 riders at the ranch, 8 are men and 12 are women. The rest are children. "
            "How many more women than children are there?",
            2,
        ),
        # a holder asked again by a pronoun
        (
            "Lina has 48 tiles. 3/8 of them are white. The rest are black. "
            "How many more black tiles than white ones does she have?",
            12,
        ),
        # the other half after one half
        ("A crew has 26 members. Half are men. The other half are women. How many women are there?", 13),
    ],
)
def test_read(text: str, value: int, lexicon: Lexicon) -> None:
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        # parts over the whole
        "Out of the 60 guests at the gala, 1/2 are men while 3/5 are women. The rest are children. "
        "How many children are there?",
        # a part that is no whole count
        "Out of the 50 guests at the gala, 1/3 are men while 1/2 are women. The rest are children. "
        "How many children are there?",
        # a part of the rest, not of the whole
        "Out of the 60 guests at the gala, 1/5 are men while 1/2 of the rest are women. The others are children. "
        "How many children are there?",
        # a kind never told
        "Out of the 60 guests at the gala, 1/5 are men while 1/2 are women. The rest are children. "
        "How many teenagers are there?",
        # 'about'
        "Out of the 60 guests at the gala, about 1/5 are men while 1/2 are women. The rest are children. "
        "How many children are there?",
        # more of the smaller part
        "Lina has 48 tiles. 3/8 of them are white. The rest are black. "
        "How many more white tiles than black ones does she have?",
        # a bare share after a count: of the whole, or of what is left?
        "Out of the 60 guests at the gala, 12 are men while 1/2 are women. The rest are children. "
        "How many children are there?",
        # kinds that may overlap
        "Out of the 60 guests at the gala, 1/5 are men while 1/2 are doctors. The rest are children. "
        "How many children are there?",
        # another holder
        "Lina has 48 tiles. 3/8 of them are white. The rest are black. "
        "How many more black tiles than white ones does Omar have?",
        # another tense
        "Out of the 60 guests at the gala, 1/5 were men while 1/2 were women. The rest were children. "
        "How many children are there?",
        # a count of one with a plural verb
        "Out of the 30 guests at the gala, one are men and the rest are women. How many women are there?",
    ],
)
def test_refused(text: str, lexicon: Lexicon) -> None:
    assert read_told_parts(text, lexicon) is None
    assert refusal_of(text, lexicon) is not None
