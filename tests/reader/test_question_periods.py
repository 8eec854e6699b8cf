"""Questions narrowed to a period the story fills: its told parts, twelve months, its own period (ADR 0289)."""

import pytest

from tests.reader.reading import refusal_of, value_of

PARTS = "Nina picked 12 apples in the morning, 4 apples in the afternoon and 9 apples in the evening."
DAYS = "Leo collected 3 shells on Monday, 5 shells on Wednesday and 4 shells on Saturday."
MONTHLY = "Max reads 30 pages a month."


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (f"{PARTS} How many apples did Nina pick in the day?", 25),
        (f"{PARTS} How many apples did she pick for the whole day?", 25),
        (f"{PARTS} How many apples did she pick during the entire day?", 25),
        (f"{PARTS} How many apples did she pick in the afternoon?", 4),  # a told part is still read alone
        (f"{DAYS} How many shells did Leo collect this week?", 12),
        (f"{DAYS} How many shells did Leo collect during the week?", 12),
        (
            "Leo earns $12 per hour. He worked 5 hours on Tuesday and 3 hours on Thursday. "
            "How much money did Leo earn this week?",
            96,
        ),
        # only the asked kind's moves are counted: the emails of Monday are no letters
        (
            "Kim wrote 4 letters on Monday and 6 emails on Monday. On Friday she wrote 2 letters. "
            "How many letters did Kim write this week?",
            6,
        ),
        (f"{MONTHLY} How many pages does Max read in a year?", 360),
        (f"{MONTHLY} How many pages does Max read every year?", 360),
        (f"{MONTHLY} How many pages will Max read in 3 years?", 1080),
        ("A gym charges $25 per month. How much does the gym charge per year?", 300),
        (
            "Ivy will make $200 more in a year than Joe. If Joe makes $900 in a year, "
            "how much will Ivy and Joe make combined in a year?",
            2000,
        ),
    ],
)
def test_a_period_the_story_fills_is_read(lexicon, text, value):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # an amount with no time: it may have been outside the told parts
        (
            "Nina picked 12 apples in the morning and 7 apples. How many apples did Nina pick in the day?",
            "unused_operator",
        ),
        # a time of day that is no part of the day's parts ('at night': in the asked day?)
        (
            "Nina picked 12 apples in the morning and 7 apples at night. How many apples did Nina pick in the day?",
            "unused_operator",
        ),
        # a time of another whole: the afternoon of yesterday, is that the asked day?
        (
            "Nina picked 12 apples in the morning and 7 apples in the afternoon yesterday. "
            "How many apples did Nina pick in the day?",
            "unused_operator",
        ),
        # 'last week' in the story and 'this week' asked
        (
            "Last week Leo sold 3 kites on Monday and 5 kites on Friday. How many kites did Leo sell this week?",
            "unused_operator",
        ),
        # a past week asked of days told with no week
        (
            "Leo sold 3 kites on Monday and 5 kites on Friday. How many kites did Leo sell last week?",
            "unused_operator",
        ),
        # days of a week asked as one day
        (
            "Leo sold 3 kites on Monday and 5 kites on Friday. How many kites did Leo sell in the day?",
            "unused_operator",
        ),
        # a rate per week is no rate per month: a year of weeks is not read
        ("Max reads 30 pages a week. How many pages does Max read in a year?", "unused_operator"),
        # what is held after a year is not what a year adds
        (
            "Max saves $30 a month. He has $50 now. How much will Max have in a year?",
            "unused_operator",
        ),
        # 'this year' may be a year not yet over
        (f"{MONTHLY} How many pages did Max read this year?", "unused_operator"),
        (f"{MONTHLY} How many pages does Max read in half a year?", "unused_operator"),
        # a story's period that is not the asked one
        (
            "Rita makes $900 in a year. Sam makes $200 in a month. "
            "How much do Rita and Sam make together in a year?",
            "unused_operator",
        ),
        # a sentence with no period: is Sam's amount a year's?
        (
            "Rita makes $900 in a year. Sam has $200. How much do Rita and Sam have together in a year?",
            "unused_operator",
        ),
    ],
)
def test_a_period_the_story_does_not_fill_refuses(lexicon, text, reason):
    assert refusal_of(text, lexicon).reason == reason


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # a told part with no move of the asked kind adds nothing to the whole
        (
            "Jack received 6 emails on Monday and 3 letters on Tuesday. "
            "How many emails did he receive for the whole week?",
            6,
        ),
        (
            "Ella received 5 cards in the morning and 3 cards in the afternoon. "
            "She mailed 2 letters in the evening. How many cards did Ella receive in the day?",
            8,
        ),
    ],
)
def test_a_part_without_the_asked_moves_is_left_out(lexicon, text, value):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        # a loss of the asked things at the part left out
        "Ella received 5 cards in the morning and 3 cards in the afternoon. "
        "She gave 2 cards away in the evening. How many cards did Ella receive in the day?",
        # another doer's moves of the asked things at the part left out
        "Jack received 6 emails in the morning. Ann received 3 emails in the evening. "
        "How many emails did Jack receive in the day?",
    ],
)
def test_a_part_left_out_must_hold_no_move_of_the_asked_things(lexicon, text):
    assert refusal_of(text, lexicon).reason == "unused_operator"
