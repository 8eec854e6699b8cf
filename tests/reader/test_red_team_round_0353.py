"""Red-team wrongs mended by ADR 0353: a plural doer's rate scaled over a period, a time per thing beside
counted tools, coins told both by kind and as plain coins, amounts held or made 'with' a partner, and a
discount, coupon, tax or tip named with no amount."""

from fractions import Fraction

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Priya earns $14 an hour. How much does she earn in 6 hours?", 84),
        ("The club spends $120 a month. How much does the club spend in 5 months?", 600),
        (
            "It takes Lena 40 minutes to knit a scarf. How many minutes does it take her to knit 3 scarves?",
            120,
        ),
        (
            "Lena has 1 loom. It takes her 50 minutes to weave a mat. "
            "How many minutes does it take her to weave 3 mats?",
            150,
        ),
        (
            "Hugo has 4 dogs. It takes him 15 minutes to brush a dog. "
            "How many minutes does it take him to brush 4 dogs?",
            60,
        ),
        ("Nadia has 12 coins. Felix has 5 nickels. How many nickels does Felix have?", 5),
        ("Nadia has 15 coins and 4 buttons. How many coins does she have?", 15),
        ("Rosa has 9 plums. She walks to the market with Ivan. How many plums does Rosa have?", 9),
        ("Rosa jogged 4 miles with Ivan. How many miles did Rosa jog?", 4),
        ("Anya buys 5 lamps at $12 each with cash. How much does she pay?", 60),
        ("Jamal has 30 coupons. He uses 12 coupons. How many coupons does he have left?", 18),
    ],
)
def test_readings_that_stay(lexicon, text, expected):
    assert value_of(text, lexicon) == Fraction(expected)


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # a plural doer: each one's rate, or all of theirs?
        ("The twins earn $9 an hour. How much do they earn in 4 hours?", "unsupported_operation"),
        ("Her cousins save $4 a week. How much do her cousins save in 10 weeks?", "unsupported_operation"),
        # counted tools or helpers may work at once
        (
            "Lena has 3 looms. It takes her 50 minutes to weave a mat. "
            "How many minutes does it take her to weave 6 mats?",
            "underdetermined",
        ),
        (
            "It takes Hugo 25 minutes to wash a car. He has 2 hoses. How many minutes does it take him to wash 4 cars?",
            "underdetermined",
        ),
        # coins of no told kind beside coins of a kind
        ("Nadia has 12 coins and 5 nickels. How many nickels does she have?", "ambiguous_unit"),
        ("Nadia has 4 quarters. She finds 6 coins. How many coins does she have now?", "ambiguous_unit"),
        (
            "Nadia has 7 dimes. She gives 2 coins to Felix. How many dimes does she have left?",
            "ambiguous_unit",
        ),
        # held or made with a partner
        ("Rosa has 9 plums with Ivan. How many plums does Rosa have?", "unexpected_category"),
        ("Rosa baked 8 pies with her aunt. How many pies did Rosa bake?", "unexpected_category"),
        # a change of the price with no amount
        ("Anya buys 4 mugs at $6 each with a coupon. How much does she pay?", "underdetermined"),
        ("Anya buys 5 lamps at $12 each with tax. How much does she pay?", "underdetermined"),
        ("Jamal buys 2 sandwiches at $9 each with a tip. How much does he pay?", "underdetermined"),
    ],
)
def test_red_team_wrongs_refuse(lexicon, text, reason):
    assert refusal_of(text, lexicon).reason == reason


def test_a_spend_of_money_beside_coins_still_refuses(lexicon):
    text = "Ann has 4 quarters and 2 nickels. She spends 80 cents. How many coins does she have left?"
    assert refusal_of(text, lexicon)
