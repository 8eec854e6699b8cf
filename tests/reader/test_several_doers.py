"""A question naming several doers needs each doer's own part: one person's events or rate are not both's."""

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("Bob bought 5 apples. How many apples did Bob and Ann buy?", "dangling_entity"),
        ("Bob ate 5 apples. How many apples did Bob and his sister eat?", "dangling_entity"),
        ("Sam spent 3 hours reading. How many hours did Sam and Ann spend reading?", "dangling_entity"),
        (
            "Bob can shuck 10 oysters in 5 minutes. How many oysters can Bob and Ann shuck in 10 minutes?",
            "unsupported_operation",
        ),
        ("Bob earns $5 an hour. How much money do Bob and Ann earn in 3 hours?", "unsupported_operation"),
    ],
)
def test_a_doer_with_no_part_of_their_own_refuses(lexicon, text, reason):
    assert refusal_of(text, lexicon).reason == reason


def test_each_doer_with_an_event_is_summed(lexicon):
    assert (
        value_of("Bob bought 5 apples. Ann bought 3 apples. How many apples did Bob and Ann buy?", lexicon)
        == 8
    )
