"""A price said for a wider kind prices the narrower kinds the lexicon names (ADR 0190)."""

from fractions import Fraction

import pytest

from reader.kind_prices import kind_price
from reader.kinds import lexicon_kinds
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Each flower costs $3. Nora bought 2 roses and 4 tulips. How much did she spend?", 18),
        ("Each flower was 3 dollars. If Emily bought 2 roses and 2 daisies, how much did she spend?", 12),
        (
            "Each flower costs $3. Nora had $50. She bought 2 roses and 5 daisies. How much money does she have left?",
            29,
        ),
        (
            "Each flower costs $3 and each vase costs $5. Nora bought 2 roses and 1 vase. How much did she spend?",
            11,
        ),
        ("Each fruit costs $2. Omar bought 3 apples and 4 strawberries. How much did he spend?", 14),
    ],
)
def test_a_kind_price_prices_its_narrower_kinds(lexicon, text, value):
    assert value_of(text, lexicon) == Fraction(value)


def test_the_nearest_price_wins(lexicon):
    own = "Each flower costs $3. Each tulip costs $5. Nora bought 4 tulips. How much did she spend?"
    assert value_of(own, lexicon) == 20
    berry = "Each berry costs $1 and each fruit costs $2. Omar bought 3 strawberries. How much did he spend?"
    assert value_of(berry, lexicon) == 3


def test_money_stated_in_the_clause_is_not_priced_again(lexicon):
    text = "Pens cost $3 each. Emily bought 2 pens for $10. How much did she spend?"
    assert value_of(text, lexicon) == 10


@pytest.mark.parametrize(
    "text",
    [
        "Each flower costs $3. Nora bought 2 roses and 4 pens. How much did she spend?",  # pens are no flowers
        "Each flower costs $3. Nora bought 2 silk roses. How much did she spend?",  # a modifier may change the kind
        "Each red flower costs $3. Nora bought 5 tulips. How much did she spend?",  # a narrowed price
        "Each fruit costs $2. Omar bought 3 apples and 2 carrots. How much did he spend?",  # another top kind
        "Each plant costs $3. Nora bought 2 tulips. How much did she spend?",  # a kind the lexicon does not say
    ],
)
def test_an_item_of_unsaid_kind_keeps_the_refusal(lexicon, text):
    assert refusal_of(text, lexicon).reason == "underdetermined"


def test_the_rose_is_a_flower_though_its_singular_is_the_past_of_rise(lexicon):
    kind_of = lexicon_kinds(lexicon.lookup, lexicon.entries)
    assert kind_of("rose") == "flower"
    assert lexicon_kinds(lexicon.lookup)("rose") == ""  # by surface alone, 'rose' is 'rise'


class _P:
    def __init__(self, per_key, value, activity=""):
        self.unit_key, self.per_key, self.per_head = "dim:money", per_key, per_key.split("+")[0]
        self.value, self.activity = Fraction(value), activity


def test_two_prices_for_one_kind_price_nothing():
    kinds = {"rose": "flower"}.get
    assert kind_price("rose", "buy", [_P("flower", 3)], lambda k: kinds(k, "")) == 3
    assert kind_price("rose", "buy", [_P("flower", 3), _P("flower", 4)], lambda k: kinds(k, "")) is None
    assert kind_price("rose+red", "buy", [_P("flower", 3)], lambda k: kinds(k, "")) is None
    assert kind_price("rose", "buy", [_P("flower+red", 3)], lambda k: kinds(k, "")) is None
    assert kind_price("rose", "buy", [_P("flower", 3)], None) is None
