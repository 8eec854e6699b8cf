"""'this morning', 'the beginning' and a past 'there were' at the start (ADR 0161)."""

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # 'this' before a time of day or week is read as 'in the' is: a harmless time of the event
        (
            "This morning, Peter caught 7 fish. This evening, he caught 5 fish. How many fish did Peter catch?",
            12,
        ),
        ("Peter caught 7 fish this morning. He ate 2 fish. How many fish does he have left?", 5),
        ("Lucy had 20 nuts. This afternoon she ate 6 nuts. How many nuts does Lucy have now?", 14),
        (
            "Lucy picked 9 roses this weekend and 4 roses last weekend. How many roses did she pick in all?",
            13,
        ),
        # 'beginning' is a noun after an article, as 'start' is
        ("Peter had 40 pins at the beginning of the year. He lost 12 pins. How many pins does he have?", 28),
        ("Peter had 40 pins in the beginning. He got 5 pins. How many pins does he have now?", 45),
        ("Peter lost 12 pins and now has 28 pins. How many pins did he have at the beginning?", 40),
        # a past 'there were' with a start word holds before the story's changes
        (
            "At the beginning there were 30 owls in the barn. 8 owls flew away. How many owls are in the barn?",
            22,
        ),
        ("There were 30 owls in the barn at the start. 8 owls flew away. How many owls are in the barn?", 22),
        (
            "8 owls flew away from the barn. At the start there were 30 owls in the barn. How many owls are in the barn?",
            22,
        ),
    ],
)
def test_time_words_after_a_pointer_are_read(lexicon, text, expected):
    assert value_of(text, lexicon) == expected


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # a question narrowed to one time of day reads only moves tagged with a time (ADR 0185)
        (
            "Peter caught 7 fish this morning and 5 fish. How many fish did he catch this evening?",
            "underdetermined",
        ),
        # a present 'there are' with a start word: when is it held?
        (
            "At the beginning there are 30 owls in the barn. 8 owls flew away. How many owls are in the barn?",
            "unused_operator",
        ),
        # a rate at the start keeps its refusal
        (
            "At the beginning there were 3 owls in each barn. There were 4 barns. How many owls were there?",
            "unused_operator",
        ),
        # 'every morning' is a rate per day (ADR 0360), but a month holds no told number of days
        ("Peter eats 2 figs every morning. How many figs does he eat in a month?", "unexpected_category"),
        # 'beginning' as a part of a thing has no holder
        (
            "The beginning of the trail has 9 signs. How many signs does the trail have?",
            "incomplete_operation",
        ),
    ],
)
def test_time_words_after_a_pointer_refuse(lexicon, text, reason):
    assert refusal_of(text, lexicon).reason == reason


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # 'the N of them' in a question: 'they', everyone named, when N people were named
        ("Peter has 6 pens. Lucy has 4 pens. How many pens do the two of them have in all?", 10),
        (
            "Peter has 6 pens. Lucy has 4 pens. Tom has 1 pen. How many pens do the three of them have in total?",
            11,
        ),
        ("Peter ate 6 figs. Lucy ate 4 figs. How many figs did the two of them eat altogether?", 10),
    ],
)
def test_the_n_of_them_is_everyone_named(lexicon, text, expected):
    assert value_of(text, lexicon) == expected


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # the count differs from the people named
        (
            "Peter has 6 pens. Lucy has 4 pens. How many pens do the three of them have in all?",
            "unexpected_category",
        ),
        # a group was read: its members are not counted
        (
            "Peter has 6 pens. The girls have 4 pens. How many pens do the two of them have in all?",
            "unexpected_category",
        ),
        # not the subject
        (
            "Peter has 6 pens. Lucy has 4 pens. How many pens does Tom give the two of them?",
            "unexpected_category",
        ),
        # a person named in the question itself: one of them, or not? (plain 'they' too)
        (
            "Peter has 6 pens. Lucy has 4 pens. If Tom has 1 pen, how many pens do they have in all?",
            "unresolved_pronoun",
        ),
        (
            "Peter has 6 pens. Lucy has 4 pens. Tom has 2 pens. If Ed has 1 pen, how many pens do the three of them have in all?",
            "unresolved_pronoun",
        ),
        # 'they' for everyone still needs an aggregate
        ("Peter has 6 pens. Lucy has 4 pens. How many pens do the two of them have?", "unused_operator"),
    ],
)
def test_the_n_of_them_refuses(lexicon, text, reason):
    assert refusal_of(text, lexicon).reason == reason
