"""A told total of two or three holders and the relations between them, solved for the parts (ADR 0268)."""

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (
            "Tom and Sam have 50 pencils together. Tom has 8 more pencils than Sam. "
            "How many pencils does Sam have?",
            21,
        ),
        (
            "Omar and Lucia have 40 erasers combined. Omar has 4 more than twice as many erasers as "
            "Lucia. How many erasers does Lucia have?",
            12,
        ),
        (
            (
                "Rhea and Omar have 52 stickers together. However, Rhea has 10 more stickers than "
                "Omar. How many stickers does Omar have?"
            ),
            21,
        ),
        (
            "Tom and Sam have 50 pencils together. Tom has 8 fewer pencils than Sam. "
            "How many pencils does Sam have?",
            29,
        ),
        (
            "Tom and Sam had 36 cards together. Tom had 3 times as many cards as Sam. How many cards did Sam have?",
            9,
        ),
        ("Tom and Sam have $50 together. Tom has $8 more than Sam. How much money does Sam have?", 21),
        (
            "Tom, Sam and Ann have 60 pencils together. Tom has twice as many pencils as Sam. "
            "Ann has 3 times as many pencils as Sam. How many pencils does Ann have?",
            30,
        ),
        # a change told after the relation: the parts are solved at the start, then moved
        (
            "Tom and Sam have 50 pencils together. Tom has 8 more pencils than Sam. Tom gave Sam 4 pencils. "
            "How many pencils does Sam have now?",
            25,
        ),
        # a distractor of another kind
        (
            "Tom and Sam have 44 apples together. Tom has 4 fewer apples than Sam. Sam has 10 pears. "
            "How many apples does Sam have?",
            24,
        ),
    ],
)
def test_named_total_and_relation(lexicon, text, value):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (
            "Tom has twice as many guitars as Sam. There are 27 guitars altogether. How many guitars does Tom have?",
            18,
        ),
        (
            "Tom has twice as many guitars as Sam. There are 27 guitars in total. How many guitars does Sam have?",
            9,
        ),
        (
            (
                "Nell has two times as many drums as Otto, but Pia has three times as many drums as "
                "Nell. If there are 45 drums altogether, how many drums does Pia have?"
            ),
            30,
        ),
        (
            "Tom has twice as many guitars as Sam. How many guitars does Tom have if there are 27 guitars altogether?",
            18,
        ),
        (
            "Tom has twice as many guitars as Sam. They have 27 guitars in all. How many guitars does Tom have?",
            18,
        ),
        ("Tom has 5 more guitars than Sam. They have 27 guitars in all. How many guitars does Sam have?", 11),
    ],
)
def test_scene_or_they_total(lexicon, text, value):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        # 'each', not together
        "Tom and Sam have 50 pencils each. Tom has 8 more pencils than Sam. How many pencils does Sam have?",
        # a fractional or negative part
        "Tom and Sam have 51 pencils together. Tom has 8 more pencils than Sam. How many pencils does Sam have?",
        "Tom and Sam have 6 pencils together. Tom has 8 more pencils than Sam. How many pencils does Sam have?",
        # the relation in another kind, a holder outside the total, a part left open
        "Tom and Sam have 50 pencils together. Tom has 8 more pens than Sam. How many pencils does Sam have?",
        "Tom and Sam have 50 pencils together. Ann has 8 more pencils than Sam. How many pencils does Sam have?",
        "Tom, Sam and Ann have 60 pencils together. Tom has twice as many pencils as Sam. "
        "How many pencils does Ann have?",
        # a relation that only repeats another
        "Tom and Sam have 60 pencils together. Tom has twice as many pencils as Sam. "
        "Sam has half as many pencils as Tom. How many pencils does Sam have?",
        # a scene total of another kind, at a place, or with no total word
        "Tom has twice as many guitars as Sam. There are 27 drums altogether. How many guitars does Sam have?",
        "Tom has twice as many guitars as Sam. There are 27 guitars in the shop altogether. "
        "How many guitars does Sam have?",
        "Tom has twice as many guitars as Sam. There are 27 guitars. How many guitars does Sam have?",
        # 'they' that is not exactly the holders, 'each', a future, a total before a change
        "Tom has twice as many guitars as Sam. Ann has 5 drums. They have 27 guitars in all. "
        "How many guitars does Sam have?",
        "Tom has twice as many guitars as his brother. They have 27 guitars in all. How many guitars does Tom have?",
        "Tom has twice as many guitars as Sam. They have 27 guitars each. How many guitars does Sam have?",
        "Tom has twice as many guitars as Sam. They will have 27 guitars in all. How many guitars does Tom have?",
        "Tom has twice as many guitars as Sam. They had 27 guitars in all. Tom sold 2 guitars. "
        "How many guitars does Tom have?",
    ],
)
def test_refused(lexicon, text):
    assert refusal_of(text, lexicon) is not None
