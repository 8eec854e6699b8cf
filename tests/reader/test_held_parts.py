"""A holding of "N of those <things>" after those things were counted refuses: among them, or beside? (ADR 0372)"""

import pytest

from packs.model import Lexicon
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    "text",
    [
        "Tom has 12 stamps. Ann has 9 of those stamps. How many stamps do Tom and Ann have in all?",
        "Tom has 12 stamps. Ann has 9 of the stamps. How many stamps do Tom and Ann have in all?",
        "Tom has 12 stamps. Ann owns 9 of these stamps. How many stamps do Tom and Ann have?",
        "There are 30 stamps in a box. Ann has 9 of the stamps. How many stamps are in the box?",
    ],
)
def test_a_part_of_things_told_before_refuses(text: str, lexicon: Lexicon) -> None:
    refusal = refusal_of(text, lexicon)
    assert (refusal.reason, refusal.sentence_index, refusal.token_text) == ("underdetermined", 1, "9")


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # stamps of her own; another kind's part
        ("Tom has 12 stamps. Ann has 9 stamps. How many stamps do Tom and Ann have in all?", 21),
        ("Tom has 12 stamps. Ann has 9 of the cards. How many stamps does Tom have?", 12),
    ],
)
def test_own_things_and_other_kinds_still_read(text: str, value: int, lexicon: Lexicon) -> None:
    assert value_of(text, lexicon) == value
