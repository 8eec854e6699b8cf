"""A share of what is left ('half of the remaining shells'), 'the other half', and 'the rest of ...' (ADR 0179)."""

import pytest

from tests.reader.reading import refusal_of, value_of

# --- a share of 'the remaining' / 'the rest' after a known part went: a share of what the subject holds now


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Ravi had 90 stickers. He gave 30 stickers to Lea. He sold half of the remaining stickers. "
            "How many stickers does Ravi have now?",
            30,
        ),
        (
            "Ravi had 90 stickers. He gave 30 stickers to Lea. He sold a third of the rest. "
            "How many stickers does Ravi have now?",
            40,
        ),
        (
            "Ravi had 90 stickers. He lost 10 stickers. He sold 1/4 of the remaining. "
            "How many stickers does Ravi have now?",
            60,
        ),
        (
            "Mina had $50. She spent 1/5 of her money on snacks and 2/5 of the remaining money on toys. "
            "How much money does Mina have left?",
            24,
        ),
        (
            "Mina had $50 and 4 pens. She spent $10 on lunch. She spent 3/4 of the remaining money on toys. "
            "How much money does Mina have left?",
            10,
        ),
        (
            "Ravi had 40 blue stickers. He lost 10 blue stickers. He gave half of the remaining stickers to Lea. "
            "How many blue stickers does Ravi have now?",
            15,
        ),
    ],
)
def test_a_share_of_what_is_left(text, expected, lexicon):
    assert value_of(text, lexicon) == expected


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # no part went before: 'remaining' has nothing to be left from
        (
            "Ravi had 90 stickers. He sold half of the remaining stickers. How many stickers does Ravi have now?",
            "unexpected_category",
        ),
        # the latest change was a gain: what is left of what?
        (
            "Ravi had 90 stickers. He gave 30 stickers to Lea. He found 6 stickers. "
            "He sold half of the remaining stickers. How many stickers does Ravi have now?",
            "unexpected_category",
        ),
        # the noun names another kind than the part that went
        (
            "Ravi had 90 stickers. He gave 30 stickers to Lea. He sold half of the remaining stamps. "
            "How many stickers does Ravi have now?",
            "ambiguous_unit",
        ),
        # 'the remaining stickers' could be the blue ones or all of them
        (
            "Ravi had 40 blue stickers and 10 red stickers. He lost 10 blue stickers. "
            "He gave half of the remaining stickers to Lea. How many stickers does Ravi have now?",
            "ambiguous_unit",
        ),
        # someone else's part: Lea lost nothing
        (
            "Ravi had 90 stickers. He lost 10 stickers. Lea has 20 stickers. Lea sold half of the remaining stickers. "
            "How many stickers does Lea have now?",
            "unexpected_category",
        ),
        # an 'of' phrase after the rest names a whole of its own
        (
            "Ravi had 90 stickers. He gave 30 stickers to Lea. He sold half of the remaining stickers of Tom. "
            "How many stickers does Ravi have now?",
            "ambiguous_unit",
        ),
    ],
)
def test_a_share_of_what_is_left_refuses_without_a_known_part(text, reason, lexicon):
    assert refusal_of(text, lexicon).reason == reason


# --- 'the other half' after half went: the rest


def test_the_other_half_is_the_rest_after_a_half(lexicon):
    text = "Omar has 60 shells. He gives half of them to Zoe. He sells the other half. How many shells does Omar have?"
    assert value_of(text, lexicon) == 0


@pytest.mark.parametrize(
    "text",
    [
        "Omar has 60 shells. He gives 30 shells to Zoe. He sells the other half. How many shells does Omar have?",
        "Omar has 60 shells. He gives a third of them to Zoe. He sells the other half. How many shells does Omar have?",
        "Omar has 60 shells. He gives half of them to Zoe. He finds 4 shells. He sells the other half. "
        "How many shells does Omar have?",
        "Omar has 60 shells and 8 rocks. He gives half of his shells to Zoe. He sells the other half. "
        "How many shells does Omar have?",
        "Omar has 60 shells. He gives half of them to Zoe. He sells the other shells. How many shells does Omar have?",
    ],
)
def test_the_other_half_refuses_unless_the_part_was_a_half(text, lexicon):
    assert refusal_of(text, lexicon).reason == "unexpected_category"


# --- 'the rest of ...' and 'the remaining <noun>' must not drop the whole they name


@pytest.mark.parametrize(
    "text",
    [
        "Omar has 60 shells. He gives 20 of them to Zoe. He sells the rest of his rocks. How many shells does Omar have?",
        "Omar has 60 shells. He gives half of them to Zoe. He sells the other half of his rocks. "
        "How many shells does Omar have?",
        "Omar has 60 shells. He gives 20 of them to Zoe. He sells the remaining rocks. How many shells does Omar have?",
    ],
)
def test_a_rest_that_names_another_whole_refuses(text, lexicon):
    assert refusal_of(text, lexicon).reason == "ambiguous_unit"
