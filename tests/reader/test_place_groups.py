"""A question's group of told places or counted things: 'both barns', 'the two tanks', 'all of the boxes' (ADR 0291)."""

import pytest

from packs.model import Lexicon
from reader import Answer, read_problem
from reader.place_groups import group_phrase
from reader.tokenise import split_sentences
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # told places: every holder whose name ends in the noun, the count checked
        ("The east shed has 45 rakes. The west shed has 38 rakes. How many rakes are in both sheds?", 83),
        (
            "The east shed has 45 rakes. The west shed has 38 rakes. How many rakes do both of the sheds have?",
            83,
        ),
        (
            "There are 12 cups on the top shelf and 9 cups on the low shelf. How many cups are on the two shelves?",
            21,
        ),
        (
            "There are 12 cups on the top shelf and 9 cups on the low shelf. How many cups do the two shelves have?",
            21,
        ),
        (
            "There are two barns. The first barn has twice as many goats as the second barn. "
            "If the first barn has 40 goats, how many goats are there in both barns combined?",
            60,
        ),
        (
            "The first oven baked 24 rolls. The second oven baked 18 rolls. How many rolls did both ovens bake?",
            42,
        ),
        (
            "The red van has 7 seats. The blue van has 8 seats. The grey van has 5 seats. "
            "How many seats do all three vans have?",
            20,
        ),
        (
            "The red van has 7 seats. The blue van has 8 seats. The grey van has 5 seats. "
            "How many seats are in all of the vans?",
            20,
        ),
        ("Nia's stall has 30 pears. Omar's stall has 14 pears. How many pears are in both stalls?", 44),
        # a holder of another noun is left out; a move into one of them counts
        (
            "The east shed has 45 rakes. The west shed has 38 rakes. Omar has 6 rakes. How many rakes are in both sheds?",
            83,
        ),
        (
            "The east shed has 45 rakes. The west shed has 38 rakes. Omar put 7 more rakes in the east shed. "
            "How many rakes are in both sheds now?",
            90,
        ),
        # counted things: the one told count of them
        ("There are 4 crates. Each crate has 15 melons. How many melons are in all of the crates?", 60),
        ("There are two crates. Each crate has 15 melons. How many melons are in both crates?", 30),
        ("Omar has 3 crates. Each crate has 15 melons. How many melons are in the three crates?", 45),
        (
            "It takes Nia 5 minutes to wash 2 windows. Nia's house has 12 windows. "
            "How many minutes will it take Nia to wash all of the windows?",
            30,
        ),
    ],
)
def test_group_phrase_totals_the_told_places_or_things(text: str, value: int, lexicon: Lexicon) -> None:
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # the count differs from the places told
        (
            "The east shed has 45 rakes. The west shed has 38 rakes. The north shed has 9 rakes. "
            "How many rakes are in both sheds?",
            "unexpected_category",
        ),
        (
            "The east shed has 45 rakes. The west shed has 38 rakes. How many rakes are in the three sheds?",
            "unexpected_category",
        ),
        (
            "There are three sheds. The first shed has 45 rakes. The second shed has 38 rakes. How many rakes are in both sheds?",
            "unexpected_category",
        ),
        # a bare 'all' of two places ('both' says two)
        (
            "The east shed has 45 rakes. The west shed has 38 rakes. How many rakes are in all of the sheds?",
            "unused_operator",
        ),
        # the group noun does not fit every told holder
        (
            "The east shed has 45 rakes. The west barn has 38 rakes. How many rakes are in both sheds?",
            "unexpected_category",
        ),
        # a told place with no amount of the asked kind; a change question with a holding only
        (
            "The east shed has 45 rakes. The west shed has 38 hoes. How many rakes are in both sheds?",
            "unexpected_category",
        ),
        (
            "The first oven baked 24 rolls. The second oven has 18 rolls. How many rolls did both ovens bake?",
            "unexpected_category",
        ),
        # each, not together; a noun with a word after it
        (
            "The east shed has 45 rakes. The west shed has 38 rakes. How many rakes are in each of the two sheds?",
            "unexpected_category",
        ),
        (
            "The east shed has 45 rakes. The west shed has 38 rakes. How many rakes are in both shed doors?",
            "unexpected_category",
        ),
        # counted things: a count that differs, two holders of them, the asked things moved
        (
            "There are three crates. Each crate has 15 melons. How many melons are in both crates?",
            "unexpected_category",
        ),
        (
            "Omar has 3 crates. Nia has 2 crates. Each crate has 15 melons. How many melons are in all of the crates?",
            "unused_operator",
        ),
        (
            "There are 4 crates. Each crate has 15 melons. Omar ate 2 melons. How many melons are in all of the crates?",
            "unused_operator",
        ),
        (
            "It takes Nia 5 minutes to wash 2 windows. Nia's house has 12 windows. Nia's car has 6 windows. "
            "How many minutes will it take Nia to wash all of the windows?",
            "ambiguous_pronoun_referent",
        ),
    ],
)
def test_undetermined_groups_refuse(text: str, reason: str, lexicon: Lexicon) -> None:
    assert refusal_of(text, lexicon).reason == reason


def test_widened_question_asks_every_place(lexicon: Lexicon) -> None:
    result = read_problem(
        "The east shed has 45 rakes. The west shed has 38 rakes. How many rakes do the two sheds have?",
        lexicon,
    )
    assert isinstance(result, Answer)
    assert result.graph.question.kind == "total"
    assert set(result.graph.question.entities) == {"east shed", "west shed"}


def test_first_and_second_are_both_in_the_scene(lexicon: Lexicon) -> None:
    # the second warehouse holds through the comparison: "in all" is both, never the first alone
    text = (
        "The first warehouse has twice as many boxes as the second warehouse. "
        "The first warehouse has 400 boxes. How many boxes are there in all?"
    )
    assert value_of(text, lexicon) == 600


@pytest.mark.parametrize(
    ("question", "told"),
    [
        ("How many rakes are in both sheds?", 2),
        ("How many rakes are in all three sheds?", 3),
        ("How many rakes are in all of the sheds?", 0),
        ("How many rakes do the two sheds have?", 2),
    ],
)
def test_group_phrase_shapes(question: str, told: int, lexicon: Lexicon) -> None:
    phrase = group_phrase(split_sentences(question)[0], lexicon)
    assert phrase is not None and phrase.lemma == "shed" and phrase.told == told


@pytest.mark.parametrize(
    "question",
    [
        "How many rakes are in each of the two sheds?",
        "How many rakes are in both shed doors?",
        "How many rakes do the two boys have?",
        "How many rakes are in both sheds and the two barns?",
    ],
)
def test_not_a_group_phrase(question: str, lexicon: Lexicon) -> None:
    assert group_phrase(split_sentences(question)[0], lexicon) is None
