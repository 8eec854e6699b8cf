"""The runner and the command with the real reader and the repository's pack (read only)."""

from __future__ import annotations

import json
from io import StringIO
from pathlib import Path

import pytest
from django.core.management import CommandError, call_command

from corridor.models import EvalRun
from evals import report, splits
from evals.cases import DECIMAL
from evals.outcomes import format_value, parse_value
from evals.runner import PackDir, run_cases

PACK_DIR = Path(__file__).resolve().parents[2] / "packs" / "en_core_math_v1"
SOURCE = PackDir(str(PACK_DIR))


@pytest.fixture(scope="module")
def sample_cases():
    return splits.load_splits(["gsm8k_train_sample_v1", "singleop", "lanes"])


def rendered(cases, jobs: int) -> bytes:
    return report.render(report.build_report(run_cases(cases, SOURCE, jobs=jobs, progress=False)))


def test_two_runs_and_one_or_two_processes_give_identical_bytes(sample_cases) -> None:
    first = rendered(sample_cases, 1)
    assert rendered(sample_cases, 1) == first
    assert rendered(sample_cases, 2) == first
    data = json.loads(first)
    assert data["counts"]["overall"]["total"] == len(sample_cases)
    assert data["pack"]["name"] == "en_core_math_v1"


def answered_case(cases):
    """The first case the reader answers, whatever its verdict (nothing is chosen by id)."""
    for outcome in run_cases(cases, SOURCE, jobs=1, progress=False).outcomes:
        if outcome.answer is not None and DECIMAL.fullmatch(outcome.answer):
            return outcome
    pytest.skip("the reader answers none of the sample cases yet")


@pytest.mark.django_db
def test_a_deliberately_wrong_gold_exits_1_and_names_the_case(sample_cases, tmp_path: Path) -> None:
    outcome = answered_case(sample_cases)
    bad_gold = format_value(parse_value(outcome.answer) + 1)
    path = tmp_path / "wrong.jsonl"
    row = {"id": "deliberately-wrong", "question": outcome.case.question, "answer": bad_gold}
    path.write_text(json.dumps(row) + "\n", encoding="utf-8")
    out = StringIO()
    with pytest.raises(CommandError) as caught:
        call_command("evals", "run", "--cases", str(path), "--pack", str(PACK_DIR), "--jobs", "1", stdout=out)
    assert str(caught.value) == "1 case(s) answered wrong: deliberately-wrong"
    assert f"deliberately-wrong: gold {bad_gold}, answer {outcome.answer}" in out.getvalue()
    assert EvalRun.objects.get().wrong == 1


@pytest.mark.django_db
def test_run_splits_loads_reads_stores_and_harvests() -> None:
    import datetime as dt

    from corridor.evals_store import run_splits
    from corridor.models import CandidateCase, CaseResult

    at = dt.datetime(2026, 1, 1, tzinfo=dt.UTC)
    run = run_splits(["gsm8k_train_sample_v1"], PACK_DIR, at=lambda: at, trigger="ratification", jobs=1)
    assert (run.status, run.total, run.trigger) == ("done", 50, "ratification")
    assert CaseResult.objects.filter(run=run).count() == 50
    blocked = CandidateCase.objects.filter(role="blocks").count()
    assert blocked == run.refused


def test_a_preview_pack_reads_with_extra_entries_and_leaves_the_disk_alone() -> None:
    from evals.runner import PackDirWithEntries
    from packs.model import Entry

    word = "zorblefruit"
    before = (PACK_DIR / "manifest.yaml").read_bytes()
    pack = PackDirWithEntries(str(PACK_DIR), (Entry(word, "noun", ((word, "NN"),)),))()
    assert pack.lexicon.lookup(word).category == "noun"
    assert SOURCE().lexicon.lookup(word) is None
    assert (PACK_DIR / "manifest.yaml").read_bytes() == before
