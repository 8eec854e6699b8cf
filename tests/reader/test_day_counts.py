"""Days counted are not lengths of time; a daily rate whose days the story limits refuses (ADR 0172)."""

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a rate per day over a period, with nothing else about days: seven days a week
        ("Ravi bakes 3 pies a day. How many pies does he bake in a week?", 21),
        ("Ravi bakes 3 pies per day. How many pies does he bake in 2 weeks?", 42),
        ("Ravi bakes 3 pies a day. How many pies does he bake in 4 days?", 12),
        ("Ravi bakes 3 pies a day for 4 days. How many pies does he bake?", 12),
        ("Ravi bakes 3 pies a day. Ida bakes 2 pies a day. How many pies does Ida bake in a week?", 14),
        # a rate's own present period, another clause said to hold in addition
        ("This week, Ravi walks 3 miles a day. How many miles does he walk in a week?", 21),
        ("Ravi walks 3 miles a day. On Fridays he also swims. How many miles does he walk in a week?", 21),
        ("Autumn walks 3 miles a day. How many miles does Autumn walk in a week?", 21),
        # days counted per week, asked in days
        ("Ravi cycles 4 days a week. How many days does he cycle in 3 weeks?", 12),
        # a duration per day is a length of time
        ("Ravi cycles 2 hours a day. How many hours does he cycle in 6 days?", 12),
    ],
)
def test_rates_over_whole_days_read(lexicon, text, expected):
    assert value_of(text, lexicon) == expected


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # days counted asked as hours or minutes: how long is each day of it?
        ("Ravi cycles 4 days a week. How many hours does he cycle in a week?", "unit_mismatch"),
        (
            "Ravi cycles 2 hours a day. He cycles 4 days a week. How many hours does he cycle in a week?",
            "unit_mismatch",
        ),
        (
            "Ravi swims 20 minutes a day. He swims 3 days a week. How many minutes does he swim in a week?",
            "unit_mismatch",
        ),
        ("Ravi cycles 4 days a week. How many minutes does he cycle in 2 weeks?", "unit_mismatch"),
        # a length of time in the rate's own sentence
        (
            "Ravi walks 3 miles a day for 4 days. How many miles does he walk in a week?",
            "unsupported_operation",
        ),
        (
            "Ravi walks 3 miles a day for 4 days. How many miles does he walk in 6 days?",
            "unsupported_operation",
        ),
        # days named or counted in another sentence
        (
            "Ravi walks 3 miles a day. This week he rested. How many miles does he walk in a week?",
            "unsupported_operation",
        ),
        (
            "Ravi bakes 3 pies a day. He rests on Fridays. How many pies does he bake in a week?",
            "unsupported_operation",
        ),
        (
            "Ravi bakes 3 pies a day. On Fridays he rests. How many pies does he bake in 2 weeks?",
            "unsupported_operation",
        ),
        (
            "Ravi bakes 3 pies a day. He bakes 5 days a week. How many pies does he bake in a week?",
            "unsupported_operation",
        ),
        (
            "Ravi bakes 3 pies a day. He was sick last week. How many pies does he bake in a week?",
            "unsupported_operation",
        ),
        (
            "Ravi bakes 3 pies a day. He rests on holidays. How many pies does he bake in a week?",
            "unsupported_operation",
        ),
        (
            "Ravi bakes 3 pies a day, but he took 2 days off this week. How many pies does he bake in a week?",
            "unsupported_operation",
        ),
        (
            "Ravi bakes 3 pies a day. Ida bakes 2 pies a day for 3 days. How many pies does Ravi bake in a week?",
            "unsupported_operation",
        ),
    ],
)
def test_days_limited_or_counted_refuse(lexicon, text, reason):
    assert refusal_of(text, lexicon).reason == reason
