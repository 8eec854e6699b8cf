"""A sentence that tells an amount must change the story, or the reading refuses (ADR 0281)."""

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    "text",
    [
        "Tom has 14 apples. Half of the apples fell. How many apples does Tom have?",
        "The tree has 14 apples. Half of the apples fell. How many apples are on the tree?",
        "The school has 14 boys. Half of the boys drop out. How many boys are left?",
        # the same dropped clause in front of the question
        "The school has 14 boys. If half of the boys drop out, how many boys are left?",
        "The tree has 14 apples. If half of the apples fall, how many apples are left?",
    ],
)
def test_an_amount_that_changes_nothing_refuses(lexicon, text):
    refusal = refusal_of(text, lexicon)
    assert refusal.reason == "unused_operator"
    assert refusal.token_text.lower() == "half"


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("The school has 14 boys. 3 boys drop out. How many boys are left?", 11),
        # a number inside the question itself is the question's own
        ("Each box has 6 pens. How many pens are in 3 boxes?", 18),
        ("Tom has 14 apples. He ate half of them. How many apples does Tom have?", 7),
    ],
)
def test_sentences_that_tell_something_still_read(lexicon, text, value):
    assert value_of(text, lexicon) == value
