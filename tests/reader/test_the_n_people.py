"""'the N', 'the N <people>' as the whole named cast: a question's 'they', a statement's names (ADR 0271)."""

from fractions import Fraction

import pytest

from packs.model import Lexicon
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # a question's subject: 'the N <cast noun>' or 'the N', the count the people named
        (
            "Seth lost 17 pounds. Jerome lost 3 pounds more than Seth. How many pounds did the two boys lose in total?",
            37,
        ),
        ("Tom has 5 apples. Ann has 3 apples. How many apples do the 2 people have?", 8),
        ("Tom has 5 apples. Ann has 3 apples. How many apples do the two have?", 8),
        ("Ann has 5 apples. Mia has 3 apples. How many apples do the two sisters have in all?", 8),
        (
            "Tom has 5 apples. His sister Ann has 3 apples. How many apples do the two siblings have in total?",
            8,
        ),
        (
            "Tom had 5 apples. Ann had 3 apples. Tom ate 2 apples. How many apples do the two friends have now?",
            6,
        ),
        (
            "Kofi has 18 marbles. Ivan has half as many marbles as Kofi. Tariq has 4 more marbles than Ivan. "
            "How many marbles do the three have in all?",
            40,
        ),
        (
            "Tom has 5 apples. Ann has 3 apples. The basket has 4 apples. How many apples do the two friends have?",
            8,
        ),
        # 'the N of them' with a written number (ADR 0161 read only number words)
        ("Tom has 5 apples. Ann has 3 apples. How many apples do the 2 of them have in all?", 8),
        # a statement's subject: read as the names, joined
        (
            "Tom has 20 stickers. Ann has some stickers. The two friends have 60 stickers together. "
            "How many stickers does Ann have?",
            40,
        ),
        (
            "Tom has 20 stickers. Ann has 15 stickers. Ben has some stickers. The three friends have 60 stickers "
            "together. How many stickers does Ben have?",
            25,
        ),
        (
            "Tom has 20 stickers. Ann has 10 stickers. The two friends get 6 more stickers each. "
            "How many stickers does Ann have?",
            16,
        ),
    ],
)
def test_the_n_people_as_everyone_named(text: str, value: float, lexicon: Lexicon) -> None:
    assert value_of(text, lexicon) == Fraction(value)


@pytest.mark.parametrize(
    "text",
    [
        # the count differs from the people named
        "Tom has 5 apples. Ben has 3 apples. How many apples do the three boys have?",
        "Tom has 5 apples. Ann has 3 apples. Ben has 2 apples. How many apples do the two friends have?",
        "Tom has 5 apples. Ann has 3 apples. How many apples do the 3 people have?",
        # a gendered noun that does not fit every name, or a name of unknown gender
        "Tom has 5 apples. Ann has 3 apples. How many apples do the two boys have?",
        "Tom has 5 apples. His sister Ann has 3 apples. How many apples do the two brothers have in total?",
        "Ann has 5 apples. Zork has 3 apples. How many apples do the two sisters have in all?",
        # a noun of the other stage of life
        "Tom has 5 apples. His dad Sam has 3 apples. How many apples do the two boys have?",
        # a noun of a trade or role: maybe other people
        "Tom has 5 apples. Ann has 3 apples. How many apples do the two teachers have?",
        # a bare 'the N' beside a thing that holds, or a pet that would make the count
        "Tom has 5 apples. Ann has 3 apples. Tom's dog Rex has 2 apples. How many apples do the three have?",
        "Tom has 5 apples. Ann has 3 apples. Tom's dog Rex has 2 apples. How many apples do the two have?",
        "Tom has 5 apples. Ann has 3 apples. The basket has 4 apples. How many apples do the two have?",
        "Tom has 5 apples. Ann has 3 apples. The basket has 4 apples. How many apples do the three have?",
        # a speaker: with or without me?
        "I have 5 apples. Ann has 3 apples. Tom has 4 apples. How many apples do the two friends have?",
        # a person named in the question, a person with none of the kind, an object, each
        "Tom has 5 apples. Ann has 3 apples. If Ben has 4 apples, how many apples do the three friends have?",
        "Tom has 5 apples. Ann has 3 pears. How many apples do the two friends have?",
        "Tom has 5 apples. Ann has 3 apples. How many apples did Sue give to the two friends?",
        "Tom has 5 apples. Ann has 3 apples. How many more apples does Tom have than the two friends?",
        # a statement before everyone is named, or with each unsaid
        "Tom has 5 apples. The two friends have 12 apples together. Ann has some apples. How many apples does Ann have?",
        "Tom has 20 stickers. Ann has some stickers. The two boys have 60 stickers together. "
        "How many stickers does Ann have?",
        "Tom has 20 stickers. Ann has some stickers. The two friends ate 6 stickers. How many stickers does Ann have?",
    ],
)
def test_the_n_people_refusals(text: str, lexicon: Lexicon) -> None:
    assert refusal_of(text, lexicon) is not None
