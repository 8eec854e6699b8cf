"""A collective or container noun before 'of' and a number (ADR 0092)."""

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Dora has a collection of 58 marbles. She gives 8 to Li. How many marbles does Dora have?", 50),
        ("Abe bought a bag of 40 nuts. He ate 15 nuts. How many nuts does Abe have?", 25),
        ("Cal made a batch of 24 rolls. He sold 10 rolls. How many rolls are left?", 14),
        ("Ida has a box of 9 pens and 6 pencils. How many pencils does Ida have?", 6),
        ("Ida has a new box of 9 pens. She finds 2 pens. How many pens does Ida have?", 11),
        ("Jai has a set of twenty four cards. He loses 4 cards. How many cards does Jai have?", 20),
        ("Jai has a set of 2 dozen cards. How many cards does Jai have?", 24),
    ],
)
def test_the_number_after_a_collective_counts_what_follows(lexicon, text, expected):
    assert value_of(text, lexicon) == expected


def test_counting_the_container_later_refuses(lexicon):
    text = "Ola has a box of 10 eggs. She buys 2 more boxes. How many eggs does Ola have?"
    assert refusal_of(text, lexicon).reason == "incomplete_operation"


def test_asking_for_the_containers_refuses(lexicon):
    text = "Ola has a box of 10 eggs. How many boxes does Ola have?"
    assert refusal_of(text, lexicon).reason == "incomplete_operation"


def test_the_container_named_again_as_a_place_refuses(lexicon):
    text = "Ola has a bag of 10 eggs. She puts 2 eggs in the bag. How many eggs does Ola have?"
    assert refusal_of(text, lexicon).reason == "incomplete_operation"


def test_a_number_with_no_noun_of_its_own_refuses(lexicon):
    text = "Ola bought 6 eggs. She has a family of 3. How many eggs does Ola have?"
    refusal = refusal_of(text, lexicon)
    assert refusal.reason == "unattached_quantity"
    assert "collective" in refusal.detail


@pytest.mark.parametrize(
    "text",
    [
        "The group of 4 boys went to the lake. How many boys went to the lake?",  # 'the' (ADR 0245 reads 'A group')
        "Ola booked a bus for a class of 20 pupils. How many pupils are there?",  # after a preposition
        "Ola has her box of 10 eggs. How many eggs does Ola have?",  # a possessive, not 'a'
        "Ola has a box of about 10 eggs. How many eggs does Ola have?",  # an approximator
        "Ola has a box of 1/2 eggs. How many eggs does Ola have?",  # a fraction
        "Ola has a box of $10 eggs. How many eggs does Ola have?",  # a price
    ],
)
def test_other_shapes_keep_the_old_refusal(lexicon, text):
    refusal = refusal_of(text, lexicon)
    assert refusal.reason == "unexpected_category"
    assert "after 'of'" in refusal.detail


def test_a_collective_with_no_number_reads_as_before(lexicon):
    text = "Ola has a bag of apples. She has 4 pears. How many pears does Ola have?"
    assert value_of(text, lexicon) == 4


def test_an_ordinary_noun_before_of_is_not_collective(lexicon):
    text = "The garden has a length of 8 meters. How many meters is the garden?"
    assert refusal_of(text, lexicon).reason == "unexpected_category"
