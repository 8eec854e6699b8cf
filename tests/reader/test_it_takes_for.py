"""'It takes AMOUNT for <doer> to VERB ...', read as 'It takes <doer> AMOUNT to VERB ...' (ADR 0341).

The answered cases are ADR 0079's and ADR 0324's readings with the doer after 'for'; the near misses
(a thing or two people after 'for', a list of rates, a place after the count, another doer asked, a
pronoun with no one or two people to stand for, an inexact unit) refuse.
"""

from fractions import Fraction

import pytest

from tests.reader.reading import refusal_of, value_of

ANSWERED = [
    ("It takes 30 minutes for Ann to bake a cake. How many minutes will it take her to bake 4 cakes?", 120),
    ("It takes 30 minutes for Ann to bake a cake. How many hours will it take her to bake 4 cakes?", 2),
    ("It took 2 hours for Leo to paint a fence. How long will it take for him to paint 3 fences?", 6),
    (
        "It takes 45 minutes for Ava to paint a room. How many hours will it take her to paint 3 rooms?",
        Fraction("2.25"),
    ),
    ("It takes 2 hours for Zoe to paint 3 rooms. How many minutes will it take her to paint 4 rooms?", 160),
    ("It takes 3 hours for Nina to paint a room. How many rooms can she paint in 12 hours?", 4),
    ("It takes 40 minutes for Dev to mow a lawn. How many hours does he need to mow 6 lawns?", 4),
    (
        "It takes 10 minutes for Lily to wrap a gift. She wraps 9 gifts. How many minutes does she spend wrapping gifts?",
        90,
    ),
    ("It takes 3 cups of flour for Kim to bake a loaf. How many cups will it take her to bake 5 loaves?", 15),
    ("It takes Ann 2 hours to paint a room. How long will it take for Ann to paint 3 rooms?", 6),
    (
        "Ann likes art. It takes 2 hours for her to paint a room. How long will it take her to paint 3 rooms?",
        6,
    ),
]

REFUSED = [
    (
        "It takes 30 minutes for Ann to bake a cake. How many minutes will it take Bob to bake 4 cakes?",
        "unresolved_pronoun",
    ),
    (
        "It takes 30 minutes for the oven to bake a cake. How many minutes will it take to bake 4 cakes?",
        "unresolved_pronoun",
    ),
    (
        "It takes 30 minutes for Ann and Bob to bake a cake. How many minutes will it take them to bake 4 cakes?",
        "unresolved_pronoun",
    ),
    (
        "It takes 2 hours for Ann to paint a room and 3 hours for Bob to paint a room. How long will it take Ann to paint 3 rooms?",
        "unresolved_pronoun",
    ),
    (
        "It takes 2 hours for Ann to paint a room, and 1 hour to paint a door. How long will it take Ann to paint 3 rooms?",
        "unresolved_pronoun",
    ),
    (
        "It takes 2 hours for Ann to paint a room on Monday. How long will it take her to paint 3 rooms?",
        "unresolved_pronoun",
    ),
    (
        "It takes 2 hours for Ann to paint a room. How long will it take for Bob to paint 3 rooms?",
        "unexpected_category",
    ),
    (
        "It takes 2 hours for Ann to paint a room. How long will it take for them to paint 3 rooms?",
        "unexpected_category",
    ),
    (
        "It takes 2 hours to paint a room. How long will it take for Ann to paint 3 rooms?",
        "unexpected_category",
    ),
    (
        "It takes 2 hours for her to paint a room. How long will it take her to paint 3 rooms?",
        "unresolved_pronoun",
    ),
    (
        "Ann and Bob like art. It takes 2 hours for her to paint a room. How long will it take her to paint 3 rooms?",
        "unfinished_frame",
    ),
    (
        "The car is red. It takes 2 hours for Ann to wash it. How long will it take her to wash 3 cars?",
        "unexpected_category",
    ),
    (
        "It takes 2 hours for Ann to paint a room. Bob paints 3 rooms. How many hours does Bob spend painting rooms?",
        "untaught_verb_role",
    ),
    (
        "It takes 1 hour for the dough to rise. How long will it take for 3 balls of dough to rise?",
        "unresolved_pronoun",
    ),
    (
        ("It takes 30 minutes for Mary to walk to the shop 5 times. How long would it take to walk 2 times?"),
        "unresolved_pronoun",
    ),
    (
        "It takes 40 minutes for Ann to bake a cake. How many hours will it take her to bake 4 cakes?",
        "unsupported_operation",
    ),
    (
        "It takes 2 hours for Ann to paint a room. How many days will it take her to paint 3 rooms?",
        "unsupported_operation",
    ),
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_a_time_for_a_doer_scales_like_the_doers_time(text, value, lexicon):
    assert value_of(text, lexicon) == Fraction(value)


@pytest.mark.parametrize(("text", "reason"), REFUSED)
def test_near_misses_refuse(text, reason, lexicon):
    assert refusal_of(text, lexicon).reason == reason
