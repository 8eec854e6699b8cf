"""A price told as a pair of amounts: "3 bottles cost $6. How much will 4 bottles cost?" (ADR 0397)."""

from fractions import Fraction

import pytest

from reader.pair_rates import pair_rates
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("3 bottles cost $6. How much will 4 bottles cost?", 8),
        ("Three bottles cost $6. How much do 4 bottles cost?", 8),
        ("If 3 bottles cost $6, how much do 5 bottles cost?", 10),
        ("3 red pens cost $4.50 altogether. How much do 7 red pens cost?", Fraction(21, 2)),
        ("3 bottles cost $6. Ann has $20. How many bottles can she buy?", 10),
        ("3 bottles cost $6. How much would it cost to buy 5 bottles?", 10),
        ("6 kites cost $15. How much do 5 kites cost?", Fraction(25, 2)),
        ("3 jars cost $9. How many cents does 1 jar cost?", 300),
        ("If 3 jars cost $9 in total, how much will 5 jars cost?", 15),
        # the same pair with a weight is read by the item weights (ADR 0267)
        ("4 boxes weigh 10 kg. How much do 6 boxes weigh?", 15),
    ],
)
def test_pair_read_as_rate_of_one(text, value, lexicon):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # one bottle would cost a part of a cent
        ("3 bottles cost $5. How much do 6 bottles cost?", "unexpected_category"),
        # another thing asked
        ("3 bottles cost $6. How much do 4 cups cost?", "unexpected_category"),
        # two prices of the same things: a deal on a group, not the price of each
        ("3 bottles cost $6. 5 bottles cost $8. How much do 4 bottles cost?", "unexpected_category"),
        # the things named again in a statement
        ("3 bottles cost $6. Ann buys 4 bottles. How much does she spend?", "unexpected_category"),
        # not a constant rate, a negation, a discount
        ("4 mugs cost at most $12. How much do 7 mugs cost?", "unexpected_category"),
        ("3 mugs don't cost $12. How much do 7 mugs cost?", "unexpected_category"),
        ("4 mugs cost $12 with a coupon. How much do 7 mugs cost?", "unexpected_category"),
        # asked about the count the pair does not fix
        ("6 bricks weigh 15 kg. How many bricks does Tom carry?", "unexpected_category"),
    ],
)
def test_pair_refusals(text, reason, lexicon):
    assert refusal_of(text, lexicon).reason == reason


def test_retold_text(lexicon):
    found = pair_rates("If 3 red pens cost $4.50, how much do 7 red pens cost?", lexicon)
    assert found is not None
    assert found.text == "Each red pen costs $1.50. How much do 7 red pens cost?"
    found = pair_rates("6 rolls cost $3.60 in total. Ann has 2 cups. How much do 10 rolls cost?", lexicon)
    assert found is not None
    assert found.text == "Each roll costs $0.60. Ann has 2 cups. How much do 10 rolls cost?"
    # a weight is read by the item weights (ADR 0267), a price of cents-and-a-part not at all
    assert pair_rates("8 bags weigh 20 pounds. How many pounds do 3 bags weigh?", lexicon) is None
    assert pair_rates("3 bottles cost $5. How much do 6 bottles cost?", lexicon) is None
    assert pair_rates("Each bottle costs $2. How much do 4 bottles cost?", lexicon) is None
    assert pair_rates("1 bottle costs $2. How much do 4 bottles cost?", lexicon) is None
