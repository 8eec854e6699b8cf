"""Holders listed with commas as a question's subject, "How many do Kit, Lou, and Mo have?" (ADR 0314)."""

import pytest

from tests.reader.reading import refusal_of, value_of

STORY = "Kit has 5 shells. Lou has 3 shells. Mo has 2 shells. "


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (STORY + "How many shells do Kit, Lou, and Mo have?", 10),
        (STORY + "How many shells do Kit, Lou and Mo have altogether?", 10),
        (STORY + "How many shells do Mo, Kit, and Lou have in total?", 10),
        (STORY + "Ria has 4 shells. How many shells do Kit, Lou, Mo, and Ria have?", 14),
        (STORY + "Ria has 4 shells. How many shells do Kit, Mo, and Ria have together?", 11),
        (STORY + "Mo loses 1 shell. How many shells do Kit, Lou, and Mo have now?", 9),
        (STORY + "Kit gives 2 shells to Lou. How many shells do Kit, Lou, and Mo have now?", 10),
        (
            "Kit has 6 shells. Lou has twice as many shells as Kit. Mo has 4 fewer shells than Lou. "
            "How many shells do Kit, Lou, and Mo have combined?",
            26,
        ),
        (
            "Kit has twice as many shells as Lou, and Lou has twice as many shells as Mo. "
            "How many shells do Kit, Lou, and Mo have combined if Mo has 3 shells?",
            21,
        ),
        ("Kit ran 3 miles. Lou ran 5 miles. Mo ran 4 miles. How many miles did Kit, Lou and Mo run?", 12),
        ("Kit, Lou, and Mo each bought 4 kites. How many kites did Kit, Lou, and Mo buy?", 12),
        (
            "Kit has 9 cards. Lou, Mo, and Ria each have 3 cards. How many cards do Kit, Lou, Mo, and Ria have?",
            18,
        ),
    ],
)
def test_a_listed_question_subject_sums_every_member(lexicon, text, value):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    ("text", "reason", "detail"),
    [
        # a member with no amount of the asked kind
        (
            "Kit has 5 shells. Lou has 3 shells. How many shells do Kit, Lou, and Mo have?",
            "dangling_entity",
            "mo",
        ),
        (
            "Kit has 5 shells. Lou has 3 shells. Mo has 2 pails. How many shells do Kit, Lou, and Mo have?",
            "dangling_entity",
            "mo",
        ),
        (STORY + "How many shells do Kit, Lou, and Kit have?", "unexpected_category", "named twice"),
        (STORY + "How many shells do Kit, Lou, Mo have?", "unfinished_frame", "no 'and'"),
        (STORY + "How many shells do Kit, Lou, and the dog have?", "unexpected_category", "another shape"),
        (STORY + "How many shells do Kit, Lou, and her sister have?", "unfinished_frame", "broken off"),
        (STORY + "How many shells do Kit, Lou, or Mo have?", "unfinished_frame", "broken off"),
        (STORY + "How many shells do Kit, Lou, and Mo each have?", "unused_operator", "'each'"),
        (
            STORY + "How many shells do Kit, Lou and Mo and Ria have?",
            "unsupported_operation",
            "three or more",
        ),
    ],
)
def test_listed_question_subject_traps_refuse(lexicon, text, reason, detail):
    refusal = refusal_of(text, lexicon)
    assert refusal.reason == reason
    assert detail in refusal.detail


@pytest.mark.parametrize(
    "text",
    [
        "Kit baked 18 muffins to decorate the hall. Lou baked 4 fewer muffins than Kit. "
        "How many muffins did Kit and Lou bake to decorate the hall?",
        "Kit baked 18 muffins to give away. Lou baked 4 fewer muffins than Kit. Mo baked 2 more muffins "
        "than Lou. How many muffins did Kit, Lou, and Mo bake to give away?",
    ],
)
def test_a_purpose_asked_of_several_holders_refuses(lexicon, text):
    refusal = refusal_of(text, lexicon)
    assert refusal.reason == "unsupported_operation"
    assert "one holder" in refusal.detail
