"""Parts of one counted whole told in a row: of the whole, of the remainder, of a part; the rest (ADR 0290)."""

from fractions import Fraction

import pytest

from reader import Answer, read_problem
from reader.chained_parts import read_chained_parts
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value", "unit"),
    [
        # a share of the remainder is of the whole less the parts before it; the rest is what is left
        (
            (
                "There are 90 pens in a drawer. If 1/3 of the pens are blue, exactly 3/4 of the "
                "remainder are black, and the rest are red, calculate the number of red pens in the "
                "drawer?"
            ),
            15,
            "pen",
        ),
        (
            "There are 60 marbles in a jar. If 1/3 of the marbles are red, 1/4 of the remainder are blue, "
            "and the rest are yellow, how many marbles are blue?",
            10,
            "marble",
        ),
        # the parts told in statements, then the question
        (
            "There are 80 balloons at the party. 25% of the balloons are pink, 1/2 of the remaining "
            "balloons are white, and the rest are purple. How many balloons are purple?",
            30,
            "balloon",
        ),
        (
            "Leo has 30 shirts. 10 of the shirts are blue. 8 of the shirts are gray. The rest are red. "
            "How many shirts are red?",
            12,
            "shirt",
        ),
        # a percentage of the whole
        (
            (
                "Hana has 20 marbles. If 3 marbles are green, 7 marbles are white, and the rest are "
                "black, what percentage of marbles are black?"
            ),
            50,
            "percent",
        ),
        # a part of a part, in words ("three fifths", "one quarter")
        (
            "There are 200 beads in a box. If three fifths of the beads are white, and one quarter of the "
            "white beads are shiny, how many white beads are shiny?",
            30,
            "bead",
        ),
        (
            "There are 200 beads in a box. If three fifths of the beads are white, and a quarter of the "
            "white beads are shiny, what percentage of the white beads are shiny?",
            25,
            "percent",
        ),
        # a leaving part and what is left, in the whole's place
        (
            (
                "There are 24 different cookies in a jar. If 3/8 of the cookies were eaten, how many "
                "cookies were left?"
            ),
            15,
            "cookie",
        ),
        (
            "There are 45 apples in the crate. If two thirds of the apples were eaten, how many apples "
            "were left in the crate?",
            15,
            "apple",
        ),
        # the holder asked again by pronoun; a bare share in the first clause
        (
            "Leo has 30 shirts. If half of the shirts are blue and the rest are red, how many red shirts "
            "does he have?",
            15,
            "shirt",
        ),
        (
            "There are 48 crayons in a box. If half are green and the rest are blue, how many crayons are blue?",
            24,
            "crayon",
        ),
    ],
)
def test_chained_parts_answer(text, value, unit, lexicon):
    result = read_problem(text, lexicon)
    assert isinstance(result, Answer), result
    assert result.value == Fraction(value)
    assert result.unit == unit
    assert read_chained_parts(text, lexicon) is not None


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # a part that may overlap another: 'the rest' says nothing sound
        (
            "There are 60 marbles in a jar. If 1/3 of the marbles are red, 1/4 of the marbles are shiny, "
            "and the rest are yellow, how many marbles are yellow?",
            "unsupported_operation",
        ),
        # a share that leaves a fraction of a marble
        (
            "There are 50 marbles in a jar. If 1/3 of the marbles are red and the rest are yellow, how many "
            "marbles are yellow?",
            "unsupported_operation",
        ),
        # 'of them' after a part: of the whole or of the red ones?
        (
            "There are 30 mugs on the shelf. If 2/3 of the mugs are white, 1/2 of them are blue, and the rest "
            "are green, how many mugs are green?",
            "unsupported_operation",
        ),
        # the rest after a part of a part: the rest of which?
        (
            "There are 40 beads in a box. If 1/4 of the beads are red, 1/2 of the red beads are shiny, and "
            "the rest are green, how many beads are green?",
            "unsupported_operation",
        ),
        # parts beyond the whole
        (
            "There are 30 pens in a cup. If 25 pens are black, 10 pens are red, and the rest are blue, how "
            "many pens are blue?",
            "unexpected_category",
        ),
        # broken things may still be there: 'left' is unsure
        (
            "There are 36 eggs in the basket. If 1/4 of the eggs were broken, how many eggs were left?",
            "unsupported_operation",
        ),
        # another place, a word no part names (a negated question is read since ADR 0332)
        (
            "There are 40 beads in a box. If 1/4 of the beads are red and the rest are green, how many beads "
            "are green in the bag?",
            "unsupported_operation",
        ),
        (
            "There are 40 beads in a box. If 1/4 of the beads are red and the rest are green, what percentage "
            "of the beads are blue?",
            "unsupported_operation",
        ),
        # a percentage that is no finite decimal
        (
            "Nora has 24 pencils. If 6 pencils are red, 8 pencils are black, and the rest are green, what "
            "percentage of pencils are green?",
            "unexpected_category",
        ),
        # a whole already narrowed by a colour the parts name
        (
            "There are 12 red cards in a box. If 1/3 of the cards are green, how many cards are green?",
            "unsupported_operation",
        ),
        # another amount in the story
        (
            "There are 10 flowers in a vase. 3 more flowers are added. If half of the flowers are red and the "
            "rest are blue, how many flowers are blue?",
            "unexpected_category",
        ),
    ],
)
def test_chained_parts_refuse(text, reason, lexicon):
    assert refusal_of(text, lexicon).reason == reason
    assert read_chained_parts(text, lexicon) is None


def test_pronoun_must_agree_with_the_holder(lexicon):
    text = "Madeline has 10 flowers. If 4 flowers are red and the rest are blue, how many blue flowers does {} have?"
    assert value_of(text.format("she"), lexicon) == 6
    assert value_of(text.format("Madeline"), lexicon) == 6
    assert read_chained_parts(text.format("he"), lexicon) is None
    assert read_chained_parts(text.format("Tom"), lexicon) is None


def test_steps_name_each_part(lexicon):
    result = read_problem(
        "There are 40 balls in a bag. If 1/4 of the balls are red, 1/3 of the remainder are blue, and the rest "
        "are white, how many balls are white?",
        lexicon,
    )
    assert isinstance(result, Answer)
    assert result.value == 20
    assert result.steps[0] == "the whole: 40 balls"
    assert "1/3 of the remainder are blue: 10" in result.steps
    assert "the rest are white: 20" in result.steps


def test_a_part_of_a_part_is_asked_with_its_parts_word(lexicon):
    """ "1/2 of the red buttons are big" counts the big red buttons; other buttons may be big too."""
    told = "There are 72 buttons in a box. If 1/4 of the buttons are red and 1/2 of the red buttons are big, "
    assert value_of(told + "how many big red buttons are there?", lexicon) == 9
    assert value_of(told + "how many red buttons are big?", lexicon) == 9
    assert value_of(told + "how many buttons are red?", lexicon) == 18
    assert value_of(told + "what percentage of the red buttons are big?", lexicon) == 50
    for question in ("how many big buttons are there?", "what percentage of the buttons are big?"):
        assert read_chained_parts(told + question, lexicon) is None
        assert refusal_of(told + question, lexicon).reason == "unsupported_operation"
