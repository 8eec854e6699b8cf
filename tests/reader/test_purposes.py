"""A purpose ('to' + verb + object) tagged on an amount and selected by a question (ADR 0176)."""

import pytest

from tests.reader.reading import refusal_of, value_of

BEADS = "Mia has 50 beads. She uses 18 beads to make a necklace and 11 beads to make a ring."


@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("How many beads did she use to make the necklace?", 18),
        ("How many beads did she use to make a ring?", 11),
        ("How many more beads did she use to make the necklace than she did to make the ring?", 7),
        ("How many more beads did she use to make the necklace than to make the ring?", 7),
        ("How many beads did she use?", 29),  # a purpose does not hide a move from a plain question
        ("How many beads does she have left?", 21),
    ],
)
def test_a_question_selects_moves_by_purpose(lexicon, question, value):
    assert value_of(f"{BEADS} {question}", lexicon) == value


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # a bare amount before a purpose borrows the one kind in context
        ("Leo had 30 cards. He used 12 to make a poster. How many cards does Leo have left?", 18),
        # "7 more" after an earlier amount is another amount, not a comparison
        (
            "Leo had 30 cards. He used 12 to make a poster and 7 more to make a book."
            " How many cards did he use to make the book?",
            7,
        ),
        # an opening 'if' clause, ended by the question word with no comma
        ("Leo had 30 cards. If he used 12 cards to make a poster How many cards does he have left?", 18),
        # 'some' before a noun in a purpose names a new thing, never counted
        ("Leo had 30 cards. He used 12 cards to make some posters. How many cards does Leo have?", 18),
        # an unknown amount with a purpose, fixed by what is left
        (
            "Leo had 30 cards. He used some cards to make a poster. If he has 9 cards left,"
            " how many cards did he use to make the poster?",
            21,
        ),
    ],
)
def test_statements_carry_their_purpose(lexicon, text, value):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # no move was for the asked purpose
        (f"{BEADS} How many beads did she use to make a crown?", "underdetermined"),
        # "a ring" and "a gold ring" are different purposes
        (f"{BEADS} How many beads did she use to make a gold ring?", "underdetermined"),
        # a move with no purpose may have served the asked one
        (
            "Mia has 50 beads. She uses 18 beads. She uses 11 beads to make a ring."
            " How many beads did she use to make the ring?",
            "underdetermined",
        ),
        # 'how many more' with a purpose and no 'than' purpose
        (f"{BEADS} How many more beads did she use to make the ring?", "unsupported_operation"),
        # another holder's 'than' clause is not read
        (
            f"{BEADS} How many more beads did she use to make the necklace than Tom did to make the ring?",
            "unexpected_category",
        ),
        # a pronoun or a number inside the question's purpose
        (f"{BEADS} How many beads did she use to make them?", "unexpected_category"),
        (f"{BEADS} How many beads did she use to make 2 rings?", "unexpected_category"),
        # a bare 'some' in a purpose may be an amount of the things counted
        ("Leo bought 30 cards to give some to Ann. How many cards does Leo have?", "unexpected_category"),
        ("Leo bought 30 cards to trade some. How many cards does Leo have?", "unexpected_category"),
    ],
)
def test_purposes_that_cannot_be_matched_refuse(lexicon, text, reason):
    assert refusal_of(text, lexicon).reason == reason
