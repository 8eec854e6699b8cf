"""A group split into two kinds the pack pairs, told in wordings retold plainly (ADR 0447)."""

import pytest

from packs.model import Lexicon
from reader.complement_kinds import complement_kinds
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (
            "Ms. Vega's class has 28 students. 3/7 of them are girls. How many boys are in Ms. Vega's class?",
            16,
        ),
        (
            "There are 36 students in Mr. Kim's class. 1/4 of them are boys. How many girls are in that class?",
            27,
        ),
        ("The store has 30 workers. 2/5 of the store are men. How many women are in the store?", 18),
        ("A camp has 54 children. Girls are 5/9 of the children. How many boys are at the camp?", 24),
        (
            "The club has 64 students. There are 24 boys and the rest are girls. How many girls are in the club?",
            40,
        ),
        ("A band of 42 students has 18 girls. How many boys are in the band?", 24),
        ("The farm has 70 workers. 3/10 of the workers are women. How many men work at the farm?", 49),
        ("A school has 400 students. 45% of them are boys. How many girls does the school have?", 220),
        (
            "There are 30 pets in the shop; 12 are cats and the rest are dogs. How many dogs are in the shop?",
            18,
        ),
        ("Lupe has 5 siblings. 2 of them are brothers. How many sisters does Lupe have?", 3),
    ],
)
def test_the_other_kind_is_the_rest_of_the_group(text: str, value: int, lexicon: Lexicon) -> None:
    assert value_of(text, lexicon) == value


def test_the_backwards_split_asked_in_one_sentence(lexicon: Lexicon) -> None:
    text = "If 45% of the children at the camp are boys and the number of girls is 220, how many boys are at the camp?"
    assert value_of(text, lexicon) == 180


def test_a_share_and_a_count_of_one_kind_fix_the_whole(lexicon: Lexicon) -> None:
    text = (
        "30% of Hana's friends are boys and the rest are girls. If she has 6 friends who are boys, "
        "how many friends does she have who are girls?"
    )
    assert value_of(text, lexicon) == 14
    found = complement_kinds(text, lexicon)
    assert found is not None
    assert (
        found.text
        == "Hana has 20 friends. 30% of them are boys and the rest are girls. How many girls does Hana have?"
    )


def test_the_owner_is_dropped_only_as_a_label(lexicon: Lexicon) -> None:
    found = complement_kinds(
        "Ms. Vega's class has 28 students. 3/7 of them are girls. How many boys are in Ms. Vega's class?",
        lexicon,
    )
    assert found is not None
    assert found.text == "The class has 28 students. 3/7 of them are girls. How many boys are in the class?"


@pytest.mark.parametrize(
    "text",
    [
        # people, passengers: grown-ups may be among the boys; teenagers among the adults
        "There are 40 people at the fair. 25% of them are boys. How many girls are at the fair?",
        "There are 40 passengers on the boat. 10 of them are children. How many adults are on the boat?",
        # the owner asked as a person, or pointed at by a pronoun
        "Ms. Vega's class has 28 students. 3/7 of them are girls. How many boys does Ms. Vega have?",
        "Ms. Vega's class has 28 students. 3/7 of her students are girls. How many boys are in her class?",
        # two owners: which class?
        "Ms. Vega's class has 28 students. Mr. Kim's class has 30 students. 3/7 of them are girls. How many boys are there?",
        # a third kind beside the two, another place, the told kind's pair not asked
        "The club has 64 students. There are 24 boys and 6 teachers. How many girls are in the club?",
        "A camp has 54 children. Girls are 5/9 of the children. How many boys are at the lake?",
        "A camp has 54 children. Girls are 5/9 of the children. How many men are at the camp?",
        # not a whole count, a doing the workers are not named by
        "The farm has 70 workers. 1/3 of the workers are women. How many men work at the farm?",
        "The farm has 70 workers. 3/10 of the workers are women. How many men sing at the farm?",
        # a body of teachers is not a body of its students
        "The school has 80 teachers. 3/4 of the school are women. How many men are in the school?",
        # one person told both ways
        "30% of Hana's friends are boys and the rest are girls. If he has 6 friends who are boys, "
        "how many friends does she have who are girls?",
        # a count that is no share of a whole
        "30% of Hana's friends are boys and the rest are girls. If she has 7 friends who are boys, "
        "how many friends does she have who are girls?",
        # a negation
        "The club has 64 students. There are not 24 boys. How many girls are in the club?",
    ],
)
def test_other_stories_keep_their_refusal(text: str, lexicon: Lexicon) -> None:
    refusal_of(text, lexicon)
