"""A holder told nothing who only received kinds together refuses; holders of the kinds read (ADR 0264)."""

import pytest

from tests.reader.reading import refusal_of, value_of

CATS = "Sue has 3 siamese cats and 4 house cats. "


def test_a_receiver_told_nothing_refuses(lexicon):
    refused = refusal_of(CATS + "She gave 2 cats to Ann. How many cats does Ann have now?", lexicon)
    assert refused.reason == "underdetermined"


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (CATS + "She gave 2 cats to Ann. How many cats does Sue have now?", 5),
        (CATS + "Ann gave her 2 cats. How many cats does Sue have now?", 9),
        ("Tom has 3 oranges and 6 lemons. He eats 3 fruits. How many fruits does he have now?", 6),
    ],
)
def test_holders_of_the_kinds_read(lexicon, text, value):
    assert value_of(text, lexicon) == value
