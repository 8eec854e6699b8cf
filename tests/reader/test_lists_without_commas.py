"""Lists of amounts written without commas between their items (ADR 0142)."""

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Cleo has 6 owls 2 crows and 9 hawks. How many crows does Cleo have?", 2),
        ("Cleo has 6 owls 2 crows and 9 hawks. How many more hawks than owls does Cleo have?", 3),
        ("Cleo has 6 owls 2 crows 9 hawks and 4 doves. How many doves does Cleo have?", 4),
        ("Cleo has 6 owls 2 crows, and 9 hawks. How many hawks does Cleo have?", 9),
        ("Cleo has 1 owl 2 crows and 9 hawks. How many crows does Cleo have?", 2),
        ("There are 5 vans 8 cars and 2 buses in the garage. How many cars are in the garage?", 8),
        ("If Cleo has 6 owls 2 crows and 9 hawks How many owls does Cleo have?", 6),
        ("Cleo bought 3 dozen eggs 4 pears and 2 limes. How many eggs did Cleo buy?", 36),
    ],
)
def test_items_side_by_side_read_as_a_list(lexicon, text, value):
    assert value_of(text, lexicon) == value


def test_measures_with_their_content(lexicon):
    text = (
        "Bea is making soup. The recipe calls for 5 cups of water 2 cups of beans and 1 cup of rice. "
        "She already put in 3 cups of water. How many more cups of water does she need to add?"
    )
    assert value_of(text, lexicon) == 2


def test_measures_compared_by_content(lexicon):
    text = (
        "Bea used 5 cups of milk 2 cups of oats and 1 cup of nuts. "
        "How many more cups of milk than cups of oats did Bea use?"
    )
    assert value_of(text, lexicon) == 3


@pytest.mark.parametrize(
    ("text", "reason", "detail"),
    [
        # no closing 'and': two amounts side by side may be two clauses with a verb left out
        ("Cleo has 6 owls 2 crows. How many crows does Cleo have?", "unfinished_frame", "no commas"),
        (
            "Cleo has 6 owls 2 crows and fed 3 hawks. How many crows does Cleo have?",
            "unfinished_frame",
            "not followed",
        ),
        # one length, one duration: compound measures are not lists
        (
            "Cleo is 5 feet 2 inches tall and Dan is 6 feet tall. How tall is Dan?",
            "unexpected_category",
            "second amount",
        ),
        (
            "Cleo slept 8 hours 20 minutes and 2 hours. How long did Cleo sleep?",
            "unexpected_category",
            "second amount",
        ),
        # a price before a count
        (
            "Cleo paid $30 6 pens and 2 pads. How many pads did Cleo buy?",
            "unexpected_category",
            "second amount",
        ),
        # 'gave 3 owls 2 mice': the first amount may be the receivers
        (
            "Cleo gave 3 owls 2 mice and 4 worms. How many mice did Cleo give?",
            "unexpected_category",
            "second amount",
        ),
        # a noun that does not agree with its number is no unit's end ("worth")
        (
            "Cleo scored 4 goals worth 3 points and 2 saves. How many points did Cleo score?",
            "unexpected_category",
            "second amount",
        ),
        # commas in only part of the list
        (
            "Cleo has 6 owls, 2 crows 9 hawks and 4 doves. How many hawks does Cleo have?",
            "unexpected_category",
            "second amount",
        ),
        (
            "Cleo has 6 owls 2 crows, 9 hawks and 4 doves. How many hawks does Cleo have?",
            "unexpected_category",
            "second amount",
        ),
        # the same unit twice, a time phrase as an item
        ("Cleo has 6 owls 2 owls and 9 hawks. How many owls does Cleo have?", "ambiguous_unit", "same unit"),
        (
            "Cleo ate 3 figs 2 days ago and 4 figs today. How many figs did Cleo eat?",
            "unexpected_category",
            "plain amount",
        ),
        # a capitalised noun before a number names something
        (
            "Six Grade 4 classes and 2 teachers went. How many classes went?",
            "unexpected_category",
            "second amount",
        ),
    ],
)
def test_shapes_that_keep_refusing(lexicon, text, reason, detail):
    refusal = refusal_of(text, lexicon)
    assert refusal.reason == reason
    assert detail in refusal.detail
