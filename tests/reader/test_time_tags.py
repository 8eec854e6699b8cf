"""A time ('in the morning', 'on Monday') tagged on an amount and selected by a question (ADR 0185)."""

import pytest

from tests.reader.reading import refusal_of, value_of

EMAILS = "Jack received 4 emails in the morning, 5 emails in the afternoon and 8 emails in the evening."
LETTERS = "Jack received 6 emails and 9 letters in the morning. He then received 2 emails and 7 letters in the afternoon."


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (f"{EMAILS} How many emails did Jack receive in the afternoon?", 5),
        (f"{EMAILS} How many emails did Jack receive in the afternoon and evening?", 13),
        (f"{EMAILS} How many more emails did Jack receive in the evening than in the morning?", 4),
        (f"{EMAILS} How many emails did Jack receive?", 17),  # a time hides no move from a plain question
        (f"{LETTERS} How many more letters did Jack receive in the morning than in the afternoon?", 2),
        (f"{LETTERS} How many emails did Jack receive in the afternoon?", 2),
        (f"{LETTERS} How many more letters than emails did Jack receive in the morning?", 3),
        (
            "On Monday Ann bought 5 apples and 3 pears. On Tuesday she bought 7 apples. "
            "How many pears did she buy on Monday?",
            3,
        ),
        (
            "This morning, Ann baked 12 cakes. She baked 7 cakes in the afternoon. "
            "How many cakes did she bake this morning?",
            12,
        ),
    ],
)
def test_a_question_selects_moves_by_time(lexicon, text, value):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # an amount with no time may have been at the asked one
        (
            "Ann received 4 emails in the morning and 5 emails. How many emails did Ann receive in the morning?",
            "underdetermined",
        ),
        # a day beside a part of a day: the morning of which day?
        (
            "Ann received 4 emails on Monday. She received 3 emails in the morning. "
            "How many emails did Ann receive on Monday?",
            "underdetermined",
        ),
        # no move at the asked time
        (
            "Ann got 4 letters in the morning and 5 letters in the afternoon. "
            "How many letters did Ann get in the evening?",
            "underdetermined",
        ),
        # another time word between the amounts: 'morning' is not said of both
        (
            "Ann received 3 emails at night and 4 emails in the morning. How many emails did she receive in the morning?",
            "underdetermined",
        ),
        # a time right before the next amount may open it
        (
            "Ann received 4 emails and in the afternoon 5 letters. How many emails did Ann receive in the afternoon?",
            "underdetermined",
        ),
        # a habit is not a day of the story
        (
            "Ann bought 5 apples on Mondays and 2 apples on Tuesdays. How many apples did she buy on Monday?",
            "underdetermined",
        ),
        # 'more' of a time that had fewer
        (
            f"{EMAILS} How many more emails did Jack receive in the morning than in the afternoon?",
            "negative_count",
        ),
    ],
)
def test_unsure_times_refuse(lexicon, text, reason):
    assert refusal_of(text, lexicon).reason == reason
