"""'which', 'who' and 'where' clauses after a noun, and 'also' (ADR 0115)."""

from fractions import Fraction

import pytest

from reader.tokenise import split_sentences
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # 'which' reads as 'that' does (ADR 0094), with or without a comma after one thing
        ("Noa had $50. She bought a rug which cost $35. How much money does Noa have left?", 15),
        ("Noa had $50. She bought a rug, which cost $35. How much money does Noa have left?", 15),
        ("Noa had $50. She bought 4 plates, which cost $3 each. How much money does Noa have left?", 38),
        ("Eli has a sack, which contains 16 onions. He sells 5 onions. How many onions does Eli have?", 11),
        ("There are 4 crates which each contain 6 melons. How many melons are there?", 24),
        # a describing 'which' clause is passed over like a describing 'that' clause (ADR 0071)
        ("Eli had 10 plums. He threw away 3 plums which were soft. How many plums does Eli have?", 7),
        # 'also' in a clause of change adds nothing to the arithmetic
        (
            "Uma had 20 beads. She gave 5 beads to Bob. She also gave 3 beads to Tim. How many beads does Uma have?",
            12,
        ),
        ("Uma has 6 pens. She also buys 4 pens. How many pens does Uma have?", 10),
        # 'also has' before anything changed: another kind of thing beside the first
        ("Uma has 6 pens. She also has 9 pencils. How many pencils does Uma have?", 9),
        # 'each of which' after counted things: the amount is each one's
        ("Noa had $50. She bought 6 cups, each of which cost $4. How much money does Noa have left?", 26),
        ("Eli has 3 trays, each of which contains 9 figs. How many figs does Eli have?", 27),
        # after a price, a clause of its own ("and she also bought ...") is read by the ordinary rules
        (
            "Noa had $50. She bought 2 mugs which cost $5 each, and she also bought a lamp which cost $12. "
            "How much money does Noa have left?",
            28,
        ),
        # 'where' after a place: the clause after it is a statement of its own
        ("Ivo has a barn where he keeps 12 goats. He buys 3 more goats. How many goats does Ivo have?", 15),
        (
            "Lu had $30. She went to a market, where she bought 2 hats for $7 each. How much money does Lu have left?",
            16,
        ),
    ],
)
def test_which_where_and_also_are_read(text, value, lexicon):
    assert value_of(text, lexicon) == Fraction(value)


@pytest.mark.parametrize(
    ("text", "reason", "token"),
    [
        # counted things at a price with no 'each' after ', which': each, or all of them?
        (
            "Noa had $50. She bought 4 plates, which cost $12. How much money does Noa have left?",
            "unexpected_category",
            "cost",
        ),
        # two things before ', which': the price of the last one, or of both?
        (
            "Noa had $50. She bought a cup and a bowl, which cost $9. How much money does Noa have left?",
            "unexpected_category",
            "which",
        ),
        # 'each of which' with a second item after the amount, or a capacity verb
        (
            "Eli has 3 trays, each of which contains 9 figs and 2 plums. How many figs does Eli have?",
            "unexpected_category",
            "which",
        ),
        (
            "Eli has 3 trays, each of which holds 9 figs. How many figs does Eli have?",
            "unexpected_category",
            "which",
        ),
        # 'who' speaks of a person: what a friend has is not what a thing holds
        ("Eli has a friend who has 8 cards. How many cards does Eli have?", "unexpected_category", "who"),
        # 'also' beside a comparison, or a holding after a change
        (
            "Ivo has 5 cards. Lu also has 2 more cards than Ivo. How many cards does Lu have?",
            "unexpected_category",
            "also",
        ),
        (
            "Ivo bought 4 figs. He also has 6 figs. How many figs does Ivo have?",
            "unexpected_category",
            "also",
        ),
        # money as what is bought: spent, not gained
        ("Ivo has $40. He buys $15 in socks. How much money does Ivo have?", "unsupported_operation", "$15"),
        # a 'where' clause with no subject of its own (what costs $2 there: a general price?)
        (
            "Lu went to a shop where pens cost $2 each. She bought 3 pens. How much did Lu spend?",
            "unexpected_category",
            "where",
        ),
    ],
)
def test_unsure_which_where_and_also_refuse(text, reason, token, lexicon):
    refusal = refusal_of(text, lexicon)
    assert (refusal.reason, refusal.token_text) == (reason, token)


def test_tokens_after_also_keep_their_indices(lexicon):
    """Tokens after a passed-over 'also' keep their own index: the caret names the right word."""
    text = "Uma has 6 pens. She also buys 4 pens each. How many pens does Uma have?"
    refusal = refusal_of(text, lexicon)
    tokens = split_sentences(text)[refusal.sentence_index].tokens
    assert (refusal.reason, refusal.token_text) == ("unused_operator", "each")
    assert tokens[refusal.token_index].text == "each"
