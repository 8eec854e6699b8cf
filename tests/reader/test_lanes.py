"""Capability lanes: every case answers its gold exactly or refuses with the named reason."""

import json
from decimal import Decimal
from fractions import Fraction
from pathlib import Path

import pytest

from reader import Answer, ReaderRefusal, read_problem

LANES = Path(__file__).resolve().parents[2] / "evals" / "lanes"
CASES = [
    pytest.param(json.loads(line), id=json.loads(line)["id"])
    for path in sorted(LANES.glob("*.jsonl"))
    for line in path.read_text(encoding="utf-8").splitlines()
    if line.strip()
]


def test_lanes_exist_and_are_big_enough():
    assert CASES, "no lane cases found"
    for path in sorted(LANES.glob("*.jsonl")):
        cases = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
        answered = [c for c in cases if "expect_refusal" not in c]
        refused = [c for c in cases if "expect_refusal" in c]
        assert len(answered) >= 15 and len(refused) >= 5, path.name


@pytest.mark.parametrize("case", CASES)
def test_lane_case(case, lexicon):
    result = read_problem(case["question"], lexicon)
    if "expect_refusal" in case:
        assert isinstance(result, ReaderRefusal), (
            f"answered {result.value if isinstance(result, Answer) else result}"
        )
        assert result.reason == case["expect_refusal"], result
    else:
        assert isinstance(result, Answer), result
        assert result.value == Fraction(Decimal(case["answer"]))
