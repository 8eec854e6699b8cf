"""A multiple of a move with no 'as <doer>', read as a multiple of the move told just before (ADR 0454)."""

import pytest

from packs.model import Lexicon
from reader.elliptic_multiples import elliptic_multiples
from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # another doer, the same things named again
        (
            "Edda picked 15 figs and Rafe picked twice as many figs. How many figs did they pick altogether?",
            45,
        ),
        # the same doer at another time, no noun after the multiple
        ("Kofi sold 8 vases on Monday and three times as many on Tuesday. How many vases did Kofi sell?", 32),
        (
            "Kofi sold 8 vases on Monday and three times as many on Tuesday. How many vases did he sell on Tuesday?",
            24,
        ),
        # the reference in the sentence before
        (
            "Mara sold 150 raffle tickets on Friday. She sold twice as many on Saturday. How many tickets did she sell?",
            450,
        ),
        (
            "Mara sold 150 tickets on Friday. She sold twice as many on Saturday. How many more tickets did she sell"
            " on Saturday than on Friday?",
            150,
        ),
        # another plain noun counted the same way
        (
            "Mr. Orr harvested 40 limes and 3 times as many lemons. How many more lemons than limes did he harvest?",
            80,
        ),
        (
            "Ula bought 22 buttons and Vic bought half as many buttons. How many buttons did they buy in all?",
            33,
        ),
        # the verb left out after a comma, in a list
        (
            "Dov sent 300 emails on Monday, half as many emails on Tuesday, and 20 emails on Wednesday. How many"
            " emails did he send?",
            470,
        ),
        # a move that takes away
        (
            "Pia has 60 beads. She loses 10 beads on Monday and twice as many on Tuesday. How many beads does she have?",
            30,
        ),
        # a measure, its unit carried over
        ("Abe used 3 cups of rice and twice as much. How many cups of rice did he use?", 9),
    ],
)
def test_the_multiple_of_the_move_just_before(text: str, value: int, lexicon: Lexicon) -> None:
    assert value_of(text, lexicon) == value


def test_the_rewrite_tells_the_amount(lexicon: Lexicon) -> None:
    found = elliptic_multiples(
        "Edda picked 15 figs and Rafe picked twice as many figs. How many figs did Rafe pick?", lexicon
    )
    assert found is not None
    assert found.text == "Edda picked 15 figs and Rafe picked 30 figs. How many figs did Rafe pick?"
    found = elliptic_multiples(
        "Mara sold 15 mugs. She sold twice as many on Sunday. How many mugs did she sell?", lexicon
    )
    assert found is not None
    assert found.text == "Mara sold 15 mugs. She sold 30 mugs on Sunday. How many mugs did she sell?"


@pytest.mark.parametrize(
    "text",
    [
        # two amounts before the multiple: which one is doubled?
        "Edda picked 10 figs and 4 limes and twice as many pears. How many pears did Edda pick?",
        # a holding, not a move, before the multiple
        "Edda has 12 figs. Rafe bought twice as many. How many figs did Rafe buy?",
        # a holding multiple with no 'as' is not this rule's
        "Edda picked 12 figs. Rafe has twice as many figs. How many figs does Rafe have?",
        # an 'of' measure and other things: boxes or crayons?
        "Edda bought 3 boxes of crayons and twice as many pens. How many pens did Edda buy?",
        # half of an odd count is no whole count
        "Edda bought 9 figs and half as many limes. How many limes did Edda buy?",
        # money belongs to the price readings
        "Edda earned 40 dollars on Monday and twice as many on Tuesday. How many dollars did she earn?",
        # a rate: per day or once?
        "Edda picked 12 figs each day and twice as many limes. How many limes did Edda pick?",
        # the multiple's things were counted earlier than the nearest move
        "Jo sold 8 figs on Monday. On Tuesday she sold 5 limes. On Wednesday she sold twice as many figs. How many"
        " figs did she sell?",
        # an offset before the multiple
        "Edda picked 12 figs and Rafe picked 3 more than twice as many. How many figs did Rafe pick?",
        # a part of the things before
        "Edda picked 12 of the figs and Rafe picked twice as many. How many figs did Rafe pick?",
        # the multiple in the question itself
        "Edda picked 12 figs. If Rafe picked twice as many, how many figs did Rafe pick?",
        # two multiples in one sentence
        "Edda picked 12 figs, twice as many limes and half as many pears. How many limes did Edda pick?",
    ],
)
def test_unsound_references_stay_refused(text: str, lexicon: Lexicon) -> None:
    assert refusal_of(text, lexicon) is not None


def test_a_compared_doer_is_left_to_compared_moves(lexicon: Lexicon) -> None:
    text = "Edda picked 12 figs. Rafe picked twice as many figs as Edda. How many figs did Rafe pick?"
    assert elliptic_multiples(text, lexicon) is None
    assert value_of(text, lexicon) == 24


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (
            "On Monday, Lars sold 40 pens. On Tuesday, he sold half as many as on Monday. How many pens did he sell?",
            60,
        ),
        (
            "Lars sold 40 pens on Monday. On Tuesday, he sold twice as many pens as he did on Monday. How many pens"
            " did Lars sell on Tuesday?",
            80,
        ),
    ],
)
def test_as_many_as_on_a_day_of_the_same_doer(text: str, value: int, lexicon: Lexicon) -> None:
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        # another person might be 'he'
        "Lars sold 40 pens on Monday. Nils sold 8 pens on Friday. On Tuesday, he sold twice as many as on Monday."
        " How many pens did Lars sell?",
        # another doer named: as many as whose Monday?
        "Lars sold 40 pens on Monday. On Tuesday, Nils sold twice as many as on Monday. How many pens did Nils sell?",
        # another verb on that day
        "Lars bought 40 pens on Monday. On Tuesday, he sold twice as many as on Monday. How many pens did he sell?",
        # two amounts on that day
        "Lars sold 40 pens and 6 cups on Monday. On Tuesday, he sold twice as many as on Monday. How many pens did"
        " he sell?",
        # a day never told
        "Lars sold 40 pens on Monday. On Tuesday, he sold twice as many as on Sunday. How many pens did he sell?",
        # other things than that day's
        "Lars sold 40 pens on Monday. On Tuesday, he sold twice as many cups as on Monday. How many cups did he sell?",
        # a word of an amount after the multiple
        "Lars sold 40 pens on Monday. On Tuesday, he sold twice as many as on Monday and 3 more on Friday. How many"
        " pens did he sell?",
    ],
)
def test_a_day_reference_that_is_not_one_move_stays_refused(text: str, lexicon: Lexicon) -> None:
    assert refusal_of(text, lexicon) is not None
