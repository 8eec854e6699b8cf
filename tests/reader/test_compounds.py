"""Hyphenated compounds of ordinary words read as one word (ADR 0119)."""

import pytest

from reader.compounds import compound_sense, join_compounds
from reader.tokenise import split_sentences
from tests.reader.reading import refusal_of, value_of


def test_a_compound_takes_the_category_and_number_of_its_last_word(lexicon):
    plural = compound_sense("push-ups", lexicon)
    assert plural is not None and plural.category == "noun"
    assert plural.entry.lemma == "push-up" and "NNS" in plural.tags
    workers = compound_sense("Part-Time", lexicon)
    assert workers is not None and workers.category in ("noun", "adjective")
    shaped = compound_sense("heart-shaped", lexicon)
    assert shaped is not None and shaped.category == "adjective"


@pytest.mark.parametrize(
    "text",
    [
        "one-third",
        "twenty-five",
        "half-dollars",
        "take-home",
        "two-day",
        "zorb-shaped",
        "red-and-blue",
        "glow",
    ],
)
def test_numbers_operators_verbs_of_exchange_and_unknown_parts_stay_apart(lexicon, text):
    assert compound_sense(text, lexicon) is None


def test_joining_keeps_the_written_position_of_every_token(lexicon):
    (sentence,) = split_sentences("Ann has 4 part-time workers and 3 cats.")
    (joined,), origins = join_compounds((sentence,), lexicon)
    assert [t.text for t in joined.tokens][:5] == ["Ann", "has", "4", "part-time", "workers"]
    assert origins[0][3:6] == (3, 6, 7)


def test_a_refusal_names_the_token_where_it_stands_in_the_text(lexicon):
    refusal = refusal_of("Ann has 4 part-time workers and 3 zorbs. How many workers does Ann have?", lexicon)
    assert refusal.sentence_index == 0 and refusal.token_text == "zorbs"
    assert refusal.token_index == 9  # Ann has 4 part - time workers and 3 zorbs


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (
            "A shop has 12 part-time workers and 30 full-time workers. How many workers does the shop have?",
            42,
        ),
        (
            "A shop has 12 part-time workers and 30 full-time workers. "
            "How many part-time workers does the shop have?",
            12,
        ),
        ("Leo has 8 gluten-free muffins. He eats 3 of them. How many muffins does Leo have left?", 5),
        (
            "Omar had 25 baseball-cards. He gave 7 baseball-cards to Ben. How many baseball-cards does Omar have now?",
            18,
        ),
    ],
)
def test_compounds_are_read_as_the_kind_they_name(lexicon, text, value):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # a narrower kind beside the plain kind: which stamps are meant is not said
        (
            "Max has 30 stamps. He bought 12 hand-painted stamps. How many stamps does Max have now?",
            "ambiguous_unit",
        ),
        ("Tim has 9 zorb-shaped beads. He gives away 2. How many beads does Tim have?", "unknown_word"),
        ("There are 12 half-crates in a shed. How many half-crates are in the shed?", "unused_operator"),
    ],
)
def test_compounds_that_hide_a_role_refuse(lexicon, text, reason):
    assert refusal_of(text, lexicon).reason == reason
