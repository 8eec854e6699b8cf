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


# ADR 0116: what a resource is of, 'needed' questions, a leading 'if', how many within a time, exact conversions


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (
            "Nell can read 9 pages of a story in 15 minutes. How many hours will it take her to read 72 pages?",
            2,
        ),
        ("It takes Abe 6 minutes to rake 2 beds. How many hours will it take him to rake 40 beds?", 2),
        ("It takes Abe 6 minutes to rake a bed. How many seconds will it take him to rake 3 beds?", 1080),
        ("It takes 2 jars of jam to fill a tart. How many jars of jam does it take to fill 6 tarts?", 12),
        ("It takes 2 jars of jam to fill a tart. How many jars will it take to fill 5 tarts?", 10),
        ("It takes 2 jars of jam to fill a tart. How many jars are needed for 8 tarts?", 16),
        (
            "It takes 3 meters of cord to hang a lamp. How many meters of cord will be needed to hang 4 lamps?",
            12,
        ),
        (
            "It takes 3 meters of cord to hang a lamp. How many centimeters of cord are needed for 2 lamps?",
            600,
        ),
        ("If it takes 5 nails to fix a crate, how many nails are needed for 7 crates?", 35),
        ("If it takes 4 minutes to rinse a jar, how many minutes will it take to rinse 9 jars?", 36),
        ("It takes Abe 15 minutes to rake a bed. How many beds can he rake in 2 hours?", 8),
        ("If it takes 6 minutes to rinse a jar, how many jars can you rinse in 1 hour?", 10),
    ],
)
def test_it_takes_resources_needs_and_times(text, value, lexicon):
    assert value_of(text, lexicon) == Fraction(value)


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # 130 minutes is no exact number of hours; days of work have no stated length
        (
            "It takes Abe 10 minutes to rake a bed. How many hours will it take him to rake 13 beds?",
            "unsupported_operation",
        ),
        (
            "It takes Abe 4 hours to build a shed. How many days will it take him to build 6 sheds?",
            "unsupported_operation",
        ),
        # another content, another noun, another person
        (
            "It takes 2 jars of jam to fill a tart. How many jars of honey does it take to fill 6 tarts?",
            "unresolved_pronoun",
        ),
        (
            "It takes 2 jars of jam to fill a tart. How many jars are needed for 8 pies?",
            "unsupported_operation",
        ),
        (
            "It takes Abe 6 minutes to rake a bed. How many minutes will it take her to rake 3 beds?",
            "unresolved_pronoun",
        ),
        # some of the asked things are held: 'needed' may mean the missing ones
        (
            "It takes 5 nails to fix a crate. Jo has 9 nails. How many nails are needed for 7 crates?",
            "unsupported_operation",
        ),
        # a count of things that is not whole, a doer who is not the rate's
        (
            "It takes Abe 15 minutes to rake a bed. How many beds can he rake in 50 minutes?",
            "non_integer_count",
        ),
        (
            "It takes Abe 15 minutes to rake a bed. How many beds can she rake in 2 hours?",
            "unresolved_pronoun",
        ),
        ("It takes 15 minutes to rake a bed. How many beds can he rake in 2 hours?", "unresolved_pronoun"),
        # a day of work has no stated length
        ("It takes Abe 5 hours to rake a field. How many fields can he rake in 10 days?", None),
    ],
)
def test_it_takes_refusals_of_adr_0116(text, reason, lexicon):
    refusal = refusal_of(text, lexicon)
    if reason is not None:
        assert refusal.reason == reason
