"""A second doer told as a multiple of the first doer's whole day tally, a numberless opening that names
the doer, and "the day after" a lone weekday (ADR 0491, amending ADR 0484)."""

import pytest

from packs.model import Lexicon
from reader.day_tallies import read_day_tallies
from tests.reader.reading import refusal_of, value_of

TOLD = "Runa knits 6 scarves on Monday, 9 on Wednesday and 5 on Saturday."
MEASURED = "Ezio cycles 12 miles on Tuesday and 8 miles on Friday."


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # a second doer told by the first's whole tally, asked alone or both together
        (f"{TOLD} Bram knits twice as many scarves as Runa. How many scarves does Bram knit?", 40),
        (f"{TOLD} Bram knits 3 times as many as Runa does. How many scarves does Bram knit in total?", 60),
        (
            f"{TOLD} Bram knits half as many scarves as Runa. How many scarves do Runa and Bram knit in all?",
            30,
        ),
        (
            f"{TOLD} Bram knits triple as many scarves as Runa. How many scarves do Bram and Runa knit altogether?",
            80,
        ),
        (f"{MEASURED} Kiri cycles twice as far as Ezio. How many miles does Kiri cycle?", 40),
        (f"{MEASURED} Kiri cycles 3 times as much as Ezio. How many miles does Kiri cycle?", 60),
        # 'do' as the doing verb; an -ing word naming the kind with its noun
        (
            "Tova does 10 lunges on Monday and 14 on Thursday. Ugo does twice as many lunges as Tova. How many lunges did Ugo do?",
            48,
        ),
        (
            "Tova sold 4 skating boots on Monday and 6 on Friday. How many skating boots did Tova sell in all?",
            10,
        ),
        # an opening that names the doer with no number
        (
            "Ines owns a small bakery. She baked 20 rolls on Monday and 15 on Friday. How many rolls did Ines bake in all?",
            35,
        ),
        (
            "Ines runs a tea shop. She served 30 cups on Monday and 25 cups on Tuesday. How many cups did Ines serve altogether?",
            55,
        ),
        (
            "Ines likes to draw. She drew 3 maps on Monday and 4 maps on Sunday. How many maps did Ines draw in total?",
            7,
        ),
        # the day before the amount after 'and'
        ("Ines baked 20 rolls on Monday, and on Friday 15 rolls. How many rolls did Ines bake in all?", 35),
        # the day after a lone weekday
        (
            "Ines baked 20 rolls on Monday and twice that many the day after. How many rolls did Ines bake in all?",
            60,
        ),
        (
            "Ines baked 20 rolls on Friday and 12 the following day. How many rolls did Ines bake on Saturday?",
            12,
        ),
    ],
)
def test_read(text: str, value: int, lexicon: Lexicon) -> None:
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        # 'more' with a multiple; an offset (N more in all, or each day?)
        f"{TOLD} Bram knits 3 times more scarves than Runa. How many scarves does Bram knit?",
        f"{TOLD} Bram knits 4 more scarves than Runa. How many scarves does Bram knit?",
        # the second doer with a day of its own; asked of a day; 'they'; the first doer alone
        f"{TOLD} Bram knits twice as many scarves as Runa on Monday. How many scarves does Bram knit?",
        f"{TOLD} Bram knits twice as many scarves as Runa. How many scarves does Bram knit on Monday?",
        f"{TOLD} Bram knits twice as many scarves as Runa. How many scarves do they knit?",
        f"{TOLD} Bram knits twice as many scarves as Runa. How many scarves does Runa knit?",
        # another verb, another kind, 'many' of a measure, half of an odd tally
        f"{TOLD} Bram weaves twice as many scarves as Runa. How many scarves does Bram weave?",
        f"{TOLD} Bram knits twice as many hats as Runa. How many hats does Bram knit?",
        f"{MEASURED} Kiri cycles twice as many miles as Ezio. How many miles does Kiri cycle?",
        "Runa knits 6 scarves on Monday and 7 on Wednesday. Bram knits half as many scarves as Runa. How many scarves does Bram knit?",
        # a second doer before the first's days
        "Bram knits twice as many scarves as Runa. Runa knits 6 scarves on Monday and 9 on Wednesday. How many scarves does Bram knit?",
    ],
)
def test_refused(text: str, lexicon: Lexicon) -> None:
    refusal_of(text, lexicon)


@pytest.mark.parametrize(
    "text",
    [
        # a person owned: a later 'she' could be that person; a number in the opening
        "Ines has a daughter. She baked 20 rolls on Monday and 15 on Friday. How many rolls did she bake in all?",
        "Ines has 2 ovens. She baked 20 rolls on Monday and 15 on Friday. How many rolls did Ines bake in all?",
        "Ines likes to bake 5 rolls. She baked 20 rolls on Monday and 15 on Friday. How many rolls did Ines bake in all?",
        # an opening whose noun is the tally's kind: a count of one with no role
        "Ines has a roll. She baked 20 rolls on Monday and 15 on Friday. How many rolls did Ines bake in all?",
        # two day-relative days; "the day after" after two days or after 'yesterday'; "the day after Monday"
        "Ines baked 20 rolls on Monday, 12 the next day and 8 the day after. How many rolls did Ines bake in all?",
        "Ines baked 20 rolls on Monday, 12 on Wednesday and 8 the day after. How many rolls did Ines bake on Thursday?",
        "Ines baked 20 rolls yesterday and 12 the day after. How many rolls did Ines bake in all?",
        "Ines baked 20 rolls on Monday and 12 the day after Monday. How many rolls did Ines bake in all?",
    ],
)
def test_the_reading_itself_refuses(text: str, lexicon: Lexicon) -> None:
    assert read_day_tallies(text, lexicon) is None


def test_steps_tell_the_tally_and_the_multiple(lexicon: Lexicon) -> None:
    found = read_day_tallies(
        f"{TOLD} Bram knits twice as many scarves as Runa. How many scarves do Runa and Bram knit in all?",
        lexicon,
    )
    assert found is not None
    assert found.value == 60
    assert found.steps[-3:] == (
        "Runa in all: 6 + 9 + 5 = 20",
        "Bram: twice as many as Runa's 20 = 40",
        "together: 20 + 40 = 60",
    )
