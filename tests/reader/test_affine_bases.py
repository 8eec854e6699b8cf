"""An offset multiple whose base names another holder's amount ("$25 less than twice the money Sam has"),
read as "as much money as Sam" (ADR 0461)."""

import pytest

from packs.model import Lexicon
from reader.affine_bases import affine_bases
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Ola has $30. Pim has $4 less than twice the money Ola has. How much money does Pim have?", 56),
        (
            "Pim has $4 less than twice the money Ola has. If Ola has $30, how much money do they have together?",
            86,
        ),
        ("Ola has $30. Pim has $4 more than 3 times what Ola has. How much money does Pim have?", 94),
        ("Ola has $30. Pim has $3 less than half what Ola has. How much money does Pim have?", 12),
        ("Ola has $30. Pim has $10 more than twice as much as Ola. How much money does Pim have?", 70),
        (
            "Ola has $30. Pim has $5 less than half the amount of money Ola has. How much money does Pim have?",
            10,
        ),
        (
            "Pim has 6 more than twice the number of corks as Ola. Ola has 8 corks. How many corks does Pim have?",
            22,
        ),
        (
            "Pim has 2 fewer than half the number of corks as Ola. If Ola has 12 corks, how many corks do they have in all?",
            16,
        ),
        ("Ola has 8 corks. Pim has 1 more than 3 times the corks Ola has. How many corks does Pim have?", 25),
        (
            "Ola picked 8 figs. Pim picked 1 more than 3 times the figs Ola picked. How many figs did they pick in all?",
            33,
        ),
        (
            "Ola has 8 corks while Pim has 1 less than twice the number of corks Ola has. How many corks does Pim have?",
            15,
        ),
        (
            "Ola has 8 corks. Pim has 4 more than 5 times the amount of corks Ola has. How many corks does Pim have?",
            44,
        ),
    ],
)
def test_the_base_reads_as_as_many_as(text: str, value: int, lexicon: Lexicon) -> None:
    assert value_of(text, lexicon) == value


def test_the_retold_text(lexicon: Lexicon) -> None:
    found = affine_bases(
        "Ola has $30. Pim has $4 less than twice the money Ola has. How much money does Pim have?", lexicon
    )
    assert found is not None
    assert (
        found.text
        == "Ola has $30. Pim has $4 less than twice as much money as Ola. How much money does Pim have?"
    )
    found = affine_bases(
        "Pim has 6 more than twice the number of corks as Ola. Ola has 8 corks. How many corks does Pim have?",
        lexicon,
    )
    assert found is not None
    assert found.text.startswith("Pim has 6 more than twice as many corks as Ola.")


@pytest.mark.parametrize(
    "text",
    [
        # another verb in the base: another amount
        "Ola has $30. Pim has $4 less than twice the money Ola saved. How much money does Pim have?",
        # a pronoun as the base holder: whose?
        "Ola has $30. Pim has $4 less than twice the money she has. How much money does Pim have?",
        # the subject's own amount as the base
        "Ola has $30. Pim has $4 less than twice the money Pim has. How much money does Pim have?",
        # 'what' after a count offset: what of Ola's?
        "Ola has 8 corks. Pim has 4 more than twice what Ola has. How many corks does Pim have?",
        # 'as much as' after a count offset
        "Ola has 8 corks. Pim has 4 more than twice as much as Ola. How many corks does Pim have?",
        # the base holder's amount is never told
        "Ola has 8 corks. Pim has 4 more than twice the corks Sid has. How many corks does Pim have?",
        # another kind than the one told
        "Ola has 8 pins. Pim has 4 more than twice the corks Ola has. How many corks does Pim have?",
        # an offset of other things
        "Ola has 8 corks. Pim has 4 pins more than twice the corks Ola has. How many pins does Pim have?",
        # money as the base when the holder holds things
        "Ola has 8 corks. Pim has $4 more than twice the money Ola has. How much money does Pim have?",
        # a past holding in a story that changes it: before or after the change?
        "Ola had 8 corks. She lost 2 corks. Pim had 1 more than 3 times the corks Ola had. How many corks did Pim have?",
        # words after the base verb
        "Ola has 8 corks. Pim has 1 more than 3 times the corks Ola has at home. How many corks does Pim have?",
    ],
)
def test_other_shapes_keep_a_refusal(text: str, lexicon: Lexicon) -> None:
    refusal_of(text, lexicon)


def test_nothing_is_retold_outside_the_shape(lexicon: Lexicon) -> None:
    assert (
        affine_bases(
            "Ola has 8 corks. Pim has twice as many corks as Ola. How many corks does Pim have?", lexicon
        )
        is None
    )
    assert affine_bases("Pim has $4 less than twice the money Ola has.", lexicon) is None
