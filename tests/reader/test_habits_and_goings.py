"""Habits asked beside a move told once, weeks split into days, timed goings, takings (ADR 0197)."""

import pytest

from tests.reader.reading import refusal_of, value_of

LAKE = "15 campers went to the lake in the morning. 7 campers went to the lake in the afternoon."


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Every day Mia picks 12 apples. How many apples does she pick?", 12),
        ("Every day Mia picks 12 apples. How many apples does she pick in a week?", 84),
        ("Every week Tom earns 190 dollars. How much does he earn in 2 weeks?", 380),
        ("Tom earns 20 dollars an hour. How much does he earn in 30 minutes?", 10),
        ("For 7 days Ravi runs 3 miles a day. How many miles does Ravi run?", 21),
        (f"{LAKE} How many campers went to the lake?", 22),
        (f"{LAKE} How many campers went to the lake in the morning?", 15),
        (
            "Nina makes $3 off each bracelet. She sold 9 bracelets. Her brother sold 4 bracelets. "
            "How much money did she make?",
            27,
        ),
    ],
)
def test_still_answered(lexicon, text, value):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # the habit (12 a day) or the one picking told (5)?
        (
            "Every day Mia picks 12 apples. Yesterday she picked 5 apples. How many apples does she pick?",
            "underdetermined",
        ),
        (
            "Mia picks 12 apples a day. Yesterday she picked 5 apples. How many apples does she pick?",
            "underdetermined",
        ),
        # on how many days of the week he earns is not told
        ("Every week Tom earns 190 dollars. How much does he earn in a day?", "underdetermined"),
        ("Tom earns 190 dollars a week. How much does he earn in 3 days?", "underdetermined"),
        # the morning's campers may have left, or gone again
        (f"{LAKE} How many campers are there?", "underdetermined"),
        # a sale still to come has made nothing yet
        (
            "The bakery makes $4 off each pie. They will sell 12 pies. How much money did they make?",
            "unsupported_operation",
        ),
        # the bakery's takings per pie are not Tom's
        (
            "The bakery makes $4 off each pie. They sold 12 pies. Tom sold 3 pies. How much money did Tom make?",
            "underdetermined",
        ),
    ],
)
def test_refused(lexicon, text, reason):
    assert refusal_of(text, lexicon).reason == reason


THEO = "Theo drinks 8 cups of water every day."


@pytest.mark.parametrize(
    "text",
    [
        f"{THEO} He also drank 3 cups of juice today. How many cups does Theo drink in one week?",
        f"{THEO} He drank 3 cups of water today. How many cups does Theo drink in a week?",
        "Tom reads 20 pages a day. He read 12 pages of a comic yesterday. How many pages does he read in 2 days?",
    ],
)
def test_a_rate_over_a_period_beside_a_move_told_once_refuses(lexicon, text):
    """Is the one-off among the period's amounts or beside them? (ADR 0325)"""
    assert refusal_of(text, lexicon).reason in {"underdetermined", "unsupported_operation"}


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (f"{THEO} How many cups does Theo drink in one week?", 56),
        (f"{THEO} Ann drank 3 cups of juice today. How many cups does Theo drink in one week?", 56),
    ],
)
def test_a_rate_over_a_period_alone_or_beside_anothers_move_answers(lexicon, text, value):
    assert value_of(text, lexicon) == value
