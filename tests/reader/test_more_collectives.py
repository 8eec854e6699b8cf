"""More containers and broods counted by the collective reading of ADR 0092 (ADR 0380)."""

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Ivy got a case of 18 jars of jam. She ate 3 jars. How many jars does Ivy have?", 15),
        ("Bo has a sack of 60 beans. He eats 25 beans. How many beans does Bo have left?", 35),
        ("Ned has a bucket of 22 snails. He finds 8 snails. How many snails does Ned have?", 30),
        ("Uma owns a fleet of 9 boats. She sells 2 boats. How many boats does she own now?", 7),
        ("Each duck lays a clutch of 8 eggs. How many eggs do 6 ducks lay?", 48),
        ("Rio keeps an album of 45 cards. He adds 5 cards. How many cards does he keep now?", 50),
        ("Lu has a stock of 120 soaps. She sells 70 soaps. How many soaps does she have left?", 50),
    ],
)
def test_the_number_after_a_new_container_counts_what_follows(lexicon, text, expected):
    assert value_of(text, lexicon) == expected


def test_counting_the_cases_later_refuses(lexicon):
    text = "Ivy has a case of 12 cans. She buys 3 more cases. How many cans does Ivy have?"
    assert refusal_of(text, lexicon).reason == "incomplete_operation"


def test_the_bin_named_again_as_a_place_refuses(lexicon):
    text = "Bo has a bin of 40 screws. He puts 6 screws in the bin. How many screws does Bo have?"
    assert refusal_of(text, lexicon).reason == "incomplete_operation"


def test_a_litter_owned_by_a_pet_is_not_its_owners(lexicon):
    text = "Eli's cat had a litter of 4 kittens. Eli gave away 1 kitten. How many kittens does Eli have?"
    assert refusal_of(text, lexicon).reason == "underdetermined"


def test_a_brood_with_no_noun_of_its_own_refuses(lexicon):
    text = "Ana has a brood of 5. How many broods does she have?"
    assert refusal_of(text, lexicon).reason == "unattached_quantity"


def test_a_count_of_recipients_is_not_a_count_of_things(lexicon):
    text = "Ada sold mugs to 12 of her neighbours. How many mugs did she sell?"
    assert refusal_of(text, lexicon).reason == "unexpected_category"
