"""What one job takes, told with 'It takes', scaled to a count of such jobs (ADR 0459)."""

from fractions import Fraction

import pytest

from packs.model import Lexicon
from reader.it_takes_scaled import it_takes_scaled
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # several jobs, each told once, added over a list of counts
        (
            "It takes Hesper 4 minutes to dust a lamp, 6 minutes to dust a shelf, and 3 minutes to dust a "
            "frame. How long will it take her to dust 5 lamps, 2 shelves and 4 frames?",
            44,
        ),
        (
            "It takes Corin 40 minutes to tile a step and 80 minutes to tile a wall. How many hours will it "
            "take him to tile 3 steps and 3 walls?",
            6,
        ),
        # a possessive and a describing word in the thing's name
        (
            "It takes Corin 2 hours to build a dog's kennel and 3 hours to build a garden bench. How long "
            "does it take him to build 2 dog's kennels and one garden bench?",
            7,
        ),
        # the jobs done told in a fronted clause, the time asked with 'spend'
        (
            "It takes Hesper 6 minutes to wrap a vase and 2 minutes to wrap a card. If she wraps 3 vases and 5 "
            "cards, how long does she spend wrapping in total?",
            28,
        ),
        # repeats: "N times", asked again with the words left out or 'it' for the place
        (
            "It takes Corin 30 minutes to swim across the lake 6 times. How long would it take Corin to "
            "swim 4 times?",
            20,
        ),
        (
            "It takes Hesper 14 minutes to walk around the garden 2 times. How many minutes will it take her "
            "to walk around it 5 times?",
            35,
        ),
        # a scene sentence and "at the same rate"
        (
            "Corin is stacking crates. It takes him 10 minutes to stack 4 crates. If he keeps stacking at the same "
            "rate, how long will it take him to stack 18 crates?",
            45,
        ),
        # a stuff used up by each job
        (
            "It takes 6 yards of lace to trim a dress and 2 yards to trim a collar. How many yards of lace does "
            "it take to trim 3 dresses and 4 collars?",
            26,
        ),
        (
            "It takes 3 cups of oats to bake a tray and 2 cups to bake a loaf. How much oats does Hesper "
            "need to bake 4 trays and 3 loaves?",
            18,
        ),
        # a count done in a time, whole
        ("It takes Hesper 3 hours to sew a quilt. How many quilts can she sew in 12 hours?", 4),
        ("It takes Corin 15 minutes to carve 2 spoons. How many spoons can he carve in 2 hours?", 16),
        # seconds asked in minutes
        (
            "It takes Hesper 45 seconds to peel a potato and 15 seconds to peel a carrot. How many minutes will "
            "it take her to peel 4 potatoes and 8 carrots?",
            5,
        ),
    ],
)
def test_counted_jobs_scale_what_one_job_takes(text: str, value, lexicon: Lexicon) -> None:
    assert value_of(text, lexicon) == Fraction(value)


@pytest.mark.parametrize(
    "text",
    [
        # a second doer: times may run side by side
        "It takes Hesper 4 minutes to dust a lamp. How long will it take Corin to dust 5 lamps?",
        "It takes Hesper 4 minutes to dust a lamp and Corin 6 minutes to dust a shelf. How long will it take "
        "her to dust 5 lamps and 2 shelves?",
        "It takes 4 minutes to dust a lamp and 6 minutes to dust a shelf. How long will it take them to dust 5 "
        "lamps and 2 shelves?",
        # a time of no one asked of a doer (ADR 0324)
        "It takes 4 minutes to dust a lamp and 6 minutes to dust a shelf. How long will it take Hesper to dust "
        "5 lamps and 2 shelves?",
        # a count of people or things used again: the same ones may do the next job (ADR 0309, ADR 0358)
        "It takes 4 people to move a sofa and 2 people to move a chair. How many people are needed to move 3 "
        "sofas and 2 chairs?",
        "It takes 2 trucks to move a shed. How many trucks are needed to move 5 sheds?",
        # days: a thing may grow by itself; calendar time
        "It takes 3 days for Corin to build a raft. How many days will it take to build 2 rafts?",
        # a fixed part and a rate per thing
        "It takes Corin 10 minutes to set up and 4 minutes to glaze a bowl. How long will it take him to glaze "
        "5 bowls?",
        # several at a time
        "It takes Corin 10 minutes to glaze 2 bowls at a time. How long will it take him to glaze 6 bowls?",
        # a count done in a time that is not whole
        "It takes Hesper 3 hours to sew a quilt. How many quilts can she sew in 10 hours?",
        # a thing asked that was not told, the same thing twice
        "It takes Hesper 4 minutes to dust a lamp. How long will it take her to dust 5 lamps and 2 shelves?",
        "It takes Hesper 4 minutes to dust a lamp and 6 minutes to dust a shelf. How long will it take her to "
        "dust 5 lamps and 2 lamps?",
        # another place for the repeats
        "It takes Hesper 14 minutes to walk around the garden 2 times. How long will it take her to walk "
        "around the park 5 times?",
        # two stuffs in one total
        "It takes 6 yards of lace to trim a dress and 2 yards of ribbon to trim a collar. How many yards does "
        "it take to trim 3 dresses and 4 collars?",
        # a scene with a count or a second person
        "Corin is stacking 8 crates. It takes him 10 minutes to stack 4 crates. How long will it take him to "
        "stack 18 crates?",
        "Corin is stacking crates with his uncle. It takes him 10 minutes to stack 4 crates. How long will it "
        "take him to stack 18 crates?",
        # a time told of one doer asked of no one (ADR 0309's probes)
        "It takes 30 minutes for Corin to swim across the lake 6 times. How long would it take to swim 4 times?",
        # two jobs on the same things: which one does a count scale?
        "It takes Corin 20 minutes to wash a big dog and 10 minutes to wash a small dog. How long will it take "
        "him to wash 3 big dogs?",
        # a supposition of several rates (ADR 0309)
        "If it takes Corin 2 hours to build a kennel and 3 hours to build a bench, how long does it take him "
        "to build 2 kennels and one bench?",
        # minutes and hours in one "How long"
        "It takes Corin 40 minutes to tile a step and 2 hours to tile a wall. How long will it take him to "
        "tile 3 steps and 3 walls?",
    ],
)
def test_near_misses_keep_the_refusal(text: str, lexicon: Lexicon) -> None:
    assert it_takes_scaled(text, lexicon) is None
    assert refusal_of(text, lexicon) is not None


def test_the_derivation_tells_each_part(lexicon: Lexicon) -> None:
    found = it_takes_scaled(
        "It takes Hesper 4 minutes to dust a lamp and 6 minutes to dust a shelf. How long will it take her to "
        "dust 5 lamps and 2 shelves?",
        lexicon,
    )
    assert found is not None
    assert found.value == 32
    assert found.unit == "minute"
    assert len(found.steps) == 3
