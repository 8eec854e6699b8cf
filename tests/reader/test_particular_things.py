"""One particular thing, a place's unstated start, and receivers' holdings (ADR 0157)."""

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # a generic statement: indefinite, present, nothing narrowing it, asked with the same verb
        ("A spider has 8 legs. How many legs do 4 spiders have?", 32),
        ("There are 9 seeds in a lemon. How many seeds are in 4 lemons?", 36),
        ("There are 3 dozen calories in a cracker. How many calories are there in 5 crackers?", 180),
        ("A truck holds 30 boxes. How many boxes do 4 trucks hold?", 120),
        ("A crate holds 24 bottles. How many bottles can 3 crates hold?", 72),
        ("A pill has 5 mg of iron. How many mg of iron do 3 pills have?", 15),
    ],
)
def test_a_generic_statement_counts_for_its_kind(text, value, lexicon):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        "The spider has 8 legs. How many legs do 3 spiders have?",  # a known spider
        "A basket had 10 plums. How many plums are in 4 baskets?",  # what one basket held then
        "A vase on the table has 6 roses. How many roses are in 3 vases?",  # one vase somewhere
        "A bag has 7 marbles. How many marbles do 3 bags have?",  # a container's contents vary
        "A truck holds 30 boxes. How many boxes are in 4 trucks?",  # room is not contents
        "A car has 4 wheels. How many wheels are on 6 cars?",  # another relation asked
        "A dog has 4 legs. How many legs do 2 dogs have now?",  # 'now': this story's dogs
        "A spider has 8 legs. How many legs did 3 spiders have?",
        "There are 9 seeds in the lemon. How many seeds are in 4 lemons?",
    ],
)
def test_a_particular_thing_gives_no_rate(text, lexicon):
    assert refusal_of(text, lexicon).reason == "unit_mismatch"


@pytest.mark.parametrize(
    "text",
    [
        "18 people got on the train and 7 people got off. How many people are on the train now?",
        "12 kids got on the bus. 5 kids got off the bus. How many kids are on the bus?",
        "30 birds landed on the roof. 12 birds flew away. How many birds are on the roof now?",
    ],
)
def test_a_place_things_come_to_and_leave_has_an_unstated_start(text, lexicon):
    assert refusal_of(text, lexicon).reason == "underdetermined"


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (
            "There were 15 people on the bus. 6 people got on and 4 people got off. How many people are on the bus now?",
            17,
        ),
        (
            "14 people got on the train and 5 people got off. How many more people got on the train than got off?",
            9,
        ),
        ("10 people got on the bus and 3 people got off. How many people got on the bus?", 10),
        ("9 ducks flew to the pond. How many ducks are in the pond?", 9),  # arrivals alone: ADR 0086
        ("The bakery baked 30 cakes. They sold 18 cakes. How many cakes does the bakery have left?", 12),
    ],
)
def test_a_stated_start_or_the_moves_themselves_still_answer(text, value, lexicon):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (
            "Lea had 24 marbles. She gave them equally to her 4 cousins. How many marbles did each cousin get?",
            6,
        ),
        ("Lea gave 5 stamps to each of her 3 cousins. How many stamps did each cousin receive?", 5),
        ("Omar split 36 cards equally among 4 friends. How many cards did each friend get?", 9),
        (
            "Lea had 40 stamps. She gave 5 stamps to each of her 6 cousins. How many stamps does Lea have left?",
            10,
        ),
    ],
)
def test_what_receivers_got_answers(text, value, lexicon):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        "Lea had 24 marbles. She gave them equally to her 4 cousins. How many marbles does each cousin have?",
        "Lea gave 5 stamps to each of her 3 cousins. How many stamps does each cousin have?",
        "Omar split 36 cards equally among 4 friends. How many cards does each friend have now?",
    ],
)
def test_what_receivers_have_is_not_said(text, lexicon):
    assert refusal_of(text, lexicon).reason == "underdetermined"


def test_a_count_behind_an_owner_is_not_the_receivers(lexicon):
    text = "Lea had 40 stamps. She gave 5 stamps to each of her 6 cousins' children. How many stamps does Lea have left?"
    assert refusal_of(text, lexicon).reason == "unsupported_operation"
