"""A kind told as "N units of a|an|the X": the question's 'of a novel' keeps its kind (ADR 0329)."""

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    "text",
    [
        # the red-team's lines (redteam3 C1)
        "Tom reads 20 pages of a comic a day. How many pages of a novel does he read in a week?",
        "Tom reads 2 chapters of a book a day. How many chapters of a novel does he read in a week?",
        "Tom drinks 3 glasses of the milk a day. How many glasses of the juice does he drink in a week?",
        "Tom reads 20 pages a day. How many pages of a comic does he read in a week?",
        "Each box holds 5 pages of a comic. How many pages of a novel are in 3 boxes?",
        "Tom eats 2 slices of a pie a day. How many slices of a cake does he eat in a week?",
        "Tom drinks 3 cups of a soda a day. How many cups of a juice does he drink in a week?",
        "Tom has 5 cups of a soda. How many cups of a juice does he have?",
        "Theo drinks 8 cups of water every day. How many cups of a juice does he drink in a week?",
        "Tom reads 2 pages of a novel a day. How many pages of a comic does he read in 3 days?",
        # variants
        "Tom drinks 3 cups of the tea a day. How many cups of the coffee does he drink in 2 days?",
        "A pizza has 8 slices. Tom ate 3 slices of the pizza. How many slices of the pizza are left?",
    ],
)
def test_another_kind_told_with_an_article_refuses(text, lexicon):
    refusal_of(text, lexicon)


@pytest.mark.parametrize(
    ("text", "gold"),
    [
        ("Tom has 5 pages of a comic. He has 3 pages of a novel. How many pages of a novel does he have?", 3),
        ("Tom has 5 pages of a comic. He has 3 pages of a novel. How many pages of a comic does he have?", 5),
        (
            "Tom has 5 pages of the comic. He has 3 pages of the novel. How many pages of the novel does he have?",
            3,
        ),
        (
            "Tom has 5 pages of an atlas. He has 3 pages of a novel. How many pages of an atlas does he have?",
            5,
        ),
        ("Tom has 5 pages of comics. He has 3 pages of a novel. How many pages of a comic does he have?", 5),
        ("Tom reads 20 pages of a comic a day. How many pages of a comic does he read in a week?", 140),
        ("Tom reads 20 pages of a comic a day. How many pages does he read in a week?", 140),
        ("Tom drinks 3 glasses of milk a day. How many glasses of the milk does he drink in a week?", 21),
        ("Tom eats 2 slices of a pie a day. How many slices of a pie does he eat in a week?", 14),
        ("Tom has 5 cups of a soda. He has 2 cups of a juice. How many cups of a juice does he have?", 2),
    ],
)
def test_the_same_kind_still_answers(text, gold, lexicon):
    assert value_of(text, lexicon) == gold
