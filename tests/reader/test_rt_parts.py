"""Red-team fixes of the parts, place-group and container-rate readings (ADR 0300)."""

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # a place ranked past the story's count of them: the count and the places disagree
        (
            "There are two barns. The first barn has 45 cows. The third barn has 38 cows. "
            "How many cows are in both barns?",
            "unexpected_category",
        ),
        (
            "There are two sheds. The first shed has three times as many crates as the third shed. "
            "If the first shed has 150 crates, how many crates are there in both sheds combined?",
            "unexpected_category",
        ),
        # the owner of a place moved the asked things: out of the place, or out of his own?
        (
            "Tom's shop has 40 hats. Ann's shop has 25 hats. Tom gave 5 hats to Ann's shop. "
            "How many hats are there in both shops?",
            "unexpected_category",
        ),
        (
            "Tom's shop has 40 hats. Ann's shop has 25 hats. Tom gave 5 hats to Ann. "
            "How many hats are there in both shops?",
            "unexpected_category",
        ),
        (
            "Tom's farm has 40 cows. Ann's farm has 25 cows. Tom bought 5 cows. How many cows are on both farms?",
            "unexpected_category",
        ),
        # counted things asked of someone who does not hold them
        (
            "Kate has 2 boxes. Each box has 9 pencils. How many pencils does Sam have in both boxes?",
            "unexpected_category",
        ),
        # things the rated containers hold by another rate may have the asked parts or contents too
        (
            "A restaurant has 7 indoor tables and 5 outdoor tables. Each indoor table has 4 chairs, and each "
            "outdoor table has 6 chairs. Each table has 4 legs. How many legs are there in all?",
            "underdetermined",
        ),
        (
            "A shop has 5 tables. Each table has 6 benches. Each table has 4 legs. How many legs are there in all?",
            "underdetermined",
        ),
        (
            "Tom has 4 crates. Each crate has 3 bags. Each crate has 10 apples. How many apples does Tom have?",
            "underdetermined",
        ),
        (
            "A library has 6 long shelves and 4 short shelves. Each long shelf holds 30 books, and each short "
            "shelf holds 12 books. Each long shelf also holds 5 baskets. How many books are there in all?",
            "underdetermined",
        ),
        # a second verb with no subject after an amount that was its own subject
        (
            "The red bus has 32 passengers. The blue bus has 27 passengers. 5 passengers got off the red bus "
            "and got on the blue bus. How many passengers do both buses have now?",
            "incomplete_operation",
        ),
        (
            "The red bus has 32 passengers. The blue bus has 27 passengers. 5 passengers got off the red bus "
            "and boarded the blue bus. How many passengers do the red bus and the blue bus have now?",
            "incomplete_operation",
        ),
    ],
)
def test_refuses(text, reason, lexicon):
    assert refusal_of(text, lexicon).reason == reason


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # the same shapes with nothing in doubt still read
        (
            "There are two barns. The first barn has 45 cows. The second barn has 38 cows. How many cows are in both barns?",
            83,
        ),
        (
            "The first warehouse has 400 boxes. The third warehouse has 200 boxes. How many boxes are there in both warehouses?",
            600,
        ),
        (
            "Tom's shop has 40 hats. Ann's shop has 25 hats. Tom's shop sold 5 hats. How many hats are there in both shops?",
            60,
        ),
        (
            "Tom's shop has 40 hats. Ann's shop has 25 hats. Kim gave 5 hats to Ann's shop. How many hats are there in both shops?",
            70,
        ),
        ("Kate has 2 boxes. Each box has 9 pencils. How many pencils does she have in both boxes?", 18),
        (
            "A cafe has 9 tables. Each table has 10 cups. Each table has 4 legs. How many legs are there in all?",
            36,
        ),
        (
            "Tom has 4 crates. Each crate has 3 pears. Each crate has 10 apples. How many apples does Tom have?",
            40,
        ),
        ("There are 10 pots. Each pot has 7 flowers and 9 sticks. How many flowers are there in all?", 70),
        (
            "The bus had 30 children. 5 children got off the bus and went home. How many children are on the bus now?",
            25,
        ),
    ],
)
def test_reads(text, value, lexicon):
    assert value_of(text, lexicon) == value
