"""Hand-written trap probes: the reader may refuse any of them, but must never answer one wrong.

Each line of data/red_team_probes.txt is 'problem # = GOLD' (the answer, or a refusal) or
'problem # = R' (a careful reader must refuse). Kept as a file so new traps are one line each.
"""

from fractions import Fraction
from pathlib import Path

import pytest

from reader import Answer, read_problem

PROBES = Path(__file__).parent / "data" / "red_team_probes.txt"


def _probes() -> list:
    """(line number, text, gold) for every probe line; gold None means the reader must refuse."""
    cases = []
    for number, line in enumerate(PROBES.read_text(encoding="utf-8").splitlines(), start=1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        text, _, gold = line.partition("# =")
        gold = gold.strip()
        expected = None if gold == "R" else Fraction(gold)
        cases.append(pytest.param(text.strip(), expected, id=f"line{number:04d}"))
    return cases


def test_probe_file_is_well_formed():
    assert len(_probes()) >= 250


@pytest.mark.parametrize(("text", "gold"), _probes())
def test_red_team_probe_is_not_answered_wrong(lexicon, text, gold):
    result = read_problem(text, lexicon)
    if not isinstance(result, Answer):
        return
    assert gold is not None, f"must refuse, answered {result.value} {result.unit}"
    assert result.value == gold, f"answered {result.value} {result.unit}, gold {gold}"
