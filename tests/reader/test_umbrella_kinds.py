"""Nouns of use or role (pets, toys, flowers, members) beside another noun they may count (ADR 0155)."""

from fractions import Fraction

import pytest

from reader.kinds import lexicon_kinds
from reader.umbrella_kinds import lexicon_covers, may_cover
from tests.reader.reading import refusal_of, value_of


def test_the_lexicon_says_what_a_noun_may_cover(lexicon):
    kind_of, covers = lexicon_kinds(lexicon.lookup), lexicon_covers(lexicon.lookup)
    assert covers("pet") == "animal"
    assert covers("item") == "any"
    assert covers("apple") == ""
    assert may_cover("pet", "hamster", kind_of, covers)  # placed under the animals
    assert may_cover("pet", "goldfish", kind_of, covers)  # kind unsaid
    assert not may_cover("pet", "pear", kind_of, covers)  # a fruit, never an animal
    assert may_cover("member", "girl", kind_of, covers)
    assert not may_cover("member", "box", kind_of, covers)  # every person noun has a kind
    assert may_cover("item", "pear", kind_of, covers)
    assert not may_cover("pear", "item", kind_of, covers)  # only a marked noun covers


@pytest.mark.parametrize(
    "text",
    [
        # a gain, loss or gift of a noun the wide noun may count: the total is unknown
        "Lucy had 10 flowers. She picked 5 daisies. How many flowers does Lucy have now?",
        "Lucy had 10 flowers. She lost 2 tulips. How many flowers does Lucy have?",
        "Lucy had 10 flowers. Her aunt gave her 3 lilies. How many flowers does Lucy have?",
        "Lucy had 10 flowers. She picked 5 daisies. Max had 4 flowers. How many flowers do they have in all?",
        "Max had 6 pets. He bought 2 hamsters. How many pets does Max have now?",
        "Max had 6 pets. He gave away 2 puppies. How many pets does Max have left?",
        "Max had 6 toys. He bought 3 kites. How many toys does Max have?",
        "The choir had 20 members. 4 boys joined the choir. How many members does the choir have now?",
        "The team had 10 players. 3 girls joined the team. How many players does the team have now?",
        "Max had 8 items. He bought 2 pears. How many items does Max have?",
        # the narrower noun asked after the wide one was held: some of those may be of it
        "Lucy had 10 flowers. She picked 5 daisies. How many daisies does Lucy have now?",
        "Lucy has 4 daisies. She picked 6 flowers. How many daisies does Lucy have?",
        "Max had 6 pets. He bought 2 hamsters. How many hamsters does Max have?",
    ],
)
def test_a_noun_that_may_be_counted_under_the_wide_one_refuses(text, lexicon):
    assert refusal_of(text, lexicon).reason == "ambiguous_unit"


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Lucy had 10 flowers. She picked 5 more flowers. How many flowers does Lucy have now?", 15),
        # known to lie outside: fruit is no pet, an animal no toy
        ("Max had 6 pets. He bought 4 pears. How many pets does Max have?", 6),
        ("Max had 6 toys. He bought 2 cats. How many toys does Max have?", 6),
        # someone else's change does not touch the asked holder
        ("Lucy had 10 flowers. Max picked 5 daisies. How many flowers does Lucy have?", 10),
        # only held side by side: a holding states its own count
        ("Lucy has 9 flowers and 4 bees. How many more flowers than bees does she have?", 5),
        # a rate's container is no kind of what it holds
        ("A school has 5 classes. Each class has 20 students. How many students does the school have?", 100),
        (
            "The choir had 20 members. 4 more members joined the choir. How many members does the choir have?",
            24,
        ),
    ],
)
def test_nouns_outside_or_only_held_read_as_before(text, value, lexicon):
    assert value_of(text, lexicon) == Fraction(value)
