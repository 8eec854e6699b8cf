"""'It takes' rates named by several words, told per a thing, and times that doers may share (ADR 0354).

Answered: counted things with adjectives, a noun before the head or a dozen ("15 fox furs", "2 dozen
candles"), and "AMOUNT per THING to VERB <the job>". Refused: the things asked with other modifiers,
another verb, a job that is not the doer's, and a time scaled where other things are counted or several
people are read (ovens, workers, helpers: the doings may run at once), weather 'it', 'the' for the job.
"""

from fractions import Fraction

import pytest

from tests.reader.reading import refusal_of, value_of

ANSWERED = [
    (
        "It takes 14 fox furs to make a cloak. How many fox furs does it take to make 3 cloaks?",
        Fraction("42"),
    ),
    (
        "It takes 2 dozen candles to make a display. How many candles does it take to make 3 displays?",
        Fraction("72"),
    ),
    ("It takes a dozen apples to bake a pie. How many apples are needed to bake 5 pies?", Fraction("60")),
    (
        "If it takes 16 clay bricks to build a wall, how many clay bricks does it take to build 3 walls?",
        Fraction("48"),
    ),
    (
        "It takes Rita 4 minutes per shirt to fold the laundry. How many minutes does it take her to fold 9 shirts?",
        Fraction("36"),
    ),
    (
        "It takes Sam 3 minutes per problem to do his homework. How many hours does it take him to do 40 problems?",
        Fraction("2"),
    ),
    ("It costs $6 per tire to fix the tires. How much does it cost to fix 4 tires?", Fraction("24")),
    (
        "It takes Ann 30 minutes to bake a cake. How many minutes does it take her to bake 3 cakes?",
        Fraction("90"),
    ),
    (
        "It takes 3 cups of flour to bake a cake. Ann has 2 ovens. How many cups of flour does it take to bake 5 cakes?",
        Fraction("15"),
    ),
]

REFUSED = [
    (
        "It takes 14 fox furs to make a cloak. How many furs does it take to make 3 cloaks?",
        "unresolved_pronoun",
    ),
    (
        "It takes 14 fox furs to make a cloak. How many mink furs does it take to make 3 cloaks?",
        "unresolved_pronoun",
    ),
    (
        "It takes 2 dozen candles to make a display. How many lamps does it take to make 3 displays?",
        "unresolved_pronoun",
    ),
    (
        "It takes Rita 4 minutes per shirt to fold the laundry. How many minutes does it take her to iron 9 shirts?",
        "unresolved_pronoun",
    ),
    (
        "It takes Rita 4 minutes per shirt to fold the laundry with a friend. How many minutes does it take her to fold 9 shirts?",
        "unresolved_pronoun",
    ),
    (
        "It takes Rita 4 minutes per shirt to fold his laundry. How many minutes does it take her to fold 9 shirts?",
        "unresolved_pronoun",
    ),
    (
        "Ann has 3 ovens. It takes her 30 minutes to bake a cake. How many minutes does it take her to bake 6 cakes?",
        "underdetermined",
    ),
    (
        "Ann has 3 ovens. It takes her 30 minutes to bake a cake. How many cakes can she bake in 2 hours?",
        "unit_mismatch",
    ),
    (
        "There are 5 workers. It takes 2 hours to pave a path. How long does it take to pave 10 paths?",
        "underdetermined",
    ),
    (
        "The cooks make soup. It takes 20 minutes to make a pot of soup. How many minutes does it take to make 3 pots of soup?",
        "underdetermined",
    ),
    (
        "It takes Ann 30 minutes to bake a cake. She has 3 helpers. How many minutes does it take her to bake 6 cakes?",
        "underdetermined",
    ),
    ("It snowed 2 inches per hour for 5 hours. How many inches did it snow?", "unresolved_pronoun"),
    ("It costs $40 to fix the sink. How much does it cost to fix 3 sinks?", "unresolved_pronoun"),
    (
        "It takes 2 tow trucks to pull a bus. How many tow trucks does it take to pull 3 buses?",
        "unresolved_pronoun",
    ),
    (
        "It takes 3 horses to pull a cart. How many horses does it take to pull 4 carts?",
        "unresolved_pronoun",
    ),  # red team 0358
    (
        "It takes 2 keys to open a lock. How many keys does it take to open 5 locks?",
        "unresolved_pronoun",
    ),  # red team 0358
    (
        "It takes 4 trucks to move a house. How many trucks does it take to move 3 houses?",
        "unresolved_pronoun",
    ),  # red team 0358
    (
        "It takes 3 ovens to bake a cake. How many ovens does it take to bake 4 cakes?",
        "unresolved_pronoun",
    ),  # red team 0358
    (
        "It takes 2 hammers to build a shed. How many hammers does it take to build 3 sheds?",
        "unresolved_pronoun",
    ),  # red team 0358
]


@pytest.mark.parametrize(("text", "value"), ANSWERED)
def test_the_rate_scales_by_the_asked_count(text, value, lexicon):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(("text", "reason"), REFUSED)
def test_near_misses_refuse(text, reason, lexicon):
    assert refusal_of(text, lexicon).reason == reason
