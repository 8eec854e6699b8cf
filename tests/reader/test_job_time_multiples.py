"""A time told as a multiple of the one time told before it, written out and read again (ADR 0481)."""

import pytest

from packs.model import Lexicon
from reader.job_time_multiples import job_time_multiple
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # a multiple after 'and' in the statement of the told time
        (
            "It takes Nina 16 minutes to sand a plank and twice as long to sand a door. "
            "How long will it take her to sand 3 planks and 2 doors?",
            112,
        ),
        (
            "It takes Bram 2 hours to tile a step and three times as long to tile a porch. "
            "How many hours will it take him to tile 4 steps and 1 porch?",
            14,
        ),
        # half, and 'as much time'
        (
            "It takes Lou 30 minutes to wash a car and half as much time to wash a van. "
            "How long does it take him to wash 2 cars and 2 vans?",
            90,
        ),
        # so many of the unit more or less
        (
            "It takes Ines 20 minutes to glaze a vase and 5 minutes longer to glaze a bowl. "
            "How long will it take her to glaze 2 vases and 4 bowls?",
            140,
        ),
        # a time of no one, asked of no one
        (
            "It takes 40 seconds to fill a jug and twice as long to fill a bucket. "
            "How long does it take to fill 3 jugs and 2 buckets?",
            280,
        ),
    ],
)
def test_read(text: str, value: int, lexicon: Lexicon) -> None:
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        # the told time is for several things: twice as long per what?
        "It takes Nina 16 minutes to sand 2 planks and twice as long to sand a door. "
        "How long will it take her to sand 4 planks and 2 doors?",
        # two times before the multiple: of which is it?
        "It takes Nina 16 minutes to sand a plank, 4 minutes to paint a plank, and twice as long to sand a door. "
        "How long will it take her to sand 3 planks and 2 doors?",
        # 'N times longer' may be N or N + 1 times
        "It takes Bram 2 hours to tile a step and three times longer to tile a porch. "
        "How many hours will it take him to tile 4 steps and 1 porch?",
        # another unit, not converted; nothing or less left
        "It takes Ines 20 minutes to glaze a vase and 1 hour longer to glaze a bowl. "
        "How long will it take her to glaze 2 vases and 4 bowls?",
        "It takes Ines 20 minutes to glaze a vase and 25 minutes less to glaze a bowl. "
        "How long will it take her to glaze 2 vases and 4 bowls?",
        # people, not a time; days
        "It takes 3 people to move a desk and twice as many people to move a piano. "
        "How many people are needed to move 2 desks and 1 piano?",
        "It takes Bram 2 days to tile a step and twice as long to tile a porch. "
        "How many days will it take him to tile 4 steps and 1 porch?",
        # a multiple told before any time: of which time?
        "It takes Lou twice as long to wash a van. It takes him 30 minutes to wash a car. "
        "How long does it take him to wash 2 cars and 2 vans?",
        # a trailing comparison names the time again
        "It takes Lou 30 minutes to wash a car and twice as long to wash a van as a truck. "
        "How long does it take him to wash 2 cars and 2 vans?",
    ],
)
def test_refused(text: str, lexicon: Lexicon) -> None:
    refusal_of(text, lexicon)


def test_retelling_writes_the_time_out(lexicon: Lexicon) -> None:
    found = job_time_multiple(
        "It takes Nina 16 minutes to sand a plank and half as long to sand a door. "
        "How long will it take her to sand 3 planks and 2 doors?",
        lexicon,
    )
    assert found is not None
    assert found.text.startswith("It takes Nina 16 minutes to sand a plank and 8 minutes to sand a door.")
    assert found.steps == ("'half as long' of the time told: 8 minutes",)


def test_other_shapes_are_left_to_the_chain(lexicon: Lexicon) -> None:
    assert (
        job_time_multiple("It takes Nina 16 minutes to sand a plank. How long for 3 planks?", lexicon) is None
    )
    assert (
        job_time_multiple(
            "If it takes Nina 16 minutes to sand a plank and twice as long to sand a door, "
            "how long will it take her to sand 3 planks and 2 doors?",
            lexicon,
        )
        is None
    )
