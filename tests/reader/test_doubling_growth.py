"""An amount that doubles, triples, quadruples or halves every period, over a span or until it reaches
an amount (ADR 0480)."""

import pytest

from packs.model import Lexicon
from reader.doubling_growth import read_doubling_growth
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # a count scaled once every period, the span a whole number of periods
        (
            "There are 7 lizards in a cage. The number of lizards doubles every day. How many lizards will there be after 3 days?",
            56,
        ),
        (
            "There are 2 weeds in the lawn. Every 2 weeks, the number of weeds triples. How many weeds will there be in 8 weeks?",
            162,
        ),
        (
            "There are 96 fish in the tank. The number of fish is halved every year. How many fish will there be in 5 years?",
            3,
        ),
        (
            "Currently, there are 3 hives on the hill. The number of hives quadruples every 6 months. How many hives will there be at the end of a year?",
            48,
        ),
        # the start told of a place in the scaling's sentence, the question about that place
        (
            "In a bowl that has 4 shrimps, the number of shrimps in the bowl doubles each hour. How many shrimps will be in the bowl after 4 hours?",
            64,
        ),
        # the scaling fronted in the question
        (
            "There are 10 cats in the alley. If the number of cats doubles every 4 months, how many cats will there be at the end of 2 years?",
            640,
        ),
        # exact conversions only: minutes to hours, hours to days, days to weeks
        (
            "There are 5 germs on the spoon. The number of germs doubles every 15 minutes. How many germs will there be after 1 hour?",
            80,
        ),
        (
            "There are 3 worms in the field. The number of worms doubles every 3 days. How many worms will there be after 3 weeks?",
            384,
        ),
        # money scaled, asked by its noun or by what it is the cost of
        (
            "The price of a watch is $90. The price is tripled every 4 years. What will the price of the watch be after 8 years?",
            810,
        ),
        (
            "The cost of a boat is $5,000. The cost is halved every 3 years. How much will a boat cost in 9 years?",
            625,
        ),
        # a start told at a birth, the span the person's age
        (
            "When Juno was born, the cost of a bus ticket was $2. The cost is doubled every 6 years. How much will a bus ticket cost when Juno is 18?",
            16,
        ),
        # the inverse: how long until exactly this many, in the unit asked
        (
            "There are 5 mites on the leaf. The number of mites doubles every day. After how many days will there be 160 mites?",
            5,
        ),
        (
            "There are 1,000 ants in the nest. The number of ants is halved every 6 hours. After how many hours will there be 125 ants?",
            18,
        ),
    ],
)
def test_read(text: str, value: int, lexicon: Lexicon) -> None:
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        # a span that is not a whole number of periods, or in units that do not convert exactly
        "There are 7 lizards in a cage. The number of lizards doubles every 2 days. How many lizards will there be after 3 days?",
        "There are 7 lizards in a cage. The number of lizards doubles every month. How many lizards will there be after 8 weeks?",
        # a count that is not whole
        "There are 90 fish in the tank. The number of fish is halved every year. How many fish will there be in 2 years?",
        # another change besides the scaling
        "There are 7 lizards in a cage. The number of lizards doubles every day. 3 lizards escape. How many lizards will there be after 3 days?",
        # other things or another place
        "There are 7 lizards in a cage. The number of snakes doubles every day. How many snakes will there be after 3 days?",
        "There are 7 lizards in a cage. The number of lizards in the tank doubles every day. How many lizards will there be after 3 days?",
        # an ordinal span (which count is asked: before or after the doubling?)
        "There are 7 lizards in a cage. The number of lizards doubles every day. How many lizards will there be on the 3rd day?",
        # a scaling without a period
        "There are 7 lizards in a cage. The number of lizards doubles. How many lizards will there be after 3 days?",
        # a start told in the past with nothing to count from
        "There were 7 lizards in a cage. The number of lizards doubles every day. How many lizards will there be after 3 days?",
        # a span counted from now where the start was told at a birth
        "When Juno was born, the cost of a bus ticket was $2. The cost is doubled every 6 years. How much will a bus ticket cost in 18 years?",
        # the inverse never exactly reached
        "There are 5 mites on the leaf. The number of mites doubles every day. After how many days will there be 100 mites?",
        # the inverse reached, but not after a whole number of the units asked
        "There are 1,000 ants in the nest. The number of ants is halved every 6 hours. After how many days will there be 125 ants?",
    ],
)
def test_refused(text: str, lexicon: Lexicon) -> None:
    refusal_of(text, lexicon)


def test_reading_gives_its_steps(lexicon: Lexicon) -> None:
    found = read_doubling_growth(
        "There are 7 lizards in a cage. The number of lizards doubles every day. How many lizards will there be after 3 days?",
        lexicon,
    )
    assert found is not None
    assert found.value == 56 and found.unit == "lizard"
    assert found.steps == ("7 x 2^3 = 56",)


def test_reading_leaves_other_shapes_to_the_chain(lexicon: Lexicon) -> None:
    assert read_doubling_growth("There are 7 lizards in a cage. How many lizards are there?", lexicon) is None
    assert (
        read_doubling_growth(
            "There are 7 lizards in a cage. The number of lizards doubles every day and 2 leave. How many lizards will there be after 3 days?",
            lexicon,
        )
        is None
    )
