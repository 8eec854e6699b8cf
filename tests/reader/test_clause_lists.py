"""Full clauses listed with commas: "Each film cost $5, each book cost $4 and each CD cost $3" (ADR 0345)."""

import pytest

from tests.reader.reading import refusal_of, value_of

PRICES = "Each mug costs $4, each plate costs $3 and each bowl costs $2."


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (PRICES + " Leo bought 3 mugs and 2 bowls. How much did Leo spend?", 16),
        (PRICES + " Leo bought 2 plates. How much did Leo spend?", 6),
        (
            PRICES.replace("$3 and", "$3, and")
            + " Leo bought 1 mug, 1 plate and 1 bowl. How much did Leo spend?",
            9,
        ),
        (
            "Each ticket costs $8, each drink costs $3, each snack costs $5 and each poster costs $7."
            " Sam bought 1 poster and 1 drink. How much did Sam spend?",
            10,
        ),
        (
            "A hat costs $7, a scarf costs $4, and a glove costs $3. Ben bought 2 scarves. How much did Ben spend?",
            8,
        ),
    ],
)
def test_each_clause_reads_as_after_and(lexicon, text, value):
    assert value_of(text, lexicon) == value


def test_the_same_prices_joined_by_and_give_the_same_answer(lexicon):
    with_commas = PRICES + " Leo has $30. Leo bought 2 mugs and 3 plates. How much money does Leo have left?"
    with_ands = with_commas.replace("$4,", "$4 and")
    assert value_of(with_commas, lexicon) == value_of(with_ands, lexicon) == 13


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # no 'and' before the last clause: a list or clauses with something left out?
        (
            "Each mug costs $4, each plate costs $3, each bowl costs $2. Leo bought 2 mugs. How much did Leo spend?",
            "unexpected_category",
        ),
        # an article after the comma that starts no clause: a member with no number
        ("Mia bought 9 kites, the red ones and 4 balls. How many kites did Mia buy?", "unfinished_frame"),
        ("Mia bought 9 kites, a bag and 4 balls. How many things did Mia buy?", "unfinished_frame"),
        # a verb left out of a later clause
        (
            "Each mug costs $4, each plate $3 and each bowl $2. Leo bought 2 mugs. How much did Leo spend?",
            "unexpected_category",
        ),
        # a clause with no number
        (
            "Each mug costs $4, each plate costs some money and each bowl costs $2. Leo bought 2 mugs and 1 plate."
            " How much did Leo spend?",
            "underdetermined",
        ),
    ],
)
def test_what_is_no_list_of_clauses_refuses(lexicon, text, reason):
    assert refusal_of(text, lexicon).reason == reason


def test_each_after_a_counted_object_is_not_a_new_clause(lexicon):
    """ "7 trays, each tray holds 12 cookies": 'each' describes the trays; no clause opened with 'each'."""
    text = "Ann has 7 trays, each tray holds 12 cookies and each box holds 6 cookies. How many cookies does Ann have?"
    assert refusal_of(text, lexicon).reason == "unexpected_category"


def test_a_comma_after_an_if_clause_is_left_alone(lexicon):
    text = PRICES + " If Leo bought 2 mugs, how much did Leo spend?"
    assert value_of(text, lexicon) == 8
