"""A dummy 'it' before 'takes' or 'costs' and an infinitive: a time or price per one doing (ADR 0079)."""

from fractions import Fraction

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("It takes 4 minutes to peel a melon. How many minutes will it take to peel 6 melons?", 24),
        ("It takes Nora 3 hours to sew a quilt. How many hours will it take her to sew 2 quilts?", 6),
        ("It took Nora 3 hours to sew a quilt. How many minutes will it take Nora to sew 2 quilts?", 360),
        ("It costs $3 to clean a kayak. How much does it cost to clean 5 kayaks?", 15),
        ("It will cost $10 to frame 2 photos. How much money will it cost to frame 3 photos?", 15),
        ("It takes 6 lemons to make a jug. How many lemons does it take to make 4 jugs?", 24),
        ("It takes 5 minutes to peel a melon. How long will it take to peel 3 melons?", 15),
        ("It takes 30 seconds to fold a towel. How many minutes will it take to fold 8 towels?", 4),
    ],
)
def test_dummy_it_rates_scale_by_the_asked_count(text, value, lexicon):
    assert value_of(text, lexicon) == Fraction(value)


@pytest.mark.parametrize(
    "text",
    [
        # no count of the activity
        "It takes 4 minutes to peel melons. How many minutes will it take to peel 6 melons?",
        # negation
        "It does not take 4 minutes to peel a melon. How many minutes will it take to peel 6 melons?",
        # two durations in one sentence
        "It takes 4 minutes to peel a melon and 2 minutes to cut it. How many minutes will it take to peel 6 melons?",
        # another holder, another verb, another noun, another kind of amount
        "It takes Nora 3 hours to sew a quilt. How many hours will it take Max to sew 2 quilts?",
        "It takes Nora 3 hours to sew a quilt. How many hours will it take to sew 2 quilts?",
        "It takes 4 minutes to peel a melon. How many minutes will it take to cut 6 melons?",
        "It takes 4 minutes to peel a melon. How many minutes will it take to peel 6 pears?",
        "It costs $3 to clean a kayak. How many hours does it take to clean 5 kayaks?",
        "It takes 4 minutes to peel a melon. How much does it cost to peel 6 melons?",
        # two rates for the same doing
        "It takes Ann 4 minutes to peel a melon. It takes Max 6 minutes to peel a melon. "
        "How many minutes will it take to peel 2 melons?",
        # a narrower noun in the question than in the rate, or the reverse
        "It costs $3 to clean a red kayak. How much does it cost to clean 5 kayaks?",
        "It costs $3 to clean a kayak. How much does it cost to clean 5 red kayaks?",
        # an unknown count
        "It takes 4 minutes to peel a melon. How many minutes will it take to peel all of the melons?",
        # a fractional count of things made
        "It takes 6 lemons to make a jug. How many lemons does it take to make 2.5 jugs?",
        # a thing named earlier that 'it' may stand for
        "The wagon holds 8 bags. It takes 3 minutes to load a bag. How many minutes will it take to load 2 bags?",
    ],
)
def test_dummy_it_refuses_near_misses(text, lexicon):
    refusal_of(text, lexicon)  # fails if it answers


def test_whole_counts_of_things_used(lexicon):
    text = "It takes 5 lemons to make 2 jugs. How many lemons will it take to make 3 jugs?"
    assert refusal_of(text, lexicon).reason == "non_integer_count"
