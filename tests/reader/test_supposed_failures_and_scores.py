"""A supposed part named by a denied doing, and 'what would her score be' (ADR 0168)."""

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # 'good' asks for the rest of a part named by a denied doing
        ("Al bought 20 mugs. If 4 of the mugs didn't work, how many good mugs does he have?", 16),
        ("Al bought 20 mugs. If 4 of the mugs did not work, how many good mugs did he end up with?", 16),
        ("Al bought 20 mugs. If 20 of the mugs did not work, how many good mugs does he have?", 0),
        # the denial repeated asks for the part, the doing without it for the rest
        ("Al bought 20 mugs. If 4 of the mugs didn't work, how many mugs did not work?", 4),
        ("Al bought 20 mugs. If 4 of the mugs didn't work, how many mugs did work?", 16),
        # the whole is every amount of the kind the one holder came to have
        (
            "Al bought 20 mugs from a shop and 5 more from a friend. If 4 of the mugs didn't work, "
            "how many good mugs did he end up with?",
            21,
        ),
        (
            "Al had 3 fans. He bought 6 more fans. If 2 of the fans didn't spin, how many good fans does he have?",
            7,
        ),
        # kinds told apart by narrowing words, named by the bare head; 'new' denies 'used'
        (
            "Dee got 8 cook books and 4 art books. If 5 of the books were used, how many new books did she get?",
            7,
        ),
        (
            "Dee got 8 cook books and 4 art books. If 5 of the books were used, how many books were not used?",
            7,
        ),
        # the noun of the one rate's verb asks what the rate gained
        (
            "Jo scores 5 points for each coin she finds. If she found 2 coins in the morning and 4 in the afternoon, what would her score be?",
            30,
        ),
        ("Jo scores 5 points for each coin she finds. She found 7 coins. What would her score be?", 35),
        ("Max scores 2 points for each shell he finds. If he found 8 shells, what will his score be?", 16),
    ],
)
def test_supposed_failures_and_scores_are_read(lexicon, text, expected):
    assert value_of(text, lexicon) == expected


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # no denial: 'did work' names no failing part
        (
            "Al bought 20 mugs. If 4 of the mugs did work, how many good mugs does he have?",
            "unexpected_category",
        ),
        # a part larger than the whole, of one amount or of a sum
        (
            "Al bought 20 mugs. If 24 of the mugs didn't work, how many good mugs does he have?",
            "negative_count",
        ),
        (
            "Al bought 2 mugs and 3 more. If 6 of the mugs didn't work, how many good mugs does he have?",
            "negative_count",
        ),
        # another holder, or a loss of the kind: the whole is unknown
        (
            "Al bought 20 mugs and Bea bought 5 mugs. If 4 of the mugs didn't work, how many good mugs does Al have?",
            "unexpected_category",
        ),
        (
            "Al bought 20 mugs and sold 5. If 4 of the mugs didn't work, how many good mugs does he have?",
            "unexpected_category",
        ),
        # the question about the whole, or with an adjective that is not marked sound
        (
            "Al bought 20 mugs. If 4 of the mugs didn't work, how many mugs does he have?",
            "unsupported_operation",
        ),
        (
            "Al bought 20 mugs. If 4 of the mugs didn't work, how many bad mugs does he have?",
            "unsupported_operation",
        ),
        # a narrowed partitive picks one kind, not the sum; 'new' does not deny 'broken'
        (
            "Dee got 8 cook books and 4 art books. If 5 of the cook books were used, how many new books did she get?",
            "unexpected_category",
        ),
        (
            "Dee got 8 cook books and 4 art books. If 5 of the books were broken, how many new books did she get?",
            "unsupported_operation",
        ),
        # 'them' does not name the kind
        (
            "Al bought 20 mugs. If 4 of them didn't work, how many good mugs does he have?",
            "unexpected_category",
        ),
        # a loss of what the rate counts, a noun that is no rate's verb, another rate's verb
        (
            "Jo scores 5 points for each coin she finds. If she found 6 coins and lost 2 of them, what would her score be?",
            "unexpected_category",
        ),
        (
            "Jo scores 5 points for each coin she finds. If she found 6 coins, what would her total be?",
            "unexpected_category",
        ),
        (
            "Jo earns 5 dollars for each cake she bakes. If she baked 6 cakes, what would her score be?",
            "unexpected_category",
        ),
        # 'is' with the noun before it is not this shape
        (
            "Jo scores 5 points for each coin she finds. If she found 6 coins, what is her score?",
            "unexpected_category",
        ),
    ],
)
def test_supposed_failures_and_scores_refuse(lexicon, text, reason):
    assert refusal_of(text, lexicon).reason == reason
