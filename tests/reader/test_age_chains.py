"""Shares of another's age, offsets from a multiple of 'his|her age', and the gap asked later (ADR 0499)."""

from fractions import Fraction

import pytest

from packs.model import Lexicon
from reader.age_chains import age_chains
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # a spelled share of a kin's age, then a question at a time to come
        (
            "Hal's aunt is 48 years old. Hal is a quarter of his aunt's age. How old will Hal be in 2 years?",
            14,
        ),
        # a share of 'her age', and a share written with 'of'
        ("Ruth is 39 years old. Her niece is a third of her age. How old is her niece?", 13),
        ("Ruth is 50 years old. Her niece is 3/10 of her age. How old is her niece?", 15),
        # two-fifths, and 'the age of'
        ("Omar is 45 years old. His son is two-fifths of his age. How old is his son?", 18),
        ("Omar's uncle is 63 years old. Omar is a seventh of the age of his uncle. How old is Omar?", 9),
        # an offset from a multiple of 'his age', then the gap asked at a time to come
        ("Lev is 7 years old. His dad is 4 more than 5 times his age. How old is his dad?", 39),
        (
            "Lev is 7 years old. His dad is 4 more than 5 times his age. "
            "In 9 years, how many years older will his dad be than Lev?",
            32,
        ),
        ("Kira is 15 years old. Her father is 2 less than 3 times her age. How old is her father?", 43),
        # the gap asked with the time last
        (
            "Kira is 15 years old. Her father is 31 years older than her. "
            "How many years younger is Kira than her father 6 years from now?",
            31,
        ),
        # 'How old, in years,' and a curly apostrophe
        ("Ruth is 39 years old. Her niece is a third of her age. How old, in years, is her niece?", 13),
        ("Omar\u2019s uncle is 63 years old. Omar is a seventh of his uncle\u2019s age. How old is Omar?", 9),
        # a chain: a share of a share
        (
            "Bo is 80 years old. Bo's son Cal is half his age. Cal's son is a fifth of Cal's age. How old is Cal's son?",
            8,
        ),
    ],
)
def test_read(text: str, value: Fraction, lexicon: Lexicon) -> None:
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        # a share that does not come out whole
        "Ruth is 40 years old. Her niece is a third of her age. How old is her niece?",
        # a share above one whole
        "Ruth is 36 years old. Her niece is 4/3 of her age. How old is her niece?",
        "Ruth is 36 years old. Her niece is five fourths of her age. How old is her niece?",
        # 'her' after two women: whose age?
        "Ruth is 36 years old. Her mother is 2 more than twice her age. Her aunt is a third of her age. "
        "How old is her aunt?",
        # 'she' when two women are spoken of
        "Ruth is 12 years old. Her mother is 4 more than 3 times her age. "
        "How old will her mother be when she is 20?",
        # a gap asked at a time to come of a share that does not come out whole
        "Kira is 16 years old. Her father is 7 more than 3 times her age. Her son is a fifth of her age. "
        "In 5 years, how many years older will her father be than her son?",
        # a second time in the question
        "Kira is 15 years old. Her father is 3 times her age. "
        "In 5 years, how many years older will her father be than Kira is now?",
        # a distractor age
        "Omar is 45 years old. His son is a fifth of his age. His aunt is 70 years old. How old is his son?",
    ],
)
def test_refused(text: str, lexicon: Lexicon) -> None:
    refusal_of(text, lexicon)


def test_retelling_words(lexicon: Lexicon) -> None:
    found = age_chains(
        "Lev is 7 years old. His aunt is a third of Ida's age. His dad is 4 more than 5 times his age. "
        "In 9 years, how many years older will his dad be than Lev?",
        lexicon,
    )
    assert found is not None
    assert found.text == (
        "Lev is 7 years old. His aunt is 1/3 as old as Ida. His dad is 4 years older than 5 times his age. "
        "How many years older is his dad than Lev?"
    )
    assert len(found.steps) == 3


def test_other_shapes_are_left_to_the_chain(lexicon: Lexicon) -> None:
    assert age_chains("Lev is 7 years old. His dad is 5 times his age. How old is his dad?", lexicon) is None
    assert age_chains("Lev is 7 years old. His dad ate a third of his cake. How much?", lexicon) is None
    assert age_chains("Lev is 7 years old. His aunt is 4/3 of his age. How old is she?", lexicon) is None
