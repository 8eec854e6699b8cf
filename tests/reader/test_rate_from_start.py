"""A rate kept up over periods, from a told start or through a part of each thing (ADR 0476)."""

import pytest

from packs.model import Lexicon
from reader.rate_from_start import read_rate_from_start
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # a start and a rate that adds, the start told in the question's 'if'
        (
            "Rosa sews 4 aprons per day. If she already has 9 aprons, how many aprons will she have after 5 days?",
            29,
        ),
        ("Rosa already has 9 aprons. She sews 4 aprons a day. How many aprons will she have in 5 days?", 29),
        (
            "Rosa is a tailor. She sews 4 aprons every day. She has 9 aprons. How many aprons will she have after 5 days?",
            29,
        ),
        # the start and the rate in one sentence, with money
        ("Bram has $35 and saves $6 per week. How much money will he have after 4 weeks?", 59),
        ("Bram has saved $35. He earns $6 a week. How much money will he have in total after 4 weeks?", 59),
        # a rate that takes away, read with its sign
        (
            "Bram starts with 40 pretzels. He eats 6 pretzels each day. How many pretzels will he have after 5 days?",
            10,
        ),
        ("Bram has $35. He spends $6 a week. How much money will he have after 4 weeks?", 11),
        # a rate per day over weeks: seven days to a week
        (
            "Rosa sews 4 aprons per day. If she already has 9 aprons, how many aprons will she have after 2 weeks?",
            65,
        ),
        # no start: the rate's own verb asked 'after' the periods
        ("Rosa sews 4 aprons per day. How many aprons will she sew after 6 days?", 24),
        # a part of each thing
        (
            "Bram eats 2 muffins per day. Each muffin has a total of 90 calories. How many calories will he get after 3 days?",
            540,
        ),
        (
            "Bram picks 5 crates a day. Each crate holds 30 lemons. How many lemons will he pick in 4 days?",
            600,
        ),
        # the inverse, a whole count of periods
        ("Bram has $35. He saves $6 a week. How many weeks will it take him to have $65?", 5),
        ("Rosa has 9 aprons. She sews 4 aprons a day. How many days until she has 29 aprons?", 5),
        ("Bram saves $6 a week. How many weeks will it take him to save $42?", 7),
    ],
)
def test_read(text: str, value: int, lexicon: Lexicon) -> None:
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        # 'have' with no start told: what did he have before?
        "Bram saves $6 a week. How much money will he have after 4 weeks?",
        # a period the rate was not told in
        "Bram has $35. He saves $6 a week. How much money will he have after 4 months?",
        "Rosa sews 4 aprons per week. If she already has 9 aprons, how many aprons will she have after 3 days?",
        # more used up than there was
        "Bram has $35. He spends $6 a week. How much money will he have after 6 weeks?",
        # a start with the rate's verb asked: is the start counted in?
        "Rosa sews 4 aprons per day. If she already has 9 aprons, how many aprons will she sew after 5 days?",
        # another kind, another person, a pronoun that does not agree
        "Rosa sews 4 aprons per day. If she already has 9 hats, how many aprons will she have after 5 days?",
        "Rosa sews 4 aprons per day. If Omar already has 9 aprons, how many aprons will he have after 5 days?",
        "Victor has $35. She saves $6 a week. How much money will she have after 4 weeks?",
        # two rates, a verb whose things are not plainly kept or gone
        "Rosa sews 4 aprons per day. She sells 1 apron per day. She has 9 aprons. How many aprons will she have after 5 days?",
        "Bram has 40 pretzels. He drops 6 pretzels each day. How many pretzels will he have after 5 days?",
        # the inverse: not a whole count, a goal below the start, 'save' with a start, a taking rate
        "Bram has $35. He saves $6 a week. How many weeks will it take him to have $60?",
        "Bram has $35. He saves $6 a week. How many weeks will it take him to have $20?",
        "Bram has $35. He saves $6 a week. How many weeks will it take him to save $65?",
        "Bram has 40 pretzels. He eats 6 pretzels each day. How many days until he has 10 pretzels?",
        # a part of each thing of another kind than the rate's
        "Bram eats 2 muffins per day. Each bagel has 90 calories. How many calories will he get after 3 days?",
    ],
)
def test_refused(text: str, lexicon: Lexicon) -> None:
    refusal_of(text, lexicon)


def test_reading_gives_its_steps(lexicon: Lexicon) -> None:
    found = read_rate_from_start(
        "Rosa sews 4 aprons per day. If she already has 9 aprons, how many aprons will she have after 2 weeks?",
        lexicon,
    )
    assert found is not None
    assert found.value == 65 and found.unit == "apron"
    assert found.steps == ("aprons at 4 per day for 2 weeks x 7 = 14 days: 56", "9 + 56 = 65")


def test_reading_leaves_other_shapes_to_the_chain(lexicon: Lexicon) -> None:
    assert (
        read_rate_from_start("Rosa sews 4 aprons. How many aprons will she have after 5 days?", lexicon)
        is None
    )
    assert (
        read_rate_from_start("Rosa sews 4 aprons per day for 5 days. How many aprons did she sew?", lexicon)
        is None
    )
