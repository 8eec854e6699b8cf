"""Changes of an entity's own measure: lost, gained, grew (ADR 0111)."""

from fractions import Fraction

import pytest

from reader import Answer, read_problem
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Rita weighed 58 kilograms. She lost 6 kilograms. How much does Rita weigh now?", 52),
        ("The goat weighed 30 pounds. The goat gained 7 pounds. How much does the goat weigh now?", 37),
        ("Omar was 48 inches tall. He grew 5 inches. How tall is Omar now?", 53),
        ("Omar was 48 inches tall. Then he grew 5 inches taller. How tall is Omar now?", 53),
        ("Omar was 48 inches tall. He grew 5 inches. How many inches tall is he now?", 53),
        ("The torch was 9 inches long. The torch lost 2 inches. How long is the torch now?", 7),
        (
            "Rita weighed 58 kilograms. She lost 6 kilograms. She gained 2 kilograms. How much does she weigh now?",
            54,
        ),
        (
            "Rita weighed 58.5 kilograms. She lost 6 kilograms. How much does Rita weigh now?",
            Fraction(105, 2),
        ),
        ("Rita weighed 58 kilograms and she lost 6 kilograms. How much does Rita weigh now?", 52),
        # a pronoun with one person before it, also with no change
        ("Rita is 150 centimeters tall. How tall is she?", 150),
    ],
)
def test_changes_of_a_measure_are_read(lexicon, text, value):
    assert value_of(text, lexicon) == value


def test_the_change_is_a_step_of_the_derivation(lexicon):
    result = read_problem(
        "Rita weighed 58 kilograms. She lost 6 kilograms. How much does Rita weigh now?", lexicon
    )
    assert isinstance(result, Answer)
    assert result.steps[-1] == "lost 6: 58 - 6 = 52 kilogram"
    assert [e.kind for e in result.graph.events] == ["hold", "change"]


@pytest.mark.parametrize(
    "text",
    [
        # a present measure may already be the one after the change
        "Rita weighs 58 kilograms. She lost 6 kilograms. How much does Rita weigh now?",
        "Omar is 48 inches tall. He grew 5 inches. How tall is Omar now?",
        "Omar was 48 inches tall. He grows 5 inches. How tall is Omar now?",
        # things held, food eaten, another unit or dimension
        "Rita weighed 58 kilograms. She lost 6 marbles. How much does Rita weigh now?",
        "Rita weighed 58 kilograms. She ate 2 kilograms of rice. How much does Rita weigh now?",
        "Rita weighed 58 kilograms. She lost 6 pounds. How much does Rita weigh now?",
        "Rita weighed 58 kilograms. She lost 6 inches. How much does Rita weigh now?",
        "Omar was 48 inches tall. He grew 1 foot. How tall is Omar now?",
        # a pronoun that could be two people, or of the wrong gender; a group
        "Rita weighed 58 kilograms. Omar weighed 70 kilograms. She lost 6 kilograms. How much does Rita weigh now?",
        "Rita weighed 58 kilograms. He lost 6 kilograms. How much does Rita weigh now?",
        "Rita and Omar weighed 128 kilograms. They lost 6 kilograms. How much do they weigh now?",
        # a measure at or below nothing
        "The goat weighed 30 pounds. The goat lost 30 pounds. How much does the goat weigh now?",
        "The goat weighed 30 pounds. The goat lost 31 pounds. How much does the goat weigh now?",
        # the question does not ask the measure now, or the words disagree
        "Rita weighed 58 kilograms. She lost 6 kilograms. How much does Rita weigh?",
        "Rita weighed 58 kilograms. She lost 6 kilograms. How much did Rita weigh now?",
        "Rita weighed 58 kilograms. She lost 6 kilograms. How much did she lose?",
        "Omar was 48 inches tall. He grew 5 inches shorter. How tall is Omar now?",
        "Omar was 48 inches tall. He grew 5 inches. How much does Omar weigh now?",
        # negation, condition, rate, approximation, another person's change
        "Rita weighed 58 kilograms. She did not lose 6 kilograms. How much does Rita weigh now?",
        "Omar was 48 inches tall. If he grew 5 inches, how tall is Omar now?",
        "Omar was 48 inches tall. He grew 5 inches every year. How tall is Omar now?",
        "Rita weighed 58 kilograms. She lost about 6 kilograms. How much does Rita weigh now?",
        "Rita weighed 58 kilograms. Omar lost 6 kilograms. How much does Rita weigh now?",
    ],
)
def test_near_misses_refuse(lexicon, text):
    refusal_of(text, lexicon)
