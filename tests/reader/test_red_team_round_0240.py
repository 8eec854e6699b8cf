"""Red-team wrongs mended by ADR 0240: a change still to come read before a holding told as done,
containers counted beside loose things of what they hold, and containers 'of' another kind
converted by a rate for what each holds."""

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    "text",
    [
        "Lea had some stamps. She will give 15 stamps to Ali. Now Lea has 40 stamps. "
        "How many stamps did Lea have to start with?",
        "Ruth had 20 marbles. She will lose some marbles. Now she has 13 marbles. "
        "How many marbles did she lose?",
        "Mia had some stickers. She will give 10 stickers to Ben. She has 20 stickers left. "
        "How many stickers did she have at first?",
        "Mia will buy 10 stickers. Now she has 20 stickers. How many stickers did she buy?",
    ],
)
def test_a_change_still_to_come_is_not_before_a_holding_told_as_done(lexicon, text):
    # story order would apply the future change before 'now' (55, 7, 30, 10): time order does not
    assert refusal_of(text, lexicon).reason == "readings_disagree"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Mia had some stickers. She gave 10 stickers to Ben. Now she has 20 stickers. "
            "How many stickers did she have at first?",
            30,
        ),
        (
            "Mia had 5 stickers. She will buy 10 stickers. Ben has 20 stickers. How many stickers will Mia have?",
            15,
        ),
        ("Sam has 20 cards. He will give 8 of them to Ann. How many cards will Sam have?", 12),
    ],
)
def test_done_changes_and_future_questions_still_read(lexicon, text, expected):
    assert value_of(text, lexicon) == expected


@pytest.mark.parametrize(
    "text",
    [
        "A box holds 6 eggs. Ann has 5 full boxes and 3 eggs. How many eggs does she have?",
        "A box holds 6 eggs. Ann has 5 full boxes. She also has 3 eggs. How many eggs does she have?",
        "A crate holds 6 eggs. Ann has 5 full crates and 3 eggs. How many eggs does she have?",
    ],
)
def test_loose_things_beside_full_containers_of_them_refuse(lexicon, text):
    # the answer was 3: the eggs in the boxes were left out
    assert refusal_of(text, lexicon).reason == "ambiguous_unit"


@pytest.mark.parametrize(
    "text",
    [
        "Each bag has 6 marbles. Tom has 5 bags of candy and 2 bags of marbles. How many marbles does he have?",
        "Each box has 6 eggs. Ann has 3 boxes of eggs and 4 boxes of apples. How many eggs does she have?",
    ],
)
def test_containers_of_another_kind_are_not_converted(lexicon, text):
    # the answers were 42 and 42: the containers of another kind were counted as the rate's
    assert refusal_of(text, lexicon).reason == "unit_mismatch"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Each box has 6 eggs. Ann has 5 boxes of eggs. How many eggs does she have?", 30),
        ("Each box has 6 eggs. Ann has 5 boxes of brown eggs. How many eggs does she have?", 30),
        ("Each bag has 6 marbles. Tom has 5 bags of marbles. How many marbles does he have?", 30),
        ("Each box has 6 eggs. Ann had 5 boxes. She bought 2 boxes. How many eggs does she have?", 42),
        (
            "Each bag has 6 marbles. Tom has 5 bags of candy and 2 bags of marbles. How many bags does he have?",
            7,
        ),
    ],
)
def test_containers_of_the_rates_kind_still_convert(lexicon, text, expected):
    assert value_of(text, lexicon) == expected
