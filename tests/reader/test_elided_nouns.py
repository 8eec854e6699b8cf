"""An amount with no noun borrows one only when exactly one can be meant (ADR 0182).

'ones' and bare amounts ("ate 9") repeat a noun named before: the one in this sentence, else the
one the subject held or moved, else the one counted kind of the problem; two candidates refuse.
A unitless question after a change of only some kinds refuses too.
"""

import pytest

from tests.reader.reading import refusal_of, value_of

# --- 'ones' across sentences


@pytest.mark.parametrize(
    "text, gold",
    [
        ("Nia had 30 beads. She bought 6 new ones. How many beads does Nia have?", 36),
        ("Nia had 30 beads. She bought 6 new ones and lost 4. How many beads does Nia have?", 32),
        ("Max had 12 pencils. He lost 3 old ones. He bought 5 new ones. How many pencils does Max have?", 14),
        # the subject's own kind wins over another holder's
        ("Nia had 30 beads. Omar had 5 rings. Omar bought 6 new ones. How many rings does Omar have?", 11),
        ("Nia had 30 beads. Omar had 5 rings. Omar bought 6 new ones. How many beads does Nia have?", 30),
        # a newcomer takes the one counted kind of the problem
        ("Ivo has 5 marbles. Lea found 4 new ones. How many marbles does Lea have?", 4),
        # the same words as the borrowed kind
        ("Nia had 30 blue beads. She bought 6 blue ones. How many blue beads does Nia have?", 36),
    ],
)
def test_ones_borrows_the_one_noun(lexicon, text, gold):
    assert value_of(text, lexicon) == gold


def test_ones_with_two_kinds_held_refuses(lexicon):
    r = refusal_of(
        "Nia had 30 beads and 5 rings. She bought 6 new ones. How many beads does Nia have?", lexicon
    )
    assert (r.reason, r.token_text) == ("ambiguous_unit", "6")
    assert "more than one noun" in r.detail


def test_ones_of_a_newcomer_with_two_kinds_in_the_problem_refuses(lexicon):
    text = "Nia had 30 beads. Omar had 5 rings. Pia bought 6 new ones. How many beads does Pia have?"
    assert refusal_of(text, lexicon).reason == "ambiguous_unit"


def test_ones_with_nothing_before_refuses(lexicon):
    r = refusal_of("Lea found 5 new ones. How many shells does she have?", lexicon)
    assert r.detail == "'ones' with no earlier amount to point back to"


@pytest.mark.parametrize(
    "text",
    [
        "Ivo had 5 red marbles and 4 blue ones. How many red marbles does Ivo have?",
        "Nia had 30 blue beads. She bought 6 green ones. How many blue beads does Nia have?",
    ],
)
def test_ones_of_another_kind_of_the_noun_refuses(lexicon, text):
    r = refusal_of(text, lexicon)
    assert r.reason == "ambiguous_unit"
    assert "another kind of the noun" in r.detail


# --- a bare amount after another noun in the same sentence


@pytest.mark.parametrize(
    "text",
    [
        "Nia had 30 beads. She bought 6 rings and lost 4. How many beads does Nia have?",
        "Gus had 58 apples. He made 3 pies and used 35. How many apples are left?",
        "Gus had 58 apples. He made 3 pies and used 35. How many pies did he make?",
    ],
)
def test_a_new_noun_in_the_sentence_and_the_subjects_own_kind_refuse(lexicon, text):
    r = refusal_of(text, lexicon)
    assert r.reason == "unattached_quantity"
    assert r.detail == "an amount with no unit, and no single unit to borrow"


@pytest.mark.parametrize(
    "text, gold",
    [
        # the subject held nothing else: the sentence's noun is the one meant
        ("Nia made 12 cakes and sold 8. How many cakes does Nia have?", 4),
        # the amount comes before the new noun
        ("Nia had 30 beads. She lost 4 and bought 6 rings. How many beads does Nia have?", 26),
        # the new noun and the amount in one clause
        (
            "Nia made 12 cakes on Monday and 9 on Tuesday. She sold 8 pies on Wednesday and 5 on Thursday. "
            "How many pies did she sell?",
            13,
        ),
        ("Gus had 24 cookies. He ate 9. How many does he have left?", 15),
    ],
)
def test_one_noun_meant_is_borrowed(lexicon, text, gold):
    assert value_of(text, lexicon) == gold


# --- a question with no noun after a change of only some kinds


def test_unitless_question_after_one_kind_changed_refuses(lexicon):
    r = refusal_of("Gus had 24 cookies and 3 apples. He ate 9 cookies. How many does he have left?", lexicon)
    assert r.reason == "ambiguous_unit"
    assert "only some kinds" in r.detail


@pytest.mark.parametrize(
    "text, gold",
    [
        ("Nia had 30 beads and 5 rings. How many does she have?", 35),  # nothing changed (ADR 0046)
        ("Nia had 30 beads and 5 rings. She lost 4 beads and 2 rings. How many does she have left?", 29),
        ("Nia had 30 beads and 5 rings. She lost 4 beads. How many beads does she have left?", 26),
    ],
)
def test_unitless_question_when_every_kind_or_none_changed(lexicon, text, gold):
    assert value_of(text, lexicon) == gold
