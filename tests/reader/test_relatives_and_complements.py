"""Relative clauses read as the phrase they mean (ADR 0094); 'that' clauses of knowing and belief (ADR 0095)."""

from fractions import Fraction

import pytest

from reader.tokenise import split_sentences
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # one thing that holds an amount: its content
        (
            "Nia has a jar that contains 15 buttons. She gives 4 buttons to Raj. How many buttons does Nia have?",
            11,
        ),
        ("Raj has a crate that contains 40 pears. How many pears does Raj have?", 40),
        # counted containers with 'each' before the verb or after the amount
        ("There are 3 trays that each contain 12 cups. How many cups are there?", 36),
        ("Vic has 5 sacks that contain 8 potatoes each. How many potatoes does Vic have?", 40),
        # one thing bought at a price; counted things need 'each' or 'per'
        ("Lea had $60. She bought a coat that cost $45. How much money does Lea have left?", 15),
        ("Lea had $60. She bought 4 mugs that cost $5 each. How much money does Lea have left?", 40),
        ("Lea bought 3 pounds of rice that cost $2 per pound. How much did Lea spend?", 6),
        # a 'that' clause after a verb of knowing is a fact of the story
        ("Ola learned that there are 20 seats in the hall. How many seats are in the hall?", 20),
        ("Ola saw that Ben had 6 kites. Ben gave 2 kites to Ola. How many kites does Ben have?", 4),
    ],
)
def test_relatives_and_known_facts_are_read(text, value, lexicon):
    assert value_of(text, lexicon) == Fraction(value)


@pytest.mark.parametrize(
    ("text", "reason", "token"),
    [
        # counted containers with no 'each': in all, or in each?
        (
            "Vic has 5 sacks that contain 40 potatoes. How many potatoes does Vic have?",
            "unexpected_category",
            "contain",
        ),
        # counted things at a price with no 'each': the price of one or of all?
        (
            "Lea had $60. She bought 4 mugs that cost $20. How much money does Lea have left?",
            "unexpected_category",
            "cost",
        ),
        # 'holds' is most often what a thing can hold, not what is in it
        (
            "Nia has a jar that holds 15 buttons. How many buttons does Nia have?",
            "unexpected_category",
            "that",
        ),
        # a past holding under a present 'has': what it held then may not be in it now
        (
            "Nia has a jar that contained 15 buttons. How many buttons does Nia have?",
            "unexpected_category",
            "that",
        ),
        # a price of a thing sold is not what the seller gets
        ("Ed sold a lamp that cost $30. How much money did Ed get?", "unexpected_category", "that"),
        # negation inside the relative clause or before the verb of knowing
        (
            "Nia has a jar that does not hold 15 buttons. How many buttons does Nia have?",
            "unexpected_category",
            "that",
        ),
        (
            "Ed does not know that Ann has 4 cards. How many cards does Ann have?",
            "unexpected_category",
            "that",
        ),
        # beliefs, estimates and reports are not facts
        ("Ed thinks that Ann has 4 cards. How many cards does Ann have?", "unsupported_operation", "thinks"),
        (
            "A baker estimates that she will sell 90 buns. How many buns will she sell?",
            "unsupported_operation",
            "estimates",
        ),
        ("Ann said that she had 7 cards. How many cards did Ann have?", "unsupported_operation", "said"),
        # a clause after 'that' opening with a word whose reading needs the sentence start
        (
            "Ed knows that if Ann has 4 cards, she wins. How many cards does Ann have?",
            "unexpected_category",
            "that",
        ),
    ],
)
def test_unsure_relatives_and_beliefs_refuse(text, reason, token, lexicon):
    refusal = refusal_of(text, lexicon)
    assert (refusal.reason, refusal.token_text) == (reason, token)


def test_rewritten_tokens_keep_their_indices(lexicon):
    """A token after a rewritten clause keeps its own index: the refusal's caret names the right word."""
    text = "Ben has a jar that contains 30 marbles twice. How many marbles does Ben have?"
    refusal = refusal_of(text, lexicon)
    tokens = split_sentences(text)[refusal.sentence_index].tokens
    assert (refusal.reason, refusal.token_text) == ("unused_operator", "twice")
    assert tokens[refusal.token_index].text == "twice"


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Kai has 2 more cards than Uma, who has 7 cards. How many cards does Kai have?", 9),
        (
            "Uma has 3 cards. Kai has twice as many cards as Zed, who has 4 more cards than Uma. "
            "How many cards does Kai have?",
            14,
        ),
    ],
)
def test_who_after_a_name_is_a_statement_about_the_name(text, value, lexicon):
    assert value_of(text, lexicon) == Fraction(value)


@pytest.mark.parametrize(
    "text",
    [
        # an event before the comma: was the amount before the gift or after it?
        "Kai gave 2 cards to Uma, who had 7 cards. How many cards does Uma have?",
        # then and now differ
        "Kai has 2 more cards than Uma, who had 7 cards. How many cards does Kai have?",
        # 'who' inside the subject, a negated clause, a condition before it
        "Kai, who has 7 cards, gives 2 cards to Uma. How many cards does Kai have?",
        "Kai has 2 more cards than Uma, who does not have 7 cards. How many cards does Kai have?",
        "If Kai has 2 more cards than Uma, who has 7 cards, how many cards does Kai have?",
    ],
)
def test_unsure_who_clauses_refuse(text, lexicon):
    refusal_of(text, lexicon)
