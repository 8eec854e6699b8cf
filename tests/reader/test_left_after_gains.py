"""'… have left?' when the asked things were only ever gained refuses (ADR 0196)."""

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    "text",
    [
        "A gardener had 120 carrots and 64 onions in her garden. "
        "If she picked 40 onions, how many onions does she have left?",
        "Tom had 5 apples. He picked 3 apples. How many apples does he have left?",
        "Tom had 5 apples. He found 3 apples. How many apples does Tom have left?",
    ],
)
def test_left_after_only_gains_refuses(text: str, lexicon) -> None:
    refusal = refusal_of(text, lexicon)
    assert refusal.reason == "underdetermined"
    assert "only ever gained" in refusal.detail


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Tom had 5 apples. He ate 2 apples. How many apples does he have left?", 3),
        ("Tom had 5 apples. He bought 3 apples and ate 2 apples. How many apples does he have left?", 6),
        ("Tom had 5 apples. He picked 3 apples. How many apples does he have?", 8),
        # 'remaining' in the statement, not in the question's own words
        (
            (
                "Gina had 50 pieces of gum. She lost 14 of them. If she put the remaining pieces into "
                "boxes with 6 pieces in each box How many boxes would she have?"
            ),
            6,
        ),
    ],
)
def test_left_after_a_loss_still_reads(text: str, expected: int, lexicon) -> None:
    assert value_of(text, lexicon) == expected
