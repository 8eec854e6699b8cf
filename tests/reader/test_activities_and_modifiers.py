"""Participles as modifiers, gerunds after 'for', and a scene clause before 'and' (ADR 0096, ADR 0097)."""

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Ada has 5 coloring books. She buys 3 coloring books. How many coloring books does Ada have?", 8),
        ("Ada has 7 trading cards. She loses 2. How many trading cards does Ada have?", 5),
        ("A team had 5 returning players and 10 new players. How many players are on the team?", 15),
        ("Ada bought 3 boiled eggs for $2 each. How much did Ada spend?", 6),
        ("Ada has 4 racing cars. She gets 2 more racing cars. How many racing cars does Ada have?", 6),
    ],
)
def test_a_participle_after_a_number_describes_the_noun(lexicon, text, value):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("Ada had 12 eggs and 3 cracked. How many eggs does Ada have?", "unattached_quantity"),
        ("Ada bought 12 eggs and 3 cracked on the way. How many eggs does Ada have?", "unattached_quantity"),
        ("Ada had 10 eggs. She bought 2 more cracked. How many eggs does Ada have?", "unattached_quantity"),
        # subject position: "12 playing chess" is a clause about 12 children, not 12 chesses
        ("There were 30 kids at camp, 12 playing chess. How many kids were at camp?", "unexpected_category"),
        # a taught verb's form is not a modifier ("baked" makes things)
        (
            "Ada had 9 folded shirts. She unfolded 3. How many folded shirts does Ada have?",
            "unexpected_category",
        ),
    ],
)
def test_a_participle_that_may_be_a_verb_refuses(lexicon, text, reason):
    assert refusal_of(text, lexicon).reason == reason


@pytest.mark.parametrize(
    "text",
    [
        "Ada spent 2 hours mowing lawns and 3 raking leaves. How many hours did Ada spend?",
        "Ada spent 2 hours washing cars and 3 painting fences. How many hours did Ada spend?",  # a noun '-ing'
        "Ada found 20 shells walking on the sand and 15 exploring caves. How many shells did Ada find?",
        "Ada has 5 cars. She buys 3 racing cars. How many cars does Ada have?",
        "Ada earned 3 raking leaves. She earned 5 dollars. How many dollars did Ada earn?",  # money verb
    ],
)
def test_an_ing_phrase_after_a_number_that_may_hide_a_unit_refuses(lexicon, text):
    refusal_of(text, lexicon)


def test_the_bar_in_a_candy_bar_is_a_noun(lexicon):
    assert value_of("Ada has 6 candy bars. She eats 2. How many candy bars does Ada have?", lexicon) == 4


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Ada earned $5 for walking dogs. She spent $2. How much money does Ada have?", 3),
        (
            "Ada earned 6 dollars for walking dogs and 4 dollars for raking leaves. How many dollars did Ada earn?",
            10,
        ),
        (
            "Ada got 8 points for answering questions and lost 3 points for talking. How many points does Ada have?",
            5,
        ),
    ],
)
def test_a_gerund_after_for_says_what_the_amount_was_for(lexicon, text, value):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        "Ada earned 5 dollars for walking 3 dogs. How many dollars did Ada earn?",  # a number
        "Ada earned 5 dollars for walking dogs each day. How many dollars did Ada earn?",  # each
        "Ada earned 5 dollars by walking dogs twice. How many dollars did Ada earn?",  # twice
        "Ada got 5 dollars from selling cookies. How many dollars did Ada get?",  # a moving verb
        "Ada spent 6 dollars for buying 2 books. How many dollars did Ada spend?",  # a moving verb, a number
    ],
)
def test_a_gerund_phrase_with_a_role_refuses(lexicon, text):
    assert refusal_of(text, lexicon).reason == "unexpected_category"


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Ada went to the store and bought 4 pens. How many pens did Ada buy?", 4),
        ("Ada had 3 pens. She went to the store and bought 4 pens. How many pens does Ada have?", 7),
        ("Ada had 5 pens. She walked to the park and lost 2 pens. How many pens does Ada have?", 3),
        ("Ada and Ben went to the store and bought 4 pens each. How many pens did they buy?", 8),
    ],
)
def test_an_untaught_verb_with_no_amount_before_and_sets_the_scene(lexicon, text, value):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        "Ada had 3 pens. She went to Ben and gave 2 pens. How many pens does Ada have?",  # a person after 'to'
        "Ada had 3 pens. She went to the store twice and bought 4 pens. How many pens does Ada have?",
        "Ada had 5 pens. She went home and did not buy 3 pens. How many pens does Ada have?",
        "Ada and Ben went to the store and bought 4 pens. How many pens did Ada buy?",  # each or together
        # no place and nothing named: trading may have moved what she held
        "Ada had 10 cards. She traded with Ben and got 3 cards. How many cards does Ada have?",
        "Ada had 10 cards. She traded at the market and got 3 cards. How many cards does Ada have?",
    ],
)
def test_a_scene_clause_with_a_role_or_a_party_refuses(lexicon, text):
    refusal_of(text, lexicon)


def test_things_named_in_the_scene_clause_are_still_checked(lexicon):
    text = "Ada had 5 pens. She went to the shop and bought pens. How many pens does Ada have?"
    assert refusal_of(text, lexicon).reason == "underdetermined"
