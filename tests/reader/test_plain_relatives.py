"""A relative clause with no amount, set aside when it only describes a new thing or person (ADR 0385)."""

import pytest

from packs.model import Lexicon
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # 'that' after one new thing
        (
            "Joy owns a tea shop that faces the square. She has 6 mugs and buys 5 more mugs. "
            "How many mugs does she have?",
            11,
        ),
        (
            "Ravi has a kayak that he paddles on the bay. Ravi has 40 dollars. He spends 15 dollars on a hat. "
            "How many dollars does he have left?",
            25,
        ),
        # 'who' after one new person, with and without a comma, and "who's"
        (
            "Mina has a mentor who guides her with tennis. Mina picked 16 pears. She ate 5 pears. "
            "How many pears are left?",
            11,
        ),
        (
            "Leon has an aunt, who bakes cakes for the village. Leon has 9 shells. Kim has 4 more shells "
            "than Leon. How many shells does Kim have?",
            13,
        ),
        # 'which' after one new thing
        (
            "Ada has an old truck which she drives to the farm. She earns $8 an hour. She works 6 hours. "
            "How much money does she earn?",
            48,
        ),
    ],
)
def test_set_aside(text: str, value: int, lexicon: Lexicon) -> None:
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        # an amount, or an operator word, in the clause: it must be read, not set aside
        "Joy owns a tea shop that sells 30 mugs. She has 6 mugs and buys 5 more mugs. How many mugs does she have?",
        "Joy owns a tea shop that sells twice as many cups. She has 6 mugs. How many mugs does she have?",
        "Joy owns a tea shop that sells mugs per day. She has 6 mugs. How many mugs does she have?",
        "Joy owns a tea shop that also sells cups. She has 6 mugs. How many mugs does she have?",
        "Joy has a jar that has no marbles. She buys 9 marbles. How many marbles are in the jar?",
        # the clause names what is counted, or the head is counted again
        "Joy owns a tea shop that sells mugs. She has 6 mugs and buys 5 more mugs. How many mugs does she have?",
        "Joy has a pear that is soft. She has 6 pears and buys 5 more pears. How many hard pears does she have?",
        # the story is under way: the clause could hide what happened to what is counted
        "Ravi had 20 marbles. He met a boy who took his toys. How many marbles does Ravi have now?",
        "Ravi had 12 plums. He met a girl who ate them. How many plums does Ravi have?",
        # a verb that moves, holds or changes things; 'they'/'them'/'it'; a modal
        "Ravi has a friend who gave him toys. Ravi has 8 toys. How many toys does Ravi have?",
        "Ravi has a box that holds his marbles. He has 20 marbles. How many marbles are in the box?",
        "Ravi has a friend who can swim. Ravi has 8 toys. He buys 2 more toys. How many toys does his friend have?",
        # a definite or counted head: the clause may pick out which things
        "Ravi has 10 hats. He sold the hats that were red. How many hats does he have now?",
        "Ravi has 10 hats. He sold a hat that was red. How many hats does he have now?",
        # the clause does not end the sentence
        "A shop that sells hats has 9 hats. It sells 4 hats. How many hats does the shop have?",
    ],
)
def test_refused(text: str, lexicon: Lexicon) -> None:
    assert refusal_of(text, lexicon) is not None


def test_refusal_stands_at_the_pronoun(lexicon: Lexicon) -> None:
    refusal = refusal_of(
        "Joy owns a tea shop that sells 30 mugs. She has 6 mugs. How many mugs does she have?", lexicon
    )
    assert refusal.reason == "unexpected_category"
    assert refusal.token_text == "that"
