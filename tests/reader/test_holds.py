"""Room or contents: "The pail holds 9 crabs" may be room, not what is in the pail now (ADR 0369)."""

from fractions import Fraction

import pytest

from packs.model import Lexicon
from reader import Answer, read_problem
from reader.kind_rooms import kind_rooms
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    "text",
    [
        # the room verb is the only fact, and the question asks what is in the thing now
        "The pail holds 9 crabs. How many crabs are in the pail?",
        "A chest holds 14 hats. How many hats are in the chest?",
        "The pail holds 9 crabs. How many crabs does the pail have?",
        "The pail holds 9 crabs. How many crabs does the pail contain?",
        "The pail held 9 crabs. How many crabs were in the pail?",
        "The pail holds 9 crabs. How many crabs are there?",
        # a change after it does not tell the contents either
        "The pail holds 9 crabs. Omar adds 2 crabs to the pail. How many crabs are in the pail?",
        # a comparison told with the room verb is room as well
        "The tall pail holds 3 times as many crabs as the short pail. The short pail holds 4 crabs. "
        "How many crabs are in the tall pail?",
        # a wider kind asked ("animals") still asks for contents
        "The pail holds 9 crabs. The pail holds 2 snails. How many animals are in the pail?",
    ],
)
def test_room_is_not_contents(text, lexicon: Lexicon):
    refusal = refusal_of(text, lexicon)
    assert refusal.reason == "underdetermined"
    assert "room" in refusal.detail


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # the same verb asks in the story's own words: whichever it means, the amount is that
        ("The pail holds 9 crabs. How many crabs does the pail hold?", 9),
        (
            "The tall pail holds 3 times as many crabs as the short pail. The short pail holds 4 crabs. "
            "How many crabs does the tall pail hold?",
            12,
        ),
        ("A chest holds 14 hats. How many hats do 3 chests hold?", 42),
        # a person who holds things has them
        ("Pia holds 7 kites. How many kites does Pia have?", 7),
        ("Pia holds 7 kites. She loses 2 kites. How many kites does Pia have now?", 5),
        # contents told with 'has' or 'contains'
        ("The pail has 9 crabs. How many crabs are in the pail?", 9),
        ("The pail contains 9 crabs. How many crabs are in the pail?", 9),
        # another kind in the same thing, told as contents
        ("The pail holds 9 crabs. The pail has 2 snails. How many snails are in the pail?", 2),
        # an 'each' rate counts containers as before
        ("Each chest holds 14 hats. Pia has 3 chests. How many hats does Pia have?", 42),
        ("Each chest holds 14 hats. Pia has 42 hats. How many chests does Pia need?", 3),
    ],
)
def test_contents_still_read(text, value, lexicon: Lexicon):
    assert value_of(text, lexicon) == Fraction(value)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("A cart can hold 6 bricks. There are 20 bricks. How many carts are needed?", 4),
        ("A cart could hold 6 bricks. Rui has 18 bricks. How many carts does Rui need?", 3),
        ("A raft can hold 5 campers. There are 11 campers. How many rafts will be needed?", 3),
    ],
)
def test_room_of_a_kind_with_a(text, value, lexicon: Lexicon):
    result = read_problem(text, lexicon)
    assert isinstance(result, Answer)
    assert result.value == Fraction(value)
    assert any("read as 'Each" in step for step in result.steps)


@pytest.mark.parametrize(
    "text",
    [
        # room answers only containers needed (ADR 0208); every other question refuses
        "A cart can hold 6 bricks. There are 20 bricks. How many carts are there?",
        "A cart can hold 6 bricks. Rui has 3 carts. How many bricks does Rui have?",
        "A cart can hold 6 bricks. How many bricks are in the cart?",
        # a person's room is no container's; 'the' names one cart
        "A boy can hold 6 bricks. There are 20 bricks. How many boys are needed?",
        "The cart can hold 6 bricks. There are 20 bricks. How many carts are needed?",
        # things of another kind told beside the ones counted may need room too
        "A raft can hold 5 campers. There are 10 campers and 2 guides. How many rafts are needed?",
        "Each raft can hold 5 campers. There are 10 campers and 2 guides. How many rafts are needed?",
    ],
)
def test_room_refuses_elsewhere(text, lexicon: Lexicon):
    assert not isinstance(read_problem(text, lexicon), Answer)


def test_rewrite_shape(lexicon: Lexicon):
    told = kind_rooms("A cart can hold 6 bricks. There are 20 bricks. How many carts are needed?", lexicon)
    assert told is not None
    assert told.text.startswith("Each cart can hold 6 bricks.")
    assert kind_rooms("The cart can hold 6 bricks. How many carts are needed?", lexicon) is None
    assert kind_rooms("A cart holds 6 bricks. How many carts are needed?", lexicon) is None
    assert kind_rooms("A boy can hold 6 bricks. How many boys are needed?", lexicon) is None


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Each raft can hold 5 campers. How many campers can 4 rafts hold?", 20),
        ("A raft can hold 5 campers. How many campers could 4 rafts hold?", 20),
    ],
)
def test_room_of_several(text, value, lexicon: Lexicon):
    assert value_of(text, lexicon) == Fraction(value)


@pytest.mark.parametrize(
    "text",
    [
        "Each raft can hold 5 campers. How many campers are in 4 rafts?",
        "Each raft can hold 5 campers. How many campers can 4 canoes hold?",
        "Each raft can hold 5 campers. Each canoe can hold 2 campers. How many campers can 4 rafts hold?",
    ],
)
def test_room_of_several_refuses_otherwise(text, lexicon: Lexicon):
    refusal = refusal_of(text, lexicon)
    assert refusal.reason == "unsupported_operation"
