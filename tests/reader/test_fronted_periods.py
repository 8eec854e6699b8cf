"""A span opening a sentence with 'for' reads as the same span at the clause's end (ADR 0151)."""

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # each/every + a unit of time, then the span: the rate of the trailing "every day for 6 days"
        ("Every day for 6 days Rita sews 2 dresses. How many dresses does Rita sew?", 12),
        ("Each day for 4 days, Leo bakes 9 rolls. How many rolls does Leo bake?", 36),
        ("Every week for 3 weeks Uma saves 7 dollars. How much money does Uma save?", 21),
        ("Every hour for 2 hours the oven bakes 50 buns. How many buns does the oven bake?", 100),
        # the span alone, with a rate stated in the clause
        ("For 4 days Nick swims 2 miles a day. How many miles does Nick swim?", 8),
        ("For 4 days, Nick swims 2 miles every day. How many miles does Nick swim?", 8),
        ("For three weeks Ola earns 30 dollars a week. How much money does Ola earn?", 90),
        # the span alone over an activity with no amount: the time spent on it
        ("For 2 hours Pam plays tennis. How many hours does Pam play?", 2),
        # a leading 'then' is kept, and the span counts into the story
        ("Ed has 5 shells. Then for 3 days he finds 2 shells a day. How many shells does Ed have now?", 11),
        ("Ed has 9 nuts. Every day for 3 days he eats 2 nuts. How many nuts does Ed have left?", 3),
    ],
)
def test_a_fronted_span_reads_as_the_trailing_one(text, expected, lexicon):
    assert value_of(text, lexicon) == expected


@pytest.mark.parametrize(
    ("text", "why"),
    [
        # no rate: 20 pages in all, or 20 pages a day?
        ("For 5 days Kai reads 20 pages. How many pages does Kai read?", "whole span"),
        ("For 2 months, Kai saves $30. How much money does Kai save?", "whole span"),
        # the span in another unit than the rate's period
        ("Every day for 2 weeks Kai picks 6 figs. How many figs does Kai pick?", "own unit of time"),
        ("For 2 weeks Kai picks 6 figs a day. How many figs does Kai pick?", "own unit of time"),
        ("For 3 days Kai picks 6 figs an hour. How many figs does Kai pick?", "own unit of time"),
        # a second span, or a holding
        ("For 3 days Kai picks 6 figs a day for 2 days. How many figs does Kai pick?", "not certain"),
        ("For 3 days Kai has 6 figs a day. How many figs does Kai have?", "not certain"),
    ],
)
def test_a_span_with_no_certain_amount_refuses(text, why, lexicon):
    refusal = refusal_of(text, lexicon)
    assert refusal.reason == "unsupported_operation"
    assert "a span opening a sentence with 'for'" in refusal.detail
    assert why in refusal.detail


def test_traps_keep_their_refusals(lexicon):
    # a rate and no span at all, asked in the past: how many days?
    assert (
        refusal_of("Every day Bo picks 5 pears. How many pears did Bo pick?", lexicon).reason
        == "underdetermined"
    )
    # asked in the present, it is one day (ADR 0192)
    assert value_of("Every day Bo picks 5 pears. How many pears does Bo pick?", lexicon) == 5
    # a negated rate
    text = "Every day for 5 days Bo does not pick 5 pears. How many pears does Bo pick?"
    assert refusal_of(text, lexicon).reason == "unsupported_operation"
    # 'every other day' and 'except Sunday' are no rate per day
    text = "Every other day Bo picks 5 pears. How many pears does Bo pick in 10 days?"
    assert refusal_of(text, lexicon).reason == "unexpected_category"
    text = "Every day except Sunday Bo picks 5 pears. How many pears does Bo pick in a week?"
    assert refusal_of(text, lexicon).reason == "unexpected_category"
    # 'at' is no span
    text = "At 5 days Bo picks 5 pears a day. How many pears does Bo pick?"
    assert refusal_of(text, lexicon).reason == "unexpected_category"
    # a question that opens with the span
    text = "For 3 days, how many pears does Bo pick if he picks 5 pears a day?"
    assert refusal_of(text, lexicon).reason == "unexpected_category"


def test_an_opening_rate_on_some_days_refuses(lexicon):
    """ "Every day ... on weekends" is "a day on weekends" (ADR 0139), with the period opening the sentence."""
    for text in (
        "Every day Al bakes 2 pies on weekends. How many pies does Al bake in 6 days?",
        "Every day for 6 days Al bakes 2 pies on weekends. How many pies does Al bake?",
    ):
        refusal = refusal_of(text, lexicon)
        assert refusal.reason == "unsupported_operation"
        assert "some days only" in refusal.detail
    assert value_of("Every day Al bakes 2 pies at home. How many pies does Al bake in 6 days?", lexicon) == 12


@pytest.mark.parametrize(
    "text",
    [
        "Gus earns 20 dollars an hour for 3 hours. How much does he earn?",
        "For 3 weeks Gus earns 50 dollars a week. How much does he earn?",
        "For 5 days Gus picks 6 figs a day. How much does he pick?",
    ],
)
def test_a_unitless_question_over_a_rate_and_its_time_refuses(text, lexicon):
    """The verb changed both the time spent and the amount: 'How much' names neither."""
    assert refusal_of(text, lexicon).reason == "ambiguous_unit"


def test_a_named_unit_still_reads_over_a_rate_and_its_time(lexicon):
    text = "Gus earns 20 dollars an hour for 3 hours. How much money does he earn?"
    assert value_of(text, lexicon) == 60
    assert (
        value_of("Jen bought 2 pounds of cheese that cost $4 per pound. How much did Jen spend?", lexicon)
        == 8
    )
