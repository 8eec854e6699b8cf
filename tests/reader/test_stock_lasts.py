"""How long a stock lasts, widened (ADR 0334): a measure of a content, containers of the used things,
a stock told in the question, and a longer asked period."""

from fractions import Fraction

import pytest

from packs.model import Lexicon
from reader.stock_lasts import converts, in_asked_unit
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Tom has 32 cups of rice. He eats 2 cups of rice a day. How many days will the rice last?", 16),
        ("Tom has 32 cups of rice. If he eats 2 cups of rice a day, how long will the rice last?", 16),
        ("Tom has 28 cups of rice. He eats 2 cups of rice a day. How many weeks will the rice last?", 2),
        (
            (
                "Maria buys 3 notebooks that have 60 pages each. She uses 5 pages per day. How many "
                "days do the notebooks last?"
            ),
            36,
        ),
        (
            (
                "Maria buys 3 notebooks with 60 pages each. She uses 5 pages per day. How long will "
                "the notebooks last her?"
            ),
            36,
        ),
        ("John uses 4 pages per day. How many weeks will 56 pages last?", 2),
        ("If John uses 4 pages per day, how many days will 56 pages last him?", 14),
        ("John uses 4 pages per minute. How many hours will 480 pages last?", 2),
    ],
)
def test_stock_lasts(text, value, lexicon: Lexicon):
    assert value_of(text, lexicon) == Fraction(value)


@pytest.mark.parametrize(
    "text",
    [
        "Tom has 33 cups of rice. He eats 2 cups of rice a day. How many days will the rice last?",  # not whole
        "Tom has 32 cups of rice. He eats 2 cups of beans a day. How many days will the rice last?",  # other kind
        "Tom has 32 cups of rice and 10 cups of beans. He eats 2 cups of rice a day. How many days will the rice last?",
        "Tom has 32 cups of rice. Ann eats 2 cups of rice a day. How many days will the rice last?",  # other holder
        "Tom has 32 cups of rice. They eat 2 cups of rice a day. How many days will the rice last?",  # a group
        "Tom has 32 cups of rice. He eats 2 cups of rice a day. How many weeks will the rice last?",  # 32/14 weeks
        "Tom has 32 cups of rice. He eats 2 cups of rice a week. How many days will the rice last?",  # which day?
        "Tom has 32 cups of rice. He eats 2 cups of rice a month. How many weeks will the rice last?",
        "Tom has 30 cups of rice. He eats 2 cups of rice a day. How many months will the rice last?",
        "Maria buys 3 notebooks that have 60 pages each. She gives 1 notebook to Tom. She uses 5 pages per day. "
        "How many days do the notebooks last?",
        "Maria buys 3 notebooks that have 60 pages each. She buys 20 more pages. She uses 5 pages per day. "
        "How many days do the notebooks last?",
        "Maria buys 3 notebooks that have 60 pages each. She uses 5 sheets per day. How many days do the notebooks last?",
        "Maria buys 3 notebooks that have 60 pages. She uses 5 pages per day. How many days do the notebooks last?",
        "John uses 4 pages per day. How many weeks will 50 pages last?",  # 12.5 days
        "John has 100 pages. He uses 4 pages per day. How many days will 56 pages last?",  # which stock?
        "John can use 4 pages per day. How many days will 56 pages last?",  # ability
        "Megan has 24 cookies. If she eats 6 cookies a day, how long will 48 cookies last her?",
    ],
)
def test_refused(text, lexicon: Lexicon):
    assert refusal_of(text, lexicon) is not None


def test_periods_convert_only_to_a_longer_fixed_unit():
    assert in_asked_unit(Fraction(14), "day", "week") == 2
    assert in_asked_unit(Fraction(15), "day", "week") is None
    assert in_asked_unit(Fraction(120), "minute", "hour") == 2
    assert not converts("week", "day")
    assert not converts("day", "month")
    assert not converts("hour", "day")


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # a transfer with the subject only moves the subject's things; another kind is no second stock
        (
            "He has 70 napkins. His sister gave him 30 napkins. He uses 5 napkins a day. How many days will the napkins last?",
            20,
        ),
        (
            "He has 70 napkins. He gives his sister 30 napkins. He uses 5 napkins a day. How many days will the napkins last?",
            8,
        ),
        (
            "She has 70 napkins. Her brother has 30 towels. She uses 5 napkins a day. How many days will the napkins last?",
            14,
        ),
        ("Kofi has 70 boxes. He uses 5 boxes a week. How many weeks will the boxes last?", 14),
    ],
)
def test_one_holder_and_asked_noun_kept(text, value, lexicon: Lexicon):
    assert value_of(text, lexicon) == Fraction(value)


@pytest.mark.parametrize(
    "text",
    [
        # a second holder of the same things beside a pronoun subject (red team, cluster A)
        "He has 70 napkins. His sister has 30 napkins. He uses 5 napkins a day. How many days will the napkins last?",
        "He has 70 napkins. His sister has 30 napkins. She uses 5 napkins a day. How many days will the napkins last?",
        "She has 70 napkins. Her roommate buys 30 napkins. She uses 5 napkins a day. How many days will the napkins last?",
        "He has 70 napkins. The family has 30 napkins. He uses 5 napkins a day. How many days will the napkins last?",
        "Tom has 70 napkins. His company has 30 napkins. He uses 5 napkins a day. How many days will the napkins last?",
        "He has 28 cups of rice. His wife has 10 cups of rice. He eats 2 cups of rice a day. How many days will the rice last?",
        "He has 28 cups of rice. His wife has 5 pounds of rice. He eats 2 cups of rice a day. How many days will the rice last?",
        "He has 30 liters of water. His camel has 12 liters of water. He drinks 3 liters of water a day. "
        "How many days will the water last?",
        # one of the things asked, not the stock (cluster B)
        "He has 70 napkins. He uses 5 napkins a day. How many days will the napkin last?",
        "He has 70 napkins. He uses 5 napkins a day. How many weeks will the napkin last?",
        "She has 120 crackers. She eats 2 crackers a day. How long will the cracker last her?",
        "Kofi has 70 boxes. He uses 5 boxes a week. How many weeks will the box last?",
        "She buys 6 notebooks that have 50 pages each. She uses 5 pages per day. How many days will the notebook last?",
        "She buys 4 boxes that contain 30 crackers each. She eats 2 crackers a day. How long will the box last her?",
        "He has 2 boxes that have 35 napkins each. He uses 5 napkins a day. How many days will the box last?",
    ],
)
def test_second_holder_or_one_thing_refused(text, lexicon: Lexicon):
    assert refusal_of(text, lexicon) is not None
