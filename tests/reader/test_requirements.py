"""Requirements and progress: 'needs 10 eggs ... how many more does he need' (ADR 0077)."""

from fractions import Fraction

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Leo needs 12 nails. He has 5 nails. How many more nails does he need?", 7),
        ("Leo has 5 nails. He needs 12 nails. How many more nails does he need?", 7),
        ("Rita needs $4.50. She has $1.25. How much more money does she need?", Fraction(13, 4)),
        ("Leo needs 12 nails. He has 5 nails. He finds 3 more nails. How many more nails does he need?", 4),
        ("Leo requires 12 nails. He has 5 nails. How many nails does he need to get?", 7),
        ("Leo needs 12 nails. He has 5 nails. How many more nails should he buy?", 7),
        ("Leo needs 12 nails. He has 5 nails. How many more nails does he still need?", 7),
        ("Leo needs 2 kilograms of sand. He has 500 grams of sand. How many more grams does he need?", 1500),
        # another holder's amount is a distractor: the chains stay per holder
        ("Leo needs 12 nails. He has 5 nails. Ann has 9 nails. How many more nails does Leo need?", 7),
    ],
)
def test_requirement_minus_progress(text, value, lexicon):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # already more than needed
        ("Leo needs 12 nails. He has 15 nails. How many more nails does he need?", "negative_count"),
        ("Leo does not need 12 nails. He has 5 nails. How many more nails does he need?", "unused_operator"),
        # 'how many ... need' with no 'more': the whole need or what is still missing?
        ("Leo needs 12 nails. He has 5 nails. How many nails does he need?", "unsupported_operation"),
        # the need is Leo's, the question is about Ann
        ("Leo needs 12 nails. Ann has 5 nails. How many more nails does Ann need?", "unsupported_operation"),
        ("Leo needs 12 nails. He has 5 screws. How many more nails does he need?", "unit_mismatch"),
        ("Leo needs 12 nails. He has 5 nails. How many more screws does he need?", "unit_mismatch"),
        # two needs, a need per day, a group, a need the question does not ask about
        (
            "Leo needs 12 nails. He has 5 nails. Ann needs 6 nails. How many more nails does Leo need?",
            "unsupported_operation",
        ),
        ("Leo needs 12 nails each day. He has 5 nails. How many more nails does he need?", "unused_operator"),
        (
            "Leo and Ann need 12 nails. They have 5 nails. How many more nails do they need?",
            "unsupported_operation",
        ),
        ("Leo needs 12 nails. He has 5 nails. How many nails does he have?", "unsupported_operation"),
        # an amount that leaves him may be spent towards the need: two readings
        (
            "Leo needs 12 nails. He has 15 nails. He uses 12 nails. How many more nails does he need?",
            "unsupported_operation",
        ),
        # another doer: 'how many more' may compare with her
        (
            "Leo needs 12 nails. He buys 5 nails. Ann buys 8 nails. How many more nails does Leo buy?",
            "readings_disagree",
        ),
        # past tense asks about an event, not about the need
        ("Leo needs 12 nails. He has 5 nails. How many more nails did he buy?", "unsupported_operation"),
    ],
)
def test_requirement_refusals(text, reason, lexicon):
    assert refusal_of(text, lexicon).reason == reason


def test_comparison_without_need_reads_as_before(lexicon):
    text = "Ann buys 5 nails. Leo buys 8 nails. How many more nails does Leo buy?"
    assert value_of(text, lexicon) == 3
