"""The start of a place asked through its owner (ADR 0130).

"How many X did he have initially on the shelf?" asks the shelf's start when
the owner's one "some X" on it is the only unknown start; otherwise it refuses.
"""

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (
            "Jerry had some action figures on a shelf. Later he added 7 more action figures to the shelf. "
            "Now there are 10 action figures on the shelf. How many action figures did he have initially on the shelf?",
            3,
        ),
        (
            "Sam had some pencils in a box. He took 6 pencils from the box. Now there are 15 pencils in the box. "
            "How many pencils did he have in the box at first?",
            21,
        ),
        (
            "Kim had some stamps in an album. She added 25 stamps to the album. Now there are 60 stamps in the album. "
            "How many stamps did Kim have in the album to begin with?",
            35,
        ),
        (
            "Ann had some apples in a basket. Tom added 3 apples to the basket. Now there are 10 apples in the basket. "
            "How many apples did Ann have in the basket at first?",
            7,
        ),
        (
            "Omar had some cookies on a plate. He added 5 cookies to the plate. Later he added 6 cookies to the plate. "
            "Now there are 19 cookies on the plate. How many cookies did he have on the plate at first?",
            8,
        ),
    ],
)
def test_start_of_a_place_through_its_owner(text, value, lexicon):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        (  # the start would be negative
            "Ann had some apples in a basket. She added 3 apples to the basket. Now there are 2 apples in the basket. "
            "How many apples did she have in the basket at first?",
            "negative_count",
        ),
        (  # nothing fixes the unknown
            "Ann had some apples in a basket. She added 3 apples to the basket. "
            "How many apples did she have in the basket at first?",
            "underdetermined",
        ),
        (  # the question's person held nothing there
            "Ann had some apples in a basket. She added 3 apples to the basket. Now there are 10 apples in the basket. "
            "How many apples did Tom have in the basket at first?",
            "underdetermined",
        ),
        (  # the owner's amount is stated: two readings of the start
            "Ann had 4 apples in a basket. She added 3 apples to the basket. Now there are 10 apples in the basket. "
            "How many apples did she have in the basket at first?",
            "underdetermined",
        ),
        (  # a second holding of the owner in the asked kind
            "Ann had some apples on a table and 5 apples in a bag. She added 3 apples to the table. "
            "Now there are 10 apples on the table. How many apples did Ann have initially on the table?",
            "underdetermined",
        ),
        (
            "Ann had some apples in a basket. She added 3 apples to the basket. Now there are 10.5 apples in the basket. "
            "How many apples did she have in the basket at first?",
            "non_integer_count",
        ),
        (  # 'some' says there were some: numbers that leave none contradict the text
            "Ann had some apples. She got 5 more apples. Now she has 5 apples. "
            "How many apples did she have at first?",
            "readings_disagree",
        ),
    ],
)
def test_start_of_a_place_traps_refuse(text, reason, lexicon):
    assert refusal_of(text, lexicon).reason == reason
