"""Room told with 'can fit|carry|seat|accommodate' or 'has room for' is read as 'can hold' (ADR 0376)."""

from fractions import Fraction

import pytest

from packs.model import Lexicon
from reader.room_verbs import room_verbs
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # containers needed for told things, rounded up (ADR 0208), with each room word
        ("Each sled can carry 3 scouts. There are 13 scouts. How many sleds are needed?", 5),
        ("A sled can carry 3 scouts. There are 13 scouts. How many sleds are needed?", 5),
        ("Each pew can seat 7 singers. There are 50 singers. How many pews are needed?", 8),
        ("A basket can fit 9 plums. There are 27 plums. How many baskets are needed?", 3),
        ("Each hut could accommodate 5 divers. There are 11 divers. How many huts are needed?", 3),
        ("Each tub has room for 20 marbles. There are 61 marbles. How many tubs are needed?", 4),
        ("A tub has room for 20 marbles. There are 61 marbles. How many tubs are needed?", 4),
        # the room of several containers, asked with the statement's own verb
        ("Each cart can carry 6 melons. How many melons can 4 carts carry?", 24),
        ("A sofa can seat 3 aunts. How many aunts can 5 sofas seat?", 15),
    ],
)
def test_room_told_with_another_verb(text, value, lexicon: Lexicon):
    assert value_of(text, lexicon) == Fraction(value)


@pytest.mark.parametrize(
    "text",
    [
        # room asked as contents (ADR 0369)
        "A basket can fit 9 plums. How many plums are in the basket?",
        "Each pew can seat 7 singers. There are 4 pews. How many singers are there?",
        # other people beside the ones counted (ADR 0369)
        "Each sled can carry 3 scouts. There are 13 scouts and 2 leaders. How many sleds are needed?",
        # rounding down is not read
        "A basket can fit 9 plums. Gus has 40 plums. How many baskets can Gus fill?",
        # room left, not room
        "A tub has room for 20 more marbles. There are 61 marbles. How many tubs are needed?",
        # a load carried on each trip, a person, 'the', a negation
        "A cart can carry 6 logs per trip. There are 40 logs. How many carts are needed?",
        "A woman can carry 6 bags. There are 40 bags. How many women are needed?",
        "The cart can carry 6 logs. There are 40 logs. How many carts are needed?",
        "Each cart can not carry 6 logs. There are 40 logs. How many carts are needed?",
    ],
)
def test_room_refusals_kept(text, lexicon: Lexicon):
    refusal_of(text, lexicon)


def test_retold_words(lexicon: Lexicon):
    told = room_verbs("A pew can seat 7 singers. How many singers can 5 pews seat?", lexicon)
    assert told is not None
    assert told.text == "A pew can hold 7 singers. How many singers can 5 pews hold?"
    told = room_verbs("Each tub has room for 20 marbles. There are 61 marbles.", lexicon)
    assert told is not None and told.text.startswith("Each tub can hold 20 marbles.")


def test_question_alone_is_not_retold(lexicon: Lexicon):
    assert room_verbs("There are 5 pews. How many singers can 5 pews seat?", lexicon) is None


@pytest.mark.parametrize(
    "text",
    [
        "The hut has room for 6 divers. How many divers are in the hut?",
        "There is room for 6 divers in the hut. How many divers are in the hut?",
        "Omar has space for 20 coins. He finds 4 coins. How many coins does Omar have?",
        "The tram has seats for 50 riders. How many riders are on the tram?",
    ],
)
def test_room_for_is_not_contents(text, lexicon: Lexicon):
    refusal = refusal_of(text, lexicon)
    assert refusal.reason == "underdetermined"
    assert "could fit" in refusal.detail


def test_a_price_after_seats_still_reads(lexicon: Lexicon):
    assert value_of("Omar bought 3 seats for $7 each. How much did Omar pay?", lexicon) == Fraction(21)
