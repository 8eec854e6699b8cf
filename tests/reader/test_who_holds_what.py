"""Who holds what (ADR 0148): a being's things are its own, a price's 'each' is the price's, nobody is no one."""

import pytest

from reader.beings import is_being
from reader.kinds import lexicon_kinds
from tests.reader.reading import refusal_of, value_of


def test_persons_and_animals_are_beings_and_containers_are_not(lexicon):
    kind_of = lexicon_kinds(lexicon.lookup)
    for noun in ("sister", "friend", "uncle", "cat", "puppy", "hen", "spider", "person", "animal"):
        assert is_being(noun, kind_of), noun
    for noun in ("box", "bag", "barn", "toy", "apple"):
        assert not is_being(noun, kind_of), noun


@pytest.mark.parametrize(
    "text",
    [
        "Leo has 4 aunts. Each aunt has 3 hats. How many hats does Leo have?",
        "Each aunt has 3 hats. Leo has 4 aunts. How many hats does Leo have?",
        "Ivy has 2 brothers. Each brother has 2 sisters. How many sisters does Ivy have?",
        "Max owns 5 horses. Each horse has 4 legs. How many legs does Max own?",
        "The farmer has 9 sheep. Every sheep has 2 lambs. How many lambs does the farmer have?",
        "Rob has 3 friends. Each friend brings 2 games. How many games does Rob have?",
        "Rob and Ann each have 2 cats. Each cat has 4 legs. How many legs do they have?",
        "Jack has 6 friends with 2 kites each. How many kites does Jack have?",
        "Jack has 3 spiders with 8 legs each. How many legs does Jack have?",
    ],
)
def test_a_rate_per_a_being_is_not_its_owners_holding(lexicon, text):
    assert refusal_of(text, lexicon).reason == "underdetermined"


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Mia has 4 crates. Each crate has 9 pears. How many pears does Mia have?", 36),
        ("Nina has 5 jars with 8 buttons each. How many buttons does Nina have?", 40),
        ("There are 28 pupils in the hall. Each pupil has 3 pencils. How many pencils are in the hall?", 84),
        ("The class has 6 rabbits with 2 carrots each. How many carrots does the class have?", 12),
        ("The zoo has 8 lions. Each lion has 4 paws. How many paws does the zoo have?", 32),
    ],
)
def test_containers_and_places_still_count_what_is_in_them(lexicon, text, value):
    assert value_of(text, lexicon) == value


def test_person_nouns_join_a_wider_kind(lexicon):
    assert value_of("Paul has 2 sisters and 5 brothers. How many people does Paul have?", lexicon) == 7
    assert value_of("Carl has 3 hens and 8 ducks. How many birds does Carl have?", lexicon) == 11


@pytest.mark.parametrize(
    "text",
    [
        "Omar and Lily bought 4 kites for $5 each. How much money did they spend?",
        "Omar and Lily sold 6 cakes for $2 each. How much money did Omar earn?",
        "Ann and her dad bought 2 lamps for $9 each. How much money did they spend in all?",
    ],
)
def test_each_after_a_price_does_not_also_share_the_amount_among_the_buyers(lexicon, text):
    assert refusal_of(text, lexicon).reason == "unsupported_operation"


def test_each_for_the_buyers_and_each_for_the_price(lexicon):
    text = "Omar and Lily each bought 3 kites for $6 each. How much money did they spend?"
    assert value_of(text, lexicon) == 36
    assert value_of(text.replace("did they", "did Lily"), lexicon) == 18
    assert value_of("The girls sold 9 cakes for $3 each. How much money did the girls earn?", lexicon) == 27


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        (
            "Zoe has 12 marbles. Nobody gave her 5 marbles. How many marbles does Zoe have?",
            "incomplete_operation",
        ),
        (
            "There are 20 eggs in the box. Nobody took 6 eggs out of the box. How many eggs are in the box?",
            "incomplete_operation",
        ),
        (
            "Zoe has 12 marbles. She gave 5 marbles to nobody. How many marbles does Zoe have?",
            "unused_operator",
        ),
        (
            "Zoe has 12 marbles. Everyone gave her 5 marbles. How many marbles does Zoe have?",
            "unexpected_category",
        ),
        (
            "Zoe has 12 marbles. Everybody gave her 2 marbles. How many marbles does Zoe have?",
            "unexpected_category",
        ),
    ],
)
def test_nobody_and_everyone_are_no_single_giver(lexicon, text, reason):
    assert refusal_of(text, lexicon).reason == reason


def test_someone_is_still_one_giver(lexicon):
    assert (
        value_of("Zoe has 12 marbles. Someone gave her 5 marbles. How many marbles does Zoe have?", lexicon)
        == 17
    )
