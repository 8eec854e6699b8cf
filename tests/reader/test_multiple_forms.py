"""Fractions before 'as many' and things compared with 'as' (ADR 0114)."""

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Bo has 12 mugs. Cy has two thirds as many mugs as Bo. How many mugs does Cy have?", 8),
        ("Bo has 12 mugs. Cy has 2/3 as many mugs as Bo. How many mugs does Cy have?", 8),
        ("Bo has 12 mugs. Cy has 3/4 times as many mugs as Bo. How many mugs does Cy have?", 9),
        ("Bo has 12 mugs. Cy has one fourth as many mugs as Bo. How many mugs does Cy have?", 3),
        ("Bo has 12 mugs. Cy has one half as many mugs as Bo. How many mugs does Cy have?", 6),
        ("Bo has 40 mugs. Cy has 25% as many mugs as Bo. How many mugs does Cy have?", 10),
        # the reference stated later, and the unknown on the reference's side
        ("Cy has 2/5 as many mugs as Bo. Bo has 20 mugs. How many mugs does Cy have?", 8),
        ("Cy has 2/5 as many mugs as Bo. Cy has 8 mugs. How many mugs does Bo have?", 20),
    ],
)
def test_a_fraction_before_as_many_is_the_factor(lexicon, text, value):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (
            "The new box has 3 times as many pens as the old box. The old box has 5 pens. "
            "How many pens does the new box have?",
            15,
        ),
        (
            "Ann's room has 4 lamps. Bo's room has twice as many lamps as Ann's room. "
            "How many lamps does Bo's room have?",
            8,
        ),
        (
            "Bo's room has twice as many lamps as Ann's room. Ann's room has 4 lamps. "
            "How many lamps does Bo's room have?",
            8,
        ),
    ],
)
def test_a_thing_after_the_second_as_is_the_reference(lexicon, text, value):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # 'quarter' is a coin here: the phrase would drop out of the factor
        (
            "Bo has 12 mugs. Cy has a quarter as many mugs as Bo. How many mugs does Cy have?",
            "unexpected_category",
        ),
        (
            "Bo has 12 mugs. Cy has five thirds as many mugs as Bo. How many mugs does Cy have?",
            "unexpected_category",
        ),
        (
            "Bo has 12 mugs. Cy has two halves as many mugs as Bo. How many mugs does Cy have?",
            "unexpected_category",
        ),
        ("Bo has 12 mugs. Cy has 2/3 mugs as Bo. How many mugs does Cy have?", "unsupported_operation"),
        (
            "Bo has 12 mugs. Cy bought 2/3 as many mugs as Bo. How many mugs does Cy have?",
            "unsupported_operation",
        ),
        (
            "Bo has 10 mugs. Cy has one third as many mugs as Bo. How many mugs does Cy have?",
            "non_integer_count",
        ),
        # 'the old box' after another box read before may name that box; a person compared with a thing,
        # and a plural thing, keep their refusals
        (
            "The red box has 5 pens. The new box has 3 times as many pens as the old box. "
            "How many pens does the new box have?",
            "unused_operator",
        ),
        (
            "The old box has 5 pens. Cy has 3 times as many pens as the old box. How many pens does Cy have?",
            "unused_operator",
        ),
        (
            "The old box has 5 pens. The new box has 3 times as many pens as Cy. How many pens does the new box have?",
            "unexpected_category",
        ),
        (
            "The old box has 5 pens. The new box has 3 times as many pens as the old boxes. "
            "How many pens does the new box have?",
            "unused_operator",
        ),
    ],
)
def test_unsafe_multiple_forms_refuse(lexicon, text, reason):
    assert refusal_of(text, lexicon).reason == reason


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Bo has 14 pens. Cy has twice the number of pens as Bo. How many pens does Cy have?", 28),
        ("Cy has 3 times the number of pens as Bo. Bo has 5 pens. How many pens does Cy have?", 15),
        ("Bo has 18 pens. Cy has half the number of pens as Bo. How many pens does Cy have?", 9),
        ("Bo has 15 dollars. Cy has twice the amount of money as Bo. How much money does Cy have?", 30),
    ],
)
def test_a_factor_before_the_number_of_reads_as_as_many(lexicon, text, value):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("Bo has 14 pens. Cy has twice the number of pens. How many pens does Cy have?", "unused_operator"),
        (
            "Bo has 14 pens. Cy has the number of pens as Bo. How many pens does Cy have?",
            "unexpected_category",
        ),
        (
            "Bo has 14 pens. Cy bought twice the number of pens as Bo. How many pens does Cy have?",
            "unsupported_operation",
        ),
        ("Bo has 14 pens. Cy has 3 times the pens. How many pens does Cy have?", "unused_operator"),
    ],
)
def test_the_number_of_without_a_factor_or_reference_refuses(lexicon, text, reason):
    assert refusal_of(text, lexicon).reason == reason
