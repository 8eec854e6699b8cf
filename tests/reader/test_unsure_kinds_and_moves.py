"""Readings the red team found wrong, now refused or read right (ADR 0343)."""

from fractions import Fraction

import pytest

from packs.model import Lexicon
from reader.item_parts import read_item_parts
from reader.parts_of_things import PartsOfThings
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # a present progressive of a moving verb: under way or planned, not done
        ("He has 5 dogs. He is selling 1 dog. How many dogs does he have?", "unsupported_operation"),
        (
            "Sam has 10 apples. He is selling 4 apples. How many apples does he have left?",
            "unsupported_operation",
        ),
        (
            "Ann has 8 cookies. She is giving 3 cookies to Bob. How many cookies does Ann have?",
            "unsupported_operation",
        ),
        ("Mia has 8 shells. She is buying 4 shells. How many shells does she have?", "unsupported_operation"),
        # split with one person: divided between them, not given whole
        (
            "Ann has 6 pears. Ann split 1 pear with Bob. How many pears does Ann have?",
            "unsupported_operation",
        ),
        (
            "Ann had 8 cookies. She split 4 cookies with Tom. How many cookies does Tom have?",
            "unsupported_operation",
        ),
        # a member asked beside a wider kind the same holder has
        ("Ann has 10 fruits and 4 bananas. How many bananas does she have?", "ambiguous_unit"),
        ("Ann has 8 pieces of clothing and 2 jackets. How many jackets does she have?", "ambiguous_unit"),
        ("Tom has 9 pets and 3 dogs. How many dogs does Tom have?", "ambiguous_unit"),
        # were answered 6 and 7 before (tests of ADR 0292 and 0155 moved here): more may be in the wider kind
        ("Ann has 6 boots and 2 shoes. How many boots does Ann have?", "ambiguous_unit"),
        (
            "Lucy had 4 daisies and 10 flowers. She picked 3 more daisies. How many daisies does Lucy have?",
            "ambiguous_unit",
        ),
        ("There are 3 goats and 2 kids in the pen. How many goats are there in the pen?", "ambiguous_unit"),
        # parts told for one kind beside another kind that has them too
        (
            "Ann has 8 lilies and 5 tulips. Each lily has 6 petals. How many petals are there in all?",
            "underdetermined",
        ),
        (
            "There are 3 ladybugs and 2 beetles. Each ladybug has 6 dots. How many dots are there in all?",
            "underdetermined",
        ),
        # a rate of one narrowed kind per containers told to hold another
        (
            "Ann has 3 packs of gum and 2 packs of candy. Each pack has 5 pieces of gum. "
            "How many pieces of gum does she have?",
            "unit_mismatch",
        ),
        # kids may be young goats: their legs are not known
        ("There are 3 goats and 4 kids on the farm. How many legs are there on the farm?", "unit_mismatch"),
        # red team (addendum): a past progressive or 'has been' + gerund tells no count moved
        ("Ann has 5 dogs. She was selling 1 dog. How many dogs does she have?", "unsupported_operation"),
        (
            "Ann has 8 apples. She has been selling 3 apples. How many apples does she have?",
            "unsupported_operation",
        ),
        ("Ann has $8. She was spending $3 on a pen. How much money does she have?", "unsupported_operation"),
        # one thing shared with someone is split between them
        (
            "Ann has 6 pears. She shared 1 pear with Bob. How many pears does Ann have?",
            "unsupported_operation",
        ),
        # the young of a kind, a hen, a novel: members of the asked or the stated kind
        ("There are 3 cows and 4 calves on the farm. How many cows are there?", "ambiguous_unit"),
        ("There are 3 hens and 4 chickens in the coop. How many chickens are there?", "ambiguous_unit"),
        ("Ann has 10 books and 3 novels. How many novels does she have?", "ambiguous_unit"),
        # eyes are parts every animal has: a rate per spider says nothing of the beetles'
        (
            "There are 3 spiders and 2 beetles. Each spider has 8 eyes. How many eyes are there in all?",
            "underdetermined",
        ),
    ],
)
def test_refused(text: str, reason: str, lexicon: Lexicon) -> None:
    assert refusal_of(text, lexicon).reason == reason


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Sam has 10 apples. He sells 4 apples. How many apples does he have?", 6),
        # a move under way with no number only sets the scene
        ("Carla is making smoothies. She uses 500 ml of puree. How many ml of puree does she use?", 500),
        ("Tom is baking cookies. He gives 4 cookies to Ann. How many cookies did he give to Ann?", 4),
        ("Sam had 10 apples. He sold 4 apples. How many apples does he have?", 6),
        ("Tom has 10 candies. He shared 3 candies with Ann. How many candies does Tom have?", 7),
        ("Ann has 10 fruits. Tom has 4 bananas. How many bananas does Tom have?", 4),
        ("Ann has 4 bananas and 3 apples. How many bananas does she have?", 4),
        ("Ann has 8 lilies and 5 tulips. Each lily has 6 petals. How many petals do the lilies have?", 48),
        (
            "Ann has 7 daisies and 3 tulips. Each daisy has 12 petals. Each tulip has 6 petals. "
            "How many petals are there in all?",
            102,
        ),
        ("Ann has 3 packs of gum. Each pack has 5 pieces of gum. How many pieces of gum does she have?", 15),
        ("Rosa has 3 dogs and 2 ducks. How many animal legs are there in all?", 16),
        ("Ann has 6 pears. She shared 2 pears with Bob. How many pears does Ann have?", 4),
        ("There are 3 hens and 4 chicks in the coop. How many hens are there?", 3),
    ],
)
def test_still_answered(text: str, value: int, lexicon: Lexicon) -> None:
    assert value_of(text, lexicon) == Fraction(value)


def test_both_part_totals_share_one_result_type(lexicon: Lexicon) -> None:
    text = "Ann has 8 lilies and 5 tulips. Each lily has 6 petals. How many petals do the lilies have?"
    found = read_item_parts(text, lexicon, lambda t, lex: __import__("reader").read_problem(t, lex))
    assert isinstance(found, PartsOfThings)
    assert found.value == Fraction(48)
