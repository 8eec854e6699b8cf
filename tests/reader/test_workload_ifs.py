"""A workload question whose fronted 'if' clause tells the work done (ADR 0241)."""

import pytest

from packs.model import Lexicon
from tests.reader.reading import refusal_of, value_of

COACH = "A coach had 9 forms to sign. "
FORM = "A form had 5 boxes on it. "


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (
            COACH + "If he signed 4, but then another 18 were turned in, "
            "how many forms would he have to sign?",
            23,
        ),
        (
            "Omar had 15 shirts to wash. If he washed 6, and then another 4 were brought in, "
            "how many shirts would he have to wash?",
            13,
        ),
        (
            "A teacher had 25 tests to grade. If she graded 10 of them, but then another 5 were turned in, "
            "how many tests would she have to grade?",
            20,
        ),
        (
            "Priya had 8 letters to sign. If she signed 8, but then another 5 were brought in, "
            "how many letters would she have to sign?",
            5,
        ),
        (COACH + "If he signed 4, how many forms would he have to sign?", 5),
    ],
)
def test_work_done_then_more_brought_in(text: str, value: int, lexicon: Lexicon) -> None:
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (
            FORM + "If Sam had 16 forms to check and had already checked 8 of them, "
            "how many more boxes does he have to check?",
            40,
        ),
        (
            "A card had 6 answers on it. If Rosa had 11 cards to check and already checked 5 of them, "
            "how many more answers does she have to check?",
            36,
        ),
        (
            "A test had 12 questions in it. If a teacher had 6 tests to grade and had already graded 2 of them, "
            "how many more questions does she have to grade?",
            48,
        ),
    ],
)
def test_parts_of_the_rest_of_a_workload(text: str, value: int, lexicon: Lexicon) -> None:
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        # more done than there was
        COACH + "If he signed 12, but then another 18 were turned in, how many forms would he have to sign?",
        # another verb, another doer, another kind done or brought in
        COACH + "If he read 4, but then another 18 were turned in, how many forms would he have to sign?",
        COACH
        + "If his helper signed 4, but then another 18 were turned in, how many forms would he have to sign?",
        COACH
        + "If he signed 4 letters, but then another 18 were turned in, how many forms would he have to sign?",
        COACH
        + "If he signed 4, but then another 18 letters were turned in, how many forms would he have to sign?",
        # not brought in; no 'then'; the whole task or the rest?
        COACH + "If he signed 4, but then another 18 were taken out, how many forms would he have to sign?",
        COACH + "If he signed 4, but another 18 were turned in, how many forms would he have to sign?",
        COACH + "If he signed 4, but then another 18 were turned in, how many forms did he have to sign?",
        COACH + "If he signed 4, but then another 18 were turned in, how many forms would he have to read?",
    ],
)
def test_done_then_in_near_misses_refuse(text: str, lexicon: Lexicon) -> None:
    assert refusal_of(text, lexicon) is not None


@pytest.mark.parametrize(
    "text",
    [
        FORM + "If Sam had 16 forms to check and had already checked 20 of them, "
        "how many more boxes does he have to check?",
        FORM + "If Sam had 16 letters to check and had already checked 8 of them, "
        "how many more boxes does he have to check?",
        FORM + "If Sam had 16 forms to check and had already signed 8 of them, "
        "how many more boxes does he have to check?",
        # without 'of them' the 8 may be from before the 16
        FORM + "If Sam had 16 forms to check and had already checked 8, "
        "how many more boxes does he have to check?",
        FORM + "If Sam had 16 forms to check and had already checked 8 of them, "
        "how many more lines does he have to check?",
        FORM + "If Sam had 16 forms to check and had already checked 8 of them, "
        "how many boxes did he have to check?",
    ],
)
def test_parts_near_misses_refuse(text: str, lexicon: Lexicon) -> None:
    assert refusal_of(text, lexicon) is not None


def test_more_done_than_there_was_is_unexpected(lexicon: Lexicon) -> None:
    text = (
        COACH + "If he signed 12, but then another 18 were turned in, how many forms would he have to sign?"
    )
    assert refusal_of(text, lexicon).reason == "unexpected_category"
