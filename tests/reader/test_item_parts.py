"""Parts told for each thing of a kind, asked in total over the things counted (ADR 0336)."""

from fractions import Fraction

import pytest

from packs.model import Lexicon
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # the things of a kind, all of them told
        (
            (
                "Nora catches 4 ladybugs on Friday and 9 ladybugs on Saturday. Each ladybug has 7 "
                "spots. How many spots do the ladybugs have in all?"
            ),
            91,
        ),
        (
            (
                "Nora catches 4 ladybugs on Friday and 9 ladybugs on Saturday. If each ladybug has 7 "
                "spots, how many spots are there in total for all the ladybugs?"
            ),
            91,
        ),
        # a place, a holder's things of a wider kind
        (
            "Mara has 4 lilies and 7 tulips in her garden. Each lily has 6 petals. Each tulip has 3 "
            "petals. How many petals are in Mara's garden?",
            45,
        ),
        (
            "Mara has 4 lilies and 7 tulips in her garden. Each lily has 6 petals. Each tulip has 3 "
            "petals. How many petals do Mara's flowers have?",
            45,
        ),
        # a doer's act on things that are no beings
        (
            "Omar eats 4 sandwiches on Monday and 1 sandwich on Tuesday. Each sandwich uses 2 pieces "
            "of bread. How many pieces of bread does Omar eat?",
            10,
        ),
        (
            "Max caught 5 spiders. Leo caught 2 spiders. Each spider has 8 eyes. How many eyes do Leo's spiders have?",
            16,
        ),
        (
            "Ana catches 5 ladybugs and 2 beetles. Each ladybug has 6 dots. How many dots do the ladybugs have?",
            30,
        ),
    ],
)
def test_told_parts_of_the_things_counted(text: str, value: int, lexicon: Lexicon) -> None:
    assert value_of(text, lexicon) == Fraction(value)


@pytest.mark.parametrize(
    "text",
    [
        # another kind of the asked one with no parts told
        "Mara has 4 lilies and 7 tulips in her garden. Each lily has 6 petals. How many petals are in Mara's garden?",
        "Mara has 4 lilies and 7 roses. Each lily has 6 petals. How many petals do her flowers have?",
        "Ana catches 5 ladybugs and 2 insects. Each ladybug has 6 dots. How many dots do the ladybugs have?",
        # things given away before the question
        "Andre catches 8 ladybugs. He gives 3 ladybugs to Ben. Each ladybug has 6 dots. How many dots do the ladybugs have?",
        # a being's own parts do not move with it
        "Andre catches 8 ladybugs. Each ladybug has 6 dots. How many dots did Andre catch?",
        # a part of a part, another doer, a place nothing stands in
        "Elena has 8 lilies. Each lily has 6 petals. Each petal has 2 dots. How many dots do the lilies have?",
        "Sally eats 2 sandwiches. Each sandwich uses 2 pieces of bread. How many pieces of bread does Tom eat?",
        "Elena has 8 lilies in her garden. Each lily has 6 petals. How many petals are in Mia's garden?",
        # bread a sandwich uses is not held by it
        "Sally eats 2 sandwiches. Each sandwich uses 2 pieces of bread. How many pieces of bread do the sandwiches have?",
    ],
)
def test_refused_when_unsure(text: str, lexicon: Lexicon) -> None:
    assert refusal_of(text, lexicon) is not None


def test_one_container_by_two_names(lexicon: Lexicon) -> None:
    """'package' (same_as: pack) read as the packs counted, only when packages are never counted."""
    text = (
        "Nina bought 2 packs of red beads, 5 packs of blue beads, and 4 packs of white beads. "
        "There were 12 beads in each package. How many beads did Nina buy in all?"
    )
    assert value_of(text, lexicon) == Fraction(132)
    both = "Julia bought 3 packs of balls and 2 packages of balls. Each package has 19 balls. How many balls did Julia buy?"
    assert refusal_of(both, lexicon) is not None
    kinds = (
        "Julia bought 3 packs of gum and 2 packs of candy. Each package has 5 pieces of gum. "
        "How many pieces of gum did Julia buy?"
    )
    assert refusal_of(kinds, lexicon) is not None
