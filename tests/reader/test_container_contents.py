"""Things moved inside containers whose contents rate is told (ADR 0282)."""

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Omar bought 7 packs of balls. Each pack contained 18 balls. How many balls did Omar buy?", 126),
        ("Each box has 12 pencils. Sam bought 4 boxes. How many pencils did Sam buy?", 48),
        ("Each crate holds 20 oranges. The grocer sold 6 crates. How many oranges did the grocer sell?", 120),
        (
            "Omar gave 4 boxes of crayons to his sister. Each box has 24 crayons. "
            "How many crayons did Omar give to his sister?",
            96,
        ),
        # a narrower kind asked counts the containers said to hold it
        (
            "Omar bought 5 boxes of blue pens and 3 boxes of black pens. Each box had 12 pens. "
            "How many blue pens did Omar buy?",
            60,
        ),
        (
            "Priya bought 6 packs of green pens and 2 packs of black pens. Each pack has 10 pens. "
            "How many pens did Priya buy in all?",
            80,
        ),
        # containers held before are not moved
        (
            "Rita had 3 boxes of pencils. She bought 2 boxes of pencils. Each box has 10 pencils. "
            "How many pencils did Rita buy?",
            20,
        ),
        # another doer's containers, the rate told first
        (
            "Each bag has 6 apples. Max bought 5 bags of apples. Ann bought 2 bags of apples. "
            "How many apples did Max buy?",
            30,
        ),
        ("If Max buys 5 bags of apples, and each bag has 6 apples, how many apples does Max buy?", 30),
    ],
)
def test_contents_moved(lexicon, text, value):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        # the asked kind also moved directly, or another move of it
        "Max bought 5 bags of apples. Each bag has 6 apples. He also bought 4 apples. How many apples did Max buy?",
        "Max bought 5 bags of apples. Each bag has 6 apples. He ate 2 apples. How many apples did Max buy?",
        # more containers after 'each' was told
        "Max bought 5 bags of apples. Each bag has 6 apples. He bought 2 more bags. How many apples did Max buy?",
        "Max bought 5 bags of apples. Each bag has 6 apples. Ann bought 2 bags of apples. How many apples did Ann buy?",
        # a container kind with no rate, two rates, contents of another kind
        "Max bought 5 bags of apples and 3 boxes of apples. Each bag has 6 apples. How many apples did Max buy?",
        "Max bought 5 bags of apples. Each bag has 6 apples. Each bag has 8 apples. How many apples did Max buy?",
        "Max bought 5 bags of apples and 2 bags of flour. Each bag has 6 apples. How many apples did Max buy?",
        "Max bought 5 bags of red apples. Each bag has 6 apples. How many green apples did Max buy?",
        # another verb, another party, another doer, a negation, a price, a being's own
        "Max bought 5 bags of apples. Each bag has 6 apples. How many apples did Max sell?",
        "Max gave 5 bags of apples to Ann and 2 bags of apples to Bo. Each bag has 6 apples. "
        "How many apples did Max give to Ann?",
        "Max bought 5 bags of apples. Each bag has 6 apples. How many apples did Max and Ann buy?",
        "Max did not buy 5 bags of apples. Each bag has 6 apples. How many apples did Max buy?",
        "Max bought 5 boxes of pens. Each box costs $6. How many pens did Max buy?",
        "Max bought 5 dogs. Each dog has 2 puppies. How many puppies did Max buy?",
    ],
)
def test_refused(lexicon, text):
    assert refusal_of(text, lexicon) is not None


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (
            (
                "Liam bought 9 bags of green rubber bands and 4 bags of blue rubber bands. Each bag "
                "contained 25 rubber bands. How many more green rubber bands than blue rubber bands "
                "did Liam buy?"
            ),
            125,
        ),
        (
            "Omar bought 5 boxes of blue pens and 3 boxes of black pens. Each box contained 12 pens. "
            "How many fewer black pens than blue pens did Omar buy?",
            24,
        ),
    ],
)
def test_contents_compared(lexicon, text, value):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        # a holding asked, a side with no containers, a side's containers not rated, another doer's
        "Omar bought 5 boxes of blue pens and 3 boxes of black pens. Each box contained 12 pens. "
        "How many more blue pens than black pens does Omar have?",
        "Omar bought 5 boxes of blue pens and 3 boxes of black pens. Each box contained 12 pens. "
        "How many more blue pens than red pens did Omar buy?",
        "Omar bought 5 boxes of blue pens and 3 boxes of black pens. Each box of blue pens contained 12 pens. "
        "How many more blue pens than black pens did Omar buy?",
        "Omar bought 5 boxes of blue pens and 3 bags of black pens. Each box contained 12 pens. "
        "How many more blue pens than black pens did Omar buy?",
        "Omar bought 5 boxes of blue pens. Ann bought 3 boxes of black pens. Each box contained 12 pens. "
        "How many more blue pens than black pens did Omar buy?",
        # no rate, more packs after it, loose balls too
        "Omar bought 5 boxes of blue pens and 3 boxes of black pens. How many more blue pens than black pens "
        "did Omar buy?",
        "Omar bought 5 boxes of blue pens and 3 boxes of black pens. Each box contained 12 pens. He bought 2 "
        "more boxes of black pens. How many more blue pens than black pens did Omar buy?",
        "Omar bought 5 boxes of blue pens and 3 boxes of black pens. Each box contained 12 pens. He also "
        "bought 4 black pens. How many more blue pens than black pens did Omar buy?",
    ],
)
def test_comparison_refused(lexicon, text):
    assert refusal_of(text, lexicon) is not None
