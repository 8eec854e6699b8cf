"""A rate kept up for a stretch told in a sentence of its own (ADR 0430)."""

import pytest

from packs.model import Lexicon
from reader.repeated_doings import repeated_doings
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Maya bakes 20 rolls a day. She does this for 9 days. How many rolls does she bake?", 180),
        ("Omar earns $12 an hour. He does this for 6 hours. How much money does he earn?", 72),
        ("Omar runs 3 miles a week. He did that for 4 weeks. How many miles did he run?", 12),
        (
            "Maya bakes 20 rolls a day. She does this for 9 days and then sells half of the rolls. "
            "How many rolls does Maya have?",
            90,
        ),
        (
            "Maya bakes 20 rolls a day. She does this for 9 days. Then she sells 50 rolls. "
            "How many rolls does she have left?",
            130,
        ),
        (
            "Omar reads 30 pages a day. Ana reads 10 pages a day. She does this for 5 days. "
            "How many pages does Ana read?",
            50,
        ),
    ],
)
def test_the_stretch_is_joined_to_the_rate_before_it(text: str, value: int, lexicon: Lexicon) -> None:
    assert value_of(text, lexicon) == value


def test_the_two_sentences_are_written_as_one(lexicon: Lexicon) -> None:
    found = repeated_doings("Maya bakes 20 rolls a day. She does this for 9 days. How many rolls?", lexicon)
    assert found is not None
    assert found.text == "Maya bakes 20 rolls a day for 9 days. How many rolls?"


@pytest.mark.parametrize(
    "text",
    [
        # no rate before: 20 rolls once, or 20 rolls a day?
        "Maya bakes 20 rolls. She does this for 9 days. How many rolls does she bake?",
        "Maya bakes 20 rolls a day. He does this for 9 days. How many rolls does she bake?",
        "Maya can bake 20 rolls a day. She does this for 9 days. How many rolls does she bake?",
        "Maya bakes 20 rolls a day for 2 days. She does this for 9 days. How many rolls does she bake?",
        "Maya bakes 20 rolls a day. She does not do this for 9 days. How many rolls does she bake?",
        "Maya bakes about 20 rolls a day. She does this for 9 days. How many rolls does she bake?",
        "Maya and Omar bake 20 rolls a day. They do this for 9 days. How many rolls do they bake?",
        # 'he' is Omar, two sentences back
        "Omar reads 30 pages a day. Ana reads 10 pages a day. He does this for 5 days. How many pages?",
        # two stretches
        "Omar reads 30 pages a day. He does this for 5 days. He does this for 3 days. How many pages?",
    ],
)
def test_unsure_stretches_keep_the_refusal(text: str, lexicon: Lexicon) -> None:
    refusal_of(text, lexicon)
