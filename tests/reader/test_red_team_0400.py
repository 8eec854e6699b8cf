"""Red-team round 0400: wrong answers of things told for another time and of listed items with no amount.

- what each container holds, told in a clause of the containers' own sentence with a time word of its
  own ("... and each box held 8 eggs last year"), a day or a part of the day ("on Monday", "this
  morning"), or told as still to come ("will have") and asked in the present, refuses
  (`contents_of_other_kind`);
- a holding in the present dated in the past in one clause ("Ann has 3 pens last year") refuses
  (`held_times.past_dated_holding`);
- an item with describing words and no amount listed after a counted item ("5 cats, young kittens",
  "5 cats, black ones"), or a thing held as the asked role noun ("5 pets, kittens"), refuses
  (`member_kinds`).
"""

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    "text",
    [
        "Sam has 3 boxes and each box held 8 eggs last year. How many eggs does Sam have?",
        "Sam has 3 boxes, and each box had 6 eggs last week. How many eggs does Sam have?",
        "Each box held 8 eggs last year and Sam has 3 boxes. How many eggs does Sam have?",
        "Sam bought 4 boxes and each box contained 5 eggs yesterday. How many eggs did Sam buy?",
        "Sam has 3 boxes and each box held 8 eggs on Monday. How many eggs does Sam have?",
        "Sam has 3 boxes. Each box held 8 eggs this morning. How many eggs does Sam have?",
        "Sam has 3 boxes. Each box will have 8 eggs. How many eggs does Sam have?",
        "Sam has 3 boxes and each box will have 8 eggs. How many eggs does Sam have?",
    ],
)
def test_what_each_container_held_at_another_time_refuses(lexicon, text):
    refusal = refusal_of(text, lexicon)
    assert refusal.reason == "underdetermined"
    assert "another time" in refusal.detail


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Sam has 3 boxes and each box holds 8 eggs. How many eggs does Sam have?", 24),
        ("Sam has 3 boxes and each box held 8 eggs last year. How many boxes does Sam have?", 3),
        ("Sam bought 3 boxes on Monday. Each box held 8 eggs on Monday. How many eggs did Sam buy?", 24),
        ("Sam has 3 boxes and each box will hold 8 eggs. How many eggs will Sam have?", 24),
        ("Sam has 3 boxes and each box holds 8 eggs today. How many eggs does Sam have?", 24),
    ],
)
def test_containers_and_contents_of_one_time_still_answer(lexicon, text, expected):
    assert value_of(text, lexicon) == expected


@pytest.mark.parametrize(
    "text",
    [
        "Ann has 3 pens last year. How many pens does Ann have?",
        "Tom has 5 pens. Ann has 3 pens yesterday. How many pens does Ann have?",
        "Tom has 3 boxes of 8 eggs last year. How many eggs does Tom have?",
    ],
)
def test_a_present_holding_dated_in_the_past_refuses(lexicon, text):
    refusal = refusal_of(text, lexicon)
    assert refusal.reason == "readings_disagree"


def test_a_holding_now_still_answers(lexicon):
    assert value_of("Ann has 3 pens today. How many pens does Ann have?", lexicon) == 3


@pytest.mark.parametrize(
    "text",
    [
        "Mia has 5 cats, young kittens. How many cats does Mia have?",
        "Mia has 5 cats, her young kittens. How many cats does Mia have?",
        "Mia has 5 cats, black ones. How many cats does Mia have?",
        "Mia has 5 pets, kittens. How many pets does Mia have?",
        "Mia has 5 pets, young kittens. How many pets does Mia have?",
    ],
)
def test_an_item_listed_with_no_amount_refuses(lexicon, text):
    refusal = refusal_of(text, lexicon)
    assert refusal.reason == "underdetermined"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Mia has 5 young cats. How many cats does Mia have?", 5),
        ("Mia has 5 cats and 3 young kittens. How many kittens does Mia have?", 3),
        ("Mia has 3 dogs and 2 cats. How many pets does Mia have?", 5),
        (
            "Vera collects shells, small white ones. She has 30 shells. She gives away 8 shells. "
            "How many shells does she have left?",
            22,
        ),
    ],
)
def test_counted_items_and_described_bare_plurals_still_answer(lexicon, text, expected):
    assert value_of(text, lexicon) == expected
