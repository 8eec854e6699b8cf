"""'all of them', 'both of them', 'they all', 'they both' as the question's 'they' for everyone named (ADR 0247)."""

import pytest

from packs.model import Lexicon
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # 'both': exactly two people named; the determiner itself asks for the total
        ("Tia has 12 shells. Ravi has 5 more shells than Tia. How many shells do both of them have?", 29),
        ("Tia has 12 shells. Ravi has 5 more shells than Tia. How many shells do they both have?", 29),
        (
            "Tia has 8 shells. Ravi has twice as many shells as Tia. How many shells do both of them have in all?",
            24,
        ),
        ("Tia picked 30 figs. Ravi picked 18 figs. How many figs did both of them pick?", 48),
        (
            "Tia has 40 coins. Ravi has 6 coins. Tia gives 10 coins to Ravi. How many coins do both of them have now?",
            46,
        ),
        # 'all': three or more; 'all N of them': exactly N, the number a checked count
        (
            "Ula has 15 pens. Vic has 4 fewer pens than Ula. Wes has 9 pens. How many pens do all of them have?",
            35,
        ),
        (
            "Ula has 15 pens. Vic has 4 fewer pens than Ula. Wes has 9 pens. How many pens do they all have?",
            35,
        ),
        (
            "Ula has 15 pens. Vic has 4 fewer pens than Ula. Wes has 9 pens. "
            "How many pens do all three of them have in total?",
            35,
        ),
        (
            "Ula has $20. Vic has $14. Wes has $6 more than Vic. How much money do all 3 of them have altogether?",
            54,
        ),
        (
            "Ula has 25 beads. Vic has 10 beads. Wes has 7 beads. Xia has 8 beads. How many beads do all four of them have?",
            50,
        ),
    ],
)
def test_all_or_both_of_them_is_everyone_named(text: str, value: int, lexicon: Lexicon) -> None:
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        # 'all' of two people, 'both' of three, a told count that differs
        "Tia has 12 shells. Ravi has 5 more shells than Tia. How many shells do all of them have?",
        "Ula has 15 pens. Vic has 4 fewer pens than Ula. Wes has 9 pens. How many pens do both of them have?",
        "Ula has 15 pens. Vic has 4 fewer pens than Ula. Wes has 9 pens. How many pens do all four of them have?",
        # a holder with no amount of the asked kind, a person mentioned in passing
        "Ula has 15 pens. Vic has 4 fewer pens than Ula. Wes has 9 erasers. How many pens do all of them have?",
        "Tia has 12 shells and her coach Mae has a van. Ravi has 5 more shells than Tia. How many shells do all of them have?",
        # a group, an object, a statement, a comparison
        "The twins have 12 shells. Ravi has 17 shells. How many shells do both of them have?",
        "Tia has 12 shells. Ravi has 5 more shells than Tia. How many shells does Ravi give to both of them?",
        "Tia and Ravi both have 12 shells. How many shells do they have in all?",
        "Tia has 12 shells. Ravi has 5 more shells than Tia. How many more shells do both of them have than Tia?",
    ],
)
def test_undetermined_sets_refuse(text: str, lexicon: Lexicon) -> None:
    assert refusal_of(text, lexicon) is not None
