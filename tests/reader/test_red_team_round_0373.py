"""Red-team round 0373: a per-period price asked for a job of the question's own, a comparison with a
thing whose amount may be room, a part of 'her money' told beside a spending of it, and groups of
people ('band', 'choir', 'crew', 'club') that a question's 'they' may take in."""

from fractions import Fraction

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    "text",
    [
        "Each stool costs $8 to varnish each week. How much does it cost to varnish 3 stools?",
        "Each sled costs $11 to wax each week. How much does it cost to wax 4 sleds?",
    ],
)
def test_a_price_per_period_with_a_job_of_the_question_s_own_refuses(lexicon, text):
    assert refusal_of(text, lexicon).reason == "unused_operator"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Each sled costs $11 to wax each week. How much does it cost to wax 4 sleds each week?", 44),
        ("Every week Jory saves $8 and Tess saves $5. How much more does Jory save than Tess?", 3),
        ("Each sled costs $11 to wax. How much does it cost to wax 4 sleds?", 44),
    ],
)
def test_a_period_named_by_the_question_or_no_number_of_its_own_still_reads(lexicon, text, expected):
    assert value_of(text, lexicon) == Fraction(expected)


@pytest.mark.parametrize(
    "text",
    [
        "The tub holds 15 shells. The pail has twice as many shells as the tub. How many shells are in the pail?",
        "The hamper holds 18 towels. The basket has half as many towels as the hamper. "
        "How many towels does the basket have?",
        "The hamper holds 18 towels. The basket holds half as many towels as the hamper. "
        "How many towels are in the basket?",
        "The vase holds 6 roses. The jug has 3 times as many roses as the vase. The pot has as many roses as the jug. "
        "How many roses are in the pot?",
    ],
)
def test_an_amount_measured_from_room_is_not_contents(lexicon, text):
    assert refusal_of(text, lexicon).reason == "underdetermined"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "The hamper holds 18 towels. The basket holds half as many towels as the hamper. "
            "How many towels does the basket hold?",
            9,
        ),
        (
            "A tub has 15 shells. A pail has twice as many shells as the tub. How many shells are in the pail?",
            30,
        ),
    ],
)
def test_room_compared_with_room_and_contents_with_contents_read(lexicon, text, expected):
    assert value_of(text, lexicon) == Fraction(expected)


@pytest.mark.parametrize(
    "text",
    [
        "Dena had $60. She spent $12 on gloves and 1/4 of her money on a scarf. How much money does Dena have left?",
        "Dena had 30 marbles. She sold 6 marbles and gave half of her marbles to Lou. "
        "How many marbles does Dena have left?",
        "Abe had 50 dollars. He lost 5 dollars and spent a fifth of his money on lunch. "
        "How much money does Abe have left?",
    ],
)
def test_a_part_of_an_amount_beside_a_spending_of_it_refuses(lexicon, text):
    assert refusal_of(text, lexicon).reason == "readings_disagree"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Dena had $60. She spent 1/3 of her money on a scarf and $12 on gloves. How much money does Dena have left?",
            28,
        ),
        ("Dena had $60 and spent 1/3 of her money on a scarf. How much money does Dena have left?", 40),
        (
            "Dena had $60. She spent $12 on gloves. She spent 1/4 of her money on a scarf. How much money does Dena have left?",
            36,
        ),
        (
            "Dena had 30 marbles. She gave 6 pebbles to Kip and half of her marbles to Lou. How many marbles does Dena have left?",
            15,
        ),
    ],
)
def test_parts_told_first_apart_or_of_another_kind_read(lexicon, text, expected):
    assert value_of(text, lexicon) == Fraction(expected)


@pytest.mark.parametrize("group", ["band", "choir", "crew", "club", "troop", "squad", "orchestra"])
def test_a_group_of_people_may_be_in_the_question_s_they(lexicon, group):
    text = (
        f"Pell has 7 flutes. He is in a {group}. If Mira has 5 flutes, how many flutes do they have in all?"
    )
    assert refusal_of(text, lexicon).reason == "ambiguous_pronoun_referent"


def test_no_group_mentioned_keeps_the_newcomer_reading(lexicon):
    text = "Pell has 7 flutes. If Mira has 5 flutes, how many flutes do they have in all?"
    assert value_of(text, lexicon) == Fraction(12)
