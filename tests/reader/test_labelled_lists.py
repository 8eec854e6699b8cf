"""A list of three or more amounts, each told for its own day of the week (ADR 0426)."""

import pytest

from packs.model import Lexicon
from reader.labelled_lists import labelled_lists
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (
            "Hana sold 14 candles on Monday, 9 on Tuesday, 11 on Wednesday and 6 on Thursday. How many candles did Hana sell?",
            40,
        ),
        (
            "Hana had 90 candles. She sold 14 on Monday, 9 on Tuesday, 11 on Wednesday, and 6 on Thursday. "
            "How many candles does Hana have left?",
            50,
        ),
        (
            "Hana had 90 candles. She sold 14 on Monday, 9 on Tuesday and 11 on Wednesday. How many candles did she sell?",
            34,
        ),
        (
            "Gus baked 24 rolls on Tuesday, 18 on Wednesday, 30 on Thursday, 12 on Friday and 16 on Saturday. "
            "How many rolls did Gus bake on Thursday?",
            30,
        ),
        (
            "Gus baked 24 rolls on Tuesday, 18 on Wednesday, 30 on Thursday, 12 on Friday and 16 on Saturday. "
            "How many more rolls did he bake on Thursday than on Friday?",
            18,
        ),
        (
            "Eli caught nine crabs on Friday, four on Saturday, six on Sunday and five on Monday. How many crabs did Eli catch?",
            24,
        ),
        (
            "Raj had 60 crayons. He lost 2 on Monday, 5 on Tuesday, 1 on Wednesday and 4 on Thursday. "
            "How many crayons does Raj have now?",
            48,
        ),
    ],
)
def test_each_day_is_its_own_act(text: str, value: int, lexicon: Lexicon) -> None:
    assert value_of(text, lexicon) == value


def test_the_list_is_written_one_sentence_a_day(lexicon: Lexicon) -> None:
    found = labelled_lists(
        "Hana sold 14 candles on Monday, 9 on Tuesday, 11 on Wednesday and 6 on Thursday. How many candles did she sell?",
        lexicon,
    )
    assert found is not None
    assert found.text.startswith(
        "Hana sold 14 candles on Monday. Hana sold 9 candles on Tuesday. Hana sold 11 candles on Wednesday. "
        "Hana sold 6 candles on Thursday."
    )


@pytest.mark.parametrize(
    "text",
    [
        # a day named twice
        "Hana sold 14 candles on Monday, 9 on Tuesday, 11 on Wednesday and 6 on Monday. How many candles did Hana sell?",
        # mixed units
        "Hana sold 14 candles on Monday, 9 soaps on Tuesday, 11 on Wednesday and 6 on Thursday. How many candles?",
        "Hana sold 14 on Monday, 9 candles on Tuesday, 11 on Wednesday and 6 on Thursday. How many candles did she sell?",
        # a group's acts
        "They sold 14 candles on Monday, 9 on Tuesday, 11 on Wednesday and 6 on Thursday. How many candles did they sell?",
        "Hana and Gus sold 14 candles on Monday, 9 on Tuesday, 11 on Wednesday and 6 on Thursday. How many candles?",
        # no 'and' before the last item, or 'and' too early
        "Hana sold 14 candles on Monday, 9 on Tuesday, 11 on Wednesday, 6 on Thursday. How many candles did Hana sell?",
        "Hana sold 14 candles on Monday and 9 on Tuesday, 11 on Wednesday and 6 on Thursday. How many candles?",
        # a word after the last day
        "Hana sold 14 candles on Monday, 9 on Tuesday, 11 on Wednesday and 6 on Thursday each. How many candles?",
        "Hana sold 14 candles on Monday, 9 on Tuesday, 11 on Wednesday and 6 on Thursday night. How many candles?",
        # a count held, not acts
        "Hana had 14 candles on Monday, 9 on Tuesday, 11 on Wednesday and 6 on Thursday. How many candles does she have?",
        # a habit, not one day
        "Hana sold 14 candles on Mondays, 9 on Tuesdays, 11 on Wednesdays and 6 on Thursdays. How many candles?",
        # a day that is not told
        "Hana sold 14 candles on Monday, 9 on Tuesday, 11 on Wednesday and 6 on Thursday. How many did she sell on Friday?",
        # a negation
        "Hana did not sell 14 candles on Monday, 9 on Tuesday, 11 on Wednesday and 6 on Thursday. How many candles?",
    ],
)
def test_what_the_closed_shape_leaves_out_still_refuses(text: str, lexicon: Lexicon) -> None:
    refusal_of(text, lexicon)
