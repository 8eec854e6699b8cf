"""Money earned selling from a stock told by its start and what was left (ADR 0231)."""

import pytest

from packs.model import Lexicon
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (
            "A baker was selling muffins for 3 dollars each. If she started with 20 muffins and by the end "
            "of the day she had 6 left, how much money did she earn?",
            42,
        ),
        (
            "A farmer was selling pumpkins for $8 each. He started with 15 pumpkins. By the end of the week "
            "he had 4 pumpkins left. How much money did he earn?",
            88,
        ),
        (
            "Rosa was selling her old comic books for 2 dollars each. If she started with 30 comic books and "
            "had 12 left, how much did she earn?",
            36,
        ),
        (
            "A clown was selling balloons for 1.5 dollars each. If he started with 30 balloons and by the "
            "end of the day he had 10 left, how much money did he earn?",
            30,
        ),
        (
            "A teacher was selling old books for $2 each. She had 5 books left by the end of the day. "
            "She started with 18 books. How much money did she earn?",
            26,
        ),
        (
            "A gardener was selling roses for $5 each. If he started with 9 roses and he had 9 left at the "
            "end of the day, how much money did he earn?",
            0,
        ),
    ],
)
def test_start_less_left_times_price_of_each(text: str, value: int, lexicon: Lexicon) -> None:
    assert value_of(text, lexicon) == value


def test_price_in_cents_answers_in_cents(lexicon: Lexicon) -> None:
    text = (
        "A student was selling cookies for 50 cents each. If she started with 40 cookies and by the end "
        "of the week she had 10 left, how much money did she earn?"
    )
    assert value_of(text, lexicon) == 1500


SALE = "A baker was selling muffins for 3 dollars each. "


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # more left than there was at the start
        (
            SALE
            + "If she started with 20 muffins and by the end of the day she had 26 left, how much money did she earn?",
            "unsupported_operation",
        ),
        # 'they': a group, each selling or all together?
        (
            SALE
            + "If they started with 20 muffins and by the end of the day they had 6 left, how much money did they earn?",
            "unsupported_operation",
        ),
        # another act changes the stock: not all that went was sold
        (
            SALE
            + "If she started with 20 muffins and gave 2 muffins to a friend and had 6 left, how much money did she earn?",
            "unsupported_operation",
        ),
        # money spent is not money earned
        (
            SALE
            + "If she started with 20 muffins and by the end of the day she had 6 left, how much money did she spend?",
            "unsupported_operation",
        ),
        # another thing than the one sold
        (
            SALE
            + "If she started with 20 cakes and by the end of the day she had 6 left, how much money did she earn?",
            "unsupported_operation",
        ),
        # a supposition about what will be
        (
            SALE + "If she starts with 20 muffins and has 6 left, how much money will she earn?",
            "unsupported_operation",
        ),
        # a second person
        (
            SALE
            + "If she started with 20 muffins and by the end of the day Tom had 6 left, how much money did she earn?",
            "unsupported_operation",
        ),
        # 'he' after 'she': someone else
        (
            SALE + "If she started with 20 muffins and he had 6 left, how much money did she earn?",
            "unsupported_operation",
        ),
        # a negation
        (
            SALE + "If she started with 20 muffins and did not have 6 left, how much money did she earn?",
            "unsupported_operation",
        ),
    ],
)
def test_other_stories_keep_the_first_refusal(text: str, reason: str, lexicon: Lexicon) -> None:
    assert refusal_of(text, lexicon).reason == reason


def test_price_without_each_is_not_read_as_each(lexicon: Lexicon) -> None:
    text = (
        "A baker was selling muffins for 3 dollars. If she started with 20 muffins and by the end of the "
        "day she had 6 left, how much money did she earn?"
    )
    assert refusal_of(text, lexicon).reason == "readings_disagree"  # per muffin or for all of them?
