"""A holding question's place is checked against the story (ADR 0212)."""

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Tom has 12 apples in his basket. How many apples does Tom have in his basket?", 12),
        ("Tom has 12 apples in his basket. He ate 3. How many apples does Tom have in his basket?", 9),
        ("Kim had 40 beads in a bag. She gave 15 beads to Tom. How many beads does she have in her bag?", 25),
        (
            "Kim had 40 beads in a bag. She put 10 beads in a box. How many beads does she have in the bag?",
            30,
        ),
        ("Kim had 40 beads. She gave 15 beads to Tom. How many beads does she have in the end?", 25),
        ("Kim had 40 beads. She gave 15 beads to Tom. How many beads does she have now?", 25),
    ],
)
def test_a_place_the_story_set_the_things_in_is_read(text, value, lexicon):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        "Kim had 40 beads. If she gave 15 beads to Ali, how many beads does she have in the box?",
        "Kim had 40 beads. She gave 15 beads to Tom. How many beads does she have in the box?",
        "Tom has 12 apples. How many apples does Tom have in his basket?",
        "Kim had 40 beads in a bag. She put 10 beads in a box. How many beads does she have in the box?",
        "A box has 10 pens. Tom has 4 pens. How many pens does Tom have in the box?",
    ],
)
def test_a_place_never_said_or_holding_things_of_its_own_refuses(text, lexicon):
    assert refusal_of(text, lexicon).reason == "unused_operator"
