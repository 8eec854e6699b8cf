"""Red-team round 0390: a whole told after its kinds adds up kinds named by words the lexicon says
nothing about only when both are narrower kinds of one wider kind ("apple" and "pear" trees); other
words must be opposites or two values of one exclusive quality (colour, material, metal, pattern,
size, length), and two words for the same side of a size ("big", "large") are not apart."""

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    "text",
    [
        # a size, a shape, a look or a price beside a material: one bead may be both
        "Ana has 5 large beads and some glass beads. She has 12 beads in all. How many glass beads does Ana have?",
        "Ana has 5 round beads and some glass beads. She has 12 beads in all. How many glass beads does Ana have?",
        "Ana has 5 cheap beads and some glass beads. She has 12 beads in all. How many glass beads does Ana have?",
        "Ana has 5 plastic beads and some tiny beads. She has 12 beads in all. How many tiny beads does Ana have?",
        # two patterns that may share a bead
        "Ana has 5 striped beads and some spotted beads. She has 12 beads in all. How many spotted beads does she have?",
        # a metal names a look too: a glass bead may be gold
        "Ana has 5 gold beads and some glass beads. She has 12 beads in all. How many glass beads does Ana have?",
        # two nouns of different sorts: a library book may be a math book
        "Ana has 5 library books and some math books. She has 12 books in all. How many math books does Ana have?",
        "Ana has 5 baseball cards and some rare cards. She has 12 cards in all. How many rare cards does Ana have?",
        "Ana has 5 apple trees and some tall trees. She has 12 trees in all. How many tall trees does Ana have?",
        "Ana has 5 chocolate cookies and some homemade cookies. She has 12 cookies in all. "
        "How many homemade cookies does Ana have?",
        # a shape beside a shape: a flat stone may be round (ADR 0379's pair, now refused)
        "Tariq has 6 round stones and some flat stones. He has 20 stones in all. How many flat stones does he have?",
        # two words for the same side of a size
        "Ana has 5 large shells and some big shells. She has 12 shells in all. How many big shells does Ana have?",
    ],
)
def test_kinds_the_lexicon_cannot_keep_apart_refuse(lexicon, text):
    assert refusal_of(text, lexicon).reason == "ambiguous_unit"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Ana has 5 glass beads and some clay beads. She has 12 beads in all. How many clay beads does she have?",
            7,
        ),
        (
            "Ana has 5 wooden beads and some plastic beads. She has 12 beads in all. How many plastic beads has she?",
            7,
        ),
        (
            "Ana has 5 gold stars and some silver stars. She has 12 stars in all. How many silver stars does she have?",
            7,
        ),
        (
            "Ana has 5 plain socks and some striped socks. She has 12 socks in all. How many striped socks has she?",
            7,
        ),
        (
            "Ana has 5 short ribbons and some long ribbons. She has 12 ribbons in all. How many long ribbons has she?",
            7,
        ),
        (
            "Ana has 5 small shells and some large shells. She has 12 shells in all. How many large shells has she?",
            7,
        ),
        (
            "Ana has 5 apple trees and some pear trees. She has 12 trees in all. How many pear trees does she have?",
            7,
        ),
        (
            "Ana has 5 boy cousins and some girl cousins. She has 12 cousins in all. How many girl cousins has she?",
            7,
        ),
        (
            "Ana has 5 glass beads, 3 clay beads and some wooden beads. She has 12 beads in all. "
            "How many wooden beads does Ana have?",
            4,
        ),
    ],
)
def test_kinds_that_exclude_each_other_still_add_up(lexicon, text, expected):
    assert value_of(text, lexicon) == expected


@pytest.mark.parametrize(
    "text",
    [
        "Mia used 3 cups of flour. She added 2 cups of sugar. How many cups did she use?",
        "Mia used 3 cups of flour and 2 cups of sugar. She added 1 cup of milk. "
        "How many cups of ingredients did she use?",
    ],
)
def test_a_use_asked_beside_things_added_refuses(lexicon, text):
    result = refusal_of(text, lexicon)
    assert result.reason == "underdetermined"
    assert "'add' may also tell a use" in result.detail


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Mia used 3 cups of flour. She also used 2 cups of sugar. How many cups did she use?", 5),
        ("Mia had 10 stamps. She added 4 stamps. How many stamps does she have now?", 14),
        ("Mia had 10 stamps. She lost 2 stamps. How many stamps did she lose?", 2),
    ],
)
def test_uses_and_adds_alone_still_read(lexicon, text, expected):
    assert value_of(text, lexicon) == expected


def test_two_words_for_one_side_of_a_size_do_not_split_a_set(lexicon):
    text = (
        "There are 120 hats in the box. 30 of the hats are large and 20 of the hats are big. "
        "How many of the hats are neither large nor big?"
    )
    refusal_of(text, lexicon)
    assert (
        value_of(
            "There are 120 hats in the box. 30 of the hats are red and 20 of the hats are blue. "
            "How many of the hats are neither red nor blue?",
            lexicon,
        )
        == 70
    )
