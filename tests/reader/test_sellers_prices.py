"""A seller's price, the money a seller has after priced sales, and things got for someone else (ADR 0320)."""

from fractions import Fraction

import pytest

from packs.model import Lexicon
from tests.reader.reading import refusal_of, value_of

FROM_ANOTHER = "was traded with someone else"
START_UNKNOWN = "depends on an amount nothing fixes"
FOR_ANOTHER = "whose they are when the holding is asked is not told"


@pytest.mark.parametrize(
    ("text", "detail"),
    [
        # one holder's price, a trade with another (red team, cluster 1)
        (
            "Sam sells a cookie for $1 and a brownie for $2. Ann bought 3 cookies from Bob. How much money did Ann spend?",
            FROM_ANOTHER,
        ),
        (
            "Sam sells a cookie for $1 and a brownie for $2. Tom bought 3 cookies and 2 brownies from Ann. "
            "How much money did Tom spend?",
            FROM_ANOTHER,
        ),
        (
            "Sam sells a cookie for $1 and a brownie for $2. Tom bought 3 cookies from Sam and 2 brownies from Ann. "
            "How much money did Tom spend?",
            FROM_ANOTHER,
        ),
        (
            "Sam sells a cookie for $1 and a brownie for $2. Tom bought 3 cookies from Sam. Ann bought 2 brownies "
            "from Bob. How much money did Tom and Ann spend?",
            FROM_ANOTHER,
        ),
        (
            "Sam charges $1 for each cookie. Ann bought 3 cookies from Bob. How much money did Ann spend?",
            FROM_ANOTHER,
        ),
        (
            "Sam charges $1 for each cookie and $2 for each brownie. Ann bought 3 cookies from Bob. "
            "How much money did Ann spend?",
            FROM_ANOTHER,
        ),
        (
            "Sam sells a cookie for $1 and a brownie for $2. Ann bought 3 cookies at the bakery. How much money did Ann spend?",
            FROM_ANOTHER,
        ),
        (
            "Sam charges $1 for each cookie. Ann bought 3 cookies from her friend. How much money did Ann spend?",
            FROM_ANOTHER,
        ),
        (
            "A bakery charges $1 for each cookie. Ann bought 3 cookies at the market. How much money did Ann spend?",
            FROM_ANOTHER,
        ),
        # a sale by someone other than the one whose price it is
        ("Sam charges $1 for each cookie. Ann sold 3 cookies. How much money did Ann earn?", FROM_ANOTHER),
        # the money a seller has after sales priced in a sentence of its own (red team, cluster 2)
        (
            "Sam sells a cookie for $1 and a brownie for $2. He sold 3 cookies and 4 brownies. How much money does he have?",
            START_UNKNOWN,
        ),
        ("Sam charges $1 for each cookie. He sold 3 cookies. How much money does he have?", START_UNKNOWN),
        # things got for someone else, a holding asked (debatable D1, decided)
        ("Tom has 10 stamps. He buys 6 stamps for Ann. How many stamps does Tom have?", FOR_ANOTHER),
        ("Tom has 10 stamps. He buys 6 stamps for his sister. How many stamps does Tom have?", FOR_ANOTHER),
        (
            "If Tom has 10 stamps and Bob has 4 stamps, how many stamps will Bob have if he buys 3 stamps for Tom?",
            FOR_ANOTHER,
        ),
        ("Ann has 3 stamps. Tom buys 6 stamps for Ann. How many stamps does Ann have?", FOR_ANOTHER),
        (
            "Ann has 2 stamps. Tom has 10 stamps. He buys 6 stamps for her. How many stamps does Tom have?",
            FOR_ANOTHER,
        ),
    ],
)
def test_refusals(text, detail, lexicon: Lexicon):
    refusal = refusal_of(text, lexicon)
    assert refusal.reason == "underdetermined"
    assert detail in refusal.detail


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # no seller said, the price's holder, a price with no holder
        (
            "Sam sells a cookie for $1 and a brownie for $2. Ann bought 3 cookies. How much money did Ann spend?",
            3,
        ),
        (
            "Sam sells a cookie for $1 and a brownie for $2. Ann bought 3 cookies from Sam. How much money did Ann spend?",
            3,
        ),
        ("Sam charges $1 for each cookie. Ann bought 3 cookies from him. How much money did Ann spend?", 3),
        (
            "A bakery charges $1 for each cookie. Ann bought 3 cookies at the bakery. How much money did Ann spend?",
            3,
        ),
        (
            "A bakery charges $1 for each cookie. Ann bought 3 cookies from the bakery. How much money did Ann spend?",
            3,
        ),
        ("Each cookie costs $1. Ann bought 3 cookies from Bob. How much money did Ann spend?", 3),
        ("Each cookie costs $1. Ann bought 3 cookies at the bakery. How much money did Ann spend?", 3),
        (
            "Sam charges $1 for each cookie. Tom bought 2 cookies. Ann bought 3 cookies from Bob. How much money did Tom spend?",
            2,
        ),
        # what the sales brought, or the money had with its start told
        ("Sam charges $1 for each cookie. He sold 3 cookies. How much money did he make?", 3),
        (
            "Sam sells a cookie for $1 and a brownie for $2. He sold 3 cookies and 4 brownies. How much money did he make?",
            11,
        ),
        ("Sam has $5. He charges $1 for each cookie. He sold 3 cookies. How much money does he have?", 8),
        # a move asked, money asked, or 'for' before no person
        ("Tom has 10 stamps. He buys 6 stamps for Ann. How many stamps did he buy?", 6),
        ("Tom has $10. He buys 6 stamps for Ann for $1 each. How much money does Tom have?", 4),
        ("Tom has 10 stamps. He buys 6 stamps for his collection. How many stamps does Tom have?", 16),
        ("Tom has 10 stamps. He buys 6 stamps for $1 each. How many stamps does Tom have?", 16),
    ],
)
def test_answers(text, value, lexicon: Lexicon):
    assert value_of(text, lexicon) == Fraction(value)


@pytest.mark.parametrize(
    "text",
    [
        "Sam charges $1 for each cookie. He had $5. He bought 3 cookies. How much money does he have?",
        "Sam charges $1 for each apple. He bought 3 apples at the market. How much money did he spend?",
        "Sam charges $1 for each cookie. Sam bought 3 cookies. How much money did Sam spend?",
    ],
)
def test_a_sellers_own_purchase_is_not_priced_by_what_he_charges(lexicon, text):
    """What Sam charges is not what he pays when he buys (ADR 0320 addendum)."""
    assert refusal_of(text, lexicon).reason == "underdetermined"


def test_a_seller_still_sells_at_his_price(lexicon):
    text = "Sam charges $1 for each cookie. He sold 3 cookies. How much money did he make?"
    assert value_of(text, lexicon) == 3
