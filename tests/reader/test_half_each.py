"""Parts of a group that each got, made or used a count, a whole told in a part, a part asked (ADR 0378)."""

import pytest

from reader import Answer, read_problem
from reader.parts_each import read_parts_each
from tests.reader.reading import refusal_of, value_of

DOCK = "There are 18 sailors on a dock. {} "


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # an act asked by its own verb, in its own tense
        (
            DOCK.format("A third of them caught 4 crabs each and the rest caught 1 crab each.")
            + "How many crabs did they catch?",
            36,
        ),
        (
            DOCK.format("Half of them caught 4 crabs each and the other half caught 2 crabs each.")
            + "How many crabs did the sailors catch in all?",
            54,
        ),
        (
            DOCK.format("Half of them caught 4 crabs each and the others caught 2 crabs each.")
            + "How many crabs were caught altogether?",
            54,
        ),
        # 'each' before the verb; the things left to the part before; 'while' joining two parts
        (
            DOCK.format("Half of them each caught 4 crabs and the rest each caught 2 crabs.")
            + "How many crabs did they catch?",
            54,
        ),
        (
            DOCK.format("Half of them have 4 crabs each and the rest have 2 each.")
            + "How many crabs are on the dock?",
            54,
        ),
        (
            DOCK.format("Half of them have 4 crabs each while the rest have 2 crabs each.")
            + "How many crabs do they have?",
            54,
        ),
        # the whole told inside the first part
        (
            "A third of the 18 sailors baked 4 pies each and the rest baked 1 pie each. How many pies did they bake?",
            36,
        ),
        (
            "6 of the 18 sailors baked 4 pies each. The rest baked 2 pies each. How many pies did the sailors bake?",
            48,
        ),
        # one part asked: the rest
        (
            DOCK.format("A third of them caught 4 crabs each and the rest caught 2 crabs each.")
            + "How many crabs did the rest catch?",
            24,
        ),
        (
            DOCK.format("A third of them have 4 crabs each and the rest have 2 crabs each.")
            + "How many crabs do the remaining sailors have?",
            24,
        ),
    ],
)
def test_parts_each_with_acts_told_wholes_and_asked_parts(text, value, lexicon):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        # no 'each' (each, or together?), 'each' twice, a count with no 'each' after elided things
        DOCK.format("Half of them caught 4 crabs and the rest caught 2 crabs.")
        + "How many crabs did they catch?",
        DOCK.format("Half of them each caught 4 crabs each and the rest caught 2 crabs each.")
        + "How many crabs did they catch?",
        DOCK.format("Half of them have 4 crabs each and the rest have 2.") + "How many crabs do they have?",
        DOCK.format("Half of them have 4 each and the rest have 2 crabs each.")
        + "How many crabs do they have?",
        # two acts, a question by another verb or by no verb, another tense
        DOCK.format("Half of them caught 4 crabs each and the rest ate 2 crabs each.")
        + "How many crabs did they catch?",
        DOCK.format("Half of them caught 4 crabs each and the rest caught 2 crabs each.")
        + "How many crabs did they eat?",
        DOCK.format("Half of them caught 4 crabs each and the rest caught 2 crabs each.")
        + "How many crabs are there?",
        DOCK.format("Half of them caught 4 crabs each and the rest catch 2 crabs each.")
        + "How many crabs did they catch?",
        "There were 18 sailors on a dock. Half of them catch 4 crabs each and the rest catch 2 crabs each. "
        "How many crabs do they catch?",
        # a place or a time no part tells; moves and needs
        DOCK.format("Half of them caught 4 crabs each and the rest caught 2 crabs each.")
        + "How many crabs did they catch on the beach?",
        DOCK.format("Half of them need 4 crabs each and the rest need 2 crabs each.")
        + "How many crabs do they need?",
        # a whole told in a part that does not split, or told twice
        "A third of the 19 sailors baked 4 pies each and the rest baked 1 pie each. How many pies did they bake?",
        "Half of the 18 sailors baked 4 pies each and half of the 10 cooks baked 2 pies each. "
        "How many pies did they bake?",
        # a part asked that no part told as the rest, or asked by its share
        DOCK.format("Half of them have 4 crabs each and 9 have 2 crabs each.")
        + "How many crabs do the rest have?",
        DOCK.format("Half of them have 4 crabs each and the rest have 2 crabs each.")
        + "How many crabs do half have?",
    ],
)
def test_parts_each_that_leave_a_doubt_refuse(text, lexicon):
    assert read_parts_each(text, lexicon) is None
    refusal_of(text, lexicon)


def test_a_named_holder_is_not_they(lexicon):
    told = "Rita has 12 hens. Half of them laid 3 eggs each and the rest laid 1 egg each. "
    assert read_parts_each(told + "How many eggs did they lay?", lexicon) is None
    assert value_of(told + "How many eggs did the hens lay?", lexicon) == 24


def test_the_steps_name_the_asked_part(lexicon):
    result = read_problem(
        DOCK.format("A third of them caught 4 crabs each and the rest caught 2 crabs each.")
        + "How many crabs did the rest catch?",
        lexicon,
    )
    assert isinstance(result, Answer)
    assert result.steps[-1] == "asked: the rest caught 2 crabs each: 24"


def test_a_first_sentence_with_no_clause_is_not_read_as_a_part(lexicon):
    """Punctuation and a number alone give the first-part reading no clause to look at: no internal error."""
    assert "internal reader error" not in refusal_of("-. 0", lexicon).detail
