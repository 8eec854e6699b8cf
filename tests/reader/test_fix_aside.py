"""Gains not set in the asked place, 'save' of things already held, 'put away/aside' (ADR 0286)."""

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    "text",
    [
        "Kira had 8 pens in her bag. Ben gave her 2 pens. How many pens does Kira have in her bag?",
        "Kira had 8 pens in her bag. She bought 2 pens. How many pens does Kira have in her bag?",
        "Kira had 8 pens in her bag. She found 2 pens. How many pens does Kira have in her bag?",
    ],
)
def test_a_gain_not_set_in_the_asked_place_refuses(text, lexicon):
    assert refusal_of(text, lexicon).reason == "unused_operator"


@pytest.mark.parametrize(
    "text",
    [
        "Tom has 14 apples. He saved 3 apples. How many apples does Tom have?",
        "Tom has 14 apples. He saved 3 of them for Ann. How many apples does Tom have?",
        "Tom had 14 cookies. He ate 5 cookies and saved 3 cookies. How many cookies does Tom have?",
        "Tom had $14. He saved $3. How much money does Tom have?",
        "Tom has 14 apples. He put away 3 apples. How many apples does Tom have?",
        "Tom has 14 toys. He put 3 toys away. How many toys does Tom have?",
        "Tom has $14. He put aside $3. How much money does Tom have?",
        "Tom has 14 toys. He put away 3 toys in the box. How many toys does Tom have?",
        # money earned is held: saving some of it sets it aside
        "Tom earns $14. He saves $3. How much money does Tom have left?",
    ],
)
def test_things_set_aside_refuse(text, lexicon):
    assert refusal_of(text, lexicon).reason == "unsupported_operation"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Kira had 8 pens. Ben gave her 2 pens. How many pens does Kira have?", 10),
        ("Kira had 8 pens in her bag. She bought 2 pens. How many pens does Kira have?", 10),
        ("Tom has 14 apples. He saved 3 pears. How many pears does Tom have?", 3),
        ("Tom saved $14. He saved $3 more. How much money did Tom save?", 17),
        ("Tom has 14 toys. He gave away 3 toys. How many toys does Tom have?", 11),
        ("Tom has 14 toys. He gave 3 toys away. How many toys does Tom have?", 11),
        ("Tom has $14. He gave away $3. How much money does Tom have?", 11),
        ("Cy had $10. He saves $5 a week for 6 weeks. How much money does Cy have now?", 40),
        (
            "Rosa had 14 songs on her mp3 player. She added 5 new songs. "
            "How many songs does she have on her mp3 player?",
            19,
        ),
    ],
)
def test_plain_shapes_still_read(text, want, lexicon):
    assert value_of(text, lexicon) == want
