"""A conjoined subject's amount read as the members' joint amount when one part is left to ask (ADR 0227)."""

from fractions import Fraction

import pytest

from tests.reader.reading import refusal_of, value_of

ANSWERED = [
    ("Nora and Felix collected 14 acorns. If Nora collected 9 acorns, how many acorns did Felix collect?", 5),
    ("Greta and Milo have 25 stickers. Greta has 16 stickers. How many stickers does Milo have?", 9),
    ("Kofi picked 13 figs. Kofi and Ama picked a total of 21 figs. How many figs did Ama pick?", 8),
    (
        "Dmitri, Sana and Leo won 19 medals in all. Dmitri won 7 medals. Sana won 5 medals."
        " How many medals did Leo win?",
        7,
    ),
    (
        "Elsa and Theo sold 17 lemons at the fair. If Theo sold 10 lemons, how many lemons did Elsa sell"
        " at the fair?",
        7,
    ),
]

REFUSED = [
    # a part as large as the amount: each member's amount, or nothing left for the other?
    "Vera and Sam found 12 coins. Sam found 12 coins. How many coins did Vera find?",
    # a part told first with no 'together': the group's amount may be another one
    "Sam found 5 coins. Vera and Sam found 12 coins. How many coins did Vera find?",
    "Vera and Sam found 12 coins. Sam found 5 more coins. How many coins did Vera find?",
    "Vera and Sam found 12 coins. Sam did not find 5 coins. How many coins did Vera find?",
    "Vera and Sam found 12 coins. Sam found 5 coins. How many coins did they find?",
    "Vera and Sam found 12 coins. Sam found 5 coins. Tia found 3 coins. How many coins did Vera find?",
    "Vera and Sam found 12 coins at the lake. Sam found 5 coins at the pond. How many coins did Vera find?",
    "Vera and Sam found 12 coins. Sam finds 5 coins. How many coins did Vera find?",
    "Vera, Sam and Tia found 12 coins. Sam found 5 coins. How many coins did Vera find?",
    "Vera and Sam found 12 old coins. Sam found 5 coins. How many old coins did Vera find?",
]


@pytest.mark.parametrize(("text", "expected"), ANSWERED)
def test_the_part_left_of_a_joint_amount(text, expected, lexicon):
    assert value_of(text, lexicon) == Fraction(expected)


@pytest.mark.parametrize("text", REFUSED)
def test_a_joint_amount_not_forced_keeps_its_refusal(text, lexicon):
    refusal = refusal_of(text, lexicon)
    assert refusal.reason == "unsupported_operation"
    assert "conjoined subject needs 'each'" in refusal.detail


def test_each_keeps_each_members_amount(lexicon):
    text = "Vera and Sam each found 12 coins. Sam found 5 coins. How many coins did Vera find?"
    assert value_of(text, lexicon) == 12
