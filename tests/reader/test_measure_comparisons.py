"""Comparisons between entities' own measures: taller, lighter, twice as heavy as (ADR 0120)."""

from fractions import Fraction

import pytest

from reader import Answer, read_problem
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # one comparison, each direction, the known side stated before or after
        ("Kim weighs 6 pounds more than Lou. Lou weighs 90 pounds. How much does Kim weigh?", 96),
        ("Kim weighs 6 more pounds than Lou. Lou weighs 90 pounds. How much does Kim weigh?", 96),
        ("Lou weighs 90 pounds. Kim weighs 6 pounds less than Lou. How much does Kim weigh?", 84),
        ("Kim is 4 inches taller than Lou. Lou is 50 inches tall. How tall is Kim?", 54),
        ("Kim is 4 inches shorter than Lou. Lou is 50 inches tall. How tall is Kim?", 46),
        ("The hose is 2 meters shorter than the rope. The rope is 9 meters long. How long is the hose?", 7),
        ("Kim is five pounds lighter than Lou. Lou weighs 90 pounds. How much does Kim weigh?", 85),
        ("Kim is 6 kilograms heavier than Lou. Lou weighs 40 kilograms. How heavy is Kim?", 46),
        # the known side is the compared one: solved backwards
        ("Kim weighs 6 pounds more than Lou. Kim weighs 90 pounds. How much does Lou weigh?", 84),
        # multiples
        ("Kim weighs half as much as Lou. Lou weighs 90 pounds. How much does Kim weigh?", 45),
        ("Kim weighs twice as much as Lou. Lou weighs 45 pounds. How much does Kim weigh?", 90),
        ("The mast is 3 times as tall as the shed. The shed is 4 meters tall. How tall is the mast?", 12),
        ("Kim weighs twice as much as Lou. Kim weighs 45 pounds. How much does Lou weigh?", Fraction(45, 2)),
        # a condition stating the base
        ("Kim weighs 6 pounds more than Lou. If Lou weighs 90 pounds, how much does Kim weigh?", 96),
        ("Kim weighs 6 pounds more than Lou. How much does Kim weigh if Lou weighs 90 pounds?", 96),
        # chains, and the questions for a difference and a total
        (
            "Kim is 2 inches taller than Lou, and Lou is 3 inches shorter than Max. "
            "If Max is 60 inches tall, how tall is Kim?",
            59,
        ),
        (
            "Kim weighs 5 more pounds than Lou. Lou is 8 pounds lighter than Max. "
            "If Max weighs 100 pounds, what is their total weight?",
            289,
        ),
        (
            "Kim weighs twice as much as Lou. Lou weighs 30 pounds. How much do Kim and Lou weigh together?",
            90,
        ),
        ("Kim weighs 40 pounds. Lou weighs 30 pounds. How many pounds do they weigh altogether?", 70),
        (
            "Kim is 4 inches taller than Lou. Lou is 50 inches tall. What is the combined height of Kim and Lou?",
            104,
        ),
        ("Kim is 4 inches taller than Lou. Lou is 50 inches tall. How much shorter is Lou than Kim?", 4),
        ("Kim weighs 40 pounds. Lou weighs 30 pounds. How much lighter is Lou than Kim?", 10),
    ],
)
def test_comparisons_of_measures_are_read(lexicon, text, value):
    assert value_of(text, lexicon) == value


def test_the_chain_is_a_derivation_with_than_holdings(lexicon):
    result = read_problem(
        "Kim weighs 5 more pounds than Lou. Lou is 8 pounds lighter than Max. "
        "If Max weighs 100 pounds, what is their total weight?",
        lexicon,
    )
    assert isinstance(result, Answer)
    assert result.steps == (
        "Max = 100",
        "Lou = 100 - 8 = 92",
        "Kim = 92 + 5 = 97",
        "97 + 92 + 100 = 289 pound",
    )
    assert result.graph.question.kind == "total"
    assert [(e.holder, e.than, e.direction) for e in result.graph.events] == [
        ("max", "", 0),
        ("kim", "lou", 1),
        ("lou", "max", -1),
    ]


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # no base, two bases (agreeing or not), a circle
        ("Kim weighs 6 pounds more than Lou. How much does Kim weigh?", "untaught_verb_role"),
        (
            "Kim weighs 6 pounds more than Lou. Lou weighs 90 pounds. Kim weighs 96 pounds. How much does Kim weigh?",
            "untaught_verb_role",
        ),
        (
            "Kim is 2 inches taller than Lou. Lou is 2 inches taller than Kim. Kim is 50 inches tall. How tall is Lou?",
            "unattached_quantity",
        ),
        (
            "Kim weighs 6 pounds more than Lou. Lou weighs 90 pounds. How much does Kim weigh if Lou weighs 80 pounds?",
            "untaught_verb_role",
        ),
        # a measure of nothing or less
        ("Kim is 50 inches shorter than Lou. Lou is 50 inches tall. How tall is Kim?", "unattached_quantity"),
        # units or measures that differ
        (
            "Kim weighs 6 kilograms more than Lou. Lou weighs 90 pounds. How much does Kim weigh?",
            "untaught_verb_role",
        ),
        ("Kim is 4 inches taller than Lou. Lou is 5 feet tall. How tall is Kim?", "unattached_quantity"),
        (
            "The hose is 2 meters shorter than the rope. The rope is 9 meters tall. How long is the hose?",
            "unattached_quantity",
        ),
        ("Kim is 4 inches taller than Lou. Lou weighs 50 pounds. How tall is Kim?", "unattached_quantity"),
        # an age is not one of these measures (ages are read by reader/ages.py, ADR 0122)
        ("Kim is 4 years older than Lou. Lou weighs 90 pounds. How old is Kim?", "unattached_quantity"),
        # 'times heavier' says N or N + 1 times
        (
            "The cow is 3 times heavier than the pig. The pig weighs 90 kilograms. How much does the cow weigh?",
            "unattached_quantity",
        ),
        # a comparison the question does not depend on; a difference the wrong way
        ("Kim is 4 inches taller than Lou. Lou is 50 inches tall. How tall is Lou?", "unattached_quantity"),
        (
            "Kim is 4 inches taller than Lou. Lou is 50 inches tall. How much taller is Lou than Kim?",
            "unattached_quantity",
        ),
        # each or together is not said; a supposed change; negation
        ("Kim weighs 40 pounds. Lou weighs 30 pounds. How much do Kim and Lou weigh?", "untaught_verb_role"),
        ("Kim was 50 inches tall. If she grew 4 inches, how tall is Kim now?", "unattached_quantity"),
        (
            "Kim is not 4 inches taller than Lou. Lou is 50 inches tall. How tall is Kim?",
            "unattached_quantity",
        ),
    ],
)
def test_unsound_comparisons_refuse(lexicon, text, reason):
    assert refusal_of(text, lexicon).reason == reason
