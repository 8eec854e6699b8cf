"""'that amount' read more widely: told words carried, measure nouns, spelled fractions, no factor (ADR 0340)."""

from fractions import Fraction

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the told amount's words carried over: a compound noun, an adjective
        ("Jo ate 10 pizza rolls and Al ate twice that amount. How many pizza rolls did Al eat?", 20),
        ("Mia picked 12 red apples and Leo picked half that many. How many red apples did Leo pick?", 6),
        # the phrase's own noun with an adjective
        ("A farm has 8 brown cows and twice that many white goats. How many white goats are there?", 16),
        # a noun that names the told measure: time after minutes, money after dollars
        (
            "Ben jogged 30 minutes on Monday and twice that amount of time on Tuesday. How many minutes did Ben jog?",
            90,
        ),
        (
            "Jo spends 9 hours playing games and 1/3 that much time studying. How many hours does Jo spend studying?",
            3,
        ),
        (
            "Nell earned $40 on Saturday and half that amount of money on Sunday. How much money did Nell earn?",
            60,
        ),
        # a measure of one thing, then the same measure of another
        ("Jim buys 20 pounds of beef and half that much pork. How many pounds of pork does Jim buy?", 10),
        ("Tom bought 4 cups of flour and half that amount of sugar. How many cups of sugar did Tom buy?", 2),
        (
            "Jim buys 20 pounds of beef and 3 times that much. How many pounds of beef does Jim buy in all?",
            80,
        ),
        # spelled fractions with 'of'
        (
            "Lev has 90 dollars. Lev spent two thirds of that amount on rent. How many dollars did Lev spend?",
            60,
        ),
        ("Sam has 12 cards and Ann has one - third of that number. How many cards does Ann have?", 4),
        ("Ken has 24 stamps and Lia has a third of that number. How many stamps does Lia have?", 8),
        # no factor after a verb: the amount itself
        (
            "She spent $10 on Monday and spent that much again on Tuesday. How much money did she spend in all?",
            20,
        ),
        ("Rex picked 18 plums and Tia picked that many. How many plums did they pick in all?", 36),
        ("Sam has 12 cards. Ann has that many cards. How many cards does Ann have?", 12),
    ],
)
def test_that_amount_is_read(lexicon, text, expected):
    assert value_of(text, lexicon) == Fraction(expected)


@pytest.mark.parametrize(
    "text",
    [
        # two amounts that could be meant
        "Ken has 12 red pens and 8 blue pens and Lia has half that many. How many pens does Lia have?",
        "Sam had 10 apples. He ate 4. Ann ate half that many. How many apples did Ann eat?",
        # a price or a rate before a count
        "A pen costs $3. Lia bought twice that many pens. How many pens did Lia buy?",
        "Ann earns $12 per hour and Ben earns half that much. How much does Ben earn per hour?",
        "Ken earned $5 and Lia earned twice that many. How much money did Lia earn?",
        # a noun of another measure, or a measure noun after a measure of a thing
        "Ken ran 4 miles and Lia ran twice that amount of time. How many miles did Lia run?",
        "Sam slept 8 hours and Ann slept half that many minutes. How many minutes did Ann sleep?",
        "Sam has 10 apples and twice that much money. How much money does Sam have?",
        "Ken bought 5 pounds of rice and half that much weight. How many pounds did Ken buy?",
        "James buys 20 pounds of beef and twice that many chickens. How many chickens does James buy?",
        # the phrase is not the whole amount, or 'that' opens a clause
        "Ken picked 12 apples and Lia picked that many more. How many apples did Lia pick?",
        "Sam has 10 cards and Ann has twice that many plus 3. How many cards does Ann have?",
        "Ken picked 12 apples. He found that many were rotten. How many apples were rotten?",
        "Sam picked 12 apples. Ann knows that many apples fell. How many apples did Ann pick?",
        # fractions that are not spelled as a part of that amount
        "Sam has 12 cards and Ann has two thirds that number. How many cards does Ann have?",
        "Sam has 12 cards and Ann has the third of that number. How many cards does Ann have?",
        "Sam has 10 cards and Ann has two thirds of that number. How many cards does Ann have?",
    ],
)
def test_that_amount_refuses(lexicon, text):
    refusal = refusal_of(text, lexicon)
    assert (refusal.reason, refusal.token_text) == ("unexpected_category", "that")
