"""A whole told after the kinds it adds up: one kind left unknown is fixed by it (ADR 0379)."""

from fractions import Fraction

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (
            "Tariq has 6 large stones and some small stones. He has 20 stones in all. How many small stones does he have?",
            14,
        ),
        (
            "Tariq has some large stones and 6 small stones. He has a total of 20 stones. How many large stones does he have?",
            14,
        ),
        (
            "Tariq had 6 large stones and some small stones. He had 20 stones in total. How many small stones did he have?",
            14,
        ),
        # three kinds, one of them unknown
        (
            "Wen has 3 red mugs, 5 white mugs and some blue mugs. She has 17 mugs altogether. How many blue mugs does she have?",
            9,
        ),
        # the whole told in the question's opening or trailing condition
        (
            "Wen has 3 red mugs and some blue mugs. If she has 17 mugs in all, how many blue mugs does she have?",
            14,
        ),
        (
            "Wen has 3 red mugs and some blue mugs. How many blue mugs does she have if she has 17 mugs in all?",
            14,
        ),
        # the whole is a point of the story: changes after it start from the solved kinds
        (
            "Wen has 3 red mugs and some blue mugs. She has 17 mugs in all. She breaks 4 blue mugs. How many blue mugs does she have now?",
            10,
        ),
        ("Wen has 3 red mugs and some blue mugs. She has 17 mugs in all. How many mugs does she have?", 17),
    ],
)
def test_a_whole_after_its_kinds_fixes_the_unknown_kind(lexicon, text, value):
    assert value_of(text, lexicon) == Fraction(value)


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # no word of a whole: one more lot, or all of them?
        (
            "Tariq has 6 large stones and some small stones. He has 20 stones. How many small stones does he have?",
            "ambiguous_unit",
        ),
        # two kinds unknown
        (
            "Tariq has some large stones and some small stones. He has 20 stones in all. How many small stones does he have?",
            "underdetermined",
        ),
        # another holder's whole
        (
            "Tariq has 6 large stones and some small stones. Wen has 20 stones in all. How many small stones does Tariq have?",
            "ambiguous_unit",
        ),
        # a change before the whole: before it or after it?
        (
            "Tariq has 6 large stones and some small stones. He loses 2 large stones. Tariq has 20 stones in all. How many small stones does Tariq have?",
            "ambiguous_unit",
        ),
        # another tense than the kinds'
        (
            "Tariq has 6 large stones and some small stones. He had 20 stones in all. How many small stones does he have?",
            "ambiguous_unit",
        ),
        # a place the kinds were not told in
        (
            "Tariq has 6 large stones and some small stones. He has 20 stones in all in his box. How many small stones does he have?",
            "ambiguous_unit",
        ),
        # a kind told after the whole may or may not be among it
        (
            "Tariq has 6 large stones and some small stones. He has 20 stones in all. He also has 3 grey stones. How many small stones does he have?",
            "ambiguous_unit",
        ),
        # every kind known and a whole that disagrees
        (
            "Tariq has 6 large stones and 9 small stones. He has 20 stones in all. How many large stones does he have?",
            "readings_disagree",
        ),
    ],
)
def test_a_whole_that_is_not_forced_refuses(lexicon, text, reason):
    assert refusal_of(text, lexicon).reason == reason
