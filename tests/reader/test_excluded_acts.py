"""Earned for each thing done, with a part of the things not done (ADR 0231)."""

import pytest

from packs.model import Lexicon
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (
            "Nell earned 4 points for each box of bottles she recycled. If she had 15 boxes, but didn't "
            "recycle 6 of them, how many points did she earn?",
            36,
        ),
        (
            "Omar earned $6 for each car he washed. If he had 10 cars to wash, but did not wash 3 of them, "
            "how much money did he earn?",
            42,
        ),
        (
            "Tariq earned 10 points for each puzzle he solved. If he had 8 puzzles, but didn't solve 5 of "
            "them, how many points would he have earned?",
            30,
        ),
        (
            "A gardener earned 7 dollars for each hedge he trimmed. If he had 11 hedges to trim, but forgot "
            "to trim 4 of them, how much money did he actually earn?",
            49,
        ),
    ],
)
def test_had_less_the_part_not_done_times_the_pay(text: str, value: int, lexicon: Lexicon) -> None:
    assert value_of(text, lexicon) == value


PAY = "Omar earned $6 for each car he washed. "


@pytest.mark.parametrize(
    "text",
    [
        # another act denied says nothing of the one paid for
        PAY + "If he had 10 cars to wash, but did not wax 3 of them, how much money did he earn?",
        # more not done than there were
        PAY + "If he had 10 cars to wash, but did not wash 13 of them, how much money did he earn?",
        # none done at all
        PAY + "If he had 10 cars to wash, but did not wash 10 of them, how much money did he earn?",
        # 'and' does not set the part against the rest
        PAY + "If he had 10 cars to wash, and did not wash 3 of them, how much money did he earn?",
        # the pay is money, points are asked
        PAY + "If he had 10 cars to wash, but did not wash 3 of them, how many points did he earn?",
        # other things than the ones paid for
        PAY + "If he had 10 trucks to wash, but did not wash 3 of them, how much money did he earn?",
        # what will be, not what was
        PAY + "If he had 10 cars to wash, but did not wash 3 of them, how much money will he earn?",
        # a selling verb moves amounts itself
        "Omar earned $6 for each car he sold. If he had 10 cars, but did not sell 3 of them, "
        "how much money did he earn?",
        # 'also' is not a plain stance
        PAY + "If he had 10 cars to wash, but forgot to wash 3 of them, how much money did he also earn?",
    ],
)
def test_other_stories_are_refused(text: str, lexicon: Lexicon) -> None:
    assert refusal_of(text, lexicon).reason == "unexpected_category"
