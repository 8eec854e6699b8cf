"""The primitive registry reads single tokens only: no pattern may span whitespace."""

from fractions import Fraction

import pytest

from reader.primitives import PRIMITIVES, match_primitive

WHITESPACE = (" ", "\t", "\n", "\u00a0")


def test_registry_is_not_empty():
    assert len(PRIMITIVES) >= 7


@pytest.mark.parametrize("primitive", PRIMITIVES, ids=lambda p: p.name)
def test_examples_match_and_no_pattern_crosses_whitespace(primitive):
    assert primitive.examples
    for example in primitive.examples:
        assert primitive.pattern.fullmatch(example), example
        for cut in range(1, len(example)):
            for space in WHITESPACE:
                broken = example[:cut] + space + example[cut:]
                assert primitive.pattern.fullmatch(broken) is None, broken
                assert primitive.pattern.search(broken) is None or not any(
                    c.isspace() for c in primitive.pattern.search(broken).group(0)
                )
    source = primitive.pattern.pattern
    for forbidden in (r"\s", " ", r"\W", "[^", r"\S"):
        assert forbidden not in source, (primitive.name, forbidden)
    unescaped_dots = [i for i, c in enumerate(source) if c == "." and (i == 0 or source[i - 1] != "\\")]
    assert not unescaped_dots, primitive.name


@pytest.mark.parametrize(
    ("token", "value", "unit"),
    [
        ("7", Fraction(7), ""),
        ("1,200", Fraction(1200), ""),
        ("3.5", Fraction(7, 2), ""),
        ("$18.00", Fraction(18), "dollar"),
        ("25%", Fraction(25), "percent"),
        ("1/2", Fraction(1, 2), ""),
        ("3rd", Fraction(3), "ordinal"),
    ],
)
def test_shapes(token, value, unit):
    shape = match_primitive(token)
    assert shape is not None and shape.value == value and shape.unit == unit


@pytest.mark.parametrize("token", ["five", "dozen", "$", "1,20", "abc", "3 4"])
def test_words_and_malformed_numbers_are_not_primitives(token):
    assert match_primitive(token) is None
