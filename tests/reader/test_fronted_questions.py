"""Questions with a fronted change or a rate connective before the question word (ADR 0249)."""

import pytest

from packs.model import Lexicon
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # a told change before the asked moment: 'after', 'once', 'when'
        ("Nora has 15 stickers. After she gives 6 stickers to Leo, how many stickers does Nora have?", 9),
        ("A baker made 40 muffins. After he sells 25 muffins, how many muffins are left?", 15),
        ("Priya had 22 marbles. After she lost 7 marbles, how many marbles did she have left?", 15),
        ("Omar has 18 dollars. Once he spends 5 dollars on lunch, how much money will Omar have?", 13),
        ("Kim has 9 shells. When she finds 8 more shells, how many shells will Kim have?", 17),
        # another person's change leaves the asked one's amount as it was
        ("Nora has 15 stickers. After Leo gives 6 stickers to Sam, how many stickers does Nora have?", 15),
        # the receiver asked
        (
            "Nora has 15 stickers and Leo has 4. After she gives 6 stickers to Leo, how many stickers does "
            "Leo have?",
            10,
        ),
        # a pure connective pointing back to a told rate
        ("Ravi reads 30 pages per hour. At this rate, how many pages can Ravi read in 6 hours?", 180),
        ("Mia rides 36 miles in 3 hours. At the same rate, how far will Mia ride in 5 hours?", 60),
        ("A factory makes 30 toys per hour. At that rate, how many toys will it make in 8 hours?", 240),
        ("Leo types 45 words per minute. At this speed, how many words will Leo type in 4 minutes?", 180),
        # a fronted period the told rate runs for
        ("Ada reads 12 pages per day. After a week, how many pages will Ada have read?", 84),
        ("Dev saves 15 dollars per week. After 8 weeks, how much money will Dev have saved?", 120),
    ],
)
def test_fronted_question_answers(text: str, value: int, lexicon: Lexicon) -> None:
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        # the start is asked: the moment before the change
        "Nora has 15 stickers. After she gives 6 stickers to Leo, how many stickers did Nora have at first?",
        # a change still to come asked in the past
        "Nora has 15 stickers. After she gives 6 stickers to Leo, how many stickers did Nora have?",
        # negation
        "Nora has 15 stickers. After she does not give 6 stickers to Leo, how many stickers does Nora have?",
        # a retold change would be counted twice
        "Nora has 15 stickers. She gives 6 stickers to Leo. After she gives 6 stickers to Leo, how many "
        "stickers does Nora have?",
        # no amount of its own
        "A jar holds 20 candies. After Mia eats some candies, how many candies are in the jar?",
        # a state, not a change
        "Nora has 15 stickers. When she has 6 stickers, how many stickers will Leo have?",
        # 'before' places the question before the change
        "Nora has 15 stickers. Before she gives 6 stickers to Leo, how many stickers does Nora have?",
        # no rate told, or a rate of someone else, or no rate applied
        "Ravi has 30 books. At this rate, how many books will Ravi read in 6 hours?",
        "Sam walks 4 miles per hour. At this rate, how many miles will Ann walk in 3 hours?",
        "Sam walks 4 miles per hour. He has 3 apples. At this rate, how many apples will he have?",
        # a period asked as a holding: what was held before it counts too
        "Dev saves 15 dollars per week. He has 40 dollars. After 8 weeks, how much money will Dev have?",
        "Dev saves 15 dollars per week. After 8 weeks, how much money will Dev have?",
        # another reader, another kind
        "Ada reads 12 pages per day. After a week, how many pages will Ben have read?",
        "Ada reads 12 pages per day. After a week, how many books will Ada have read?",
    ],
)
def test_fronted_question_refuses(text: str, lexicon: Lexicon) -> None:
    assert refusal_of(text, lexicon) is not None
