"""Gerunds of taught verbs that name a kind of thing ("pages of reading homework") (ADR 0167)."""

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # after 'of' that follows an amount of a counted unit
        ("Dov had 3 pages of music homework and 4 pages of reading homework. How many pages did he have?", 7),
        (
            "Dov had 3 pages of music homework and 4 pages of reading homework. How many pages of reading homework did he have?",
            4,
        ),
        (
            "Dov had 9 pages of reading homework and 4 pages of music homework. How many more pages of reading homework than music homework did he have?",
            5,
        ),
        (
            "Dov had 2 pages of reading homework. Each page had 7 questions. How many questions did he have?",
            14,
        ),
        (
            "Gia has 60 sheets of drawing paper. She gives 25 sheets of drawing paper to Dov. How many sheets of drawing paper does Gia have?",
            35,
        ),
        ("Gia bought 2 packs of writing paper for $6 each. How much money did she spend?", 12),
        # after an object's number, and after 'how many'
        ("Gia bought 5 frying pans. She gave 2 frying pans to Dov. How many frying pans does Gia have?", 3),
        ("Gia bought 5 frying pans. How many frying pans did she buy?", 5),
        (
            "Gia has 4 sleeping bags. Dov gives her 3 more sleeping bags. How many sleeping bags does Gia have?",
            7,
        ),
        # a number before a noun with the same head as an earlier amount
        ("Dov had 8 history problems and 5 spelling problems. How many problems did he have?", 13),
        # after a possessive or article
        (
            "Gia has 6 swimming caps. Her sister has 2 swimming caps. How many swimming caps do they have in all?",
            8,
        ),
    ],
)
def test_gerund_names_a_kind(lexicon, text, expected):
    assert value_of(text, lexicon) == expected


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # a gerund with no noun after it is the activity, not a kind
        ("Dov has 5 pages of reading. He reads 2. How many pages does he have?", "unattached_quantity"),
        ("Dov has 5 reading. How many reading does he have?", "unattached_quantity"),
        # after a measure the gerund stays an activity
        ("Dov has 3 hours of reading homework. How many hours does he have?", "unexpected_category"),
        # after a money verb a bare number's unit may be left out
        ("Gia earned 30 selling lemonade. How many dollars did she earn?", "unexpected_category"),
        # beside an earlier amount of another head: a kind, or an activity whose unit is left out?
        ("Gia has 3 cups and 4 drinking straws. How many straws does she have?", "ambiguous_unit"),
        # after a copula, a number and a gerund count people doing something
        ("There were 20 kids at the lake, 8 swimming laps. How many kids were there?", "unexpected_category"),
        # the kind asked is not the kind stated
        (
            "Gia has 60 sheets of drawing paper. How many sheets of writing paper does she have?",
            "unit_mismatch",
        ),
        ("Dov scored 12 playing darts. How many points did he score?", "unit_mismatch"),
    ],
)
def test_unsound_gerund_kinds_refuse(lexicon, text, reason):
    assert refusal_of(text, lexicon).reason == reason


def test_remaining_keeps_its_own_reading(lexicon):
    text = "Gia had 20 plums. She ate 5 of them. She gave the remaining plums to Dov. How many plums did she give to Dov?"
    assert value_of(text, lexicon) == 15
