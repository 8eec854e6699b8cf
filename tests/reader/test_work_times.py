"""How long the rest of a workload takes at a time per item (ADR 0222)."""

import pytest

from packs.model import Lexicon
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (
            "A gardener needed to plant 12 trees in a park. Each tree takes 2 hours to plant. "
            "If she already planted 5 trees, how much longer will she take to plant the rest?",
            14,
        ),
        (
            "A baker needs to bake 9 pies. She has already baked 4. "
            "If each pie takes 30 minutes to bake, how long will it take her to bake the rest?",
            150,
        ),
        (
            "A tailor had to sew 8 shirts. He already sewed 3 shirts. It takes 2 hours to sew each shirt. "
            "How many hours will it take him to sew the remaining shirts?",
            10,
        ),
        (
            "Oscar had 20 essays to grade. He graded 12 essays. "
            "If each essay takes 10 minutes to grade, how long will it take him to grade the rest?",
            80,
        ),
    ],
)
def test_rest_of_workload_times_each(text: str, value: int, lexicon: Lexicon) -> None:
    assert value_of(text, lexicon) == value


def test_needed_to_paint_in_a_building_is_a_workload(lexicon: Lexicon) -> None:
    text = (
        "A painter needed to paint 10 rooms in a building. He already painted 8 rooms. "
        "How many rooms does he still have to paint?"
    )
    assert value_of(text, lexicon) == 2


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        (  # no 'each': the time may be for all of them
            "A tailor had to sew 8 shirts. He already sewed 3 shirts. It takes 2 hours to sew the shirts. "
            "How long will it take him to sew the rest?",
            "unresolved_pronoun",
        ),
        (  # the time is for another task
            "A tailor had to sew 8 shirts. He already sewed 3 shirts. Each shirt takes 2 hours to iron. "
            "How long will it take him to sew the rest?",
            "unsupported_operation",
        ),
        (  # more done than was waiting
            "A tailor had to sew 8 shirts. He already sewed 10 shirts. Each shirt takes 2 hours to sew. "
            "How long will it take him to sew the rest?",
            "unsupported_operation",
        ),
        (  # a friend may share the work
            "A tailor had to sew 8 shirts. He already sewed 3 shirts. Each shirt takes 2 hours to sew. "
            "If he works with a friend, how long will it take him to sew the rest?",
            "unsupported_operation",
        ),
        (  # nothing done: no rest
            "A tailor had to sew 8 shirts. Each shirt takes 2 hours to sew. How long will it take him to sew the rest?",
            "unsupported_operation",
        ),
        (  # past: the whole task or the rest?
            "A tailor had to sew 8 shirts. He already sewed 3 shirts. Each shirt takes 2 hours to sew. "
            "How long did it take him to sew the rest?",
            "unsupported_operation",
        ),
        (  # another doer than the one who worked
            "A baker needed to frost 12 cakes for a party. Each cake takes 5 minutes to frost. "
            "If he already frosted 9 cakes, how much longer will she take to frost the rest?",
            "unsupported_operation",
        ),
    ],
)
def test_refused(text: str, reason: str, lexicon: Lexicon) -> None:
    assert refusal_of(text, lexicon).reason == reason
