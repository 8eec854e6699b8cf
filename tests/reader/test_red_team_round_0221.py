"""Red-team wrongs mended by ADR 0221: a place preposition right after a verb taken as its particle,
and a total of parts when a thing like the counted ones is told with other things only."""

from fractions import Fraction

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    "text",
    [
        # the place was dropped as a particle ("have under"), and the whole holding answered
        "Suri had 30 marbles. How many marbles does she have under the bed?",
        "Suri had 30 marbles. How many marbles does she have near the door?",
        "Suri had 30 marbles. How many marbles does she have behind the couch?",
        "Suri had 30 marbles. How many marbles did she have under the bed?",
        "Dina has 30 marbles. How many marbles does she have above the shelf?",
        "Suri had 30 marbles. She put 12 marbles in a jar. How many marbles does she have under the jar?",
        "Suri had 30 marbles. She found 5 marbles under the bed. How many marbles does she have near the door?",
        # a change question: its place is checked against the story's moves (ADR 0184)
        "Suri found 30 marbles under the bed. How many marbles did she find near the door?",
    ],
)
def test_a_place_after_the_verb_of_a_question_is_not_a_particle(lexicon, text):
    assert refusal_of(text, lexicon).reason == "unused_operator"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Suri found 30 marbles under the bed. How many marbles did she find under the bed?", 30),
        ("Dina found 30 marbles below the bridge. How many marbles did she find?", 30),
        # particles proper still read as before
        ("Dina had 30 marbles. She picked up 5 marbles. How many marbles does she have?", 35),
        ("Dina had 30 marbles. She gave away 5 marbles. How many marbles does she have?", 25),
    ],
)
def test_places_said_in_the_story_and_true_particles_still_read(lexicon, text, expected):
    assert value_of(text, lexicon) == Fraction(expected)


@pytest.mark.parametrize(
    "text",
    [
        # was 30: the second book has pages too, only never counted
        "Juno bought two books. The first book had 30 pages and the second book had 45 pictures. "
        "How many pages are there in all?",
        "Dina has two wagons. The first wagon has 4 wheels and the second wagon has 2 doors. "
        "How many wheels are there in all?",
    ],
)
def test_a_total_of_parts_with_an_uncounted_like_thing_refuses(lexicon, text):
    assert refusal_of(text, lexicon).reason == "underdetermined"


def test_a_total_of_parts_through_one_and_the_other_refuses(lexicon):
    # was 30, through 'One ... the other' (ADR 0207): the nouns put back are refused, so the first
    # reading's refusal stands
    text = "Juno bought two notebooks. One had 30 pages and the other had 45 stickers. How many pages are there in all?"
    refusal_of(text, lexicon)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # every such thing counted
        (
            "Dina has two wagons. The first wagon has 4 wheels and the second wagon has 6 wheels. "
            "How many wheels are there in all?",
            10,
        ),
        (
            "Juno bought two notebooks. One had 30 pages and the other had 45 pages. How many pages are there in all?",
            75,
        ),
        # contents, not parts: a box need not hold pens
        (
            "Dina has two boxes. The first box has 4 pens and the second box has 2 pencils. "
            "How many pens are there in all?",
            4,
        ),
        (
            "Juno has two boxes. One has 30 pens and the other has 45 pencils. How many pens are there in all?",
            30,
        ),
        # one named thing asked
        (
            "Dina has two wagons. The first wagon has 4 wheels and the second wagon has 2 doors. "
            "How many wheels does the first wagon have?",
            4,
        ),
    ],
)
def test_totals_of_parts_all_told_or_of_contents_still_read(lexicon, text, expected):
    assert value_of(text, lexicon) == Fraction(expected)
