"""A rate's verb must be the asked verb (ADR 0326): the same lemma, or two verbs of being paid; and a
wage per hour carries into days only through hours of work or of the activity it pays."""

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    "text",
    [
        # a calendar rate of one verb asked with another (ADR 0313's split was earning / not earning)
        "Tom loses $50 a month. How much does he spend every year?",
        "Tom loses $50 a month. How much does he pay in 12 months?",
        "Tom spends $50 a month. How much does he lose after a year?",
        "Tom pays $50 a month. How much does he lose after a year?",
        "Tom eats 10 apples a month. How many apples does he buy after a year?",
        # money earned is not money saved, found, won or received, nor the reverse
        "Tom earns $50 a month. How much does he save every year?",
        "Tom earns $5 a day. How much does he save in a week?",
        "Tom makes $5 a day. How much does he save every week?",
        "Tom gets $5 a day. How much does he save every week?",
        "Tom finds $5 a day. How much does he earn in a week?",
        "Tom receives $50 a month. How much does he earn every year?",
        "Tom saves $50 a month. How much does he earn in 12 months?",
        "Tom wins $50 a month. How much does he earn every year?",
        "Tom earns $50 a month. How much does he find in 12 months?",
        "Tom bakes 10 cakes a month. How many cakes does he win in 12 months?",
        # hours a day of another activity are not hours of paid work
        "Tom earns $5 an hour. He sleeps 8 hours a day. How much does he earn in a day?",
        "Tom earns $5 an hour. He plays 3 hours a day. How much does he earn in 4 days?",
        "Tom earns $5 an hour. He reads 3 hours a day. How much does he earn every day?",
        "Tom earns $5 an hour for reading. He sleeps 8 hours a day. How much does he earn every day?",
        "Tom earns $5 an hour for reading. He works 3 hours a day. How much does he earn in a day?",
        "Tom reads 20 pages an hour. He sleeps 8 hours a day. How many pages does he read in a day?",
        "Tom reads 20 pages an hour. He works 8 hours a day. How many pages does he read every day?",
        # the rate is not read for the asked verb, nor left out to read the one-off amount beside it
        "Mia earns $3 an hour. She worked 4 hours. She also got $5 in tips. How much money did she get?",
        "Mia earns $3 an hour. She worked 4 hours. She also received $5 in tips. How much did she receive?",
    ],
)
def test_another_act_refuses(lexicon, text):
    refusal_of(text, lexicon)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Tom spends $50 a month. How much does he spend every year?", 600),
        ("Tom loses $50 a month. How much does he lose in 12 months?", 600),
        ("Tom eats 10 apples a month. How many apples does he eat after a year?", 120),
        ("Tom saves $5 a day. How much does he save in a week?", 35),
        ("Mia earns $3 an hour. She worked 4 hours. How much money did she earn?", 12),
        ("Tom earns $50 a month. How much does he make in a year?", 600),
        ("Tom makes $5 a day. How much does he earn in a week?", 35),
        ("Tom earns $5 a day. How much does he make every week?", 35),
        ("Tom earns $5 an hour. He works 8 hours a day. How much does he earn every day?", 40),
        ("Tom earns $5 an hour. He works 8 hours a day. How much does he earn in 4 days?", 160),
        ("Tom earns $5 an hour for reading. He reads 3 hours a day. How much does he earn in a day?", 15),
        ("Tom reads 20 pages an hour. He reads 3 hours a day. How many pages does he read in a day?", 60),
        ("A machine makes 30 toys an hour. It runs 8 hours a day. How many toys does it make in a day?", 240),
    ],
)
def test_the_same_act_answers(lexicon, text, value):
    assert value_of(text, lexicon) == value
