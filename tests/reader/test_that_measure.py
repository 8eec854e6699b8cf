"""'twice that distance', 'half that long', and 'that' across a sentence of the same doing (ADR 0388)."""

from fractions import Fraction

import pytest

from reader.relative_readings import words_of
from reader.that_many import pointed_amounts
from reader.tokenise import split_sentences
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a noun naming the told measure stands for the amount word
        (
            "Ari hiked 5 miles on Monday and twice that distance on Friday. How many miles did Ari hike in all?",
            15,
        ),
        ("Bo swam 600 meters and Cal swam half that distance. How many meters did Cal swim?", 300),
        (
            "Dee studied 4 hours on Monday and 3 times that time on Friday. How many hours did Dee study in all?",
            16,
        ),
        ("Eli read for 60 minutes and then swam for 1/4 of that time. How many minutes did Eli swim?", 15),
        # a measure adjective: 'long' after a duration, 'far' after a length
        ("Flo read for 15 minutes and then swam for twice that long. How many minutes did Flo swim?", 30),
        (
            "Gus biked 12 miles on Monday. On Friday he biked half that far. How many miles did Gus bike in all?",
            18,
        ),
        # across a sentence break: the sentence before tells the same doing, with one amount
        (
            "Hana sold 16 pies on Monday. On Friday she sold half that many. How many pies did Hana sell in all?",
            24,
        ),
        (
            "Ike has 2 cats. Ike baked 12 buns on Monday. On Friday Ike baked twice that many. "
            "How many buns did Ike bake in all?",
            36,
        ),
    ],
)
def test_that_measure_is_read(lexicon, text, expected):
    assert value_of(text, lexicon) == Fraction(expected)


@pytest.mark.parametrize(
    "text",
    [
        # the measure word names another measure than the one told
        "Ari hiked 5 hours and then swam twice that distance. How many miles did Ari swim?",
        "Flo read for 15 minutes and then walked twice that far. How many miles did Flo walk?",
        # 'long' after a length: as far, or for as long?
        "Gus biked 12 miles and then rested for twice that long. How many hours did Gus rest?",
        # after a count, a measure word names nothing told
        "Hana baked 16 pies and then walked twice that distance. How many miles did Hana walk?",
        # two amounts could be meant
        "Ari hiked 5 miles and ran 3 miles. Then Ari swam twice that distance. How many miles did Ari swim?",
        # no factor: 'that distance' may name a road
        "Ari hiked 5 miles and Bo hiked that distance. How many miles did Bo hike?",
        # the phrase is not the whole amount
        "Ari hiked 5 miles and twice that distance more. How many miles did Ari hike?",
        # across a sentence: another doing, two amounts, a negation
        "Ike has 2 cats. Ike baked 12 buns on Monday. On Friday Ike sold twice that many. How many buns did Ike sell?",
        "Ike has 2 cats. Ike baked 12 buns and 4 pies. Then Ike baked twice that many. How many buns did Ike bake?",
    ],
)
def test_that_measure_refuses(lexicon, text):
    refusal = refusal_of(text, lexicon)
    assert (refusal.reason, refusal.token_text) == ("unexpected_category", "that")


def test_a_denied_doing_is_no_amount_to_point_at(lexicon):
    text = "Ike has 2 cats. Ike did not bake 12 buns. Then Ike baked twice that many. How many buns did Ike bake?"
    refusal_of(text, lexicon)


def test_the_measure_word_must_end_the_phrase(lexicon):
    refusal = refusal_of(
        "Ari hiked 5 miles and twice that distance of road. How many miles did Ari hike?", lexicon
    )
    assert refusal.reason == "unexpected_category"
    assert refusal.token_text == "that"


def test_pointed_amounts_finds_the_phrase(lexicon):
    sentence = split_sentences("Then she walked twice that distance.")[0]
    words = words_of(sentence, lexicon)
    assert [words[i].text for i in pointed_amounts(words)] == ["that"]
    plain = split_sentences("She has a bag that holds 8 apples.")[0]
    assert pointed_amounts(words_of(plain, lexicon)) == ()


def test_a_leg_told_by_that_is_a_told_leg(lexicon):
    """'Then she walked twice that distance' tells the leg's distance: the question is answered (ADR 0305)."""
    text = "Ana walked 4 miles. Then she walked twice that distance. How many miles did she walk in all?"
    assert value_of(text, lexicon) == 12


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a bare multiple under the told amount's own verb
        ("Nia picked 8 plums and then twice that. How many plums did Nia pick in all?", 24),
        ("Nia picked 8 plums on Monday and 3 times that on Friday. How many plums did Nia pick in all?", 32),
        ("Nia picked 8 plums. Then she picked double that. How many plums did Nia pick in all?", 24),
        # 'this' points as 'that' does
        (
            "Nia sold 7 kites on Monday and twice this amount on Friday. How many kites did Nia sell in all?",
            21,
        ),
        ("Nia has 5 pens and Bo has 3 times this. How many pens does Bo have?", 15),
    ],
)
def test_bare_multiple_and_this_are_read(lexicon, text, expected):
    assert value_of(text, lexicon) == Fraction(expected)


@pytest.mark.parametrize(
    "text",
    [
        # another verb: the told amount is not what this doing is counted in
        "Nia saved $40 and spent half that on shoes. How much money did Nia spend?",
        "Nia bought 3 shirts. She paid twice that for a hat. How much did Nia pay for the hat?",
        # a rate told with 'a' or 'an'
        "Nia earns $10 an hour and Bo earns twice that. How much does Bo earn?",
        "Nia reads 10 pages a day and Bo reads twice that. How many pages does Bo read?",
        # a relating word around the phrase, a time after it
        "Nia picked 8 plums and 2 less than twice that on Friday. How many plums did Nia pick in all?",
        "Nia picked 8 plums and twice that plus 3 on Friday. How many plums did Nia pick in all?",
        "Nia picked 8 plums and then twice that week. How many plums did Nia pick in all?",
        # across a sentence: a bare number or money after other amounts (the part, or the rest?)
        "Sam had 10 apples. He ate 4. Ann ate half that many. How many apples did Ann eat?",
        "Sam had $50. He spent $20. Ann spent twice that. How much did Ann spend?",
        # the same doing told twice before: whose?
        "Tom ran 5 miles. Sam ran 3 miles. Tom ran twice that far. How many miles did Tom run?",
    ],
)
def test_bare_multiple_and_same_doing_refuse(lexicon, text):
    refusal = refusal_of(text, lexicon)
    assert (refusal.reason, refusal.token_text) == ("unexpected_category", "that")
