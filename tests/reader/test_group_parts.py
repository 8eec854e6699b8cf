"""A counted group split into exclusive parts and the rest, one part asked (ADR 0455)."""

import pytest

from packs.model import Lexicon
from reader.group_parts import group_parts
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (
            "Ilse has 80 pets. 15% of them are dogs, 45% are cats, and the rest are horses."
            " How many horses does Ilse have?",
            32,
        ),
        (
            "In a barn, there are 28 hats. Three of them are green, and 25% of the hats are white."
            " The rest of the hats are brown. How many brown hats are in this barn?",
            18,
        ),
        (
            "There are 35 plates on the shelf. One fifth of them are blue, 9 are yellow, and the rest are orange."
            " How many orange plates are there?",
            19,
        ),
        (
            "Tariq has 60 mugs. Two thirds of the mugs are red, and the rest of the mugs are white."
            " How many white mugs does Tariq have?",
            20,
        ),
        (
            "At the concert, there are 84 guests. 25% of them are men, 1/3 of the guests are women, and the rest are"
            " children. How many children are at the concert?",
            35,
        ),
        (
            "There are 35 plates on the shelf. One fifth of them are blue, 9 are yellow, and the rest are orange."
            " How many plates are not yellow?",
            26,
        ),
        ("Tariq sows 90 seeds. 40% of them sprout. How many seeds sprout?", 36),
        ("Tariq sowed 90 seeds. 40% of them sprouted. How many seeds did not sprout?", 54),
        ("There are 50 pupils in the hall. 30% of them wear hats. How many pupils do not wear hats?", 35),
        (
            "Ilse has 60 goats. 1/3 of them are male and the rest are female. How many female goats does Ilse have?",
            40,
        ),
    ],
)
def test_the_asked_part_is_counted(text: str, value: int, lexicon: Lexicon) -> None:
    assert value_of(text, lexicon) == value


def test_the_answer_tells_each_part(lexicon: Lexicon) -> None:
    found = group_parts(
        "Ilse has 80 pets. 15% of them are dogs, 45% of the pets are cats, and the rest are horses. How many horses does"
        " she have?",
        lexicon,
    )
    assert found is not None and found.value == 32
    assert found.steps[-1] == "the rest are horses: 80 - 48 = 32"


@pytest.mark.parametrize(
    "text",
    [
        # two acts one pupil may both do: who does neither is not told
        "There are 50 pupils in the hall. 30% of them wear hats and 20% of them wear scarves."
        " How many pupils do not wear either?",
        # a puppy is a dog: the parts overlap
        "Ilse has 80 pets. 15% of them are dogs, 45% are cats, and the rest are puppies."
        " How many puppies does Ilse have?",
        # a size beside colours: a big plate may be blue
        "There are 35 plates on the shelf. One fifth of them are blue, 9 are big, and the rest are orange."
        " How many orange plates are there?",
        # the parts fill the whole before 'the rest'
        "Ilse has 80 pets. 55% of them are dogs, 45% are cats, and the rest are horses."
        " How many horses does Ilse have?",
        # a share that is no whole count
        "Ilse has 81 pets. 15% of them are dogs, 45% are cats, and the rest are horses."
        " How many horses does Ilse have?",
        # people of whom some are boys: the rest may be grown-ups
        "At the concert, there are 84 guests. 25% of them are boys. How many girls are at the concert?",
        # another place, another person
        "At the concert, there are 84 guests. 25% of them are men, 1/3 of the guests are women, and the rest are"
        " children. How many children are at the school?",
        "Ilse has 80 pets. 15% of them are dogs, 45% are cats, and the rest are horses."
        " How many horses does Tariq have?",
        # a change after the parts
        "There are 35 plates on the shelf. One fifth of them are blue, 9 are yellow, and the rest are orange."
        " Tariq breaks 2 orange plates. How many orange plates are there?",
        # a bare share after a kind of person or a count: of the whole, or of the rest? (ADR 0365)
        "At the concert, there are 84 guests. 25% of them are men, 1/3 are women, and the rest are"
        " children. How many children are at the concert?",
        "There are 35 plates on the shelf. 7 are blue, one fifth are yellow, and the rest are orange."
        " How many orange plates are there?",
        # a share 'of them' after a part: of them all, or of the rest?
        "In a barn, there are 28 hats. Three of them are green, and 25% of them are white."
        " The rest of the hats are brown. How many brown hats are in this barn?",
        # a bare share in a later sentence
        "There are 35 plates on the shelf. One fifth of them are blue. One fifth are yellow, and the rest are"
        " orange. How many orange plates are there?",
        # the parts told in another tense than the whole: the group may have changed
        "Ilse had 80 pets. 15% of them are dogs, 45% are cats, and the rest are horses."
        " How many horses does Ilse have?",
        # a question that names no things
        "There are 35 plates on the shelf. One fifth of them are blue, 9 are yellow, and the rest are orange."
        " How many are not yellow?",
        # the tense of the act differs
        "Tariq sowed 90 seeds. 40% of them sprouted. How many seeds do not sprout?",
        # a definite or pronoun object: which things, and may the others hold some of them?
        "There are 36 pupils in a class. Half of the pupils have the maps. How many pupils do not have the maps?",
        "There are 36 pupils in a class. Half of the pupils have their maps. How many pupils do not have their maps?",
        # two opposites that do not fill the group: the story contradicts itself
        "Ilse has 60 goats. 1/3 of them are male and 1/4 are female. How many female goats does Ilse have?",
        "Ilse has 60 goats. 1/3 of them are male, 1/2 are female, and the rest are brown. How many brown goats does"
        " Ilse have?",
    ],
)
def test_an_undetermined_part_is_refused(text: str, lexicon: Lexicon) -> None:
    refusal_of(text, lexicon)
    assert group_parts(text, lexicon) is None
