"""Things bought at one price and sold again at another, profit asked, retold plainly (ADR 0486)."""

import pytest

from packs.model import Lexicon
from reader.resale_profits import resale_profit
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # 'them' after things bought with no count; the count in the question's tail
        (
            "Dara buys cans of soup for $2 each and sells them for $6 each. "
            "How much profit does she make by selling 25 cans?",
            100,
        ),
        # bare prices of things in general are prices of one
        (
            "Fynn buys sacks of rice for $11 and sells them for $14. "
            "How much profit does he get by selling 9 sacks?",
            27,
        ),
        # a counted purchase, the sale in a statement of its own
        ("Oona bought 16 vases for $7 each. She sold them for $12 each. How much profit did she make?", 80),
        # a price of all of them, then a price of one
        ("Oona buys 16 vases for $100. She sells them for $9 each. What is her profit?", 44),
        # a weight, and a price per that weight's unit
        (
            "Bert buys 12 hams for $20 each. They weigh 6 pounds each and he sells them for $5 per pound. "
            "How much profit did he make?",
            120,
        ),
        # so many a day, asked over a week
        (
            "Gus orders 3 dozen buns a day for $0.25 each and sells them for $0.75 each. "
            "How much profit does he make in a week?",
            126,
        ),
        # a fronted 'if' with the count, and an imperative question
        (
            "Mrs. Pell buys straw mats at $9 each and sells them at $13 each. "
            "If she bought 15 mats, calculate the profit she will make from selling the mats.",
            60,
        ),
        # "How much does he make in profit"
        (
            "Ravi buys combs for $1 each and sells them for $2.50 each. "
            "How much does he make in profit if he sells 40 combs?",
            60,
        ),
    ],
)
def test_read(text: str, value: int, lexicon: Lexicon) -> None:
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        # a loss asked as a profit
        "Oona bought 16 vases for $7 each. She sold them for $5 each. How much profit did she make?",
        # two counts: were fewer sold than bought?
        "Dara buys 40 cans of soup for $2 each and sells them for $6 each. "
        "How much profit does she make by selling 25 cans?",
        # a bare sale price after a count: for each or for all?
        "Oona bought 16 vases for $7 each. She sold them for $150. How much profit did she make?",
        # another seller, 'they', a pronoun that does not agree
        "Oona bought 16 vases for $7 each. Her aunt sold them for $12 each. How much profit did she make?",
        "Oona bought 16 vases for $7 each. They sold them for $12 each. How much profit did they make?",
        "Oona bought 16 vases for $7 each. He sold them for $12 each. How much profit did she make?",
        # a cost not read as part of the profit
        "Oona bought 16 vases for $7 each. She sold them for $12 each. The stall cost $20. "
        "How much profit did she make?",
        # a price per kilogram after a weight in pounds; a price per pound and no weight
        "Bert buys 12 hams for $20 each. They weigh 6 pounds each and he sells them for $5 per kilogram. "
        "How much profit did he make?",
        "Bert buys 12 hams for $20 each. He sells them for $5 per pound. How much profit did he make?",
        # so many a day with no period asked; a period asked of things not bought by the period
        "Gus orders 3 dozen buns a day for $0.25 each and sells them for $0.75 each. How much profit does he make?",
        "Gus buys buns for $0.25 each and sells them for $0.75 each. "
        "How much profit does he make in a week by selling 30 buns?",
        # months have no fixed number of days
        "Gus orders 3 dozen buns a day for $0.25 each and sells them for $0.75 each. "
        "How much profit does he make in a month?",
        # the things named in the tail are not the ones bought
        "Dara buys cans of soup for $2 each and sells them for $6 each. "
        "How much profit does she make by selling 25 jars?",
        # no count at all
        "Dara buys cans of soup for $2 each and sells them for $6 each. How much profit does she make?",
    ],
)
def test_refused(text: str, lexicon: Lexicon) -> None:
    refusal_of(text, lexicon)


def test_retelling_counts_the_things(lexicon: Lexicon) -> None:
    found = resale_profit(
        "Bert buys 12 hams for $20 each. They weigh 6 pounds each and he sells them for $5 per pound. "
        "How much profit did he make?",
        lexicon,
    )
    assert found is not None
    assert found.text == (
        "Bert buys 12 hams for $20 each. Bert sells 12 hams for $30 each. How much profit did he make?"
    )
    assert len(found.steps) == 2


def test_plain_stories_are_left_to_the_profit_reading(lexicon: Lexicon) -> None:
    assert (
        resale_profit(
            "Oona bought 16 vases for $7 each. She sold 16 vases for $12 each. How much profit did she make?",
            lexicon,
        )
        is None
    )
