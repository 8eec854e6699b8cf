"""A named person described by a role noun is that person, not a second party (ADR 0406)."""

from fractions import Fraction

import pytest

from reader import Answer, ReaderRefusal, read_problem
from reader.role_sentences import role_sentences


@pytest.mark.parametrize(
    ("text", "written"),
    [
        ("Hugo is a farmer. He has 30 eggs.", "Hugo has 30 eggs."),
        ("Mrs. Green is a librarian. She has 45 books.", "Mrs. Green has 45 books."),
        ("Tom is a lawyer and he works 40 hours.", "Tom works 40 hours."),
        ("Ella is a singer who earns $50 a show.", "Ella earns $50 a show."),
        ("Jo is a pilot and has 3 flights a day.", "Jo has 3 flights a day."),
        ("Ivan is a baker in a small town. He had 40 rolls.", "Ivan had 40 rolls."),
        ("Kim is a student. Ann has 5 pens. Kim has 2 pens.", "Ann has 5 pens. Kim has 2 pens."),
        ("Ana is a baker and Tom has 5 pies. Ana has 2 pies.", "Tom has 5 pies. Ana has 2 pies."),
        ("Leo is a farmer. She has 14 cows. Leo has 3 cows.", "She has 14 cows. Leo has 3 cows."),  # not Leo
    ],
)
def test_role_descriptions_are_set_aside(text, written, lexicon):
    assert role_sentences(text, lexicon) == written


@pytest.mark.parametrize(
    "text",
    [
        "Ana is a better baker than Tom. She has 5 pies.",  # a comparison
        "Ana is an older baker. She has 5 pies.",  # a comparing word
        "Ana is a baker with 3 ovens. She has 5 pies.",  # a number
        "Ana is a baker. The baker has 5 pies.",  # the role noun names a holder later
        "Ana is a baker. Tom is a baker. She has 5 pies.",  # the same role twice
        "Ana and Tom are bakers. They have 5 pies.",  # a group, not one named person
        "Kim is a student. Ann has 5 pens.",  # dropping would take Kim out of the story
        "Ana is a baker and Tom has 5 pies.",
        "Leo is a farmer. She has 14 cows.",  # 'she' is not Leo, and Leo is told nowhere else
        "Mia has 12 apples. Zoe has 9 apples. Mia is a teacher. How many apples do the kids have?",
        "Ana is a baker and Tom is a painter. She has 5 pies.",  # a second copula, no pronoun clause
    ],
)
def test_other_shapes_are_left_as_written(text, lexicon):
    assert role_sentences(text, lexicon) == text


@pytest.mark.parametrize(
    ("text", "gold"),
    [
        ("Mia is a baker. She bakes 12 pies every day. How many pies does she bake in 5 days?", 60),
        ("Sara is a nurse and she works 8 hours a day. How many hours does she work in 5 days?", 40),
        ("Ella is a singer who earns $50 a show. How much does she earn for 6 shows?", 300),
        (
            "Mrs. Green is a librarian. She has 45 books. She buys 15 more books. How many books does she have now?",
            60,
        ),
    ],
)
def test_answers(text, gold, lexicon):
    result = read_problem(text, lexicon)
    assert isinstance(result, Answer), result
    assert result.value == Fraction(gold)


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("Ana is a baker. The baker has 5 loaves. How many loaves does Ana have?", "dangling_entity"),
        ("Leo is a farmer. He has 14 cows. How many farmers are there?", "ambiguous_pronoun_referent"),
        ("Ana is a baker and Tom has 5 pies. How many pies does Ana have?", "dangling_entity"),
        ("Ana is a baker and he has 5 pies. How many pies does Ana have?", "unresolved_pronoun"),
        (
            "Tom has 5 apples. Ann has 3 apples. Ann is a teacher. How many apples do the two students have?",
            None,
        ),
        (
            "Tom is a better painter than Ana. He paints 3 walls a day. How many walls does he paint in 2 days?",
            "unused_operator",
        ),
    ],
)
def test_refusals(text, reason, lexicon):
    result = read_problem(text, lexicon)
    assert isinstance(result, ReaderRefusal), result
    assert reason is None or result.reason == reason
