"""Who a group noun may count: people named plainly, and no one else (ADR 0335 addendum, ADR 0271 addendum)."""

from fractions import Fraction

import pytest

from packs.model import Lexicon
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Tom has 5 apples. Ann has 3 apples. Sam has 2 apples. How many apples do the friends have?", 10),
        ("Mia picked 12 apples. Zoe picked 9 apples. How many apples did the sisters pick?", 21),
        # the role told beside the name is the asked relation itself
        ("Tom has 5 apples. His sister Ann has 3 apples. How many apples do the siblings have?", 8),
        ("Ravi has 16 pencils. His sister Tia has 9 pencils. How many pencils do the two siblings have?", 25),
        # 'everyone' and 'the two people' say nothing of how the people are related
        ("Tom has 5 apples. His teacher has 3 apples. How many apples does everyone have in all?", 8),
        ("Tom has 5 apples. His mother has 3 apples. How many apples do the two people have?", 8),
        (
            "Ann and Mary are sisters. Ann has 5 apples. Mary has 3 apples. How many apples do the sisters have?",
            8,
        ),
    ],
)
def test_plainly_named_people_are_counted(text: str, value: int, lexicon: Lexicon) -> None:
    assert value_of(text, lexicon) == Fraction(value)


@pytest.mark.parametrize(
    "text",
    [
        # a person told by kin, trade or title is not one of 'the friends' or 'the sisters'
        "Tom has 5 apples. His mother has 3 apples. How many apples do the friends have?",
        "Mia picked 12 apples. Zoe picked 9 apples. Mia's sister picked 4 apples. How many apples did the sisters pick?",
        "Tom has 5 apples. Ann has 3 apples. Coach Bob has 30 apples. How many apples do the friends have?",
        "Tom has 5 apples. Mrs. Lee has 3 apples. How many apples do the friends have?",
        "Tom has 5 apples. Mom has 3 apples. How many apples do the friends have?",
        "Tom has 5 apples. His sister Ann has 3 apples. How many apples do the friends have?",
        "Tom sold 5 cakes. The baker sold 3 cakes. How many cakes did the friends sell?",
        "Tom has 5 apples. His mother has 3 apples. How many apples do the two friends have?",
        # a shop, a place or a pet is not a person
        "Tom has 5 apples. Ann has 3 apples. Walmart has 300 apples. How many apples do the friends have?",
        "Tom has 5 apples. Ann has 3 apples. Walmart has 300 apples. How many apples does everyone have in all?",
        "Tom has 3 balls. Ben has 4 balls. Max the dog has 2 balls. How many balls do the boys have?",
        "Tom has 3 bones. Rex has 4 bones. Rex is Tom's dog. How many bones do the friends have?",
        "Tom has 3 balls. Max the dog has 4 balls. How many balls do the two boys have?",
        # someone named only after a preposition
        "Tom picked 5 apples for Ann. Ben picked 3 apples. How many apples did the friends pick?",
        "Tom walked 5 miles with Jackson. Ann walked 3 miles. How many miles did the friends walk?",
        "Tom picked 5 apples for Ann. Ben picked 3 apples. How many apples did the two friends pick?",
        # a plural noun for a single holder
        "Ann has 3 apples. Tom has 2 apples. A friend has 4 apples. How many apples do the friends have?",
        "Ann has 3 apples. Tom has 2 apples. A girl has 4 apples. How many apples do the girls have?",
    ],
)
def test_group_noun_refuses_for_people_not_plainly_named(text: str, lexicon: Lexicon) -> None:
    refusal_of(text, lexicon)
