"""A ', who' clause on an owned person ("than his sister, who has 7 cards") is a second statement (ADR 0180)."""

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Tom has 3 more cards than his sister, who has 7 cards. How many cards does Tom have?", 10),
        ("Nora has 5 fewer shells than her brother, who has 9 shells. How many shells does Nora have?", 4),
        (
            "Omar has twice as many stamps as his sister, who has 11 stamps. How many stamps does Omar have?",
            22,
        ),
        ("Pia has 6 more beads than Lou's cousin, who has 15 beads. How many beads does Pia have?", 21),
        ("Ravi is 4 years older than his sister, who is 9 years old. How old is Ravi?", 13),
        (
            "Pia collected 4 more acorns than her uncle, who collected 10 acorns. "
            "How many acorns did Pia collect?",
            14,
        ),
        (
            "Tom has 3 more cards than his sister, who has 7 cards. How many cards does his sister have?",
            7,
        ),
    ],
)
def test_owned_person_who_clause_reads_as_a_second_statement(lexicon, text, expected):
    assert value_of(text, lexicon) == expected


@pytest.mark.parametrize(
    "text",
    [
        # no comma: which friend?
        "Tess has 3 more pens than her friend who has 8 pens. How many pens does Tess have?",
        # plural: together or each?
        "Tess has 3 more pens than her sisters, who have 8 pens. How many pens does Tess have?",
        # 'has' then 'had': not the same time
        "Tess has 3 more pens than her sister, who had 8 pens. How many pens does Tess have?",
        # a compared event with another verb
        "Tess bought 3 more pens than her sister, who has 8 pens. How many pens did Tess buy?",
        "Tess has 3 more pens than her sister, who does not have 8 pens. How many pens does Tess have?",
        # 'her' could be Zoe or the sister when the phrase is read again
        "Zoe has 7 more marbles than her sister, who has 8 marbles. How many marbles does her sister have?",
        # 'which' never speaks of a person
        "Tom has 3 more cards than his sister, which has 7 cards. How many cards does Tom have?",
    ],
)
def test_owned_person_who_clause_refuses_when_it_may_mean_more(lexicon, text):
    assert refusal_of(text, lexicon) is not None
