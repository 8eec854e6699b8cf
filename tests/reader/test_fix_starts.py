"""Starts and places that a later move or an earlier comparison makes unsure (ADR 0278)."""

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    "text",
    [
        # a holding told in a place that a later move goes into or out of: one amount read as two
        "Kira had 8 pens in her bag. Ben put 2 pens in the bag. How many pens does Kira have?",
        "Kira had 8 pens in her bag. Kira put 2 pens in the bag. How many pens does Kira have?",
        "Kira had 8 pens in her bag. Ben took 2 pens out of the bag. How many pens does Kira have?",
        "Kira had 8 pens in her bag. Ben took 2 pens from her bag. How many pens does Kira have?",
        "Kira had $80 in her purse. Ben put $10 into Kira's purse. How much money does Kira have?",
        "Kira had $80 in her purse. Her mom put $10 in the purse. How much money does Kira have?",
        "Kira had $80 in her purse. She spent $14 of it. Her mom put $10 in her purse. How much is in her purse now?",
        # a move into a place of one's own: whose purse, and is the money in it hers?
        "Kira had $80. Her mom put $10 in her purse. How much money does Kira have?",
        "Kira had $80. Ben put $10 in Kira's purse. How much money does Kira have?",
        "Kira had $80. She put $30 in her piggy bank. How much money does Kira have?",
        # the place asked holds another holder's things too
        "Kira has 8 pens in her bag. Ben has 2 pens in the bag. How many pens are in the bag?",
        # a chain opening with a gain from a person is a transfer received: its start is unknown
        "Mia got $5 from Tom. How much money does Mia have now?",
        "Mia got $5 from Tom and earned $3. How much money does she have now?",
        "Mia got 5 shells from Tom. She found 3 shells. How many shells does Mia have now?",
        "Mia received 5 shells from her mom. How many shells does Mia have?",
        # a holder compared before a gain had an amount then: the gain does not start from 0
        "Ann has 3 more pens than Tom. Tom found 2 pens. How many pens does Tom have?",
        "Ann has 3 more pens than Tom. Tom found 2 pens. How many pens does Ann have?",
        "Ann has twice as many pens as Tom. Then Tom found 2 pens. How many pens does Ann have?",
        "Joel has twice as many guitars as Rita. Rita buys 3 guitars. How many guitars does Rita have?",
        "Joel has 4 more guitars than Rita. If Rita buys 3 guitars, how many guitars will Joel have?",
        "Ann has 3 fewer pens than Tom. Tom bought 5 pens. How many pens does Tom have?",
    ],
)
def test_an_unsure_start_or_place_refuses(lexicon, text):
    refusal_of(text, lexicon)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Kira had 8 pens in her bag. She gave 2 pens to Ben. How many pens does Kira have?", 6),
        ("Kira had 8 pens in her bag. Ben put 2 pens in his box. How many pens does Kira have?", 8),
        ("Kira had 8 pens in her bag. Ben put 2 pencils in the bag. How many pens does Kira have?", 8),
        ("Kira had $80 in her purse. She spent $14. How much money does Kira have?", 66),
        ("Kira has 8 pens in her bag. Ben has 2 pens in his bag. How many pens does Kira have?", 8),
        ("Kira has 8 pens in her bag. How many pens are in her bag?", 8),
        (
            "There were 48 dollars in Dina's purse. She put 12 more dollars in her purse. "
            "How much money is in her purse now?",
            60,
        ),
        (
            "Ann had some apples in a basket. Tom added 3 apples to the basket. Now there are 10 apples "
            "in the basket. How many apples did Ann have in the basket at first?",
            7,
        ),
        ("Mia found 5 shells. How many shells does Mia have?", 5),
        ("Mia bought 5 shells from Tom. How many shells does Mia have?", 5),
        ("Mia got 5 apples from the tree. How many apples does Mia have?", 5),
        ("Mia had 2 shells. Mia got 5 shells from Tom. How many shells does Mia have now?", 7),
        ("Mia got 5 shells from Tom. How many shells did Mia get?", 5),
        ("Ann has 3 more pens than Tom. Tom has 4 pens. Tom found 2 pens. How many pens does Tom have?", 6),
        ("Tom found 2 pens. Ann has 3 more pens than Tom. How many pens does Ann have?", 5),
        ("Ann has 3 more pens than Tom. Tom found 2 pens. How many pens did Tom find?", 2),
        ("Ann has 3 more pens than Tom. Bob found 2 pens. How many pens does Bob have?", 2),
        (
            "Joel has twice as many guitars as Rita. They have 27 guitars in all. "
            "If Rita buys 3 guitars, how many guitars will she have?",
            12,
        ),
        (
            (
                "Milo's uncle gave him $60. Milo bought 4 games, each of which cost $7. How much money "
                "does Milo have left?"
            ),
            32,
        ),
    ],
)
def test_the_plain_shapes_still_read(lexicon, text, value):
    assert value_of(text, lexicon) == value
