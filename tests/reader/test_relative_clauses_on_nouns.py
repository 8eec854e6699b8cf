"""Relative clauses on nouns with no amount yet: 'who' after a name, 'that' pointing back, a wanted price (ADR 0135)."""

from fractions import Fraction

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # 'who' right after a name, no comma: a second statement about that person
        ("Ada has 6 more cards than Raul who has 11 cards. How many cards does Ada have?", 17),
        ("Ada has 6 fewer cards than Raul who has 11 cards. How many cards does Ada have?", 5),
        ("Ada has three times as many cards as Raul who has 11 cards. How many cards does Ada have?", 33),
        (
            "Ada has 2 more cards than Raul who has 5 more cards than Lena. Lena has 4 cards. "
            "How many cards does Ada have?",
            11,
        ),
        ("Ada has 6 more cards than Raul who has 11 cards. How many cards do they have in all?", 28),
        ("Ada is 4 years older than Raul who is 9. How old is Ada?", 13),
        # 'that' after a preposition of place and before a thing already named: the same thing
        (
            "There are 21 cups on the shelf. Ivo puts 9 more cups on that shelf. How many cups are on the shelf now?",
            30,
        ),
        ("There are 21 cups in the cupboard. How many cups are in that cupboard?", 21),
        (
            "There are 15 pears in a crate and 6 pears in a sack. Ivo took 4 pears from that crate. "
            "How many pears are in the crate now?",
            11,
        ),
        # the price of one wanted thing is what is needed
        ("Kofi wants to buy a drone that costs $90. He has $35. How much more money does Kofi need?", 55),
        ("Kofi wants a drone which costs $90. He has $35. How much more money does Kofi need?", 55),
        ("Kofi needs to buy a drone, which costs $90. He has $35. How much more money does he need?", 55),
        (
            "Kofi wants to save up for a new pair of boots that cost $60. He has $25. He earns $10. "
            "How much more money does Kofi need?",
            25,
        ),
    ],
)
def test_relative_clauses_on_nouns_are_read(text, value, lexicon):
    assert value_of(text, lexicon) == Fraction(value)


@pytest.mark.parametrize(
    ("text", "reason", "token"),
    [
        # after a common noun the clause may pick the person out: no second statement
        (
            "The boy who has 5 apples gave 2 apples to Tom. How many apples does he have now?",
            "unexpected_category",
            "who",
        ),
        (
            "Ada has 6 more cards than the girl who has 11 cards. How many cards does Ada have?",
            "unexpected_category",
            "who",
        ),
        # a name in a list: about the last one, or all of them?
        (
            "Ada has 6 more cards than Ivo and Raul who have 11 cards. How many cards does Ada have?",
            "unexpected_category",
            "who",
        ),
        # then and now differ; a negation is no holding; a change is not read as a statement
        (
            "Ada has 6 more cards than Raul who had 11 cards. How many cards does Ada have?",
            "unexpected_category",
            "who",
        ),
        (
            "Ada has 6 more cards than Raul who does not have 11 cards. How many cards does Ada have?",
            "unexpected_category",
            "who",
        ),
        (
            "Ada gave 6 cards to Raul who has 11 cards. How many cards does Raul have now?",
            "unexpected_category",
            "has",
        ),
        # 'that' pointing back to an amount, or to a thing the story did not name that way
        (
            "Ivo has 12 cups and 4 mugs. Ada has half that number. How many cups does Ada have?",  # ADR 0171
            "unexpected_category",
            "that",
        ),
        (
            "There are 21 cups in a red box and 5 cups in a blue box. Ivo puts 3 cups in that box. "
            "How many cups are in the red box now?",
            "unexpected_category",
            "that",
        ),
        (
            "There are 21 cups in the box. Ivo puts 3 cups in that box lid. How many cups are in the box?",
            "unexpected_category",
            "that",
        ),
        # a wanted price: counted things, a list, a comparison, a seller
        (
            "Kofi wants to buy 2 drones that cost $90. He has $35. How much more money does he need?",
            "unexpected_category",
            "2",
        ),
        (
            "Kofi wants to buy a drone that costs $90 and a case that costs $15. He has $35. "
            "How much more money does he need?",
            "unexpected_category",
            "that",
        ),
        (
            "Kofi wants to buy a drone that costs $20 more than a kite. He has $35. How much more money does he need?",
            "unexpected_category",
            "that",
        ),
        (
            "Kofi wants to sell a drone that costs $90. He has $35. How much more money does he need?",
            "unexpected_category",
            "that",
        ),
        (
            "Kofi wants to buy a drone that costs $90. He has $120. How much more money does he need?",
            "negative_count",
            "",
        ),
    ],
)
def test_relative_clauses_on_nouns_refuse(text, reason, token, lexicon):
    refusal = refusal_of(text, lexicon)
    assert refusal.reason == reason, refusal
    assert refusal.token_text == token, refusal
