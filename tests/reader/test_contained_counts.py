"""A number after '<count> <containers> of': "bought 5 bags of 50 beads" (ADR 0178)."""

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Lena bought 3 boxes of 12 pencils. How many pencils did Lena buy?", 36),
        ("Lena bought 3 boxes of 12 pencils. How many boxes did Lena buy?", 3),
        ("Marek bought 4 bags of 30 marbles and 2 bags of 15 marbles. How many marbles did Marek buy?", 150),
        ("Lena has 3 crates of 20 oranges. She sold 15 oranges. How many oranges does she have now?", 45),
        (
            "Tova had 12 pencils. Then she bought 3 boxes of 12 pencils. How many pencils did she buy in all?",
            36,
        ),
        ("Ravi has 3 crates of 2 dozen oranges. How many oranges does he have?", 72),
        ("Ravi picked 4 baskets of 25 peaches and 9 plums. How many plums did Ravi pick?", 9),
    ],
)
def test_the_number_after_counted_containers_is_what_each_holds(lexicon, text, expected):
    assert value_of(text, lexicon) == expected


def test_a_measure_in_each_container_is_multiplied_too(lexicon):
    text = "Tova bought 3 bags of 2.5 pounds of rice. How many pounds of rice did she buy?"
    assert value_of(text, lexicon) == 7.5


def test_moving_the_containers_later_refuses(lexicon):
    text = "Lena bought 3 boxes of 12 pencils. She gave 1 box to Omar. How many pencils does Lena have left?"
    assert refusal_of(text, lexicon).reason == "unsupported_operation"


def test_moving_containers_with_their_contents_named_is_read(lexicon):
    text = "Ada bought 5 bags of 50 beads. She sold 2 bags of 50 beads. How many beads does Ada have?"
    assert value_of(text, lexicon) == 150


@pytest.mark.parametrize(
    "text",
    [
        "Ravi bought 4 bags of twenty five apples. How many apples did Ravi buy?",  # a tens word may go on
        "Ravi bought 4 bags of 25% apples. How many apples did Ravi buy?",
        "Ravi bought 4 bags of $25. How much did Ravi spend?",
        "How many apples are in 4 bags of 25 apples?",  # a question keeps its refusal
        "4 bags of 25 apples were bought by Ann. How many apples did Ann buy?",  # no verb read yet
        "Lena has 3.5 crates of 20 oranges. How many oranges does she have?",  # no whole count
    ],
)
def test_other_numbers_after_of_keep_the_old_refusal(lexicon, text):
    assert refusal_of(text, lexicon).reason == "unexpected_category"


def test_a_trailing_each_is_read_once(lexicon):
    # ADR 0413: the closing 'each' repeats the amount in every box; it is not multiplied again
    text = "Lena bought 3 boxes of 12 pencils each. How many pencils did Lena buy?"
    assert value_of(text, lexicon) == 36
