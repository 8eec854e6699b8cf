"""A length, a height, a weight or a distance compared by a percentage, told as a difference (ADR 0500)."""

from fractions import Fraction

import pytest

from packs.model import Lexicon
from reader.percent_measures import percent_measures
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # a length, longer and shorter
        (
            "The cedar beam is 16 feet long. The ash beam is 25% longer than the cedar beam. How long is the ash beam?",
            20,
        ),
        (
            "The cedar beam is 16 feet long. The ash beam is 75% shorter than the cedar beam. How long is the ash beam?",
            4,
        ),
        # no 'than' right after the base
        (
            "The green ribbon is 80 centimeters long. The gold ribbon is 5% longer. How long is the gold ribbon?",
            84,
        ),
        # a height, and the base told after the comparison
        ("Odile is 20% taller than Piet. Piet is 140 centimeters tall. How tall is Odile?", 168),
        # a weight, with 'weighs less' and a total for 'they'
        ("Bruno weighs 90 pounds. Cleo weighs 10% less than Bruno. How much do they weigh together?", 171),
        (
            "The rice sack weighs 25 kilograms. The bean sack is 20% lighter than the rice sack. "
            "How much does the bean sack weigh?",
            20,
        ),
        # a distance gone, and a chain of two comparisons
        ("Vera drove 16 miles. Wim drove 25% farther than Vera. How far did Wim drive?", 20),
        (
            "Vera drove 16 miles. Wim drove 25% farther than Vera. Xia drove 10% farther than Wim. How far did Xia drive?",
            22,
        ),
        # not whole, but a finite decimal
        (
            "The cedar beam is 10 feet long. The ash beam is 15% longer than the cedar beam. How long is the ash beam?",
            Fraction(23, 2),
        ),
    ],
)
def test_read(text: str, value: Fraction, lexicon: Lexicon) -> None:
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        # 'N times longer': N or N + 1 times?
        "The cedar beam is 16 feet long. The ash beam is 2 times longer than the cedar beam. How long is the ash beam?",
        # over 100%, and all of it taken away
        "The cedar beam is 16 feet long. The ash beam is 120% longer than the cedar beam. How long is the ash beam?",
        "The cedar beam is 16 feet long. The ash beam is 100% shorter than the cedar beam. How long is the ash beam?",
        # a comparative of the other dimension
        "The cedar beam is 16 feet long. The ash beam is 25% heavier than the cedar beam. How long is the ash beam?",
        "Bruno weighs 90 pounds. Cleo is 10% taller than Bruno. How much does Cleo weigh?",
        # a duration, not a length
        "The first song is 4 minutes long. The second song is 25% longer. How long is the second song?",
        # a pronoun base, a base never told, a base told twice
        "The cedar beam is 16 feet long. The ash beam is 25% longer than it. How long is the ash beam?",
        "The cedar beam is 16 feet long. The ash beam is 25% longer than the elm beam. How long is the ash beam?",
        "The cedar beam is 16 feet long. The cedar beam is 12 feet long. The ash beam is 25% longer than the cedar beam. "
        "How long is the ash beam?",
        # a negation
        "The cedar beam is 16 feet long. The ash beam is not 25% longer than the cedar beam. How long is the ash beam?",
        # another verb for the distance
        "Vera drove 16 miles. Wim swam 25% farther than Vera. How far did Wim swim?",
        # a difference that is no finite decimal of two places
        "The cedar beam is 10 feet long. The ash beam is 1.25% longer than the cedar beam. How long is the ash beam?",
    ],
)
def test_refused(text: str, lexicon: Lexicon) -> None:
    refusal_of(text, lexicon)


def test_retelling_writes_the_difference(lexicon: Lexicon) -> None:
    found = percent_measures(
        "The cedar beam is 16 feet long. The ash beam is 25% longer. How long is the ash beam?", lexicon
    )
    assert found is not None
    assert found.text == (
        "The cedar beam is 16 feet long. The ash beam is 4 feet longer than the cedar beam. How long is the ash beam?"
    )
    assert found.steps == ("25% longer than the cedar beam's 16 feet is 4 feet longer",)


def test_other_shapes_are_left_to_the_chain(lexicon: Lexicon) -> None:
    assert percent_measures("The cedar beam is 16 feet long. How long is the cedar beam?", lexicon) is None
    assert (
        percent_measures("A pen costs $4. A book is 50% more expensive. How much is the book?", lexicon)
        is None
    )
    assert (
        percent_measures("The beam is 16 feet long. 80% of it is painted. How long is the beam?", lexicon)
        is None
    )
