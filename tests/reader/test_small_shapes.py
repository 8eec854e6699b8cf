"""Names spelled like modals, the noun 'can', and the time a stated pace needs (ADRs 0105, 0106)."""

from fractions import Fraction

import pytest

from packs.model import Lexicon
from reader.modal_names import modal_names
from reader.modal_nouns import modal_nouns
from reader.tokenise import split_sentences
from tests.reader.reading import refusal_of, value_of


def _first(text: str):
    return split_sentences(text)[0]


@pytest.mark.parametrize(
    ("text", "positions"),
    [
        ("Will bought 7 kites.", {0}),
        ("Will was at home.", {0}),
        ("May can fold 9 cranes.", {0}),
        ("Omar and Will have 8 shells.", {2}),
        ("How many shells does Will have?", {4}),
        ("Will he buy 3 kites?", set()),  # a question keeps the modal
        ("Will 3 boys come?", set()),
        ("Omar sold 30 kites in May.", set()),  # after a preposition: the month
        ("He will buy 3 kites.", set()),  # not capitalised
    ],
)
def test_modal_names_positions(text, positions, lexicon: Lexicon):
    assert modal_names(_first(text), lexicon) == frozenset(positions)


@pytest.mark.parametrize(
    ("text", "positions"),
    [
        ("Rosa bought 1 can of corn.", {3}),
        ("Each can costs 3 dollars.", {1}),
        ("A can holds 12 ounces.", {1}),
        ("Each can buy 2 kites.", set()),  # 'each' person can: a modal before a bare verb
        ("Omar has 10 plums and 4 can be eaten.", set()),
        ("Rosa can fold 3 cranes.", set()),
    ],
)
def test_modal_nouns_positions(text, positions, lexicon: Lexicon):
    assert modal_nouns(_first(text), lexicon) == frozenset(positions)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Will had 12 crayons. He lost 5 crayons. How many crayons does Will have?", 7),
        ("May can fold 9 cranes an hour. How many cranes can May fold in 3 hours?", 27),
        ("Omar has 7 shells. Will has 8 shells. How many shells do Omar and Will have altogether?", 15),
        ("Rosa bought 2 cans of peaches and 1 can of corn. How many cans did Rosa buy?", 3),
        ("Each can costs 3 dollars. Kofi buys 4 cans. How much does Kofi spend?", 12),
        ("Ravi types 40 words a minute. How many minutes will it take him to type 400 words?", 10),
        ("Ines reads 15 pages an hour. How many hours will it take her to read 90 pages?", 6),
        ("Bo bakes 12 muffins an hour. How many minutes will it take him to bake 6 muffins?", 30),
        ("Ada reads 30 pages a day. How long will it take her to read 120 pages?", 4),
    ],
)
def test_small_shapes_answer(text, value, lexicon: Lexicon):
    assert value_of(text, lexicon) == Fraction(value)


@pytest.mark.parametrize(
    "text",
    [
        "Will he buy 4 kites? Omar has 3 kites. How many kites does Omar have?",
        "Omar sold 20 kites in April and 30 kites in May. How many kites did Omar sell in May?",
        "Omar has 10 plums and 4 can be eaten. How many plums does Omar have?",
        # another activity, another doer, no doer, a group, two paces, a rate per a thing
        "Ravi types 40 words a minute. How many minutes will it take him to write 400 words?",
        "Ravi types 40 words a minute. How many minutes will it take Ines to type 400 words?",
        "Ravi types 40 words a minute. How many minutes will it take to type 400 words?",
        "Ravi types 40 words a minute. How many minutes will it take them to type 400 words?",
        "Ravi types 40 words a minute. Ines types 30 words a minute. "
        "How many minutes will it take him to type 400 words?",
        "Bo bakes 12 muffins per tray. How many minutes will it take him to bake 36 muffins?",
        "Bo bakes 12 muffins an hour. How many minutes will it take him to bake 36 cakes?",
        "Bo bakes 12 muffins an hour. How many more minutes will it take him to bake 36 muffins?",
        "Bo earns 12 dollars an hour. How many hours will it take him to earn 36 dollars?",
    ],
)
def test_small_shapes_refuse(text, lexicon: Lexicon):
    refusal_of(text, lexicon)
