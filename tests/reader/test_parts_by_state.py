"""A part of a set named by a state ('and 8 were torn', 'and 4 had spots') and questions about it (ADRs 0103, 0104)."""

import pytest

from tests.reader.reading import refusal_of, value_of

# --- the whole is still the holder's: nothing leaves


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Priya has 40 marbles, and 15 are blue. How many marbles does Priya have?", 40),
        ("Lena bought 36 pears, but 9 were rotten. How many pears did Lena buy?", 36),
        (
            "Kofi had 50 comic books, and 6 were torn. He gave 6 comic books to Mia. How many comic books does Kofi have now?",
            44,
        ),
        (
            "Nora has 10 puppies and 3 have stripes. She buys 5 more puppies. How many puppies does Nora have?",
            15,
        ),
    ],
)
def test_the_whole_is_asked(text, expected, lexicon):
    assert value_of(text, lexicon) == expected


# --- the part, or the rest, asked with the part's own words


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Priya has 40 marbles, and 15 are blue. How many marbles are blue?", 15),
        ("Priya has 40 marbles, and 15 are blue. How many marbles are not blue?", 25),
        ("Max has 21 shirts and 5 are white. How many shirts does Max have that are not white?", 16),
        ("Omar picked 30 plums, and 8 were ripe. How many plums were not ripe?", 22),
        ("A farmer has 14 goats and 5 have horns. How many goats have horns?", 5),
        ("A farmer has 14 goats and 5 have horns. How many goats do not have horns?", 9),
        ("Rosa has 12 roses and 12 are red. How many roses are not red?", 0),
        ("Priya has 40 marbles, and 15 are blue. How many blue marbles does Priya have?", 15),  # ADR 0117
    ],
)
def test_the_part_or_the_rest_is_asked(text, expected, lexicon):
    assert value_of(text, lexicon) == expected


def test_the_rest_shows_its_subtraction(lexicon):
    from reader import read_problem

    answer = read_problem("Priya has 40 marbles, and 15 are blue. How many marbles are not blue?", lexicon)
    assert answer.steps[-1] == "of 40 stated, 15 are blue; the rest: 40 - 15 = 25"


# --- refusals


def test_a_part_larger_than_the_whole_refuses(lexicon):
    text = "Priya has 40 marbles, and 45 are blue. How many marbles are not blue?"
    assert refusal_of(text, lexicon).reason == "negative_count"


@pytest.mark.parametrize(
    "text",
    [
        "Priya has 40 marbles, and 15 are blue. How many marbles are green?",  # another state: unknown
        "Lena bought 36 pears, but 9 were rotten. How many good pears did Lena buy?",  # an antonym
        "Lena bought 36 pears, but 9 were rotten. How many fresh pears did Lena buy?",
        "Priya has 40 marbles, and 15 are blue. She gives 10 marbles to Ann. How many marbles are not blue?",
        "Ann has 10 cards. Kofi has 10 cards, and 4 were torn. How many cards does Ann have that are not torn?",
        "A farmer has 14 goats and 5 have horns. How many horns do the goats have?",
        "Sam has 9 fish, and 3 are red. How many fish would be not red?",
    ],
)
def test_questions_that_may_not_ask_the_part_or_the_rest_refuse(text, lexicon):
    refusal_of(text, lexicon)


@pytest.mark.parametrize(
    "text",
    [
        "Omar has 30 plums, and 8 are missing. How many plums does Omar have?",  # gone, not a state
        "Omar has 30 plums, and 8 were eaten. How many plums does Omar have?",  # a loss with no agent
        "Tom has 20 cards and Ann has 10 cards, and 4 are torn. How many cards are not torn?",  # whose?
        "Priya has 40 marbles, and 15 are not blue. How many marbles are blue?",  # a negated state
    ],
)
def test_clauses_that_are_not_a_state_part_refuse(text, lexicon):
    assert refusal_of(text, lexicon).reason == "unexpected_category"
