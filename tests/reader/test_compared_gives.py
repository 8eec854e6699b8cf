"""A gift stated from another gift of the same giver: 'gave Bob 4 more than she gave to Dave' (ADR 0362)."""

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    "text, expected",
    [
        # the other gift told after, or before; 'did' for the repeated verb
        (
            "Jo had 30 figs. She gave Al 4 more figs than she gave to Ben. She gave 6 figs to Ben. How many figs does Jo have left?",
            14,
        ),
        (
            "Jo had 30 figs. She gave 6 figs to Ben. She gave Al 4 more figs than she gave to Ben. How many figs does Jo have left?",
            14,
        ),
        (
            "Jo had 30 figs. She gave Al 2 fewer figs than she did to Ben. She gave 6 figs to Ben. How many figs does Jo have left?",
            20,
        ),
        # a name the lexicon does not know as the receiver; money
        (
            "Amy had 30 pens. She gave Thad 3 more pens than she gave to Ada. She gave 5 pens to Ada. How many pens does Amy have left?",
            17,
        ),
        (
            "Amy had $50. She gave Thad $8 more than she gave to Ada. She gave $10 to Ada. How much money does Amy have left?",
            22,
        ),
        # a multiple; the other gift told with the receiver first
        (
            "Jo had 30 figs. She gave 5 figs to Ben. She gave Al twice as many figs as she gave to Ben. How many figs does Jo have left?",
            15,
        ),
        (
            "Jo had 30 figs. She gave Al 4 more figs than she gave to Ben. She gave Ben 6 figs. How many figs does Jo have left?",
            14,
        ),
        (
            "Jo had 30 figs. She gave Al 4 more figs than she gave to Ben. She gave 6 figs to Ben. How many figs did Jo give away?",
            16,
        ),
        # a later move of the giver that is no gift to the other receiver leaves the reading standing
        (
            "Nora had 40 beads. She gave Bob 4 more beads than she gave to Dave. She gave 7 beads to Dave. "
            "Then she found 5 beads. How many beads does Nora have now?",
            27,
        ),
        (
            "Nora had 40 beads. She gave Bob 4 more beads than she gave to Dave. She also gave 7 beads to Dave. "
            "How many beads does Nora have left?",
            22,
        ),
    ],
)
def test_same_giver_gifts(text, expected, lexicon):
    assert value_of(text, lexicon) == expected


@pytest.mark.parametrize(
    "text, reason",
    [
        # the other gift never told, told twice, of another kind, or by another giver
        (
            "Jo had 30 figs. She gave Al 4 more figs than she gave to Ben. How many figs does Jo have left?",
            "unsupported_operation",
        ),
        (
            "Jo had 30 figs. She gave Al 4 more figs than she gave to Ben. She gave 6 figs to Ben. "
            "She gave 2 figs to Ben. How many figs does Jo have left?",
            "underdetermined",
        ),
        (
            "Jo had 30 figs. She gave Al 4 more figs than she gave to Ben. She gave 6 nuts to Ben. How many figs does Jo have left?",
            "unsupported_operation",
        ),
        (
            "Jo had 30 figs. She gave Al 4 more figs than she gave to Ben. Kay gave 6 figs to Ben. How many figs does Jo have left?",
            "unsupported_operation",
        ),
        # a group as the other receiver: each of them or all together?
        (
            "Jo had 30 figs. She gave Al 4 more figs than she gave to her cousins. She gave 6 figs to her cousins. How many figs does Jo have left?",
            "unexpected_category",
        ),
        # another verb after 'than'
        (
            "Jo had 30 figs. She gave Al 4 more figs than she sold to Ben. She sold 6 figs to Ben. How many figs does Jo have left?",
            "unexpected_category",
        ),
        # the same receiver on both sides
        (
            "Jo had 30 figs. She gave Ben 4 more figs than she gave to Ben. She gave 6 figs to Ben. How many figs does Jo have left?",
            "unexpected_category",
        ),
        # the other gift told with 'more' or 'another': added to an earlier gift never told (addendum)
        (
            "Nora had 40 beads. She gave Bob 4 more beads than she gave to Dave. She gave 7 more beads to Dave. "
            "How many beads does Nora have left?",
            "underdetermined",
        ),
        (
            "Nora had 40 beads. She gave Bob 4 more beads than she gave to Dave. She gave another 7 beads to Dave. "
            "How many beads does Nora have left?",
            "underdetermined",
        ),
        (
            "Nora had 40 beads. She gave 7 more beads to Dave. She gave Bob 4 more beads than she gave to Dave. "
            "How many beads does Nora have left?",
            "underdetermined",
        ),
        (
            "Tom had 40 cards. Josh had 40 cards. Tom sold 5 more cards than Josh did. Josh sold 7 more cards. "
            "How many cards does Tom have?",
            "underdetermined",
        ),
        # a second gift to the compared receiver, after or before: one gift compared, or both? (addendum)
        (
            "Nora had 40 beads. She gave Bob 4 more beads than she gave to Dave. She gave 7 beads to Dave. "
            "She gave 5 beads to Bob. How many beads does Nora have left?",
            "underdetermined",
        ),
        (
            "Nora had 40 beads. She gave 5 beads to Bob. She gave Bob 4 more beads than she gave to Dave. "
            "She gave 7 beads to Dave. How many beads does Nora have left?",
            "underdetermined",
        ),
        (
            "Tom had 40 cards. Josh had 40 cards. Josh sold 7 cards. Tom sold 5 more cards than Josh did. "
            "Tom sold 3 cards. How many cards does Tom have?",
            "underdetermined",
        ),
        # the other gift told at a time of its own ('then', 'later', 'yesterday'): another gift (addendum)
        (
            "Nora had 40 beads. She gave Bob 4 more beads than she gave to Dave. She then gave 7 beads to Dave. "
            "How many beads does Nora have left?",
            "unsupported_operation",
        ),
        (
            "Nora had 40 beads. She gave Bob 4 more beads than she gave to Dave. Later she gave 7 beads to Dave. "
            "How many beads does Nora have left?",
            "unsupported_operation",
        ),
        (
            "Nora had 40 beads. Yesterday she gave Dave 7 beads. She gave Bob 4 more beads than she gave to Dave. "
            "How many beads does Nora have left?",
            "readings_disagree",
        ),
        (
            "Tom had 40 cards. Josh had 40 cards. Tom sold 5 more cards than Josh did. Later Josh sold 7 cards. "
            "How many cards does Tom have?",
            "unsupported_operation",
        ),
    ],
)
def test_refused(text, reason, lexicon):
    assert refusal_of(text, lexicon).reason == reason
