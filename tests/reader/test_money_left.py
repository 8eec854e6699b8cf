"""Money given, brought or kept in one's own place, then spent, asked as what is left (ADR 0272)."""

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # a one-off giver: 'left' is left of what was given
        (
            (
                "Milo's uncle gave him $60. Milo bought 4 games, each of which cost $7. How much money "
                "does Milo have left?"
            ),
            32,
        ),
        (
            (
                "Zoe's grandmother gave her $80 for her birthday. Zoe bought 6 kites, each of which "
                "cost $5. How much money does Zoe have left?"
            ),
            50,
        ),
        (
            (
                "Kofi's aunt gave him $60 to go to the market. Kofi bought 3 loaves of bread and 6 "
                "cartons of milk. Each loaf of bread cost $4 and each carton of milk cost $3. How much "
                "money does Kofi have left?"
            ),
            30,
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
            (
                "Rina brought $90 to the zoo. She spent $25 on a ticket, $18 on food, and $12 on a "
                "hat. How much money does she have left?"
            ),
            35,
        ),
        (
            "Dana brought $45 to the bookstore. She bought 3 books for $9 each. How much money does Dana have left?",
            18,
        ),
        # money in one's own account or wallet is the owner's, and the place asked is the owner asked
        (
            (
                "Dario had $120 in his account. He spent $45 on shoes and $25 on a jacket. How much is "
                "left in his account?"
            ),
            50,
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
