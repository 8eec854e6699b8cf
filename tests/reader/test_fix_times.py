"""Statements of different times read as one moment (ADR 0294): a group's total beside a member's amount
of another time, a dated or perfect change after a total or after coins valued as money, a place's holding
dated in the past asked now, and a past-subjunctive 'if' holding; each refuses, the plain shapes read."""

import pytest

from tests.reader.reading import refusal_of, value_of


# I: a total and a member's amount told of different times
@pytest.mark.parametrize(
    "text",
    [
        "Tom and Ann have 60 stickers together. Last year Tom had 20 stickers. How many stickers does Ann have?",
        "Tom and Ann had 60 stickers together. Tom has 20 stickers now. How many stickers does Ann have?",
        "Tom and Ann have 60 stickers together. Tom had 20 stickers. How many stickers does Ann have?",
        "Tom and Ann have 60 stickers together. On Monday Tom had 20 stickers. How many stickers does Ann have?",
        "Tom had 20 stickers. Tom and Ann have 60 stickers together now. How many stickers does Ann have?",
        "Omar had 4 more marbles than Nina. Omar and Nina have 36 marbles together. How many marbles does Nina have?",
    ],
)
def test_a_total_and_a_member_of_different_times_refuse(lexicon, text):
    refused = refusal_of(text, lexicon)
    assert refused.reason == "readings_disagree"
    assert "different times" in refused.detail


def test_a_past_total_and_relation_with_no_change_asked_now_refuses(lexicon):
    text = "Omar had 4 more marbles than Nina. Omar and Nina had 36 marbles together. How many marbles does Nina have?"
    refused = refusal_of(text, lexicon)
    assert refused.reason == "readings_disagree"
    assert "no change told" in refused.detail


@pytest.mark.parametrize(
    "text",
    [
        "Omar had twice as many marbles as Nina. If the total number of their marbles is 36, "
        "how many marbles does Nina have?",
        "Paolo had 9 more kites than Irene. If the number of their kites combined was 31, "
        "how many kites does Irene have now?",
        "Omar had twice as many marbles as Nina. They have 36 marbles in all. How many marbles does Nina have?",
    ],
)
def test_rewritten_totals_of_another_time_refuse(lexicon, text):
    refusal_of(text, lexicon)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Kim and Raj have 50 cards together. Kim has 20 cards. How many cards does Raj have?", 30),
        ("Kim and Raj had 50 cards together. Kim had 20 cards. How many cards did Raj have?", 30),
        (
            "Kim has 8 more cards than Raj. Kim and Raj have 50 cards together. How many cards does Raj have?",
            21,
        ),
        (
            "Kim had 8 more cards than Raj. Kim and Raj had 50 cards together. How many cards did Raj have?",
            21,
        ),
        (
            "Kim had 8 more cards than Raj. If the number of their cards combined was 50, how many cards did Raj have?",
            21,
        ),
        (
            "Kim has three times as many cards as Raj. The total number of their cards is 48. "
            "How many cards does Kim have?",
            36,
        ),
        (
            "Tom and Ann had 60 stickers together. Tom gave Ann 5 stickers. Now Tom has 20 stickers. "
            "How many stickers does Ann have?",
            40,
        ),
    ],
)
def test_a_total_and_its_members_of_one_time_still_read(lexicon, text, value):
    assert value_of(text, lexicon) == value


# B1: coins valued as money, a dated or perfect change after a present holding
@pytest.mark.parametrize(
    "text",
    [
        "Tom has 10 quarters. He found 3 dimes yesterday. How many cents does Tom have?",
        "Priya has 24 quarters. She found 3 dimes yesterday. How much money does she have now?",
        "Tom has 10 quarters. Last week he got 2 dimes. How many cents does Tom have?",
        "Tom has 10 quarters. He already found 2 dimes. How many cents does Tom have?",
        "Tom has 10 quarters. He has found 2 dimes. How many cents does Tom have?",
        "Bea has 9 pens. She has lost 2 pens. How many pens does Bea have?",
    ],
)
def test_a_dated_change_of_other_coins_after_a_present_holding_refuses(lexicon, text):
    refused = refusal_of(text, lexicon)
    assert refused.reason == "readings_disagree"
    assert "may already include it" in refused.detail


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Bea has 12 nickels. She found 4 dimes. How many cents does Bea have?", 100),
        ("Bea had 12 nickels. She found 4 dimes. How many cents does Bea have now?", 100),
        ("Bea has 12 nickels. She found 4 dimes yesterday. How many nickels does Bea have?", 12),
        (
            "Ben has 8 kites. If he had bought 4 more kites, he would have 12. How many kites does Ben have?",
            8,
        ),
        (
            (
                "Oscar had 25 dollars in September. By November he had spent 9 dollars. If he got "
                "another 14 dollars from his dad, how much money would he have?"
            ),
            30,
        ),
    ],
)
def test_coins_and_past_stories_still_read(lexicon, text, value):
    assert value_of(text, lexicon) == value


