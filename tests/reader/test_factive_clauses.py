"""A fact told as something found out, or known by no one named (ADR 0348)."""

import pytest

from reader.factive_clauses import _head
from reader.relative_readings import words_of
from reader.tokenise import split_sentences
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a fact verb of another category, with 'out' before 'that'
        (
            "Gina found out that each basket holds 7 plums. She has 3 baskets. How many plums does she have?",
            21,
        ),
        ("Tom found that each roll has 9 stamps. He buys 4 rolls. How many stamps does Tom buy?", 36),
        ("Ida found out that Ned has 13 shells. How many shells does Ned have?", 13),
        # a name read as a noun opens the clause (ADR 0095's own shape now reads it too)
        ("Ann knows that Bob has 5 apples. How many apples does Bob have?", 5),
        # a phrase before the knower, read with the clause
        (
            "At the shop, Vera found out that each box holds 6 cups. She has 2 boxes. How many cups does she have?",
            12,
        ),
        (
            "Today, at the farm, Jon learned that there are 14 goats in the barn. How many goats are in the barn?",
            14,
        ),
        # no knower
        ("It is known that each crate holds 20 pears. Al has 2 crates. How many pears does Al have?", 40),
        ("It was found that Kim had 10 dimes. She spent 4 dimes. How many dimes does Kim have now?", 6),
        # the knower is kept for later pronouns
        ("Tess noticed that she had 16 beads. She lost 3 beads. How many beads does Tess have?", 13),
        (
            "Uma's aunt found out that Uma has 8 dolls. Uma gets 2 more dolls. How many dolls does Uma have?",
            10,
        ),
    ],
)
def test_a_fact_is_read_as_a_statement(text, expected, lexicon):
    assert value_of(text, lexicon) == expected


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # a belief, a report or a pretence in the new shapes: the clause may not be so
        ("Ann was told that Bob has 5 apples. How many apples does Bob have?", "unsupported_operation"),
        (
            "At home, Ann thought that Bob had 5 apples. How many apples does Bob have?",
            "unsupported_operation",
        ),
        (
            "It is believed that the lake has 30 ducks. How many ducks are in the lake?",
            "unsupported_operation",
        ),
        ("Ann imagined that she had 9 rings. How many rings does Ann have?", "unsupported_operation"),
        ("Ann pretends that she has 9 rings. How many rings does Ann have?", "unsupported_operation"),
        (
            "The clerk told Ann that each box holds 4 pens. Ann buys 2 boxes. How many pens does she buy?",
            None,
        ),
    ],
)
def test_a_belief_is_refused(text, reason, lexicon):
    refused = refusal_of(text, lexicon)
    if reason is not None:
        assert refused.reason == reason


@pytest.mark.parametrize(
    "text",
    [
        "Ann did not find out that Bob had 5 apples. How many apples does Bob have?",  # negated
        "If Ann found out that Bob had 5 apples, how many apples does Bob have?",  # supposed
        "Ann found out that Bob will have 5 apples. How many apples will Bob have?",  # a plan
        "Ann hopes that Bob has 5 apples. How many apples does Bob have?",  # unmarked: ordinary refusal
        "After lunch, Ann found out that Bob had 5 apples. How many apples does Bob have?",  # an ordering time
        "After buying 3 pens, Ann noticed that Bob had 5 apples. How many apples does Bob have?",
        "Ann found out that Bob does not have 5 apples. How many apples does Bob have?",
    ],
)
def test_what_is_not_read(text, lexicon):
    refusal_of(text, lexicon)


@pytest.mark.parametrize(
    "text",
    [
        "Does Ann know that Bob has 5 apples?",
        "At the store the owner found out that there were 5 pens.",  # where the knower starts is unsaid
        "Ann gave Bob that toy.",
        "She was shown that each box holds 5 pens.",  # only 'it' tells a fact with no knower
    ],
)
def test_shapes_not_found(text, lexicon):
    sentence = split_sentences(text)[0]
    found = _head(words_of(sentence, lexicon))
    assert found is None or sentence.is_question
