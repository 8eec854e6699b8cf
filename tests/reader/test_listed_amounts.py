"""A list of bare amounts told for counted occasions, asked as a total or an average (ADR 0442)."""

from fractions import Fraction

import pytest

from packs.model import Lexicon
from reader.asked_amounts import finite_decimal
from reader.listed_amounts import listed_amounts
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Lia got 80, 90 and 70 on her three tests. What is her average score?", 80),
        ("Omar scored 84, 86 and 85 points in three games. What was his average score?", 85),
        ("Sam ran 3, 5 and 4 miles on three days. How many miles did he run in all?", 12),
        ("Sam ran 3, 5 and 4 miles on three days. How many miles did Sam run on average?", 4),
        ("Nora got 80, 90, 75 and 75 on her four quizzes. What is her total score?", 320),
        ("Ada got 72 and 80 on her two tests. What was her average score?", 76),
        (
            "Leo jogged 6, 9, 7 and 8 miles in four weeks. How many miles did he jog on average?",
            Fraction(15, 2),
        ),
    ],
)
def test_a_listed_amount_per_occasion_is_summed_or_averaged(
    text: str, value: Fraction, lexicon: Lexicon
) -> None:
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        "Lia got 80, 90 and 70 on her four tests. What is her average score?",  # count is not the amounts'
        "Lia got 80, 90 and 70 on her three tests. What is his average score?",  # another holder
        "Lia got 80, 90 and 70 on her three tests. How many apples did she get in all?",  # no unit told
        "Sam ran 3, 5 and 4 miles on three days. How many miles did he walk in all?",  # another act
        "Sam ran 3, 5 and 4 miles on three days. How many kilometers did he run in all?",  # another unit
        "Lia got 80, 90 and 75 on her three tests. What is her average score?",  # 245 / 3 is not exact
        "Sam ran 3, 5 and 4 miles on three days. He rested 2 days. How many miles did he run in all?",
        "Sam ran 3, 5 and 4 miles on three days. What is his average score?",  # miles are no score
    ],
)
def test_other_shapes_stay_refused(text: str, lexicon: Lexicon) -> None:
    assert refusal_of(text, lexicon) is not None


def test_the_list_is_retold_one_amount_a_sentence(lexicon: Lexicon) -> None:
    found = listed_amounts("Ada got 72 and 80 on her two tests. What was her average score?", lexicon)
    assert found is not None
    assert found.text == "Ada got 72 points. Ada got 80 points. How many points did Ada get in all?"
    assert (found.total, found.count, found.average) == (152, 2, True)


def test_finite_decimal() -> None:
    assert finite_decimal(Fraction(15, 2)) and not finite_decimal(Fraction(245, 3))
