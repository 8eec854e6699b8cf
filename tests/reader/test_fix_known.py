"""Four known wrong answers made to refuse by rules over categories; the plain shapes still read
(ADR 0287): an undated past holding after a dated one, a supposed change of other things than a
told one, a noun read as a verb that changes nothing, and money from a person whose role pays."""

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "dated"),
    [
        ("Sam had 6 pens last week. Ann had 4 pens. How many pens does Ann have?", "last"),
        ("Tom had 8 marbles yesterday. Mia had 5 marbles. How many marbles does Mia have?", "yesterday"),
        ("Ana had $20 last month. Raj had $15. How much money does Raj have?", "last"),
        ("Max had 10 cards last week. Zoe had 6 cards. How many cards does Zoe have now?", "last"),
        ("Joe had 9 apples on Monday. Kim had 3 apples. How many apples does Kim have?", "Monday"),
        ("Joe had 9 apples in the morning. How many apples does Joe have?", "morning"),
    ],
)
def test_an_undated_past_holding_may_share_the_date(lexicon, text, dated):
    refused = refusal_of(text, lexicon)
    assert refused.reason == "readings_disagree"
    assert "dated in the past" in refused.detail
    assert refused.token_text == dated
    assert refused.sentence_index == 0


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Sam had 6 pens last week. Ann had 4 pens. How many pens did Ann have?", 4),
        ("Max had 10 cards last week. Zoe had 6 cards. How many cards did they have in all?", 16),
        ("Sam had 6 pens last week. Ann has 4 pens. How many pens does Ann have?", 4),
        ("Sam had 6 pens. Ann had 4 pens. How many pens does Ann have?", 4),
        ("Joe had 9 apples yesterday. Today Kim has 3 apples. How many apples does Kim have?", 3),
        ("Joe has 9 apples on Monday. Kim has 3 apples. How many apples does Kim have?", 3),
    ],
)
def test_holdings_placed_in_time_still_read(lexicon, text, value):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        "Tom had 10 cards and 3 stickers. He found 2 stickers. If he had found 4 cards, "
        "how many stickers would he have?",
        "Mia had 8 apples. She bought 3 pears. If she had bought 5 apples, how many fruits would she have?",
        "Ann had 12 marbles and 4 beads. She gave 3 beads to Ben. If she had given 5 marbles to Ben, "
        "how many beads would she have?",
        "Sam had 20 pens and 9 pencils. He sold 5 pencils. If he had sold 6 pens, how many pencils would he have?",
        "Lea had 6 shells. She found 4 stones. If she had found 3 shells, how many stones would she have?",
    ],
)
def test_a_supposed_change_of_other_things_refuses(lexicon, text):
    refused = refusal_of(text, lexicon)
    assert refused.reason == "readings_disagree"
    assert "of other things" in refused.detail


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Tom had 10 cards. He found 2 stickers. If he had found 4 cards, how many cards would he have?", 14),
        (
            "Mia had 8 apples. She bought 3 pears. If she had bought 5 apples, how many apples would she have?",
            13,
        ),
        ("Sam had 20 pens. He sold 5 pencils. If he had sold 6 pens, how many pens would he have?", 14),
        (
            "Tom had 10 cards. Ann found 2 stickers. If Tom had found 4 cards, how many cards would Tom have?",
            14,
        ),
        (
            "Tom had 10 cards. He found 2 stickers. If he had found 4 more cards, how many cards would he have?",
            14,
        ),
        ("Tom had 3 apples. He found 2 apples. If he had eaten 1 apple, how many apples would he have?", 4),
    ],
)
def test_a_supposed_change_the_answer_does_not_hang_on_reads(lexicon, text, value):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    ("text", "verb"),
    [
        ("The team has 11 players. The captain leaves. How many players are on the team now?", "leaves"),
        ("The club has 20 members. The president leaves. How many members are in the club now?", "leaves"),
        ("The team has 11 players. The goalie leaves early. How many players are on the team now?", "leaves"),
        (
            "The office has 15 workers. The boss leaves for lunch. How many workers are in the office now?",
            "leaves",
        ),
        ("The team has 11 players. The captain exits. How many players are on the team now?", "exits"),
        ("The team has 11 players. The captain departs. How many players are on the team now?", "departs"),
        ("The team has 11 players. The captain resigns. How many players are on the team now?", "resigns"),
    ],
)
def test_a_verb_of_unknown_meaning_that_changes_nothing_refuses(lexicon, text, verb):
    refused = refusal_of(text, lexicon)
    assert refused.reason == "unused_operator"
    assert refused.token_text == verb


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("The tree has 50 leaves. How many leaves does the tree have?", 50),
        ("Tom has 5 leaves. Ann gives him 3 leaves. How many leaves does Tom have?", 8),
        ("The shop has 12 saws. The owner saws a board. How many saws does the shop have?", 12),
        ("Ann has 7 pens. Her brother leaves. How many pens does Ann have?", 7),
        (
            "The old bus stops near the park. Finn had 22 tickets. He used 9 tickets. How many tickets does Finn have now?",
            13,
        ),
        ("Finn had 22 tickets. The bus departs. How many tickets does Finn have?", 22),
    ],
)
def test_a_story_counting_no_beings_or_a_verb_with_an_object_reads(lexicon, text, value):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        "Ann got $50 from a customer. Ann earned $30 babysitting. How much money did Ann earn?",
        "Ann earned $30 babysitting. Ann got $50 from a customer. How much money did Ann earn?",
        "Ann got $50 from a customer. Ann made $30 babysitting. How much money did Ann make?",
        "Ann got $50 from a passenger. Ann earned $30 babysitting. How much money did Ann earn?",
        "A customer gave Ann $50. Ann earned $30 babysitting. How much money did Ann earn?",
        "A buyer gave Ann $50. Ann earned $30 babysitting. How much money did Ann earn?",
    ],
)
def test_money_from_a_paying_role_is_no_gift(lexicon, text):
    refused = refusal_of(text, lexicon)
    assert refused.reason == "ambiguous_unit"
    assert "whose role is to pay" in refused.detail


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Ann got $50 from her aunt. Ann earned $30 babysitting. How much money did Ann earn?", 30),
        ("Sam got $40 from his grandma. He earned $25 walking dogs. How much money did he earn?", 25),
        ("Ann got $50 from a customer. Ann got $20 from her aunt. How much money did Ann get?", 70),
        ("Mia had $10. She got $30 from a customer. How much money does she have?", 40),
    ],
)
def test_gifts_and_gains_still_read(lexicon, text, value):
    assert value_of(text, lexicon) == value
