"""A told total stated through 'the number of their <things> combined is N' (ADR 0276)."""

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (
            (
                "Carla has 6 more scarves than Beth. If the number of their scarves combined is 30, "
                "how many scarves does Beth have?"
            ),
            12,
        ),
        (
            (
                "Carla has 6 more scarves than Beth. If the total number of their scarves is 30, how "
                "many scarves does Carla have?"
            ),
            18,
        ),
        # a statement, a trailing 'if', and 'the combined number of'
        (
            "Zoe has 10 more beads than Kim. The number of their beads combined is 50. How many beads does Kim have?",
            20,
        ),
        (
            "Max has 4 times as many coins as Eva. How many coins does Max have if the total number of their coins is 75?",
            60,
        ),
        (
            "Emma has half as many hats as Noah. If the combined number of their hats is 24, how many hats does Noah have?",
            16,
        ),
        # no owner: ADR 0268's total over the kind's named holders
        (
            "Tom has twice as many guitars as Sam. If the total number of guitars is 27, how many guitars does Sam have?",
            9,
        ),
        # past beside past
        (
            "Paolo had 9 more kites than Irene. If the number of their kites combined was 31, "
            "how many kites did Irene have?",
            11,
        ),
        # 'their' is everyone named, a third holder's amount told
        (
            "Maya has 12 more stickers than Leo. Ben has 6 stickers. The number of their stickers combined is 46. "
            "How many stickers does Leo have?",
            14,
        ),
    ],
)
def test_number_of_their_things_is_a_total(lexicon, text, value):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        # no total word: one holder's amount, or a heap of the scene's own?
        "Maya has 12 more stickers than Leo. If the number of their stickers is 40, how many stickers does Leo have?",
        "Maya has 12 more stickers than Leo. If the number of stickers is 40, how many stickers does Leo have?",
        # 'their' with a person not named
        "Maya has 12 more stickers than her brother. If the number of their stickers combined is 40, "
        "how many stickers does Maya have?",
        # a half part, a past total beside a present relation, a change, not a value
        "Maya has 12 more stickers than Leo. If the number of their stickers combined is 41, how many stickers does Leo have?",
        "Maya has 12 more stickers than Leo. If the number of their stickers combined was 40, how many stickers does Leo have?",
        "Maya has 12 more stickers than Leo. If the number of their stickers combined doubled, how many stickers does Leo have?",
        # a comparison after the number, another kind told or asked, a total after a change
        "Maya has 12 more stickers than Leo. If the total number of their stickers is 40 more than 10, "
        "how many stickers does Leo have?",
        "Maya has 12 more stickers than Leo. If the total number of their stamps is 40, how many stickers does Leo have?",
        "Maya has 12 more stickers than Leo. If the total number of their stickers is 40, how many stamps does Leo have?",
        "Maya has 12 more stickers than Leo. Maya buys 5 stickers. If the number of their stickers combined is 40, "
        "how many stickers does Leo have?",
        "Maya has 12 more stickers than Leo. If the total number of red stickers is 40, how many stickers does Leo have?",
        # a place: not the holders' total
        "Carla has 6 more scarves than Beth. If the total number of scarves in the closet is 30, "
        "how many scarves does Beth have?",
    ],
)
def test_refused(lexicon, text):
    assert refusal_of(text, lexicon) is not None


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("If the number of apples in the basket is 5, how many apples are in the basket?", 5),
        (
            "There are 6 more red beads than blue beads in the jar. If the number of blue beads in the jar is 40, "
            "how many red beads are in the jar?",
            46,
        ),
        (
            "There are 5 apples in the basket. If the number of pears in the basket is 7, "
            "how many fruits are in the basket?",
            12,
        ),
    ],
)
def test_if_the_number_at_a_place(lexicon, text, value):
    """ADR 0153's "The number of X in P is N" as a question's leading 'if' clause."""
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        # no place, a past amount beside a present comparison, another place, a second amount at the place
        "There are 6 more red beads than blue beads in the jar. If the number of blue beads is 40, "
        "how many red beads are in the jar?",
        "There are 6 more red beads than blue beads in the jar. If the number of blue beads in the jar was 40, "
        "how many red beads are in the jar?",
        "There are 6 more red beads than blue beads in the jar. If the number of blue beads in the box is 40, "
        "how many red beads are in the jar?",
        "There are 5 apples in the basket. If the number of apples in the basket is 7, how many apples are in the basket?",
    ],
)
def test_if_the_number_at_a_place_refused(lexicon, text):
    assert refusal_of(text, lexicon) is not None
