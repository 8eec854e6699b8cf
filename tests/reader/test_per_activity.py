"""'for each' / 'for every' after an amount as a rate per thing (ADR 0081), tied to an activity (ADR 0082)."""

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Hugo earns 6 dollars for each bench. How much money does he earn for 5 benches?", 30),
        ("Hugo earns 6 dollars for every bench. How much money does he earn for 5 benches?", 30),
        ("Iris gets 2 points for each puzzle. How many points does she get for 9 puzzles?", 18),
        ("Iris earned $4 for each blue vase. How much money did she earn for 3 blue vases?", 12),
        # the same as "$6 per bench": selling benches at the rate moves money
        ("Hugo earns 6 dollars for each bench. He sold 2 benches. How much money did he earn?", 12),
    ],
)
def test_for_each_reads_as_per(text, value, lexicon):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # the rate is paid for what another holder does: whose count pays?
        (
            "Hugo earned 6 dollars for each bench Ravi painted. He sold 2 benches. How much money did he earn?",
            "unsupported_operation",
        ),
        # a group: each of them, or both together?
        (
            "Hugo and Iris earn 6 dollars for each bench. How much money do they earn for 2 benches?",
            "unsupported_operation",
        ),
        # paying or holding per thing is not an earning rate
        ("Hugo paid 6 dollars for each bench. How much money did he pay for 2 benches?", "unused_operator"),
        ("Hugo has 6 dollars for each bench. How much money does he have for 2 benches?", "unused_operator"),
        # the count is of a different thing, or missing
        ("Hugo earns 6 dollars for each bench. How much money does he earn for 2 hours?", "unit_mismatch"),
        ("Hugo earns 6 dollars for each bench. How much money does he earn?", "underdetermined"),
        (
            "Hugo earns 6 dollars for every 2 benches. How much money does he earn for 4 benches?",
            "unexpected_category",
        ),
        (
            "Hugo does not earn 6 dollars for each bench. How much money does he earn for 2 benches?",
            "unused_operator",
        ),
    ],
)
def test_for_each_refusals(text, reason, lexicon):
    assert refusal_of(text, lexicon).reason == reason


# --- a rate tied to the subject's own activity (ADR 0082) -------------------------


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (
            "Hugo earned 6 dollars for each bench he painted. He painted 4 benches. How much money did he earn?",
            24,
        ),
        (
            "Hugo earned 6 dollars for each bench he painted, and he painted 2 benches. How much money did he earn?",
            12,
        ),
        (
            "Hugo earned 6 dollars for each bench he painted. He had 5 dollars. He painted 3 benches. "
            "How much money does he have now?",
            23,
        ),
        # two holders, two rates: only the asked holder's count and rate
        (
            "Hugo earns 6 dollars for each bench he painted. Ravi earns 9 dollars for each bench he painted. "
            "Ravi painted 2 benches. How much money did Ravi earn?",
            18,
        ),
        # two activities, two rates: each count is paid at its own verb's rate
        (
            "Hugo earned 6 dollars for each bench he painted. He earned 2 dollars for each bench he sanded. "
            "He painted 3 benches. He sanded 4 benches. How much money did he earn?",
            26,
        ),
        (
            "Hugo earned 6 dollars for each bench he painted. If he painted 3 benches, how much money did he earn?",
            18,
        ),
        # the activity is selling: a sale is paid at the rate
        ("Hugo earned 6 dollars for each bench he sold. He sold 3 benches. How much money did he earn?", 18),
    ],
)
def test_counted_activity_is_paid(text, value, lexicon):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # another verb, another holder, another noun: the rate does not pay
        (
            "Hugo earned 6 dollars for each bench he painted. He sold 3 benches. How much money did he earn?",
            "underdetermined",
        ),
        (
            "Hugo earned 6 dollars for each bench he painted. He cleaned 3 benches. How much money did he earn?",
            "untaught_verb_role",
        ),
        (
            "Hugo earned 6 dollars for each bench he painted. Ravi painted 3 benches. How much money did Hugo earn?",
            "untaught_verb_role",
        ),
        (
            "Hugo earned 6 dollars for each bench he painted. He painted 3 fences. How much money did he earn?",
            "untaught_verb_role",
        ),
        # the activity of someone else than the subject
        (
            "Hugo earned 6 dollars for each bench she painted. He painted 3 benches. How much money did he earn?",
            "unsupported_operation",
        ),
        # two rates for one activity disagree
        (
            "Hugo earned 6 dollars for each bench he painted. He earned 2 dollars for each bench he painted. "
            "He painted 3 benches. How much money did he earn?",
            "untaught_verb_role",
        ),
        # a count with no rate stays untaught; it is never a holding
        ("Hugo painted 3 benches. How many benches does he have?", "untaught_verb_role"),
        # the count is not a whole number of things
        (
            "Hugo earned 6 dollars for each bench he painted. He painted 2.5 benches. How much money did he earn?",
            "untaught_verb_role",
        ),
    ],
)
def test_counted_activity_refusals(text, reason, lexicon):
    assert refusal_of(text, lexicon).reason == reason
