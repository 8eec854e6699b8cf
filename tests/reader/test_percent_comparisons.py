"""A comparison told by a percentage, read as the multiple it says (ADR 0317)."""

from fractions import Fraction

import pytest

from reader import Answer, read_problem
from reader.percent_comparisons import percent_comparisons
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # "<P>% more|fewer|less [<kind>] than <other>"
        ("Abe has 40 ants. Beth has 50% more ants than Abe. How many ants does Beth have?", 60),
        ("Tom has 10 apples. Ann has 20% fewer apples than Tom. How many apples does Ann have?", 8),
        ("Tom has $10. Ann has 20% more money than Tom. How much money does Ann have?", 12),
        ("Tom has $10. Ann has 20% less money than Tom. How much money does Ann have?", 8),
        ("Tom has 10 apples. Ann has 50 percent more apples than Tom. How many apples does Ann have?", 15),
        ("Tom has 10 apples. Ann has fifty percent more apples than Tom. How many apples does Ann have?", 15),
        ("Tom has 80 stamps. Mia has 12.5% more stamps than Tom. How many stamps does Mia have?", 90),
        (
            "A box has 40 crayons. A bag has 25% fewer crayons than the box. How many crayons does the bag have?",
            30,
        ),
        (
            "Tom has 10 red apples. Ann has 50% more red apples than Tom. How many red apples does Ann have?",
            15,
        ),
        # the other side told later, chains of comparisons, and moves after them
        ("Ann has 50% more apples than Tom. Tom has 10 apples. How many apples does Ann have?", 15),
        (
            "Tom has 20 legos. Simon has 20% more legos than Tom. Kent has 50% fewer legos than Simon. "
            "How many legos does Kent have?",
            12,
        ),
        (
            "Tom has 10 apples. Ann has 50% more apples than Tom. She eats 3 of them. "
            "How many apples does Ann have left?",
            12,
        ),
        (
            "Tom has 10 apples. Ann has 50% more apples than Tom. How many more apples does Ann have than Tom?",
            5,
        ),
        # the noun and the other side left out: ADR 0308 puts them back
        ("Tom has 10 apples. Ann has 30% more. How many apples does Ann have?", 13),
        ("Tom has $40. Ann has 25% less. How much money does Ann have?", 30),
        ("Fred has 12 candy bars, and Bob has 50% more. How many candy bars does Bob have?", 18),
    ],
)
def test_percent_comparison_is_a_multiple(text: str, value: Fraction, lexicon) -> None:
    assert value_of(text, lexicon) == value


def test_the_step_says_how_the_percentage_became_a_factor(lexicon) -> None:
    text = "Abe has 40 ants. Beth has 50% more ants than Abe. How many ants does Beth have?"
    result = read_problem(text, lexicon)
    assert isinstance(result, Answer)
    assert result.steps[0] == "50% more = 1.5 times as many"


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # no base named: more than what she has, or than someone else?
        (
            "Tom has 10 apples. Ann has 50% more apples. How many apples does Ann have?",
            "unsupported_operation",
        ),
        ("Tom had 10 apples. He bought 50% more. How many apples does he have?", "unsupported_operation"),
        # the base never told, of another kind, or of a holder never named
        ("Ann has 50% more apples than Tom. How many apples does Ann have?", "unsupported_operation"),
        (
            "Tom has 10 apples. Ann has 50% more pears than Tom. How many pears does Ann have?",
            "unsupported_operation",
        ),
        (
            "Tom has 10 apples. Ann has 50% more apples than Sue. How many apples does Ann have?",
            "unsupported_operation",
        ),
        # over 100%, 100% fewer, 0%
        (
            "Tom has 10 apples. Ann has 150% more apples than Tom. How many apples does Ann have?",
            "unsupported_operation",
        ),
        (
            "Tom has 10 apples. Ann has 100% fewer apples than Tom. How many apples does Ann have?",
            "unsupported_operation",
        ),
        (
            "Tom has 10 apples. Ann has 0% more apples than Tom. How many apples does Ann have?",
            "unsupported_operation",
        ),
        # not a whole count
        (
            "Tom has 10 apples. Ann has 25% more apples than Tom. How many apples does Ann have?",
            "unsupported_operation",
        ),
        # a negation, a modal, two holders after 'than'
        (
            "Tom has 10 apples. Ann doesn't have 50% more apples than Tom. How many apples does Ann have?",
            "unsupported_operation",
        ),
        (
            "Tom has 10 apples. Ann would have 50% more apples than Tom. How many apples does Ann have?",
            "unsupported_operation",
        ),
        (
            "Tom has 10 apples. Ann has 50% more apples than Tom and Sue. How many apples does Ann have?",
            "unsupported_operation",
        ),
        # a bare comparative after two holders, or after a move
        (
            "Tom has 10 apples. Sue has 4 apples. Ann has 50% more. How many apples does Ann have?",
            "unsupported_operation",
        ),
        (
            "Tom has 10 apples. He gives 2 to Sue. Ann has 50% more. How many apples does Ann have?",
            "unsupported_operation",
        ),
        # another percentage in the problem
        (
            "Tom has 10 apples. Ann has 20% more apples than Tom. Sue has 50% of Ann's apples. "
            "How many apples does Sue have?",
            "unsupported_operation",
        ),
    ],
)
def test_near_misses_keep_their_refusal(text: str, reason: str, lexicon) -> None:
    assert refusal_of(text, lexicon).reason == reason


@pytest.mark.parametrize(
    ("text", "written"),
    [
        (
            "Abe has 40 ants. Beth has 50% more ants than Abe. How many ants does Beth have?",
            "Abe has 40 ants. Beth has 1.5 times as many ants as Abe. How many ants does Beth have?",
        ),
        (
            "Tom has $40. Ann has 25% less. How much money does Ann have?",
            "Tom has $40. Ann has 0.75 times as much. How much money does Ann have?",
        ),
        (
            "Tom has 10 apples. Ann has 50 percent fewer apples than Tom. How many apples does Ann have?",
            "Tom has 10 apples. Ann has 0.5 times as many apples as Tom. How many apples does Ann have?",
        ),
    ],
)
def test_the_written_text(text: str, written: str, lexicon) -> None:
    found = percent_comparisons(text, lexicon)
    assert found is not None and found.text == written


@pytest.mark.parametrize(
    "text",
    [
        "Tom has 10 apples. How many apples does Ann have if she has 50% more apples than Tom?",
        "Tom has 10 apples. Ann has 50% more apples this week. How many apples does Ann have?",
        "Tom scored 80%. Ann scored 10% more. What was Ann's score?",
        "Tom has 10 apples. Ann has 50% more apples than Tom",
    ],
)
def test_shapes_not_written(text: str, lexicon) -> None:
    assert percent_comparisons(text, lexicon) is None
