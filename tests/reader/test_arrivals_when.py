"""Arrivals told in a 'when' clause or a passive, and a passive pace of leaving (ADR 0230)."""

import pytest

from packs.model import Lexicon
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("A barn had 14 goats when another 6 were brought in. How many goats does the barn have?", 20),
        (
            "A library had 30 chairs. Another 15 chairs were brought in. How many chairs does the library have?",
            45,
        ),
        ("A library had 30 chairs. Then another 15 were added. How many chairs does the library have?", 45),
        ("Rosa had 18 stickers when she got 9 more stickers. How many stickers does Rosa have?", 27),
        ("Rosa had 18 stickers when Omar gave her 4 more stickers. How many stickers does Rosa have?", 22),
        ("Rosa had 18 stickers when she got 9 more stickers. How many stickers did Rosa have at first?", 18),
    ],
)
def test_arrival_after_a_holding(text: str, value: int, lexicon: Lexicon) -> None:
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (
            "A kennel had 12 dogs when another 8 were brought in. "
            "If 5 dogs a day are adopted, how long would it take for all of them to be adopted?",
            4,
        ),
        (
            "A farm had 18 rabbits. If 6 rabbits a week are adopted, "
            "how many weeks will it take for all the rabbits to be adopted?",
            3,
        ),
        ("Ann baked 30 cookies. If 5 cookies a day are eaten, how long will the cookies last?", 6),
    ],
)
def test_passive_pace_of_leaving(text: str, value: int, lexicon: Lexicon) -> None:
    assert value_of(text, lexicon) == value


def test_workload_grows_by_a_passive_gain(lexicon: Lexicon) -> None:
    text = (
        "Mrs. Ortiz had 7 essays to grade. She graded 3. Then another 9 were added. "
        "How many essays would she have to grade?"
    )
    assert value_of(text, lexicon) == 13


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        (  # the 4 may be among the 15: no 'another' or 'more'
            "Tess had 15 pencils when Omar gave her 4 pencils. How many pencils does Tess have?",
            "unexpected_category",
        ),
        (  # a loss told as 'when': not read
            "Rosa had 18 stickers when she gave 5 stickers to Omar. How many stickers does Rosa have?",
            "unexpected_category",
        ),
        (  # pluperfect: the event came before the holding
            "Rosa had 18 stickers when she had given 5 to Omar. How many stickers does Rosa have?",
            "unexpected_category",
        ),
        (  # a place after 'brought in' may be another holder
            "A barn had 14 goats when another 6 were brought in a truck. How many goats does the barn have?",
            "unsupported_operation",
        ),
        (  # 'all of them' after two kinds
            "A kennel had 20 dogs and 8 cats. If 4 dogs a day are adopted, "
            "how long will it take for all of them to be adopted?",
            "unexpected_category",
        ),
        (  # the supply does not divide by the pace
            "A kennel had 20 dogs. If 3 dogs a day are adopted, how long will it take for all of them to be adopted?",
            "unexpected_category",
        ),
        (  # things brought in do not leave
            "A kennel had 20 dogs. If 4 dogs a day are brought in, how long will it take for all of them to be adopted?",
            "ambiguous_pronoun_referent",
        ),
        (  # the past is no pace
            "A farm had 20 kittens. If 4 kittens a day were adopted, how long would it take for all of them to be adopted?",
            "unexpected_category",
        ),
        (  # after 'did', the whole task or the rest?
            "Mrs. Ortiz had 7 essays to grade. Another 9 were added. She graded 3. How many essays did she have to grade?",
            "underdetermined",
        ),
    ],
)
def test_refused(text: str, reason: str, lexicon: Lexicon) -> None:
    assert refusal_of(text, lexicon).reason == reason
