"""A move stated from another doer's move of the same verb, and 'than X did/does' (ADR 0150)."""

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Lou sold 12 hats. Bo sold 5 more hats than Lou did. How many hats did Bo sell?", 17),
        ("Lou sold 12 hats. Bo sold 5 more hats than Lou. How many hats did Bo sell?", 17),
        ("Lou sold 12 hats. Bo sold 4 fewer hats than Lou did. How many hats did Bo sell?", 8),
        ("Lou picked 6 figs. Bo picked 3 times as many figs as Lou did. How many figs did Bo pick?", 18),
        ("Lou picked 6 figs. Bo picked half as many figs as Lou did. How many figs did Bo pick?", 3),
        (
            "Lou picked 6 figs. Bo picked 2 more than twice as many figs as Lou did. How many figs did Bo pick?",
            14,
        ),
        # the compared move may come later, and a move may be compared with a compared move
        ("Bo ate 3 more plums than Lou ate. Lou ate 9 plums. How many plums did Bo eat?", 12),
        (
            "Al found 4 shells. Bo found twice as many shells as Al. Cy found 3 more shells than Bo did. "
            "How many shells did Cy find?",
            11,
        ),
        # totals and differences of the moves
        ("Lou sold 12 hats. Bo sold 5 more hats than Lou did. How many hats did they sell in total?", 29),
        ("Lou sold 12 hats. Bo sold 5 fewer hats than Lou did. How many more hats did Lou sell than Bo?", 5),
        # the multiple named through a noun, echoed with the same verb (ADR 0136)
        ("Ann broke 3 cups. Bob broke twice the number of cups Ann broke. How many cups did Bob break?", 6),
        # present tense with 'does'; a measure
        ("Lou sells 7 pies. Bo sells twice as many pies as Lou does. How many pies does Bo sell?", 14),
        (
            "Lou sold 12 kg of rice. Bo sold 3 more kg of rice than Lou did. How many kg of rice did Bo sell?",
            15,
        ),
    ],
)
def test_compared_moves(text, expected, lexicon):
    assert value_of(text, lexicon) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Lou has 30 pens. Bo has 20 more pens than Lou does. How many pens does Bo have?", 50),
        ("Lou has 8 pens. Bo has 3 times as many pens as Lou has. How many pens does Bo have?", 24),
    ],
)
def test_holdings_with_the_verb_repeated(text, expected, lexicon):
    assert value_of(text, lexicon) == expected


@pytest.mark.parametrize(
    "text, reason",
    [
        # another verb: selling is not buying
        (
            "Lou sold 12 hats. Bo bought 3 times as many hats as Lou did. How many hats did Bo buy?",
            "unsupported_operation",
        ),
        (
            "Lou sold 12 hats. Bo bought 3 times as many hats as Lou sold. How many hats did Bo buy?",
            "unexpected_category",
        ),
        # the compared move is never stated, or stated twice
        ("Bo baked 6 more pies than Lou did. How many pies did Bo bake?", "unsupported_operation"),
        (
            "Lou sold 8 hats on Monday and 5 hats on Friday. Bo sold 3 more hats than Lou did. How many hats did Bo sell?",
            "underdetermined",
        ),
        # a holding is not a move
        (
            "Lou has 9 hats. Bo bought twice as many hats as Lou. How many hats did Bo buy?",
            "unsupported_operation",
        ),
        (
            "Lou has 9 hats. Bo bought twice as many hats as Lou has. How many hats did Bo buy?",
            "unexpected_category",
        ),
        # 'times more than' is read both ways in the data
        (
            "Lou sold 12 hats. Bo sold 3 times more hats than Lou did. How many hats did Bo sell?",
            "unused_operator",
        ),
        # a tense that compares with another time
        (
            "Lou sold 12 hats. Bo sold 3 more hats than Lou does. How many hats did Bo sell?",
            "unexpected_category",
        ),
        # negation, a group, the same doer at another time
        (
            "Lou sold 12 hats. Bo did not sell 3 more hats than Lou did. How many hats did Bo sell?",
            "unexpected_category",
        ),
        (
            "Lou sold 12 hats. Bo and Cy each sold 3 more hats than Lou. How many hats did Bo sell?",
            "unexpected_category",
        ),
        (
            "On Monday Lou sold 12 hats. On Friday he sold 5 more hats than on Monday. How many hats did he sell?",
            "unused_operator",
        ),
        # a compared move said of a time: the other doer's move may be of another time
        (
            "Lou sold 6 hats on Friday. On Monday, Bo sold 2 more hats than Lou. How many hats did Bo sell?",
            "unsupported_operation",
        ),
        (
            "Lou sold 6 hats. Bo sold 2 more hats than Lou did yesterday. How many hats did Bo sell?",
            "unsupported_operation",
        ),
        # two compared doers
        (
            "Lou sold 6 hats. Al sold 4 hats. Bo sold 2 more hats than Lou and Al. How many hats did Bo sell?",
            "unfinished_frame",
        ),
        # a repeated verb with a thing of its own is not a stand-in
        (
            "Lou has 5 hats. Bo has 3 more hats than Lou has pens. How many hats does Bo have?",
            "unexpected_category",
        ),
        # a price beside the compared amount
        (
            "Lou sold 12 hats. Bo sold 3 more hats than Lou did for $2 each. How much money did Bo earn?",
            "unused_operator",
        ),
        # fewer than there were
        (
            "Lou sold 12 hats. Bo sold 20 fewer hats than Lou did. How many hats did Bo sell?",
            "negative_count",
        ),
    ],
)
def test_compared_moves_that_refuse(text, reason, lexicon):
    assert refusal_of(text, lexicon).reason == reason
