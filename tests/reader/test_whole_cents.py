"""Money answers come in whole cents: a reading that ends between two cents refuses (ADR 0323)."""

from fractions import Fraction

import pytest

from reader import Answer, read_problem
from tests.reader.reading import refusal_of


@pytest.mark.parametrize(
    "text",
    [
        "Abe has $40. Abe has 0.7 times as much money as Beth. How much money does Beth have?",
        "Abe has $40. Abe has 30% less money than Beth. How much money does Beth have?",
        "Abe has $10. Abe has 30% more money than Beth. How much money does Beth have?",
        "Abe has 10 cents. Beth has 25% less money than Abe. How many cents does Beth have?",
        "Abe has $0.10. Beth has 25% less money than Abe. How much money does Beth have?",
        "Abe has $1. Beth has 5% less money than Abe. Cal has 5% less money than Beth. How much money does Cal have?",
    ],
)
def test_money_between_two_cents_refuses(lexicon, text):
    assert not isinstance(read_problem(text, lexicon), Answer)


def test_the_refusal_says_why(lexicon):
    text = "Abe has $40. Abe has 0.7 times as much money as Beth. How much money does Beth have?"
    refusal = refusal_of(text, lexicon)
    assert refusal.reason == "non_integer_count"
    assert "whole number of cents" in refusal.detail


@pytest.mark.parametrize(
    ("text", "value", "unit"),
    [
        (
            "Abe has $10. Beth has 25% less money than Abe. How much money does Beth have?",
            Fraction(15, 2),
            "dollar",
        ),
        ("Abe has 40 cents. Beth has 25% less money than Abe. How many cents does Beth have?", 30, "cent"),
        ("Tom has $2.50. He earns $1.25. How much money does Tom have?", Fraction(15, 4), "dollar"),
        (
            "Abe has 7 apples. Beth has 0.5 times as many apples as Abe. How many apples does Beth have?",
            None,
            None,
        ),
    ],
)
def test_whole_cents_and_other_units_are_left_alone(lexicon, text, value, unit):
    result = read_problem(text, lexicon)
    if value is None:  # a half apple is refused by the count check, not by this one
        assert not isinstance(result, Answer)
        return
    assert isinstance(result, Answer)
    assert (result.value, result.unit) == (Fraction(value), unit)
