"""'the other half', 'an equal number of', 'the same time' retold as the reader reads them (ADR 0361)."""

from fractions import Fraction

import pytest

from reader.other_shares import other_shares
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "There are 52 geese. Half of the geese are gray and the other half are white. How many white geese are there?",
            26,
        ),
        (
            "There are 33 chairs. One-third of the chairs are red and the other two-thirds are black. How many black chairs are there?",
            22,
        ),
        (
            "There are 32 beads. 1/4 of the beads are blue and the other 3/4 are pink. How many pink beads are there?",
            24,
        ),
        (
            "There are 22 pupils. Half of the pupils are boys, the other half are girls. How many girls are there?",
            11,
        ),
        (
            "Pia had 50 shells. She lost 2/5 of them and gave the other 3/5 to Tom. How many shells did she give to Tom?",
            30,
        ),
        (
            "Pia had 24 shells. She sold half of her shells and kept the other half of her shells. How many shells did she keep?",
            12,
        ),
        (
            "Tom has 19 coins. Pia has an equal number of coins as Tom. How many coins do they have together?",
            38,
        ),
        ("Tom has 19 rocks. Pia has the same number of rocks as Tom. How many rocks does Pia have?", 19),
        ("Tom has $31. Pia has the same amount of money as Tom. How much money does Pia have?", 31),
        (
            "Vera had an equal number of crayons and markers. She had 26 markers. How many crayons did she have?",
            26,
        ),
        ("Ole jogged for 4 hours on Monday and the same time on Tuesday. How many hours did he jog?", 8),
        ("Ole earned $12 on Monday and the same amount on Tuesday. How much money did he earn?", 24),
    ],
)
def test_retold_and_read(lexicon, text, expected):
    assert value_of(text, lexicon) == Fraction(expected)


@pytest.mark.parametrize(
    "text",
    [
        # the two shares do not make one whole
        "There are 36 cups. 1/3 of the cups are blue and the other half are pink. How many pink cups are there?",
        "There are 36 cups. 1/3 of the cups are blue and the other 1/3 are pink. How many pink cups are there?",
        # another part told between the share and 'the other half': the halves leave nothing for it
        "A stall has 40 mugs. Half are white, 6 are red, and the other half are grey. How many grey mugs are there?",
        "A stall has 40 mugs. Half of them are white, six are red, and the other half are grey. How many grey mugs are there?",
        # two wholes named
        "Pia had 30 figs and 20 nuts. She ate half of her figs and gave the other half of her nuts to Tom. How many nuts did she give to Tom?",
        "Pia had 30 figs and 20 nuts. She ate half of her figs and half of her nuts and sold the other half. How many nuts did she sell?",
        # 'the same amount' with no noun: money or a count?
        "Tom has 19 rocks. Pia has the same amount as Tom. How many rocks does Pia have?",
        "Tom and Pia spent the same amount. Tom spent $6. How much did Pia spend?",
        # not the plain sameness
        "Tom has 19 rocks. Pia has twice the same number of rocks as Tom. How many rocks does Pia have?",
        # which measure is the same, or not a time at all
        "Ole jogged for 4 hours on Monday and 2 hours on Friday and the same time on Tuesday. How many hours did he jog?",
        "Ole ran 4 miles on Monday and the same time on Tuesday. How many miles did he run?",
        "Ole jogged for 4 hours on Monday and at the same time on Tuesday. How many hours did he jog?",
    ],
)
def test_unclear_stays_refused(lexicon, text):
    refusal_of(text, lexicon)


def test_retold_text(lexicon):
    found = other_shares("Pia had 40 figs. Half of them are ripe, the other half are green.", lexicon)
    assert (
        found is not None and found.text == "Pia had 40 figs. Half of them are ripe and the rest are green."
    )
    found = other_shares("Vera had an equal number of crayons and markers.", lexicon)
    assert found is not None and found.text == "Vera had as many crayons as markers."
    found = other_shares("Ole jogged 4 hours on Monday and the same time on Tuesday.", lexicon)
    assert found is not None and found.text == "Ole jogged 4 hours on Monday and 4 hours on Tuesday."
    assert other_shares("Ole ate half of the pie and the other half hour he slept.", lexicon) is None
