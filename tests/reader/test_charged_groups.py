"""A price charged to a group is what each member pays (ADR 0466)."""

import pytest

from reader.charged_groups import charged_group
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    "text",
    [
        # the group between the verb and the price: how many pay is never told
        "Paulo charges his neighbors $15 a week. How much does he make in 3 weeks?",
        "The ferry charges its riders $4 a trip. How much does it make on 12 trips?",
        "Ms. Reyes charges the young swimmers $9 an hour. How much does she make in 4 hours?",
        "Sam charges the local farmers $15 an hour. How much does he make in 4 hours?",
        # told later but not counted by the reading that answered
        "A riding school charges its students $40 a month. If it has 25 students, how much does it make in 2 months?",
    ],
)
def test_a_price_charged_to_a_group_is_refused(text, lexicon):
    refusal = refusal_of(text, lexicon)
    assert refusal.reason == "underdetermined"
    assert refusal.token_text == "charges"


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # no group, or one payer: the price is what the charger makes
        ("Ivo charges $11 an hour. How much does he make in 8 hours?", 88),
        ("Nina charges her brother $3 a day. How much does she make in 5 days?", 15),
        # the group counted by the occasions reading (ADR 0464)
        (
            "A swim club charges its members $12 three times a month. It has 50 members. How much does it make a month?",
            1800,
        ),
    ],
)
def test_one_payer_or_a_counted_group_is_answered(text, value, lexicon):
    assert value_of(text, lexicon) == value


def test_the_guard_names_the_verb_only_before_a_group(lexicon):
    assert charged_group("Ivo charges $11 an hour. How much does he make in 8 hours?", lexicon) is None
    assert charged_group("Rosa charges each client $40. How much does she make?", lexicon) is not None
