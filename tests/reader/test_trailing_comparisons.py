"""Comparisons whose other side is left unsaid, put back from the one amount told before (ADR 0308)."""

from fractions import Fraction

import pytest

from reader import Answer
from reader.trailing_comparisons import trailing_comparison_text
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # 'more'/'fewer'/'less' with no 'than': the one earlier holder of the kind
        ("Ann has 12 apples. Ben has 5 more. How many apples does Ben have?", 17),
        ("Ann has 12 apples. Ben has 5 less. How many apples does Ben have?", 7),
        ("Ann has 12 apples and Ben has 3 more. How many apples does Ben have?", 15),
        ("Lena has 14 marbles. Omar has 6 more. How many marbles do they have in all?", 34),
        # 'as many|much' with no second 'as'
        ("Ann has 12 apples, and Ben has twice as many. How many apples does Ben have?", 24),
        ("Ann has 12 apples. Ben has half as many. How many apples does Ben have?", 6),
        ("Ann has 12 apples. Ben has a third as many. How many apples does Ben have?", 4),
        ("Ann has $48 and her brother has half as much. How much money does her brother have?", 24),
        ("Ines has $90. Jon has a third as much. How much money does Jon have?", 30),
        # the other side named, its noun left out
        ("Ann has 12 apples. Ben has twice as many as Ann. How many apples does Ben have?", 24),
        (
            "Theo has 25 cards. Nina has twice as many. Paul has 4 more than Nina. How many cards does Paul have?",
            54,
        ),
        # a named other side: only the noun put back, the holder may be a pronoun
        (
            (
                "Derek has 175 baseball cards. He has 49 more than Simon. How many baseball cards does "
                "Simon have?"
            ),
            126,
        ),
        ("Nadia has 55 postcards. She has 15 more than Oscar. How many postcards does Oscar have?", 40),
        # what follows is read as usual
        (
            "Zara has 12 books. Kofi has 4 more. Kofi gives 3 books to Zara. How many books does Kofi have now?",
            13,
        ),
    ],
)
def test_unsaid_side_put_back(text: str, value: int, lexicon) -> None:
    assert value_of(text, lexicon) == Fraction(value)


def test_the_rewrite_names_the_holder_and_the_kind(lexicon) -> None:
    new, step = trailing_comparison_text(
        "Fred has 12 candy bars, and Bob has 6 more. How many candy bars does Bob have?", lexicon
    )
    assert (
        new
        == "Fred has 12 candy bars, and Bob has 6 more candy bars than Fred. How many candy bars does Bob have?"
    )
    assert "candy bars than Fred" in step


def test_the_step_is_shown(lexicon) -> None:
    from reader import read_problem

    found = read_problem("Ann has 12 apples. Ben has 5 more. How many apples does Ben have?", lexicon)
    assert isinstance(found, Answer)
    assert "apples than Ann" in found.steps[0]


@pytest.mark.parametrize(
    "text",
    [
        # the noun told with no 'than': besides, or more than the other's? (ADR 0013, 0160)
        "Mia has 12 apples. Tom has 5 more apples. How many apples does Tom have?",
        "Rita has 7 kites. Leo has twice as many kites. How many kites does Leo have?",
        "Mila has $60. Noor has $15 more. How much money does Noor have?",
        "Ann has $48. Ben has half as much money. How much money does Ben have?",
        # two earlier holders: more than which one?
        "Ann has 12 apples. Tom has 8 apples. Ben has 5 more. How many apples does Ben have?",
        "Ann has 12 apples and Tom has 8 apples. Ben has twice as many. How many apples does Ben have?",
        # another kind, or two kinds told
        "Ann has 12 apples. Ben has 5 more pears. How many pears does Ben have?",
        "Ann has 12 apples and 4 pears. Ben has 5 more. How many apples does Ben have?",
        # a lone pronoun, the holder itself, a holder with an amount of its own before
        "Ann has 12 apples. She has 5 more. How many apples does Ann have?",
        "Ann has 12 apples. Ben has 3 apples. Ben has 5 more. How many apples does Ben have?",
        # negation, supposition, modal
        "Ann has 12 apples. Ben doesn't have 5 more. How many apples does Ben have?",
        "Ann has 12 apples. If Ben had 5 more, he would have 20. How many apples does Ben have?",
        "Ann has 12 apples. Ben would have 5 more. How many apples does Ben have?",
        # a move before: 'more' may be a gain, and the amount compared may have changed
        "Ann had 12 apples. She gave 3 to Tom. Ben has 5 more. How many apples does Ben have?",
        "Ann had 12 apples. Ben bought 5 more. How many apples does Ben have?",
        # another time
        "Ann had 12 apples yesterday. Ben has 5 more. How many apples does Ben have?",
        "Ann had 12 apples. Today Ben has 5 more. How many apples does Ben have?",
        # a group, 'each'
        "Ann and Tom have 12 apples. Ben has 5 more. How many apples does Ben have?",
        "Ann has 12 apples. Ben and Tom each have 5 more. How many apples does Ben have?",
        "They have 12 apples. Ben has 5 more. How many apples does Ben have?",
        # a second number, a multiple of 'more'
        "Ann has 12 apples. Ben has 5 more than twice as many. How many apples does Ben have?",
        "Ann has 12 apples. Ben has 5 times more. How many apples does Ben have?",
        # 'many' of money, the other side never told
        "Ann has $48. Ben has twice as many. How much money does Ben have?",
        "Ann has 12 apples. Ben has 5 more than Cal. How many apples does Ben have?",
        "Derek has 175 baseball cards. He has 49 more stamps than Simon. How many stamps does Simon have?",
        "Derek had 175 baseball cards. He has 49 more than Simon. How many baseball cards does Simon have?",
        "Derek has 175 red cards. Tom has 5 blue cards. Ben has 49 more than Simon. How many cards does Simon have?",
    ],
)
def test_open_other_sides_refuse(text: str, lexicon) -> None:
    refusal_of(text, lexicon)


def test_the_first_refusal_stands(lexicon) -> None:
    found = refusal_of(
        "Ann has 12 apples. Tom has 8 apples. Ben has 5 more. How many apples does Ben have?", lexicon
    )
    assert found.reason == "unused_operator"
    assert found.token_text == "more"
    assert (
        trailing_comparison_text("Ann has 12 apples. Tom has 8 apples. Ben has 5 more. How?", lexicon) is None
    )
