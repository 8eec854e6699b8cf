"""A buying or taking verb repeated per period states a rate: "buys 3 pens a week" (ADR 0403)."""

import pytest

from packs.model import Lexicon
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Nia buys 5 apples a week. How many apples does she buy in 3 weeks?", 15),
        ("Nia buys 5 apples a day. How many apples does she buy in a week?", 35),
        ("Nia buys 5 apples a day. How many apples does she buy a week?", 35),
        ("Nia orders 3 books a month. How many books does she order in a year?", 36),
        ("Nia purchases 2 lamps a month. How many lamps does she purchase in 2 years?", 48),
        ("Nia buys 2 pies every week. How many pies does she buy in 5 weeks?", 10),
        ("Omar takes 3 pills a day. How many pills does he take in 2 weeks?", 42),
        ("Omar takes 4 naps a week. How many naps does he take in 3 weeks?", 12),
        ("Omar took 2 buses a day. How many buses did he take in 6 days?", 12),
        ("Omar will take 2 buses a day. How many buses will he take in a week?", 14),
        ("If Omar buys 4 rolls a day, how many rolls does he buy in 3 days?", 12),
        ("Omar buys 4 rolls a week for 6 weeks. How many rolls does he buy?", 24),
    ],
)
def test_a_repeated_purchase_over_whole_periods_answers(text: str, value: int, lexicon: Lexicon) -> None:
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # a week is no whole part of a year or a month; a named month's days are not known
        ("Nia buys 5 apples a week. How many apples does she buy in a year?", "unused_operator"),
        ("Nia buys 5 apples a week. How many apples does she buy in a month?", "unused_operator"),
        ("Nia orders 3 books a month. How many books does she order in a week?", "unit_mismatch"),
        ("Nia orders 3 books a month. How many books does she order in June?", "unused_operator"),
        # no price was told, and buying is not spending
        ("Nia buys 5 apples a week. How much does she spend in 3 weeks?", "unit_mismatch"),
        # another doer, several doers, a supposition, a negation
        ("Nia buys 5 apples a week. How many apples does Omar buy in 3 weeks?", "unit_mismatch"),
        (
            "Nia and Omar buy 5 apples a week. How many apples do they buy in 3 weeks?",
            "unsupported_operation",
        ),
        ("Nia could buy 5 apples a week. How many apples does she buy in 3 weeks?", "unsupported_operation"),
        ("Nia does not buy 5 apples a week. How many apples does she buy in 3 weeks?", "unused_operator"),
        # beside a holding of the same things: added to it or not?
        (
            "Nia has 8 apples. She buys 5 apples a week. How many apples does she buy in 3 weeks?",
            "unsupported_operation",
        ),
        ("Omar takes 3 pills a day. How many red pills does he take in a week?", "unsupported_operation"),
    ],
)
def test_what_the_rate_does_not_fix_refuses(text: str, reason: str, lexicon: Lexicon) -> None:
    assert refusal_of(text, lexicon).reason == reason


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Dawn takes 2 hours to paint a wall. How long does it take her to paint 5 walls?", 10),
        (
            "Ruth takes 10 minutes to ice a cake. She ices 6 cakes. How many minutes does she spend icing cakes?",
            60,
        ),
    ],
)
def test_a_duration_per_thing_keeps_its_own_reading(text: str, value: int, lexicon: Lexicon) -> None:
    """ "takes 2 hours to paint a wall": a time per thing done, read as before, not a rate of taking."""
    assert value_of(text, lexicon) == value


def test_a_duration_a_day_is_no_rate_of_taking(lexicon: Lexicon) -> None:
    text = "Omar takes 20 minutes a day to read. How many minutes does he read in a week?"
    assert refusal_of(text, lexicon).reason == "unsupported_operation"
