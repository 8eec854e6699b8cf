"""Containers counted from what they hold: "Each jar has 5 figs. Ola has 20 figs. How many jars ...?" (ADR 0113)."""

from fractions import Fraction

import pytest

from packs.model import Lexicon
from reader import Answer, read_problem
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Each jar has 5 figs. Ola has 20 figs. How many jars does Ola have?", 4),
        ("Ola has 20 figs. Each jar has 5 figs. How many jars does she have?", 4),
        ("There are 4 pens in each mug. There are 32 pens in all. How many mugs are there?", 8),
        ("Each bin has 10 balls in it. There are 90 balls in total. How many bins are there?", 9),
        ("If each jar has 5 figs and Ola has 20 figs, how many jars does Ola have?", 4),
        ("Each jar has 5 figs. Ola has 20 figs. How many jars of figs does Ola have?", 4),
        ("Each box contains 12 nuts. Ola has 2 dozen nuts. How many boxes does Ola have?", 2),
        # 'need' with no 'more': the containers for what the holder has
        ("Ola has 20 figs. Each jar holds 5 figs. How many jars does Ola need?", 4),
        ("Ola has 18 guests. Each table will hold 6 guests. How many tables will she need?", 3),
        ("There are 20 figs. Each jar holds 5 figs. How many jars are needed?", 4),
        ("There are 20 figs. Each jar holds 5 figs. How many jars will be needed?", 4),
        ("Ola has 22 figs. Each jar holds 5 figs. How many jars does Ola need?", 5),  # rounded up (ADR 0208)
        # 'and each <noun>' after a finished statement clause opens a clause of its own
        ("Ola has 20 figs and each jar has 5 figs. How many jars does Ola have?", 4),
        ("If Ola has 20 figs and each jar has 5 figs, how many jars does Ola have?", 4),
        ("Ola has 20 figs and each jar has 5 figs. How many figs does Ola have?", 20),
        ("Ola has 3 jars and each jar has 5 figs. How many figs does Ola have?", 15),
        ("Ola has 3 jars and each jar has 5 figs and 2 nuts. How many figs does Ola have?", 15),  # ADR 0009
        ("Ola bought 3 jars and each jar costs 5 dollars. How much did Ola spend?", 15),
        # the things held are a narrower kind of what each container holds
        ("Ola has 12 dried figs. Each jar has 3 figs. How many jars does Ola have?", 4),
        # containers counted directly: the ordinary reading, untouched
        ("Each jar has 5 figs. Ola has 3 jars. How many jars does Ola have?", 3),
        ("Each jar has 5 figs. Ola has 3 jars. How many figs does Ola have?", 15),
    ],
)
def test_containers_counted_from_contents(text, value, lexicon: Lexicon):
    assert value_of(text, lexicon) == Fraction(value)


def test_the_answer_is_in_the_containers(lexicon: Lexicon):
    result = read_problem("Each jar has 5 figs. Ola has 20 figs. How many jars does Ola have?", lexicon)
    assert isinstance(result, Answer)
    assert result.unit == "jar"


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # a remainder is no whole number of containers held: no rounding is guessed ('need' rounds up, ADR 0208)
        ("Each jar has 5 figs. Ola has 22 figs. How many jars does Ola have?", "non_integer_count"),
        # someone else's figs, figs that changed, two containers for figs, narrower or other contents
        ("Each jar has 5 figs. Ola has 20 figs. How many jars does Ben have?", "unit_mismatch"),
        (
            "Each jar has 5 figs. Ola had 20 figs. She ate 5 figs. How many jars does Ola have?",
            "unit_mismatch",
        ),
        (
            "Each jar has 5 figs. Each bag has 4 figs. Ola has 20 figs. How many jars does Ola have?",
            "unit_mismatch",
        ),
        ("Each jar has 5 ripe figs. Ola has 20 figs. How many jars does Ola have?", "unit_mismatch"),
        (
            "Each jar has 5 figs. Ola has 20 figs. Ben has 10 figs. How many jars does Ben have?",
            "unit_mismatch",
        ),
        ("Each jar has 1.5 figs. Ola has 3 figs. How many jars does Ola have?", "unit_mismatch"),
        # a price is no content; a rate per day is no container
        ("Each jar costs $5. Ola has $20. How many jars does Ola have?", "unit_mismatch"),
        # the question's verb is not one of holding
        ("Each jar has 5 figs. Ola has 20 figs. How many jars did Ola buy?", "unit_mismatch"),
        # 'need' read only as containers for what is held
        ("Ola has 20 figs. Each jar holds 5 figs. How many figs does Ola need?", "unsupported_operation"),
        (
            "Ola has 20 figs and 2 jars. Each jar holds 5 figs. How many jars does Ola need?",
            "unsupported_operation",
        ),
        ("Ola has 20 figs. Each jar holds 5 figs. How many jars does Ben need?", "unsupported_operation"),
        ("Ola needs 20 figs. Each jar holds 5 figs. How many jars are needed?", "unsupported_operation"),
        (
            "Ola has 20 figs. Ben has 5 figs. Each jar holds 5 figs. How many jars are needed?",
            "unsupported_operation",
        ),
        (
            "There are 20 figs. Each jar holds 5 figs. How many jars are needed at the fair?",
            "unsupported_operation",
        ),
        ("Each jar has 5 figs. Ola does not have 20 figs. How many jars does Ola have?", "unused_operator"),
        ("Ola has 3 jars and each jar does not have 5 figs. How many figs does Ola have?", "unused_operator"),
        ("Ola has 3 jars and each jar has 5 figs and 2 figs. How many figs does Ola have?", "ambiguous_unit"),
        # a holder of whom nothing was read is not counted as holding nothing
        ("Ola has 3 jars. Each jar has 5 figs. How many figs do Ola and Ben have?", "dangling_entity"),
        ("Ola has 3 jars and each jar has 5 figs. How many figs do Ola and Ben have?", "dangling_entity"),
    ],
)
def test_containers_refused(text, reason, lexicon: Lexicon):
    assert refusal_of(text, lexicon).reason == reason
