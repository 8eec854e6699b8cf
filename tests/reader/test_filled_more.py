"""Containers filled, then 'N more' of them, each holding a told count (ADR 0234)."""

import pytest

from packs.model import Lexicon
from tests.reader.reading import refusal_of, value_of

STORY = "Ivan was saving jars for the fair. "
FILLED = "On Friday he filled 5 crates up and on Monday he filled 4 more crates. "
EACH = "If each crate had 7 jars in it, "


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (STORY + FILLED + EACH + "how many jars did he collect total?", 63),
        (
            "Mia was gathering shells at the beach. In the morning she filled 2 buckets and in the afternoon "
            "she filled 5 more buckets. If each bucket held 12 shells, how many shells did she gather in all?",
            84,
        ),
        # 'another N' in a sentence of its own, the holding as a statement
        (
            "Omar filled 4 boxes. The next day he filled another 7 boxes. Each box contained 6 apples. "
            "How many apples did he pick altogether?",
            66,
        ),
        # three fillings, the later two 'more'
        (
            "Rosa was collecting bottles for recycling. On Monday she filled 5 sacks up, on Tuesday she filled "
            "2 more sacks and on Wednesday she filled 4 more sacks. If each sack had 9 bottles in it, how many "
            "bottles did she collect total?",
            99,
        ),
        (
            "Aiko refilled 3 trays, then she refilled 4 more trays. Each tray holds 9 cookies. How many cookies does she have?",
            63,
        ),
    ],
)
def test_containers_filled_times_the_count_in_each(text: str, value: int, lexicon: Lexicon) -> None:
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # 'more' with no filling before it
        (
            STORY + "On Monday he filled 3 more crates. " + EACH + "how many jars did he collect total?",
            "unused_operator",
        ),
        # 'more ... than' compares two persons
        (
            STORY
            + "On Friday he filled 6 crates up and on Monday he filled 3 more crates than Ann. "
            + EACH
            + "how many jars did he collect total?",
            "untaught_verb_role",
        ),
        # the count in each crate is not told
        (STORY + FILLED + "How many jars did he collect total?", "unused_operator"),
        # two kinds of crates
        (
            "Paul was saving jars. On Friday he filled 6 crates of jars and on Monday he filled 3 more crates "
            "of bottles. " + EACH + "how many jars did he collect total?",
            "unused_operator",
        ),
        # two persons filling
        (
            STORY
            + "On Friday he filled 6 crates up and on Monday Ann filled 3 more crates. "
            + EACH
            + "how many jars did he collect total?",
            "unused_operator",
        ),
        # two kinds of container
        (
            STORY
            + "On Friday he filled 6 crates up and on Monday he filled 3 more boxes. "
            + EACH
            + "how many jars did he collect total?",
            "unused_operator",
        ),
        # one day asked, not the total
        (STORY + FILLED + EACH + "how many jars did he collect on Monday?", "unused_operator"),
        # another thing asked than the crates hold
        (STORY + FILLED + EACH + "how many bottles did he collect total?", "unused_operator"),
        # a later filling without 'more' is not this family
        (
            STORY
            + "On Friday he filled 6 crates up and on Monday he filled 3 crates. "
            + EACH
            + "how many jars did he collect total?",
            "untaught_verb_role",
        ),
    ],
)
def test_other_stories_are_refused(text: str, reason: str, lexicon: Lexicon) -> None:
    assert refusal_of(text, lexicon).reason == reason


def test_the_derivation_adds_the_containers_then_multiplies(lexicon: Lexicon) -> None:
    from reader import read_problem

    answer = read_problem(STORY + FILLED + EACH + "how many jars did he collect total?", lexicon)
    assert answer.steps[-2:] == ("5 + 4 = 9 crates", "9 x 7 jars in each crate = 63 jars")
