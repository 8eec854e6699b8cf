"""Kinds packed by a number and groups counted by their members (ADR 0205)."""

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Pencils come in boxes of 6. There are 30 pencils. How many boxes are there?", 5),
        ("Pencils come in boxes of 6. Ann has 30 pencils. How many boxes does Ann have?", 5),
        ("Pencils come in boxes of 6 pencils. There are 42 pencils. How many boxes are there?", 7),
        ("Crayons come in packs of 8. Mia has 5 packs. How many crayons does she have?", 40),
        ("Crayons come in packs of 8. Mia has 40 crayons and 12 pens. How many packs does she have?", 5),
        ("Pencils come in boxes of 6. Ann has 30 pencils. How many pencils are in each box?", 6),
    ],
)
def test_a_kind_packed_by_a_number_is_a_rate_of_the_scene(lexicon, text, expected):
    assert value_of(text, lexicon) == expected


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        (
            "Pencils come in boxes of 6. Ann has 31 pencils. How many boxes does Ann have?",
            "non_integer_count",
        ),
        ("Pencils come in boxes of 6. Ann has 30 pens. How many boxes does Ann have?", "unit_mismatch"),
        ("Crayons come in 8 packs. Mia has 40 crayons. How many packs does she have?", "unexpected_category"),
        (
            "Crayons come in packs of 8. Pens come in packs of 4. Mia has 40 crayons. How many packs does she have?",
            "unit_mismatch",
        ),
        (
            "The guests come in groups of 4. There are 20 guests. How many groups are there?",
            "unexpected_category",
        ),
        (
            "Markers don't come in boxes of 10. Kim has 50 markers. How many boxes does Kim have?",
            "unexpected_category",
        ),
    ],
)
def test_other_packings_refuse(lexicon, text, reason):
    assert refusal_of(text, lexicon).reason == reason


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Tom had 20 apples. He shared them among a group of 5 friends. How many apples did each friend get?",
            4,
        ),
        (
            "Tom had 20 apples. He shared them equally among a team of 4 players. How many apples did each player get?",
            5,
        ),
        (
            "Tom had 20 apples. He shared them among a group of five friends. How many apples did each friend get?",
            4,
        ),
        (
            "Tom had 20 apples. He shared them among a group of 5 friends. How many apples does Tom have now?",
            0,
        ),
        (
            "Ivy had 24 muffins. She shared them between a team of 3 runners. How many muffins did each runner get?",
            8,
        ),
    ],
)
def test_a_group_after_among_is_its_members(lexicon, text, expected):
    assert value_of(text, lexicon) == expected


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        (
            "Tom had 20 apples. He shared them among a group of 5 friends. How many apples did each person get?",
            "unit_mismatch",
        ),
        (
            "Tom had 20 apples. He shared them among a group of friends. How many apples did each friend get?",
            "unexpected_category",
        ),
        (
            "Tom had 20 apples. He shared them among a family of 5. How many apples did each friend get?",
            "unattached_quantity",
        ),
        (
            "Tom had 20 apples. He shared them among a box of 5 friends. How many apples did each friend get?",
            "unexpected_category",
        ),
        (
            "Tom had 20 apples. He shared them among a group of 3 friends. How many apples did each friend get?",
            "non_integer_count",
        ),
    ],
)
def test_groups_with_no_plain_count_of_the_asked_members_refuse(lexicon, text, reason):
    assert refusal_of(text, lexicon).reason == reason


def test_a_group_as_subject_keeps_its_refusal(lexicon):
    # ADR 0245 reads the group as its 6 cousins; "6 cousins shared 18 plums" is not read yet
    text = "A group of 6 cousins shared 18 plums. How many plums did each cousin get?"
    refusal = refusal_of(text, lexicon)
    assert refusal.reason == "unexpected_category"
