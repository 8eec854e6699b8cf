"""Money given, brought or kept in one's own place, then spent, asked as what is left (ADR 0272)."""

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # a one-off giver: 'left' is left of what was given
        (
            "Reggie's father gave him $48. Reggie bought 5 books, each of which cost $2. How much money does Reggie have left?",
            38,
        ),
        (
            "Amy's grandfather gave her $100 for her birthday. Amy bought 3 dolls, each of which cost $1. How much money does Amy have left?",
            97,
        ),
        (
            "Wyatt's mother gave him $74 to go to the store. Wyatt bought 5 loaves of bread and 4 cartons of orange juice. "
            "Each loaf of bread cost $5 and each carton of orange juice cost $2. How much money does Wyatt have left?",
            41,
        ),
        (
            "Sam's aunt gave Sam $30. Sam spent $9 on a book and $6 on a pen. How much money does Sam have left?",
            15,
        ),
        (
            "Ann gave Sam $48. Sam spent $10 on lunch and gave $5 to Tom. How much money does Sam have left?",
            33,
        ),
        ("Ann gave Sam $48. If Sam buys 5 books for $2 each, how much money will Sam have left?", 38),
        # money brought to a place is carried along, still the bringer's
        (
            "Mitzi brought $75 to the amusement park. She spent $30 on a ticket, $13 on food, and $23 on a T-shirt. "
            "How much money does she have left?",
            9,
        ),
        (
            "Dana brought $45 to the bookstore. She bought 3 books for $9 each. How much money does Dana have left?",
            18,
        ),
        # money in one's own account or wallet is the owner's, and the place asked is the owner asked
        (
            "Mirasol had $50 in her account. She spent $10 on coffee beans and $30 on a tumbler. How much is left in her account?",
            10,
        ),
        ("Owen had $200 in his account. He spent $60 on a bike. How much money is left in his account?", 140),
    ],
)
def test_money_left(lexicon, text, value):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        # no word of what remains: all the money he has is not told
        "Ben's father gave him $48. Ben bought 5 books for $2 each. How much money does Ben have?",
        # a second receipt, an earning, a sale: more than the one gift is in play
        "Ben's father gave him $48. Ben bought 5 books for $2 each. Ann gave Ben $10. How much money does Ben have left?",
        "Sam's mother gave Sam $20. Sam's father gave Sam $30. Sam spent $10 on lunch. How much money does Sam have left?",
        "Ben's father gave him $48. Ben earned $12 mowing lawns. Ben bought 5 books for $2 each. "
        "How much money does Ben have left?",
        # the giver asked, or a holder of the story
        "Ben's father gave him $48. Ben bought 5 books for $2 each. How much money does Ben's father have left?",
        "Ben's father had $100. Ben's father gave Ben $48. Ben bought 5 books for $2 each. How much money does Ben have left?",
        # money had before or besides
        "Ben already had some money. Ben's father gave him $48. Ben bought 5 books for $2 each. How much money does Ben have left?",
        "Ben's father gave him another $48. Ben bought 5 books for $2 each. How much money does Ben have left?",
        "Ben's father gave him $48 more. Ben bought 5 books for $2 each. How much money does Ben have left?",
        "Ben's father gave him $48. Ben also saved $20. Ben bought 5 books for $2 each. How much money does Ben have left?",
        # not money: a receiver's start stays unknown (ADR 0008)
        "Ann gave Ben 48 stickers. Ben gave 5 stickers to Tom. How many stickers does Ben have left?",
        # brought: money held before, a gain after, a place asked, an addition into a thing, not money
        "Felix had $20. He brought $80 to the fair. He spent $25 on tickets. How much money does Felix have left?",
        "Kira brought $50 to the zoo. She found $5. She spent $14 on a ticket. How much money does Kira have left?",
        "Felix brought $80 to the fair. He spent $25 on popcorn. How much money does the fair have?",
        "Felix added $80 to the jar. He spent $25 on popcorn. How much money does Felix have left?",
        "Felix brought 12 cookies to the party. He ate 3 cookies. How many cookies does Felix have left?",
        # an own place that gained, or a second place
        "Ivy had $70 in her wallet. She found $10. How much is left in her wallet?",
        "Kira had $80 in her purse. She bought 2 hats for $9 each. How much is left in her purse?",
    ],
)
def test_refused(lexicon, text):
    assert refusal_of(text, lexicon) is not None
