"""A percentage more or fewer than a count told just before it, retold as a count (ADR 0494)."""

import pytest

from packs.model import Lexicon
from reader.percent_bases import percent_bases
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # the total of both kinds
        ("Ulla counts 40 ducks and 25% more geese than ducks. How many birds does she count?", 90),
        # the compared kind alone, 'fewer'
        ("Piet has 16 goldfish and 75% fewer turtles than goldfish. How many turtles does he have?", 4),
        # a plain tail after the told count, and a comma before 'and'
        (
            "Noor picks 80 apples in the orchard and 15% more pears than apples. How many fruits does she pick?",
            172,
        ),
        (
            "Eero picks 50 lemons, and 40% more limes than lemons. How many fruits does he pick altogether?",
            120,
        ),
        # the difference asked
        ("Ada sees 25 vans and 20% more trucks than vans. How many more trucks than vans does she see?", 5),
    ],
)
def test_read(text: str, value: int, lexicon: Lexicon) -> None:
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        # the base is not the things just told
        "Ulla counts 40 ducks and 25% more geese than swans. How many birds does she count?",
        # a count that is not whole
        "Ulla counts 40 ducks and 24% more geese than ducks. How many birds does she count?",
        # 'they': whose birds?
        "Ulla counts 40 ducks and 25% more geese than ducks. How many birds do they count?",
        # a negation
        "Ulla does not count 40 ducks and 25% more geese than ducks. How many birds does she count?",
        # a rate after the comparison
        "Ulla counts 40 ducks and 25% more geese than ducks each day. How many birds does she count?",
        # no base told with 'than' (ADR 0317 keeps it refused)
        "Ulla counts 40 ducks and 25% more geese. How many birds does she count?",
        # a measure of time, and 'longer'
        "Ivo reads for 4 hours and 50% longer than that. How many hours does he read in all?",
        # all of them fewer: nothing left to count
        "Ulla counts 40 ducks and 100% fewer geese than ducks. How many birds does she count?",
    ],
)
def test_refused(text: str, lexicon: Lexicon) -> None:
    assert refusal_of(text, lexicon) is not None


def test_retold_text(lexicon: Lexicon) -> None:
    found = percent_bases(
        "Ulla counts 40 ducks and 25% more geese than ducks. How many birds does she count?", lexicon
    )
    assert found is not None
    assert found.text.startswith("Ulla counts 40 ducks and 50 geese.")
    assert found.steps == ("25% more geese than 40 ducks is 50 geese",)


def test_other_numbers_refused(lexicon: Lexicon) -> None:
    text = "Ulla has two crates with 40 ducks and 25% more geese than ducks. How many birds does she have?"
    assert percent_bases(text, lexicon) is None
