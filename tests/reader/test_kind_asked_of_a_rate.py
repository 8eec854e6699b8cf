"""A scaled question asks a kind narrower than, or other than, the one a rate counts (ADR 0327)."""

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    "text",
    [
        # the red-team's lines (redteam2 C4): a narrower kind asked of a rate of the wider kind
        "Tom reads 20 pages a day. How many comic pages does he read every week?",
        "Tom reads 20 pages a day. How many comic pages does he read in a week?",
        "Tom reads 20 pages a day. How many comic pages does he read per week?",
        "Tom reads 20 pages a day. How many comic pages does he read after a week?",
        "Tom reads 20 pages a day. How many long pages does he read every week?",
        "Tom reads 20 pages a day. How many math pages does he read after 2 weeks?",
        "Tom reads 20 pages a day. How many library pages does he read in 2 weeks?",
        "Tom reads 20 pages a day. How many pages of comics does he read every week?",
        "Tom reads 20 pages a day. How many novel pages does he read in a week?",
        "Tom writes 3 letters a day. How many long letters does he write every week?",
        # another kind of the same things
        "Tom reads 20 comic pages a day. How many novel pages does he read every week?",
        "Tom reads 20 comic pages a day. How many novel pages does he read in a week?",
        "Tom reads 20 comic pages an hour. How many novel pages does he read in 3 hours?",
        "Tom writes 3 long letters a day. How many short letters does he write every week?",
        # other periods and other wordings of the rate
        "Tom reads 20 pages a day. How many comic pages will he read in 5 days?",
        "Tom reads 20 pages a day. How many comic pages does he read in 7 days?",
        "Tom reads 20 pages a day. How many comic pages does he read a week?",
        "Tom reads 20 pages per day. How many comic pages does he read in a week?",
        "Tom reads 20 pages a month. How many comic pages does he read in 12 months?",
        "Tom reads 20 pages an hour. How many comic pages does he read in 3 hours?",
        "Tom can read 20 pages in a day. How many comic pages can he read in a week?",
        "A factory makes 300 cars a day. How many red cars does it make in 5 days?",
        "A machine makes 20 red toys an hour. How many blue toys does it make in 5 hours?",
        # a rate per container, scaled by containers
        "Each box has 5 marbles. How many red marbles are in 3 boxes?",
        "Each box has 5 red marbles. How many blue marbles are in 3 boxes?",
        "Each bag has 6 apples. How many green apples are in 4 bags?",
        "Each shelf holds 12 books. How many math books do 5 shelves hold?",
    ],
)
def test_a_kind_the_rate_does_not_count_refuses(text, lexicon):
    assert refusal_of(text, lexicon) is not None


@pytest.mark.parametrize(
    "text",
    [
        "Tom reads 20 pages a day. How many comic pages does he read in a week?",
        "Tom reads 20 comic pages a day. How many novel pages does he read in a week?",
        "Each box has 5 marbles. How many red marbles are in 3 boxes?",
    ],
)
def test_the_refusal_names_the_kind(text, lexicon):
    refusal = refusal_of(text, lexicon)
    assert refusal.reason == "ambiguous_unit"
    assert "a kind the rate does not count" in refusal.detail


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Tom reads 20 pages a day. How many pages does he read in a week?", 140),
        ("Tom reads 20 pages a day. How many pages does he read every week?", 140),
        ("Tom reads 20 pages a day. How many pages does he read per week?", 140),
        ("Tom reads 20 pages a day. How many pages does he read after 2 weeks?", 280),
        ("Tom reads 20 pages a day. How many pages does he read in 3 days?", 60),
        ("Tom reads 20 comic pages a day. How many comic pages does he read in a week?", 140),
        ("Tom reads 20 comic pages a day. How many pages does he read in a week?", 140),
        ("Tom reads 20 comic pages an hour. How many pages does he read in 3 hours?", 60),
        ("Tom writes 3 letters a day. How many letters does he write every week?", 21),
        ("Tom writes 3 long letters a day. How many letters does he write every week?", 21),
        ("Tom reads 20 pages a month. How many pages does he read in 12 months?", 240),
        ("Tom drinks 2 liters of water a day. How many liters of water does he drink in a week?", 14),
        ("Tom drinks 2 liters of water a day. How many liters does he drink in a week?", 14),
        ("Tom earns $10 an hour. How much money does he earn in 5 hours?", 50),
        ("A machine makes 20 red toys an hour. How many toys does it make in 5 hours?", 100),
        ("Each box has 5 red marbles. How many marbles are in 3 boxes?", 15),
        ("Each box has 5 red marbles. How many red marbles are in 3 boxes?", 15),
        ("Each shelf holds 12 books. How many books do 5 shelves hold?", 60),
    ],
)
def test_the_rates_own_kind_or_a_wider_one_still_answers(text, value, lexicon):
    assert value_of(text, lexicon) == value
