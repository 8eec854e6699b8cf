"""One doer's two acts of moving compared, and the lengths of persons' trips (ADR 0203)."""

from fractions import Fraction

import pytest

from reader import read_problem
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # two acts of one doer, compared by their verbs
        ("Ivy ran 0.8 mile and walked 0.3 mile. How much farther did Ivy run than walk?", "1/2"),
        ("Ivy ran 0.8 of a mile and walked 0.3 of a mile. How much farther did Ivy run than walk?", "1/2"),
        ("Jon swam 2 miles and then cycled 10 miles. How many more miles did Jon cycle than swim?", 8),
        ("Jon swam 2 miles and cycled 10 miles. How many miles further did he cycle than swim?", 8),
        ("Jon swam 2 miles and cycled 10 miles. How much less did Jon swim than cycle?", 8),
        ("Jon swims 2 miles and cycles 10 miles. How much farther does Jon cycle than swim?", 8),
        ("Jon hiked 6 kilometers. He drove 40 kilometers. How much farther did he drive than hike?", 34),
        (
            "The dog walked 200 meters and ran 700 meters. How many more meters did the dog run than walk?",
            500,
        ),
        # a trip's length needs no 'long'
        (
            "Ada's bus ride to school is 1.5 miles and Bo's bus ride is 0.5 mile. "
            "How much longer is Ada's bus ride than Bo's?",
            1,
        ),
        (
            "Ada's walk to the park is 2 miles and Bo's is 5 miles. How much farther is Bo's walk than Ada's?",
            3,
        ),
        ("Ada's walk is 2 miles. Bo's walk is 5 miles. How much shorter is Ada's walk than Bo's?", 3),
        (
            "Ada's bike ride was 12 kilometers and Bo's bike ride was 4 kilometers. "
            "How many kilometers longer was Ada's bike ride than Bo's bike ride?",
            8,
        ),
        ("Ada's drive to the lake is 30 miles. How far is Ada's drive to the lake?", 30),
        (
            "Ada's jump was 0.75 of a foot and Bo's jump was 0.5 of a foot. How much farther was Ada's jump than Bo's?",
            "1/4",
        ),
    ],
)
def test_joined_measures_are_read(lexicon, text, value):
    assert value_of(text, lexicon) == Fraction(value)


@pytest.mark.parametrize(
    "text",
    [
        # the question reversed: the difference would not be positive
        "Ivy ran 0.8 mile and walked 0.3 mile. How much farther did Ivy walk than run?",
        "Ivy ran 1 mile and walked 1 mile. How much farther did Ivy run than walk?",
        # units that differ, or a question in another unit: no conversion is guessed
        "Ivy ran 2 miles and walked 500 yards. How much farther did Ivy run than walk?",
        "Ivy ran 2 miles and walked 1 mile. How many yards farther did Ivy run than walk?",
        # two doers, someone else asked, a pronoun of the other gender
        "Ivy ran 2 miles and Tom walked 1 mile. How much farther did Ivy run than walk?",
        "Ivy ran 2 miles and walked 1 mile. How much farther did Tom run than walk?",
        "Ivy ran 2 miles and walked 1 mile. How much farther did he run than walk?",
        # a third act, an act told twice, a verb not told, the tenses disagreeing
        "Ivy ran 2 miles, walked 1 mile and swam 1 mile. How much farther did Ivy run than walk?",
        "Ivy ran 2 miles and walked 1 mile. She ran 3 miles. How much farther did Ivy run than walk?",
        "Ivy ran 2 miles and walked 1 mile. How much farther did Ivy run than swim?",
        "Ivy ran 2 miles and walked 1 mile. How much farther does Ivy run than walk?",
        "Ivy ran 3 of a mile and walked 1 mile. How much farther did Ivy run than walk?",
        "Ivy ran 2 hours and walked 1 hour. How much farther did Ivy run than walk?",
        "If Ivy ran 2 miles and walked 1 mile, how much farther did Ivy run than walk?",
        # trips: reversed, not told, told twice, another place, 'how long' (time?), not a trip
        "Ada's walk to the park is 2 miles and Bo's walk is 5 miles. How much longer is Ada's walk than Bo's?",
        "Ada's walk is 2 miles and Bo's walk is 5 miles. How much longer is Bo's walk than Cy's?",
        "Ada's walk is 2 miles and Bo's walk is 5 miles. Cy's walk is 4 miles. How much longer is Bo's walk than Ada's?",
        "Ada's walk to the park is 2 miles. How far is Ada's walk to school?",
        "Ada's walk is 2 miles. How long is Ada's walk?",
        "Ada's rope is 2 feet and Bo's rope is 5 feet. How much longer is Bo's rope than Ada's?",
        "Ada's walk is 2 miles and Bo's walk is 3000 meters. How much longer is Bo's walk than Ada's?",
        "Ada's walk is 2 miles and Bo's ride is 5 miles. How much longer is Bo's walk than Ada's?",
        "Ada's walk is 2 miles and Bo's walk is 5 miles. How much taller is Bo's walk than Ada's?",
        "Ada's walk is not 2 miles and Bo's walk is 5 miles. How much longer is Bo's walk than Ada's?",
    ],
)
def test_unsound_joined_measures_refuse(lexicon, text):
    refusal_of(text, lexicon)


def test_the_difference_is_a_derivation_over_both_acts(lexicon):
    result = read_problem(
        "Ivy ran 0.8 mile and walked 0.3 mile. How much farther did Ivy run than walk?", lexicon
    )
    assert result.unit == "mile"
    assert result.steps[-1] == "4/5 - 3/10 = 1/2 mile"
    assert result.graph.number_tokens == ((0, 2), (0, 6))


def test_a_trip_asked_by_its_owner_alone_is_the_trip_just_compared(lexicon):
    result = read_problem(
        "Ada's bus ride to school is 1.5 miles and Bo's bus ride is 0.5 mile. How much longer is Ada's bus ride than Bo's?",
        lexicon,
    )
    assert [e.key for e in result.graph.entities] == ["ada's bus ride", "bo's bus ride"]
