"""Nouns left out after 'one ... the other', 'each one' and 'needed 7 total' are put back (ADR 0207).

Only one noun may be meant: the pair counted in the sentence before, the one plural kind named
before 'each one' or before the need. Anything else keeps the old refusal.
"""

import pytest

from reader import read_problem
from reader.left_out_nouns import fill_left_out_nouns
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    "text, gold",
    [
        (
            "Nora bought two coloring books. One had 20 pages and the other had 35. How many pages are there in all?",
            55,
        ),
        ("Ben has 2 bags. One has 7 apples and the other has 9. How many apples are there in total?", 16),
        (
            "Leo has two boxes. One box has 12 pens and the other box has 30 pens. How many pens are there in all?",
            42,
        ),
        ("Sam bought 4 kites. Each one cost $3. How much money did he spend?", 12),
        ("Omar bought 5 tickets. Each one cost 4 dollars. How much did he spend?", 20),
        ("Kim had 3 action figures, but needed 9 total. How many more action figures does she need?", 6),
        ("Kim has 4 stamps. She needs 10 altogether. How many more stamps does she need?", 6),
    ],
)
def test_the_one_noun_meant_is_put_back(lexicon, text, gold):
    assert value_of(text, lexicon) == gold


def test_the_pair_becomes_a_first_and_a_second_member(lexicon):
    filled = fill_left_out_nouns(
        "Nora bought two coloring books. One had 20 pages and the other had 35. How many pages are there in all?",
        lexicon,
    )
    assert filled is not None
    assert "The first coloring book had 20 pages and the second coloring book had 35." in filled.text
    answer = read_problem(
        "Nora bought two coloring books. One had 20 pages and the other had 35. How many pages are there in all?",
        lexicon,
    )
    assert "the first and the second coloring book" in answer.steps[0]


def test_each_one_and_a_total_need_name_the_kind(lexicon):
    filled = fill_left_out_nouns("Kim had 3 action figures, but needed 9 total. Each one costs $2.", lexicon)
    assert filled is not None
    assert (
        filled.text == "Kim had 3 action figures, but needed 9 action figures. Each action figure costs $2."
    )


@pytest.mark.parametrize(
    "text",
    [
        # 'the other' of three things, or of two kinds counted
        "Ben has 3 bags. One has 7 apples and the other has 9. How many apples are there in all?",
        "Ben has 2 bags and 2 boxes. One has 7 apples and the other has 9. How many apples are there in all?",
        # 'the other' in a sentence of its own, 'another' in place of 'the other'
        "Ben has 2 bags. One has 7 apples. The other has 9. How many apples are there in all?",
        "Ben has 2 bags. One has 7 apples and another has 9. How many apples are there in all?",
        # a noun after 'one' that is not the pair's
        "Ben has 2 bags. One box has 7 apples and the other has 9. How many apples are there in all?",
        # two kinds before 'each one', none counted, 'each one of them'
        "Sam bought 4 kites and 3 balls. Each one cost $3. How much money did he spend?",
        "Sam bought 4 kites with 3 tails on each kite. Each one cost $3. How much money did he spend?",
        "Sam bought some kites. Each one cost $3. How much money did he spend?",
        # a need over two held kinds, a total that is not a need
        "Kim had 3 action figures and 2 cars, but needed 9 total. How many more action figures does she need?",
        "Kim has 4 stamps. She gave away 10 total. How many stamps does she have?",
    ],
)
def test_more_than_one_noun_or_another_shape_refuses(lexicon, text):
    assert refusal_of(text, lexicon) is not None


@pytest.mark.parametrize(
    "text",
    [
        "Ben has 3 bags. One has 7 apples and the other has 9. How many apples are there in all?",
        "Sam bought 4 kites. Each one of them cost $3.",
        "Ben has 2 bags. One has 7 apples and the other has 9. How many apples does the first bag have?",
        "Kim has 4 stamps. She wants 1 total.",
    ],
)
def test_nothing_is_filled_when_unsure(lexicon, text):
    assert fill_left_out_nouns(text, lexicon) is None