# B2: a dated change after a solved total
@pytest.mark.parametrize(
    "text",
    [
        "Mia and Leo have 40 stickers together. Mia has 6 more stickers than Leo. Leo bought 4 stickers "
        "yesterday. How many stickers does Leo have?",
        "Mia and Leo have 40 stickers together. Mia has 6 more stickers than Leo. Leo had bought 4 stickers. "
        "How many stickers does Leo have?",
        "Ivo and Zoe have 30 shells together. Zoe has 4 more shells than Ivo. Zoe found 2 shells this morning. "
        "How many shells does Zoe have?",
    ],
)
def test_a_dated_change_after_a_total_refuses(lexicon, text):
    refused = refusal_of(text, lexicon)
    assert refused.reason == "readings_disagree"
    assert "may already include it" in refused.detail


def test_a_total_and_relation_alone_still_read(lexicon):
    text = (
        "Ivo and Zoe have 30 shells together. Zoe has 4 more shells than Ivo. How many shells does Ivo have?"
    )
    assert value_of(text, lexicon) == 13


# B3: a place's holding dated in the past, asked now
@pytest.mark.parametrize(
    "text",
    [
        "There were 30 apples in the basket yesterday. How many apples are in the basket?",
        "There were 30 apples in the basket on Monday. How many apples are in the basket?",
        "The basket had 30 apples yesterday. How many apples are in the basket?",
        "There were 30 dimes in the fountain yesterday. How many cents are in the fountain?",
        "There were 30 apples and 10 pears in the basket yesterday. How many fruits are in the basket?",
        "Ada had 24 pears on Sunday. How many pears does Ada have?",
    ],
)
def test_a_holding_dated_in_the_past_asked_now_refuses(lexicon, text):
    refused = refusal_of(text, lexicon)
    assert refused.reason == "readings_disagree"
    assert "dated in the past" in refused.detail


@pytest.mark.parametrize(
    "text",
    [
        "Yesterday there were 14 boys and 10 girls on the bus. How many boys and girls are on the bus?",
        "There were 30 apples and 10 pears in the basket yesterday. What percentage of the fruit in the basket "
        "is apples?",
    ],
)
def test_re_asked_questions_of_a_dated_place_refuse(lexicon, text):
    refusal_of(text, lexicon)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("There were 24 pears on the table. How many pears are on the table?", 24),
        ("There were 24 pears on the table yesterday. How many pears were on the table?", 24),
        ("There are 24 pears on the table. How many pears are on the table?", 24),
    ],
)
def test_undated_or_past_asked_places_still_read(lexicon, text, value):
    assert value_of(text, lexicon) == value


# F: a past-subjunctive 'if' holding stated as a sentence
@pytest.mark.parametrize(
    "text",
    [
        "If Tom had 10 apples, he would be happy. How many apples does Tom have?",
        "If Tom had 10 apples, he would eat 3. How many apples does he have?",
        "If Tom had 10 marbles, Ann would have 4. How many marbles does Ann have?",
        "If Tom had had 10 apples, he would have sold 3. How many apples does Tom have?",
        "If Ann had 20 quarters, she would be rich. How much money does Ann have?",
    ],
)
def test_a_supposed_holding_against_the_facts_refuses(lexicon, text):
    refused = refusal_of(text, lexicon)
    assert refused.reason == "unsupported_operation"
    assert "against the facts" in refused.detail


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("If Tom had 10 marbles, Ann would have 4 marbles. How many marbles would they have together?", 14),
        ("If Ben had 8 pears, he would eat 2. How many pears would he have left?", 6),
        ("If Ben gives 2 pears to Ada, he will have 6 left. How many pears does Ben have?", 8),
        ("If Ben had 8 pears and ate 2, how many pears would he have?", 6),
    ],
)
def test_questions_inside_the_supposition_still_read(lexicon, text, value):
    assert value_of(text, lexicon) == value
