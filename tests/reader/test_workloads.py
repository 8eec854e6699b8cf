"""Workloads: 'had 9 forms to stamp' less the stamping done, asked as what is still to do (ADR 0202)."""

import pytest

from tests.reader.reading import refusal_of, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Omar had 15 dishes to wash. He washed 6 dishes. How many dishes does he still have to wash?", 9),
        ("Omar had to wash 15 dishes. He washed 6 of them. How many dishes does he have to wash?", 9),
        ("Ivy had 12 fences to paint. She painted 5 fences. How many fences will she have to paint?", 7),
        (
            "Ivy had to paint 12 fences. If she painted 5 of them, how many fences would she have to paint?",
            7,
        ),
        ("Nina had 8 pages to complete. She completed 3 pages. How many pages does she have to complete?", 5),
        (
            "Rosa had 18 letters to sign. She signed 7 letters. Then she signed 4 letters. "
            "How many letters does she still have to sign?",
            7,
        ),
        ("Lena had 14 shirts to iron. She ironed 14 shirts. How many shirts does she still have to iron?", 0),
        # no work done: the workload itself, as ADR 0124 reads an obligation
        ("Nina had 8 pages to complete. How many pages does she have to complete?", 8),
    ],
)
def test_rest_of_a_workload(text, value, lexicon):
    assert value_of(text, lexicon) == value


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # asked in the past after some was done: the whole task or the rest?
        (
            "Maya had 20 essays to grade. She graded 8 essays. How many essays did she have to grade?",
            "underdetermined",
        ),
        # more done than was waiting
        (
            "Maya had 20 essays to grade. She graded 25 essays. How many essays does she still have to grade?",
            "negative_count",
        ),
        # another verb, another doer, another kind, a gain beside the workload
        (
            "Maya had 20 essays to grade. She signed 8 essays. How many essays does she still have to grade?",
            "unsupported_operation",
        ),
        (
            "Maya had 20 essays to grade. Her son graded 8 essays. How many essays does she still have to grade?",
            "unsupported_operation",
        ),
        (
            "Omar had 15 dishes to wash and 4 pans to wash. He washed 6 dishes. "
            "How many dishes does he still have to wash?",
            "unsupported_operation",
        ),
        (
            "Omar had 15 dishes to wash. He bought 6 dishes. How many dishes does he have to wash?",
            "unsupported_operation",
        ),
        # the question asks what was done, or what is held, not what is left to do
        (
            "Ivy had 12 fences to paint. She painted 5 fences. How many fences did she paint?",
            "untaught_verb_role",
        ),
        (
            "Omar had to wash 15 dishes. He washed 6 dishes. How many dishes does he have?",
            "unsupported_operation",
        ),
    ],
)
def test_workload_refusals(text, reason, lexicon):
    assert refusal_of(text, lexicon).reason == reason


def test_asked_task_is_never_a_recipient(lexicon):
    """'have to wash' with no workload stated refuses instead of asking what he holds 'to the wash'."""
    text = "Omar had 15 dishes. He bought 6 dishes. How many dishes does he have to wash?"
    assert refusal_of(text, lexicon).reason == "unexpected_category"
