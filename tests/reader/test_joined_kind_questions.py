"""Two kinds of people asked at once, and two kinds asked as what is left (ADR 0275)."""

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # two kinds of people no one can be both of, counted apart in one listing
        (
            "There were 14 boys and 10 girls on the bus. 4 boys and 3 girls got off the bus. "
            "How many boys and girls are on the bus now?",
            17,
        ),
        (
            "There were 12 men and 9 women on the train. 5 more men and 2 more women got on the train. "
            "How many men and women are on the train now?",
            28,
        ),
        (
            "The hospital has 11 doctors and 18 nurses. How many doctors and nurses does the hospital have?",
            29,
        ),
        (
            "There were 10 boys and 10 girls on the bus. 2 girls got off the bus. "
            "How many boys and girls are left on the bus?",
            18,
        ),
        # members leaving the one place that holds them, the place unsaid
        ("The team has 14 players. If 4 players quit, how many players are left?", 10),
        ("The school has 14 boys and 10 girls. If 4 boys quit, how many girls are left?", 10),
        (
            "The club has 20 men and 15 women. If 6 men and 4 women drop out, how many men and women are left?",
            25,
        ),
        (
            "The farm has 9 farmers and 4 mechanics. If 2 farmers and 1 mechanic quit, "
            "how many farmers and mechanics are left?",
            10,
        ),
        (
            "The school has 30 teachers and 5 janitors. 4 teachers quit. How many teachers and janitors are left?",
            31,
        ),
        # what is left of two kinds: each kind's own 'left' question, added
        (
            "Tom has 15 apples and 6 pears. He ate 8 apples and 2 pears. How many apples and pears are left?",
            11,
        ),
        ("Tom has 15 apples and 6 pears. He ate 8 apples. How many apples and pears does Tom have left?", 13),
        ("Tom has 15 apples and 6 pears. He ate 8 apples and 2 pears. How many apples and pears remain?", 11),
        (
            "Nina had 40 red beads and 25 blue beads. She lost 10 red beads and 5 blue beads. "
            "How many red and blue beads does she have left?",
            50,
        ),
        (
            "There were 9 ducks and 6 geese on the pond. 4 ducks flew away from the pond. "
            "How many ducks and geese are left on the pond?",
            11,
        ),
    ],
)
def test_joined_kinds_answered(lexicon, text, value):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        # people who may be both: a word for whoever is there, a stage of life, gender beside a trade
        "The class has 20 students and 8 girls. How many students and girls does the class have?",
        "The club has 10 boys and 5 children. How many boys and children does the club have?",
        "The club has 10 adults and 5 doctors. How many adults and doctors does the club have?",
        "The club has 10 women and 5 doctors. How many women and doctors does the club have?",
        "The club has 10 mothers and 5 doctors. How many mothers and doctors does the club have?",
        "The club has 10 friends and 5 cousins. How many friends and cousins does the club have?",
        # never counted apart in one listing
        "The hospital has 11 doctors. The hospital has 18 nurses. How many doctors and nurses does the hospital have?",
        # each, or, comparison, three kinds, another holder, a kind never told, the same kind twice
        "The hospital has 11 doctors and 18 nurses. How many doctors and nurses does the hospital have each?",
        "The hospital has 11 doctors and 18 nurses. How many doctors or nurses does the hospital have?",
        "The hospital has 11 doctors and 18 nurses. How many doctors and nurses does the clinic have?",
        "The hospital has 11 doctors and 18 nurses. How many doctors and surgeons does the hospital have?",
        "The hospital has 11 doctors and 18 nurses. How many doctors and dollars does the hospital have?",
        "Tom has 15 apples and 6 pears. Ann ate 8 apples and 2 pears. How many apples and pears does Tom have left?",
        "Tom has 15 apples and 6 pears. He ate 8 apples and 2 pears. How many fruits and pears are left?",
        "Tom has 15 apples and 6 pears. He ate 8 apples and 2 pears. How many apples and apples are left?",
        # a kind only ever gained, asked as left: its own question refuses, so the sum does
        "A gardener had 120 carrots and 64 onions in her garden. If she picked 30 onions "
        "how many carrots and onions does she have left?",
        # a leaving of people the place does not hold, of a place named, with an object, or of two places
        "The camp has 18 boys and 11 girls. If 5 coaches drop out, how many boys are left?",
        "The camp has 18 boys and 11 girls. If 5 boys drop out of the choir, how many boys are left?",
        "The camp has 18 boys and 11 girls. If 5 boys drop the ball, how many boys are left?",
        "The camp has 18 boys and 11 girls. The choir has 6 boys. If 5 boys drop out, how many boys are left?",
        "Tom has 18 boys and 11 girls in his class. If 5 boys drop out, how many boys are left?",
        "The camp has 18 boys and 11 girls. 5 boys quit. 2 girls quit. How many boys and girls are left?",
        "The shop has 18 apples and 11 pears. If 5 apples drop out, how many apples are left?",
        # a trade beside a gender: a coach may be a woman
        "The camp has 18 coaches and 11 girls. If 5 coaches and 2 girls drop out, "
        "how many coaches and girls are left?",
        # a denied move
        "There were 14 boys and 10 girls on the bus. 4 boys and 3 girls did not get off the bus. "
        "How many boys and girls are on the bus now?",
    ],
)
def test_refused(lexicon, text):
    assert refusal_of(text, lexicon) is not None
