"""An offset multiple in another word order, told in the order the reader reads (ADR 0496)."""

import pytest

from packs.model import Lexicon
from reader.offset_orders import offset_order
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # the things before 'than', the compared count told before or after
        (
            "Nia has 14 buttons. Eli has 3 more buttons than twice as many as Nia. How many buttons does Eli have?",
            31,
        ),
        (
            "Eli has 3 more buttons than twice as many as Nia. If Nia has 14 buttons, how many buttons does Eli have?",
            31,
        ),
        # the things before 'more', an echo of the verb, a total of 'they'
        (
            "Nia has 14 buttons. Eli has 3 buttons more than twice as many as Nia has. How many buttons do they have in all?",
            45,
        ),
        # a doing verb, echoed with 'did'
        (
            "Nia baked 10 rolls. Eli baked 2 fewer rolls than three times as many as Nia did. How many rolls did Eli bake?",
            28,
        ),
        # two kinds at one place, the second after 'the number of'
        (
            "There are 9 more crows than twice the number of owls in the woods. "
            "If there are 6 owls in the woods, how many crows are there?",
            21,
        ),
        (
            "The shop has 4 more vans than three times the number of cars. If the shop has 5 cars, how many vans does the shop have?",
            19,
        ),
        # the things told twice; 'the number of X as Y' with a holding
        (
            "Eli has 3 more buttons than twice the number of buttons Nia has. If Nia has 14 buttons, how many buttons does Eli have?",
            31,
        ),
        (
            "Nia has 14 buttons. Eli has 3 less than twice the number of buttons as Nia. How many buttons does Eli have?",
            25,
        ),
    ],
)
def test_read(text: str, value: int, lexicon: Lexicon) -> None:
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        # other things after the compared side; two compared holders; another tense
        "Nia has 14 buttons. Eli has 3 more buttons than twice as many as Nia has pins. How many buttons does Eli have?",
        "Nia has 14 buttons. Eli has 3 more buttons than twice as many as Nia and Ida. How many buttons does Eli have?",
        "Nia has 14 buttons. Eli has 3 more buttons than twice as many as Nia had. How many buttons does Eli have?",
        # the comparing side told: the inverse is another reading's
        "Eli has 3 more buttons than twice as many as Nia. If Eli has 31 buttons, how many buttons does Nia have?",
        # another place, another kind told
        "There are 9 more crows than twice the number of owls in the woods. If there are 6 owls in the park, how many crows are there?",
        "There are 9 more crows than twice the number of owls in the woods. If there are 6 bats in the woods, how many crows are there?",
        # a count that is not whole
        "There are 9 more crows than half the number of owls in the woods. If there are 7 owls in the woods, how many crows are there?",
        # a negation
        "Nia has 14 buttons. Eli does not have 3 more buttons than twice as many as Nia. How many buttons does Eli have?",
    ],
)
def test_refused(text: str, lexicon: Lexicon) -> None:
    refusal_of(text, lexicon)


def test_retelling_moves_the_things(lexicon: Lexicon) -> None:
    found = offset_order(
        "Nia has 14 buttons. Eli has 3 more buttons than twice as many as Nia. How many buttons does Eli have?",
        lexicon,
    )
    assert found is not None
    assert found.text == (
        "Nia has 14 buttons. Eli has 3 more than twice as many buttons as Nia. How many buttons does Eli have?"
    )
    assert found.steps == (
        "'3 more buttons than twice as many as Nia' read as '3 more than twice as many buttons as Nia'",
    )


def test_other_shapes_are_left_to_the_chain(lexicon: Lexicon) -> None:
    assert offset_order("Nia has 14 buttons. How many buttons does Nia have?", lexicon) is None
    assert (
        offset_order("Eli has 3 more buttons than Nia. Nia has 4 buttons. How many does Eli have?", lexicon)
        is None
    )
    # two comparisons
    assert (
        offset_order(
            "Eli has 3 more buttons than twice as many as Nia. Nia has 2 more buttons than Ida. "
            "Ida has 4 buttons. How many buttons does Eli have?",
            lexicon,
        )
        is None
    )
