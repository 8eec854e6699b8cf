"""Holdings and changes placed in time by their own sentence, against the question's time (ADR 0174)."""

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a holding still to come, asked in the future
        (
            "Nell will have 14 shells. Rob will have 4 more shells than Nell. How many shells will Rob have?",
            18,
        ),
        ("Nell has 14 shells. On Friday she will lose 6 shells. How many shells will she have?", 8),
        # a past holding, then a change dated by a day or a part of it: story order
        ("Nell had 14 shells on Monday. On Tuesday she lost 6 shells. How many shells does she have now?", 8),
        ("Nell had 14 shells. This morning she lost 6 shells. How many shells does she have now?", 8),
        # a present change dated by a day, or a dated change of something else
        ("Nell has 14 shells. On Friday she loses 6 shells. How many shells does she have?", 8),
        ("Nell has 14 shells. In the evening she found 6 stones. How many shells does Nell have?", 14),
        ("Nell has 14 shells. On Sunday Rob bought 6 shells. How many shells does Nell have?", 14),
        # a dated past holding with a change after it, or 'already' with a present verb
        ("Nell had 14 shells yesterday. Today she found 6 shells. How many shells does she have now?", 20),
        ("Nell found 6 shells. Yesterday, she had 14 shells. How many shells does she have now?", 20),
        (
            "Nell wants to buy a camera that costs $90. Nell already has $35. How much more money does she need?",
            55,
        ),
        ("Nell had 14 shells last week. Rob has 6 shells. How many shells does Rob have?", 6),
        # changes in both tenses with no date: the present is the story's way of telling
        ("Nell picked 14 plums. She picks 6 more plums. How many plums did she pick?", 20),
        ("Nell picked 14 plums yesterday. She picks 6 pears today. How many plums did she pick?", 14),
    ],
)
def test_times_that_agree_are_read(lexicon, text, expected):
    assert value_of(text, lexicon) == expected


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # a holding still to come, asked now
        ("Nell will have 14 shells. How many shells does she have?", "unsupported_operation"),
        (
            "Nell will have 14 shells. She lost 6 shells. How many shells does she have?",
            "unsupported_operation",
        ),
        (
            "Nell will own 14 shells. She finds 6 shells. How many shells does she own?",
            "unsupported_operation",
        ),
        (
            "Nell has 14 shells. Rob will have 4 more shells than Nell. How many shells does Rob have?",
            "unsupported_operation",
        ),
        (
            "Nell will have 14 shells. Rob has 4 fewer shells than Nell. How many shells does Rob have?",
            "unsupported_operation",
        ),
        # a present holding, then a past change dated by a day, a part of it or a clock time
        (
            "Nell has 14 shells. On Tuesday she found 6 shells. How many shells does she have?",
            "readings_disagree",
        ),
        (
            "Nell has 14 shells. In the morning she lost 6 shells. How many shells does she have?",
            "readings_disagree",
        ),
        (
            "Nell has 14 shells. At noon she lost 6 shells. How many shells does she have?",
            "readings_disagree",
        ),
        (
            "Nell has 14 shells. This morning Rob gave her 6 shells. How many shells does Nell have?",
            "readings_disagree",
        ),
        (
            "Nell has 14 shells, and on Monday she lost 6 shells. How many shells does she have?",
            "readings_disagree",
        ),
        (
            "Nell has 14 shells, and she lost 6 shells this evening. How many shells does she have?",
            "readings_disagree",
        ),
        # a dated past holding asked now, with nothing told after it
        (
            "Rob has 9 shells. Nell had 14 shells yesterday. How many shells does Nell have?",
            "readings_disagree",
        ),
        (
            "Nell had 14 shells last week. Rob has 4 more shells than Nell. How many shells does Rob have?",
            "readings_disagree",
        ),
        # changes in both tenses, one of them dated
        (
            "Nell picked 14 plums yesterday. She picks 6 plums today. How many plums did she pick?",
            "unsupported_operation",
        ),
        (
            "Nell picked 14 plums on Monday. She picks 6 plums on Tuesday. How many plums does she pick?",
            "unsupported_operation",
        ),
    ],
)
def test_times_that_may_disagree_refuse(lexicon, text, reason):
    assert refusal_of(text, lexicon).reason == reason
