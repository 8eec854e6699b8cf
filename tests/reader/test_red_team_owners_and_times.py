"""Red-team wrongs mended by ADR 0183: rates of another holder, the asked holder's unit, holdings told
as now before a past change, 'more' across a measure's units, and kinds that differ by a plural ending."""

from fractions import Fraction

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the asker's own rate, or a rate nobody holds, still scales
        ("Every month Ida saves 7 dollars. How many dollars does Ida save in 4 months?", 28),
        ("Paulo earns 11 dollars for every chair. How much money does Paulo earn for 2 chairs?", 22),
        (
            "Paulo earns 11 dollars for every chair. Ana earns 7 dollars for every table. "
            "How much money does Ana earn for 2 tables?",
            14,
        ),
        ("A car travels 60 miles an hour. How far does it travel in 3 hours?", 180),
        (
            "A car travels 60 miles an hour. A bus travels 40 miles an hour. How far does the bus travel in 3 hours?",
            120,
        ),
        ("Each box holds 6 pens. How many pens do 3 boxes hold?", 18),
        # a unitless question is told in the asked holder's unit
        ("Pat has 25 pounds of sand. Sam has 7 cards. How much does Pat have?", 25),
        ("Pat has 25 pounds of sand. Sam has 7 cards. How much does Sam have?", 7),
        # a past holding, or a change of something else, still reads by story order
        ("Sam had 12 pens. He gave away 5 pens. How many pens did he have at first?", 12),
        ("Sam has 12 pens now. He gave away 5 pens. How many pens did he give away?", 5),
        ("Jon has 8 cards now. He bought 3 stamps. How many cards does Jon have?", 8),
        ("Jon has 8 cards now. He will buy 3 cards. How many cards will he have?", 11),
        (
            "Some tourists were on the boat. 14 tourists got off the boat. Now there are 19 tourists on the boat. "
            "How many tourists were on the boat at first?",
            33,
        ),
        # 'more' after one's own amount in another unit of the same measure
        ("Jon worked 5 hours. He worked 30 more minutes. How many minutes did he work?", 330),
        # plurals the lexicon knows, and an unknown kind told in one form
        ("Kimberly has 5 geese. She sold 1 goose. How many geese does she have?", 4),
        ("Jon has 8 Twinkies. He ate 2 Twinkies. How many Twinkies does he have?", 6),
    ],
)
def test_readings_that_stay(lexicon, text, expected):
    assert value_of(text, lexicon) == Fraction(expected)


@pytest.mark.parametrize(
    ("text", "reason", "token"),
    [
        # another person's or thing's rate
        ("Every month Ida saves 7 dollars. How many dollars does Sam save in 4 months?", "unit_mismatch", ""),
        ("Ida saves 7 dollars a month. How many dollars does Sam save in 4 months?", "unit_mismatch", ""),
        (
            "Paulo earns 11 dollars for every chair. How much money does Ana earn for 2 chairs?",
            "unit_mismatch",
            "",
        ),
        (
            "Paulo earns 11 dollars for every chair. Ana earns 7 dollars for every table. "
            "How much money does Ana earn for 2 chairs?",
            "unit_mismatch",
            "",
        ),
        ("A car travels 60 miles an hour. How far does a bus travel in 3 hours?", "unit_mismatch", ""),
        # a holding told as now, then a past change of it
        ("Sam has 12 pens now. He gave away 5 pens. How many pens does he have?", "readings_disagree", "now"),
        (
            "Now Sam has 12 pens. He gave away 5 pens. How many pens did he have at first?",
            "readings_disagree",
            "Now",
        ),
        (
            "Sam has 12 pens left. He gave away 5 pens. How many pens did he have at first?",
            "readings_disagree",
            "left",
        ),
        (
            "Jon still has 8 cards. He gave 3 cards to Ann. How many cards did he have at first?",
            "readings_disagree",
            "still",
        ),
        (
            "Sam has 12 pens now. If he gave away 5 pens, how many pens did he have at first?",
            "readings_disagree",
            "now",
        ),
        (
            "Sam has 12 pens. He gave away 5 pens. How many pens did he have at first?",
            "readings_disagree",
            "12",
        ),
        # 'more' after another's amount in another unit of the measure
        (
            "Ava ran for 2 hours. Ben ran for 30 minutes more. How many minutes did Ben run?",
            "ambiguous_unit",
            "30",
        ),
        (
            "Jon swam for 1 hour. Ann swam 20 more minutes. How many minutes did Ann swim?",
            "ambiguous_unit",
            "20",
        ),
        # an unknown word and its plural
        ("Kimberly has 5 Oreos. She ate 1 Oreo. How many Oreos does she have?", "readings_disagree", "oreo"),
    ],
)
def test_red_team_wrongs_refuse(lexicon, text, reason, token):
    refused = refusal_of(text, lexicon)
    assert refused.reason == reason
    assert refused.token_text == token


def test_a_dated_change_keeps_the_earlier_rule(lexicon):
    """ADR 0174 names the date ('Earlier'), not this rule's 'now'."""
    refused = refusal_of(
        "Jo has 12 plums now. Earlier, Tom gave her 5 plums. How many plums does Jo have now?", lexicon
    )
    assert (refused.reason, refused.token_text) == ("readings_disagree", "Earlier")


@pytest.mark.parametrize(
    "text",
    [
        # a rate told of two people may be theirs together or each one's (ADR 0302)
        "Max and Ann read 30 pages a month. How many pages does Max read in 2 months?",
        "Max and Ann read 30 pages a month. How many pages does Ann read in 12 months?",
        "Max and Ann earn $40 a week. How much does Max earn in 3 weeks?",
        "Max and Ann pick 30 apples an hour. How many apples does Max pick in 2 hours?",
    ],
)
def test_a_groups_rate_is_not_one_members_own(lexicon, text):
    assert refusal_of(text, lexicon).reason == "unit_mismatch"


def test_a_members_own_rate_beside_the_group_still_scales(lexicon):
    text = "Max reads 30 pages a month. How many pages does Max read in 2 months?"
    assert value_of(text, lexicon) == Fraction(60)
