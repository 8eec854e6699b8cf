"""A past-perfect change replacing a told one, a past-dated list asked now, things put into one's own
place beside things told in a place: each refuses; the plain shapes still read (ADR 0285)."""

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    "text",
    [
        "Tom had 3 apples. He found 2 apples. If he had found 3 apples, how many apples would he have?",
        "Tom had $3. He earned $2. If he had earned $3, how much money would he have?",
        "Tom had 3 apples. He ate 2 apples. If he had eaten 1 apple, how many apples would he have?",
        "Tom had 3 quarters. He found 2 dimes. If he had found 3 dimes, how many cents would he have?",
        "Tom had 3 apples. He found 2 apples. If he had already found 4 apples, how many apples would he have?",
        "Tom had 3 apples. He gave 2 apples to Ann. If he had given 1 apple to Ben, how many apples would he have?",
    ],
)
def test_a_past_perfect_change_told_before_refuses(lexicon, text):
    refused = refusal_of(text, lexicon)
    assert refused.reason == "readings_disagree"
    assert "had gone otherwise" in refused.detail


@pytest.mark.parametrize(
    "text",
    [
        "Sam had 6 red pens and 6 blue pens last year. How many pens does Sam have?",
        "Sam had 6 red pens and 6 blue pens last year. What percentage of his pens are red?",
        "Last year Sam had 6 red pens and 4 blue pens. How many pens does Sam have?",
        "Sam had 6 red pens, 4 blue pens and 2 green pens last week. How many pens does Sam have?",
    ],
)
def test_a_list_dated_in_the_past_asked_now_refuses(lexicon, text):
    assert refusal_of(text, lexicon).reason in {"readings_disagree", "unexpected_category"}


@pytest.mark.parametrize(
    "text",
    [
        "Karen has 3 apples in her bag. She puts 2 apples in her box. How many apples does Karen have?",
        "Karen has $3 in her bag. She puts $2 in her box. How much money does Karen have?",
        "Karen has 3 quarters in her bag. She puts 2 quarters in her box. How much money does Karen have?",
        "Karen has 3 dimes in her bag. She puts 2 dimes in her jar. How much money does Karen have?",
    ],
)
def test_a_put_into_ones_own_place_refuses(lexicon, text):
    refused = refusal_of(text, lexicon)
    assert refused.reason == "underdetermined"
    assert "a place of Karen's own" in refused.detail


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Tom had 3 apples. He found 2 apples. If he had eaten 1 apple, how many apples would he have?", 4),
        ("Tom had 3 apples. If he had found 3 apples, how many apples would he have?", 6),
        ("Tom had 3 apples. He found 2 apples. If he found 3 more apples, how many apples would he have?", 8),
        ("Tom had 3 apples. He found 2 apples. If he finds 3 more apples, how many apples will he have?", 8),
        ("Sam had 6 red pens and 4 blue pens yesterday. How many pens did Sam have?", 10),
        ("Sam had 6 red pens and 6 blue pens. How many pens does Sam have?", 12),
        ("Sam has 6 red pens and 6 blue pens. What percentage of his pens are red?", 50),
        ("Karen has 3 apples in her bag. She puts 2 pears in her box. How many apples does Karen have?", 3),
        ("Karen has 3 apples. She gives 2 apples to her brother. How many apples does Karen have?", 1),
        (
            "Rosa baked 24 cupcakes. She gave 10 of them to her class. How many cupcakes does Rosa have left?",
            14,
        ),
        (
            "Chloe picked 48 carrots from her garden. She threw out 45 of them. How many carrots does she have?",
            3,
        ),
    ],
)
def test_the_plain_shapes_still_read(lexicon, text, value):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        # a supposed change said with another verb of the same act, or from the other side
        "Tom had 3 apples. He bought 2 apples. If he had purchased 4 apples, how many apples would he have?",
        "Tom had 3 apples. He ate 2 apples. If he had consumed 1 apple, how many apples would he have?",
        "Tom had 3 apples. Ann gave him 2 apples. If he had received 4 apples, how many apples would he have?",
        # a later holding of another kind says nothing of the dated one
        "Sam had 6 red pens last year. He has 4 blue pens. How many pens does Sam have?",
        "Sam had 6 pens last year. He lost 4 pencils. How many pens does Sam have?",
    ],
)
def test_round_three_shapes_refuse(lexicon, text):
    refusal_of(text, lexicon)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Tom had 3 apples. He found 2 apples. If he had eaten 1 apple, how many apples would he have?", 4),
    ],
)
def test_round_three_plain_shapes_read(lexicon, text, value):
    assert value_of(text, lexicon) == value
