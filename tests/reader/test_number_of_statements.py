"""'The number of <name>'s <things> is ...': a person's amount stated through 'the number of' (ADR 0257)."""

import pytest

from packs.model import Lexicon
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # a multiple of another person's amount of the same things
        (
            "Lina has 6 cousins. The number of Omar's cousins is 4 times the number of Lina's cousins. "
            "How many cousins does Omar have?",
            24,
        ),
        (
            "Hugo has 20 marbles. The number of Ines's marbles is half the number of Hugo's marbles. "
            "How many marbles does Ines have?",
            10,
        ),
        # a difference, 'more' and 'fewer'
        (
            "Dara has 25 stamps. The number of Eli's stamps is 8 more than the number of Dara's stamps. "
            "How many stamps does Eli have?",
            33,
        ),
        (
            "Dara has 25 stamps. The number of Eli's stamps is 8 fewer than the number of Dara's stamps. "
            "How many stamps do Dara and Eli have together?",
            42,
        ),
        # a plain amount, now and in the past
        ("The number of Rosa's goldfish is 14. How many goldfish does Rosa have?", 14),
        ("The number of Tariq's green pens was 5. How many green pens did Tariq have?", 5),
        # inside an 'if' clause, with the asked amount as 'what is the number of ...'
        (
            "Nadia has 3 sisters. If the number of Bruno's sisters is two less than twice the number of "
            "Nadia's sisters, what is the number of Bruno's sisters?",
            4,
        ),
        # solved backwards: the compared person's amount is asked
        (
            "Ivan has 45 shells. If the number of Ivan's shells is 5 times the number of Jude's shells, "
            "how many shells does Jude have?",
            9,
        ),
        # the question alone
        (
            "Pablo has 9 coins. Quinn has 4 more coins than Pablo. What is the number of Quinn's coins?",
            13,
        ),
    ],
)
def test_number_of_statements(text: str, value: int, lexicon: Lexicon) -> None:
    assert value_of(text, lexicon) == value


HAS = "Hugo has 14 marbles. "
ASK = " How many marbles does Ines have?"


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # another unit on the compared side
        (
            HAS + "The number of Ines's marbles is twice the number of Hugo's stamps." + ASK,
            "unexpected_category",
        ),
        # the holder compared with itself
        (
            HAS + "The number of Ines's marbles is twice the number of Ines's stamps." + ASK,
            "unexpected_category",
        ),
        # negation, a future, a place, an average, a total, a rate, a relative clause
        (
            HAS + "The number of Ines's marbles is not twice the number of Hugo's marbles." + ASK,
            "unexpected_category",
        ),
        (
            HAS + "The number of Ines's marbles will be twice the number of Hugo's marbles." + ASK,
            "unexpected_category",
        ),
        (
            HAS + "The number of Ines's marbles in the jar is twice the number of Hugo's marbles." + ASK,
            "unexpected_category",
        ),
        (
            HAS + "The average number of Ines's marbles is twice the number of Hugo's marbles." + ASK,
            "unexpected_category",
        ),
        (
            HAS + "The total number of Ines's marbles is twice the number of Hugo's marbles." + ASK,
            "unexpected_category",
        ),
        (
            HAS + "The number of Ines's marbles per day is twice the number of Hugo's marbles." + ASK,
            "unexpected_category",
        ),
        (
            HAS + "The number of Ines's marbles that are green is twice the number of Hugo's marbles." + ASK,
            "unexpected_category",
        ),
        # 'amount', not 'number'
        (
            HAS + "The amount of Ines's marbles is twice the number of Hugo's marbles." + ASK,
            "unexpected_category",
        ),
        # a past comparison after the story changed an amount: before or after the change?
        (
            "Hugo had 14 marbles. Hugo lost 4 marbles. The number of Ines's marbles was twice the number of "
            "Hugo's marbles. How many marbles did Ines have?",
            "unexpected_category",
        ),
        # nothing fixes the compared amount
        ("The number of Ines's marbles is twice the number of Hugo's marbles." + ASK, "underdetermined"),
    ],
)
def test_number_of_statements_refused(text: str, reason: str, lexicon: Lexicon) -> None:
    assert refusal_of(text, lexicon).reason == reason
