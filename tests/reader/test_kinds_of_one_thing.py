"""Kinds of one thing compared or summed within one holder (ADR 0188)."""

import pytest

from tests.reader.reading import refusal_of, value_of

OWED = "Lena had to finish 6 pages of science homework and 9 pages of history homework. "
LISTED = "Kim had 6 red beads, 9 blue beads and 4 more green beads. "
CATS = "A shop had 12 siamese cats and 7 persian cats. "


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # a bare 'have' comparing two owed kinds asks about the obligation
        (OWED + "How many more pages of history homework than science homework did she have?", 3),
        (
            "Jon had to finish 5 big puzzles and 12 small puzzles. "
            "How many more small puzzles than big puzzles did he have?",
            7,
        ),
        # 'and N more X' closing a list of kinds: N more, of that kind
        (LISTED + "How many beads did Kim have?", 19),
        (LISTED + "How many green beads did Kim have?", 4),
        (
            "Lena had to finish 6 pages of science homework, 9 pages of history homework and "
            "4 more pages of art homework. How many pages did she have to finish?",
            19,
        ),
        # breed words narrow the noun; the kinds roll up into 'cats'
        (CATS + "They sold 5 cats. How many cats do they have left?", 14),
        (CATS + "They sold 5 siamese cats. How many siamese cats do they have left?", 7),
        (CATS + "How many more siamese cats than persian cats did the shop have?", 5),
    ],
)
def test_kinds_answered(text, value, lexicon):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # one owed kind asked with 'have': held or owed?
        (OWED + "How many pages of history homework did she have?", "unsupported_operation"),
        # progress towards the obligation
        (
            OWED + "She finished 2 pages of history homework. "
            "How many more pages of history homework than science homework did she have?",
            "unsupported_operation",
        ),
        # another holder than the one who owes
        (
            OWED + "How many more pages of history homework than science homework does Ben have?",
            "unsupported_operation",
        ),
        # one kind before 'more': 4 more than the science pages, or 4 in addition?
        (
            "Lena had to finish 6 pages of science homework and 4 more pages of art homework. "
            "How many pages of art homework did she have to finish?",
            "unused_operator",
        ),
        # 'more' on a bare noun or another noun is no kind of the list
        (
            "Kim had 6 red beads, 9 blue beads and 4 more beads. How many beads did Kim have?",
            "unused_operator",
        ),
        (
            "Kim had 6 red beads, 9 blue beads and 4 more green buttons. How many green buttons did Kim have?",
            "unused_operator",
        ),
        # 'fewer' in a list is never read as additive
        (
            "Kim had 6 red beads, 9 blue beads and 4 fewer green beads. How many green beads did Kim have?",
            "unused_operator",
        ),
        # which kind were the sold cats?
        (CATS + "They sold 5 cats. How many siamese cats do they have left?", "ambiguous_unit"),
    ],
)
def test_kinds_refused(text, reason, lexicon):
    assert refusal_of(text, lexicon).reason == reason


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Ivy had 5 red pens, 4 blue pens and 9 black pens. How many red and black pens did Ivy have?", 14),
        (
            "There are 6 red roses and 8 white roses in a vase. How many red and white roses are in the vase?",
            14,
        ),
        (
            "Ivy had 5 apples and 9 pears. She bought 3 apples and 2 pears. "
            "How many apples and pears does Ivy have now?",
            19,
        ),
        # what is left of two kinds: each kind's own 'left' question, added (ADR 0275)
        (
            "Ivy had 5 red pens and 9 black pens. She gave 2 red pens to Tom. "
            "How many red and black pens did Ivy have left?",
            12,
        ),
    ],
)
def test_two_kinds_asked_at_once(text, value, lexicon):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    "text",
    [
        # kinds that may overlap: a pen can be red and big; an apple is a fruit; a girl may be a student
        "Ivy had 5 red pens and 9 big pens. How many red and big pens did Ivy have?",
        "Ivy had 5 apples and 9 fruits. How many apples and fruits did Ivy have?",
        "The class has 12 girls and 10 students. How many girls and students does the class have?",
        # one kind not stated for the asked holder
        "Ivy had 5 red pens and 9 black pens. Tom had 4 blue pens. How many red and blue pens did Ivy have?",
        # a comparison is not a sum
        "Ivy had 5 apples and 9 pears. How many more apples and pears did Ivy have?",
    ],
)
def test_two_kinds_refused(text, lexicon):
    assert refusal_of(text, lexicon).reason == "unexpected_category"
