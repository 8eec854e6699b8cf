"""A question's 'if' clause that retells a change of the story refuses; a new one is read (ADR 0254)."""

import pytest

from tests.reader.reading import refusal_of, value_of

STORY = "Nora has 15 stickers. She gave 6 stickers to Leo. "


@pytest.mark.parametrize(
    "text",
    [
        STORY + "If she gives 6 stickers to Leo, how many stickers will Nora have?",
        "Nora has 15 stickers. She gives 6 stickers to Leo. If she gives 6 stickers to Leo, how many "
        "stickers does Nora have?",
        "Nora has 15 stickers. She lost 6 stickers. If she loses 6 stickers, how many stickers will she have?",
        "Nora has 15 stickers. She found 6 stickers. If she finds 6 stickers, how many stickers will she have?",
    ],
)
def test_a_retold_change_refuses(lexicon, text):
    refused = refusal_of(text, lexicon)
    assert refused.reason == "readings_disagree"
    assert refused.token_text == "6"


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (STORY + "If she gives 3 stickers to Leo, how many stickers will Nora have?", 6),
        (STORY + "If she gives 6 more stickers to Leo, how many stickers will Nora have?", 3),
        (STORY + "If she gives another 6 stickers to Leo, how many stickers will Nora have?", 3),
        (STORY + "If she then gives 6 stickers to Ann, how many stickers will Nora have?", 3),
        ("Nora has 15 stickers. If she gives 6 stickers to Leo, how many stickers does Nora have?", 9),
    ],
)
def test_a_change_told_apart_is_read(lexicon, text, value):
    assert value_of(text, lexicon) == value
