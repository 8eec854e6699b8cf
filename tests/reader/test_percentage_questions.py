"""What percent(age) of the counted things are a part of them, both re-asked plainly (ADR 0274)."""

from fractions import Fraction

import pytest

from reader import Answer, read_problem
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (
            (
                "There are 30 lilies in a garden. There are 50 tulips. There are 20 daisies. What "
                "percentage of flowers are not lilies?"
            ),
            70,
        ),
        # the question's leading 'if' clause is kept in front of both plain questions
        (
            (
                "There were 6 pears and 8 plums in the bowl. If Omar adds 6 more plums to the bowl, "
                "what percentage of the fruit in the bowl would be pears?"
            ),
            30,
        ),
        # a holder's things, by pronoun and by name, a part named by an exclusive quality (a colour)
        ("Sara has 15 red beads and 5 green beads. What percentage of her beads are green?", 25),
        ("Sara has 15 red beads and 5 green beads. What percent of Sara's beads are not green?", 75),
        (
            "Sara has 15 red beads and 5 green beads. She buys 5 more green beads. What percentage of her beads are green?",
            40,
        ),
        # another holder's things stay out of 'her beads'
        (
            "Sara has 15 red beads and 5 green beads. Her brother has 10 green beads. "
            "What percentage of her beads are green?",
            25,
        ),
        # a place scopes the whole; without one, every thing of the kind counts
        (
            "There are 12 apples and 8 pears in the bowl. There are 5 bananas on the table. "
            "What percentage of the fruits in the bowl are pears?",
            40,
        ),
        (
            "There are 12 apples and 8 pears in the bowl. There are 5 bananas on the table. "
            "What percentage of the fruits are pears?",
            32,
        ),
        # a narrower kind the lexicon files under the asked one
        (
            "There are 6 boys and 14 girls in the club. What percentage of the children in the club are boys?",
            30,
        ),
        # one holder's share of everyone's things
        (
            "Tom has 12 red marbles. Ann has 8 red marbles. What percentage of the red marbles does Ann have?",
            40,
        ),
        # a finite decimal is answered as it is
        (
            "Nina has 3 yellow balloons and 5 red balloons. What percent of Nina's balloons are yellow?",
            Fraction(75, 2),
        ),
    ],
)
def test_percentage_of_counted_things(lexicon, text, value):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (
            (
                "Anita had 20 trading cards. She gave 1/4 of the cards to her sister and 3 cards to "
                "her sister. What percentage of the cards is left to Anita?"
            ),
            60,
        ),
        ("Maya had 20 stickers. She gave 5 stickers to Leo. What percentage of her stickers are left?", 75),
        ("Maya had 20 stickers. She lost 6 stickers. What percentage of Maya's stickers are left?", 70),
    ],
)
def test_percentage_left_of_the_start(lexicon, text, value):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        # a gain after the start: of the start, or of the most she held?
        "Maya had 20 stickers. She gave 5 stickers to Leo. She bought 10 stickers. "
        "What percentage of her stickers are left?",
        # two holdings of the kind, and no holder asked
        "Maya had 20 stickers. Leo had 6 stickers. She gave 5 stickers to Leo. What percentage of her stickers are left?",
        "Maya had 20 stickers. She gave 5 stickers to Leo. What percentage of the stickers are left?",
        # nothing went; a past 'were left'; another kind moved
        "Maya had 20 stickers. What percentage of her stickers are left?",
        "Maya had 20 stickers. She lost 5 stickers. What percentage of her stickers were left?",
        "Maya had 20 stickers and 5 stamps. She lost 4 stamps. What percentage of her stickers are left?",
    ],
)
def test_left_refused(lexicon, text):
    assert refusal_of(text, lexicon) is not None


def test_the_answer_is_in_percent(lexicon):
    result = read_problem(
        "Sara has 15 red beads and 5 green beads. What percentage of her beads are green?", lexicon
    )
    assert isinstance(result, Answer) and result.unit == "percent"
    assert result.steps[-1] == "100 x 5 / 20 bead = 25 percent"


@pytest.mark.parametrize(
    "text",
    [
        # some of the whole is of no told colour: red or not?
        "Sara has 15 red beads and 5 beads. What percentage of her beads are red?",
        "Sara has 15 red beads and 5 green beads. She buys 5 more beads. What percentage of her beads are green?",
        # an adjective of no exclusive quality: the big beads may be red
        "Sara has 15 red beads and 5 big beads. What percentage of her beads are red?",
        # 33.33...: the question would have to say how to round, and a rounded question is not read
        "Sara has 10 red beads and 20 green beads. What percentage of her beads are red?",
        "Sara has 15 red beads and 5 green beads. What percentage of the beads are green, rounded to the nearest percent?",
        # two holders and no holder asked
        "Sara has 15 red beads and 5 green beads. Her brother has 10 green beads. What percentage of the beads are green?",
        # a part of another kind, a part that is not narrower, a part not counted
        "Mia has 7 pencils and 3 pens. What percentage of her pencils are pens?",
        "There are 12 apples and 8 pears in the bowl. What percentage of the fruits in the bowl are carrots?",
        "There are 12 apples and 8 pears in the bowl. What percentage of the apples are pears?",
        # a place the story does not count in
        "There are 12 apples and 8 pears in the bowl. What percentage of the fruits in the box are pears?",
        # other questions: a percentage more, a share of one thing, a doing that is not holding
        "Sara has 15 red beads and 5 green beads. What percentage more red beads than green beads does she have?",
        "Sara has 15 red beads and 5 green beads. What percentage of the cake is red?",
        "Tom has 12 red marbles. Ann has 8 red marbles. What percentage of the marbles did Ann make?",
        # a wider kind beside a narrower one
        "There are 6 roses and 4 flowers in the vase. What percentage of the flowers are roses?",
    ],
)
def test_refused(lexicon, text):
    assert refusal_of(text, lexicon) is not None
