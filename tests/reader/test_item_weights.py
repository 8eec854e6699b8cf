"""The weight of each of several counted things, and their total weight (ADR 0267)."""

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (
            "John bakes 12 coconut macaroons, each weighing 5 ounces. How much do the macaroons weigh in all?",
            60,
        ),
        (
            "Each macaroon weighs 5 ounces. John bakes 12 macaroons. What is the total weight of the macaroons?",
            60,
        ),
        ("A bag of rice weighs 5 pounds. How much do 4 bags of rice weigh?", 20),
        (
            "Mary buys 3 apples that each weigh 2 kilograms. How many kilograms do her apples weigh in total?",
            6,
        ),
        ("Apples weigh 4 ounces each. Sara picks 7 apples. How much do the apples weigh altogether?", 28),
        ("One textbook weighs 2 kilograms. Nadia has 14 textbooks. How much do all her textbooks weigh?", 28),
        # the weight of a group of them: one weighs the group's weight shared among them
        ("If 10 boxes of pears weigh 35 pounds, how much do 4 boxes weigh?", 14),
        ("5 boxes of nails weigh 20 kilograms. How much do 3 boxes of nails weigh?", 12),
        ("Felix caught 5 crabs, each weighing 2.5 pounds. What is the combined weight of the crabs?", 12.5),
    ],
)
def test_total_weight_of_counted_things(lexicon, text, value):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        # a plural weight without 'each': each of them, or all together?
        "The apples weigh 4 ounces. Sara picks 7 apples. How much do the apples weigh altogether?",
        # the weighed things are not the counted ones
        "Each red apple weighs 4 ounces. Sara picks 7 green apples. How much do the apples weigh?",
        "Each bag weighs 2 pounds. Sara buys 7 bags of rice. How much does the rice weigh?",
        "If 10 boxes of pears weigh 35 pounds, how much do 4 boxes of plums weigh?",
        # another person's things
        "Each cookie weighs 3 ounces. Priya bakes 15 cookies. How much do Omar's cookies weigh?",
        # a distractor act, a second count, another unit, a negation
        "Each cookie weighs 3 ounces. Priya bakes 15 cookies. She eats 4 cookies. How much do the cookies weigh?",
        "Each cookie weighs 3 ounces. Priya bakes 15 cookies. How much do 6 cookies weigh?",
        "Each cookie weighs 3 ounces. Priya bakes 15 cookies. How many pounds do the cookies weigh?",
        "Each cookie weighs 3 ounces. Priya does not bake 15 cookies. How much do the cookies weigh?",
        # a container whose contents are also told, and a weight that changes
        "Each bag of apples weighs 5 pounds. Each bag holds 10 apples. Lena buys 3 bags of apples. "
        "How much do the apples weigh?",
        "Each puppy weighs 6 pounds. Lena has 4 puppies. Each puppy gains 2 pounds. How much do the puppies weigh now?",
    ],
)
def test_refused(lexicon, text):
    assert refusal_of(text, lexicon) is not None


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (
            (
                "A van is 900 pounds when empty. What will its weight be if it's loaded with 15 crates "
                "of melons, each weighing 40 pounds?"
            ),
            1500,
        ),
        (
            "The wagon weighs 80 kilograms empty. Each sack of corn weighs 25 kilograms. How much will it weigh "
            "if it is loaded with 6 sacks of corn?",
            230,
        ),
    ],
)
def test_empty_weight_and_its_load(lexicon, text, value):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        # another unit, no weight of the load, a weight of other things, no empty weight, a count told apart
        "A cart is 30 pounds when empty. What will its weight be if it's filled with 12 bricks, each weighing "
        "4 kilograms?",
        "A cart is 30 pounds when empty. What will its weight be if it's filled with 12 bricks?",
        "A cart is 30 pounds when empty. Each stone weighs 2 pounds. What will its weight be if it's filled "
        "with 12 bricks?",
        "A cart is 30 pounds. What will its weight be if it's filled with 12 bricks, each weighing 4 pounds?",
        "A cart is 30 pounds when empty. How much do 12 bricks weigh?",
    ],
)
def test_empty_weight_refused(lexicon, text):
    assert refusal_of(text, lexicon) is not None


def test_two_counted_kinds_compared(lexicon):
    text = (
        "Nora has 6 geese that each weigh 9 pounds. The farm has 20 hens that each weigh 4 pounds. "
        "How many pounds more do the hens weigh than the geese?"
    )
    assert value_of(text, lexicon) == 26
    # the first kind not heavier, or a kind with no weight
    swapped = text.replace("the hens weigh than the geese", "the geese weigh than the hens")
    assert refusal_of(swapped, lexicon) is not None
    assert refusal_of(text.replace(" that each weigh 4 pounds", ""), lexicon) is not None
