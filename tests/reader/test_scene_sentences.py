"""An opening sentence that only sets the scene, left out and the rest read whole (ADR 0453)."""

import pytest

from packs.model import Lexicon
from reader.scene_sentences import scene_sentences
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (
            "Yesterday, Bianca and Oscar were invited to a dinner. Bianca broke 4 vases, while Oscar broke"
            " 2 times the number of vases Bianca broke. How many vases were broken?",
            12,
        ),
        (
            "Bianca and Oscar are spending the day at a fair. Bianca won 5 ribbons. Oscar won 2 ribbons."
            " How many ribbons did Bianca and Oscar win in all?",
            7,
        ),
        (
            "Bianca had a collection of pins. She started with 50 pins. She gave away 12 pins."
            " How many pins does she have now?",
            38,
        ),
    ],
)
def test_the_rest_is_read_whole(text: str, value: int, lexicon: Lexicon) -> None:
    assert value_of(text, lexicon) == value


def test_the_rewrite_drops_only_the_opening_sentence(lexicon: Lexicon) -> None:
    found = scene_sentences(
        "Today, Bianca and Oscar are at the zoo. Bianca bought 3 maps. Oscar bought 4 maps. How many maps did Bianca"
        " and Oscar buy?",
        lexicon,
    )
    assert found is not None
    assert found.text == "Bianca bought 3 maps. Oscar bought 4 maps. How many maps did Bianca and Oscar buy?"


@pytest.mark.parametrize(
    "text",
    [
        # a thing held in the opening sentence is counted later
        "Bianca has a lamb. She buys 2 lambs. She sells 1 lamb. How many lambs does she have?",
        # its wider kind is asked
        "Oscar owns a pet. He buys 2 dogs. He buys 1 cat. How many pets does he have?",
        # an amount without a number
        "Oscar has some figs. He buys 4 figs. He eats 1 fig. How many figs does he have?",
        # a person the rest does not count
        "Oscar and his cousin went fishing. Oscar caught 4 fish. Oscar caught 2 more fish. How many fish did they catch?",
        # a name met only in the opening sentence, and 'they'
        "Bianca, Oscar and Noor went to a fair. Bianca won 3 prizes. Oscar won 4 prizes. How many prizes did they"
        " win in total?",
        # a negation
        "Bianca did not go to the market. She bought 3 plums. She bought 2 more plums. How many plums did she buy?",
        # a start told after a buying: before or after it?
        "Bianca bought pins. She started with 40 pins. She lost 6 pins. How many pins does she have now?",
        # a start told of someone else
        "Bianca had a collection of pins. He started with 40 pins. He lost 6 pins. How many pins does Bianca have?",
    ],
)
def test_anything_else_keeps_the_refusal(text: str, lexicon: Lexicon) -> None:
    assert refusal_of(text, lexicon) is not None


def test_two_sentences_are_not_a_scene_and_a_story(lexicon: Lexicon) -> None:
    assert scene_sentences("Bianca went to the zoo. How many seals did she see?", lexicon) is None
