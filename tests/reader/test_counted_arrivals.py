"""A counted group moving to or from a named place: the place gains or loses it (ADR 0086, 0087)."""

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("There are 4 gulls on the pier. 6 more gulls land on the pier. How many gulls are on the pier?", 10),
        (
            "There are 4 gulls on the pier. 3 gulls flew away from the pier. How many gulls are on the pier?",
            1,
        ),
        ("There are 4 gulls on the pier. 3 gulls flew to the pier. How many gulls are on the pier now?", 7),
        ("5 scouts went to the hall. 8 more scouts went to the hall. How many scouts went to the hall?", 13),
        ("5 scouts went to the hall. 8 scouts went to the gym. How many scouts went to the hall?", 5),
        ("There were 3 goats in the pen. 2 goats came to the pen. How many goats came to the pen?", 2),
        ("Mo has 6 pens. 5 moths landed on the lamp. How many pens does Mo have?", 6),
        # ADR 0087: the place named in a question picks its own arrivals
        ("4 kids got on the bus. 6 kids got on the train. How many kids got on the bus?", 4),
    ],
)
def test_the_place_gains_or_loses_the_group(text, value, lexicon):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # no place: where did they come?
        (
            "There are 4 gulls on the pier. 6 more gulls came. How many gulls are on the pier?",
            "incomplete_operation",
        ),
        # 'in' after a travel verb says where they swam, not where they went
        (
            "There are 4 seals in the bay. 2 seals swam in the bay. How many seals are in the bay?",
            "incomplete_operation",
        ),
        # a person is no place
        (
            "There are 4 gulls on the pier. 2 gulls came to Ann. How many gulls are on the pier?",
            "incomplete_operation",
        ),
        # from one place to another
        (
            "There are 4 seals in the bay. 2 seals swam from the bay to the cove. How many seals are in the bay?",
            "incomplete_operation",
        ),
        # no amount: 'they' and 'half of' leave the count unread
        (
            "There are 4 gulls on the pier. They flew away from the pier. How many gulls are on the pier?",
            "underdetermined",
        ),
        (
            "There are 4 gulls on the pier. Half of the gulls flew from the pier. How many gulls are on the pier?",
            "underdetermined",
        ),
        # money and measures do not walk
        ("$5 came to the bank. How much money is in the bank?", "incomplete_operation"),
        # ADR 0087: a place in a passive question is not read, and no longer dropped (it answered 8)
        (
            "Bo found 5 shells on the beach. Al found 3 shells in the park. How many shells were found on the beach?",
            "unused_operator",
        ),
        # more leaving than were there
        (
            "There are 4 gulls on the pier. 6 gulls flew from the pier. How many gulls are on the pier?",
            "negative_count",
        ),
    ],
)
def test_unclear_moves_refuse(text, reason, lexicon):
    assert refusal_of(text, lexicon).reason == reason


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("6 hens were in the coop. 2 more hens joined them. How many hens are in the coop?", 8),
        ("6 hens were in the coop. 2 more hens came to join them. How many hens are in the coop?", 8),
        ("6 hens were in the coop. 2 ducks joined them. How many hens are in the coop?", 6),
        (
            "6 hens were in the coop. 1 hen walked from the coop. 2 hens joined them. How many hens are in the coop?",
            7,
        ),
    ],
)
def test_joining_the_group_at_the_one_place(text, value, lexicon):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        # 'them' for a person's things is no place
        "Ivo has 6 hens. 2 more hens joined them. How many hens does Ivo have?",
        # two places: which group was joined?
        "There are 6 hens in the coop and 3 hens in the yard. 2 hens joined them. How many hens are in the coop?",
        # a person holds amounts too
        "6 hens were in the coop. Ivo has 4 hens. 2 hens joined them. How many hens are in the coop?",
    ],
)
def test_joining_refuses_without_one_place(text, lexicon):
    assert refusal_of(text, lexicon).reason == "unresolved_pronoun"
