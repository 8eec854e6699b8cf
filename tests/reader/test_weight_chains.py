"""Weights told against each other with 'weighs', in the shapes ADR 0120 leaves (ADR 0488)."""

import pytest

from packs.model import Lexicon
from reader.weight_chains import read_weight_chains
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # a chain with the told weight last, in an 'If' clause, and the unit said again after the question
        (
            "Arne weighs 15 pounds more than Bea. Cleo weighs half as much as Arne. "
            "If Cleo weighs 60 pounds, how much does Bea weigh, in pounds?",
            105,
        ),
        # several parts after one 'weighs', asked as a mean
        (
            "Dirk weighs 70 kg, 4 kg less than Elke and 10 kg more than Fritz. "
            "What is the average weight of the three people, in kilograms?",
            68,
        ),
        # things, and a difference asked the other way round
        (
            "The mule weighs 300 pounds, 40 pounds more than the donkey and 200 pounds less than the horse. "
            "How many more pounds does the horse weigh than the donkey?",
            240,
        ),
        (
            "Ulli weighs 6 kg more than Vic. Wes weighs twice as much as Vic. If Wes weighs 80 kg, what is the weight of Ulli?",
            46,
        ),
        (
            "Ulli weighs 6 kg more than Vic. Wes weighs twice as much as Vic. If Wes weighs 80 kg, "
            "how much less does Vic weigh than Ulli?",
            6,
        ),
        # a group counted as "the two <nouns>"
        (
            "Lise's dog weighs 22 pounds. Lise's cat weighs 9 pounds less than Lise's dog. "
            "How much do the two pets weigh together?",
            35,
        ),
        (
            "The tub weighs 12 pounds, 3 times as much as the pail. What is their combined weight, in pounds?",
            16,
        ),
    ],
)
def test_read(text: str, value: int, lexicon: Lexicon) -> None:
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        # another unit asked, or told, is not converted
        "Arne weighs 15 pounds more than Bea. Cleo weighs half as much as Arne. "
        "If Cleo weighs 60 pounds, how much does Bea weigh, in kilograms?",
        "Arne weighs 15 pounds more than Bea. Cleo weighs half as much as Arne. "
        "If Cleo weighs 60 kg, how much does Bea weigh, in pounds?",
        # a change over time
        "Arne weighs 15 pounds more than Bea. Cleo weighs half as much as Arne. "
        "If Cleo weighs 60 pounds, how much does Bea weigh now, in pounds?",
        # a group count that is not the holders'
        "Dirk weighs 70 kg, 4 kg less than Elke and 11 kg more than Fritz. "
        "What is the average weight of the two people, in kilograms?",
        # each or together?
        "Lise's dog weighs 22 pounds. Lise's cat weighs 9 pounds less than Lise's dog. How much do the two pets weigh?",
        # a holder never weighed; a pronoun holder
        "The mule weighs 300 pounds, 40 pounds more than the donkey and 200 pounds less than the horse. "
        "How much does the goat weigh?",
        "Ulli weighs 6 kg more than Vic. He weighs twice as much as Wes. If Wes weighs 40 kg, what is the weight of Ulli?",
        # a relation the answer does not need: a number with no role
        "Ulli weighs 6 kg more than Vic. Wes weighs twice as much as Vic. If Wes weighs 80 kg, what is the weight of Wes?",
    ],
)
def test_refused(text: str, lexicon: Lexicon) -> None:
    refusal_of(text, lexicon)


@pytest.mark.parametrize(
    "text",
    [
        # a circle: both ends of the last relation are known already
        "Ulli weighs 6 kg more than Vic. Vic weighs 6 kg less than Ulli. If Vic weighs 40 kg, what is the weight of Ulli, in kg?",
        # two weights of one holder in one statement
        "The tub weighs 12 pounds and 14 pounds. What is the weight of the tub, in pounds?",
        # a mean with more than two decimals
        "Dirk weighs 70 kg, 4 kg less than Elke and 12 kg more than Fritz. "
        "What is the average weight of the three people, in kilograms?",
        # 'a' for a holder met before: the same one or another?
        "A tub weighs 12 pounds. A tub weighs 3 times as much as the pail. What is their combined weight, in pounds?",
    ],
)
def test_reading_refuses(text: str, lexicon: Lexicon) -> None:
    assert read_weight_chains(text, lexicon) is None
