"""An instruction that asks for the answer: 'Calculate the number of ...', 'Determine how many ...' (ADR 0126)."""

from fractions import Fraction

import pytest

from reader.imperative_questions import asking_instruction
from reader.tokenise import split_sentences
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # '<verb> the (total) number|amount of ...' reads as 'What is the (total) number|amount of ...?'
        ("Ida has 7 pears. Her aunt gave her 5 pears. Calculate the number of pears Ida has now.", 12),
        ("Ole had 14 pins. He lost 8 pins at school. Find the number of pins Ole has left.", 6),
        ("Ida has 9 figs. Una has 6 figs. Calculate the total number of figs they have.", 15),
        ("Ida has 9 figs. Una has 6 figs. Compute the total number of figs Ida and Una have.", 15),
        ("Ari earned 18 dollars. He earned 12 dollars more. Find the total amount of money Ari earned.", 30),
        ("Ida bought 4 pads for $4 each. Determine the amount of money Ida spent.", 16),
        # '<verb> how many|much ...' reads as 'How many|much ...?'; 'out' may follow the verb
        ("Ole had 25 cards. He gave 15 cards to Una. Determine how many cards Ole has now.", 10),
        ("Ole had 24 buns. He sold 21 buns. Find out how many buns Ole has left.", 3),
        ("Ari picked 8 plums. Then he picked 5 more plums. Work out how many plums Ari picked in total.", 13),
        ("Ari has 5 nuts. Una has 3 nuts. Calculate how many more nuts Ari has than Una.", 2),
        # after the comma that closes a condition, as 'If ..., how many ...?' (ADR 0091)
        ("Ari has 12 marbles. If he wins 8 more marbles, calculate the number of marbles Ari will have.", 20),
        # a question mark after the instruction changes nothing
        ("Ida has 7 pears. She ate 4 pears. Calculate the number of pears Ida has now?", 3),
    ],
)
def test_instructions_read_as_questions(text, value, lexicon):
    assert value_of(text, lexicon) == Fraction(value)


@pytest.mark.parametrize(
    ("text", "reason", "token"),
    [
        # only the last sentence asks
        (
            "Ida has 7 pears. Calculate the number of pears Ida has. Una gave her 5 pears.",
            "unexpected_category",
            "Calculate",
        ),
        # after a clause that is not a condition: which sentence it belongs to is not read
        (
            "Ida has 7 pears. Una gave her 5 pears, calculate the number of pears Ida has.",
            "unexpected_category",
            "calculate",
        ),
        # any object but the one 'what' shape refuses where it leaves it
        (
            "Ida has 9 figs. Una has 6 figs. Calculate the average number of figs they have.",
            "unexpected_category",
            "average",
        ),
        ("Ida bought 4 pads for $4 each. Calculate the total cost.", "unexpected_category", "cost"),
        (
            "Ole had 14 pins. He lost 8 pins. Calculate 5 more than the number of pins Ole has.",
            "unexpected_category",
            "number",
        ),
        # a second instruction, or a question and then an instruction
        (
            "Ole had 14 pins. Calculate the number of pins Ole has and find the number Una has.",
            "unexpected_category",
            "find",
        ),
        (
            "Ole had 14 pins. How many pins does Ole have? Calculate the number of pins Ole has.",
            "unexpected_category",
            "",
        ),
        # a verb that asks only with 'out' ('work out'), or not in its bare form
        (
            "Ole had 14 pins. He lost 8 pins. Work the number of pins Ole has left.",
            "unexpected_category",
            "number",
        ),
        (
            "Ole had 14 pins. He lost 8 pins. Calculated the number of pins Ole has left.",
            "unexpected_category",
            "number",
        ),
    ],
)
def test_unsure_instructions_refuse(text, reason, token, lexicon):
    refusal = refusal_of(text, lexicon)
    assert (refusal.reason, refusal.token_text) == (reason, token)


def test_only_bare_asking_verbs_before_the_or_how_are_instructions(lexicon):
    """'Find 3 more shells' is a statement of finding; 'Found the number' is not the imperative."""
    found = [
        asking_instruction(split_sentences(t)[0], lexicon)
        for t in ("Find 3 more shells.", "Found the number.")
    ]
    assert found == [None, None]
    assert asking_instruction(split_sentences("If so, find out how many.")[0], lexicon) == (3, 5)


def test_a_capital_noun_after_an_owned_person_noun_is_a_name(lexicon):
    """'his friend Gage': the receiver is Gage even though 'gage' is also a thing (ADR 0126)."""
    text = (
        "Ali has 20 red cubes and 15 blue cubes. He gives his friend Gage 8 red cubes and 5 blue cubes. "
        "If Gage had 10 red cubes and 12 blue cubes, find the total number of cubes Gage has."
    )
    assert refusal_of(text, lexicon).reason == "underdetermined"  # before the gift or after it?
