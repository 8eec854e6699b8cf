"""Agentless passives that add to or split an amount: '3 more cards are added', 'the pencils are divided' (ADR 0125)."""

import pytest

from tests.reader.reading import refusal_of, value_of

# --- "N more X are added": the one holder of the kind gains them


@pytest.mark.parametrize(
    ("text", "answer"),
    [
        ("There are 6 cups. 5 more cups are added. How many cups are there?", 11),
        ("There are 6 cups. 5 cups more are added. How many are there total?", 11),
        ("There are 9 blocks. 6 more are added. How many blocks are there now?", 15),
        ("There are 12 chairs. If 8 more chairs are brought, how many chairs will there be?", 20),
        (
            "There are 9 oranges in a basket. 4 more oranges are added. How many oranges are in the basket?",
            13,
        ),
        ("Jim has 8 stamps. 4 more stamps are added. How many stamps does Jim have?", 12),
        ("Ann has 4 cards. She lost 2 cards. 3 more cards are added. How many cards does Ann have?", 5),
        ("There are 7 pens. 5 more pens are added. How many pens were added?", 5),
    ],
)
def test_passive_gain_of_the_one_holder(lexicon, text, answer):
    assert value_of(text, lexicon) == answer


def test_passive_gain_names_no_doer(lexicon):
    text = "Jim has 8 stamps. 4 more stamps are added. How many stamps did Jim add?"
    assert refusal_of(text, lexicon).reason == "underdetermined"


def test_scene_question_after_another_holders_gain_still_refuses(lexicon):
    text = "There are 4 cards. Jim adds 3 more cards. How many cards are there?"
    assert refusal_of(text, lexicon).reason == "dangling_entity"


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # two holders of the kind: whose?
        (
            "Jim has 8 stamps. Ann has 3 stamps. 4 more stamps are added. How many stamps does Jim have?",
            "incomplete_operation",
        ),
        # a kind nobody holds
        ("There are 6 cups. 5 more plates are added. How many plates are there?", "incomplete_operation"),
        # an agent, or a place that may be another holder
        (
            "Jim has 8 stamps. 4 more stamps are added by Ann. How many stamps does Jim have?",
            "unsupported_operation",
        ),
        (
            "Jim has 8 stamps. 4 more stamps are added to his album. How many stamps does Jim have?",
            "unsupported_operation",
        ),
        # a gaining verb whose passive does not bring things to their holder
        ("There are 4 cards. 3 more cards were picked. How many cards are there?", "unexpected_category"),
        ("There are 4 cards. 3 more cards were found. How many cards are there?", "unexpected_category"),
        # negation keeps the participle unread
        ("There are 6 cups. 5 cups are not added. How many cups are there?", "unexpected_category"),
        # an amount nothing fixes
        ("There are 4 cards. Some cards are added. How many cards are there?", "unsupported_operation"),
        # a repeated gain
        ("There are 4 cards. 3 cards are added each day. How many cards are there?", "unused_operator"),
    ],
)
def test_passive_gain_refusals(lexicon, text, reason):
    assert refusal_of(text, lexicon).reason == reason


# --- "the X are split ...": the one person holding all of them splits them


@pytest.mark.parametrize(
    ("text", "answer"),
    [
        ("Eric has 64 peanuts. The peanuts are split into groups of 8. How many groups were made?", 8),
        (
            "Tom has 18 pencils. If the pencils are divided equally among 2 students, "
            "how many pencils does each student get?",
            9,
        ),
        (
            "Mia has 30 grapes. If the grapes are shared among 5 friends, how many grapes will each friend get?",
            6,
        ),
        ("Ana has 18 red beads. The red beads are divided into bags of 6. How many bags were made?", 3),
        (
            "Tom has 18 pencils. The pencils are divided equally among 3 students. How many pencils does Tom have now?",
            0,
        ),
    ],
)
def test_passive_split_of_the_one_holding(lexicon, text, answer):
    assert value_of(text, lexicon) == answer


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # two holders, a moved holding, another kind, a scene holder: not one person's whole
        (
            "Tom has 18 pencils. Ann has 4 pencils. If the pencils are divided equally among 2 students, "
            "how many pencils does each student get?",
            "incomplete_operation",
        ),
        (
            "Tom has 18 pencils. He lost 4 pencils. If the pencils are divided equally among 2 students, "
            "how many pencils does each student get?",
            "incomplete_operation",
        ),
        (
            "Tom has 18 red pencils. The pencils are split into groups of 6. How many groups were made?",
            "incomplete_operation",
        ),
        (
            "There are 18 pencils. The pencils are divided equally among 2 students. "
            "How many pencils does each student get?",
            "incomplete_operation",
        ),
        # no whole stated at all: read as a grouping of the scene (ADR 0201), and no total is told
        ("The crayons were split into groups of 6. How many groups were made?", "unit_mismatch"),
        # an agent
        (
            "Tom has 18 pencils. The pencils are split into groups of 6 by Ann. How many groups were made?",
            "unsupported_operation",
        ),
        # a split that does not come out even
        (
            "Tom has 19 pencils. If the pencils are divided equally among 2 students, "
            "how many pencils does each student get?",
            "non_integer_count",
        ),
        # a question about someone the split did not involve
        (
            "Tom has 18 pencils. The pencils are split into groups of 6. How many groups did Ann make?",
            "underdetermined",
        ),
    ],
)
def test_passive_split_refusals(lexicon, text, reason):
    assert refusal_of(text, lexicon).reason == reason
