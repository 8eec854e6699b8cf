"""A machine that works at a rate: its working time turned into what it makes (ADR 0199)."""

import pytest

from tests.reader.reading import refusal_of, value_of

RATE = "A cookie machine can bake 8 cookies a minute."
DAYS = f"{RATE} It worked for 10 minutes yesterday and for 3 minutes today."


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (f"{RATE} It worked for 10 minutes. How many cookies did the machine bake?", 80),
        # SVAMP drops the article: "did machine make" is the one machine read before
        (f"{RATE} It worked for 10 minutes. How many cookies did machine bake?", 80),
        # the time first, the ability after
        (
            "A robot worked for 6 minutes. It can build 5 boxes a minute. How many boxes did the robot build?",
            30,
        ),
        # 'ran' is a machine's working too, and hours convert to the rate's minutes
        (f"{RATE} It ran for 2 hours. How many cookies did the machine bake?", 960),
        # yesterday and today tag the durations, and the question picks one day
        (f"{DAYS} How many cookies did the machine bake today?", 24),
        (f"{DAYS} How many cookies did the machine bake yesterday?", 80),
        (f"{DAYS} How many cookies did the machine bake?", 104),
        # a count made on another day is not today's
        (
            "A brick machine made 12 bricks yesterday. It can make 20 bricks a minute. "
            "It worked for 3 minutes today. How many bricks did the machine make today?",
            60,
        ),
        # plain amounts tagged by bare days
        ("Rob picked 6 figs yesterday. He picked 4 figs today. How many figs did he pick today?", 4),
    ],
)
def test_a_machine_makes_what_its_time_allows(lexicon, text, value):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # no time of the asked day
        (
            f"{RATE} It worked for 10 minutes yesterday. How many cookies did the machine bake today?",
            "underdetermined",
        ),
        # an untagged duration may have been today's
        (
            f"{RATE} It worked for 10 minutes. It worked for 4 minutes today. How many cookies did the machine bake today?",
            "underdetermined",
        ),
        # two things: 'it' is not bound
        (
            f"{RATE} A bread machine can bake 2 loaves a minute. It worked for 10 minutes. "
            "How many cookies did the cookie machine bake?",
            "ambiguous_pronoun_referent",
        ),
        # a person's working is not the machine's
        (f"{RATE} Nora worked for 10 minutes. How many cookies did the machine bake?", "underdetermined"),
        # two abilities: which did its time go to?
        (
            f"{RATE} It can bake 6 cakes a minute. It worked for 10 minutes. How many cookies did the machine bake?",
            "underdetermined",
        ),
        # a person who 'worked' may have done other work than the rate's
        (
            "Mia can make 6 shirts a minute. She worked for 5 minutes. How many shirts did Mia make?",
            "underdetermined",
        ),
        # a day is not 24 hours of work
        (
            "A cookie machine can bake 8 cookies an hour. It worked for 3 days. How many cookies did the machine bake?",
            "underdetermined",
        ),
        # a repetition, not two durations
        (
            f"{RATE} It worked for 2 hours for 3 days. How many cookies did the machine bake?",
            "unsupported_operation",
        ),
        # a day beside a part of a day
        (
            f"{RATE} It worked for 10 minutes yesterday and for 4 minutes this morning. "
            "How many cookies did the machine bake today?",
            "underdetermined",
        ),
        # a duration and a count of shirts: not two durations
        (
            "An oven can bake 6 pies a minute. It worked for 12 minutes yesterday and for 14 pies today. "
            "How many pies did the oven bake altogether?",
            "unsupported_operation",
        ),
    ],
)
def test_unsure_machines_refuse(lexicon, text, reason):
    assert refusal_of(text, lexicon).reason == reason
