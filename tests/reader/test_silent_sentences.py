"""A sentence that tells an amount must change the story, or the reading refuses (ADR 0281)."""

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    "text",
    [
        "Tom has 14 apples. Half of the apples fell. How many apples does Tom have?",
        "The tree has 14 apples. Half of the apples fell. How many apples are on the tree?",
        "The school has 14 boys. Half of the boys drop out. How many boys are left?",
        # the same dropped clause in front of the question
        "The school has 14 boys. If half of the boys drop out, how many boys are left?",
        "The tree has 14 apples. If half of the apples fall, how many apples are left?",
    ],
)
def test_an_amount_that_changes_nothing_refuses(lexicon, text):
    refusal = refusal_of(text, lexicon)
    assert refusal.reason == "unused_operator"
    assert refusal.token_text.lower() == "half"


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("The school has 14 boys. 3 boys drop out. How many boys are left?", 11),
        # a number inside the question itself is the question's own
        ("Each box has 6 pens. How many pens are in 3 boxes?", 18),
        ("Tom has 14 apples. He ate half of them. How many apples does Tom have?", 7),
    ],
)
def test_sentences_that_tell_something_still_read(lexicon, text, value):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        # resolving 'them' is no change of the story
        "The tree has 14 apples. Half of them fell. How many apples are on the tree?",
        "The school has 14 boys. If half of them drop out, how many boys are left?",
        # no amount word, but a counted kind or a verb of leaving, arriving or joining
        "The cafe has 16 chefs. A chef quits. How many chefs are left?",
        "The cafe has 16 chefs. Tom quits. How many chefs are left?",
        "The pond has 14 ducks. A duck flew away. How many ducks are in the pond?",
        "The club has 16 members. Every member quits. How many members are left?",
        "The club has 16 members. Tom joins. How many members are there?",
    ],
)
def test_a_change_read_as_nothing_refuses(lexicon, text):
    assert refusal_of(text, lexicon).reason == "unused_operator"


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Tom has 5 apples. Tom went to the store. He bought 3 apples. How many apples does Tom have?", 8),
        ("Tom has 5 apples. Tom is happy. How many apples does Tom have?", 5),
    ],
)
def test_sentences_of_scenery_still_read(lexicon, text, value):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    ("text", "verb"),
    [
        ("The class has 20 students. A boy goes home. How many students are in the class now?", "goes"),
        ("The team has 11 players. The captain went home. How many players are on the team now?", "went"),
        ("The class has 20 students. A boy walks to the park. How many students are in the class?", "walks"),
        ("The class has 20 students. A girl ran back. How many students are in the class now?", "ran"),
    ],
)
def test_a_going_somewhere_in_a_story_of_beings_refuses(lexicon, text, verb):
    """Whoever goes may be one of the counted (ADR 0310)."""
    refusal = refusal_of(text, lexicon)
    assert refusal.reason == "unused_operator"
    assert refusal.token_text == verb


def test_a_going_in_a_story_of_things_still_reads(lexicon):
    text = "Tom has 5 apples. He goes to the store. He buys 3 apples. How many apples does he have?"
    assert value_of(text, lexicon) == 8


@pytest.mark.parametrize(
    "text",
    [
        "The class has 20 students. A girl runs outside. How many students are in the class?",
        "The class has 20 students. A girl goes upstairs. How many students are in the class?",
        "The team has 11 players. The captain hurries home. How many players are on the team?",
    ],
)
def test_any_going_in_a_story_of_beings_refuses(lexicon, text):
    assert refusal_of(text, lexicon).reason == "unused_operator"


@pytest.mark.parametrize(
    "text",
    [
        "The class has 20 students. Two boys go to the library. How many students are in the class?",
        "There are 18 crows on the roof. 6 of them fly to the wall. How many crows are on the wall?",
    ],
)
def test_beings_going_elsewhere_from_a_counted_place_refuse(lexicon, text):
    assert refusal_of(text, lexicon).reason == "underdetermined"


def test_goings_with_no_place_counted_before_still_read(lexicon):
    text = "20 runners went to the park. 15 runners went to the beach. How many runners went to the park?"
    assert value_of(text, lexicon) == 20
