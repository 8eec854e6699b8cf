"""Several things bought in one sentence, each with its own price after 'for' (ADR 0350)."""

import pytest

from reader.priced_purchases import priced_purchases
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Ann buys a hat for $10 and a pen for $2. How much did she spend?", 12),
        ("Ann has $20. She buys a hat for $10 and a pen for $2. How much money does she have left?", 8),
        (
            "Ann had $30. She bought a hat for $10, a pen for $2, and a cap for $5."
            " How much money does she have left?",
            13,
        ),
        ("Lin buys 4 pairs of socks for $2 a pair and a hat for $7. How much did Lin spend?", 15),
        ("He buys 3 shirts for $5 each and a hat for $7. How much did he spend?", 22),
        ("He buys a hat for $7 and 3 shirts for $5 per shirt. How much did he spend?", 22),
        ("He buys 3 shirts for $5 each and a hat for $7. How much did he spend on shirts?", 15),
        ("For breakfast, Ann bought a bagel for $2 and a cup of coffee for $1. How much did Ann spend?", 3),
        ("Tom bought a kite for $8.50 and a ball for $3.25. How much did Tom spend?", 11.75),
        (
            "Ann buys a hat for $10 and a pen for $2. She pays with a $20 bill. How much change does she get?",
            8,
        ),
        (
            "Ann buys a hat for $10 and a pen for $2. How much more did she spend on the hat than on the pen?",
            8,
        ),
        (
            "Ann buys a hat for $10 and a pen for $2. How much less did she spend on the pen than on the hat?",
            8,
        ),
        ("Don has $78. If Don buys a kite for $8 and a ball for $9, how much money does Don have left?", 61),
        ("Don has $78. If Don buys a kite for $8 and a ball for $9. How much money does Don have left?", 61),
        ("Mom buys a hat for $7 and a pen for $3. How much did Mom spend?", 10),
        ("The teacher buys a hat for $7 and a pen for $3. How much did the teacher spend?", 10),
    ],
)
def test_each_purchase_is_read_as_its_own_sentence(lexicon, text, value):
    assert value_of(text, lexicon) == value


def test_the_retold_text_has_one_sentence_per_purchase(lexicon):
    found = priced_purchases(
        "Ann buys a hat for $10 and 2 pens for $3 each. How much did she spend?", lexicon
    )
    assert found is not None
    assert found.text == "Ann buys 1 hat for $10. Ann buys 2 pens for $3 each. How much did she spend?"


@pytest.mark.parametrize(
    "text",
    [
        # a counted thing with no 'each': $15 for each shirt or for all three?
        "Ann buys 3 shirts for $15 and a hat for $7. How much did she spend?",
        "Bo buys one book for $16, three binders for $2 and six notebooks for $1. How much does Bo spend?",
        # red team 0358: 'each' on one counted item only; the other's price may be per item
        "Ann buys 3 hats for $10 each and 2 pens for $2. How much does she spend?",
        "Ann bought 4 cups for $3 apiece and 2 plates for $6. How much did she spend?",
        # the rate noun is not the thing counted
        "Lin buys 4 pairs of socks for $2 a sock and a hat for $7. How much did Lin spend?",
        # sold, not bought
        "Ann sold a hat for $10 and a pen for $2. How much money did she make?",
        # a price told from another
        "Ann buys a hat for $10 and a pen for $2 less. How much did she spend?",
        # what was paid is not the sum of the prices
        "Ann buys a hat for $10 and a pen for $2. She has a $3 coupon. How much did she spend?",
        "Ann buys a hat for $10 and a pen for $2. She gets a 10% discount. How much did she pay?",
        # a setting that tells no one purchase
        "When it rains, Ann buys a hat for $10 and a pen for $2. How much did she spend?",
        # an 'if' clause with a clause of its own after it, and 'when'
        "If Don buys a kite for $8 and a ball for $9, he has $5 left. How much money did he have?",
        "Don has $78. When Don buys a kite for $8 and a ball for $9, how much money does Don have left?",
        # 'more' asked where less was spent
        "Ann buys a hat for $10 and a pen for $2. How much more did she spend on the pen than on the hat?",
    ],
)
def test_unclear_purchases_refuse(lexicon, text):
    assert refusal_of(text, lexicon) is not None


def test_a_condition_before_the_question_is_told_as_a_condition_per_purchase(lexicon):
    found = priced_purchases("If Don buys a kite for $8 and a ball for $9, how much does he spend?", lexicon)
    assert found is not None
    assert found.text == "If Don buys 1 kite for $8. If Don buys 1 ball for $9. How much does he spend?"


def test_a_sentence_with_one_purchase_is_not_retold(lexicon):
    assert priced_purchases("Ann buys a hat for $10. How much did she spend?", lexicon) is None
