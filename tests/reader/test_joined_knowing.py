"""A fact told after a joined knowing, and a phrase between the verb and 'that' (ADR 0386)."""

import pytest

from reader.factive_clauses import _head
from reader.joined_knowing import _shape
from reader.relative_readings import words_of
from reader.tokenise import split_sentences
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the knower is a subject pronoun, a name, or a noun phrase
        ("Nia has 6 trays and she knows that each tray holds 10 buns. How many buns does Nia have?", 60),
        ("Obi has 6 trays and Kim knows that each tray holds 10 buns. How many buns does Obi have?", 60),
        (
            "Obi has 6 trays and his aunt noticed that each tray holds 10 buns. How many buns does Obi have?",
            60,
        ),
        (
            "Obi has 6 trays and Kim's uncle saw that each tray holds 10 buns. How many buns does Obi have?",
            60,
        ),
        # no knower of its own: the first clause's subject knows
        ("Nia bought 3 cakes and noticed that each cake cost $7. How much did she spend?", 21),
        # 'but', and a comma before the join
        (
            "Rex had 25 coins but he found out that Lia had 9 coins. How many coins do they have in all?",
            34,
        ),
        ("Rex ate 5 figs, and Lia saw that she ate 4 figs. How many figs did they eat in all?", 9),
        # the knower is there for later pronouns; the clause is read by the ordinary rules
        ("Rex ate 5 figs and Lia saw that she ate 3 more figs than him. How many figs did Lia eat?", 8),
    ],
)
def test_a_joined_fact_is_read(text, expected, lexicon):
    assert value_of(text, lexicon) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Ivy knows from experience that each pot holds 4 cups. She has 5 pots. How many cups does she have?",
            20,
        ),
        (
            "Ivy learned at the market that each sack holds 9 onions. She buys 2 sacks. "
            "How many onions does she buy?",
            18,
        ),
    ],
)
def test_a_phrase_after_the_verb(text, expected, lexicon):
    assert value_of(text, lexicon) == expected


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # a belief or report joined the same way: its own reason
        (
            "Nia has 6 trays and she thinks that each tray holds 10 buns. How many buns does Nia have?",
            "unsupported_operation",
        ),
        (
            "Nia has 6 trays and the chef said that each tray holds 10 buns. How many buns does Nia have?",
            "unsupported_operation",
        ),
        # a wish, a negated knowing, a plan in the clause, a condition: the ordinary refusal
        (
            "Nia has 6 trays and she hopes that each tray holds 10 buns. How many buns does Nia have?",
            "unexpected_category",
        ),
        (
            "Nia has 6 trays and she did not know that each tray holds 10 buns. How many buns does Nia have?",
            "unexpected_category",
        ),
        (
            "Nia has 6 trays and she knows that each tray will hold 10 buns. How many buns will Nia have?",
            "unexpected_category",
        ),
        (
            "If Nia had 6 trays and she knew that each tray holds 10 buns, how many buns would Nia have?",
            None,
        ),
        (
            "Nia has 6 trays and she wants to make sure that each tray holds 10 buns. How many buns are there?",
            None,
        ),
        (
            "He hopes from experience that each pot holds 4 cups. He has 5 pots. How many cups does he have?",
            None,
        ),
    ],
)
def test_what_is_refused(text, reason, lexicon):
    refused = refusal_of(text, lexicon)
    if reason is not None:
        assert refused.reason == reason


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("Nia has 6 trays and she knows that each tray holds 10 buns.", True),
        ("Nia has 6 trays and knows that each tray holds 10 buns.", True),
        ("Nia has 6 trays, and the chef noticed that each tray holds 10 buns.", True),
        ("Nia and Kim know that each tray holds 10 buns.", False),  # no first clause before the join
        ("Nia has 6 trays and she does not know that each tray holds 10 buns.", False),
        ("Nia has 6 trays and her know that each tray holds 10 buns.", False),  # no subject pronoun
        ("Nia has 6 trays and Kim Lee knows that each tray holds 10 buns.", False),
    ],
)
def test_the_joined_shape(text, found, lexicon):
    sentence = split_sentences(text)[0]
    assert (_shape(words_of(sentence, lexicon)) is not None) == found


def test_found_out_keeps_its_particle(lexicon):
    sentence = split_sentences("Ann found out that each box holds 5 pens.")[0]
    start, verb, that, named = _head(words_of(sentence, lexicon))
    assert (start, verb, that, named) == (0, 1, 3, True)


def test_a_phrase_with_an_amount_is_not_passed_over(lexicon):
    text = "Ann learned from the 3 boxes that each box holds 5 pens. She has 3 boxes. How many pens does she have?"
    refusal_of(text, lexicon)
