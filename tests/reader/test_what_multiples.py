"""An amount told as a multiple of what another named doer did, written out and read again (ADR 0493)."""

from fractions import Fraction

import pytest

from packs.model import Lexicon
from reader.what_multiples import what_multiple
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # money, a total of 'the two of them'
        (
            "Rosa earned $360. Ivo earned half of what Rosa earned. How much did the two of them earn together?",
            540,
        ),
        # 'the two boys' told as the two named doers
        (
            "Ivo saved $70. Omar saved twice what Ivo saved. How much money did the two boys save in total?",
            210,
        ),
        # an offset multiple of a measure, and a multiple of that multiple
        (
            "Lena gained 4 pounds. Kira gained 1 pound more than three times what Lena gained. "
            "Nadia gained 3 pounds less than half of what Kira gained. How much weight did the three friends gain?",
            Fraction(41, 2),
        ),
        # a difference
        ("Mara spent $120. Uli spent a third of what Mara spent. How much more did Mara spend than Uli?", 80),
        # one doer asked
        (
            "Gina walked 9 kilometers. Hugo walked 2 kilometers less than twice what Gina walked. "
            "How many kilometers did Hugo walk?",
            16,
        ),
    ],
)
def test_read(text: str, value: Fraction, lexicon: Lexicon) -> None:
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        # a pronoun as the compared doer: whose?
        "Rosa earned $360. Ivo earned half of what she earned. How much did Ivo earn?",
        # the compared doer told two amounts
        "Rosa earned $360. Rosa earned $40. Ivo earned half of what Rosa earned. How much did Ivo earn?",
        # another verb, another tense
        "Rosa earned $360. Ivo spent half of what Rosa earned. How much did Ivo spend?",
        "Rosa earned $360. Ivo earned half of what Rosa earns. How much did Ivo earn?",
        # a count: 'what Rosa picked' could be anything she picked
        "Rosa picked 36 pears. Ivo picked half of what Rosa picked. How many pears did Ivo pick?",
        # an offset in other units
        "Gina walked 9 miles. Hugo walked 2 kilometers more than twice what Gina walked. How far did Hugo walk?",
        # a negation, a later change, someone told no amount
        "Rosa earned $360. Ivo did not earn half of what Rosa earned. How much did Ivo earn?",
        "Rosa earned $360. Ivo earned half of what Rosa earned. Ivo lost $20. How much did Ivo earn?",
        "Rosa earned $360. Ivo earned half of what Omar earned. How much did Ivo earn?",
        # 'the three girls' of two named doers; nothing or less left
        "Rosa earned $360. Ivo earned half of what Rosa earned. How much did the three girls earn together?",
        "Rosa earned $30. Ivo earned $40 less than half of what Rosa earned. How much did Ivo earn?",
    ],
)
def test_refused(text: str, lexicon: Lexicon) -> None:
    refusal_of(text, lexicon)


def test_retelling_writes_the_amount_out(lexicon: Lexicon) -> None:
    found = what_multiple(
        "Rosa earned $360. Ivo earned $5 more than twice what Rosa earned. How much did Ivo earn?", lexicon
    )
    assert found is not None
    assert found.text == "Rosa earned $360. Ivo earned $725. How much did Ivo earn?"
    assert found.steps == ("'$5 more than twice what Rosa earned' of $360: $725",)


def test_other_shapes_are_left_to_the_chain(lexicon: Lexicon) -> None:
    assert what_multiple("Rosa earned $360. How much did Rosa earn?", lexicon) is None
    assert what_multiple("Rosa earned $360 and Ivo earned twice what Rosa earned. How much?", lexicon) is None
