"""One person's doing in two periods, the second told against the first with no 'than' (ADR 0474)."""

import pytest

from packs.model import Lexicon
from reader.period_changes import read_period_changes
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # a percentage more or less, the total over both periods
        (
            "Ines baked 40 rolls last week. She baked 25% more rolls this week. "
            "How many rolls did she bake in total for both weeks?",
            90,
        ),
        (
            "Gus burned 12 liters of oil this month. Last month he burned 25% less. How much oil did he burn in all?",
            21,
        ),
        # the second period asked alone
        (
            "Orla picked 30 plums yesterday. Today she picked 10% fewer. How many plums did she pick today?",
            27,
        ),
        # a multiple, told with 'as' or 'that'
        (
            "On Monday, Teo wrote 14 poems. On Tuesday he wrote half as many. How many poems did Teo write on Tuesday?",
            7,
        ),
        (
            "Bea sold 9 hats last year. She sold twice that many the year before. How many hats has Bea sold in the last two years?",
            27,
        ),
        # a difference, and 'more' with 'than' the first period
        (
            "Ravi swam 20 laps on the first day. He swam 4 fewer laps on the second day. How many laps did he swim in two days?",
            36,
        ),
        (
            "Ravi swam 20 laps on the first day. He swam 4 more laps on the second day than on the first day. How many laps did he swim altogether?",
            44,
        ),
        # money and a measure
        (
            "Lola earned $30 in May. In June she earned $12 more than in May. How much money did Lola earn in the two months?",
            72,
        ),
        ("Abe hiked 8 miles yesterday. Today he hiked 3 miles less. How many miles did Abe hike today?", 5),
        # a person told by a noun, then 'she'
        (
            "A farmer sold 15 pumpkins last month. This month she sold 20% more. How many pumpkins did the farmer sell altogether?",
            33,
        ),
    ],
)
def test_read(text: str, value: int, lexicon: Lexicon) -> None:
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        # "5 more" without 'than' is what was added, and a 'than' naming another time
        "Ravi swam 20 laps on Monday. On Tuesday he swam 5 more. How many laps did he swim this week?",
        "Ines baked 40 rolls last week. She baked 25% more this week than last year. How many rolls did she bake in all?",
        # a non-whole count
        "Orla picked 31 plums yesterday. Today she picked 10% fewer. How many plums did she pick today?",
        # another person, or a pronoun that does not agree
        "Orla picked 30 plums yesterday. Today Max picked 10% fewer. How many plums did Orla pick in all?",
        "Abe hiked 8 miles yesterday. Today she hiked 3 miles less. How many miles did Abe hike today?",
        # a holding does not add up over periods
        "Gus had 40 stamps last week. This week he had 25% more. How many stamps did he have in total?",
        # no period and no total asked, or a span of another unit
        "Orla picked 30 plums yesterday. Today she picked 10% fewer. How many plums did she pick?",
        "Orla picked 30 plums yesterday. Today she picked 10% fewer. How many plums did she pick in both weeks?",
        # another thing asked than the one told
        "Orla picked 30 plums yesterday. Today she picked 10% fewer. How many pears did she pick in all?",
    ],
)
def test_refused(text: str, lexicon: Lexicon) -> None:
    refusal_of(text, lexicon)


def test_reading_gives_its_steps(lexicon: Lexicon) -> None:
    found = read_period_changes(
        "Ines baked 40 rolls last week. She baked 25% more rolls this week. How many rolls did she bake in all?",
        lexicon,
    )
    assert found is not None
    assert found.value == 90 and found.unit == "roll"
    assert found.steps == ("this week: 40 x 5/4 = 50", "both weeks: 40 + 50 = 90")


def test_reading_leaves_other_shapes_to_the_chain(lexicon: Lexicon) -> None:
    assert (
        read_period_changes("Ines baked 40 rolls last week. How many rolls did she bake last week?", lexicon)
        is None
    )
    assert (
        read_period_changes(
            "Ines baked 40 rolls last week. She baked 10 rolls this week. How many rolls did she bake in all?",
            lexicon,
        )
        is None
    )
