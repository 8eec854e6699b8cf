"""'ate 2 of them a day': a period left after an amount is a rate whose days are not told (ADR 0408)."""

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    "text",
    [
        "Ella baked 50 muffins. She ate 2 of them a day. How many muffins does Ella have left?",
        "Ella baked 50 muffins. Ben ate 20 of them a week. How many muffins does Ella have left?",
    ],
)
def test_a_period_after_the_amount_refuses(lexicon, text):
    assert refusal_of(text, lexicon).reason == "unsupported_operation"


def test_a_plain_partitive_still_answers(lexicon):
    assert (
        value_of("Ella baked 50 muffins. She ate 2 of them. How many muffins does Ella have left?", lexicon)
        == 48
    )


def test_a_dated_amount_is_not_a_rate(lexicon):
    text = "Liv baked 8 pies last week. She baked 5 pies this week. How many pies did Liv bake in all?"
    assert value_of(text, lexicon) == 13
