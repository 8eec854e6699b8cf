"""Wider kinds gained beside narrower ones, counted sets, parts, 'the number of' and past times (ADR 0159)."""

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # kinds: the same noun, or kinds held side by side, read as before
        ("Jo had 5 geese. She got 3 more geese. How many geese does Jo have?", 8),
        ("Jo had 5 geese and 4 ducks. How many birds does Jo have?", 9),
        ("Jo had 12 plums. She bought 3 pets. How many pets does Jo have?", 3),
        ("Jo had 6 parrots. She bought 2 toys. How many toys does Jo have?", 2),
        # a counted set asked with as many members or fewer
        ("Each of the 6 bins has 4 balls. How many balls are in 6 bins?", 24),
        ("Each of the 6 bins has 4 balls. How many balls are in 2 bins?", 8),
        ("Each bin has 4 balls. There are 6 bins. How many balls are in 5 bins?", 20),
        ("Each bin has 4 balls. How many balls are in 11 bins?", 44),
        ("Each bin has 4 balls. Al has 2 bins. He buys 3 more bins. How many balls are in 5 bins?", 20),
        # a part counted through one kind, beside nothing else that may have it
        ("Each truck has 6 wheels. Lu has 2 trucks. How many wheels does Lu have?", 12),
        ("Each truck has 6 wheels. Lu has 2 trucks and $40. How many wheels does Lu have?", 12),
        ("Each rack has 7 hats. Lu has 3 racks and 2 scarves. How many hats does Lu have?", 21),
        # 'the number of' with the same modifiers, or none
        ("The number of red pails in the barn is 9. How many red pails are in the barn?", 9),
        ("The number of pails in the barn is 9. How many pails are in the barn?", 9),
        # a past comparison in a story told in the past, or before a later change
        ("Ivy had 4 more shells than Bo. Bo had 11 shells. How many shells does Ivy have?", 15),
        ("Last week Ivy had 4 more shells than Bo. Bo had 11 shells. How many shells did Ivy have?", 15),
        (
            "Ivy had 4 fewer shells than Bo. Bo had 11 shells. Ivy finds 2 shells. How many shells does Ivy have?",
            9,
        ),
        # a kind's amount asked in the tense it was told
        ("A drawer has 30 nails. How many nails does a drawer have?", 30),
        ("A drawer had 30 nails. How many nails did the drawer have?", 30),
        ("Each drawer had 30 nails. How many nails does each drawer have?", 30),
    ],
)
def test_sound_readings_answer(lexicon, text, expected):
    assert value_of(text, lexicon) == expected


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # a wide noun gained or asked while narrower things it may count are held
        ("Jo had 5 geese. She bought 2 pets. How many pets does Jo have?", "ambiguous_unit"),
        (
            "A band had 8 girls. 3 members joined the band. How many members does the band have?",
            "ambiguous_unit",
        ),
        ("Jo had 10 animals. She bought 2 pets. How many animals does Jo have?", "ambiguous_unit"),
        ("Jo had 10 animals. She sold 2 pets. How many animals does Jo have?", "ambiguous_unit"),
        ("Jo had 10 animals. She bought 2 geese. How many geese does Jo have?", "ambiguous_unit"),
        ("Jo had 9 dolls. She got 2 gifts. How many gifts does Jo have?", "ambiguous_unit"),
        # more members than the story counts
        ("Each of the 6 bins has 4 balls. How many balls are in 7 bins?", "underdetermined"),
        ("Each bin has 4 balls. There are 6 bins. How many balls are in 9 bins?", "underdetermined"),
        ("Al has 2 bins. Each bin has 4 balls. How many balls are in 3 bins?", "underdetermined"),
        # other things beside the rated one that may have the asked things too
        (
            "Each truck has 6 wheels. Lu has 2 trucks and 3 vans. How many wheels does Lu have?",
            "underdetermined",
        ),
        ("Each goat has 4 legs. Lu has 2 goats and 5 hens. How many legs does Lu have?", "underdetermined"),
        ("Each box has 7 hats. Lu has 3 boxes and 2 bags. How many hats does Lu have?", "underdetermined"),
        (
            "Each shelf has 9 jars. Lu has 3 shelves and 2 carts. How many jars does Lu have?",
            "underdetermined",
        ),
        # 'the number of' a narrowed kind, asked for the whole kind
        ("The number of red pails in the barn is 9. How many pails are in the barn?", "ambiguous_unit"),
        # a past comparison, and a story that comes back to now
        (
            "Yesterday Ivy had 4 more shells than Bo. Bo has 11 shells. How many shells does Ivy have?",
            "readings_disagree",
        ),
        (
            "Ivy had 4 more shells than Bo. Bo has 11 shells. How many shells does Ivy have?",
            "readings_disagree",
        ),
        (
            "Ivy had 3 times as many shells as Bo. Bo has 5 shells. How many shells does Ivy have?",
            "readings_disagree",
        ),
        (
            "Bo has 11 shells. Last week Ivy had 4 more shells than Bo. How many shells did Ivy have?",
            "readings_disagree",
        ),
        # ADR 0175: undated, right after a present holding with no change between: Bo's shells then are unsaid
        (
            "Bo has 11 shells. Ivy had 4 more shells than Bo. How many shells did Ivy have?",
            "readings_disagree",
        ),
        # a kind's amount now, after one thing's amount then
        ("A drawer had 30 nails. How many nails does a drawer have?", "unit_mismatch"),
        ("A drawer had 30 nails. How many nails are in a drawer?", "unit_mismatch"),
    ],
)
def test_unsound_readings_refuse(lexicon, text, reason):
    assert refusal_of(text, lexicon).reason == reason
