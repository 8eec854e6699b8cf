"""A group told in a fronted phrase and split by shares; parts asked with the things unsaid (ADR 0342)."""

import pytest

from reader.group_wholes import group_opening
from reader.tokenise import split_sentences
from reader.whole_problem_words import plain_words
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # "In a <group> of N <things>, ..." and "Of the N <things>, ..." tell the whole
        ("In a class of 30 students, 40% are girls and the rest are boys. How many are boys?", 18),
        (
            "In a class of 30 students, 40% are girls and the rest are boys. How many boys are in the class?",
            18,
        ),
        ("In a group of 40 children, 1/4 are girls. How many boys are in the group?", 30),
        ("In a group of 40 children, three fourths are girls. How many are boys?", 10),
        # the pack splits students into boys and girls (ADR 0417)
        ("In a class of 30 students, half are girls. How many are boys?", 15),
        ("In a box of 48 crayons, 1/4 are red and the rest are blue. How many crayons are blue?", 36),
        ("Of the 120 people, 30% are adults and the rest are children. How many children?", 84),
        ("Of the 120 people, 30% are adults and the rest are children. How many are adults?", 36),
        (
            "Of the 60 cards, 1/3 are red, 1/2 of the remaining cards are blue, and the rest are green. "
            "How many are green?",
            20,
        ),
        ("Of the 60 cards, 1/3 are red. How many cards are not red?", 40),
        ("Of the 12 dogs, 1/4 were lost. How many were left?", 9),
        ("Of the 200 apples, 15% are green and the rest are red. What percentage of the apples are red?", 85),
        # the question may leave the things unsaid after any whole
        ("There are 40 marbles in a bag. 1/4 of them are red and the rest are blue. How many are blue?", 30),
        ("Sam has 50 marbles. 20% of them are red and the rest are blue. How many are blue?", 40),
        ("There are 36 children in a room. 1/3 of them are girls. How many boys?", 24),
        ("There are 40 children in a group. One quarter are girls. How many are boys?", 30),
    ],
)
def test_shares_of_a_group_are_read(text, value, lexicon):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        # guests may be grown: the boys are not the rest of the girls unless told (students split, ADR 0417)
        "In a group of 30 guests, half are girls. How many are boys?",
        # a count that does not come out whole, parts beyond the whole
        "In a class of 30 students, 2/7 are girls and the rest are boys. How many are boys?",
        "In a class of 30 students, 20 are girls and 15 are boys. How many are boys?",
        "Of the 120 people, 30% are adults and 80% are children. How many are children?",
        # parts that may overlap; a share of another whole
        "In a group of 60 people, 1/3 are adults and 1/2 are women. How many are women?",
        "In a class of 30 students, half play soccer and the rest play chess. How many play chess?",
        "Of the 12 dogs, 1/4 of the cats are brown. How many are brown?",
        "In a class of 30 students, half of the girls are tall. How many are boys?",
        # a group that changes, a group told then and asked now
        "In a class of 30 students, half are girls and the rest are boys. 5 new boys join the class. How many are boys?",
        "In a class of 30 students, half were girls and the rest were boys. How many are boys?",
        # a word no part names, 'the rest' with two unknown parts, a question with no part
        "In a class of 30 students, half are girls and the rest are boys. How many are tall?",
        "In a group of 60 people, 1/3 are adults. How many are children?",
        "In a class of 30 students, how many are girls?",
        "Of the 12 dogs, 1/4 are brown and the rest are white. How many are there?",
        "Of the 12 dogs, 1/4 are not brown. How many are brown?",
        # a denial with the things unsaid (ADR 0332's probes)
        "Of the 60 cards, 1/3 are red. How many are not red?",
        "There are 40 beads in a box. 25 of the beads are blue. How many are not blue?",
        "In 2 classes of 30 students, half are girls. How many are boys?",
    ],
)
def test_unsure_shares_refuse(text, lexicon):
    refusal_of(text, lexicon)


def test_the_opening_phrase_gives_the_whole_and_the_first_part(lexicon):
    words = plain_words(split_sentences("In a class of 30 students, half are girls.")[0], lexicon)
    opening = group_opening(words)
    assert opening is not None
    assert words[opening.number].text == "30"
    assert [w.text for w in opening.things] == ["students"]
    assert opening.place == ("class",)
    assert words[opening.rest].text == "half"
    assert not opening.past


def test_a_part_in_the_past_dates_the_group(lexicon):
    words = plain_words(split_sentences("Of the 12 dogs, 1/4 were lost.")[0], lexicon)
    opening = group_opening(words)
    assert opening is not None and opening.past and opening.place == ()


@pytest.mark.parametrize(
    "text",
    [
        "In a class, 30 students are here.",
        "In a class of 30 students, how many are girls?",
        "Of 12 dogs, 3 are brown.",
    ],
)
def test_other_openings_are_not_a_group(text, lexicon):
    assert group_opening(plain_words(split_sentences(text)[0], lexicon)) is None
