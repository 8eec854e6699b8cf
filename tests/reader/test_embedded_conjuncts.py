"""Two embedded amounts joined by 'and' in one clause (ADR 0421)."""

import pytest

from packs.model import Lexicon
from reader.embedded_conjuncts import embedded_conjuncts
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (
            "Rosa has 3 boxes with 10 pens in each box and 2 boxes with 6 pens in each box. How many pens does she have?",
            42,
        ),
        ("Rosa has 3 boxes with 10 pens each and 2 boxes with 6 pens each. How many pens does she have?", 42),
        (
            "Rosa has 3 boxes with 10 pens in each and 2 boxes with 6 pens in each. How many pens does she have?",
            42,
        ),
        ("Rosa has 3 boxes with 10 pens each and 2 boxes with 6 pens each. How many boxes does she have?", 5),
        (
            "Kofi has 7 crates with 20 melons in each crate and 2 crates with 16 melons in each crate. "
            "He sells 50 melons. How many melons does Kofi have left?",
            122,
        ),
        (
            "There are 6 baskets with 10 plums each and 4 baskets with 15 plums each. How many plums are there in all?",
            120,
        ),
    ],
)
def test_each_conjunct_counts_its_contents(text: str, value: int, lexicon: Lexicon) -> None:
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        # two kinds of things are not one sum
        "Rosa has 3 boxes with 10 pens in each box and 2 boxes with 6 pencils in each box. How many pens does she have?",
        # 'in each' names another container
        "Rosa has 3 boxes with 10 pens in each bag and 2 boxes with 6 pens in each box. How many pens does she have?",
        # a collective word makes the distributive reading not the only one
        "Rosa has 3 boxes with 10 pens in each box and 2 boxes with 6 pens in each box in total. How many pens?",
        # three conjuncts
        "Rosa has 3 boxes with 10 pens in each box, 2 boxes with 6 pens in each box and 4 boxes with 5 pens "
        "in each box. How many pens does she have?",
        # negation
        "Rosa does not have 3 boxes with 10 pens in each box and 2 boxes with 6 pens in each box. How many pens "
        "does she have?",
        # a plan, not a holding
        "Rosa wants 3 boxes with 10 pens in each box and 2 boxes with 6 pens in each box. How many pens does she have?",
        # the shape asked, not told
        "How many pens are in 3 boxes with 10 pens in each box and 2 boxes with 6 pens in each box?",
    ],
)
def test_what_the_closed_shape_leaves_out_still_refuses(text: str, lexicon: Lexicon) -> None:
    refusal_of(text, lexicon)


def test_one_embedded_amount_is_left_to_the_sentence_reader(lexicon: Lexicon) -> None:
    text = "Rosa has 3 boxes with 10 pens in each box. She has 2 more pens. How many pens does she have?"
    assert embedded_conjuncts(text, lexicon) is None


def test_the_retold_text_names_contents_with_of(lexicon: Lexicon) -> None:
    text = (
        "Rosa has 3 boxes with 10 pens each and 2 boxes with 6 pens in each box. How many pens does she have?"
    )
    found = embedded_conjuncts(text, lexicon)
    assert found is not None
    assert found.text.startswith("Rosa has 3 boxes of 10 pens and 2 boxes of 6 pens.")
