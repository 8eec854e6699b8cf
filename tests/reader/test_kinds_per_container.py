"""A wider kind asked over kinds each container holds: 'each cage has 6 parrots and 2 parakeets' (ADR 0219)."""

from tests.reader.reading import refusal_of, value_of


def test_kinds_per_container_are_summed_into_the_wider_kind(lexicon):
    text = "A farm has 4 barns. Each barn has 5 cows and 3 pigs. How many animals does the farm have?"
    assert value_of(text, lexicon) == 32


def test_a_container_named_by_the_asked_kind_is_the_container(lexicon):
    text = (
        "A museum has 5 bird cages. If each cage has 3 parrots and 4 parakeets in it, "
        "how many birds does the museum have total?"
    )
    assert value_of(text, lexicon) == 35
    assert (
        value_of(
            "A museum has 5 bird cages. Each cage has 7 birds. How many birds does the museum have?", lexicon
        )
        == 35
    )


def test_only_the_asked_holders_containers_count(lexicon):
    story = "Each crate has 4 apples and 6 pears. Rocco has 3 crates and Tilda has 2 crates."
    assert value_of(story + " How many fruits does Rocco have?", lexicon) == 30
    assert value_of(story + " How many fruits do they have in all?", lexicon) == 50


def test_a_bird_cage_with_nothing_said_inside_still_refuses(lexicon):
    text = "A museum has 5 bird cages. How many birds does the museum have?"
    assert refusal_of(text, lexicon).reason == "ambiguous_unit"


def test_one_kind_alone_is_not_the_wider_kind(lexicon):
    text = "A museum has 5 bird cages. Each cage has 3 parrots. How many birds does the museum have?"
    assert refusal_of(text, lexicon).reason == "unit_mismatch"


def test_a_thing_of_no_known_kind_in_the_container_refuses(lexicon):
    text = "A farm has 4 barns. Each barn has 5 cows and 3 tractors. How many animals does the farm have?"
    assert refusal_of(text, lexicon).reason == "ambiguous_unit"


def test_other_containers_held_refuse(lexicon):
    text = "A farm has 4 barns and 2 sheds. Each barn has 5 cows and 3 pigs. How many animals does the farm have?"
    assert refusal_of(text, lexicon).reason == "ambiguous_unit"


def test_containers_that_changed_after_their_contents_refuse(lexicon):
    text = (
        "A farm had 4 barns. Each barn had 5 cows and 3 pigs. The farm built 2 more barns. "
        "How many animals does the farm have?"
    )
    assert refusal_of(text, lexicon).reason == "underdetermined"


def test_beings_hold_their_own(lexicon):
    text = "Petra has 3 aunts. Each aunt has 2 cats and 1 dog. How many animals does Petra have?"
    assert refusal_of(text, lexicon).reason == "underdetermined"


def test_a_kind_also_moved_directly_refuses(lexicon):
    text = "A farm has 4 barns. Each barn has 5 cows and 3 pigs. The farm sold 6 pigs. How many animals does the farm have?"
    assert refusal_of(text, lexicon).reason == "ambiguous_unit"
