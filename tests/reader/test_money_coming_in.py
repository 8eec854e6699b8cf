"""Money made, earned or got by two different verbs is one income, never half of it (ADR 0273)."""

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    "text",
    [
        "Sally made $50 on Monday and earned $30 on Tuesday. How much money did she make in all?",
        "Sally earned $50 on Monday. She made $30 on Tuesday. How much money did she earn?",
        "Sam earned $50 mowing lawns. He got $30 for babysitting. How much money did he earn?",
        "Sam received $50 for mowing lawns. He earned $30 babysitting. How much money did he earn?",
        # a rate of earning beside money made by another verb
        "Sally earns $10 an hour. She worked 5 hours and made $20 in tips. How much money did she earn?",
        # comparisons: either side may have more money by the other verb
        "Sam made $50 and earned $30. Ann made $20. How much more money did Sam make than Ann?",
        "Sam made $50. Ann made $20 and earned $30. How much more money did Sam make than Ann?",
        "Sam made $50 and earned $30. Ann made $20. How much more money did Sam make?",
    ],
)
def test_money_by_two_verbs_refuses(lexicon, text):
    refusal = refusal_of(text, lexicon)
    assert refusal.reason == "ambiguous_unit"
    assert "money was also said to come in" in refusal.detail


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # a gift from someone named is no earning
        ("Sam earned $50 mowing lawns. He got $30 from his mom. How much money did he earn?", 50),
        ("Sally made $50 and got $30 from her mom. How much money did she make?", 50),
        # another person's money by the other verb is not asked about
        ("Sally made $50 and Tom earned $30. How much money did Sally make?", 50),
        # what is held counts every way the money came
        ("Sam earned $50 mowing lawns. He got $30 from his mom. How much money does he have?", 80),
        # made things are no money: the guard is for money only
        ("Sally baked 5 cakes and made 3 pies. How many cakes did she make?", 5),
    ],
)
def test_money_by_one_verb_is_still_read(lexicon, text, value):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        "Mia bought 5 apples and got 3 apples from Tom. How many apples did she get?",
        "Mia baked 5 cakes and got 3 cakes from Tom. How many cakes did she get?",
        "Mia took 5 cookies from the jar and got 3 cookies from Tom. How many cookies did she get?",
    ],
)
def test_general_gain_beside_a_purchase_refuses(lexicon, text):
    # 'get' names any gain: the things bought, made or taken are got too (ADR 0273)
    assert refusal_of(text, lexicon).reason == "underdetermined"


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Mia picked 5 apples and found 3 apples. How many apples did she get?", 8),
        ("Mia bought 5 apples. Tom got 3 apples from Ann. How many apples did Tom get?", 3),
        ("Mia bought 5 pears and got 3 apples from Tom. How many apples did she get?", 3),
    ],
)
def test_general_gain_alone_is_still_read(lexicon, text, value):
    assert value_of(text, lexicon) == value
