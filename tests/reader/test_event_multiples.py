"""A multiple of a done amount, retold as the amount it names (ADR 0477)."""

import pytest

from packs.model import Lexicon
from reader.event_multiples import event_multiples
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # another person's one told amount of the same verb, the things left out
        (
            "Ines gathered 7 acorns while Hugo gathered twice as many as Ines. How many acorns did Hugo gather?",
            14,
        ),
        (
            "Ines sold 9 lamps. Hugo sold three times as many as Ines. How many lamps did they sell in all?",
            36,
        ),
        ("Ines baked 12 buns and Hugo baked half as many as Ines's. How many buns did Hugo bake?", 6),
        ("Hugo bought 5 times as many as Ines did. Ines bought 4 vases. How many vases did Hugo buy?", 20),
        # one person's other things of the same verb
        ("Ines bought twice as many forks as spoons. She bought 8 spoons. How many forks did she buy?", 16),
        (
            "Ines sold 6 hats. She sold 4 times as many scarves as hats. How many hats and scarves did she sell?",
            30,
        ),
        # the base found from the multiple and the doer's own amount
        (
            "Hugo caught three times as many crabs as Ines. If Hugo caught 21 crabs, how many crabs did Ines catch?",
            7,
        ),
        ("Ines bought twice as many forks as spoons. She bought 16 forks. How many spoons did she buy?", 8),
    ],
)
def test_read(text: str, value: int, lexicon: Lexicon) -> None:
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        # a count that is not whole
        "Ines baked 7 buns and Hugo baked half as many as Ines. How many buns did Hugo bake?",
        # another verb, or another tense, on the two sides
        "Ines sold 9 lamps. Hugo bought three times as many as Ines. How many lamps did Hugo buy?",
        "Ines sold 9 lamps. Hugo sells three times as many as Ines. How many lamps does Hugo sell?",
        # the base person did two things: which is scaled?
        "Ines sold 9 lamps. Ines sold 4 rugs. Hugo sold twice as many as Ines. How many lamps did Hugo sell?",
        # the base told twice, or with a day the multiple does not name
        "Ines bought twice as many forks as spoons. She bought 8 spoons. She bought 2 spoons. How many forks did she buy?",
        "Ines bought twice as many forks as spoons. She bought 8 spoons on Monday. How many forks did she buy?",
        # a measure, money, or 'as much'
        "Ines sold 9 pounds of figs. Hugo sold twice as many as Ines. How many pounds of figs did Hugo sell?",
        "Ines sold 9 lamps. Hugo sold twice as much as Ines. How many lamps did Hugo sell?",
        # the multiple's things are not the base's
        "Ines sold 9 lamps. Hugo sold twice as many rugs as Ines. How many rugs did Hugo sell?",
        # a pronoun in a story of two names, and a second multiple
        "Ines sold 9 lamps. He sold twice as many as Ines. How many lamps did Hugo sell?",
        "Ines sold 9 lamps. Hugo sold twice as many as Ines. Eva sold twice as many as Hugo. How many lamps did Eva sell?",
        # another statement that tells more of the base
        "Ines sold 9 lamps. Later she sold some more lamps. Hugo sold twice as many as Ines. How many lamps did Hugo sell?",
    ],
)
def test_refused(text: str, lexicon: Lexicon) -> None:
    refusal_of(text, lexicon)


def test_retelling_gives_its_step(lexicon: Lexicon) -> None:
    found = event_multiples(
        "Ines sold 9 lamps. Hugo sold three times as many as Ines. How many lamps did Hugo sell?", lexicon
    )
    assert found is not None
    assert found.text == "Ines sold 9 lamps. Hugo sold 27 lamps. How many lamps did Hugo sell?"
    assert found.steps == ("'three times as many as Ines': 3 x 9 = 27 lamps",)


def test_other_shapes_are_left_to_the_chain(lexicon: Lexicon) -> None:
    assert (
        event_multiples(
            "Ines has 9 lamps. Hugo has twice as many as Ines. How many lamps does Hugo have?", lexicon
        )
        is None
    )
    assert (
        event_multiples("Ines sold 9 lamps and twice as many rugs. How many rugs did she sell?", lexicon)
        is None
    )
