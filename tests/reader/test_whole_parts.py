"""The part of a told whole left outside its parts: 'not', 'neither ... nor', parts told by a doing (ADR 0332)."""

import pytest

from reader import Answer
from reader.chained_parts import read_chained_parts
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # the whole less the parts the question names
        (
            (
                "There are 150 marbles in the jar. 36 of the marbles are blue and 44 of the marbles "
                "are white. How many of the marbles are neither blue nor white?"
            ),
            70,
        ),
        (
            (
                "There are 150 marbles in the jar. If 36 of the marbles are blue and 44 of the marbles "
                "are white, how many of the marbles are neither blue nor white?"
            ),
            70,
        ),
        (
            "There are 4000 jelly beans in a jar. Three fourths of the jelly beans are red. How many jelly beans are not red?",
            1000,
        ),
        ("There are 72 pens in a drawer. 3/8 of the pens are red. How many pens aren't red?", 45),
        (
            "There are 60 marbles in a jar. If 1/3 of the marbles are red, 1/4 of the remainder are blue, and "
            "the rest are yellow, how many marbles are not yellow?",
            30,
        ),
        # 'the rest' is a part too; a part of a part leaves its parent's others alone
        (
            "Ella has 36 socks. 12 of the socks are blue, and the rest are gray. How many socks are not gray?",
            12,
        ),
        (
            "There are 60 eggs in a crate. If 1/3 of the eggs are brown, and half of the brown eggs are shiny, "
            "how many eggs are not brown?",
            40,
        ),
        # the whole's place asked again, by its last words too
        (
            "There are 90 tulips in a garden. Two thirds of the tulips are yellow. How many tulips in the "
            "garden are not yellow?",
            30,
        ),
        # a part told by a verb and its object, the question spliced on with a comma
        (
            (
                "There are 480 students in a local middle school. 25 percent of the students have "
                "phones, how many students do not have phones?"
            ),
            360,
        ),
        (
            "There are 640 pupils in a big school. 25 percent of the pupils have pets. How many pupils have pets?",
            160,
        ),
        (
            "There were 48 guests at the party. Half of the guests had hats. How many guests did not have hats?",
            24,
        ),
        ("There are 40 people in a room. 60% of the people own hats. How many people do not own hats?", 16),
    ],
)
def test_the_part_outside_is_read(text, value, lexicon):
    assert value_of(text, lexicon) == value
    assert isinstance(read_chained_parts(text, lexicon), Answer)


@pytest.mark.parametrize(
    "text",
    [
        # parts that may overlap cannot both be taken away
        "There are 150 buttons in a box. 40 of the buttons are black and 35 of the buttons are round. How many of "
        "the buttons are neither black nor round?",
        "There are 640 pupils in a big school. 25 percent of the pupils have pets, and 10 percent of the pupils "
        "have dogs. How many pupils have neither pets nor dogs?",
        # the others of a part of a part are not told
        "There are 60 eggs in a crate. If 1/3 of the eggs are brown, and half of the brown eggs are shiny, how "
        "many eggs are not shiny?",
        # another doing, another tense, another place, a word said twice, a pronoun object
        "There are 640 pupils in a big school. 25 percent of the pupils have pets. How many pupils do not have dogs?",
        "There were 48 guests at the party. Half of the guests had hats. How many guests do not have hats?",
        "There are 90 tulips in a garden. Two thirds of the tulips are yellow. How many tulips in the park are not yellow?",
        "There are 150 buttons in a box. 40 of the buttons are black. How many of the buttons are neither black nor black?",
        "There are 40 students in a class. Half of the students have them. How many students do not have them?",
        # a count that is not whole; a negated part
        "There are 91 tulips in a garden. Two thirds of the tulips are yellow. How many tulips are not yellow?",
        "There are 40 students in a class. Half of the students do not have lunch. How many students have lunch?",
    ],
)
def test_unsure_parts_refuse(text, lexicon):
    refusal_of(text, lexicon)
    assert read_chained_parts(text, lexicon) is None
