"""A day told relative to the story's one named day: "the next day" after "on Thursday" (ADR 0382)."""

import pytest

from reader.relative_days import relative_days
from tests.reader.reading import refusal_of, value_of

CHESS = "On Thursday Noor collected 14 badges. The next day she collected 22 badges."


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (f"{CHESS} How many badges did Noor collect the next day?", 22),
        (f"{CHESS} How many badges did Noor collect on Friday?", 22),
        (f"{CHESS} How many badges did Noor collect on Thursday?", 14),
        (f"{CHESS} How many more badges did Noor collect on the next day than on Thursday?", 8),
        (f"{CHESS} How many badges did Noor collect in all?", 36),
        # the week comes round: the day after Sunday is Monday
        (
            "On Sunday Arlo sold 9 pens. He sold 5 pens the next day. How many pens did Arlo sell on Monday?",
            5,
        ),
        (
            "On Sunday Arlo sold 9 pens. On the next day he sold 5 pens. How many pens did Arlo sell the next day?",
            5,
        ),
    ],
)
def test_the_next_day_is_the_day_after_the_told_one(lexicon, text, value):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        # no day told before it
        "Noor collected 14 badges. The next day she collected 22 badges. How many badges did Noor collect the next day?",
        # two days told before it: after which one?
        "On Monday Noor collected 14 badges. On Thursday she collected 3 badges. The next day she collected 22 badges. "
        "How many badges did Noor collect the next day?",
        # a second step: the question's 'next day' could be either
        f"{CHESS} The next day she collected 5 badges. How many badges did Noor collect the next day?",
        # a day told some other way
        "Yesterday Noor collected 14 badges. The next day she collected 22 badges. "
        "How many badges did Noor collect the next day?",
        # the story says no 'next day' of its own
        "On Thursday Noor collected 14 badges. She collected 22 badges. How many badges did Noor collect the next day?",
        f"{CHESS} How many badges did Noor collect on Saturday?",
    ],
)
def test_an_unsure_anchor_refuses(lexicon, text):
    refusal_of(text, lexicon)


@pytest.mark.parametrize(
    ("text", "written"),
    [
        (CHESS, "On Thursday Noor collected 14 badges. On Friday she collected 22 badges."),
        (
            "On Thursday Noor collected 14 badges. She collected 22 badges the next day.",
            "On Thursday Noor collected 14 badges. She collected 22 badges on Friday.",
        ),
        # not a day of the story: left as written
        ("On Thursday Noor opened 4 boxes. The next box was empty.", None),
        ("On Thursday Noor collected 14 badges. By the next day she collected 22 badges.", None),
        ("On Thursday Noor collected 14 badges. The next day of the fair she collected 22 badges.", None),
        ("On thursdays Noor collects 14 badges. The next day she collects 22 badges.", None),
        ("Last Thursday Noor collected 14 badges. The next day she collected 22 badges.", None),
        ("On Thursday Noor collected 14 badges. The next day was sunny.", None),
        ("On Thursday Noor collected 14 badges. The next day's count was 22 badges.", None),
        ("On Thursday Noor collected 14 badges. She spent the next day resting.", None),
    ],
)
def test_what_is_written_in(lexicon, text, written):
    assert relative_days(text, lexicon) == (text if written is None else written)
