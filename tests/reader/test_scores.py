"""A worth of each thing, persons seated at each table, one point for every N units (ADR 0239)."""

import pytest

from packs.model import Lexicon
from reader.points_for_every import read_points_for_every
from reader.seated_at_each import read_seated_at_each
from reader.worth_of_each import read_worth_of_each
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (
            (
                "Each candy bar in a box cost $2. If a box had 12 bars total and Ben sold all but 5 "
                "bars, how much money would he have made?"
            ),
            14,
        ),
        (
            (
                "In a video game, each monster defeated gives you 5 points. If a level has 14 monsters "
                "total and you destroy all but 6 of them, how many points would you earn?"
            ),
            40,
        ),
        (
            (
                "While playing a quiz game, Rita answered 6 questions correct in the first half and 4 "
                "questions correct in the second half. If each question was worth 2 points, what was "
                "her final score?"
            ),
            20,
        ),
        (
            "Each question was worth 4 points. Maria answered 6 questions correct. How many points did she earn?",
            24,
        ),
        (
            "Each cookie cost $2. A tray had 12 cookies. Lena sold all but 5 of them. How much money did she earn?",
            14,
        ),
    ],
)
def test_worth_of_each_times_the_counted_acts(text: str, value: int, lexicon: Lexicon) -> None:
    assert value_of(text, lexicon) == value
    assert read_worth_of_each(text, lexicon) is not None


@pytest.mark.parametrize(
    "text",
    [
        # a thing answered wrong, or with no verdict, earns nothing the story says
        "Each question was worth 4 points. Maria answered 6 questions wrong. How many points did she earn?",
        "Each question was worth 4 points. Maria answered 6 questions. How many points did she earn?",
        # buying at a price earns no money
        "Each candle costs $4. If a crate had 10 candles and Omar bought all but 2 of them, how much money "
        "would he have made?",
        # an act the worth does not name
        "In a board game, each dragon defeated gives you 6 points. If a castle has 9 dragons total and you "
        "meet all but 4 of them, how many points would you earn?",
        # more kept than there were
        "Each candle costs $4. If a crate had 10 candles and Omar sold all but 12 of them, how much money "
        "would he have made?",
        # two doers
        "Each question was worth 4 points. Maria answered 6 questions correct and Tom answered 2 questions "
        "correct. How many points did she earn?",
    ],
)
def test_worth_of_each_near_misses_refuse(text: str, lexicon: Lexicon) -> None:
    assert read_worth_of_each(text, lexicon) is None
    refusal_of(text, lexicon)


def test_persons_at_each_table_counted_by_a_role(lexicon: Lexicon) -> None:
    text = (
        "A waitress had 6 tables she was working at, with 2 women and 5 men at each table. "
        "How many customers total did the waitress have?"
    )
    assert value_of(text, lexicon) == 42
    one_kind = (
        "A waitress had 6 tables she was working at, with 2 women and 5 men at each table. "
        "How many women did the waitress have?"
    )
    assert value_of(one_kind, lexicon) == 12
    people = "A waitress had 8 tables she was working at, with 1 man and 3 women at each table. How many people did she have in total?"
    assert value_of(people, lexicon) == 32


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        (
            "A waitress had 5 tables, with 2 girls or 4 boys at each table. How many customers did she have?",
            "unexpected_category",
        ),
        (
            "A waitress had 5 tables, with 2 girls and 4 boys at each booth. How many customers did she have?",
            "unused_operator",
        ),
        (
            "A waitress had 5 tables, with 2 girls and 4 dogs at each table. How many customers did she have?",
            "unused_operator",
        ),
        (
            "A waitress had 5 tables, with 2 girls and 4 boys at each table. How many customers did he have?",
            "unused_operator",
        ),
    ],
)
def test_seated_near_misses_refuse(text: str, reason: str, lexicon: Lexicon) -> None:
    assert read_seated_at_each(text, lexicon) is None
    assert refusal_of(text, lexicon).reason == reason


def test_one_point_for_every_n_units_summed_over_the_group(lexicon: Lexicon) -> None:
    text = (
        "Lena and her friends were recycling glass for their school. For every 5 pounds they recycled they "
        "earned one point. If Lena recycled 17 pounds and her friends recycled 8 pounds, how many points did "
        "they earn?"
    )
    assert value_of(text, lexicon) == 5
    other_order = (
        "Tom and his brothers were collecting cans for their school. They earned one point for every 5 cans "
        "they collected. If his brothers collected 8 cans and Tom collected 12 cans, how many points did they "
        "earn in total?"
    )
    assert value_of(other_order, lexicon) == 4


@pytest.mark.parametrize(
    "text",
    [
        # 26 pounds: what do the last 1 pound earn? not told
        "Lena and her friends were recycling glass for their school. For every 5 pounds they recycled they "
        "earned one point. If Lena recycled 17 pounds and her friends recycled 9 pounds, how many points did "
        "they earn?",
        # another act than the rate's
        "Lena and her friends were recycling glass for their school. For every 5 pounds they recycled they "
        "earned one point. If Lena recycled 17 pounds and her friends collected 8 pounds, how many points did "
        "they earn?",
        # one member's amount missing
        "Lena and her friends were recycling glass for their school. For every 5 pounds they recycled they "
        "earned one point. If Lena recycled 20 pounds, how many points did they earn?",
        # more than one point for every N
        "Lena and her friends were recycling glass for their school. For every 5 pounds they recycled they "
        "earned 2 points. If Lena recycled 17 pounds and her friends recycled 8 pounds, how many points did "
        "they earn?",
    ],
)
def test_points_for_every_near_misses_refuse(text: str, lexicon: Lexicon) -> None:
    assert read_points_for_every(text, lexicon) is None
    assert refusal_of(text, lexicon).reason == "ambiguous_pronoun_referent"
