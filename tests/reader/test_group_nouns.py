"""A question's 'the <people>', 'everyone', 'all N' with no other count as everyone named (ADR 0335)."""

from fractions import Fraction

import pytest

from packs.model import Lexicon
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # 'the <plain person noun>' with no number: the total of everyone named
        ("Tom has 5 apples. Ann has 3 apples. How many apples do the friends have?", 8),
        ("Tom has 5 apples. Ann has 3 apples. How many apples do the friends have together?", 8),
        ("Lionel walked 4 miles. Esther walked 5 miles. How many miles did the friends walk?", 9),
        (
            "Tom picked 12 apples. Ann picked 8 apples. Tom ate 3 apples. How many apples did the kids pick?",
            20,
        ),
        ("Tom has 5 apples. Ben has 3 apples. How many apples do the boys have?", 8),
        ("Ann has 5 apples. Mary has 3 apples. How many apples do the sisters have?", 8),
        ("Tom has 5 apples. Ann has 3 more apples than Tom. How many apples do the friends have?", 13),
        (
            "Tom has 5 apples. Ann has 3 apples. Tom eats 2 apples. How many apples do the friends have now?",
            6,
        ),
        # 'everyone' with a word that asks the total
        ("Tom ate 5 cookies. Ann ate 3 cookies. How many cookies did everyone eat in total?", 8),
        # 'all N' with N the people named
        ("Tom has 5 apples. Ann has 3 apples. Ben has 2 apples. How many apples do all three have?", 10),
        ("Tom ran 5 miles. Ann ran 3 miles. Ben ran 2 miles. How many miles did all 3 run?", 10),
        # a group the story told of keeps its own reading
        ("The friends have 10 apples. Tom has 3 apples. How many apples do the friends have?", 10),
    ],
)
def test_group_word_as_everyone_named(text: str, value: int, lexicon: Lexicon) -> None:
    assert value_of(text, lexicon) == Fraction(value)


@pytest.mark.parametrize(
    "text",
    [
        # someone named did not do the asked verb, or has another kind
        "Lionel walked 4 miles. Esther ran 5 miles. How many miles did the friends walk?",
        "Tom picked 12 apples. Ann ate 8 apples. How many apples did the kids pick?",
        "Tom has 5 apples. Ann has 3 pears. How many apples do the friends have?",
        # a noun that does not fit everyone named, or a role any person may fill
        "Tom has 5 apples. Ann has 3 apples. How many apples do the boys have?",
        "Tom has 5 apples. Ann has 3 apples. How many apples do the men have?",
        "Tom has 5 apples. His mom Ann has 3 apples. How many apples do the kids have?",
        "Tom has 5 apples. Ann has 3 apples. How many apples do the students have?",
        "Tom has 5 apples. Ann has 3 apples. How many apples do the teachers have?",
        # collective nouns that may hold others: not read
        "Tom has 5 apples. Ann has 3 apples. How many apples does the family have?",
        "Tom has 5 apples. Ann has 3 apples. How many apples does the group have?",
        # another holder, a speaker, one person only, someone new in the question
        "Tom has 5 apples. Ann has 3 apples. The basket has 4 apples. How many apples do the friends have?",
        "I have 5 apples. Ann has 3 apples. How many apples do the friends have?",
        "Tom has 5 apples. How many apples do the friends have?",
        "Tom has 5 apples. Ann has 3 apples. If Ben has 4 apples, how many apples do the friends have?",
        # 'everyone' with no total word may ask what each has
        "Tom ate 5 cookies. Ann ate 3 cookies. How many cookies did everyone eat?",
        # 'all N' with N not the people named
        "Tom has 5 apples. Ann has 3 apples. How many apples do all three have?",
        "Tom has 5 apples. Ann has 3 apples. Ben has 2 apples. How many apples do all four have?",
        # the phrase not as the subject
        "Tom has 5 apples. Ann has 3 apples. How many apples does Ben give to the friends?",
        # negation
        "Tom has 5 apples. Ann has 3 apples. How many apples do the friends not have?",
    ],
)
def test_group_word_refuses_when_unsure(text: str, lexicon: Lexicon) -> None:
    refusal_of(text, lexicon)
