"""Red-team wrongs mended by ADR 0370: a holding told in the present after a present change, 'more' with no
'than' to another receiver or from another giver, a place after the person a comparison is measured from,
one place named with 'a' twice, 'how many days' answered with a part of a day, and a person told by a
role who may be a named person."""

from fractions import Fraction

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Rita has $50. She buys a lamp for $14. How much money does she have left?", 36),
        ("Rita buys a lamp for $14. She has $50 now. How much money did she have at first?", 64),
        ("Rita bought a lamp for $14. She has $50. How much money did she have at first?", 64),
        ("Kim eats 4 plums. She has 10 plums left. How many plums did she have at first?", 14),
        (
            "Ann had 20 pencils. She gave Tom 5 pencils. She gave Tom 3 more pencils. How many pencils does she have left?",
            12,
        ),
        ("Ann gave Bob 5 pencils. She gave him 3 more pencils. How many pencils did she give away?", 8),
        (
            "Ann had 20 pencils. She gave away 5 pencils. She gave away 3 more pencils. How many pencils does she have left?",
            12,
        ),
        (
            "Ivy had 15 stamps. She got 4 stamps from Joe. She got 2 more stamps from Kay. How many stamps does Ivy have?",
            21,
        ),
        ("Ivan has 17 stamps. Nora has as many stamps as Ivan does. How many stamps does Nora have?", 17),
        ("Ivan has 17 stamps. Nora has 3 more stamps than Ivan. How many stamps does Nora have?", 20),
        (
            "There are twice as many goats as pigs in a barn. There are 10 pigs in the barn. How many goats are there?",
            20,
        ),
        (
            "A green crate holds 40 plums. A white crate holds 25 percent more plums than the green crate. How many plums does the white crate hold?",
            50,
        ),
        ("Ike reads 20 pages a day. How many days does he need to read 100 pages?", 5),
        (
            "Ben has 8 buttons. Sid has 5 buttons. Ben gives 3 buttons to his sister. How many buttons does Sid have?",
            5,
        ),
        (
            "Nia has 14 dolls. Ola has 20 dolls. Nia gives 5 dolls to her friend. How many dolls does Nia have now?",
            9,
        ),
    ],
)
def test_readings_that_stay(lexicon, text, expected):
    assert value_of(text, lexicon) == Fraction(expected)


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("Rita buys a lamp for $14. She has $50. How much money does she have left?", "readings_disagree"),
        ("Kim eats 4 plums. She has 10 plums. How many plums does she have left?", "readings_disagree"),
        ("Kim spends $6 on lunch and has $20. How much money does she have left?", "readings_disagree"),
        (
            "Ann gave Bob 5 pencils. She gave Matt 3 more pencils. How many pencils did she give away?",
            "ambiguous_unit",
        ),
        (
            "Ann had 20 pencils. She gave Sam 5 pencils. She gave Tom 3 more pencils. How many pencils does she have left?",
            "ambiguous_unit",
        ),
        (
            "Ann had 20 pencils. Sam gave her 5 pencils. Tom gave her 3 more pencils. How many pencils does she have now?",
            "ambiguous_unit",
        ),
        (
            "Ivan has 17 stamps. Nora has as many stamps as Ivan does in his album. How many stamps does Nora have?",
            "unexpected_category",
        ),
        (
            "Ivan has 17 stamps. Nora has 3 more stamps than Ivan has in his box. How many stamps does Nora have?",
            "unexpected_category",
        ),
        (
            "There are twice as many goats as pigs in a barn. There are 10 pigs in a barn. How many goats are there?",
            "readings_disagree",
        ),
        (
            "A barn has 10 pigs. A barn has twice as many goats as pigs. How many goats does the barn have?",
            "readings_disagree",
        ),
        (
            "A bag has 12 nuts. Cam puts 4 nuts into a bag. How many nuts are in the bag now?",
            "readings_disagree",
        ),
        ("Ike reads 20 pages a day. How many days does he need to read 110 pages?", "non_integer_count"),
        (
            "Nia has 14 dolls. Ola has 20 dolls. Nia gives 5 dolls to her sister. How many dolls does Ola have?",
            "ambiguous_pronoun_referent",
        ),
        (
            "Tom has 14 cars. His friend has 20 cars. Sam gives 5 cars to Tom. How many cars does Tom's friend have?",
            "ambiguous_pronoun_referent",
        ),
    ],
)
def test_red_team_wrongs_refuse(lexicon, text, reason):
    assert refusal_of(text, lexicon).reason == reason
