"""A multiple whose compared side is written out ("the number of toys that Ann has"), read as "as many toys as Ann" (ADR 0443)."""

import pytest

from packs.model import Lexicon
from reader.number_of_comparisons import number_of_comparisons
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (
            "Ivy has 13 corks. Ravi has 4 more than twice the number of corks that Ivy has. How many corks does Ravi have?",
            30,
        ),
        (
            "Ivy has 13 corks. Ravi has 4 more than twice the number of corks Ivy has. How many corks does Ravi have?",
            30,
        ),
        (
            "Ann has 6 pens. Bob has 2 more than twice the number of pens Ann has. How many pens does Bob have?",
            14,
        ),
        (
            "Ivy has 18 corks. Ravi has 2 fewer than half the number of corks which Ivy has. How many corks does Ravi have?",
            7,
        ),
        (
            "Ivy has 5 corks. Ravi has 1 less than 6 times the number of corks that Ivy has. How many corks does Ravi have?",
            29,
        ),
        ("Ivy has 13 corks. Ravi has 4 more than twice Ivy's corks. How many corks does Ravi have?", 30),
        (
            "The bin has 9 corks. The box has 3 more corks than 3 times the number of corks in the bin. How many corks does the box have?",
            30,
        ),
        (
            "Ivy sold 13 corks. Ravi sold 4 more than twice the number of corks that Ivy sold. How many corks did Ravi sell?",
            30,
        ),
        (
            "Ivy sold 13 corks. Ravi sold 4 more than twice the number of corks that Ivy did. How many corks did Ravi sell?",
            30,
        ),
        (
            "Ivy has 15 corks. Ravi has 2/3 the number of corks that Ivy has. How many corks does Ravi have?",
            10,
        ),
    ],
)
def test_the_compared_side_reads_as_as_many_as(text: str, value: int, lexicon: Lexicon) -> None:
    assert value_of(text, lexicon) == value


def test_the_retold_text(lexicon: Lexicon) -> None:
    text = "Ivy has 13 corks. Ravi has 4 more than twice the number of corks that Ivy has. How many corks does Ravi have?"
    found = number_of_comparisons(text, lexicon)
    assert found is not None
    assert (
        found.text
        == "Ivy has 13 corks. Ravi has 4 more than twice as many corks as Ivy. How many corks does Ravi have?"
    )


def test_a_chain_of_two_retold_comparisons(lexicon: Lexicon) -> None:
    text = (
        "Ivy has 6 corks. Ravi has twice the number of corks that Ivy has. "
        "Sol has 1 more than 3 times the number of corks that Ravi has. How many corks does Sol have?"
    )
    assert value_of(text, lexicon) == 37


@pytest.mark.parametrize(
    "text",
    [
        # another tense in the relative clause: the count at another time
        "Ivy has 13 corks. Ravi has 4 more than twice the number of corks that Ivy had. How many corks does Ravi have?",
        # a pronoun as the compared holder: whose?
        "Ivy has 13 corks. Ravi has 4 more than twice the number of corks that she has. How many corks does Ravi have?",
        # words after the echoing verb
        "Ivy has 13 corks. Ravi has 4 more than twice the number of corks that Ivy has at home. How many corks does Ravi have?",
        # other things than the ones told
        "Ivy has 13 pins. Ravi has 4 more than twice the number of corks that Ivy has. How many corks does Ravi have?",
        # an offset of other things
        "Ivy sold 13 corks. Ravi sold 4 more pins than twice the number of corks that Ivy sold. How many corks did Ravi sell?",
        # a possessive after a move
        "Ivy has 13 corks. Ravi bought 4 more than twice Ivy's corks. How many corks did Ravi buy?",
        # a past holding in a story that changes amounts: before or after the change?
        "Ivy had 13 corks. She lost 3 corks. Ravi had 4 more than twice the number of corks that Ivy had. How many corks did Ravi have?",
        # a condition
        "Ivy has 13 corks. If Ravi has 4 more than twice the number of corks that Ivy has, how many corks does Ravi have?",
    ],
)
def test_other_shapes_keep_a_refusal(text: str, lexicon: Lexicon) -> None:
    refusal_of(text, lexicon)


def test_a_past_holding_with_no_change_is_read(lexicon: Lexicon) -> None:
    text = "Ivy had 13 corks. Ravi had 4 more than twice the number of corks that Ivy had. How many corks did Ravi have?"
    assert value_of(text, lexicon) == 30


def test_nothing_is_retold_outside_the_shape(lexicon: Lexicon) -> None:
    assert (
        number_of_comparisons(
            "Ivy has 13 corks. Ravi has twice as many corks as Ivy. How many corks does Ravi have?", lexicon
        )
        is None
    )
    assert number_of_comparisons("Ravi has twice the number of corks that Ivy has.", lexicon) is None
