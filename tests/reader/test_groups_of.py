"""Counted containers or groups with their contents after 'of' (ADR 0413, reader/groups_of.py)."""

import pytest

from reader.groups_of import contents_held_together, redundant_contents_each
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Nadia has three books of 12 stamps and two books of 20 stamps. How many stamps does Nadia have?",
            76,
        ),
        ("Nadia has three books of 12 stamps and two books of 20 stamps. How many books does Nadia have?", 5),
        ("There are 5 batches of 80 engines each. How many engines are there?", 400),
        ("Omar bought 4 packs of 8 batteries each. How many batteries did Omar buy?", 32),
        (
            "Lila has 2 bags of 15 marbles each and 3 bags of 10 marbles each. How many marbles does Lila have?",
            60,
        ),
        (
            "Pedro has one box of 24 crayons and two boxes of 12 crayons. How many crayons does Pedro have?",
            48,
        ),
        ("Sara has 4 boxes of 6 eggs and 1 box of 12 eggs. How many eggs does Sara have?", 36),
        ("There are 3 baskets of 9 pears and 4 baskets of 5 pears. How many pears are there?", 47),
        (
            "Nora has 3 albums of 40 photos and 2 albums of 25 photos. She gives 30 photos to her aunt. "
            "How many photos does Nora have now?",
            140,
        ),
    ],
)
def test_contents_after_of_are_counted_in_every_container(lexicon, text, expected):
    assert value_of(text, lexicon) == expected


def test_a_book_counted_alone_is_still_a_thing(lexicon):
    assert value_of("Tom has 5 books. Each book has 20 pages. How many pages does Tom have?", lexicon) == 100
    assert value_of("Tom has 5 books. How many books does Tom have?", lexicon) == 5


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # another contents kind beside the asked one
        (
            "Nadia has three books of 12 stamps and two books of 20 stickers. How many stamps does Nadia have?",
            "graph_construction_failure",
        ),
        # another container
        (
            "Nadia has 3 books of 12 stamps and 2 boxes of 20 stamps. How many stamps does Nadia have?",
            "graph_construction_failure",
        ),
        # loose things beside the containers: in the boxes or beside them is not read
        (
            "Mina has 3 books of 20 stickers and 4 stickers. How many stickers does Mina have?",
            "graph_construction_failure",
        ),
        # 'each' may spread over a group
        ("They bought 5 boxes of 12 pencils each. How many pencils did they buy?", "unused_operator"),
        # 'each' may price every pack
        (
            "Omar bought 4 packs of 8 batteries each for $3. How many batteries did Omar buy?",
            "unused_operator",
        ),
        # a count of one with a plural noun
        ("Tom has 1 boxes of 12 pencils. How many pencils does Tom have?", "unexpected_category"),
    ],
)
def test_mixed_or_unsure_contents_refuse(lexicon, text, reason):
    assert refusal_of(text, lexicon).reason == reason


@pytest.mark.parametrize(
    "text",
    [
        "A circle has a radius of 14 feet. How many feet is the radius?",
        "The wages of 15 workers is $9450. How much money is the wages?",
    ],
)
def test_a_measure_or_a_possession_after_of_is_not_a_container(lexicon, text):
    refusal_of(text, lexicon)


def test_the_rewrites_leave_a_clause_with_no_amounts_alone():
    class Body:
        markers = ()
        quantities = ()
        per_unit = None

    class Clause:
        subject = None
        verb = None
        body = Body()

    clause = Clause()
    assert redundant_contents_each(clause) is clause
    assert contents_held_together(clause) is clause
