"""Red-team round 0384: a whole told after its kinds is read only when the kinds cannot share a thing
(two colours, a word and its opposite, or two words the lexicon says nothing about) and none of them is
told in a place of its own; the other readings merged with it held up under the round's traps."""

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    "text",
    [
        # a colour beside a material, a state or an age: one thing may be both
        "Ana has 5 red beads and some glass beads. She has 12 beads in all. How many glass beads does Ana have?",
        "Tobias has 6 new cards and some baseball cards. He has 20 cards in all. How many baseball cards does he have?",
        "Ana has 5 ripe plums and some purple plums. She has 12 plums in all. How many purple plums does Ana have?",
        "Ana has 5 paper kites and some orange kites. She has 12 kites in all. How many orange kites does she have?",
        "Ana has 5 new kites and some blue kites. She has 12 kites in all. How many blue kites does she have?",
        # a kind told in a place of its own: the whole may hold more of it elsewhere
        "Ana has 5 red beads and some blue beads in a box. She has 12 beads in all. How many blue beads does she have?",
    ],
)
def test_kinds_that_may_overlap_or_sit_apart_keep_the_unit_refusal(lexicon, text):
    assert refusal_of(text, lexicon).reason == "ambiguous_unit"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Keiko has 9 yellow shirts and some purple shirts. She has 25 shirts in all. How many purple shirts has she?",
            16,
        ),
        (
            "Ana has 5 ripe plums and some unripe plums. She has 12 plums in all. How many unripe plums does Ana have?",
            7,
        ),
        (
            "Ana has 5 good kites and some bad kites. She has 12 kites in all. How many bad kites does she have?",
            7,
        ),
        (
            "Ana has 5 blue kites and some orange kites. She has 12 kites in all. How many orange kites does she have?",
            7,
        ),
        (
            "Ana has 5 big beads and some small beads. She has 12 beads in all. How many small beads does she have?",
            7,
        ),
        (
            "There are 8 white geese and some gray geese on the pond. There are 20 geese on the pond in all. "
            "How many gray geese are on the pond?",
            12,
        ),
    ],
)
def test_kinds_that_exclude_each_other_still_add_up_to_the_whole(lexicon, text, expected):
    assert value_of(text, lexicon) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Dev swims 20 laps every day except Sunday. How many laps does Dev swim in 3 weeks?", 360),
        ("Omar reads 8 pages a night from Sunday to Thursday. How many pages does Omar read in 2 weeks?", 80),
        (
            "There are 6 barrels. Each barrel has 25 apples and 10 pears. How many pears are in the barrels?",
            60,
        ),
        (
            "Wren found a sack of 40 acorns. She gave 15 acorns to a squirrel. How many acorns does Wren have?",
            25,
        ),
    ],
)
def test_the_other_readings_of_the_day_still_answer(lexicon, text, expected):
    assert value_of(text, lexicon) == expected


@pytest.mark.parametrize(
    "text",
    [
        "Dev swims 20 laps every day except Sunday and holidays. How many laps does Dev swim in a week?",
        "There are 6 barrels. Each barrel has 25 apples. Jonah sold 2 barrels. How many apples are in the barrels?",
        "There are 6 barrels. Each barrel has 25 apples. Jonah ate 3 apples. How many apples are in the barrels?",
        "Wren's cat had a litter of 6 kittens. How many kittens does Wren have?",
        # a wider kind asked of the containers: they may hold more than the kinds told
        "There are 6 barrels. Each barrel has 25 apples and 10 pears. How many fruits are in the barrels?",
        "There are 4 vans. Each van has 6 boys and 5 girls. How many people are in the vans?",
        "Cato had $60. He spent $12 on a cap and 1/4 of his money on a belt. How much money does Cato have left?",
    ],
)
def test_the_round_s_traps_on_the_other_readings_refuse(lexicon, text):
    assert refusal_of(text, lexicon) is not None
