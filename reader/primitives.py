"""Lexical primitives: the shapes of single tokens that carry a number.

Each primitive is one regular expression that must match a whole token
(``fullmatch``) and can never reach across whitespace; a test walks the
registry to keep it that way. Words, even number words, are never
matched here: they live in the lexicon.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache


@dataclass(frozen=True, slots=True)
class NumberShape:
    """What a primitive read from a token: a value and the unit its shape implies ("" if none)."""

    primitive: str
    value: Fraction
    unit: str = ""  # "dollar" for $18, "percent" for 25%, "ordinal" for 3rd; the unit word of "12-ounce"


@dataclass(frozen=True, slots=True)
class Primitive:
    name: str
    pattern: re.Pattern[str]
    read: Callable[[re.Match[str]], NumberShape]
    examples: tuple[str, ...]


def _digits(text: str) -> Fraction:
    return Fraction(text.replace(",", ""))


PRIMITIVES: tuple[Primitive, ...] = (
    Primitive(
        "integer",
        re.compile(r"[0-9]+"),
        lambda m: NumberShape("integer", _digits(m.group(0))),
        ("7", "1200"),
    ),
    Primitive(
        "grouped_integer",
        re.compile(r"[0-9]{1,3}(?:,[0-9]{3})+"),
        lambda m: NumberShape("grouped_integer", _digits(m.group(0))),
        ("1,200", "12,345,678"),
    ),
    Primitive(
        "decimal",
        re.compile(r"[0-9]{0,3}(?:,[0-9]{3})*\.[0-9]+|[0-9]+\.[0-9]+"),
        lambda m: NumberShape("decimal", _digits(m.group(0))),
        ("3.5", ".75", "1,200.50"),
    ),
    Primitive(
        "currency",
        re.compile(r"\$([0-9]{1,3}(?:,[0-9]{3})+|[0-9]+)?(\.[0-9]+)?"),
        lambda m: NumberShape("currency", _digits((m.group(1) or "0") + (m.group(2) or "")), "dollar"),
        ("$18", "$18.00", "$1,200.50", "$.50"),
    ),
    Primitive(
        "percent",
        re.compile(r"([0-9]+(?:\.[0-9]+)?)%"),
        lambda m: NumberShape("percent", _digits(m.group(1)), "percent"),
        ("25%", "12.5%"),
    ),
    Primitive(
        "fraction",
        re.compile(r"([0-9]+)/([1-9][0-9]*)"),
        lambda m: NumberShape("fraction", Fraction(int(m.group(1)), int(m.group(2)))),
        ("1/2", "3/4"),
    ),
    Primitive(
        "number_unit",
        re.compile(r"([0-9]+(?:\.[0-9]+)?)-([a-z]+)"),
        lambda m: NumberShape("number_unit", _digits(m.group(1)), m.group(2)),
        ("12-ounce", "120-page", "2.5-hour"),
    ),
    Primitive(
        "ordinal",
        re.compile(r"([0-9]+)(?:st|nd|rd|th)"),
        lambda m: NumberShape("ordinal", Fraction(int(m.group(1))), "ordinal"),
        ("1st", "3rd", "20th"),
    ),
)


@lru_cache(maxsize=65536)
def match_primitive(token: str) -> NumberShape | None:
    """The first primitive whose shape is the whole token, or None (memoised: a pure function of the text)."""
    for primitive in PRIMITIVES:
        found = primitive.pattern.fullmatch(token)
        if found is not None and found.group(0) not in ("$",):
            return primitive.read(found)
    return None
