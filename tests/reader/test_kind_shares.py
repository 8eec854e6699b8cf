"""A share of one kind told in words the chained-parts reading does not take, retold for it (ADR 0423)."""

import pytest

from reader.kind_shares import kind_shares
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # a kind said with the whole's own noun: "are birch trees" of trees, "are white geese" of geese
        ("There are 240 trees in the park, 15% of which are birch trees. How many are not birch trees?", 204),
        ("There are 240 trees in the park. 15% of them are birch trees. How many birch trees are there?", 36),
        ("Nadia has 60 trees. 2/5 of them are spruce trees. How many trees are not spruce trees?", 36),
        ("Felix has 56 geese. 3/8 of them are female geese. How many male geese does Felix have?", 35),
        ("Felix has 56 geese. 3/8 of them are female geese. How many are not female geese?", 35),
        ("There are 32 roses in the vase. 1/4 of them are white roses. How many are not white roses?", 24),
        # "<kind> make up <share> of the <group>"
        ("There are 45 kids in the pool. Boys make up 40% of the kids. How many girls are in the pool?", 27),
        (
            "There were 72 students at the show. Girls made up 5/9 of the students. How many boys were there?",
            32,
        ),
        (
            "There are 30 workers at the mill. Women make up 20 percent of the workers. How many men are there?",
            24,
        ),
        # the whole and its share joined by 'and'
        ("There are 84 students in the gym and 25% of them are girls. How many boys are in the gym?", 63),
        ("There are 84 students in the gym, and 3/4 of the students are boys. How many girls are there?", 21),
        ("Ravi has 50 shells and 30% of them are white. How many white shells does Ravi have?", 15),
        # a scene sentence that counts nothing, and a name of open gender asked back by a pronoun
        (
            "Casey is collecting beetles. She has 42 beetles. 2/7 are male. How many female beetles does she have?",
            30,
        ),
        ("Casey has 42 beetles. 2/7 of them are male. How many female beetles does he have?", 30),
        (
            "Nora is collecting stamps. Nora has 40 stamps. 1/4 are red. How many red stamps does Nora have?",
            10,
        ),
    ],
)
def test_kind_shares_answer(text, value, lexicon):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        # a group the pack does not split, or a pair other than the group's
        "There are 45 guests in the pool. Boys make up 40% of the guests. How many girls are in the pool?",
        "There are 45 people in the pool and 40% of them are boys. How many girls are in the pool?",
        "There are 45 kids in the pool. Boys make up 40% of the kids. How many adults are in the pool?",
        # the share of another group, a share past the whole, a count that is not whole, a negated share
        "There are 45 kids in the pool. Boys make up 40% of the adults. How many girls are in the pool?",
        "There are 45 kids in the pool. Boys make up 140% of the kids. How many girls are in the pool?",
        "There are 45 kids in the pool. Boys make up 30% of the kids. How many girls are in the pool?",
        "There are 84 students in the gym and 25% of them are not girls. How many boys are in the gym?",
        # a kind of another noun, a bare denial naming no things, another kind denied
        "Felix has 56 birds. 3/8 of them are female geese. How many male birds does Felix have?",
        "There are 240 trees in the park. 15% of them are birch trees. How many are not birches?",
        "There are 240 trees in the park. 15% of them are birch trees. How many are not cedar trees?",
        # a third kind, a later change, a past group asked now
        "There are 84 students in the gym and 25% of them are girls and 10% are teachers. How many boys are there?",
        "There are 45 kids in the pool. Boys make up 40% of the kids. 3 girls leave. How many girls are there?",
        "There were 72 students at the show. Girls made up 5/9 of the students. How many boys are there?",
        # a scene of other things, or with a number; two persons; both pronouns
        "Casey is collecting shells. She has 42 beetles. 2/7 are male. How many female beetles does she have?",
        "Casey is collecting 3 beetles. She has 42 beetles. 2/7 are male. How many female beetles does she have?",
        "Casey has 42 beetles. 2/7 are male. Her brother has 5 beetles. How many female beetles does she have?",
        "Casey has 42 beetles. 2/7 are male. She gives him 4. How many female beetles does he have?",
    ],
)
def test_kind_shares_refuse(text, lexicon):
    assert refusal_of(text, lexicon).reason in ("unsupported_operation", "unexpected_category")


def test_retold_words(lexicon):
    told = kind_shares(
        "There are 20 trees in the park, 40% of which are oak trees. How many are not oak trees?", lexicon
    )
    assert told is not None
    assert told.text == "There are 20 trees in the park, 40% of which are oaks. How many trees are not oaks?"
    told = kind_shares("There are 20 kids. Boys make up 40% of the kids. How many girls are there?", lexicon)
    assert (
        told is not None
        and told.text == "There are 20 kids. 40% of the kids are boys. How many girls are there?"
    )
    told = kind_shares("There are 20 kids here and 40% of them are boys. How many girls are there?", lexicon)
    assert (
        told is not None
        and told.text == "There are 20 kids here. 40% of them are boys. How many girls are there?"
    )


def test_nothing_retold(lexicon):
    # a bare word denied, a name of one gender, no share at all
    assert kind_shares("There are 20 trees. 40% of them are oaks. How many are not oaks?", lexicon) is None
    assert kind_shares("Mary has 20 cats. 1/4 are male. How many female cats does she have?", lexicon) is None
    assert (
        kind_shares("There are 20 trees. 8 of them are oak trees. How many are not oak trees?", lexicon)
        is None
    )


def test_open_name_only_alone_and_only_with_a_share_of_a_kind(lexicon):
    # a word the pack files with a name's gender ('tom', 'jack') or a capitalised word may be a second person
    assert (
        kind_shares("Casey has 42 beetles. 2/7 are male. Tom has 5 beetles. How many does he have?", lexicon)
        is None
    )
    assert (
        kind_shares("Casey has 42 beetles. 2/7 are male. Bill has 5 beetles. How many does he have?", lexicon)
        is None
    )
    # a share that is no part of a counted whole: the story is not this reading's to retell
    assert (
        kind_shares("Casey bought a lamp at a 30% discount. She paid $70. What was the price?", lexicon)
        is None
    )
    told = kind_shares("Casey has 42 beetles. 2/7 are male. How many female beetles does he have?", lexicon)
    assert told is not None and told.text.endswith("How many female beetles does Casey have?")
