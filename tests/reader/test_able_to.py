"""'Be able to' and a verb, told as the verb's past form or as 'can' and read again (ADR 0504)."""

from fractions import Fraction

import pytest

from packs.model import Lexicon
from reader.able_to import able_to
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # two doers in one sentence, each 'was able to' told as the past form
        (
            "Rhea was able to sell 5 mugs for $11 each, while Saul was able to sell 4 bowls for $12 each. "
            "How much more did Rhea earn than Saul?",
            7,
        ),
        # 'is able to' as 'can', and a question with 'will ... be able to'
        ("Ivo is able to stack 6 crates in 1 minute. How many crates can Ivo stack in 9 minutes?", 54),
        ("Ivo can stack 6 crates in 1 minute. How many crates will Ivo be able to stack in 9 minutes?", 54),
        ("Ivo can stack 6 crates in 1 minute. How many crates is he able to stack in 9 minutes?", 54),
        # 'only' keeps what was done
        ("Lia had $70. She was only able to spend $26 on a lamp. How much money does Lia have left?", 44),
        # an if-clause that tells what happened, and a question with 'was ... able to'
        ("Dov had 31 pins. If he was able to give 9 pins to Ela, how many pins does Dov have left?", 22),
        ("Dov bought 7 cups for $3 each. How much money was Dov able to spend?", 21),
        # 'they' for the two named doers, an adjective 'able' left alone
        (
            "Fern is an able gardener. Fern was able to plant 14 bulbs. Gus was able to plant 9 bulbs. "
            "How many bulbs were they able to plant in all?",
            23,
        ),
    ],
)
def test_read(text: str, value: Fraction, lexicon: Lexicon) -> None:
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        # a negation: what was not done is no amount done
        "Lia had $70. She was not able to spend $26 on a lamp. How much money does Lia have left?",
        "Lia had $70. She wasn't able to spend $26 on a lamp. How much money does Lia have left?",
        "Lia had $70. She was unable to spend $26 on a lamp. How much money does Lia have left?",
        "Lia had $70. She was no longer able to spend $26 on a lamp. How much money does Lia have left?",
        "Lia had $70. She was hardly able to spend $26 on a lamp. How much money does Lia have left?",
        "Ivo can stack 6 crates in 1 minute. How many crates won't Ivo be able to stack in 9 minutes?",
        # a wish, a perfect, another modal, a passive
        "Lia had $70. She would be able to spend $26 on a lamp. How much money does Lia have left?",
        "Lia had $70. She has been able to spend $26 on a lamp. How much money does Lia have left?",
        "Lia had $70. She should be able to spend $26 on a lamp. How much money does Lia have left?",
        "Rhea was able to be paid $11 for each mug. She sold 5 mugs. How much money did Rhea make?",
    ],
)
def test_refused(text: str, lexicon: Lexicon) -> None:
    assert refusal_of(text, lexicon) is not None


def test_retold_words(lexicon: Lexicon) -> None:
    found = able_to("Ivo was able to sell 4 kites. How many kites was Ivo able to sell?", lexicon)
    assert found is not None
    assert found.text == "Ivo sold 4 kites. How many kites did Ivo sell?"
    found = able_to("Ivo's able to fold 4 kites. How many kites will he be able to fold in 2 hours?", lexicon)
    assert found is not None
    assert found.text == "Ivo can fold 4 kites. How many kites can he fold in 2 hours?"


@pytest.mark.parametrize(
    "text",
    [
        "Nell is an able cook. How many rolls did Nell bake?",  # no 'able to'
        "Ivo was not able to sell 4 kites. How many kites did Ivo sell?",
        "Ivo was able to zorble 4 kites. How many kites did Ivo zorble?",  # a word the lexicon does not know
        "Ivo must be able to sell 4 kites. How many kites can Ivo sell?",
        "Ivo sold 4 kites. How many kites will the very tall young man be able to sell?",
    ],
)
def test_not_retold(text: str, lexicon: Lexicon) -> None:
    assert able_to(text, lexicon) is None
