"""Two clauses joined in one sentence ('and', 'but', 'while'), read as two statements in order (ADR 0132)."""

import pytest

from tests.reader.reading import refusal_of, value_of

# --- a new subject and its own verb after the join


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Each bin holds 11 socks and there are 3 bins. How many socks are there?", 33),
        ("Each box has 5 rings, and there are 2 boxes. How many rings are there?", 10),
        ("Lola has 8 shells and Harry has 6 shells. How many shells does Harry have?", 6),
        ("Peter has 7 cards, and Lola has 4 cards. How many cards does Peter have?", 7),
        ("Lola has 8 shells, and Harry has 6 shells. How many shells do they have in all?", 14),
        (
            "There are 9 swans on a lake and there are 4 ducks on the lake. How many more swans than ducks are there?",
            5,
        ),
    ],
)
def test_a_second_subject_reads_its_own_clause(text, expected, lexicon):
    assert value_of(text, lexicon) == expected


def test_a_distractor_in_the_second_clause_keeps_a_role(lexicon):
    text = "Kim has 3 boxes of pens. Each box holds 4 pens and there are 6 boxes in a crate. How many pens does Kim have?"
    assert value_of(text, lexicon) == 12


# --- the first clause's subject shared by the second verb


def test_a_shared_subject_after_an_amount(lexicon):
    assert value_of("Lola caught 5 crabs and was glad. How many crabs did Lola catch?", lexicon) == 5


def test_a_shared_subject_needs_an_amount_before_the_join(lexicon):
    refused = refusal_of("Lola traded and got 4 cards. How many cards did Lola get?", lexicon)
    assert refused.reason == "unexpected_category"
    assert "second verb" in refused.detail


def test_the_second_clause_keeps_its_own_refusal(lexicon):
    refused = refusal_of("Lola sold 6 pies and is paid 18 dollars. How many pies did Lola sell?", lexicon)
    assert refused.reason == "unexpected_category"
    assert refused.token_text == "paid"


# --- what stays refused


@pytest.mark.parametrize(
    "text",
    [
        "Lola has 8 shells and 3 are lost. How many shells does Lola have now?",
        "Lola has 8 shells, and 3 of them are lost. How many shells does Lola have?",
        "In one day Lola sold 6 pies and is paid 18 dollars. How many pies did Lola sell?",
        "Each cart can carry 5 logs and there are 4 carts. How many logs can the carts carry?",
    ],
)
def test_parts_periods_and_abilities_keep_the_refusal(text, lexicon):
    refused = refusal_of(text, lexicon)
    assert refused.reason == "unexpected_category"
    assert "second verb" in refused.detail


def test_three_clauses_and_an_unnamed_they_refuse(lexicon):
    text = "Lola has 8 shells and Harry has 6 shells and Peter has 2 shells. How many shells do they have?"
    assert refusal_of(text, lexicon).reason == "unused_operator"


def test_a_capitalised_base_verb_before_a_finite_verb_is_a_name(lexicon):
    assert value_of("Harry has 12 stamps. How many stamps does he have?", lexicon) == 12
