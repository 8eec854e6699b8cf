"""Unstated changes read from a later stated state (ADR 0112).

A bare 'more' after an adding verb is an unknown amount; a change that names
no place moves to the one place whose stated amounts it alone explains; an
opening 'when' setting with no comma ends before 'there'.
"""

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Sam had 9 dimes. He found more dimes. Now he has 15 dimes. How many dimes did he find?", 6),
        (
            "Ann had 12 stickers. She bought more stickers. Now she has 30 stickers. How many stickers did she buy?",
            18,
        ),
        (
            "Ann had 12 stickers. She bought more stickers. Now she has 30 stickers. "
            "How many stickers did she have at first?",
            12,
        ),
        (
            "There are 14 pine trees in the park. Workers will plant more pine trees today. "
            "When they are finished there will be 40 pine trees in the park. How many pine trees did the workers plant?",
            26,
        ),
        (
            "There are 14 pine trees in the park. Workers planted some pine trees. "
            "Now there are 40 pine trees in the park. How many pine trees are in the park?",
            40,
        ),
        (
            "There were 40 apples in the basket. Kim ate some apples. Now there are 31 apples in the basket. "
            "How many apples did Kim eat?",
            9,
        ),
        (
            "There were 9 cups on the table. Max broke some cups. When he was finished there were 2 cups "
            "on the table. How many cups did Max break?",
            7,
        ),
        (
            "The jar had 30 cookies. Lia ate some cookies. Then the jar had 18 cookies. "
            "How many cookies did she eat?",
            12,
        ),
        (
            "There were 11 rulers in the drawer. Tim put more rulers in the drawer. Now there are 25 rulers "
            "in the drawer. How many rulers are in the drawer?",
            25,
        ),
    ],
)
def test_unstated_change_is_solved_from_the_later_state(text, value, lexicon):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # nothing later fixes the unknown
        ("Sam had 9 dimes. He found more dimes. How many dimes does he have now?", "underdetermined"),
        # 'more ... than' is a comparison, and a holding verb with 'more' has no 'than'
        (
            "Sam had 9 dimes. He found more dimes than Ann. Now he has 15 dimes. How many dimes did he find?",
            "unused_operator",
        ),
        ("Sam has 9 dimes. He has more dimes. How many dimes does he have?", "unused_operator"),
        # a loss with a bare 'more' is not read
        (
            "Sam had 9 dimes. He lost more dimes. Now he has 5 dimes. How many dimes did he lose?",
            "unused_operator",
        ),
        (
            "Ann had 12 stickers. She did not buy more stickers. Now she has 30 stickers. "
            "How many stickers did she buy?",
            "unused_operator",
        ),
        # 'more' says she had cookies before: the start is not assumed empty
        (
            "Ann had 12 stickers. She baked more cookies. Now she has 30 cookies. How many cookies did she bake?",
            "underdetermined",
        ),
        (
            "Ann baked some more cookies. Now she has 30 cookies. How many cookies did she bake?",
            "underdetermined",
        ),
        # no later state of the place: the planting may have been elsewhere
        (
            "There are 14 pine trees in the park. Workers planted some pine trees. "
            "How many pine trees are in the park now?",
            "underdetermined",
        ),
        # the place's amount fell, the planting can only add: no reading
        (
            "There are 14 pine trees in the park. Workers planted some pine trees. "
            "Now there are 10 pine trees in the park. How many pine trees did the workers plant?",
            "negative_count",
        ),
        # catching takes fish out of the pond: read as the pond's gain it is negative, so it refuses
        (
            "There are 50 fish in the pond. Fishermen caught some fish. Now there are 38 fish in the pond. "
            "How many fish did the fishermen catch?",
            "negative_count",
        ),
        # two places, two doers, a known amount: the change is not placed
        (
            "There are 14 pine trees in the park and 10 pine trees in the yard. Workers planted some pine trees. "
            "Now there are 40 pine trees in the park. How many pine trees did the workers plant?",
            "readings_disagree",
        ),
        (
            "There are 14 pine trees in the park. Workers planted some pine trees. Ann planted 3 pine trees. "
            "Now there are 40 pine trees in the park. How many pine trees did the workers plant?",
            "readings_disagree",
        ),
        (
            "There are 14 pine trees in the park. Workers planted 4 pine trees. "
            "Now there are 40 pine trees in the park. How many pine trees did the workers plant?",
            "readings_disagree",
        ),
        # the doer's own amount is still unknown
        (
            "There were 9 cups on the table. Max brought more cups. When he was finished there were 20 cups "
            "on the table. How many cups does Max have?",
            "dangling_entity",
        ),
        (
            "There were 30 cookies in the jar. Lia ate some cookies. Then there were 18.5 cookies in the jar. "
            "How many cookies did Lia eat?",
            "non_integer_count",
        ),
        # a 'when' setting with no event of the kind: the two amounts disagree
        (
            "There were 40 apples in the basket. When Kim was done there were 52 apples in the basket. "
            "How many apples are in the basket?",
            "readings_disagree",
        ),
    ],
)
def test_unstated_change_traps_refuse(text, reason, lexicon):
    assert refusal_of(text, lexicon).reason == reason


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (
            "There are 8 pine trees in the park. Park workers will plant 3 pine trees today. "
            "How many pine trees will the park have when the workers are finished?",
            11,
        ),
        (
            "There are 12 maple trees and 7 pine trees in the park. Park workers will plant 6 maple trees today. "
            "How many maple trees will the park have when the workers are finished?",
            18,
        ),
        (
            "There are 9 pies in the bakery. Bakers will eat 6 pies. "
            "How many pies will the bakery have when the bakers are finished?",
            3,
        ),
        (
            "The garden has 20 tulips. Gardeners will plant 15 tulips. "
            "How many tulips will there be in the garden when the gardeners are finished?",
            35,
        ),
    ],
)
def test_question_when_the_doer_is_finished(text, value, lexicon):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # a place in the doer's sentence, even one read as a setting, keeps the work there
        (
            "There are 8 pine trees in the park. Park workers will plant 3 pine trees in the yard. "
            "How many pine trees will the park have when the workers are finished?",
            "underdetermined",
        ),
        (
            "There are 8 pine trees in the park. Park workers will plant 3 pine trees at the school. "
            "How many pine trees will the park have when the workers are finished?",
            "underdetermined",
        ),
        # another doer of the kind, a doer the story never named, another kind
        (
            "There are 8 pine trees in the park. Park workers will plant 3 pine trees. Ann will plant 2 pine trees. "
            "How many pine trees will the park have when the workers are finished?",
            "underdetermined",
        ),
        (
            "There are 8 pine trees in the park. Park workers will plant 3 pine trees. "
            "How many pine trees will the park have when the gardeners are finished?",
            "underdetermined",
        ),
        (
            "There are 9 pies in the bakery. Bakers will bake 6 cakes. "
            "How many pies will the bakery have when the bakers are finished?",
            "underdetermined",
        ),
        # a later stated amount of the place: which time does the question mean?
        (
            "There are 8 pine trees in the park. Park workers will plant 3 pine trees. Now there are 20 pine trees "
            "in the park. How many pine trees will the park have when the workers are finished?",
            "underdetermined",
        ),
        # a pronoun, or a word that does not end a work, keeps the old refusal
        (
            "There are 8 pine trees in the park. Park workers will plant 3 pine trees. "
            "How many pine trees will the park have when they are finished?",
            "unexpected_category",
        ),
        (
            "There are 8 pine trees in the park. Park workers will plant 3 pine trees. "
            "How many pine trees will the park have when the workers are tired?",
            "unexpected_category",
        ),
    ],
)
def test_question_when_the_doer_is_finished_traps(text, reason, lexicon):
    assert refusal_of(text, lexicon).reason == reason
