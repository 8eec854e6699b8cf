"""Distances covered by moving, and compared between doers (ADR 0186)."""

from fractions import Fraction

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # one doer's act read on its own chain, marked with the verb
        ("Tom ran 5 miles. How many miles did Tom run?", 5),
        ("Tom ran 5 miles and walked 2 miles. How many miles did Tom walk?", 2),
        ("Tom ran 5 kilometers. How many meters did Tom run?", 5000),
        ("The car traveled 300 miles. How many miles did the car travel?", 300),
        ("Tom ran 5 miles. Ann ran 7 miles. How many miles did they run in all?", 12),
        ("Ana ran 5 miles. Then she ran 2 more miles. How many miles did she run in total?", 7),
        # the whole-problem reading: 'how far', comparisons, chains, totals
        ("The rabbit jumped 14 inches. How far did the rabbit jump?", 14),
        ("Tom swam 300 meters. Ann swam 50 meters more than Tom. How far did Ann swim?", 350),
        ("Tom swam 300 meters. Ann swam 50 more meters than Tom. How many meters did Ann swim?", 350),
        ("Tom ran 5 miles. Ann ran 2 miles shorter than Tom. How far did Ann run?", 3),
        ("Tom ran 5.5 miles. Ann ran 0.5 miles less than Tom. How far did Ann run?", 5),
        (
            "The frog jumped 13 inches. The frog jumped 5 inches farther than the toad. How far did the toad jump?",
            8,
        ),
        (
            "The frog jumped 20 inches. The toad jumped 5 inches farther than the frog. "
            "How many more inches did the toad jump than the frog?",
            5,
        ),
        (
            "The frog jumped 20 inches. The toad jumped 5 inches farther than the frog. "
            "How far did they jump altogether?",
            45,
        ),
        (
            "The hen, the duck and the goose had a jumping game. The hen jumped 9 inches. "
            "The goose jumped 3 inches lesser than the duck who jumped 33 inches farther than the hen. "
            "How far did the goose jump?",
            39,
        ),
        # a statement the question does not need may stay once the whole chain is solved
        (
            "The hen jumped 9 inches. The duck jumped 3 inches lesser than the hen. The goose jumped 5 inches. "
            "How far did the duck jump?",
            6,
        ),
        # teaching 'jump' as a verb keeps its noun use before a noun
        (
            "The jump rope is half the length of the garden hose. The garden hose is 14 feet long. "
            "How long is the jump rope?",
            7,
        ),
    ],
)
def test_distances_are_read(lexicon, text, value):
    assert value_of(text, lexicon) == Fraction(value)


@pytest.mark.parametrize(
    "text",
    [
        # a held length beside a distance covered: taken out of it or not?
        "Tom had 5 miles to run. He ran 3 miles. How many miles does he have left?",
        "Tom has 5 miles of rope. Tom ran 3 miles. How many miles does Tom have?",
        # the unnamed 'they': each of them, or all together?
        "They ran 5 miles. How many miles did they run?",
        # a second act of one doer is not silently summed by 'how far'
        "Tom swam 300 meters. Tom swam 50 meters. How far did Tom swim?",
        # a negative distance, a doer compared with itself, a difference the wrong way round
        "Tom ran 5 miles. Ann ran 6 miles shorter than Tom. How far did Ann run?",
        "The frog jumped 13 inches. The frog jumped 2 inches farther than the frog. How far did the toad jump?",
        "The frog jumped 20 inches. The toad jumped 5 inches farther than the frog. "
        "How much farther did the frog jump than the toad?",
        # another verb, another unit, a multiple, a negation, a total with no 'in all'
        "Tom ran 5 miles. Ann ran 2 miles more than Tom. How far did Ann walk?",
        "Tom ran 5 miles. Ann ran 2 kilometers farther than Tom. How far did Ann run?",
        "Tom ran 5 miles. Ann ran twice as far as Tom. How far did Ann run?",
        "Tom ran 5 miles. Ann did not run 2 miles farther than Tom. How far did Ann run?",
        "Tom ran 5 miles. Ann ran 2 miles farther than Tom. How far did they run?",
        "The frog jumped 20 inches. The toad jumped 5 inches farther. How far did the toad jump?",
        "The frog jumped 20 inches. The toad jumped 5 inches farther than the frog who jumped again. "
        "How far did the toad jump?",
        "Tom threw the ball 40 yards. How far did Tom throw the ball?",
        # one distance in two units; 'more' beside another time may be more than that time's
        "Mia walked 2 miles and 300 yards. How many miles did Mia walk?",
        "Ana ran 5 miles on Monday. She ran 2 more miles on Tuesday. How many miles did she run in total?",
        "Ana worked 5 hours on Monday. She worked 2 more hours on Tuesday. How many hours did she work in total?",
    ],
)
def test_unsound_distances_refuse(lexicon, text):
    refusal_of(text, lexicon)


def test_the_unnamed_group_refusal_names_the_distance(lexicon):
    refusal = refusal_of("They hiked 9 miles. How many miles did they hike?", lexicon)
    assert refusal.reason == "ambiguous_unit"
    assert refusal.token_text == "9"


def test_a_contest_chain_is_a_derivation(lexicon):
    from reader import read_problem

    answer = read_problem(
        "The frog jumped 20 inches. The toad jumped 5 inches farther than the frog. How far did the toad jump?",
        lexicon,
    )
    assert answer.value == 25
    assert answer.unit == "inch"
    assert any("20 + 5 = 25" in step for step in answer.steps)
