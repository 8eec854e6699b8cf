from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction

import pytest

from reader import ReaderRefusal, canonical_bytes, canonical_hash
from reader.state import ProblemReadingState, SentenceReadingState


@dataclass(frozen=True)
class Sample:
    amount: Fraction
    price: Decimal
    items: tuple[int, ...]
    note: str | None = None


def test_rules_sorted_compact_strings_lists_and_no_nulls():
    assert canonical_bytes(Sample(Fraction(3, 2), Decimal("18.00"), (1, 2))) == (
        b'{"amount":"3/2","items":[1,2],"price":"18.00"}'
    )


def test_refusal_and_hash():
    refusal = ReaderRefusal("unknown_word", "x", 1, 2, "zq")
    assert canonical_bytes(refusal) == (
        b'{"detail":"x","reason":"unknown_word","sentence_index":1,"token_index":2,"token_text":"zq"}'
    )
    assert canonical_hash(refusal) == canonical_hash(ReaderRefusal("unknown_word", "x", 1, 2, "zq"))
    assert len(canonical_hash(refusal)) == 64


def test_states_serialise_and_floats_do_not():
    assert canonical_bytes(ProblemReadingState()).startswith(b'{"accumulated_initial_state":[]')
    assert b'"sentence_index":0' in canonical_bytes(SentenceReadingState(sentence_index=0))
    with pytest.raises(TypeError, match="floats have no canonical form"):
        canonical_bytes(Sample(Fraction(1), Decimal(1), (1,), note=None).__class__(1.5, Decimal(1), ()))


def test_states_are_frozen_and_validated():
    state = ProblemReadingState()
    with pytest.raises(AttributeError):
        state.sentence_index = 3  # type: ignore[misc]
    with pytest.raises(TypeError, match="must be a tuple"):
        ProblemReadingState(entity_registry=[])  # type: ignore[arg-type]
