"""evolve (the reader's fast state update) gives exactly what dataclasses.replace gives."""

from dataclasses import dataclass, field, replace

import pytest

from reader import Answer, read_problem
from reader.state import ClausePayload, ProblemReadingState, SentenceReadingState, evolve
from reader.values import AppliedCategory


def test_evolve_equals_replace_on_the_state_values():
    payload = ClausePayload(auxiliary=True)
    state = SentenceReadingState(3, frame="operation", token_index=2, partial_frame_payload=payload)
    changes = {"token_index": 4, "lookback": (AppliedCategory("noun", 3),), "expectation": None}
    assert evolve(state, **changes) == replace(state, **changes)
    assert evolve(payload, auxiliary=False, markers=()) == replace(payload, auxiliary=False, markers=())
    problem = ProblemReadingState(sentence_index=1)
    assert evolve(problem, sentence_index=2) == replace(problem, sentence_index=2)
    assert evolve(state) == state and evolve(state) is not state


def test_evolve_still_validates_and_refuses_unknown_fields_like_replace():
    state = SentenceReadingState(0)
    with pytest.raises(ValueError, match="negative"):
        evolve(state, token_index=-1)
    with pytest.raises(TypeError, match="must be a tuple"):
        evolve(state, lookback=[])
    with pytest.raises(TypeError):
        evolve(state, no_such_field=1)


@dataclass(frozen=True)
class _Counted:
    name: str
    seen: int = field(default=0, init=False)


def test_a_class_with_a_field_outside_init_goes_to_replace():
    assert evolve(_Counted("a"), name="b") == _Counted("b")


def test_reading_through_evolve_still_answers(lexicon):
    result = read_problem(
        "Sam has 5 apples. He buys 3 more apples. How many apples does Sam have now?", lexicon
    )
    assert isinstance(result, Answer) and result.value == 8


@dataclass(frozen=True, slots=True)
class _OwnInit:
    size: int
    label: str = ""

    def __init__(self, size: int, label: str = "") -> None:  # dataclass leaves an own __init__ in place
        object.__setattr__(self, "size", size * 2)
        object.__setattr__(self, "label", label.upper())


@dataclass(frozen=True, slots=True)
class _Checked:
    items: tuple[int, ...]
    count: int = 0

    def __post_init__(self) -> None:
        if self.count != len(self.items):
            raise ValueError("count must match items")


def test_a_slotted_class_with_its_own_init_is_still_called_like_replace():
    value = _OwnInit(2, "a")
    assert evolve(value, label="b") == replace(value, label="b") == _OwnInit(4, "b")


def test_a_slotted_class_is_stored_slot_by_slot_and_checked_by_its_post_init():
    value = _Checked((1, 2), 2)
    assert evolve(value, items=(1, 2, 3), count=3) == replace(value, items=(1, 2, 3), count=3)
    assert type(evolve(value, count=2)) is _Checked
    with pytest.raises(ValueError, match="count must match"):
        evolve(value, count=5)
