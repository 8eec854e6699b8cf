"""Traps found by the red team in the families of ADR 0304-0310, refused by general checks (ADR 0311)."""

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    "text",
    [
        "Maria would drive at 45 miles per hour for 4 hours. How far does she drive?",
        "Maria would drive at 45 mph for 4 hours. How far does she drive?",
        "Nora would bake 6 pies. How many pies did she bake?",
        "Tom might spend $5 a day. How much money does he spend in 4 days?",
    ],
)
def test_a_supposed_statement_beside_a_plain_question_refuses(lexicon, text):
    assert refusal_of(text, lexicon) is not None


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Nora would bake 6 pies. How many pies would she bake?", 6),  # asked inside the supposition
        (
            "Tariq could carry 6 chairs at a time. He needed to bring in 18 chairs. How many trips did he make?",
            3,
        ),
    ],
)
def test_a_supposition_asked_inside_it_or_an_ability_still_reads(lexicon, text, value):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        "A cow eats 20 pounds of hay a day. How many pounds do the cows eat in a week?",
        "A car earns 3 dollars an hour. How many dollars do the cars earn in 2 hours?",
        "A worker spends $8 a day on lunch. How much do the workers spend in 5 days?",
    ],
)
def test_one_holders_rate_asked_of_many_refuses(lexicon, text):
    refusal = refusal_of(text, lexicon)
    assert refusal.reason == "unsupported_operation"
    assert refusal.token_text.endswith("s")


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("A ferry travels 30 miles an hour. How far does the ferry travel in 4 hours?", 120),
        ("A cow eats 20 pounds of hay a day. How many pounds does the cow eat in a week?", 140),
    ],
)
def test_the_same_one_asked_still_reads(lexicon, text, value):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        "Maria drives at 50 mph for 3 hours. Tom drives 20 miles more. How far does Tom drive?",
        "Maria drives at 50 mph for 3 hours. Tom drives 20 more miles. How far does Tom drive?",
    ],
)
def test_more_after_another_persons_rate_refuses(lexicon, text):
    assert refusal_of(text, lexicon) is not None
    plain = text.replace("mph", "miles per hour")
    assert refusal_of(plain, lexicon).reason == "ambiguous_unit"


@pytest.mark.parametrize(
    "text",
    [
        "McKenna has 20 stickers. Her sisters have 5 more. How many stickers do her sisters have?",
        "McKenna has $20. Her parents have half as much. How much money do her parents have?",
        "McKenna has 20 stickers. Her classmates have 5 more than McKenna. How many stickers do her classmates have?",
    ],
)
def test_an_unsaid_comparison_of_a_plural_holder_refuses(lexicon, text):
    assert refusal_of(text, lexicon) is not None


def test_an_unsaid_comparison_of_one_holder_still_reads(lexicon):
    assert (
        value_of(
            "McKenna has 20 stickers. Her brother has 5 more. How many stickers does her brother have?",
            lexicon,
        )
        == 25
    )
